package dev.tablesmith.ui.shell;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The user guide as the app shows it (Help ▸ User guide): {@code docs/guide.md}, bundled into the jar at build
 * time, cut into its sections at the {@code ##}, {@code ###} and {@code ####} headings. Pure: reading the resource is the only
 * I/O, and it is done off the FX thread by the caller.
 */
final class UserGuide {
    /** Where the build puts the guide. */
    static final String RESOURCE = "help/guide.md";

    /**
     * One section: its heading without the hashes, its level (2 to 4) and its text up to the next heading.
     */
    record Section(String title, int level, String text) {
        @Override
        public String toString() {
            return "    ".repeat(level - 2) + title;
        }
    }

    private UserGuide() {
    }

    /** The bundled guide's sections; empty when the guide was not bundled (a build without docs). */
    static List<Section> load() throws IOException {
        try (InputStream in = UserGuide.class.getResourceAsStream(RESOURCE)) {
            return in == null ? List.of() : sections(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** Cuts markdown into sections at its level-2 to level-4 headings (text before the first is "Introduction"). */
    static List<Section> sections(String markdown) {
        List<Section> sections = new ArrayList<>();
        String title = "Introduction";
        int level = 2;
        StringBuilder text = new StringBuilder();
        boolean inCode = false;
        for (String line : markdown.split("\n", -1)) {
            if (line.startsWith("```")) {
                inCode = !inCode;
            }
            int hashes = inCode ? 0 : headingLevel(line);
            if (hashes >= 2 && hashes <= 4) {
                add(sections, title, level, text);
                title = line.substring(hashes).strip();
                level = hashes;
                text.setLength(0);
            } else {
                text.append(line).append('\n');
            }
        }
        add(sections, title, level, text);
        return List.copyOf(sections);
    }

    private static int headingLevel(String line) {
        int hashes = 0;
        while (hashes < line.length() && line.charAt(hashes) == '#') {
            hashes++;
        }
        return hashes > 0 && hashes < line.length() && line.charAt(hashes) == ' ' ? hashes : 0;
    }

    private static void add(List<Section> sections, String title, int level, StringBuilder text) {
        String body = text.toString().strip();
        if (!body.isEmpty() || !sections.isEmpty() || !title.equals("Introduction")) {
            sections.add(new Section(title, level, body));
        }
    }
}
