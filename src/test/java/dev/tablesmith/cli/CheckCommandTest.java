package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CheckCommandTest {
    private static final String LINE = "(?<file>.+):(?<line>\\d+):(?<column>\\d+): (?<severity>ERROR|WARNING|INFO)"
            + " (?<rule>[a-z-]+): (?<message>.+)";

    @TempDir
    Path dir;

    private Path example(String name) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return Files.writeString(dir.resolve(name + ".tablesmith.json"),
                gallery.text(gallery.find(name).orElseThrow()));
    }

    /** commerce-main with the seed's thirteenth pattern, "orders by shipping carrier", and no key for it. */
    private Path commerceWithCarrier() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        Table table = design.table();
        List<Entity> entities = new ArrayList<>();
        for (Entity entity : table.entities()) {
            if (entity.name().equals("Order")) {
                List<Attribute> attributes = new ArrayList<>(entity.attributes());
                attributes.add(new Attribute("carrier", AttributeType.S, false, List.of("fedex"), 12L, List.of()));
                entity = entity.withAttributes(attributes);
            }
            entities.add(entity);
        }
        List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
        patterns.add(AccessPattern.read("AP16", "Orders by shipping carrier", List.of("Order"),
                List.of(Equality.input("carrier"))));
        Design changed = design.withTable(table.name(), table.withEntities(entities).withAccessPatterns(patterns));
        return Files.writeString(dir.resolve("carrier.tablesmith.json"), new JsonDesignStore().write(changed));
    }

    @Test
    void referenceDesignPassesWithOnlyInfoFindings() throws Exception {
        Path file = example("commerce-main");

        CliRun run = CliRun.of("check", file.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().lines()).isNotEmpty().allMatch(l -> l.matches(LINE) && l.contains(": INFO "));
        assertThat(run.err()).isEqualTo(file + ": 0 errors, 0 warnings, " + run.out().lines().count() + " info\n");
    }

    @Test
    void patternNeedingAScanIsAnErrorAtThePatternsLine() throws Exception {
        Path file = commerceWithCarrier();
        List<String> text = Files.readAllLines(file);
        int idLine = text.indexOf(text.stream().filter(l -> l.contains("\"id\": \"AP16\"")).findFirst().orElseThrow());
        String open = text.get(idLine - 1);

        CliRun run = CliRun.of("check", file.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines().findFirst().orElseThrow()).isEqualTo(file + ":" + idLine + ":"
                + (open.indexOf('{') + 1) + ": ERROR scan-required: AP16 \"Orders by shipping carrier\" needs a Scan:"
                + " no index can serve it, so every call reads the whole table (~9,120,000 items)");
        assertThat(run.err()).startsWith(file + ": 1 error, 0 warnings, ");
    }

    @Test
    void findingInsideATemplatePointsAtThePlaceholderCharacter() throws Exception {
        Path file = Files.writeString(dir.resolve("seq.tablesmith.json"), """
                {
                  "format": "tablesmith/1",
                  "name": "seq",
                  "tables": [
                    {
                      "name": "seq",
                      "partitionKey": { "name": "PK", "type": "S" },
                      "sortKey": { "name": "SK", "type": "S" },
                      "entities": [
                        {
                          "name": "Order",
                          "attributes": [
                            { "name": "customerId", "type": "S", "required": true, "enum": ["c1", "c2"] },
                            { "name": "seq", "type": "N", "required": true }
                          ],
                          "keys": {
                            "PK": { "template": "CUST#{customerId}" },
                            "SK": { "template": "ORDER#{seq}" }
                          }
                        }
                      ],
                      "accessPatterns": [
                        { "id": "AP1", "name": "Orders", "entities": ["Order"], "equals": [ { "attribute": "customerId" } ] }
                      ]
                    }
                  ]
                }
                """);

        List<String> text = Files.readAllLines(file);
        String skLine = text.stream().filter(l -> l.contains("ORDER#{seq}")).findFirst().orElseThrow();

        CliRun run = CliRun.of("check", file.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo(file + ":" + (text.indexOf(skLine) + 1) + ":" + (skLine.indexOf("{seq}") + 1)
                + ": WARNING unpadded-number: Order's SK template ORDER#{seq} writes the number seq without pad, so it"
                + " sorts as text (10 before 9); write {seq|pad:10}\n");
        assertThat(run.err()).isEqualTo(file + ": 0 errors, 1 warning, 0 info\n");
    }

    @Test
    void warningsFailOnlyWithStrict() throws Exception {
        Path file = example("org-chart");

        CliRun lenient = CliRun.of("check", file.toString());
        CliRun strict = CliRun.of("check", "--strict", file.toString());

        assertThat(lenient.out()).contains(": WARNING ");
        assertThat(lenient.exitCode()).isZero();
        assertThat(strict.exitCode()).isEqualTo(1);
        assertThat(strict.out()).isEqualTo(lenient.out());
        assertThat(strict.err()).endsWith(" (--strict: warnings fail the check)\n");
    }

    @Test
    void jsonIsAnArrayOfTheSameFindingsWithTheirExplanations() throws Exception {
        Path file = commerceWithCarrier();

        CliRun text = CliRun.of("check", file.toString());
        CliRun run = CliRun.of("check", file.toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode array = new ObjectMapper().readTree(run.out());
        assertThat(array.isArray()).isTrue();
        List<String> lines = text.out().lines().toList();
        assertThat(array).hasSize(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            JsonNode finding = array.get(i);
            assertThat(lines.get(i)).isEqualTo(finding.get("file").asText() + ":" + finding.get("line").asInt() + ":"
                    + finding.get("column").asInt() + ": " + finding.get("severity").asText() + " "
                    + finding.get("rule").asText() + ": " + finding.get("message").asText());
            assertThat(finding.get("explanation").asText()).isNotBlank();
            assertThat(finding.get("path").asText()).startsWith("/tables/0/");
        }
        assertThat(array.get(0).get("pattern").asText()).isEqualTo("AP16");
        assertThat(CliRun.of("check", file.toString(), "--format", "json").out()).isEqualTo(run.out());
    }

    @Test
    void markdownReportHasCountsFindingsAndThePatternTable() throws Exception {
        Path file = commerceWithCarrier();

        CliRun run = CliRun.of("check", file.toString(), "--format", "markdown");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).startsWith("## Design review: commerce-main\n")
                .contains("| Error | 1 |", "| Warning | 0 |", "### Findings",
                        "#### 1. ERROR `scan-required`: Pattern needs a Scan",
                        "- Where: `" + file + ":", "(pattern AP16, entity Order)", "- Why it matters: A Scan reads",
                        "### Access patterns", "| AP1 | Customer profile | GetItem | table | 0.5 RCU |",
                        "| AP16 | Orders by shipping carrier | **Scan** | table |");
    }

    @Test
    void invalidDesignPrintsItsProblemsAndFails() throws IOException {
        Path file = Files.writeString(dir.resolve("bad.tablesmith.json"), "{ \"format\": \"tablesmith/1\" }");

        CliRun run = CliRun.of("check", file.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains(file + ":1:").doesNotContain("Exception");
    }

    @Test
    void missingFileIsAUsageError() {
        Path missing = dir.resolve("none.tablesmith.json");

        CliRun run = CliRun.of("check", missing.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith check: no such file: " + missing + "\n");
    }

    @Test
    void unknownFormatIsAUsageError() throws Exception {
        CliRun run = CliRun.of("check", example("commerce-main").toString(), "--format", "xml");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tablesmith check: unknown format 'xml' (use text, json or markdown)\n");
    }

    @Test
    void jsonAndAnotherFormatTogetherAreAUsageError() throws Exception {
        CliRun run = CliRun.of("check", example("commerce-main").toString(), "--json", "--format", "markdown");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--json and --format markdown ask for different formats");
    }

    @Test
    void noFileIsAUsageError() {
        CliRun run = CliRun.of("check");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("Missing required parameter", "FILE");
    }
}
