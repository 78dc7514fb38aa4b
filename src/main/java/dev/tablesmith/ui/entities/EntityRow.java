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
 * @param ownKeys    key attributes the entity writes as attributes of its own, without a template (how a GSI's
 *                   multi-attribute key is usually made), each with its declared type: the item is indexed by them
 */
public record EntityRow(String name, String colour, Map<String, String> cells, List<String> attributes,
                        Map<String, String> ownKeys) {
    public EntityRow {
        cells = Map.copyOf(cells);
        attributes = List.copyOf(attributes);
        ownKeys = ownKeys == null ? Map.of() : Map.copyOf(ownKeys);
    }

    /** A row whose entity writes every key attribute it has by a template. */
    public EntityRow(String name, String colour, Map<String, String> cells, List<String> attributes) {
        this(name, colour, cells, attributes, Map.of());
    }

    /**
     * "own attribute (N)" when the entity writes {@code keyAttribute} as an attribute of its own (no template),
     * "own optional attribute (S)" when its items may lack it (they then stay out of that index); else empty.
     */
    public String ownKey(String keyAttribute) {
        return ownKeys.getOrDefault(keyAttribute, "");
    }

    /** The cell text under {@code keyAttribute}, empty when the entity does not write it. */
    public String cell(String keyAttribute) {
        return cells.getOrDefault(keyAttribute, "");
    }
}
