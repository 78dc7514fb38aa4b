package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.RecordMode;
import dev.tablesmith.sample.SampleGenerator;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Records printed to spill files and copied into the design text give the bytes the whole design gives. */
class SpilledRecordsTest {
    private static final JsonDesignStore STORE = new JsonDesignStore();

    @TempDir
    Path dir;

    /** Every entity of {@code design} with its records from {@code filled}, written through spill files. */
    private String spilled(Design design, Design filled) throws Exception {
        try (SpilledRecords spilled = SpilledRecords.near(dir, "out.tablesmith.json")) {
            for (Table table : filled.tables()) {
                for (Entity entity : table.entities()) {
                    spilled.begin(table.name(), entity.name());
                    for (Item record : entity.records()) {
                        spilled.add(table.name(), entity.name(), record);
                    }
                }
            }
            spilled.finish();
            StringWriter out = new StringWriter();
            STORE.write(design, spilled, out);
            return out.toString();
        }
    }

    private static Design generated(Design design, int count, RecordMode mode) {
        Design result = design;
        for (Table table : design.tables()) {
            Map<String, Integer> counts = new LinkedHashMap<>();
            table.entities().forEach(e -> counts.put(e.name(), count));
            result = result.withTable(table.name(), new SampleGenerator(5).generate(table, counts, mode).table());
        }
        return result;
    }

    @Test
    void everyExampleWithGeneratedRecordsIsWrittenByteForByteAsTheWholeDesign() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        for (Example example : gallery.list()) {
            Design design = gallery.load(example);
            for (RecordMode mode : RecordMode.values()) {
                Design filled = generated(design, 7, mode);
                assertThat(spilled(design, filled)).as("%s %s", example.name(), mode)
                        .isEqualTo(STORE.write(filled));
            }
        }
    }

    @Test
    void anEntityWithNoRecordsSpilledHasNoRecordsFieldAndRecordsTooLongForOneLineSpanSeveral() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        Table table = design.table();
        List<Entity> entities = new ArrayList<>();
        for (Entity entity : generated(design, 3, RecordMode.REPLACE).table().entities()) {
            if (entity.name().equals("Order")) {
                entities.add(entity.withRecords(List.of()));
            } else if (entity.name().equals("Customer")) {
                List<Item> records = new ArrayList<>(entity.records());
                records.set(1, records.get(1).with("name", AttributeValue.s("x".repeat(200))));
                entities.add(entity.withRecords(records));
            } else {
                entities.add(entity);
            }
        }
        Design filled = design.withTable(table.name(), table.withEntities(entities));

        String text = spilled(design, filled);

        assertThat(text).isEqualTo(STORE.write(filled)).contains("\n              \"name\": \"xxxx");
        assertThat(table.entity("Order").orElseThrow().records()).isNotEmpty();
    }

    @Test
    void closingDeletesTheSpillFilesAndTheirFolder() throws Exception {
        try (SpilledRecords spilled = SpilledRecords.near(dir, "out.tablesmith.json")) {
            spilled.begin("t", "e");
            spilled.add("t", "e", new Item(Map.of("a", AttributeValue.s("b"))));
            assertThat(spilled.count("t", "e")).isEqualTo(1);
            try (var entries = Files.list(dir)) {
                assertThat(entries.toList()).hasSize(1);
            }
        }
        try (var entries = Files.list(dir)) {
            assertThat(entries.toList()).isEmpty();
        }
    }
}
