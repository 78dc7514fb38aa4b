package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Compares an export with its golden file under {@code src/test/resources/golden/}. With
 * {@code -Dgolden.update=true} the golden file is rewritten instead. A difference fails with the first differing
 * lines, numbered, expected against actual.
 */
final class GoldenFiles {
    static final Path FOLDER = Path.of("src", "test", "resources", "golden");
    private static final int CONTEXT = 3;
    private static final int MAX_SHOWN = 12;

    private GoldenFiles() {
    }

    static boolean updating() {
        return Boolean.getBoolean("golden.update");
    }

    static void check(String fileName, String actual) throws IOException {
        Path golden = FOLDER.resolve(fileName);
        if (updating()) {
            Files.createDirectories(FOLDER);
            Files.writeString(golden, actual, StandardCharsets.UTF_8);
            return;
        }
        if (!Files.exists(golden)) {
            fail("no golden file " + golden + "; run mvn test -Dgolden.update=true to create it");
        }
        String expected = Files.readString(golden, StandardCharsets.UTF_8);
        if (!expected.equals(actual)) {
            fail(golden + " differs from the export (run with -Dgolden.update=true if the change is intended):\n"
                    + diff(expected, actual));
        }
    }

    /** The differing lines with a little context: {@code -N expected}, {@code +N actual}. */
    static String diff(String expected, String actual) {
        List<String> a = expected.lines().toList();
        List<String> b = actual.lines().toList();
        int first = 0;
        while (first < a.size() && first < b.size() && a.get(first).equals(b.get(first))) {
            first++;
        }
        StringBuilder out = new StringBuilder();
        if (first == a.size() && first == b.size()) {
            return "  (the texts differ only in line endings or a final newline)";
        }
        int from = Math.max(0, first - CONTEXT);
        for (int i = from; i < first; i++) {
            out.append(String.format("   %4d  %s%n", i + 1, a.get(i)));
        }
        int shown = 0;
        for (int i = first; shown < MAX_SHOWN && (i < a.size() || i < b.size()); i++, shown++) {
            String left = i < a.size() ? a.get(i) : null;
            String right = i < b.size() ? b.get(i) : null;
            if (left != null && left.equals(right)) {
                out.append(String.format("   %4d  %s%n", i + 1, left));
                continue;
            }
            if (left != null) {
                out.append(String.format("-  %4d  %s%n", i + 1, left));
            }
            if (right != null) {
                out.append(String.format("+  %4d  %s%n", i + 1, right));
            }
        }
        out.append(String.format("(expected %d lines, got %d)", a.size(), b.size()));
        return out.toString();
    }
}
