package dev.tablesmith.engine;

import dev.tablesmith.model.Item;
import java.util.List;

/** The sample items of a table, and the records that could not be rendered into items. */
public record SampleData(List<SampleItem> items, List<MaterializationProblem> problems) {
    public SampleData {
        items = List.copyOf(items);
        problems = List.copyOf(problems);
    }

    /** Just the items, in order. */
    public List<Item> plainItems() {
        return items.stream().map(SampleItem::item).toList();
    }
}
