package dev.tablesmith.io.items;

import dev.tablesmith.model.Item;
import java.util.Objects;

/**
 * One write a sample-data file asks for, in file order: a PutItem of an item, a DeleteItem of a key, or an entry that
 * could not be read as either (refused, with the reason).
 *
 * @param kind     what is asked
 * @param table    the table a batch-write file names; null for files that name none (scan, get-item, S3 export)
 * @param item     the item to put, or the key to delete; null when unreadable
 * @param location where the entry is: {@code FILE: /Items/3}, {@code FILE:LINE} (one line of an S3 export)
 * @param reason   why an unreadable entry cannot be read; null otherwise
 */
public record ItemOperation(Kind kind, String table, Item item, String location, String reason) {
    /** What an entry asks DynamoDB to do. */
    public enum Kind { PUT, DELETE, UNREADABLE }

    public ItemOperation {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(location, "location");
    }

    public static ItemOperation put(String table, Item item, String location) {
        return new ItemOperation(Kind.PUT, table, Objects.requireNonNull(item, "item"), location, null);
    }

    public static ItemOperation delete(String table, Item key, String location) {
        return new ItemOperation(Kind.DELETE, table, Objects.requireNonNull(key, "key"), location, null);
    }

    public static ItemOperation unreadable(String table, String location, String reason) {
        return new ItemOperation(Kind.UNREADABLE, table, null, location, Objects.requireNonNull(reason, "reason"));
    }
}
