package dev.tablesmith.engine.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Reading position in a token list, shared by the condition and projection parsers: syntax errors in DynamoDB's
 * shape, and document path parsing (paths are the same in every expression).
 */
abstract class TokenCursor {
    /** DynamoDB's limit on an expression string, in UTF-8 bytes. */
    static final int MAX_EXPRESSION_BYTES = 4096;

    final ExpressionKind kind;
    final String text;
    final List<Token> tokens;
    final Placeholders placeholders;
    int pos;

    TokenCursor(ExpressionKind kind, String text, Placeholders placeholders) {
        this.kind = kind;
        this.text = text;
        this.placeholders = placeholders;
        checkSize(kind, text);
        this.tokens = ExpressionLexer.tokenize(text);
    }

    /**
     * @throws ExpressionException "The expression can not be empty;" or "Expression size has exceeded the maximum
     *                             allowed size; expression size: 4097"
     */
    static void checkSize(ExpressionKind kind, String text) {
        if (text.isEmpty()) {
            throw new ExpressionException(kind.invalid("The expression can not be empty;"), kind, -1);
        }
        int bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
        if (bytes > MAX_EXPRESSION_BYTES) {
            throw new ExpressionException(kind.invalid(
                    "Expression size has exceeded the maximum allowed size; expression size: " + bytes), kind, -1);
        }
    }

    Token peek() {
        return tokens.get(pos);
    }

    Token peek(int ahead) {
        return tokens.get(Math.min(pos + ahead, tokens.size() - 1));
    }

    Token next() {
        Token t = tokens.get(pos);
        if (t.type() != Token.Type.EOF) {
            pos++;
        }
        return t;
    }

    Token expect(Token.Type type) {
        if (!peek().is(type)) {
            throw syntaxError();
        }
        return next();
    }

    /**
     * A syntax error at the current token, as DynamoDB words it: {@code Syntax error; token: "x", near: "a x b"}, where
     * "near" is the text from the token before to the token after.
     */
    ExpressionException syntaxError() {
        Token bad = tokens.get(pos);
        int from = pos > 0 ? tokens.get(pos - 1).start() : bad.start();
        Token after = pos + 1 < tokens.size() ? tokens.get(pos + 1) : null;
        int to = after != null && !after.is(Token.Type.EOF) ? after.end() : bad.end();
        String near = text.substring(from, Math.max(from, to));
        return new ExpressionException(kind.invalid("Syntax error; token: \"" + bad.display() + "\", near: \""
                + near + "\""), kind, bad.start());
    }

    /** Whether the current token can start a document path. */
    boolean atPathStart() {
        Token t = peek();
        return t.is(Token.Type.NAME) || (t.is(Token.Type.IDENT) && !t.isAnyKeyword());
    }

    /** {@code name ( '.' name | '[' digits ']' )*}, where a name is a bare word or a {@code #placeholder}. */
    DocumentPath path() {
        List<PathElement> elements = new ArrayList<>();
        elements.add(pathName());
        while (true) {
            if (peek().is(Token.Type.DOT)) {
                next();
                elements.add(pathName());
            } else if (peek().is(Token.Type.LBRACKET)) {
                Token open = next();
                Token digits = expect(Token.Type.NUMBER);
                expect(Token.Type.RBRACKET);
                elements.add(new PathElement.Index(listIndex(digits), open.start()));
            } else {
                return new DocumentPath(elements);
            }
        }
    }

    private PathElement.Name pathName() {
        Token t = peek();
        if (t.is(Token.Type.NAME)) {
            next();
            return new PathElement.Name(placeholders.name(t.text()), t.text(), t.start());
        }
        if (t.is(Token.Type.IDENT) && !t.isAnyKeyword()) {
            next();
            return new PathElement.Name(t.text(), null, t.start());
        }
        throw syntaxError();
    }

    /**
     * A list index. DynamoDB refuses one that does not fit an integer (scylladb/scylladb#25947, whose test passes on
     * DynamoDB: "Invalid ProjectionExpression: List index is not within the allowable range; index:
     * [99999999999999]"); the boundary at Java's int range is assumed.
     */
    private int listIndex(Token digits) {
        try {
            return Integer.parseInt(digits.text());
        } catch (NumberFormatException e) {
            throw new ExpressionException(kind.invalid("List index is not within the allowable range; index: ["
                    + digits.text() + "]"), kind, digits.start());
        }
    }
}
