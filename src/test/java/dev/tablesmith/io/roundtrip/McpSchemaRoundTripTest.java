package dev.tablesmith.io.roundtrip;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.export.TemplateForms;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.io.interop.DesignImport;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Export → import through the DynamoDB MCP server's {@code schema.json} keeps what that format expresses: every
 * table's keys, its GSIs (multi-attribute keys included) with their projections, each entity with its key
 * templates and its attributes, and each access pattern's kind, entity and inputs. The documented losses
 * (docs/interop.md) are normalised away on the "before" side only: template filters and sparse conditions, LSIs,
 * attribute types the format has no word for, the other entities of a multi-entity pattern, ids that are not
 * {@code AP<n>}.
 */
class McpSchemaRoundTripTest {
    static Stream<String> examples() throws Exception {
        return new ExampleGallery().list().stream().map(Example::name);
    }

    static ImportResult reimport(Design design) throws Exception {
        String schema = Exporters.byId("dynamodb-mcp").orElseThrow().export(design);
        return DesignImport.read(schema, "schema.json", design.name());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void aBundledExampleKeepsItsMcpShape(String name) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find(name).orElseThrow());
        ImportResult back = reimport(design);

        assertThat(shape(back.design(), false)).isEqualTo(shape(design, true));
        for (Table table : design.tables()) {
            List<String> kept = table.accessPatterns().stream().map(AccessPattern::id).filter(i -> i.matches("AP\\d+"))
                    .toList();
            assertThat(back.design().table(table.name()).orElseThrow().accessPatterns())
                    .extracting(AccessPattern::id).containsAll(kept);
        }
        // The only warnings: inputs of a multi-entity pattern's other entities, which the format cannot carry.
        assertThat(back.warnings()).allSatisfy(w -> assertThat(w.message()).contains("is not a field of"));
    }

    /** AP3 reads the ORDER#{orderId} item collection (header and lines): exported as mixed_data, read back whole. */
    @Test
    void anItemCollectionQueryComesBackWithEveryEntityOfTheCollection() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        AccessPattern before = design.table().accessPattern("AP3").orElseThrow();
        AccessPattern after = reimport(design).design().table().accessPattern("AP3").orElseThrow();

        assertThat(before.entities()).containsExactly("OrderHeader", "OrderItem");
        assertThat(after.entities()).containsExactlyElementsOf(before.entities());
    }

    @Test
    void theAwsFixturesSurviveImportExportImport() throws Exception {
        for (String fixture : List.of("gaming_leaderboard_schema.json", "deals_schema.json")) {
            Design first = DesignImport.read(resource(fixture), fixture, "f").design();
            Design second = reimport(first).design();
            assertThat(shape(second, false)).as(fixture).isEqualTo(shape(first, true));
        }
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = McpSchemaRoundTripTest.class.getResourceAsStream(
                "/dev/tablesmith/io/interop/mcp/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** One sorted line per fact the format keeps; {@code before} applies the documented losses. */
    static List<String> shape(Design design, boolean before) {
        List<String> lines = new ArrayList<>();
        for (Table table : design.tables()) {
            String t = "table " + table.name();
            lines.add(t + " key " + keys(table.keySchema().attributes()));
            for (SecondaryIndex index : table.globalSecondaryIndexes()) {
                lines.add(t + " gsi " + index.name() + " " + keys(index.keySchema().partitionKey()) + " / "
                        + keys(index.keySchema().sortKey()) + " " + index.projection().type() + " "
                        + index.projection().nonKeyAttributes());
            }
            for (Entity entity : table.entities()) {
                String e = t + " entity " + entity.name();
                for (EntityKey key : entity.keys()) {
                    boolean inFormat = table.keySchema().attributeNames().contains(key.attribute())
                            || table.globalSecondaryIndexes().stream()
                            .anyMatch(i -> i.keySchema().attributeNames().contains(key.attribute()));
                    if (inFormat) {
                        lines.add(e + " " + key.attribute() + " = " + (before
                                ? TemplateForms.rewrite(key.template(), a -> "{" + a + "}") : key.template()));
                    }
                }
                for (Attribute attribute : entity.attributes()) {
                    lines.add(e + " attribute " + attribute.name() + " " + (before ? mcpType(attribute.type())
                            : attribute.type()));
                }
            }
            for (AccessPattern pattern : table.accessPatterns()) {
                if (pattern.entities().isEmpty()) {
                    continue;
                }
                String first = pattern.entities().get(0);
                Entity entity = table.entity(first).orElse(null);
                String described = pattern.description().isBlank() ? pattern.name() : pattern.description();
                List<String> inputs = pattern.equalities().stream().map(Equality::attribute)
                        .filter(a -> entity == null || entity.attribute(a).isPresent()).distinct().toList();
                boolean writesWholeItem = pattern.write() != null
                        && pattern.write().operation() == dev.tablesmith.model.WriteOperation.PUT;
                lines.add(t + " pattern '" + described + "' " + pattern.kind() + " on " + first + " inputs "
                        + (writesWholeItem ? "[]" : inputs));
            }
        }
        return lines.stream().sorted().collect(Collectors.toList());
    }

    private static String keys(List<KeyAttribute> keys) {
        return keys.stream().map(k -> k.name() + ":" + k.type()).toList().toString();
    }

    private static AttributeType mcpType(AttributeType type) {
        return switch (type) {
            case L, SS, NS, BS -> AttributeType.L;
            case B, NULL -> AttributeType.S;
            default -> type;
        };
    }
}
