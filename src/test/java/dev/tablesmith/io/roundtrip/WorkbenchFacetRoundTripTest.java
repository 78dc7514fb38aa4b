package dev.tablesmith.io.roundtrip;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.io.interop.DesignImport;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.io.interop.RealWorldFixtures;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * A NoSQL Workbench model whose facets hold their own {@code TableData}, imported, exported to Workbench and imported
 * again: every sample item keeps the entity (facet) it was attributed to, records and explicit items alike. Facets
 * that alias their keys as given ({@code PK}, {@code SK}) all match every item, so an item whose facet is lost on
 * export would come back as the first facet's.
 */
class WorkbenchFacetRoundTripTest {
    private static final String FIXTURE = "workbench/debunking-myths-games-v3-facets-plus-tabledata.json";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static String workbench(Design design) {
        return Exporters.byId("workbench").orElseThrow().export(design);
    }

    /** Each sample item as "entity: item", sorted, so a moved item shows as one changed line. */
    private static List<String> attribution(Table table) {
        SampleData data = ItemMaterializer.materialize(table);
        assertThat(data.problems()).isEmpty();
        List<String> lines = new ArrayList<>();
        for (SampleItem item : data.items()) {
            lines.add(item.entityLabel() + ": " + text(item.item()));
        }
        return lines.stream().sorted().toList();
    }

    private static String text(Item item) {
        return new TreeMap<>(item.attributes()).toString();
    }

    @Test
    void everyItemKeepsItsFacetThroughExportAndImport() throws Exception {
        Design first = DesignImport.read(RealWorldFixtures.file(FIXTURE)).design();
        assertThat(first.table().items()).as("the fixture has table-level items as well as facet items").isNotEmpty();

        ImportResult second = DesignImport.read(workbench(first), "exported.json", first.name());

        assertThat(second.warnings()).isEmpty();
        assertThat(attribution(second.design().table())).isEqualTo(attribution(first.table()));
        assertThat(attribution(first.table())).hasSize(21).anySatisfy(l -> assertThat(l).startsWith("Status-Facet: "))
                .anySatisfy(l -> assertThat(l).startsWith("Player-Assets: "));
    }

    @Test
    void eachFacetHoldsTheItemsOfItsEntityAndTheTableOnlyTheUnattributedOnes() throws Exception {
        Design first = DesignImport.read(RealWorldFixtures.file(FIXTURE)).design();
        Map<String, Long> expected = new TreeMap<>();
        ItemMaterializer.materialize(first.table()).items()
                .forEach(i -> expected.merge(i.entityLabel(), 1L, Long::sum));

        JsonNode table = MAPPER.readTree(workbench(first)).path("DataModel").get(0);

        Map<String, Long> written = new TreeMap<>();
        table.path("TableFacets").forEach(f -> written.put(f.path("FacetName").asText(),
                (long) f.path("TableData").size()));
        long unattributed = expected.getOrDefault("unknown entity", 0L);
        expected.remove("unknown entity");
        assertThat(written).isEqualTo(expected);
        assertThat(table.path("TableData").size()).isEqualTo((int) unattributed);
    }
}
