package dev.tablesmith.export;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes HCL (Terraform's configuration language) in {@code terraform fmt} layout: two-space indents, and the
 * {@code =} of consecutive arguments aligned.
 */
final class HclWriter {
    private final StringBuilder out = new StringBuilder();
    private final List<String[]> pending = new ArrayList<>();
    private int indent;

    /** A string literal: backslashes and quotes escaped, and {@code ${} and {@code %{} doubled so they stay text. */
    static String string(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n")
                .replace("${", "$${").replace("%{", "%%{") + "\"";
    }

    /** A list of string literals on one line. */
    static String strings(List<String> values) {
        return "[" + String.join(", ", values.stream().map(HclWriter::string).toList()) + "]";
    }

    HclWriter comment(String text) {
        flush();
        out.append("  ".repeat(indent)).append("# ").append(text).append('\n');
        return this;
    }

    HclWriter argument(String name, String value) {
        pending.add(new String[] {name, value});
        return this;
    }

    HclWriter open(String header) {
        flush();
        out.append("  ".repeat(indent)).append(header).append(" {\n");
        indent++;
        return this;
    }

    HclWriter close() {
        flush();
        indent--;
        out.append("  ".repeat(indent)).append("}\n");
        return this;
    }

    HclWriter blankLine() {
        flush();
        out.append('\n');
        return this;
    }

    private void flush() {
        int width = pending.stream().mapToInt(a -> a[0].length()).max().orElse(0);
        for (String[] argument : pending) {
            out.append("  ".repeat(indent)).append(argument[0]).append(" ".repeat(width - argument[0].length()))
                    .append(" = ").append(argument[1]).append('\n');
        }
        pending.clear();
    }

    String text() {
        flush();
        return out.toString();
    }
}
