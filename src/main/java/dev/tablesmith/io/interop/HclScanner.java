package dev.tablesmith.io.interop;

/**
 * The lexical side of {@link HclReader}: a position in HCL2 text; spaces and the three comment styles; identifiers;
 * quoted strings with their escapes and {@code ${...}}/{@code %{...}} templates; heredocs; nesting checks against
 * {@link HclReader#MAX_DEPTH}; and errors located as {@code FILE:LINE:COL}.
 */
abstract class HclScanner {
    final String text;
    final String sourceName;
    int pos;

    HclScanner(String text, String sourceName) {
        this.text = text;
        this.sourceName = sourceName;
    }

    /** Refuses one more level of nesting past {@link HclReader#MAX_DEPTH}, located at {@code at}. */
    void nest(int depth, int at) throws ImportException {
        if (depth + 1 > HclReader.MAX_DEPTH) {
            throw error(at, "values nested more than " + HclReader.MAX_DEPTH + " levels deep");
        }
    }

    /** A quoted string's value, and whether it holds a template part that Terraform resolves at plan time. */
    record Template(String value, boolean interpolated) {
    }

    /**
     * A quoted string: escapes resolved; {@code ${...}} and {@code %{...}} kept as written (the string is then a
     * template); {@code $${} and {@code %%{} give a literal {@code ${} and {@code %{} in a string without a template.
     */
    Template quoted(int depth) throws ImportException {
        int open = pos;
        pos++;
        StringBuilder value = new StringBuilder();
        boolean interpolated = false;
        while (true) {
            if (pos >= text.length() || peek() == '\n' || peek() == '\r') {
                throw error(open, "the string is not closed on its line");
            }
            char c = peek();
            if (c == '"') {
                pos++;
                break;
            }
            if (c == '\\') {
                value.append(escape());
            } else if ((c == '$' || c == '%') && peek(1) == c && peek(2) == '{') {
                value.append(c).append(c).append('{');
                pos += 3;
            } else if ((c == '$' || c == '%') && peek(1) == '{') {
                int start = pos;
                skipInterpolation(depth);
                value.append(text, start, pos);
                interpolated = true;
            } else {
                value.append(c);
                pos++;
            }
        }
        String result = value.toString();
        return new Template(interpolated ? result : result.replace("$${", "${").replace("%%{", "%{"), interpolated);
    }

    String escape() throws ImportException {
        int at = pos;
        char next = peek(1);
        pos += 2;
        switch (next) {
            case 'n':
                return "\n";
            case 'r':
                return "\r";
            case 't':
                return "\t";
            case '"':
                return "\"";
            case '\\':
                return "\\";
            case 'u':
            case 'U':
                int digits = next == 'u' ? 4 : 8;
                if (pos + digits > text.length()) {
                    throw error(at, "an incomplete \\" + next + " escape");
                }
                try {
                    int code = Integer.parseInt(text.substring(pos, pos + digits), 16);
                    pos += digits;
                    return new String(Character.toChars(code));
                } catch (IllegalArgumentException e) {
                    throw error(at, "an invalid \\" + next + " escape");
                }
            default:
                throw error(at, "an unknown escape \\" + next + " in the string");
        }
    }

    /** Skips {@code ${ ... }} (or {@code %{ ... }}), with any nested strings and braces. */
    void skipInterpolation(int depth) throws ImportException {
        int open = pos;
        nest(depth, open);
        pos += 2;
        int braces = 1;
        while (braces > 0) {
            if (pos >= text.length()) {
                throw error(open, "the interpolation is never closed with '}'");
            }
            char c = peek();
            if (c == '"') {
                quoted(depth + 1);
                continue;
            }
            if (c == '{') {
                braces++;
            } else if (c == '}') {
                braces--;
            }
            pos++;
        }
    }

    /** A heredoc: {@code <<ID} (or {@code <<-ID}, which removes the lines' common indent) up to a line {@code ID}. */
    String heredoc() throws ImportException {
        int open = pos;
        pos += 2;
        boolean indented = peek() == '-';
        if (indented) {
            pos++;
        }
        if (!identifierStart(peek())) {
            throw error(open, "a heredoc needs a marker name after '<<'");
        }
        String marker = identifier();
        skipSpace(false);
        if (pos < text.length() && peek() == '\r') {
            pos++;
        }
        if (pos >= text.length() || peek() != '\n') {
            throw error(pos, "a new line expected after the heredoc marker <<" + marker);
        }
        pos++;
        java.util.List<String> lines = new java.util.ArrayList<>();
        while (true) {
            if (pos >= text.length()) {
                throw error(open, "the heredoc <<" + marker + " is never closed by a line '" + marker + "'");
            }
            int end = text.indexOf('\n', pos);
            String line = text.substring(pos, end < 0 ? text.length() : end);
            pos = end < 0 ? text.length() : end;
            if (line.strip().equals(marker)) {
                pos = pos - line.length() + line.indexOf(marker) + marker.length();
                break;
            }
            pos = end < 0 ? text.length() : end + 1;
            lines.add(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
        }
        if (indented) {
            int indent = lines.stream().filter(l -> !l.isBlank())
                    .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
            lines.replaceAll(l -> l.length() >= indent ? l.substring(indent) : l.stripLeading());
        }
        StringBuilder value = new StringBuilder();
        lines.forEach(l -> value.append(l).append('\n'));
        return value.toString();
    }

    boolean startsWord(String word) {
        return text.startsWith(word, pos) && (pos + word.length() >= text.length()
                || !identifierPart(text.charAt(pos + word.length())));
    }

    String identifier() {
        int start = pos;
        while (pos < text.length() && identifierPart(peek())) {
            pos++;
        }
        return text.substring(start, pos);
    }

    static boolean identifierStart(char c) {
        return Character.isLetter(c) || c == '_';
    }

    static boolean identifierPart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '-';
    }

    /** Skips spaces and comments, and newlines when {@code newlines}; a line comment stops before its newline. */
    void skipSpace(boolean newlines) throws ImportException {
        while (pos < text.length()) {
            char c = peek();
            if (c == ' ' || c == '\t' || (newlines && (c == '\n' || c == '\r'))) {
                pos++;
            } else if (c == '#' || (c == '/' && peek(1) == '/')) {
                while (pos < text.length() && peek() != '\n') {
                    pos++;
                }
            } else if (c == '/' && peek(1) == '*') {
                int end = text.indexOf("*/", pos + 2);
                if (end < 0) {
                    throw error(pos, "the comment '/*' is never closed");
                }
                pos = end + 2;
            } else {
                return;
            }
        }
    }

    char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    char peek(int ahead) {
        return pos + ahead < text.length() ? text.charAt(pos + ahead) : '\0';
    }

    String describe(int at) {
        if (at >= text.length()) {
            return "the end of the file";
        }
        char c = text.charAt(at);
        return c == '\n' || c == '\r' ? "the end of the line" : "'" + c + "'";
    }

    ImportException error(int at, String message) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < Math.min(at, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        return ImportException.at(sourceName, line, column, message);
    }
}
