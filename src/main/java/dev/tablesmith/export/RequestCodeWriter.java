package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.template.TemplateFilter;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes requests (reads and writes) as functions in one language: the function takes the SDK client and the pattern's inputs
 * and returns the SDK's response. Key values are written as string concatenations of literal text and inputs.
 */
abstract class RequestCodeWriter {
    private final Set<String> usedFilters = new java.util.TreeSet<>();

    /** The start of a source file holding the functions, imports included. */
    abstract String fileStart(String designName);

    /** The end of the source file. */
    abstract String fileEnd();

    /** One function for a read request. */
    abstract String function(RequestSpec request);

    /** A comment standing for a write pattern whose request cannot be built (inputs missing). */
    abstract String writeComment(AccessPattern pattern);

    /** How the language spells an input's parameter name (see {@link #unreserved}). */
    abstract String parameterName(String input);

    /** The language's reserved words, which a parameter may not be named. */
    abstract Set<String> reservedWords();

    /** A name that is a reserved word gets {@code Value} appended ({@code class} becomes {@code classValue}). */
    String unreserved(String name) {
        return reservedWords().contains(name) ? name + "Value" : name;
    }

    /** A string literal. */
    String literal(String text) {
        return JsonText.string(text);
    }

    /** The function's name: the pattern id and name, e.g. {@code ap2ACustomersOrdersNewestFirst}. */
    static String functionName(AccessPattern pattern) {
        return ExportNames.camel(pattern.id().toLowerCase(java.util.Locale.ROOT) + " " + pattern.name().replace("'", "").replace("\u2019", ""));
    }

    /** The parameter names of the request's inputs, in order. */
    List<String> parameters(RequestSpec request) {
        List<String> names = new ArrayList<>();
        request.inputs().inputs().forEach(i -> names.add(parameterName(i.name())));
        return names;
    }

    /** The text of a request member's value: literals and inputs (through their key filters) joined with {@code +}. */
    String textExpression(String member, AttributeValue value, RequestInputs inputs) {
        return partsExpression(inputs.parts(member, value));
    }

    /** Literal text and inputs (through their key filters) joined with {@code +}. */
    String partsExpression(List<RequestInputs.Part> parts) {
        List<String> terms = new ArrayList<>();
        for (RequestInputs.Part part : parts) {
            terms.add(part.isInput() ? partExpression(part) : literal(part.literal()));
        }
        return terms.isEmpty() ? literal("") : String.join(" + ", terms);
    }

    /** An input as code: the parameter itself, or passed through the helper of each of its filters in turn. */
    String partExpression(RequestInputs.Part part) {
        String parameter = parameterName(part.input().name());
        if (part.filters().isEmpty()) {
            return inputText(parameter, part.input());
        }
        String expression = parameter;
        boolean number = part.input().isNumber();
        for (TemplateFilter filter : part.filters()) {
            usedFilters.add(KeyFilterHelpers.name(filter));
            expression = filterCall(filter, expression, number);
            number = false;
        }
        return expression;
    }

    /** A parameter as text: a number input may be passed as a number, so languages that need it convert it. */
    String inputText(String parameter, RequestInputs.Input input) {
        return parameter;
    }

    /**
     * A call of the helper that renders {@code filter} as Tablesmith does ({@link KeyFilterHelpers}); {@code number}
     * says the argument is an N input (epoch seconds for {@code date} and {@code datetime}).
     */
    abstract String filterCall(TemplateFilter filter, String argument, boolean number);

    /** The helper functions of the filters used so far, to go once into the file (empty when none is used). */
    abstract String helpers();

    /** The filters ({@code pad}, {@code lower}, ...) generated calls use. */
    Set<String> usedFilters() {
        return usedFilters;
    }

    /** One attribute value in the SDK's form for this language (N as text, B from hex digits, ...). */
    abstract String attributeValue(String member, AttributeValue value, RequestInputs inputs);

    /** A request map's member value: an attribute value in the SDK's form, anything else a string literal. */
    String memberValue(String member, Object value, RequestInputs inputs) {
        return value instanceof AttributeValue attribute ? attributeValue(member, attribute, inputs)
                : literal(String.valueOf(value));
    }

    /**
     * A request map as an object literal (a JavaScript object, a Python dict): one {@code "name": value,} line per
     * member, indented by {@code indent}, and the closing brace indented by {@code closeIndent}.
     */
    String objectLiteral(Map<?, ?> map, RequestInputs inputs, String indent, String closeIndent) {
        StringBuilder object = new StringBuilder("{\n");
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            String member = String.valueOf(entry.getKey());
            object.append(indent).append(literal(member)).append(": ")
                    .append(memberValue(member, entry.getValue(), inputs)).append(",\n");
        }
        return object.append(closeIndent).append('}').toString();
    }

    /**
     * A Put's item as an object literal (see {@link #objectLiteral}): the attributes always written, then one entry
     * per sparse key that adds it only when its condition holds ({@link #sparseEntry}).
     */
    String writeItemLiteral(RequestSpec.WriteItem item, RequestInputs inputs, String indent, String closeIndent) {
        String object = objectLiteral(item.always(), inputs, indent, closeIndent);
        StringBuilder sparse = new StringBuilder();
        for (SparseKeyCode key : item.sparse()) {
            sparse.append(indent).append(sparseEntry(key)).append(",\n");
        }
        return object.substring(0, object.length() - closeIndent.length() - 1) + sparse + closeIndent + "}";
    }

    /** An object-literal entry that holds the sparse key only when its condition holds (Python and JavaScript). */
    String sparseEntry(SparseKeyCode key) {
        throw new UnsupportedOperationException("no object-literal entries in this language");
    }

    /** The sparse key's {@code when} condition as a boolean expression on the parameters. */
    String condition(SparseKeyCode key) {
        List<String> tests = new ArrayList<>();
        for (dev.tablesmith.template.Comparison comparison : key.comparisons()) {
            RequestInputs.Input input = key.parts().stream().map(RequestInputs.Part::input)
                    .filter(i -> i != null && i.name().equals(comparison.attribute())).findFirst().orElse(null);
            String parameter = parameterName(comparison.attribute());
            String text = input != null && input.isNumber() ? inputText(parameter, input) : parameter;
            List<String> values = comparison.values().stream().map(v -> literal(v.text())).toList();
            tests.add(comparison(comparison.operator(), parameter, text, values));
        }
        return String.join(conjunction(), tests);
    }

    /** One comparison of a sparse condition on a parameter ({@code text} is it as text). */
    String comparison(dev.tablesmith.template.ComparisonOperator operator, String parameter, String text,
                      List<String> values) {
        throw new UnsupportedOperationException("no conditions in this language");
    }

    /** How the language joins conditions that must all hold. */
    String conjunction() {
        return " && ";
    }

    /** Binary as hex digits (every language here turns hex into bytes without an import). */
    static String hex(AttributeValue.B binary) {
        return HexFormat.of().formatHex(binary.value());
    }

    /** The DynamoDB API name of a write operation. */
    static String apiName(WriteOperation operation) {
        return switch (operation) {
            case PUT -> "PutItem";
            case UPDATE -> "UpdateItem";
            case DELETE -> "DeleteItem";
        };
    }

    /** A one-line description of a write pattern. */
    static String describeWrite(AccessPattern pattern) {
        WriteSpec write = pattern.write();
        StringBuilder text = new StringBuilder(pattern.id()).append(": ")
                .append(pattern.name().replaceAll("\\s+", " ").trim()).append(". A write");
        if (write != null) {
            text.append(" (").append(write.transaction() ? "TransactWriteItems, " : "").append(apiName(write.operation()));
            if (write.conditionExpression() != null) {
                text.append(", condition ").append(write.conditionExpression().replaceAll("\\s+", " "));
            }
            text.append(')');
        }
        return text.append("; not generated: its example inputs do not build the request.").toString();
    }
}
