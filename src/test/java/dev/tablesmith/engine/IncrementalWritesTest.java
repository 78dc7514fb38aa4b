package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.request.BatchWriteEntry;
import dev.tablesmith.engine.request.BatchWriteItemRequest;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Property: a table reached by writes (each one updating the previous table's items and built views in place of a
 * rebuild) answers every GetItem, Query and Scan on the table and on every index exactly as a table built from
 * scratch from the same items does: the same items in the same order, the same pages and LastEvaluatedKeys, the
 * same consumed capacity, the same exclusions; and every earlier table still answers as it did.
 *
 * <p>Seeded random sequences of PutItem, UpdateItem, DeleteItem, TransactWriteItems and BatchWriteItem on
 * commerce-main (GSI1 overloaded, sparse GSI2 without sort key, so many ties broken by table key) with a numeric
 * keys-only GSI and an INCLUDE LSI added; numbers are written in non-canonical spellings ({@code 1E2}, {@code 7.50})
 * as DynamoDB accepts and stores canonically. The expected items follow DynamoDB's rule that an item is replaced by
 * its primary key: a model keeps them in the order first written (a replaced item keeps its place, a deleted one
 * drops out, a new one comes last).
 */
class IncrementalWritesTest {
    private static final String NAME = "commerce-main";
    private static final Table TABLE = table();
    private static final List<String> INDEXES = List.of("GSI1", "GSI2", "GSI3", "LSI1");
    private static final List<String> PKS = List.of("CUST#c1", "CUST#c2", "ORDER#o1", "PROD#p1", "NEW#a", "NEW#b");
    private static final List<String> SKS = List.of("PROFILE", "META", "ORDER#2026-01-01#o1", "ITEM#s1", "X", "Y",
            "Z");
    private static final List<String> NUMBERS = List.of("1E2", "100", "7.50", "7.5", "-3", "0", "12", "0.001");

    private static Table table() {
        try {
            ExampleGallery gallery = new ExampleGallery();
            Table t = gallery.load(gallery.find(NAME).orElseThrow()).table();
            List<SecondaryIndex> indexes = new ArrayList<>(t.indexes());
            indexes.add(SecondaryIndex.gsi("GSI3", KeySchema.of(KeyAttribute.s("status"), KeyAttribute.n("total")),
                    Projection.keysOnly()));
            indexes.add(SecondaryIndex.lsi("LSI1", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.n("total")),
                    Projection.include(List.of("status"))));
            return t.withIndexes(indexes);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private final Map<List<AttributeValue>, Item> model = new LinkedHashMap<>();
    private Random random;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void writesAnswerAsATableBuiltFromTheSameItems(long seed) {
        random = new Random(seed);
        SimulatedTable current = seed % 2 == 0 ? SimulatedTable.of(TABLE)
                : new SimulatedTable(TABLE, ItemMaterializer.materialize(TABLE).plainItems());
        current.items().forEach(i -> model.put(key(i.attributes()), i));
        List<SimulatedTable> earlier = new ArrayList<>();
        List<Answers> earlierAnswers = new ArrayList<>();
        for (int step = 0; step < 60; step++) {
            if (step % 10 == 0) {
                current = new SimulatedTable(TABLE, current.items()); // no views built: they start lazy again
            }
            touchViews(current);
            SimulatedTable next = write(current);
            if (next == current) {
                continue;
            }
            if (step % 15 == 0) {
                earlier.add(current);
                earlierAnswers.add(answers(current));
            }
            current = next;
            SimulatedTable rebuilt = new SimulatedTable(TABLE, List.copyOf(model.values()));
            assertThat(current.items()).as("items after step %d", step).containsExactlyElementsOf(rebuilt.items());
            if (step % 5 == 4 || step > 52) {
                assertThat(answers(current)).as("answers after step %d (seed %d)", step, seed)
                        .isEqualTo(answers(rebuilt));
            }
        }
        for (int i = 0; i < earlier.size(); i++) {
            assertThat(answers(earlier.get(i))).as("an earlier table is unchanged").isEqualTo(earlierAnswers.get(i));
        }
    }

    /** Builds some views (and their sorted collection lists) before the write, so that both paths are taken. */
    private void touchViews(SimulatedTable table) {
        for (String index : INDEXES) {
            if (random.nextInt(3) == 0) {
                table.view(index);
                if (random.nextBoolean()) {
                    table.view(index).collections();
                }
            }
        }
        if (random.nextInt(4) != 0) {
            table.view(null);
        }
    }

    private SimulatedTable write(SimulatedTable table) {
        try {
            return switch (random.nextInt(6)) {
                case 0, 1 -> record(table.putItem(new PutItemRequest(NAME, randomItem(), null, null, null, null, null,
                        null)));
                case 2 -> record(table.updateItem(randomUpdate()));
                case 3 -> record(table.deleteItem(new DeleteItemRequest(NAME, randomKey(), null, null, null, null,
                        null, null)));
                case 4 -> transaction(table);
                default -> batch(table);
            };
        } catch (DynamoDbError e) {
            return table; // a refused or cancelled write changes nothing
        }
    }

    private SimulatedTable record(WriteOutcome<?> outcome) {
        outcome.writes().forEach(this::record);
        return outcome.table();
    }

    private void record(ItemWrite w) {
        List<AttributeValue> key = key(w.key());
        if (w.after() == null) {
            model.remove(key);
        } else {
            model.put(key, w.after());
        }
    }

    private SimulatedTable transaction(SimulatedTable table) {
        List<TransactWriteItem> actions = new ArrayList<>();
        Set<Map<String, AttributeValue>> keys = new HashSet<>();
        for (int i = 0; i < 2 + random.nextInt(3); i++) {
            Item item = randomItem();
            Map<String, AttributeValue> key = Map.of("PK", item.attributes().get("PK"), "SK",
                    item.attributes().get("SK"));
            if (!keys.add(key)) {
                continue;
            }
            actions.add(switch (random.nextInt(3)) {
                case 0 -> new TransactWriteItem(TransactWriteItem.Action.Put, NAME, item, null, null, null, null,
                        null, null);
                case 1 -> new TransactWriteItem(TransactWriteItem.Action.Delete, NAME, null, key, null, null, null,
                        null, null);
                default -> new TransactWriteItem(TransactWriteItem.Action.Update, NAME, null, key,
                        "SET #s = :s, total = :t", null, Map.of("#s", "status"),
                        Map.of(":s", AttributeValue.s(pick(List.of("PENDING", "SHIPPED"))), ":t", number()), null);
            });
        }
        var outcome = TransactWrites.transact(Map.of(NAME, table), new TransactWriteItemsRequest(actions, null));
        outcome.writes().getOrDefault(NAME, List.of()).forEach(this::record);
        return outcome.tables().getOrDefault(NAME, table);
    }

    private SimulatedTable batch(SimulatedTable table) {
        List<BatchWriteEntry> entries = new ArrayList<>();
        Set<List<AttributeValue>> keys = new HashSet<>();
        for (int i = 0; i < 2 + random.nextInt(4); i++) {
            Item item = randomItem();
            if (!keys.add(key(item.attributes()))) {
                continue;
            }
            entries.add(random.nextInt(4) == 0 ? BatchWriteEntry.delete(Map.of("PK", item.attributes().get("PK"),
                    "SK", item.attributes().get("SK"))) : BatchWriteEntry.put(item));
        }
        var outcome = BatchWriter.write(Map.of(NAME, table), new BatchWriteItemRequest(Map.of(NAME, entries),
                null));
        outcome.writes().getOrDefault(NAME, List.of()).forEach(this::record);
        return outcome.tables().getOrDefault(NAME, table);
    }

    private UpdateItemRequest randomUpdate() {
        return switch (random.nextInt(3)) {
            case 0 -> new UpdateItemRequest(NAME, randomKey(), "REMOVE GSI1PK, GSI2PK", null, null, null, null,
                    null, null);
            case 1 -> new UpdateItemRequest(NAME, randomKey(), "SET GSI2PK = :o, GSI1PK = :g, GSI1SK = :k", null,
                    null, Map.of(":o", AttributeValue.s("OPEN"), ":g", AttributeValue.s(pick(List.of("STATUS#A",
                            "TIER#gold"))), ":k", AttributeValue.s(pick(SKS))), null, null, null);
            default -> new UpdateItemRequest(NAME, randomKey(), "SET total = :t REMOVE #s", null,
                    Map.of("#s", "status"), Map.of(":t", number()), null, null, null);
        };
    }

    private Item randomItem() {
        Map<String, AttributeValue> a = new LinkedHashMap<>(randomKey());
        if (random.nextInt(3) != 0) {
            a.put("GSI1PK", AttributeValue.s(pick(List.of("STATUS#PENDING", "STATUS#A", "TIER#gold"))));
        }
        if (random.nextInt(3) != 0) {
            a.put("GSI1SK", AttributeValue.s(pick(List.of("2026-01-01", "2026-02-02", "PRICE#0001.00"))));
        }
        if (random.nextBoolean()) {
            a.put("GSI2PK", AttributeValue.s("OPEN"));
        }
        if (random.nextInt(3) != 0) {
            a.put("status", AttributeValue.s(pick(List.of("PENDING", "SHIPPED", "NEW"))));
        }
        if (random.nextInt(3) != 0) {
            a.put("total", number());
        }
        a.put("note", AttributeValue.s("n" + random.nextInt(1000)));
        return new Item(a);
    }

    private Map<String, AttributeValue> randomKey() {
        return Map.of("PK", AttributeValue.s(pick(PKS)), "SK", AttributeValue.s(pick(SKS)));
    }

    private AttributeValue number() {
        return AttributeValue.n(pick(NUMBERS));
    }

    private <T> T pick(List<T> values) {
        return values.get(random.nextInt(values.size()));
    }

    private static List<AttributeValue> key(Map<String, AttributeValue> attributes) {
        return List.of(attributes.get("PK"), attributes.get("SK"));
    }

    /** Everything the table answers: reads on every index, its views' collections and exclusions. */
    private record Answers(List<Item> items, Map<String, List<Object>> byIndex, List<Object> gets) {
    }

    private static Answers answers(SimulatedTable table) {
        Map<String, List<Object>> byIndex = new LinkedHashMap<>();
        List<String> names = new ArrayList<>();
        names.add(null);
        names.addAll(INDEXES);
        for (String index : names) {
            List<Object> answers = new ArrayList<>();
            IndexView view = table.view(index);
            answers.add(view.entryCount());
            answers.add(view.excluded());
            for (ItemCollection c : view.collections()) {
                answers.add(c.partitionKey());
                answers.add(c.entries().stream().map(IndexEntry::projected).toList());
            }
            answers.addAll(scanPages(table, index, null, null));
            answers.addAll(scanPages(table, index, 1, 3));
            for (ItemCollection c : view.collections()) {
                answers.addAll(queryPages(table, index, view.spec(), c.partitionKey(), true));
                answers.addAll(queryPages(table, index, view.spec(), c.partitionKey(), false));
            }
            byIndex.put(index == null ? "table" : index, answers);
        }
        List<Object> gets = new ArrayList<>();
        for (String pk : PKS) {
            for (String sk : SKS) {
                gets.add(table.getItem(new GetItemRequest(NAME, Map.of("PK", AttributeValue.s(pk), "SK",
                        AttributeValue.s(sk)), null, null, null, ReturnConsumedCapacity.TOTAL)));
            }
        }
        return new Answers(List.copyOf(table.items()), byIndex, gets);
    }

    private static List<QueryResponse> scanPages(SimulatedTable table, String index, Integer segment,
                                                 Integer segments) {
        List<QueryResponse> pages = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            QueryResponse page = table.scan(new ScanRequest(NAME, index, null, null, null, null, 2, start, null, null,
                    ReturnConsumedCapacity.INDEXES, segment, segments));
            pages.add(page);
            start = page.lastEvaluatedKey();
            assertThat(pages).as("pages of one read").hasSizeLessThan(500);
        } while (start != null);
        return pages;
    }

    private static List<QueryResponse> queryPages(SimulatedTable table, String index, IndexSpec spec, KeyValue pk,
                                                  boolean forward) {
        List<QueryResponse> pages = new ArrayList<>();
        Map<String, AttributeValue> start = null;
        do {
            QueryResponse page = table.query(new QueryRequest(NAME, index, "#p = :p", null, null,
                    Map.of("#p", spec.keySchema().partitionKey().get(0).name()), Map.of(":p", pk.parts().get(0)),
                    forward, 2, start, null, null, ReturnConsumedCapacity.INDEXES));
            pages.add(page);
            start = page.lastEvaluatedKey();
            assertThat(pages).as("pages of one read").hasSizeLessThan(500);
        } while (start != null);
        return pages;
    }
}
