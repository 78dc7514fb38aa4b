package dev.tablesmith.template;

import dev.tablesmith.template.ConditionLexer.Kind;
import dev.tablesmith.template.ConditionLexer.Token;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses a sparse condition (an entity key's {@code when}).
 *
 * <pre>
 * condition  := comparison ( AND comparison )*
 * comparison := name '=' value | name '&lt;&gt;' value | name IN '(' value ( ',' value )* ')'
 *             | attribute_exists '(' name ')' | attribute_not_exists '(' name ')'
 * value      := bare-word | 'quoted string' | number
 * </pre>
 *
 * <p>{@code AND} and {@code IN} may be written in any case. Inside quotes, {@code ''} is one quote. There is no
 * {@code OR}, {@code NOT} or parentheses: a sparse key is written while all comparisons hold.
 */
public final class SparseConditionParser {
    private final String text;
    private final List<Token> tokens;
    private int next;

    private SparseConditionParser(String text) {
        this.text = text;
        this.tokens = ConditionLexer.tokens(text);
    }

    /**
     * Parses {@code text}.
     *
     * @throws TemplateSyntaxException with the 1-based column and a one-line message
     */
    public static SparseCondition parse(String text) {
        if (text == null || text.isBlank()) {
            throw new TemplateSyntaxException(1, "empty condition");
        }
        return new SparseConditionParser(text).condition();
    }

    private SparseCondition condition() {
        List<Comparison> comparisons = new ArrayList<>();
        comparisons.add(comparison());
        while (next < tokens.size()) {
            Token token = tokens.get(next);
            if (token.isWord("OR")) {
                throw new TemplateSyntaxException(token.column(),
                        "OR is not supported; a sparse condition joins comparisons with AND");
            }
            if (!token.isWord("AND")) {
                throw new TemplateSyntaxException(token.column(), "expected AND before " + token.shown());
            }
            next++;
            comparisons.add(comparison());
        }
        return new SparseCondition(text, comparisons);
    }

    private Comparison comparison() {
        Token first = take("a comparison");
        if (first.kind() != Kind.WORD || first.isWord("AND")) {
            throw new TemplateSyntaxException(first.column(), "expected an attribute name, found " + first.shown());
        }
        if (peek(Kind.LPAREN)) {
            return function(first);
        }
        Token operator = take("=, <> or IN after '" + first.text() + "'");
        if (operator.kind() == Kind.EQ || operator.kind() == Kind.NE) {
            ComparisonOperator op = operator.kind() == Kind.EQ ? ComparisonOperator.EQ : ComparisonOperator.NE;
            return new Comparison(first.text(), op, List.of(value(operator)), first.column());
        }
        if (operator.isWord("IN")) {
            return in(first);
        }
        throw new TemplateSyntaxException(operator.column(),
                "expected =, <> or IN after '" + first.text() + "', found " + operator.shown());
    }

    private Comparison function(Token name) {
        ComparisonOperator op;
        if (name.isWord("attribute_exists")) {
            op = ComparisonOperator.EXISTS;
        } else if (name.isWord("attribute_not_exists")) {
            op = ComparisonOperator.NOT_EXISTS;
        } else {
            throw new TemplateSyntaxException(name.column(), "unknown function '" + name.text()
                    + "' (known: attribute_exists, attribute_not_exists)");
        }
        next++;
        Token attribute = take("an attribute name in " + op.symbol() + "(...)");
        if (attribute.kind() != Kind.WORD) {
            throw new TemplateSyntaxException(attribute.column(),
                    "expected an attribute name in " + op.symbol() + "(...), found " + attribute.shown());
        }
        expect(Kind.RPAREN, "')' to close " + op.symbol() + "(");
        return new Comparison(attribute.text(), op, List.of(), attribute.column());
    }

    private Comparison in(Token name) {
        Token open = take("'(' after IN");
        if (open.kind() != Kind.LPAREN) {
            throw new TemplateSyntaxException(open.column(), "expected '(' after IN, found " + open.shown());
        }
        List<ConditionValue> values = new ArrayList<>();
        values.add(value(open));
        while (peek(Kind.COMMA)) {
            Token comma = tokens.get(next++);
            values.add(value(comma));
        }
        expect(Kind.RPAREN, "',' or ')' in the IN list");
        return new Comparison(name.text(), ComparisonOperator.IN, values, name.column());
    }

    private ConditionValue value(Token after) {
        Token token = take("a value after '" + after.text() + "'");
        if (token.kind() == Kind.WORD && !token.isWord("AND")) {
            return new ConditionValue(token.text(), false, token.column());
        }
        if (token.kind() == Kind.QUOTED) {
            return new ConditionValue(token.text(), true, token.column());
        }
        throw new TemplateSyntaxException(token.column(),
                "expected a value after '" + after.text() + "', found " + token.shown());
    }

    private void expect(Kind kind, String what) {
        Token token = take(what);
        if (token.kind() != kind) {
            throw new TemplateSyntaxException(token.column(), "expected " + what + ", found " + token.shown());
        }
    }

    private boolean peek(Kind kind) {
        return next < tokens.size() && tokens.get(next).kind() == kind;
    }

    private Token take(String what) {
        if (next >= tokens.size()) {
            throw new TemplateSyntaxException(text.stripTrailing().length() + 1,
                    "expected " + what + " at the end");
        }
        return tokens.get(next++);
    }
}
