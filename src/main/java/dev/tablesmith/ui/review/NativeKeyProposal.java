package dev.tablesmith.ui.review;

import dev.tablesmith.edit.NativeKeyEdits;
import dev.tablesmith.edit.SchemaChange;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.MultiAttributeConversion;
import dev.tablesmith.review.NativeKeyShape;
import java.util.List;
import java.util.Locale;

/**
 * What converting one GSI to its native multi-attribute key does, computed off the FX thread for the review panel's
 * preview: the new key, the edit's effects and the engine's before/after comparison on the sample items. Plain data,
 * no toolkit.
 *
 * @param tableName  the table
 * @param index      the GSI
 * @param shape      the native key
 * @param effects    the edit's effects in words
 * @param comparison membership, collection order, storage and write units before and after
 * @param entityItems the entity's items at scale (its estimate, at least its sample records)
 * @param entitySampleItems the entity's sample items the comparison measured
 */
record NativeKeyProposal(String tableName, String index, NativeKeyShape shape, List<String> effects,
                         MultiAttributeConversion comparison, long entityItems, long entitySampleItems) {

    /** The proposal for GSI {@code index} of {@code table}; throws with the reason when there is none. */
    static NativeKeyProposal of(Table table, String index) {
        SecondaryIndex gsi = table.index(index).orElseThrow(() -> new IllegalArgumentException("no index " + index));
        NativeKeyShape shape = NativeKeyEdits.shape(table, gsi);
        SchemaChange change = NativeKeyEdits.plan(table, index);
        Entity entity = table.entity(shape.entity()).orElseThrow();
        return new NativeKeyProposal(table.name(), index, shape, change.effects(),
                MultiAttributeConversion.compare(table, change.table(), index),
                Math.max(entity.estimatedItemCount(), entity.records().size()),
                ItemMaterializer.materialize(table).items().stream().filter(i -> entity.name().equals(i.entity()))
                        .count());
    }

    /** {@code In GSI1: 4 items before, 5 after. Joins: …. Leaves: none.} */
    String membershipText() {
        MultiAttributeConversion c = comparison;
        return "In " + index + ": " + c.membersBefore().size() + " sample items before, " + c.membersAfter().size()
                + " after. Joins: " + list(c.joined()) + ". Leaves: " + list(c.left()) + ".";
    }

    /** Bytes saved per item, at the entity's scale, and the index entries' bytes. */
    String storageText() {
        MultiAttributeConversion c = comparison;
        double perItem = (c.tableBytesBefore() - c.tableBytesAfter()) / (double) Math.max(1, entitySampleItems);
        double atScale = perItem * entityItems;
        return String.format(Locale.ROOT, "Storage: the %d sample items take %,d B on the table before, %,d B after "
                        + "(%.1f B less per %s item; about %s for %,d of them). Index entries: %,d B before, %,d B after.",
                c.sampleItems(), c.tableBytesBefore(), c.tableBytesAfter(), perItem, shape.entity(), bytes(atScale),
                entityItems, c.indexBytesBefore(), c.indexBytesAfter());
    }

    /** Write units of putting every sample item, before and after. */
    String writeText() {
        MultiAttributeConversion c = comparison;
        return String.format(Locale.ROOT, "Writes: putting every sample item costs %s WCU before, %s after "
                + "(table plus each index entry, 1 WCU per KB).", units(c.writeUnitsBefore()),
                units(c.writeUnitsAfter()));
    }

    private static String list(List<String> items) {
        if (items.isEmpty()) {
            return "none";
        }
        String shown = String.join("; ", items.subList(0, Math.min(3, items.size())));
        return items.size() > 3 ? shown + " and " + (items.size() - 3) + " more" : shown;
    }

    private static String units(double units) {
        return units == Math.rint(units) ? String.format(Locale.ROOT, "%,.0f", units)
                : String.format(Locale.ROOT, "%,.1f", units);
    }

    private static String bytes(double bytes) {
        if (bytes >= 1e9) {
            return String.format(Locale.ROOT, "%.1f GB", bytes / 1e9);
        }
        if (bytes >= 1e6) {
            return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
        }
        return bytes >= 1e3 ? String.format(Locale.ROOT, "%.1f KB", bytes / 1e3)
                : String.format(Locale.ROOT, "%.0f B", bytes);
    }
}
