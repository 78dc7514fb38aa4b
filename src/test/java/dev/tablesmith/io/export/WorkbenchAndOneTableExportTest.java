package dev.tablesmith.io.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.export.OneTableSchema;
import dev.tablesmith.export.WorkbenchModel;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The NoSQL Workbench model has the shape of the version 3.0 models Workbench itself writes (the real-world
 * fixture in ../shared/fixtures/realworld), declares every attribute its sample items and facets use, and the
 * OneTable schema carries the templates.
 */
class WorkbenchAndOneTableExportTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Path FIXTURE = Path.of("..", "shared", "fixtures", "realworld", "workbench",
            "debunking-myths-games-v3-facets-plus-tabledata.json");

    private static Design commerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    private static JsonNode workbench() throws Exception {
        Clock clock = Clock.fixed(Instant.parse("2026-07-01T15:04:00Z"), ZoneOffset.UTC);
        return MAPPER.readTree(new JsonDocumentExporter(new WorkbenchModel(clock)).export(commerceMain()));
    }

    @Test
    void theModelIsVersionThreeForDynamoDbWithWorkbenchsDateFormat() throws Exception {
        JsonNode metadata = workbench().path("ModelMetadata");
        assertThat(metadata.path("Version").asText()).isEqualTo("3.0");
        assertThat(metadata.path("AWSService").asText()).isEqualTo("Amazon DynamoDB");
        assertThat(metadata.path("DateCreated").asText()).isEqualTo("Jul 01, 2026, 03:04 PM");
    }

    @Test
    void tablesAndFacetsUseOnlyTheFieldsWorkbenchsOwnModelsUse() throws Exception {
        Path fixture = Files.exists(FIXTURE) ? FIXTURE : Path.of("/work/shared/fixtures/realworld/workbench",
                FIXTURE.getFileName().toString());
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(fixture), "no real-world Workbench fixture");
        JsonNode real = MAPPER.readTree(fixture.toFile());
        JsonNode ours = workbench();
        assertThat(names(ours)).isEqualTo(names(real));
        assertThat(names(ours.path("ModelMetadata"))).isEqualTo(names(real.path("ModelMetadata")));
        Set<String> realTable = names(real.path("DataModel").get(0));
        realTable.add("GlobalSecondaryIndexes");
        assertThat(realTable).containsAll(names(ours.path("DataModel").get(0)));
        assertThat(names(ours.path("DataModel").get(0).path("TableFacets").get(0)))
                .isEqualTo(names(real.path("DataModel").get(0).path("TableFacets").get(0)));
    }

    @Test
    void everyAttributeOfTheSampleItemsAndFacetsIsDeclared() throws Exception {
        JsonNode table = workbench().path("DataModel").get(0);
        Set<String> declared = new HashSet<>();
        table.path("KeyAttributes").forEach(k -> declared.add(k.path("AttributeName").asText()));
        table.path("NonKeyAttributes").forEach(a -> declared.add(a.path("AttributeName").asText()));
        List<JsonNode> items = new ArrayList<>();
        table.path("TableData").forEach(items::add);
        table.path("TableFacets").forEach(facet -> facet.path("TableData").forEach(items::add));
        assertThat(items).hasSizeGreaterThan(20);
        items.forEach(item -> assertThat(declared).containsAll(names(item)));
        table.path("TableFacets").forEach(facet -> facet.path("NonKeyAttributes")
                .forEach(n -> assertThat(declared).contains(n.asText())));
        JsonNode order = table.path("TableFacets").get(1);
        assertThat(order.path("FacetName").asText()).isEqualTo("Order");
        assertThat(order.path("KeyAttributeAlias").path("SortKeyAlias").asText())
                .isEqualTo("ORDER#{orderDate}#{orderId}");
    }

    @Test
    void oneTableModelsCarryDollarTemplatesPaddingAndNotesForWhatOneTableCannotExpress() throws Exception {
        JsonNode schema = MAPPER.readTree(new JsonDocumentExporter(new OneTableSchema()).export(commerceMain()));
        assertThat(schema.path("format").asText()).isEqualTo("onetable:1.1.0");
        assertThat(schema.path("params").path("typeField").asText()).isEqualTo("entity");
        assertThat(schema.path("params").path("timestamps").asBoolean(true)).isFalse();
        assertThat(schema.path("indexes").path("GSI1").path("hash").asText()).isEqualTo("GSI1PK");
        JsonNode order = schema.path("models").path("Order");
        assertThat(order.path("SK").path("value").asText()).isEqualTo("ORDER#${orderDate}#${orderId}");
        assertThat(order.path("GSI2PK").path("value").asText()).isEqualTo("OPEN");
        assertThat(order.path("total").path("type").asText()).isEqualTo("number");
        assertThat(schema.path("models").path("Product").path("GSI1SK").path("value").asText())
                .isEqualTo("PRICE#${price:10:0}");
        List<String> notes = new ArrayList<>();
        schema.path("notes").forEach(n -> notes.add(n.asText()));
        assertThat(notes).containsExactly(
                "Order.GSI2PK = OPEN when status = PENDING: the design writes it only when status = PENDING but"
                        + " OneTable writes it on every create: pass GSI2PK: null when the condition does not hold"
                        + " (patterns AP6, AP10, AP11, W2)",
                "Product.GSI1SK = PRICE#{price|pad:7.2}: OneTable pads price's own text to 10 characters but cannot"
                        + " fix 2 decimals, so its key equals the design's only when price has exactly 2 decimals"
                        + " (12.34, not 12.3 or 12) (patterns AP8, AP10)");
    }

    private static Set<String> names(JsonNode object) {
        Set<String> names = new HashSet<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
