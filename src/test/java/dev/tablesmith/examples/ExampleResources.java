package dev.tablesmith.examples;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.StreamSupport;

/**
 * Test access to the bundled example designs, read with plain Jackson (no dependency on the io package), so the
 * examples can be checked before the real design reader exists.
 */
final class ExampleResources {
    static final String FOLDER = "/dev/tablesmith/examples/";
    static final String INDEX = FOLDER + "index.json";
    /** Reads numbers exactly as written, so 20.00 stays 20.00 (the format keeps number text). */
    static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false);

    private ExampleResources() {
    }

    /** One gallery entry of index.json with its parsed design file. */
    record ExampleFile(String name, String file, JsonNode design) {
        JsonNode table() {
            return design.path("tables").path(0);
        }

        List<JsonNode> entities() {
            return list(table().path("entities"));
        }

        JsonNode entity(String entityName) {
            return entities().stream().filter(e -> e.path("name").asText().equals(entityName)).findFirst()
                    .orElseThrow(() -> new AssertionError(name + " has no entity " + entityName));
        }

        List<JsonNode> accessPatterns() {
            return list(table().path("accessPatterns"));
        }

        JsonNode accessPattern(String id) {
            return accessPatterns().stream().filter(p -> p.path("id").asText().equals(id)).findFirst()
                    .orElseThrow(() -> new AssertionError(name + " has no access pattern " + id));
        }

        /** The table's key attribute names in order: table keys, then each index's keys, without repeats. */
        List<String> keyAttributeNames() {
            List<String> names = new ArrayList<>();
            addKeyNames(names, table().path("partitionKey"));
            addKeyNames(names, table().path("sortKey"));
            for (JsonNode index : indexes()) {
                addKeyNames(names, index.path("partitionKey"));
                addKeyNames(names, index.path("sortKey"));
            }
            return names;
        }

        List<JsonNode> indexes() {
            List<JsonNode> indexes = new ArrayList<>(list(table().path("globalSecondaryIndexes")));
            indexes.addAll(list(table().path("localSecondaryIndexes")));
            return indexes;
        }

        @Override
        public String toString() {
            return name;
        }

        private static void addKeyNames(List<String> names, JsonNode key) {
            List<JsonNode> parts = key.isArray() ? list(key) : key.isObject() ? List.of(key) : List.of();
            for (JsonNode part : parts) {
                String keyName = part.path("name").asText();
                if (!names.contains(keyName)) {
                    names.add(keyName);
                }
            }
        }
    }

    static JsonNode index() {
        return parse(text(INDEX), INDEX);
    }

    static List<ExampleFile> examples() {
        return list(index()).stream()
                .map(entry -> {
                    String file = entry.path("file").asText();
                    return new ExampleFile(entry.path("name").asText(), file, parse(text(FOLDER + file), file));
                })
                .toList();
    }

    static ExampleFile example(String name) {
        return examples().stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("index.json lists no example " + name));
    }

    static boolean exists(String resource) {
        return ExampleResources.class.getResource(resource) != null;
    }

    static InputStream open(String resource) {
        InputStream in = ExampleResources.class.getResourceAsStream(resource);
        return Objects.requireNonNull(in, () -> "missing resource " + resource);
    }

    static String text(String resource) {
        try (InputStream in = open(resource)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static JsonNode parse(String text, String source) {
        try {
            return JSON.readTree(text);
        } catch (IOException e) {
            throw new AssertionError(source + " is not valid JSON: " + e.getMessage(), e);
        }
    }

    static List<JsonNode> list(JsonNode array) {
        return array == null || !array.isArray() ? List.of()
                : StreamSupport.stream(array.spliterator(), false).toList();
    }

    static List<String> fieldNames(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
