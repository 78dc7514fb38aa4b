package dev.tablesmith.engine.expr;

import java.util.Optional;

/**
 * An expression DynamoDB would refuse, with the ValidationException message DynamoDB gives for it (for example
 * {@code Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: status}).
 *
 * <p>Where the problem sits at one place in the expression text, {@link #column()} points at it (1-based), so an
 * editor can underline it; otherwise it is 0.
 */
public final class ExpressionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient ExpressionKind kind;
    private final int position;

    /**
     * @param message  DynamoDB's message, already prefixed where DynamoDB prefixes it
     * @param kind     the expression the problem is in, or null for request-level problems
     * @param position 0-based offset into the expression text, or -1 when the problem has no single place
     */
    public ExpressionException(String message, ExpressionKind kind, int position) {
        super(message);
        this.kind = kind;
        this.position = position;
    }

    /** A request-level problem that belongs to no one expression (unused placeholders, for example). */
    public ExpressionException(String message) {
        this(message, null, -1);
    }

    /** The expression the problem is in, if it belongs to one. */
    public Optional<ExpressionKind> kind() {
        return Optional.ofNullable(kind);
    }

    /** The 1-based column in the expression text where the problem is, or 0 when it has no single place. */
    public int column() {
        return position < 0 ? 0 : position + 1;
    }
}
