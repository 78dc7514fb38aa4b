package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.TemplateFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Read requests as functions for boto3's low-level client ({@code boto3.client("dynamodb")}). */
final class PythonRequestWriter extends RequestCodeWriter {
    private static final Set<String> RESERVED = Set.of("False", "None", "True", "and", "as", "assert", "async",
            "await", "break", "class", "continue", "def", "del", "elif", "else", "except", "finally", "for",
            "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise",
            "return", "try", "while", "with", "yield", "dynamodb");

    @Override
    String fileStart(String designName) {
        return "\"\"\"The access patterns of the Tablesmith design " + docstring(designName)
                + " as DynamoDB requests (boto3).\n\n"
                + "Pass a client: dynamodb = boto3.client(\"dynamodb\").\n\"\"\"\n";
    }

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
        String name = ExportNames.snake(input);
        return reservedWords().contains(name) ? name + "_value" : name;
    }

    @Override
    String function(RequestSpec request) {
        List<String> parameters = new ArrayList<>(List.of("dynamodb"));
        parameters.addAll(parameters(request));
        String op = request.operation();
        String method = ExportNames.snake(op);
        StringBuilder py = new StringBuilder();
        py.append("\n\ndef ").append(ExportNames.snake(functionName(request.pattern()))).append('(')
                .append(String.join(", ", parameters)).append("):\n");
        py.append("    \"\"\"").append(docstring(request.summary())).append("\"\"\"\n");
        py.append("    return dynamodb.").append(method).append("(\n");
        for (RequestSpec.Parameter parameter : request.parameters()) {
            py.append("        ").append(parameter.name()).append('=')
                    .append(value(parameter.value(), request.inputs())).append(",\n");
        }
        py.append("    )\n");
        return py.toString();
    }

    private String value(Object value, RequestInputs inputs) {
        return value(value, inputs, "        ");
    }

    /** A value whose first line sits at {@code indent}: transact items nest one level deeper per map. */
    private String value(Object value, RequestInputs inputs, String indent) {
        if (value instanceof RequestSpec.WriteItem item) {
            return writeItemLiteral(item, inputs, indent + "    ", indent);
        }
        if (value instanceof List<?> actions) {
            StringBuilder list = new StringBuilder("[\n");
            for (Object action : actions) {
                RequestSpec.TransactItem item = (RequestSpec.TransactItem) action;
                String inner = indent + "        ";
                list.append(indent).append("    {").append(literal(item.kind())).append(": {\n");
                for (RequestSpec.Parameter member : item.parameters()) {
                    list.append(inner).append(literal(member.name())).append(": ");
                    list.append(member.value() instanceof Map<?, ?> map
                            ? objectLiteral(map, inputs, inner + "    ", inner) : value(member.value(), inputs, inner));
                    list.append(",\n");
                }
                list.append(indent).append("    }},\n");
            }
            return list.append(indent).append(']').toString();
        }
        if (value instanceof String text) {
            return literal(text);
        }
        if (value instanceof Boolean flag) {
            return flag ? "True" : "False";
        }
        if (value instanceof Map<?, ?> map) {
            return objectLiteral(map, inputs, "            ", "        ");
        }
        return String.valueOf(value);
    }

    @Override
    String attributeValue(String member, AttributeValue value, RequestInputs inputs) {
        if (value instanceof AttributeValue.N) {
            return "{\"N\": " + textExpression(member, value, inputs) + "}";
        } else if (value instanceof AttributeValue.B b) {
            return "{\"B\": bytes.fromhex(" + literal(hex(b)) + ")}";
        } else if (value instanceof AttributeValue.Bool b) {
            return "{\"BOOL\": " + (b.value() ? "True" : "False") + "}";
        } else if (value instanceof AttributeValue.Null) {
            return "{\"NULL\": True}";
        }
        return "{\"S\": " + textExpression(member, value, inputs) + "}";
    }

    @Override
    String sparseEntry(SparseKeyCode key) {
        return "**({" + literal(key.attribute()) + ": {\"" + (key.number() ? "N" : "S") + "\": "
                + partsExpression(key.parts()) + "}} if " + condition(key) + " else {})";
    }

    @Override
    String comparison(dev.tablesmith.template.ComparisonOperator operator, String parameter, String text,
                      List<String> values) {
        return switch (operator) {
            case EQ -> text + " == " + values.get(0);
            case NE -> text + " != " + values.get(0);
            case IN -> text + " in [" + String.join(", ", values) + "]";
            case EXISTS -> parameter + " is not None";
            case NOT_EXISTS -> parameter + " is None";
        };
    }

    @Override
    String conjunction() {
        return " and ";
    }

    @Override
    String inputText(String parameter, RequestInputs.Input input) {
        return input.isNumber() ? "str(" + parameter + ")" : parameter;
    }

    @Override
    String filterCall(TemplateFilter filter, String argument, boolean number) {
        if (filter instanceof TemplateFilter.Pad pad) {
            return "_pad(" + argument + ", " + pad.integerDigits() + ", " + pad.decimals() + ")";
        }
        String name = KeyFilterHelpers.name(filter);
        return "_" + name + "(" + argument + (name.startsWith("date") && number ? ", True" : "") + ")";
    }

    @Override
    String helpers() {
        return KeyFilterHelpers.python(usedFilters());
    }

    @Override
    String writeComment(AccessPattern pattern) {
        return "\n\n# " + describeWrite(pattern) + "\n";
    }

    private static String docstring(String text) {
        return text.replace("\\", "\\\\").replace("\"\"\"", "\\\"\\\"\\\"");
    }
}
