package dev.tablesmith.export.diff;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.ScaleEstimates;
import java.util.List;

/**
 * How many items of a live table a change touches, from the entities' estimated item counts (or, without one, their
 * sample records) and the share of each entity's sample items that carry an index's key attributes.
 *
 * <p>DynamoDB puts an item into a GSI only when it has every key attribute of the index, so a sparse key (written
 * only {@code when} a condition holds) puts only part of the entity into the index: the sample data gives the share.
 */
final class ItemCounts {
    private final Table table;
    private final ScaleEstimates scale;

    ItemCounts(Table table) {
        this.table = table;
        SampleData sample = ItemMaterializer.materialize(table);
        this.scale = ScaleEstimates.of(table, sample);
    }

    /** The estimated items of one entity. */
    long items(Entity entity) {
        return scale.itemCount(entity);
    }

    /** The estimated items of every entity of the table. */
    long tableItems() {
        return table.entities().stream().mapToLong(this::items).sum();
    }

    /** The estimated items that would be in the index: those carrying all of its key attributes. */
    long indexEntries(SecondaryIndex index) {
        List<String> keys = index.keySchema().attributeNames();
        long total = 0;
        for (Entity entity : table.entities()) {
            if (keys.stream().allMatch(k -> entity.key(k).isPresent())) {
                total += Math.round(items(entity) * share(entity, keys));
            }
        }
        return total;
    }

    /** The share of the entity's sample items that carry every one of the attributes (1 without samples). */
    double share(Entity entity, List<String> attributes) {
        List<Item> samples = scale.sampleItems(entity);
        if (samples.isEmpty()) {
            return 1;
        }
        long carrying = samples.stream().filter(i -> attributes.stream().allMatch(i::has)).count();
        return (double) carrying / samples.size();
    }
}
