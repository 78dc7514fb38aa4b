package dev.tablesmith.engine.expr;

/** One lexical token of an expression, with its place in the text ({@code start} inclusive, {@code end} exclusive). */
record Token(Type type, String text, int start, int end) {

    enum Type {
        /** A bare word: an attribute name, a function name or a keyword (AND, OR, NOT, BETWEEN, IN). */
        IDENT,
        /** An expression attribute name placeholder: {@code #name}. */
        NAME,
        /** An expression attribute value placeholder: {@code :value}. */
        VALUE,
        /** Decimal digits, valid only as a list index. */
        NUMBER,
        LPAREN, RPAREN, LBRACKET, RBRACKET, COMMA, DOT,
        /** {@code +} and {@code -}: arithmetic in an UpdateExpression's SET action only. */
        PLUS, MINUS,
        EQ, NE, LT, LE, GT, GE,
        /** A character no token starts with. */
        ILLEGAL,
        EOF
    }

    boolean is(Type t) {
        return type == t;
    }

    /** Whether this is the keyword {@code word}; keywords ignore case. */
    boolean isKeyword(String word) {
        return type == Type.IDENT && text.equalsIgnoreCase(word);
    }

    /** Whether this is one of the five keywords the grammar reserves for itself. */
    boolean isAnyKeyword() {
        return isKeyword("AND") || isKeyword("OR") || isKeyword("NOT") || isKeyword("BETWEEN") || isKeyword("IN");
    }

    boolean isComparator() {
        return type == Type.EQ || type == Type.NE || type == Type.LT || type == Type.LE || type == Type.GT
                || type == Type.GE;
    }

    /** The token as DynamoDB names it in a syntax error. */
    String display() {
        return type == Type.EOF ? "<EOF>" : text;
    }
}
