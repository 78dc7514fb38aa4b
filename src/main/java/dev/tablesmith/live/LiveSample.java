package dev.tablesmith.live;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.RecordMode;
import dev.tablesmith.sample.SampleGenerator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The items a live table is loaded with and a prediction is made on: the design's explicit items and the items its
 * entity records render into, optionally after generating {@code recordsPerEntity} records per entity with a seed
 * (as {@code tablesmith generate} does). As DynamoDB would store them: numbers canonical, one item per primary key
 * (the last written wins), items without a complete primary key left out (DynamoDB refuses them).
 *
 * @param table    the table, with generated records when asked for
 * @param items    the items to write and to predict on, in order
 * @param warnings records that could not be rendered and items left out, as sentences
 */
public record LiveSample(Table table, List<Item> items, List<String> warnings) {
    public LiveSample {
        items = List.copyOf(items);
        warnings = List.copyOf(warnings);
    }

    /**
     * The sample of {@code table}.
     *
     * @param recordsPerEntity records to generate per entity, replacing the design's; null to use the design's
     * @param seed             the generator's seed
     */
    public static LiveSample of(Table table, Integer recordsPerEntity, long seed) {
        Table source = table;
        if (recordsPerEntity != null && !table.entities().isEmpty()) {
            Map<String, Integer> counts = new LinkedHashMap<>();
            table.entities().stream().map(Entity::name).forEach(n -> counts.put(n, recordsPerEntity));
            source = new SampleGenerator(seed).generate(table, counts, RecordMode.REPLACE).table();
        }
        SampleData data = ItemMaterializer.materialize(source);
        List<String> warnings = new ArrayList<>();
        data.problems().forEach(p -> warnings.add(String.valueOf(p)));
        List<String> keyNames = source.keySchema().attributeNames();
        List<Item> stored = new ArrayList<>();
        int unkeyed = 0;
        for (Item item : new SimulatedTable(source, data.plainItems()).items()) {
            if (keyNames.stream().allMatch(item::has)) {
                stored.add(item);
            } else {
                unkeyed++;
            }
        }
        if (unkeyed > 0) {
            warnings.add(unkeyed + " items lack a primary key attribute (" + String.join(", ", keyNames)
                    + ") and are not written");
        }
        return new LiveSample(source, stored, warnings);
    }
}
