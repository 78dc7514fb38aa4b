package dev.tablesmith.sample;

import static dev.tablesmith.sample.SampleFixtures.example;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A streamed run hands every record to its sink and keeps only what later entities read (issue 21). */
class StreamedGenerationTest {

    private static Map<String, List<Item>> run(Table table, long seed, int count, RecordMode mode, boolean whole) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        table.entities().forEach(e -> counts.put(e.name(), count));
        Map<String, List<Item>> made = new LinkedHashMap<>();
        new GenerationRun(table, seed, new ShapeDetector(new Vocabularies(seed)), mode, whole)
                .run(counts, GenerationProgress.NONE, (entity, index, record) -> {
                    List<Item> records = made.computeIfAbsent(entity, e -> new ArrayList<>());
                    assertThat(index).isEqualTo(records.size());
                    records.add(record);
                });
        return made;
    }

    @Test
    void keepingOnlyTheValuesLaterEntitiesReadGivesTheRecordsKeepingWholeRecordsGives() {
        for (String name : SampleFixtures.exampleNames()) {
            Design design = example(name);
            for (Table table : design.tables()) {
                for (long seed : new long[] {1, 42}) {
                    for (RecordMode mode : RecordMode.values()) {
                        assertThat(run(table, seed, 40, mode, false))
                                .as("%s/%s seed %d %s", name, table.name(), seed, mode)
                                .isEqualTo(run(table, seed, 40, mode, true));
                    }
                }
            }
        }
    }

    @Test
    void theSinkGetsTheRecordsGenerateReturnsInTheirOrder() {
        Table table = example("commerce-main").table();
        Map<String, Integer> counts = new LinkedHashMap<>();
        table.entities().forEach(e -> counts.put(e.name(), 25));
        Map<String, List<Item>> streamed = new LinkedHashMap<>();
        Map<String, Integer> done = new LinkedHashMap<>();
        SampleRun run = new SampleGenerator(9).stream(table, counts, RecordMode.APPEND, GenerationProgress.NONE,
                new RecordSink() {
                    @Override
                    public void record(String entity, int index, Item record) {
                        streamed.computeIfAbsent(entity, e -> new ArrayList<>()).add(record);
                    }

                    @Override
                    public void entityDone(String entity, int records) {
                        done.put(entity, records);
                    }
                });
        SampleResult whole = new SampleGenerator(9).generate(table, counts, RecordMode.APPEND);

        assertThat(run.generated()).isEqualTo(whole.generated()).isEqualTo(done);
        for (Entity entity : whole.table().entities()) {
            List<Item> records = entity.records();
            int existing = table.entity(entity.name()).orElseThrow().records().size();
            assertThat(streamed.get(entity.name())).isEqualTo(records.subList(existing, records.size()));
        }
    }

    /**
     * Before issue 21 the run held every record of every entity until it ended. Weak references to the records the
     * sink got are cleared by a full collection while later entities are still being generated: nothing of the
     * run holds the records (it keeps new, smaller ones with just the values later entities read).
     */
    @Test
    void theRunDoesNotHoldTheRecordsItHandedToTheSink() {
        Table table = example("commerce-main").table();
        Map<String, Integer> counts = new LinkedHashMap<>();
        table.entities().forEach(e -> counts.put(e.name(), 500));
        List<WeakReference<Item>> handedOver = new ArrayList<>();
        List<String> order = new ArrayList<>();
        long[] stillHeld = {-1};
        new SampleGenerator(3).stream(table, counts, RecordMode.REPLACE, GenerationProgress.NONE,
                (entity, index, record) -> {
                    if (order.isEmpty() || !order.get(order.size() - 1).equals(entity)) {
                        order.add(entity);
                    }
                    if (order.size() == 1) {
                        handedOver.add(new WeakReference<>(record));
                    } else if (order.size() == counts.size() && index == 0) {
                        stillHeld[0] = held(handedOver);
                    }
                });

        assertThat(handedOver).hasSize(500);
        assertThat(stillHeld[0]).as("records of %s still reachable while %s is generated", order.get(0),
                order.get(order.size() - 1)).isZero();
    }

    private static long held(List<WeakReference<Item>> references) {
        long held = references.size();
        for (int i = 0; i < 5 && held > 0; i++) {
            System.gc();
            held = references.stream().filter(r -> r.get() != null).count();
        }
        return held;
    }
}
