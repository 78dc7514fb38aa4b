package dev.tablesmith.ui.items;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * One entity offered in "Generate sample data…": whether to generate it, and how many records it has now.
 *
 * @param name    the entity's name
 * @param records how many sample records it has now
 */
public record EntityChoice(String name, int records, BooleanProperty selected) {
    public EntityChoice(String name, int records, boolean selected) {
        this(name, records, new SimpleBooleanProperty(selected));
    }

    /** "Comment (12 records)". */
    public String label() {
        return name + " (" + String.format("%,d", records) + (records == 1 ? " record)" : " records)");
    }
}
