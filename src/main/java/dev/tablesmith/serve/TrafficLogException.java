package dev.tablesmith.serve;

/** A traffic log line that is not a served request: the message says {@code FILE:LINE: what is wrong}. */
public final class TrafficLogException extends Exception {
    public TrafficLogException(String message) {
        super(message);
    }
}
