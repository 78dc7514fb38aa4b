package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.ExerciseFiles;
import dev.tablesmith.io.JsonLimits;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.io.RequestJsonException;
import dev.tablesmith.io.items.ItemFileReader;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every reader refuses a document nested 10,000 levels deep (issue 20's hostile input) in one located line naming
 * the documented limit ({@link JsonLimits#MAX_NESTING_DEPTH}), instead of overflowing the stack.
 */
class DeepNestingReadTest {
    private static final int LEVELS = 10_000;
    private static final String DEEP_ARRAY = "[".repeat(LEVELS) + "]".repeat(LEVELS);
    private static final String REFUSAL = "nesting deeper than 200 levels";

    @TempDir
    Path folder;

    /** Opens {@code text} as File &gt; Open and every design-reading command do; the one line a user would see. */
    private static String opened(String text, String name) {
        try {
            new DesignFiles().read(text.getBytes(StandardCharsets.UTF_8), name, "deep");
        } catch (DesignLoadException e) {
            assertThat(e.problems()).hasSize(1);
            return e.problems().get(0).toString();
        } catch (ImportException e) {
            return e.getMessage();
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        throw new AssertionError("a 10,000-deep file was read");
    }

    private static void assertOneLocatedLine(String message, String name) {
        assertThat(message).matches(java.util.regex.Pattern.quote(name) + ":\\d+:\\d+: .*").doesNotContain("\n")
                .contains(REFUSAL).hasSizeLessThan(200);
    }

    @Test
    void designFileNestedTooDeepIsOneLocatedLine() {
        String text = "{\"format\": \"tablesmith/1\", \"name\": \"deep\",\n\"tables\": " + DEEP_ARRAY + "}";

        String message = opened(text, "deep.tablesmith.json");

        assertOneLocatedLine(message, "deep.tablesmith.json");
        assertThat(message).startsWith("deep.tablesmith.json:2:");
    }

    @Test
    void workbenchModelNestedTooDeepIsOneLocatedLine() {
        assertOneLocatedLine(opened("{\"ModelName\": \"m\", \"DataModel\": " + DEEP_ARRAY + "}", "model.json"),
                "model.json");
    }

    @Test
    void oneTableJsonNestedTooDeepIsOneLocatedLine() {
        assertOneLocatedLine(opened("{\"indexes\": {\"primary\": {\"hash\": \"pk\"}}, \"models\": " + DEEP_ARRAY
                + "}", "schema.json"), "schema.json");
    }

    @Test
    void cloudFormationJsonNestedTooDeepIsOneLocatedLine() {
        assertOneLocatedLine(opened("{\"Resources\": {\"T\": {\"Type\": \"AWS::DynamoDB::Table\", \"Properties\": "
                + DEEP_ARRAY + "}}}", "template.json"), "template.json");
    }

    @Test
    void cloudFormationYamlNestedTooDeepIsOneLocatedLine() {
        String message = opened("Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties: " + DEEP_ARRAY
                + "\n", "template.yaml");

        assertOneLocatedLine(message, "template.yaml");
        assertThat(message).startsWith("template.yaml:4:");
    }

    @Test
    void describeTableOutputNestedTooDeepIsOneLocatedLine() {
        assertOneLocatedLine(opened("{\"Table\": {\"TableName\": \"t\", \"KeySchema\": " + DEEP_ARRAY + "}}",
                "describe.json"), "describe.json");
    }

    @Test
    void mcpSchemaNestedTooDeepIsOneLocatedLine() {
        assertOneLocatedLine(opened("{\"tables\": [{\"table_config\": " + DEEP_ARRAY + "}]}", "schema.json"),
                "schema.json");
    }

    @Test
    void requestFileNestedTooDeepIsOneLocatedLine() {
        byte[] request = ("{\"TableName\": \"t\", \"ExpressionAttributeValues\": " + DEEP_ARRAY + "}")
                .getBytes(StandardCharsets.UTF_8);
        try {
            RequestJson.readQuery(request, "query.json");
            throw new AssertionError("a 10,000-deep request was read");
        } catch (RequestJsonException e) {
            assertThat(e.problems()).hasSize(1);
            assertOneLocatedLine(e.problems().get(0).toString(), "query.json");
        }
    }

    @Test
    void itemsFileNestedTooDeepIsOneLocatedLine() {
        byte[] items = ("{\"Item\": {\"pk\": {\"L\": " + DEEP_ARRAY + "}}}\n").getBytes(StandardCharsets.UTF_8);
        try {
            ItemFileReader.read(new ByteArrayInputStream(items), "items.json", operation -> { });
            throw new AssertionError("a 10,000-deep items file was read");
        } catch (Exception e) {
            assertOneLocatedLine(e.getMessage(), "items.json");
        }
    }

    @Test
    void exerciseFileNestedTooDeepIsOneLocatedLine() throws Exception {
        Path file = folder.resolve("deep.exercise.json");
        Files.writeString(file, "{\"title\": " + DEEP_ARRAY + "}");
        try {
            new ExerciseFiles().read(file);
            throw new AssertionError("a 10,000-deep exercise file was read");
        } catch (dev.tablesmith.io.ExerciseFileException e) {
            assertOneLocatedLine(e.getMessage(), file.toString());
        }
    }

    @Test
    void nestingJustInsideTheLimitIsRead() throws Exception {
        String inside = "[".repeat(JsonLimits.MAX_NESTING_DEPTH - 1) + "]".repeat(JsonLimits.MAX_NESTING_DEPTH - 1);
        JsonLimits.jsonMapper().readTree("{\"a\": " + inside + "}");
    }
}
