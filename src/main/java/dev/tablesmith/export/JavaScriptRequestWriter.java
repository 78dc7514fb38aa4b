package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.TemplateFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Requests as async functions for the AWS SDK for JavaScript v3 ({@code @aws-sdk/client-dynamodb}). */
final class JavaScriptRequestWriter extends RequestCodeWriter {
    private static final Set<String> RESERVED = Set.of("await", "break", "case", "catch", "class", "const",
            "continue", "debugger", "default", "delete", "do", "else", "enum", "export", "extends", "false",
            "finally", "for", "function", "if", "implements", "import", "in", "instanceof", "interface", "let",
            "new", "null", "package", "private", "protected", "public", "return", "static", "super", "switch",
            "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield", "arguments",
            "eval", "client");

    @Override
    String fileStart(String designName) {
        return "// The access patterns of the Tablesmith design " + designName.replace("\n", " ")
                + " as DynamoDB requests.\n"
                + "// Pass a client: const client = new DynamoDBClient({});\n"
                + "import { " + String.join(", ", commands) + " } from \"@aws-sdk/client-dynamodb\";\n";
    }

    private final java.util.Set<String> commands = new java.util.TreeSet<>(
            List.of("GetItemCommand", "QueryCommand", "ScanCommand"));

    @Override
    String fileEnd() {
        return "";
    }

    @Override
    Set<String> reservedWords() {
        return RESERVED;
    }

    @Override
    String parameterName(String input) {
        return unreserved(ExportNames.camel(input));
    }

    @Override
    String function(RequestSpec request) {
        List<String> parameters = new ArrayList<>(List.of("client"));
        parameters.addAll(parameters(request));
        StringBuilder js = new StringBuilder();
        js.append("\n/** ").append(request.summary().replace("*/", "*&#47;")).append(" */\n");
        js.append("export async function ").append(functionName(request.pattern())).append('(')
                .append(String.join(", ", parameters)).append(") {\n");
        commands.add(request.operation() + "Command");
        js.append("  return client.send(new ").append(request.operation()).append("Command({\n");
        for (RequestSpec.Parameter parameter : request.parameters()) {
            js.append("    ").append(parameter.name()).append(": ")
                    .append(value(parameter.value(), request.inputs())).append(",\n");
        }
        js.append("  }));\n}\n");
        return js.toString();
    }

    private String value(Object value, RequestInputs inputs) {
        if (value instanceof List<?> actions) {
            StringBuilder list = new StringBuilder("[\n");
            for (Object action : actions) {
                RequestSpec.TransactItem item = (RequestSpec.TransactItem) action;
                list.append("      { ").append(item.kind()).append(": {\n");
                for (RequestSpec.Parameter member : item.parameters()) {
                    list.append("        ").append(member.name()).append(": ");
                    list.append(member.value() instanceof Map<?, ?> map
                            ? objectLiteral(map, inputs, "          ", "        ")
                            : member.value() instanceof RequestSpec.WriteItem write
                            ? writeItemLiteral(write, inputs, "          ", "        ") : value(member.value(), inputs));
                    list.append(",\n");
                }
                list.append("      } },\n");
            }
            return list.append("    ]").toString();
        }
        if (value instanceof String text) {
            return literal(text);
        }
        if (value instanceof RequestSpec.WriteItem item) {
            return writeItemLiteral(item, inputs, "      ", "    ");
        }
        if (value instanceof Map<?, ?> map) {
            return objectLiteral(map, inputs, "      ", "    ");
        }
        return String.valueOf(value);
    }

    @Override
    String attributeValue(String member, AttributeValue value, RequestInputs inputs) {
        if (value instanceof AttributeValue.N) {
            return "{ N: " + textExpression(member, value, inputs) + " }";
        } else if (value instanceof AttributeValue.B b) {
            return "{ B: Buffer.from(" + literal(hex(b)) + ", \"hex\") }";
        } else if (value instanceof AttributeValue.Bool b) {
            return "{ BOOL: " + b.value() + " }";
        } else if (value instanceof AttributeValue.Null) {
            return "{ NULL: true }";
        }
        return "{ S: " + textExpression(member, value, inputs) + " }";
    }

    @Override
    String sparseEntry(SparseKeyCode key) {
        return "...(" + condition(key) + " ? { " + literal(key.attribute()) + ": { " + (key.number() ? "N" : "S")
                + ": " + partsExpression(key.parts()) + " } } : {})";
    }

    @Override
    String comparison(dev.tablesmith.template.ComparisonOperator operator, String parameter, String text,
                      List<String> values) {
        return switch (operator) {
            case EQ -> text + " === " + values.get(0);
            case NE -> text + " !== " + values.get(0);
            case IN -> "[" + String.join(", ", values) + "].includes(" + text + ")";
            case EXISTS -> parameter + " != null";
            case NOT_EXISTS -> parameter + " == null";
        };
    }

    @Override
    String inputText(String parameter, RequestInputs.Input input) {
        return input.isNumber() ? "String(" + parameter + ")" : parameter;
    }

    @Override
    String filterCall(TemplateFilter filter, String argument, boolean number) {
        if (filter instanceof TemplateFilter.Pad pad) {
            return "keyPad(" + argument + ", " + pad.integerDigits() + ", " + pad.decimals() + ")";
        }
        String name = KeyFilterHelpers.name(filter);
        String function = "key" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
        return function + "(" + argument + (name.startsWith("date") && number ? ", true" : "") + ")";
    }

    @Override
    String helpers() {
        return KeyFilterHelpers.javaScript(usedFilters());
    }

    @Override
    String writeComment(AccessPattern pattern) {
        return "\n// " + describeWrite(pattern) + "\n";
    }
}
