package dev.tablesmith.classroom;

import java.util.Arrays;
import java.util.Optional;

/** The designer's views a lesson step can point at, in the designer's tab order. */
public enum DesignerView {
    ENTITY_CHART("entity-chart"),
    ACCESS_PATTERNS("access-patterns"),
    ITEM_COLLECTIONS("item-collections"),
    TABLE_AND_INDEXES("table-and-indexes");

    private final String id;

    DesignerView(String id) {
        this.id = id;
    }

    /** The name lesson files use, e.g. {@code item-collections}. */
    public String id() {
        return id;
    }

    /** The view's position among the designer's tabs (0 = Entity chart). */
    public int tabIndex() {
        return ordinal();
    }

    public static Optional<DesignerView> fromId(String id) {
        return Arrays.stream(values()).filter(v -> v.id.equals(id)).findFirst();
    }
}
