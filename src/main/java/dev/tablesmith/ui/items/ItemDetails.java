package dev.tablesmith.ui.items;

import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.io.DynamoJsonItems;
import dev.tablesmith.model.Item;
import java.util.AbstractList;
import java.util.List;
import java.util.function.Function;
import java.util.Locale;
import java.util.Map;

/**
 * A whole item for the detail window: every attribute with its type, its size as DynamoDB counts it (the UTF-8
 * bytes of the name plus the value's size, {@link ItemSize}) and its value in full, never shortened; the item's
 * size against the 400 KB limit; where it came from; and the item as DynamoDB JSON to copy.
 *
 * @param title      the item's table key, e.g. {@code POST#p1 / COMMENT#2026-01-02T10:00:00Z}
 * @param origin     "Comment, record 3 of its records" or "explicit item 2", or the entity alone
 * @param attributes every attribute, in the item's order
 * @param bytes      the item's size in bytes
 * @param json       the item in DynamoDB JSON
 */
public record ItemDetails(String title, String origin, List<AttributeDetail> attributes, long bytes, String json) {

    /**
     * One attribute.
     *
     * @param bytes the UTF-8 length of the name plus the value's size
     * @param value the value in full: S and N as they are, B in base64, BOOL, NULL, and sets, lists and maps as
     *              DynamoDB JSON
     */
    public record AttributeDetail(String name, String type, long bytes, String value) {
    }

    /** The details of {@code item}, whose table key attributes are {@code keys}. */
    public static ItemDetails of(Item item, List<String> keys, String origin) {
        List<AttributeDetail> attributes = item.attributes().entrySet().stream()
                .map(e -> new AttributeDetail(e.getKey(), e.getValue().type().name(),
                        ItemSize.ofAttributes(Map.of(e.getKey(), e.getValue())), AttributeRow.text(e.getValue())))
                .toList();
        String title = String.join(" / ", keys.stream().map(k -> item.get(k).map(AttributeRow::text)
                .orElse("(no " + k + ")")).toList());
        return new ItemDetails(title, origin, attributes, ItemSize.of(item), DynamoJsonItems.write(item));
    }

    /** The details of an item of the design's sample data, saying which record or explicit item it is. */
    public static ItemDetails of(SampleItem source, List<String> keys) {
        return of(source.item(), keys, origin(source));
    }

    /** Which record or explicit item of the sample data an item is: "Comment, record 3 of its sample records". */
    public static String origin(SampleItem source) {
        return source.origin() == SampleItem.Origin.EXPLICIT
                ? "explicit item " + (source.sourceIndex() + 1) + " of the table (" + source.entityLabel() + ")"
                : source.entityLabel() + ", record " + (source.sourceIndex() + 1) + " of its sample records";
    }

    /**
     * The details of each of {@code rows}, each computed when it is first asked for and then kept: a window on a
     * page of a thousand results computes only the items it shows.
     */
    public static <T> List<ItemDetails> lazy(List<T> rows, Function<T, ItemDetails> details) {
        List<T> copy = List.copyOf(rows);
        ItemDetails[] computed = new ItemDetails[copy.size()];
        return new AbstractList<>() {
            @Override
            public ItemDetails get(int index) {
                if (computed[index] == null) {
                    computed[index] = details.apply(copy.get(index));
                }
                return computed[index];
            }

            @Override
            public int size() {
                return copy.size();
            }
        };
    }

    /** "295 bytes, 0.07% of DynamoDB's 400 KB item limit". */
    public String sizeText() {
        return String.format(Locale.ROOT, "%,d bytes, %.2f%% of DynamoDB's 400 KB item limit", bytes,
                100.0 * bytes / ItemSize.MAX_ITEM_BYTES);
    }
}
