package dev.tablesmith.examples;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A test oracle for the key-template and sparse-condition syntax, limited to what the examples use: placeholders
 * with the {@code pad}, {@code upper} and {@code lower} filters, {@code {{}}/{@code }}} escapes, and conditions
 * made of {@code =}, {@code <>}, {@code IN}, {@code attribute_exists} and {@code attribute_not_exists} joined by
 * {@code AND}. Anything else fails loudly, so an example cannot quietly use syntax these tests do not check.
 */
final class TemplateText {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^{}]*)}");
    private static final Pattern FUNCTION = Pattern.compile("(attribute_exists|attribute_not_exists)\\(\\s*(\\w+)\\s*\\)");
    private static final Pattern IN = Pattern.compile("(\\w+)\\s+IN\\s*\\((.*)\\)");
    private static final Pattern COMPARISON = Pattern.compile("(\\w+)\\s*(=|<>)\\s*(.+)");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");

    private TemplateText() {
    }

    /** The attribute names of a template's placeholders, in order, without their filters. */
    static List<String> placeholders(String template) {
        String unescaped = template.replace("{{", "").replace("}}", "");
        List<String> names = new ArrayList<>();
        Matcher m = PLACEHOLDER.matcher(unescaped);
        while (m.find()) {
            names.add(m.group(1).split("\\|", 2)[0].trim());
        }
        return names;
    }

    /** Renders a template with a record's attribute values. */
    static String render(String template, JsonNode record) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            if (template.startsWith("{{", i)) {
                out.append('{');
                i += 2;
            } else if (template.startsWith("}}", i)) {
                out.append('}');
                i += 2;
            } else if (template.charAt(i) == '{') {
                int end = template.indexOf('}', i);
                out.append(placeholder(template.substring(i + 1, end), record, template));
                i = end + 1;
            } else {
                out.append(template.charAt(i++));
            }
        }
        return out.toString();
    }

    private static String placeholder(String body, JsonNode record, String template) {
        String[] parts = body.split("\\|");
        String attribute = parts[0].trim();
        JsonNode value = record.get(attribute);
        if (value == null || value.isNull()) {
            throw new AssertionError("template " + template + " needs '" + attribute + "', missing in " + record);
        }
        String text = value.asText();
        for (int p = 1; p < parts.length; p++) {
            text = filter(parts[p].trim(), text);
        }
        return text;
    }

    private static String filter(String filter, String text) {
        if (filter.equals("upper")) {
            return text.toUpperCase(Locale.ROOT);
        }
        if (filter.equals("lower")) {
            return text.toLowerCase(Locale.ROOT);
        }
        if (filter.startsWith("pad:")) {
            String[] widths = filter.substring(4).split("\\.");
            int integerDigits = Integer.parseInt(widths[0]);
            int decimals = widths.length > 1 ? Integer.parseInt(widths[1]) : 0;
            BigDecimal number = new BigDecimal(text).setScale(decimals, RoundingMode.UNNECESSARY);
            String plain = number.toPlainString();
            String integerPart = decimals == 0 ? plain : plain.substring(0, plain.indexOf('.'));
            String padded = "0".repeat(Math.max(0, integerDigits - integerPart.length())) + plain;
            return padded;
        }
        throw new AssertionError("filter '" + filter + "' is not one the examples are expected to use");
    }

    /** The attribute names a sparse condition tests. */
    static List<String> conditionAttributes(String condition) {
        List<String> names = new ArrayList<>();
        for (String clause : clauses(condition)) {
            Matcher f = FUNCTION.matcher(clause);
            Matcher in = IN.matcher(clause);
            Matcher cmp = COMPARISON.matcher(clause);
            if (f.matches()) {
                names.add(f.group(2));
            } else if (in.matches()) {
                names.add(in.group(1));
            } else if (cmp.matches()) {
                names.add(cmp.group(1));
            } else {
                throw new AssertionError("cannot read condition clause '" + clause + "' of '" + condition + "'");
            }
        }
        return names;
    }

    /** Whether a record satisfies a sparse condition. */
    static boolean holds(String condition, JsonNode record) {
        for (String clause : clauses(condition)) {
            Matcher f = FUNCTION.matcher(clause);
            Matcher in = IN.matcher(clause);
            Matcher cmp = COMPARISON.matcher(clause);
            boolean ok;
            if (f.matches()) {
                boolean present = record.hasNonNull(f.group(2));
                ok = f.group(1).equals("attribute_exists") == present;
            } else if (in.matches()) {
                JsonNode value = record.get(in.group(1));
                ok = false;
                for (String candidate : in.group(2).split(",")) {
                    ok |= sameValue(value, unquote(candidate));
                }
            } else if (cmp.matches()) {
                boolean equal = sameValue(record.get(cmp.group(1)), unquote(cmp.group(3)));
                ok = cmp.group(2).equals("=") == equal;
            } else {
                throw new AssertionError("cannot read condition clause '" + clause + "' of '" + condition + "'");
            }
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /** Compares a record value with a literal: numerically when both are numbers, else as text. */
    static boolean sameValue(JsonNode value, String literal) {
        if (value == null || value.isNull()) {
            return false;
        }
        String text = value.asText();
        if (NUMBER.matcher(text).matches() && NUMBER.matcher(literal).matches()) {
            return new BigDecimal(text).compareTo(new BigDecimal(literal)) == 0;
        }
        return text.equals(literal);
    }

    private static List<String> clauses(String condition) {
        return List.of(condition.trim().split("\\s+AND\\s+"));
    }

    private static String unquote(String literal) {
        String trimmed = literal.trim();
        if (trimmed.length() >= 2 && trimmed.startsWith("'") && trimmed.endsWith("'")) {
            return trimmed.substring(1, trimmed.length() - 1);
        }
        return trimmed;
    }
}
