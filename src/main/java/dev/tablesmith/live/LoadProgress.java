package dev.tablesmith.live;

/** Told after each BatchWriteItem response how far a load has got. Called from the loader's worker threads. */
@FunctionalInterface
public interface LoadProgress {
    /** Does nothing. */
    LoadProgress NONE = (written, total, itemsPerSecond) -> { };

    /**
     * @param written        items DynamoDB has confirmed so far (unprocessed items are not counted)
     * @param total          items to write
     * @param itemsPerSecond written items per second since the load began
     */
    void written(long written, long total, double itemsPerSecond);
}
