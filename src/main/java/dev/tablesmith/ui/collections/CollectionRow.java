package dev.tablesmith.ui.collections;

import dev.tablesmith.engine.SampleItem;

import dev.tablesmith.ui.KeyPartsText;
import java.util.List;
import java.util.function.Supplier;

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
     * One entry of an item collection. Its attribute text is worked out when first asked for (when its cell is
     * shown): a view of 100,000 items lists them all but only renders the few on screen.
     */
    final class ItemRow implements CollectionRow {
        private final String partitionKey;
        private final List<String> sortParts;
        private final String entity;
        private final String colour;
        private final ReadMark mark;
        private final SampleItem source;
        private Supplier<String> attributeText;
        private String attributes;

        /**
         * @param partitionKey the partition key value of its collection
         * @param sortKey      its sort key value, or the table key when the view has no sort key
         * @param entity       the entity the item belongs to, or "unknown entity"
         * @param colour       the entity's CSS colour
         * @param attributes   makes the projected attributes other than this view's keys, as {@code name=value}
         *                     pairs (called at most once)
         * @param mark         what the selected pattern's request does with it
         */
        public ItemRow(String partitionKey, String sortKey, String entity, String colour,
                       Supplier<String> attributes, ReadMark mark) {
            this(partitionKey, sortKey, entity, colour, attributes, mark, null);
        }

        /** @param source the table item the entry was projected from, with its origin (null when unknown) */
        public ItemRow(String partitionKey, String sortKey, String entity, String colour,
                       Supplier<String> attributes, ReadMark mark, SampleItem source) {
            this(partitionKey, List.of(sortKey), entity, colour, attributes, mark, source);
        }

        /**
         * @param sortParts its sort key values, one per sort attribute in key order (a multi-attribute sort key
         *                  has up to 4), or the table key alone when the view has no sort key
         */
        public ItemRow(String partitionKey, List<String> sortParts, String entity, String colour,
                       Supplier<String> attributes, ReadMark mark, SampleItem source) {
            this.source = source;
            this.partitionKey = partitionKey;
            this.sortParts = List.copyOf(sortParts);
            this.entity = entity;
            this.colour = colour;
            this.attributeText = attributes;
            this.mark = mark;
        }

        @Override
        public String partitionKey() {
            return partitionKey;
        }

        /** The sort key values as one text, the parts of a multi-attribute sort key joined in key order. */
        public String sortKey() {
            return String.join(KeyPartsText.JOIN, sortParts);
        }

        /** The sort key values, one per sort attribute in key order. */
        public List<String> sortParts() {
            return sortParts;
        }

        public String entity() {
            return entity;
        }

        public String colour() {
            return colour;
        }

        /** The projected attributes other than this view's own keys, compactly: {@code status=PENDING total=42.5}. */
        public synchronized String attributes() {
            if (attributes == null) {
                attributes = attributeText.get();
                attributeText = null;
            }
            return attributes;
        }

        public ReadMark mark() {
            return mark;
        }

        /** The whole table item behind this entry, where it came from (a record or an explicit item), or null. */
        public SampleItem source() {
            return source;
        }

        @Override
        public String toString() {
            return "ItemRow[" + partitionKey + " / " + sortKey() + ", " + entity + ", " + mark + "]";
        }
    }

    /** A size in bytes as "412 B" or "96.3 KB" (1 KB = 1,024 bytes). */
    static String sizeText(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        return String.format("%.1f KB", bytes / 1024.0);
    }
}
