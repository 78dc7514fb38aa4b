package dev.tablesmith.sample;

/**
 * Hears how far a generation run has got, and can stop it. Called on the generating thread before each entity and
 * every {@value #EVERY} records; returning false stops the run, which then throws
 * {@link java.util.concurrent.CancellationException} and changes nothing (the design is immutable; the records
 * made so far are dropped).
 */
@FunctionalInterface
public interface GenerationProgress {
    /** How many records pass between two reports within one entity. */
    int EVERY = 1_000;

    /** Hears nothing and never stops. */
    GenerationProgress NONE = step -> true;

    /** Reports one step; returns false to stop the run. */
    boolean report(Step step);

    /**
     * Where a run is.
     *
     * @param entity       the entity being generated
     * @param entityNumber its place in the generation order, from 1
     * @param entities     how many entities the run generates
     * @param records      records generated so far, over all entities
     * @param recordsTotal records asked for, over all entities
     */
    record Step(String entity, int entityNumber, int entities, long records, long recordsTotal) {
        /** The share done, 0 to 1, by records. */
        public double fraction() {
            return recordsTotal == 0 ? 1 : Math.min(1, (double) records / recordsTotal);
        }
    }
}
