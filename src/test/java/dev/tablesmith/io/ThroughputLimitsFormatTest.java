package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WarmThroughput;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A table's and a GSI's maximum on-demand throughput and warm throughput, and an attribute's key skew
 * ({@code hotShare}), in the file format: written only when set, read back equal, old files unchanged, and bad values
 * refused with their location.
 */
class ThroughputLimitsFormatTest {
    private final JsonDesignStore store = new JsonDesignStore();

    private Design read(String text) throws Exception {
        return store.readForEditing(new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                "test.tablesmith.json").design();
    }

    private static Design withLimits(Design design) {
        Table table = design.table();
        List<SecondaryIndex> indexes = table.indexes().stream().map(i -> i.isGlobal()
                ? i.withThroughputLimits(new OnDemandThroughput(200L, null), new WarmThroughput(null, 4500L)) : i)
                .toList();
        List<Entity> entities = table.entities().stream().map(e -> e.withAttributes(e.attributes().stream()
                .map(a -> a == e.attributes().get(0) ? a.withHotShare(0.25) : a).toList())).toList();
        Table limited = table.withSettings(table.settings()
                        .withOnDemandThroughput(new OnDemandThroughput(1000L, 500L))
                        .withWarmThroughput(new WarmThroughput(15000L, 5000L)))
                .withIndexes(indexes).withEntities(entities);
        return design.withTable(table.name(), limited);
    }

    @Test
    void limitsAndSkewAreWrittenAndReadBackEqual() throws Exception {
        Design design = withLimits(RichDesign.build());

        String text = store.write(design);

        assertThat(text).containsPattern("\"onDemandThroughput\"\\s*:\\s*\\{\\s*\"maxReadRequestUnits\"\\s*:\\s*1000,"
                        + "\\s*\"maxWriteRequestUnits\"\\s*:\\s*500\\s*}")
                .containsPattern("\"warmThroughput\"\\s*:\\s*\\{\\s*\"readUnitsPerSecond\"\\s*:\\s*15000,")
                .containsPattern("\"onDemandThroughput\"\\s*:\\s*\\{\\s*\"maxReadRequestUnits\"\\s*:\\s*200\\s*}")
                .containsPattern("\"warmThroughput\"\\s*:\\s*\\{\\s*\"writeUnitsPerSecond\"\\s*:\\s*4500\\s*}")
                .containsPattern("\"hotShare\"\\s*:\\s*0.25");
        assertThat(read(text)).isEqualTo(design);
    }

    @Test
    void aDesignWithoutThemWritesNoneOfTheFields() throws Exception {
        Design design = RichDesign.build();

        String text = store.write(design);

        assertThat(text).doesNotContain("onDemandThroughput", "warmThroughput", "hotShare");
        Design read = read(text);
        assertThat(read.table().settings().onDemandThroughput()).isNull();
        assertThat(read.table().settings().warmThroughput()).isNull();
        assertThat(read.table().entities()).flatExtracting(Entity::attributes).extracting(Attribute::hotShare)
                .containsOnlyNulls();
    }

    @Test
    void badValuesAreRefusedWhereTheyAre() throws Exception {
        String text = store.write(withLimits(RichDesign.build()))
                .replaceFirst("\"maxReadRequestUnits\"\\s*:\\s*1000", "\"maxReadRequestUnits\": 0")
                .replaceFirst("\"writeUnitsPerSecond\"\\s*:\\s*5000", "\"writeUnitsPerSecond\": 2.5")
                .replaceFirst("\"hotShare\"\\s*:\\s*0.25", "\"hotShare\": 1.5");

        List<String> problems = StoreFixtures.problemsOf(store, text.getBytes(StandardCharsets.UTF_8));

        assertThat(problems).anySatisfy(p -> assertThat(p)
                .contains("/tables/0/onDemandThroughput/maxReadRequestUnits: must be at least 1"));
        assertThat(problems).anySatisfy(p -> assertThat(p)
                .contains("/tables/0/warmThroughput/writeUnitsPerSecond: expected a whole number, found 2.5"));
        assertThat(problems).anySatisfy(p -> assertThat(p).contains("/hotShare: a share of calls above 0 and at"
                + " most 1"));
        assertThat(problems).allSatisfy(p -> assertThat(p).matches("\\d+:\\d+: /.*"));
    }

    @Test
    void anEmptyLimitObjectIsRefused() throws Exception {
        String text = store.write(withLimits(RichDesign.build()))
                .replaceFirst("\"warmThroughput\"\\s*:\\s*\\{[^}]*}", "\"warmThroughput\": {}");

        assertThat(StoreFixtures.problemsOf(store, text.getBytes(StandardCharsets.UTF_8))).anySatisfy(p ->
                assertThat(p).contains("/tables/0/warmThroughput: needs readUnitsPerSecond, writeUnitsPerSecond or"
                        + " both"));
    }
}
