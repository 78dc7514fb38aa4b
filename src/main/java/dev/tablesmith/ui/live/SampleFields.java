package dev.tablesmith.ui.live;

import dev.tablesmith.live.LiveSample;
import dev.tablesmith.model.Table;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The sample Load writes and Verify predicts on, as typed: records to generate per entity (empty: the design's own
 * items and records) and the generator's seed. Both actions read the same fields, so a verify predicts on exactly
 * the items the load wrote.
 */
public final class SampleFields {
    private final StringProperty generate = new SimpleStringProperty("");
    private final StringProperty seed = new SimpleStringProperty("7");

    /**
     * What the fields ask for.
     *
     * @throws IllegalArgumentException with a one-line message naming the field that is not a number
     */
    public Spec read() {
        String count = text(generate);
        Integer records = null;
        if (!count.isEmpty()) {
            try {
                records = Integer.parseInt(count);
            } catch (NumberFormatException e) {
                records = -1;
            }
            if (records < 0) {
                throw new IllegalArgumentException("generate: '" + count + "' is not a number of records per entity "
                        + "(0 or more, or empty for the design's own items)");
            }
        }
        String seedText = text(seed);
        try {
            return new Spec(records, seedText.isEmpty() ? 0L : Long.parseLong(seedText));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("seed: '" + seedText + "' is not a whole number");
        }
    }

    private static String text(StringProperty field) {
        return field.get() == null ? "" : field.get().strip();
    }

    /** Records to generate per entity before Load and Verify; empty for the design's own items. */
    public StringProperty generateProperty() {
        return generate;
    }

    public StringProperty seedProperty() {
        return seed;
    }

    /**
     * A sample request.
     *
     * @param recordsPerEntity records to generate per entity, or null for the design's own
     * @param seed             the generator's seed
     */
    public record Spec(Integer recordsPerEntity, long seed) {
        /** The items, as {@code tablesmith live load --generate N --seed S} writes them (heavy: off the FX thread). */
        public LiveSample of(Table table) {
            return LiveSample.of(table, recordsPerEntity, seed);
        }
    }
}
