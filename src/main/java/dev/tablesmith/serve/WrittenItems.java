package dev.tablesmith.serve;

import dev.tablesmith.engine.ItemWrite;
import dev.tablesmith.engine.SampleDataWrites;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What happens to the items the application wrote when the endpoint restarts on an edited design. An item is
 * identified by its primary key (DynamoDB: "the primary key uniquely identifies each item in the table"), so the
 * writes carry over to a table of the same name whose key schema (the partition and sort key attribute names and
 * types) is unchanged: each written item replaces the sample item of its key, a deleted one is gone, as
 * {@link SampleDataWrites} carries writes into sample data. Where the key schema changed, or the table is no longer
 * in the design, its written items are dropped and the edited design's sample items are served.
 */
public final class WrittenItems {
    /**
     * The design to serve after a restart.
     *
     * @param design  the edited design with the writes carried into the tables that keep them
     * @param kept    tables whose written items carry over
     * @param dropped tables whose written items are dropped (key schema changed, or the table is gone)
     */
    public record Carried(Design design, List<String> kept, List<String> dropped) {
        public Carried {
            kept = List.copyOf(kept);
            dropped = List.copyOf(dropped);
        }
    }

    private WrittenItems() {
    }

    /**
     * @param served the design as served (its tables' key schemas)
     * @param writes per table, the last write of each item ({@link DesignEndpoint#writes()})
     * @param edited the design as edited since
     */
    public static Carried carry(Design served, Map<String, List<ItemWrite>> writes, Design edited) {
        Design design = edited;
        List<String> kept = new ArrayList<>();
        List<String> dropped = new ArrayList<>();
        for (Map.Entry<String, List<ItemWrite>> e : writes.entrySet()) {
            if (e.getValue().isEmpty()) {
                continue;
            }
            Optional<Table> now = keepsItems(served, edited, e.getKey());
            if (now.isPresent()) {
                design = design.withTable(e.getKey(), SampleDataWrites.apply(now.get(), e.getValue()));
                kept.add(e.getKey());
            } else {
                dropped.add(e.getKey());
            }
        }
        return new Carried(design, kept, dropped);
    }

    /**
     * The served tables whose items a restart on {@code edited} would drop: those whose key schema changed or that
     * the edited design no longer has.
     */
    public static List<String> droppedBy(Design served, Design edited) {
        return served.tables().stream().map(Table::name).filter(n -> keepsItems(served, edited, n).isEmpty())
                .toList();
    }

    private static Optional<Table> keepsItems(Design served, Design edited, String tableName) {
        Optional<Table> before = served.table(tableName);
        Optional<Table> after = edited.table(tableName);
        if (before.isEmpty() || after.isEmpty() || !before.get().keySchema().equals(after.get().keySchema())) {
            return Optional.empty();
        }
        return after;
    }
}
