package dev.tablesmith.ui.entities;

import java.util.List;
import java.util.Map;

/**
 * One row of the entity chart: an entity, its chip colour and the text of its cell under each key attribute of
 * the table (empty where it does not write that attribute, so its items are not in that index).
 *
 * @param name   the entity name
 * @param colour a CSS colour for the chip
 * @param cells  key attribute name to cell text (see {@link KeyCell})
 * @param attributes the entity's attribute names, for hints while editing
 */
public record EntityRow(String name, String colour, Map<String, String> cells, List<String> attributes) {
    public EntityRow {
        cells = Map.copyOf(cells);
        attributes = List.copyOf(attributes);
    }

    /** The cell text under {@code keyAttribute}, empty when the entity does not write it. */
    public String cell(String keyAttribute) {
        return cells.getOrDefault(keyAttribute, "");
    }
}
