package dev.tablesmith.engine.request;

import dev.tablesmith.model.Item;

/**
 * Why one action of a cancelled transaction did not apply, in the order of the actions: {@code Code} is
 * {@code None} for an action that was fine, {@code ConditionalCheckFailed}, or {@code ValidationError}.
 *
 * @param code    {@code Code}
 * @param message {@code Message}, or null ({@code None} has none)
 * @param item    {@code Item}: the item as it was, when the action asked for ALL_OLD on condition failure; or null
 */
public record CancellationReason(String code, String message, Item item) {
    /** The reason of an action that was fine. */
    public static final CancellationReason NONE = new CancellationReason("None", null, null);
}
