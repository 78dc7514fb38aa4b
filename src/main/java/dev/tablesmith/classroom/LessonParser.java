package dev.tablesmith.classroom;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a lesson from its text form: header lines {@code id:}, {@code title:}, {@code example:}; then each step
 * starts with a line {@code == Step title}, followed by {@code view:} (one of {@link DesignerView}'s ids) and
 * optional {@code entity:}, {@code pattern:}, {@code index:} lines, a blank line, and the step's paragraphs.
 */
public final class LessonParser {
    private static final List<String> STEP_FIELDS = List.of("view", "entity", "pattern", "index");

    private LessonParser() {
    }

    /** Parses {@code text}; {@code source} names it in error messages. */
    public static Lesson parse(String text, String source) {
        String[] lines = text.split("\\R", -1);
        Map<String, String> header = new HashMap<>();
        int i = 0;
        for (; i < lines.length && !lines[i].startsWith("== "); i++) {
            if (!lines[i].isBlank()) {
                field(lines[i], source, i + 1, header, List.of("id", "title", "example"));
            }
        }
        for (String required : List.of("id", "title", "example")) {
            if (!header.containsKey(required)) {
                throw new LessonFormatException(source, 1, "the lesson needs a '" + required + ":' line");
            }
        }
        List<LessonStep> steps = new ArrayList<>();
        while (i < lines.length) {
            int titleLine = i + 1;
            String title = lines[i].substring(3).strip();
            Map<String, String> fields = new HashMap<>();
            i++;
            for (; i < lines.length && !lines[i].isBlank(); i++) {
                field(lines[i], source, i + 1, fields, STEP_FIELDS);
            }
            StringBuilder body = new StringBuilder();
            for (; i < lines.length && !lines[i].startsWith("== "); i++) {
                body.append(lines[i]).append('\n');
            }
            String view = fields.get("view");
            if (view == null) {
                throw new LessonFormatException(source, titleLine, "step '" + title + "' needs a 'view:' line");
            }
            DesignerView target = DesignerView.fromId(view).orElseThrow(() -> new LessonFormatException(source,
                    titleLine, "step '" + title + "': unknown view '" + view + "'"));
            steps.add(new LessonStep(title, body.toString(), target, fields.get("entity"), fields.get("pattern"),
                    fields.get("index")));
        }
        if (steps.isEmpty()) {
            throw new LessonFormatException(source, lines.length, "the lesson has no '== ' step");
        }
        return new Lesson(header.get("id"), header.get("title"), header.get("example"), steps);
    }

    private static void field(String line, String source, int number, Map<String, String> into,
                              List<String> known) {
        int colon = line.indexOf(':');
        String name = colon < 0 ? "" : line.substring(0, colon).strip();
        if (!known.contains(name)) {
            throw new LessonFormatException(source, number, "expected one of " + known + " followed by ':'");
        }
        into.put(name, line.substring(colon + 1).strip());
    }
}
