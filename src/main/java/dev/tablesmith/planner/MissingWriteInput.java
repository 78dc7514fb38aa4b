package dev.tablesmith.planner;

/**
 * A write pattern's request cannot be built because an input it needs has no value: a key attribute of an item it
 * writes, or a {@code :placeholder} of one of its expressions. It names the input, so an editor can show the message
 * at that input's field.
 */
public final class MissingWriteInput extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient WriteInputs.Needed needed;

    public MissingWriteInput(WriteInputs.Needed needed) {
        super(needed.missingMessage());
        this.needed = needed;
    }

    /** The input without a value. */
    public WriteInputs.Needed needed() {
        return needed;
    }
}
