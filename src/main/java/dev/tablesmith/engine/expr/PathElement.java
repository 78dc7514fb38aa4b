package dev.tablesmith.engine.expr;

/** One step of a document path: a map key (attribute name) or a list index. */
public sealed interface PathElement {

    /** 0-based offset of this element in the expression text. */
    int position();

    /**
     * An attribute name or map key, written bare ({@code status}) or through a placeholder ({@code #s}).
     *
     * @param name        the name it stands for, or null when the placeholder is not defined
     * @param placeholder the {@code #name} it was written as, or null when written bare
     */
    record Name(String name, String placeholder, int position) implements PathElement {
        /** Whether it was written as a bare word (bare words are checked against the reserved words). */
        public boolean isBare() {
            return placeholder == null;
        }

        /** How it was written in the expression. */
        public String written() {
            return placeholder == null ? name : placeholder;
        }
    }

    /** A list index, {@code [2]}. */
    record Index(int index, int position) implements PathElement {
    }
}
