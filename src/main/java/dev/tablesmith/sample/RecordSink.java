package dev.tablesmith.sample;

import dev.tablesmith.model.Item;

/**
 * Receives generated records as they are made, one entity after another in generation order, so that a run of a
 * million records need not hold them: {@link SampleGenerator#stream} keeps only the values that later entities draw
 * from (key values, referenced timestamps, snapshot sources), not the records.
 *
 * <p>A sink may stop the run by throwing an unchecked exception, which {@code stream} passes on unchanged.
 */
public interface RecordSink {
    /** Record number {@code index} (from 0, among this run's new records of {@code entity}). */
    void record(String entity, int index, Item record);

    /** {@code entity} is done: it got {@code records} new records (fewer than asked for on a shortfall). */
    default void entityDone(String entity, int records) {
    }
}
