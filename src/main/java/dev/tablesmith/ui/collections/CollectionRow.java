package dev.tablesmith.ui.collections;

/**
 * One row of the flattened item collection list: a partition band header or one item of that partition. Flat rows
 * let a virtualized list show 100,000 items with only the visible rows rendered.
 */
public sealed interface CollectionRow permits CollectionRow.Band, CollectionRow.ItemRow {

    /** The partition key value this row belongs to. */
    String partitionKey();

    /**
     * The header of one item collection: all entries sharing a partition key value.
     *
     * @param partitionKey the partition key value as the user reads it
     * @param itemCount    how many entries the collection holds
     * @param bytes        the summed size of the entries as DynamoDB counts it (what reading them all costs)
     * @param read         whether the selected pattern's request reads from this collection
     * @param marking      whether a selected pattern marks this view (an unread band is then dimmed)
     */
    record Band(String partitionKey, int itemCount, long bytes, boolean read, boolean marking)
            implements CollectionRow {
        /** "3 items · 412 B" or "1,204 items · 96.3 KB". */
        public String summary() {
            return String.format("%,d %s · %s", itemCount, itemCount == 1 ? "item" : "items", sizeText(bytes));
        }
    }

    /**
     * One entry of an item collection.
     *
     * @param partitionKey the partition key value of its collection
     * @param sortKey      its sort key value, or the table key when the view has no sort key
     * @param entity       the entity the item belongs to, or "unknown entity"
     * @param colour       the entity's CSS colour
     * @param attributes   the projected attributes other than this view's keys, as {@code name=value} pairs
     * @param mark         what the selected pattern's request does with it
     */
    record ItemRow(String partitionKey, String sortKey, String entity, String colour, String attributes,
                   ReadMark mark) implements CollectionRow {
    }

    /** A size in bytes as "412 B" or "96.3 KB" (1 KB = 1,024 bytes). */
    static String sizeText(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        return String.format("%.1f KB", bytes / 1024.0);
    }
}
