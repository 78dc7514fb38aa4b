package dev.tablesmith.edit;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The colour each entity is drawn in (its chip in the entity chart, its items in the item collections): the
 * entity's own colour when the design gives one, else the next colour of the palette no entity has as its own. A new entity (added
 * or duplicated) is given the first palette colour no entity of the table is drawn in, so it never looks like
 * another one. The palette's colours are distinct hues, readable on light and dark backgrounds.
 */
public final class EntityColours {
    /** Distinct hues; the bundled examples use the first six. */
    public static final List<String> PALETTE = List.of("#4C9AFF", "#36B37E", "#E8743B", "#6554C0", "#00B8D9",
            "#FFAB00", "#FF5630", "#E774BB", "#8C9A3B", "#A0522D");

    private EntityColours() {
    }

    /**
     * Entity name to the CSS colour it is drawn in, in the table's entity order: its own colour, else the next
     * palette colour (in entity order) that no entity has as its own, so an entity with a colour of its own (a
     * duplicate, say) is never drawn like one without.
     */
    public static Map<String, String> of(Table table) {
        Set<String> own = new HashSet<>();
        table.entities().stream().filter(e -> e.colour() != null).forEach(e -> own.add(key(e.colour())));
        List<String> free = PALETTE.stream().filter(c -> !own.contains(key(c))).toList();
        List<String> cycle = free.isEmpty() ? PALETTE : free;
        Map<String, String> colours = new LinkedHashMap<>();
        int next = 0;
        for (Entity entity : table.entities()) {
            colours.put(entity.name(), entity.colour() != null ? entity.colour() : cycle.get(next++ % cycle.size()));
        }
        return colours;
    }

    /**
     * The colour for an entity about to be added to {@code table}: the first palette colour no entity is drawn in;
     * when every one is taken, the one the fewest entities use (the first of those).
     */
    public static String unused(Table table) {
        Map<String, String> drawn = of(table);
        Set<String> taken = new HashSet<>();
        drawn.values().forEach(c -> taken.add(key(c)));
        for (String colour : PALETTE) {
            if (!taken.contains(colour)) {
                return colour;
            }
        }
        String best = PALETTE.get(0);
        long fewest = Long.MAX_VALUE;
        for (String colour : PALETTE) {
            long uses = drawn.values().stream().filter(colour::equalsIgnoreCase).count();
            if (uses < fewest) {
                fewest = uses;
                best = colour;
            }
        }
        return best;
    }

    private static String key(String colour) {
        return colour.strip().toUpperCase(java.util.Locale.ROOT);
    }
}
