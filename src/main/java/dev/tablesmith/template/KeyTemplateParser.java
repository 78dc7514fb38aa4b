package dev.tablesmith.template;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses key template text such as {@code ORDER#{orderDate}#{orderId}} or {@code PRICE#{price|pad:7.2}}.
 *
 * <p>Grammar: literal text with placeholders {@code {attribute}} or {@code {attribute|filter|filter...}}; a
 * filter is {@code pad:W}, {@code pad:W.S}, {@code upper}, {@code lower}, {@code date} or {@code datetime}.
 * Doubled braces are literal braces. Spaces around names inside a placeholder are ignored. The text may not
 * be empty: DynamoDB rejects an empty string as a key attribute value.
 */
public final class KeyTemplateParser {
    private static final Pattern PAD_ARGUMENT = Pattern.compile("(\\d+)(?:\\.(\\d+))?");

    private KeyTemplateParser() {
    }

    /**
     * Parses {@code text}.
     *
     * @throws TemplateSyntaxException with the 1-based column and a one-line message when the text is not a
     *                                 valid template
     */
    public static KeyTemplate parse(String text) {
        if (text == null || text.isEmpty()) {
            throw new TemplateSyntaxException(1, "empty template (a key value cannot be an empty string)");
        }
        List<TemplateSegment> segments = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int literalStart = 0;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            boolean doubled = i + 1 < text.length() && text.charAt(i + 1) == c;
            if (c == '{' && !doubled) {
                flush(segments, literal, literalStart);
                int close = closingBrace(text, i);
                segments.add(placeholder(text, i, close));
                i = close + 1;
                literalStart = i;
            } else if (c == '}' && !doubled) {
                throw new TemplateSyntaxException(i + 1, "'}' without '{' (write '}}' for a literal brace)");
            } else {
                if (literal.length() == 0) {
                    literalStart = i;
                }
                literal.append(c);
                i += (c == '{' || c == '}') ? 2 : 1;
            }
        }
        flush(segments, literal, literalStart);
        return new KeyTemplate(text, segments);
    }

    private static void flush(List<TemplateSegment> segments, StringBuilder literal, int start) {
        if (literal.length() > 0) {
            segments.add(new TemplateSegment.Literal(literal.toString(), start + 1));
            literal.setLength(0);
        }
    }

    private static int closingBrace(String text, int open) {
        for (int j = open + 1; j < text.length(); j++) {
            char c = text.charAt(j);
            if (c == '}') {
                return j;
            }
            if (c == '{') {
                throw new TemplateSyntaxException(j + 1,
                        "'{' inside a placeholder (placeholders do not nest; close the one at column "
                                + (open + 1) + " first)");
            }
        }
        throw new TemplateSyntaxException(open + 1, "unclosed '{' opened at column " + (open + 1));
    }

    private static TemplateSegment.Placeholder placeholder(String text, int open, int close) {
        int braceColumn = open + 1;
        String inner = text.substring(open + 1, close);
        if (inner.isBlank()) {
            throw new TemplateSyntaxException(braceColumn, "empty placeholder");
        }
        List<int[]> parts = splitOnBars(inner, open + 1);
        int[] first = parts.get(0);
        String name = text.substring(first[0], first[1]).strip();
        if (name.isEmpty()) {
            throw new TemplateSyntaxException(first[1] + 1, "missing attribute name before '|'");
        }
        checkName(name, firstNonSpace(text, first[0]));
        List<TemplateFilter> filters = new ArrayList<>();
        for (int p = 1; p < parts.size(); p++) {
            filters.add(filter(text, parts.get(p)));
        }
        return new TemplateSegment.Placeholder(name, filters, braceColumn);
    }

    /** Index ranges [start, end) in {@code text} of the '|'-separated parts of a placeholder's inside. */
    private static List<int[]> splitOnBars(String inner, int offset) {
        List<int[]> parts = new ArrayList<>();
        int start = 0;
        for (int k = 0; k <= inner.length(); k++) {
            if (k == inner.length() || inner.charAt(k) == '|') {
                parts.add(new int[] {offset + start, offset + k});
                start = k + 1;
            }
        }
        return parts;
    }

    private static void checkName(String name, int nameIndex) {
        for (int k = 0; k < name.length(); k++) {
            char c = name.charAt(k);
            if (Character.isWhitespace(c)) {
                throw new TemplateSyntaxException(nameIndex + k + 1,
                        "space inside attribute name '" + name + "'");
            }
            if (c == ':') {
                throw new TemplateSyntaxException(nameIndex + k + 1, "':' in attribute name '" + name
                        + "' (filters go after '|', e.g. {price|pad:7.2})");
            }
        }
    }

    private static TemplateFilter filter(String text, int[] range) {
        String part = text.substring(range[0], range[1]).strip();
        int column = firstNonSpace(text, range[0]) + 1;
        if (part.isEmpty()) {
            throw new TemplateSyntaxException(range[0], "empty filter after '|'");
        }
        int colon = part.indexOf(':');
        String name = (colon < 0 ? part : part.substring(0, colon)).strip();
        String argument = colon < 0 ? null : part.substring(colon + 1).strip();
        if (name.isEmpty()) {
            throw new TemplateSyntaxException(column, "missing filter name before ':'");
        }
        switch (name) {
            case "pad":
                return pad(argument, column);
            case "upper":
                noArgument(name, argument, column);
                return new TemplateFilter.Upper(column);
            case "lower":
                noArgument(name, argument, column);
                return new TemplateFilter.Lower(column);
            case "date":
                noArgument(name, argument, column);
                return new TemplateFilter.Date(column);
            case "datetime":
                noArgument(name, argument, column);
                return new TemplateFilter.DateTime(column);
            default:
                throw new TemplateSyntaxException(column, "unknown filter '" + name + "' (known: "
                        + String.join(", ", TemplateFilter.NAMES) + ")");
        }
    }

    private static TemplateFilter pad(String argument, int column) {
        if (argument == null || argument.isEmpty()) {
            throw new TemplateSyntaxException(column, "pad needs a width, e.g. pad:10 or pad:7.2");
        }
        Matcher m = PAD_ARGUMENT.matcher(argument);
        if (!m.matches()) {
            throw new TemplateSyntaxException(column,
                    "pad:" + argument + " is not a width; write e.g. pad:10 or pad:7.2");
        }
        int digits = digits(m.group(1), column);
        int decimals = m.group(2) == null ? 0 : digits(m.group(2), column);
        if (digits < 1) {
            throw new TemplateSyntaxException(column, "pad width must be at least 1");
        }
        return new TemplateFilter.Pad(digits, decimals, column);
    }

    private static int digits(String number, int column) {
        if (number.length() > 9 || Integer.parseInt(number) > TemplateFilter.MAX_PAD_DIGITS) {
            throw new TemplateSyntaxException(column, "pad allows at most " + TemplateFilter.MAX_PAD_DIGITS
                    + " digits before and after the point (DynamoDB's number precision)");
        }
        return Integer.parseInt(number);
    }

    private static void noArgument(String name, String argument, int column) {
        if (argument != null) {
            throw new TemplateSyntaxException(column, name + " takes no argument");
        }
    }

    private static int firstNonSpace(String text, int from) {
        int k = from;
        while (k < text.length() && Character.isWhitespace(text.charAt(k))) {
            k++;
        }
        return k;
    }
}
