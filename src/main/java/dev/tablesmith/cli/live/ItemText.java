package dev.tablesmith.cli.live;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;

/** An item on one line: key attributes first, then the rest, cut at a width. */
final class ItemText {
    static final int WIDTH = 110;

    private ItemText() {
    }

    static String line(Item item, List<String> keyNames) {
        List<String> parts = new ArrayList<>();
        keyNames.forEach(k -> item.get(k).ifPresent(v -> parts.add(k + "=" + AttributeValues.display(v))));
        item.attributes().forEach((name, value) -> {
            if (!keyNames.contains(name)) {
                parts.add(name + "=" + AttributeValues.display(value));
            }
        });
        String text = String.join(", ", parts);
        return text.length() <= WIDTH ? text : text.substring(0, WIDTH - 3) + "...";
    }
}
