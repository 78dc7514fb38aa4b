package dev.tablesmith.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Fixtures for the request commands' tests: the bundled commerce-main design as a file, request files, JSON. */
final class RequestRun {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private RequestRun() {
    }

    /** The bundled commerce-main example, exported to {@code dir} as a design file. */
    static Path commerceMain(Path dir) throws IOException {
        ExampleGallery gallery = new ExampleGallery();
        Example example = gallery.find("commerce-main").orElseThrow();
        return Files.writeString(dir.resolve("commerce-main.tablesmith.json"), gallery.text(example));
    }

    /** Writes a request file. */
    static Path request(Path dir, String name, String json) throws IOException {
        return Files.writeString(dir.resolve(name), json);
    }

    /** Runs the CLI with {@code input} as standard input. */
    static CliRun withStdin(String input, String... args) {
        InputStream original = System.in;
        try {
            System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            return CliRun.of(args);
        } finally {
            System.setIn(original);
        }
    }

    /**
     * Standard output holds DynamoDB's error body ({@code __type} with DynamoDB's namespace, {@code message}), the
     * error standard error names on its first line.
     */
    static void assertErrorBody(CliRun run) {
        JsonNode body = json(run.out());
        String first = run.err().lines().findFirst().orElseThrow();
        String type = first.substring(0, first.indexOf(':'));
        org.assertj.core.api.Assertions.assertThat(body.path("__type").asText())
                .isEqualTo("com.amazonaws.dynamodb.v20120810#" + type);
        org.assertj.core.api.Assertions.assertThat(first).isEqualTo(type + ": " + body.path("message").asText());
    }

    static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException("not JSON: " + text, e);
        }
    }

    /** The string values of {@code attribute} ({@code {"S": ...}}) of each item of a JSON array, in order. */
    static List<String> strings(JsonNode items, String attribute) {
        List<String> values = new ArrayList<>();
        items.forEach(item -> values.add(item.path(attribute).path("S").asText(null)));
        return values;
    }
}
