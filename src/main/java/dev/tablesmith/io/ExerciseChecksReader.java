package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.classroom.EntityKeyCheck;
import dev.tablesmith.classroom.ExerciseCheck;
import dev.tablesmith.classroom.GsiCountCheck;
import dev.tablesmith.classroom.NoFindingCheck;
import dev.tablesmith.classroom.PatternResolvesCheck;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Reads the {@code checks} array of an exercise file (format in {@code docs/exercises.md}): objects whose
 * {@code type} is {@code pattern}, {@code no-finding}, {@code gsi-count} or {@code entity-key}.
 */
final class ExerciseChecksReader {
    private final String source;

    ExerciseChecksReader(String source) {
        this.source = source;
    }

    List<ExerciseCheck> read(JsonNode checks) throws ExerciseFileException {
        if (checks == null || !checks.isArray() || checks.isEmpty()) {
            throw problem("/checks", "needs a non-empty array of checks");
        }
        List<ExerciseCheck> read = new ArrayList<>();
        for (int i = 0; i < checks.size(); i++) {
            read.add(check(checks.get(i), "/checks/" + i));
        }
        return read;
    }

    private ExerciseCheck check(JsonNode node, String at) throws ExerciseFileException {
        String type = text(node, "type", at);
        return switch (type) {
            case "pattern" -> new PatternResolvesCheck(text(node, "pattern", at), resolutions(node, at),
                    optional(node, "index", at));
            case "no-finding" -> new NoFindingCheck(text(node, "rule", at));
            case "gsi-count" -> {
                JsonNode max = node.get("atMost");
                if (max == null || !max.canConvertToInt() || !max.isIntegralNumber() || max.intValue() < 0) {
                    throw problem(at + "/atMost", "needs a whole number of at least 0");
                }
                yield new GsiCountCheck(max.intValue());
            }
            case "entity-key" -> new EntityKeyCheck(text(node, "entity", at), text(node, "key", at),
                    optional(node, "startsWith", at), node.path("sparse").asBoolean(false));
            default -> throw problem(at + "/type", "unknown check type '" + type
                    + "' (expected pattern, no-finding, gsi-count or entity-key)");
        };
    }

    private List<Resolution> resolutions(JsonNode node, String at) throws ExerciseFileException {
        JsonNode to = node.get("resolvesTo");
        if (to == null || !to.isArray() || to.isEmpty()) {
            throw problem(at + "/resolvesTo", "needs an array such as [\"Query\", \"GetItem\"]");
        }
        List<Resolution> resolutions = new ArrayList<>();
        for (JsonNode label : to) {
            resolutions.add(Arrays.stream(Resolution.values())
                    .filter(r -> r.label().equalsIgnoreCase(label.asText()) || r.name().equalsIgnoreCase(
                            label.asText()))
                    .findFirst()
                    .orElseThrow(() -> problem(at + "/resolvesTo", "unknown resolution '" + label.asText()
                            + "' (expected " + Arrays.stream(Resolution.values()).map(Resolution::label)
                            .collect(Collectors.joining(", ")) + ")")));
        }
        return resolutions;
    }

    private String text(JsonNode node, String field, String at) throws ExerciseFileException {
        JsonNode value = node == null ? null : node.get(field);
        if (value == null || !value.isTextual() || value.textValue().isBlank()) {
            throw problem(at + "/" + field, "needs a string");
        }
        return value.textValue();
    }

    private String optional(JsonNode node, String field, String at) throws ExerciseFileException {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        return text(node, field, at);
    }

    private ExerciseFileException problem(String pointer, String message) {
        return new ExerciseFileException(source + ": " + pointer + ": " + message);
    }
}
