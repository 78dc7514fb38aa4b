package dev.tablesmith.export.diff;

import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Secondary indexes added, removed, or with another key schema or projection, and what each means on a live table.
 *
 * <p>DynamoDB facts behind the impacts: a GSI can be added to an existing table with UpdateTable, and DynamoDB then
 * backfills it from every item that carries the index's key attributes; a GSI's key schema and projection cannot
 * be changed, so the index is deleted and created again; local secondary indexes can only be created with the table.
 */
final class IndexDiffer {
    private final ChangeList out;
    private final ItemCounts oldCounts;
    private final ItemCounts newCounts;

    IndexDiffer(ChangeList out, ItemCounts oldCounts, ItemCounts newCounts) {
        this.out = out;
        this.oldCounts = oldCounts;
        this.newCounts = newCounts;
    }

    void diff(Table before, Table after) {
        for (SecondaryIndex index : after.indexes()) {
            Optional<SecondaryIndex> old = before.index(index.name());
            if (old.isEmpty()) {
                added(index, newCounts.tableItems());
            } else {
                changed(old.get(), index);
            }
        }
        for (SecondaryIndex index : before.indexes()) {
            if (after.index(index.name()).isEmpty()) {
                removed(index);
            }
        }
    }

    private void added(SecondaryIndex index, long tableItems) {
        String summary = kindName(index) + " " + keys(index.keySchema()) + ", projection " + projection(index
                .projection());
        if (!index.isGlobal()) {
            out.add(DiffSection.INDEXES, ChangeKind.ADDED, index.name(), summary, Impact.TABLE_RECREATE,
                    "A local secondary index can only be created with its table: create a new table with the LSI and "
                            + "copy all " + Counts.items(tableItems) + " into it.", tableItems);
            return;
        }
        long entries = newCounts.indexEntries(index);
        out.add(DiffSection.INDEXES, ChangeKind.ADDED, index.name(), summary, Impact.BACKFILL,
                "UpdateTable creates the GSI online; DynamoDB backfills it from the " + Counts.items(entries)
                        + " that carry " + String.join(" and ", index.keySchema().attributeNames())
                        + " (each copy is charged as an index write). Queries on " + index.name()
                        + " work once the index is ACTIVE.", entries);
    }

    private void removed(SecondaryIndex index) {
        if (!index.isGlobal()) {
            long tableItems = oldCounts.tableItems();
            out.add(DiffSection.INDEXES, ChangeKind.REMOVED, index.name(), "LSI " + keys(index.keySchema()),
                    Impact.TABLE_RECREATE, "A local secondary index cannot be deleted from a table: create a new "
                            + "table without it and copy all " + Counts.items(tableItems) + " into it.", tableItems);
            return;
        }
        out.add(DiffSection.INDEXES, ChangeKind.REMOVED, index.name(), "GSI " + keys(index.keySchema()),
                Impact.INDEX_DELETE, "UpdateTable deletes the index and its " + Counts.items(oldCounts.indexEntries(
                        index)) + " of entries; the table's items stay. Queries naming " + index.name()
                        + " fail from then on.");
    }

    private void changed(SecondaryIndex before, SecondaryIndex after) {
        boolean keysChanged = !keys(before.keySchema()).equals(keys(after.keySchema()))
                || before.kind() != after.kind();
        boolean projectionChanged = !sameProjection(before.projection(), after.projection());
        if (!keysChanged && !projectionChanged) {
            return;
        }
        String summary = keysChanged
                ? keys(before.keySchema()) + " -> " + keys(after.keySchema())
                : "projection " + projection(before.projection()) + " -> " + projection(after.projection());
        if (keysChanged && projectionChanged) {
            summary += "; projection " + projection(before.projection()) + " -> " + projection(after.projection());
        }
        if (!before.isGlobal() || !after.isGlobal()) {
            long tableItems = newCounts.tableItems();
            out.add(DiffSection.INDEXES, ChangeKind.CHANGED, after.name(), summary, Impact.TABLE_RECREATE,
                    "A local secondary index is fixed at table creation: create a new table and copy all "
                            + Counts.items(tableItems) + " into it.", tableItems);
            return;
        }
        long entries = newCounts.indexEntries(after);
        String what = keysChanged ? "key schema" : "projection";
        out.add(DiffSection.INDEXES, ChangeKind.CHANGED, after.name(), summary, Impact.INDEX_REBUILD,
                "A GSI's " + what + " cannot be changed in place: delete " + after.name() + " and create it again"
                        + " (or create it under a new name and switch readers over), a backfill of "
                        + Counts.items(entries) + ".", entries);
    }

    private static boolean sameProjection(Projection a, Projection b) {
        return a.type() == b.type() && (a.type() != ProjectionType.INCLUDE
                || a.nonKeyAttributes().stream().sorted().toList()
                .equals(b.nonKeyAttributes().stream().sorted().toList()));
    }

    static String keys(KeySchema schema) {
        String pk = names(schema.partitionKey());
        return schema.hasSortKey() ? pk + " / " + names(schema.sortKey()) : pk;
    }

    private static String names(List<KeyAttribute> attributes) {
        return attributes.stream().map(a -> a.name() + " (" + a.type() + ")").collect(Collectors.joining(" + "));
    }

    static String projection(Projection projection) {
        return projection.type() == ProjectionType.INCLUDE
                ? "INCLUDE " + String.join(", ", projection.nonKeyAttributes())
                : projection.type().name();
    }

    private static String kindName(SecondaryIndex index) {
        return Objects.requireNonNull(index.kind()).name();
    }
}
