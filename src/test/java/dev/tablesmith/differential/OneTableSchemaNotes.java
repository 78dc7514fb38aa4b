package dev.tablesmith.differential;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The {@code notes} of an exported OneTable schema, read as an application would act on them: which keys it must
 * pass as {@code null} (a sparse condition OneTable cannot apply), which keys OneTable writes differently from the
 * design (and the patterns that meet them), and whether OneTable adds its own {@code _type} attribute.
 */
record OneTableSchemaNotes(List<String> lines) {
    private static final Pattern KEY_LINE = Pattern.compile("^(\\w+)\\.(\\w+) = .*");
    private static final Pattern PATTERNS = Pattern.compile("\\(patterns ([^)]*)\\)$");
    /** The caveats that make OneTable's key differ from the design's whatever the application passes. */
    private static final List<String> DIFFERING = List.of("OneTable has no", "cannot fix", "does not parse",
            "reads as a variable");

    static OneTableSchemaNotes of(JsonNode schema) {
        List<String> lines = new ArrayList<>();
        schema.path("notes").forEach(n -> lines.add(n.asText()));
        return new OneTableSchemaNotes(lines);
    }

    /** Whether a note tells the application to pass {@code key: null} when the entity's condition does not hold. */
    boolean passNull(String entity, String key) {
        return lines.stream().anyMatch(l -> isFor(l, entity, key) && l.contains("pass " + key + ": null"));
    }

    /** Whether a note says OneTable writes this entity's key differently from the design. */
    boolean allowsDifference(String entity, String key) {
        return lines.stream().anyMatch(l -> isFor(l, entity, key) && differs(l));
    }

    /** Whether a note naming a differing key lists this access pattern. */
    boolean allowsDifference(String patternId) {
        for (String line : lines) {
            Matcher m = PATTERNS.matcher(line);
            if (differs(line) && m.find() && List.of(m.group(1).split(",\\s*")).contains(patternId)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a note says OneTable adds its own type attribute to every item. */
    boolean typeFieldAdded() {
        return lines.stream().anyMatch(l -> l.contains("on every item it writes"));
    }

    private static boolean isFor(String line, String entity, String key) {
        Matcher m = KEY_LINE.matcher(line);
        return m.matches() && m.group(1).equals(entity) && m.group(2).equals(key);
    }

    private static boolean differs(String line) {
        return DIFFERING.stream().anyMatch(line::contains);
    }
}
