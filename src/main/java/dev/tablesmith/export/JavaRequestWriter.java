package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.TemplateFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Requests as static methods for the AWS SDK for Java 2.x ({@code DynamoDbClient}). */
final class JavaRequestWriter extends RequestCodeWriter {
    /** {@code Map.of} takes at most ten pairs; longer maps use {@code Map.ofEntries}. */
    private static final int MAP_OF_LIMIT = 10;
    private static final Set<String> RESERVED = Set.of("abstract", "assert", "boolean", "break", "byte",
            "case", "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum",
            "extends", "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof",
            "int", "interface", "long", "native", "new", "package", "private", "protected", "public", "return",
            "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws",
            "transient", "try", "void", "volatile", "while", "true", "false", "null", "var", "yield", "record",
            "dynamoDb");

    private final String className;

    JavaRequestWriter(String designName) {
        this.className = ExportNames.pascal(designName) + "Requests";
    }

    /** The model classes the functions use, imported at the top. */
    private final Set<String> modelClasses = new java.util.TreeSet<>(List.of("AttributeValue", "GetItemRequest",
            "GetItemResponse", "QueryRequest", "QueryResponse", "ScanRequest", "ScanResponse"));

    @Override
    String fileStart(String designName) {
        StringBuilder imports = new StringBuilder("import java.util.Map;\n"
                + "import software.amazon.awssdk.services.dynamodb.DynamoDbClient;\n");
        modelClasses.forEach(c -> imports.append("import software.amazon.awssdk.services.dynamodb.model.")
                .append(c).append(";\n"));
        return imports + "\n"
                + "/** The access patterns of the Tablesmith design " + comment(designName)
                + " as DynamoDB requests. */\n"
                + "public final class " + className + " {\n"
                + "    private " + className + "() {\n    }\n";
    }

    @Override
    String fileEnd() {
        return "}\n";
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
        String op = request.operation();
        String method = Character.toLowerCase(op.charAt(0)) + op.substring(1);
        List<String> parameters = new ArrayList<>(List.of("DynamoDbClient dynamoDb"));
        parameters(request).forEach(p -> parameters.add("String " + p));
        StringBuilder java = new StringBuilder();
        java.append("\n    /** ").append(comment(request.summary())).append(" */\n");
        java.append("    public static ").append(op).append("Response ").append(functionName(request.pattern()))
                .append('(').append(String.join(", ", parameters)).append(") {\n");
        modelClasses.add(op + "Request");
        modelClasses.add(op + "Response");
        java.append("        return dynamoDb.").append(method).append('(').append(op).append("Request.builder()\n");
        builderCalls(java, request.parameters(), request.inputs(), "                ");
        java.append("                .build());\n    }\n");
        return java.toString();
    }

    /** One {@code .member(value)} line per parameter; transact items as {@code TransactWriteItem} builders. */
    private void builderCalls(StringBuilder java, List<RequestSpec.Parameter> parameters, RequestInputs inputs,
                              String indent) {
        for (RequestSpec.Parameter parameter : parameters) {
            String name = Character.toLowerCase(parameter.name().charAt(0)) + parameter.name().substring(1);
            java.append(indent).append('.').append(name).append('(');
            if (parameter.value() instanceof List<?> actions) {
                modelClasses.add("TransactWriteItem");
                List<String> items = new ArrayList<>();
                for (Object action : actions) {
                    RequestSpec.TransactItem item = (RequestSpec.TransactItem) action;
                    modelClasses.add(item.kind());
                    String kind = Character.toLowerCase(item.kind().charAt(0)) + item.kind().substring(1);
                    StringBuilder one = new StringBuilder("\n").append(indent)
                            .append("        TransactWriteItem.builder().")
                            .append(kind).append('(').append(item.kind()).append(".builder()\n");
                    builderCalls(one, item.parameters(), inputs, indent + "                ");
                    one.append(indent).append("                .build()).build()");
                    items.add(one.toString());
                }
                java.append(String.join(",", items));
            } else {
                java.append(value(parameter.name(), parameter.value(), inputs));
            }
            java.append(")\n");
        }
    }

    private boolean sparseHelper;

    private String value(String parameterName, Object value, RequestInputs inputs) {
        if (value instanceof RequestSpec.WriteItem item) {
            String map = value(parameterName, item.always(), inputs);
            for (SparseKeyCode key : item.sparse()) {
                sparseHelper = true;
                map = "sparseKey(" + map + ",\n                        " + condition(key) + ", "
                        + literal(key.attribute()) + ", () -> AttributeValue.from" + (key.number() ? "N" : "S") + "("
                        + partsExpression(key.parts()) + "))";
            }
            return map;
        }
        if (value instanceof String text) {
            return literal(text);
        }
        if (value instanceof Map<?, ?> map) {
            boolean small = map.size() <= MAP_OF_LIMIT;
            List<String> entries = new ArrayList<>();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                String item = memberValue(String.valueOf(entry.getKey()), entry.getValue(), inputs);
                String key = literal(String.valueOf(entry.getKey()));
                entries.add("\n                        " + (small ? key + ", " + item
                        : "Map.entry(" + key + ", " + item + ")"));
            }
            return (small ? "Map.of(" : "Map.ofEntries(") + String.join(",", entries) + ")";
        }
        return String.valueOf(value);
    }

    @Override
    String attributeValue(String member, AttributeValue value, RequestInputs inputs) {
        if (value instanceof AttributeValue.N) {
            return "AttributeValue.fromN(" + textExpression(member, value, inputs) + ")";
        } else if (value instanceof AttributeValue.B b) {
            return "AttributeValue.fromB(software.amazon.awssdk.core.SdkBytes.fromByteArray("
                    + "java.util.HexFormat.of().parseHex(" + literal(hex(b)) + ")))";
        } else if (value instanceof AttributeValue.Bool b) {
            return "AttributeValue.fromBool(" + b.value() + ")";
        } else if (value instanceof AttributeValue.Null) {
            return "AttributeValue.fromNul(true)";
        }
        return "AttributeValue.fromS(" + textExpression(member, value, inputs) + ")";
    }

    @Override
    String filterCall(TemplateFilter filter, String argument, boolean number) {
        if (filter instanceof TemplateFilter.Pad pad) {
            return "keyPad(" + argument + ", " + pad.integerDigits() + ", " + pad.decimals() + ")";
        }
        String name = KeyFilterHelpers.name(filter);
        String method = "key" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
        return method + "(" + argument + (name.startsWith("date") ? ", " + number : "") + ")";
    }

    @Override
    String helpers() {
        String sparse = !sparseHelper ? "" : "\n    /** The item with a sparse key added when its condition holds"
                + " (DynamoDB indexes the item in the GSI only then). */\n"
                + "    private static Map<String, AttributeValue> sparseKey(Map<String, AttributeValue> item,"
                + " boolean when,\n            String name, java.util.function.Supplier<AttributeValue> value) {\n"
                + "        if (!when) {\n            return item;\n        }\n"
                + "        Map<String, AttributeValue> all = new java.util.TreeMap<>(item);\n"
                + "        all.put(name, value.get());\n        return all;\n    }\n";
        return KeyFilterHelpers.java(usedFilters()) + sparse;
    }

    @Override
    String comparison(dev.tablesmith.template.ComparisonOperator operator, String parameter, String text,
                      List<String> values) {
        return switch (operator) {
            case EQ -> values.get(0) + ".equals(" + text + ")";
            case NE -> "!" + values.get(0) + ".equals(" + text + ")";
            case IN -> "java.util.List.of(" + String.join(", ", values) + ").contains(" + text + ")";
            case EXISTS -> parameter + " != null";
            case NOT_EXISTS -> parameter + " == null";
        };
    }

    @Override
    String writeComment(AccessPattern pattern) {
        return "\n    // " + describeWrite(pattern) + "\n";
    }

    private static String comment(String text) {
        return text.replace("*/", "*&#47;");
    }
}
