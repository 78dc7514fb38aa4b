package dev.tablesmith.serve;

/**
 * Told about every request the design endpoint answers, after the response is sent. Called on the endpoint's own
 * threads, possibly several at once: a listener that updates a user interface hands the request to its UI thread.
 */
@FunctionalInterface
public interface TrafficListener {
    TrafficListener NONE = request -> { };

    void served(ServedRequest request);
}
