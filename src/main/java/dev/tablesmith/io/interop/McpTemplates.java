package dev.tablesmith.io.interop;

import dev.tablesmith.model.AttributeType;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The key templates of the DynamoDB MCP server's {@code schema.json} ({@code "TENANT#{tenant_id}"}) in Tablesmith's
 * syntax. The MCP server's code generator turns a template into a Python f-string, so a placeholder an agent writes
 * with a format spec ({@code {score:05d}}) is read as Python's format-spec mini-language would render it:
 *
 * <ul>
 *   <li>{@code {n:05d}} and {@code {n:05}}: zero-padded to 5 characters, which is Tablesmith's {@code {n|pad:5}}
 *       for every whole number from 0 to 99999. Python writes a negative number with its sign inside the width
 *       ({@code -0042}) and a wider number unpadded ({@code 123456}); both sort out of numeric order in an S key,
 *       and {@code pad} refuses them instead, so the import says so in a warning.</li>
 *   <li>{@code {p:08.2f}}: 8 characters with 2 decimals is {@code {p|pad:5.2}}; Python rounds a value with more
 *       decimals, {@code pad} refuses it.</li>
 *   <li>{@code {d:%Y-%m-%d}} is {@code {d|date}}; {@code {t:%Y-%m-%dT%H:%M:%SZ}} is {@code {t|datetime}}.</li>
 *   <li>{@code {n:d}}, {@code {s:s}} and an empty spec change nothing.</li>
 * </ul>
 *
 * Any other spec (alignment, a fill character, a sign, grouping, hex, ...) has no Tablesmith equivalent: the
 * placeholder is kept without it and a warning says so. The MCP server's own validator accepts only
 * {@code {name}} placeholders ({@code \{(\w+)\}}), so a spec is always something an agent wrote on its own.
 */
final class McpTemplates {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_]*)(?::([^{}]*))?}");
    private static final Pattern ZERO_INT = Pattern.compile("0(\\d+)d?");
    private static final Pattern ZERO_FIXED = Pattern.compile("0(\\d+)\\.(\\d+)f");

    private McpTemplates() {
    }

    /**
     * {@code template} in Tablesmith's syntax; a spec that cannot be expressed exactly is warned about at
     * {@code path}.
     *
     * @param fieldTypes the entity's fields and their types, to tell a number spec on a string field
     */
    static String convert(String template, Map<String, AttributeType> fieldTypes, String path,
                          ImportWarnings warnings) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            String spec = m.group(2);
            String replacement = spec == null ? "{" + name + "}"
                    : withSpec(template, name, spec, fieldTypes.get(name), path, warnings);
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String withSpec(String template, String name, String spec, AttributeType type, String path,
                                   ImportWarnings warnings) {
        String plain = "{" + name + "}";
        if (spec.isEmpty() || spec.equals("d") || spec.equals("s")) {
            return plain;
        }
        if (spec.equals("%Y-%m-%d")) {
            return "{" + name + "|date}";
        }
        if (spec.equals("%Y-%m-%dT%H:%M:%SZ")) {
            return "{" + name + "|datetime}";
        }
        Matcher whole = ZERO_INT.matcher(spec);
        Matcher fixed = ZERO_FIXED.matcher(spec);
        boolean number = whole.matches() || fixed.matches();
        if (number && type != null && type != AttributeType.N) {
            warnings.add(path, "template '" + template + "' formats '" + name + "' with '" + spec + "', a number"
                    + " format, but '" + name + "' is " + type + " (Python would raise ValueError); read as "
                    + plain);
            return plain;
        }
        if (whole.matches()) {
            int width = Integer.parseInt(whole.group(1));
            if (width >= 1 && width <= 38) {
                String converted = "{" + name + "|pad:" + width + "}";
                warnings.add(path, "template '" + template + "': {" + name + ":" + spec + "} read as " + converted
                        + ", the same text for whole numbers 0 to " + "9".repeat(width) + "; Python would write a"
                        + " negative or wider number as -" + "0".repeat(Math.max(0, width - 2)) + "1 or unpadded,"
                        + " out of numeric order, where pad refuses it");
                return converted;
            }
        }
        if (fixed.matches()) {
            int width = Integer.parseInt(fixed.group(1));
            int decimals = Integer.parseInt(fixed.group(2));
            int integerDigits = width - decimals - (decimals > 0 ? 1 : 0);
            if (integerDigits >= 1 && integerDigits <= 38 && decimals <= 38) {
                String converted = "{" + name + "|pad:" + integerDigits + (decimals > 0 ? "." + decimals : "")
                        + "}";
                warnings.add(path, "template '" + template + "': {" + name + ":" + spec + "} read as " + converted
                        + "; Python rounds a value with more than " + decimals + " decimals and pads negatives"
                        + " after the sign, where pad refuses both");
                return converted;
            }
        }
        warnings.add(path, "template '" + template + "' formats '" + name + "' with '" + spec + "', which Tablesmith"
                + " templates cannot express; read as " + plain);
        return plain;
    }
}
