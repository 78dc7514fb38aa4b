package dev.tablesmith.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.IndexEntry;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.KeyValue;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.CostEstimate;
import dev.tablesmith.planner.StorageEstimate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every number the lesson "Multi-attribute keys or overloading" quotes is what Tablesmith computes on the two
 * bundled leaderboard designs, so the lesson cannot go stale: synthetic attribute bytes, storage at the designs'
 * scale, the leaderboard's order with and without padding, and the write cost of a score update.
 */
class MultiAttributeKeysLessonTest {
    private static final String ENTRY = "Entry";
    private static Design overloaded;
    private static Design multikey;
    private static String lesson;

    @BeforeAll
    static void load() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        overloaded = gallery.load(gallery.find("game-leaderboard-overloaded").orElseThrow());
        multikey = gallery.load(gallery.find("game-leaderboard-multikey").orElseThrow());
        Lesson parsed = LessonLibrary.bundled().lesson("multi-attribute-keys").orElseThrow();
        assertThat(parsed.example()).isEqualTo("game-leaderboard-multikey");
        lesson = String.join("\n\n", parsed.steps().stream().map(LessonStep::text).toList());
    }

    @Test
    void isTheTwelfthLessonAndTeachesOnTheMultikeyExample() {
        List<Lesson> lessons = LessonLibrary.bundled().lessons();
        assertThat(lessons.get(11).id()).isEqualTo("multi-attribute-keys");
        assertThat(lessons.get(11).title()).isEqualTo("Multi-attribute keys or overloading");
    }

    @Test
    void syntheticAttributeBytesPerEntryAreTheOverloadedGsi1Keys() {
        List<Item> entries = sampleItems(overloaded.table(), ENTRY);
        double average = syntheticBytesPerEntry();
        // The multikey Entry items are the same items without those two attributes.
        double multikeyAverage = sampleItems(multikey.table(), ENTRY).stream().mapToLong(ItemSize::of).average()
                .orElseThrow();
        double overloadedAverage = entries.stream().mapToLong(ItemSize::of).average().orElseThrow();
        assertThat(overloadedAverage - multikeyAverage).isCloseTo(average, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(lesson).contains("GSI1PK and GSI1SK: " + Math.round(average) + " bytes more on every entry");
    }

    @Test
    void storageAtTheDesignsScaleIsQuotedForBothDesigns() {
        StorageEstimate over = StorageEstimate.of(overloaded.table(), overloaded.pricing());
        StorageEstimate multi = StorageEstimate.of(multikey.table(), multikey.pricing());
        assertThat(over.indexes()).extracting(StorageEstimate.IndexStorage::index).containsExactly("table", "GSI1");
        assertThat(multi.indexes()).hasSize(4);
        assertThat(lesson).contains("the overloaded table holds " + gb(tableBytes(over)) + " and its GSI1 "
                + gb(indexBytes(over)) + "; here the table holds " + gb(tableBytes(multi)) + " and the three indexes "
                + gb(indexBytes(multi)) + " (" + gb(over.totalBytes()) + " against " + gb(multi.totalBytes())
                + " in all)");
        assertThat(multi.totalBytes()).isLessThan(over.totalBytes());
    }

    @Test
    void leaderboardOrderWithNumbersWithPaddingAndWithoutIt() {
        // Multikey: score is N, ordered as a number (the Leaderboard's second sort attribute breaks ties).
        List<String> multi = topThree(multikey.table(), "Leaderboard", KeyValue.of(s("t-spring26"), s("EU")));
        // Overloaded: SCORE#{score|pad:10}#{playerId}, byte order of the padded strings.
        KeyValue gsi1pk = KeyValue.of(s("TOURNAMENT#t-spring26#REGION#EU"));
        List<String> padded = topThree(overloaded.table(), "GSI1", gsi1pk);
        // The padding forgotten: the same items under SCORE#{score}#{playerId}.
        List<String> unpadded = topThree(withEntryKey(overloaded.table(), "GSI1SK", "SCORE#{score}#{playerId}"),
                "GSI1", gsi1pk);
        assertThat(padded).isEqualTo(multi);
        assertThat(unpadded).isNotEqualTo(multi);
        assertThat(unpadded.get(0)).startsWith("p-1004 (980)");
        assertThat(lesson).contains("the top three of t-spring26 in EU are " + String.join(", ", multi) + ".");
        assertThat(lesson).contains("AP4's top three become " + String.join(", ", unpadded) + ": 980 comes out on top");
    }

    @Test
    void aScoreUpdateCostsTheSameWriteUnitsInBothDesigns() {
        CostEstimate over = writeCost(overloaded);
        CostEstimate multi = writeCost(multikey);
        assertThat(multi.writeUnits()).isEqualTo(over.writeUnits());
        assertThat(multi.monthlyCost()).isEqualTo(over.monthlyCost());
        assertThat(lesson).contains("W1 costs " + String.format(Locale.ROOT, "%.0f", over.writeUnits())
                + " write units per call either way, " + String.format(Locale.ROOT, "$%,.2f", over.monthlyCost())
                + " a month at 400 a second");
        assertThat(overloaded.table().accessPattern("W1").orElseThrow().requestsPerSecond()).isEqualTo(400);
    }

    @Test
    void gsiCountsAreQuoted() {
        assertThat(lesson).contains("This design has " + multikey.table().globalSecondaryIndexes().size()
                + " GSIs where the overloaded one has " + overloaded.table().globalSecondaryIndexes().size() + ".");
    }

    @Test
    void examplesPageQuotesTheSameNumbers() throws Exception {
        String page = java.nio.file.Files.readString(java.nio.file.Path.of("docs", "examples.md"));
        StorageEstimate over = StorageEstimate.of(overloaded.table(), overloaded.pricing());
        StorageEstimate multi = StorageEstimate.of(multikey.table(), multikey.pricing());
        assertThat(page).contains(gb(over.totalBytes()) + " of storage for the overloaded design and "
                + gb(multi.totalBytes()) + " here");
        assertThat(page).contains("same " + String.format(Locale.ROOT, "%.0f", writeCost(multikey).writeUnits())
                + " write units for each score update");
        assertThat(page).contains("(" + Math.round(syntheticBytesPerEntry()) + " bytes of `GSI1PK` and `GSI1SK`");
    }

    /** The average size of the GSI1PK and GSI1SK attributes on the overloaded design's sample entries. */
    private static double syntheticBytesPerEntry() {
        return sampleItems(overloaded.table(), ENTRY).stream().mapToLong(item -> ItemSize.ofAttributes(Map.of(
                "GSI1PK", item.get("GSI1PK").orElseThrow(), "GSI1SK", item.get("GSI1SK").orElseThrow())))
                .average().orElseThrow();
    }

    private static CostEstimate writeCost(Design design) {
        Table table = design.table();
        return new AccessPatternPlanner(table, design.pricing()).plan(table.accessPattern("W1").orElseThrow()).cost();
    }

    private static List<Item> sampleItems(Table table, String entity) {
        return ItemMaterializer.materialize(table).items().stream()
                .filter(i -> entity.equals(i.entity())).map(SampleItem::item).toList();
    }

    /** The highest three entries of one leaderboard collection, as "playerId (score)". */
    private static List<String> topThree(Table table, String index, KeyValue partition) {
        List<IndexEntry> entries = new ArrayList<>(SimulatedTable.of(table).view(index).collection(partition)
                .orElseThrow().entries());
        Collections.reverse(entries);
        return entries.stream().limit(3).map(e -> text(e.item(), "playerId") + " (" + text(e.item(), "score") + ")")
                .toList();
    }

    private static Table withEntryKey(Table table, String keyAttribute, String template) {
        List<Entity> entities = table.entities().stream().map(entity -> !entity.name().equals(ENTRY) ? entity
                : entity.withKeys(entity.keys().stream().map(k -> k.attribute().equals(keyAttribute)
                        ? EntityKey.of(keyAttribute, template) : k).toList())).toList();
        return table.withEntities(entities);
    }

    private static double tableBytes(StorageEstimate estimate) {
        return estimate.indexes().get(0).bytes();
    }

    private static double indexBytes(StorageEstimate estimate) {
        return estimate.totalBytes() - tableBytes(estimate);
    }

    private static String gb(double bytes) {
        return String.format(Locale.ROOT, "%.1f GB", bytes / (1024.0 * 1024 * 1024));
    }

    private static AttributeValue s(String value) {
        return new AttributeValue.S(value);
    }

    private static String text(Item item, String attribute) {
        AttributeValue value = item.get(attribute).orElseThrow();
        if (value instanceof AttributeValue.S string) {
            return string.value();
        }
        return ((AttributeValue.N) value).value();
    }
}
