package dev.tablesmith.examples;

import static dev.tablesmith.examples.ExampleResources.list;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.examples.ExampleResources.ExampleFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/examples.md describes every bundled example: its section, entity chart rows and access patterns. */
class ExamplesDocsTest {
    private static final Path PAGE = Path.of("docs", "examples.md");

    @Test
    void pageHasASectionPerExampleInGalleryOrderWithItsEntitiesAndPatterns() throws Exception {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        int previous = -1;
        for (JsonNode entry : list(ExampleResources.index())) {
            String heading = "\n## " + entry.path("title").asText() + "\n";
            int at = page.indexOf(heading);
            assertThat(at).as(heading.strip()).isGreaterThan(previous);
            previous = at;
            int end = page.indexOf("\n## ", at + heading.length());
            String section = page.substring(at, end < 0 ? page.length() : end);
            ExampleFile example = ExampleResources.example(entry.path("name").asText());
            assertThat(section).contains("`" + example.file() + "`", "`" + example.table().path("name").asText() + "`");
            for (JsonNode entity : example.entities()) {
                assertThat(section).contains("| **" + entity.path("name").asText() + "** |");
                entity.path("keys").properties().forEach(k -> assertThat(section)
                        .contains("`" + k.getValue().path("template").asText().replace("|", "\\|") + "`"));
            }
            for (JsonNode pattern : example.accessPatterns()) {
                assertThat(section).contains("| " + pattern.path("id").asText() + " | "
                        + pattern.path("name").asText());
            }
        }
    }
}
