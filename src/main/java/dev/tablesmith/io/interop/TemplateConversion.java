package dev.tablesmith.io.interop;

import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSegment;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the key templates other tools write into Tablesmith's {@code {name}} syntax: OneTable's
 * {@code ACCOUNT#${id}}, the {@code USER#<id>} of hand-drawn entity charts and plain {@code {id}} all become
 * {@code ACCOUNT#{id}}; Tablesmith's own filters ({@code {lineNo|pad:3}}) are kept. Literal braces are doubled ({@code {{}, {@code }}}). Text that is not a placeholder is
 * kept as literal text; when it looks like an expression another tool computes (such as
 * {@code (hashCode(number) % 10)}) a warning says that Tablesmith keeps it as fixed text.
 */
final class TemplateConversion {
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.\\-]*");
    /** OneTable's {@code ${lineNo:3:0}}: left-padded with zeros to 3 characters, Tablesmith's {@code pad:3}. */
    static final Pattern ONETABLE_PAD =
            Pattern.compile("([A-Za-z_][A-Za-z0-9_.\\-]*):([1-9]|[1-2][0-9]|3[0-8])(?::0)?");
    private static final Pattern EXPRESSION = Pattern.compile("\\(?[A-Za-z_][A-Za-z0-9_]*\\([^)]*\\)[^#]*|[^#]*\\s%\\s[^#]*");

    /** A converted template and the attribute names its placeholders use, in order. */
    record Converted(String template, List<String> placeholders) {
        boolean isConstant() {
            return placeholders.isEmpty();
        }
    }

    private TemplateConversion() {
    }

    /**
     * Converts {@code source}; {@code substitutions} replaces named placeholders by literal text (OneTable's
     * {@code ${_type}} is the model name). Returns empty, with a warning at {@code path}, when the result is not a
     * template Tablesmith can parse.
     */
    static Optional<Converted> convert(String source, Map<String, String> substitutions, String path,
                                       ImportWarnings warnings) {
        StringBuilder out = new StringBuilder();
        List<String> names = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        boolean dollarForm = source.contains("${");
        int i = 0;
        while (i < source.length()) {
            Placeholder found = placeholderAt(source, i);
            if (found == null && source.startsWith("${", i)) {
                int close = source.indexOf('}', i);
                String text = close < 0 ? source.substring(i) : source.substring(i, close + 1);
                warnings.add(path, "template '" + source + "' contains '" + text + "', which is not a placeholder"
                        + " Tablesmith can read (a name without spaces or ':'); kept as literal text");
            }
            if (found == null) {
                char c = source.charAt(i);
                literal.append(c);
                out.append(c == '{' ? "{{" : c == '}' ? "}}" : String.valueOf(c));
                i++;
                continue;
            }
            if (substitutions.containsKey(found.name)) {
                String text = substitutions.get(found.name);
                literal.append(text);
                out.append(text.replace("{", "{{").replace("}", "}}"));
            } else {
                if (dollarForm && found.form == '{') {
                    warnings.add(path, "template '" + source + "' writes {" + found.name + "} without '$';"
                            + " read as the placeholder {" + found.name + "}");
                }
                out.append('{').append(found.name).append(found.filters).append('}');
                names.add(found.name);
                literal.append('\n');
            }
            i = found.end;
        }
        warnExpressions(source, literal.toString(), path, warnings);
        String template = out.toString();
        if (template.isEmpty()) {
            warnings.add(path, "template is empty; DynamoDB rejects an empty key value, so it was dropped");
            return Optional.empty();
        }
        try {
            KeyTemplate parsed = KeyTemplate.parse(template);
            List<String> used = parsed.segments().stream()
                    .filter(TemplateSegment.Placeholder.class::isInstance)
                    .map(s -> ((TemplateSegment.Placeholder) s).attribute()).toList();
            return Optional.of(new Converted(template, used));
        } catch (TemplateSyntaxException e) {
            warnings.add(path, "template '" + source + "' cannot be read as a key template (" + e.getMessage()
                    + "); dropped");
            return Optional.empty();
        }
    }

    private static void warnExpressions(String source, String literal, String path, ImportWarnings warnings) {
        for (String part : literal.split("\n")) {
            Matcher m = EXPRESSION.matcher(part);
            while (m.find()) {
                String text = m.group().replaceAll("^#+|#+$", "").trim();
                if (!text.isEmpty()) {
                    warnings.add(path, "template '" + source + "' contains '" + text + "', an expression"
                            + " Tablesmith key templates cannot compute; kept as literal text");
                }
            }
        }
    }

    /** A placeholder; {@code filters} is Tablesmith's own filter text ({@code |pad:3}), kept as written. */
    private record Placeholder(String name, int end, char form, String filters) {
    }

    private static Placeholder placeholderAt(String s, int i) {
        char c = s.charAt(i);
        if (c == '$' && i + 1 < s.length() && s.charAt(i + 1) == '{') {
            return named(s, i + 2, '}', '$');
        }
        if (c == '{') {
            return named(s, i + 1, '}', '{');
        }
        if (c == '<') {
            return named(s, i + 1, '>', '<');
        }
        return null;
    }

    private static Placeholder named(String s, int start, char close, char form) {
        int end = s.indexOf(close, start);
        if (end < 0) {
            return null;
        }
        String name = s.substring(start, end).trim();
        String filters = "";
        int bar = name.indexOf('|');
        if (form == '{' && bar > 0) {
            filters = name.substring(bar).strip();
            name = name.substring(0, bar).strip();
        }
        Matcher padded = ONETABLE_PAD.matcher(name);
        if (form == '$' && padded.matches()) {
            name = padded.group(1);
            filters = "|pad:" + Integer.parseInt(padded.group(2));
        }
        return NAME.matcher(name).matches() ? new Placeholder(name, end + 1, form, filters) : null;
    }
}
