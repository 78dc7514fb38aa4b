package dev.tablesmith.ui.items;

import dev.tablesmith.model.Item;
import java.util.List;

/**
 * The items a result row opens in the whole-item window: it shows {@code items.get(at)} and steps through the others
 * with Previous and Next.
 *
 * @param items the items, possibly computed as they are shown ({@link ItemDetails#lazy})
 * @param at    the one shown first
 */
public record ItemList(List<ItemDetails> items, int at) {
    public ItemList {
        if (at < 0 || at >= items.size()) {
            throw new IllegalArgumentException("no item " + at + " of " + items.size());
        }
    }

    /**
     * Items a request returned, named by the table's key attributes {@code keys}, each said to come from
     * {@code origin}; null when there are none.
     */
    public static ItemList returned(List<Item> items, List<String> keys, String origin) {
        return items.isEmpty() ? null : new ItemList(ItemDetails.lazy(items, item -> ItemDetails.of(item, keys,
                origin)), 0);
    }
}
