package dev.tablesmith.template;

/**
 * A key template or sparse condition that cannot be parsed.
 *
 * <p>{@link #getMessage()} is one short line in the user's words, for example
 * <code>unclosed '&#123;' opened at column 6</code> or {@code empty placeholder}. {@link #column()} is the
 * 1-based column in the parsed text where the problem is, so an editor can put the caret there (for an unclosed
 * brace, the column of that brace).
 *
 * <p>It is unchecked, like {@link NumberFormatException}: code that parses text a user typed catches it and
 * shows the message; code that parses text a validated design holds may let it propagate as a bug.
 */
public final class TemplateSyntaxException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int column;

    public TemplateSyntaxException(int column, String message) {
        super(message);
        if (column < 1) {
            throw new IllegalArgumentException("column is 1-based: " + column);
        }
        this.column = column;
    }

    /** The 1-based column of the problem within the parsed text. */
    public int column() {
        return column;
    }

    /** {@code column N: MESSAGE}, for places that show the message without the text beside it. */
    public String describe() {
        return "column " + column + ": " + getMessage();
    }
}
