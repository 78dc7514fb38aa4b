package dev.tablesmith.engine.expr;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Recursive-descent parser for DynamoDB's UpdateExpression:
 *
 * <pre>
 * update   = clause { clause } EOF
 * clause   = SET set { ',' set } | REMOVE path { ',' path } | ADD path ':v' { ',' path ':v' }
 *          | DELETE path ':v' { ',' path ':v' }
 * set      = path '=' value
 * value    = operand [ ('+' | '-') operand ]
 * operand  = '(' value ')' | function | ':v' | path
 * function = name '(' operand { ',' operand } ')'
 * </pre>
 *
 * Clause keywords ignore case. Each clause may appear once: a second one is refused with DynamoDB's text
 * {@code The "SET" section can only be used once in an update expression;}. That refusal is not thrown while
 * parsing but handed to {@link UpdateValidator}, because DynamoDB reports a reserved word or an unknown function
 * ahead of it (dynalite test/updateItem.js "reserved keywords", "invalid functions").
 */
final class UpdateParser extends TokenCursor {
    private static final Set<String> CLAUSES = Set.of("SET", "REMOVE", "ADD", "DELETE");

    private final List<UpdateAction> actions = new ArrayList<>();
    private final Set<String> seen = new TreeSet<>();
    private ExpressionException repeatedSection;

    /** The actions, and the refusal of the first repeated clause (null when none repeats). */
    record Result(List<UpdateAction> actions, ExpressionException repeatedSection) {
    }

    private UpdateParser(String text, Placeholders placeholders) {
        super(ExpressionKind.UPDATE, text, placeholders);
    }

    static Result parse(String text, Placeholders placeholders) {
        UpdateParser parser = new UpdateParser(text, placeholders);
        do {
            parser.clause();
        } while (!parser.peek().is(Token.Type.EOF));
        return new Result(List.copyOf(parser.actions), parser.repeatedSection);
    }

    private boolean atClause() {
        Token t = peek();
        return t.is(Token.Type.IDENT) && CLAUSES.contains(t.text().toUpperCase(Locale.ROOT));
    }

    private void clause() {
        if (!atClause()) {
            throw syntaxError();
        }
        Token keyword = next();
        String clause = keyword.text().toUpperCase(Locale.ROOT);
        if (!seen.add(clause) && repeatedSection == null) {
            repeatedSection = new ExpressionException(kind.invalid("The \"" + clause
                    + "\" section can only be used once in an update expression;"), kind, keyword.start());
        }
        do {
            actions.add(action(clause));
        } while (peek().is(Token.Type.COMMA) && next() != null);
    }

    private UpdateAction action(String clause) {
        DocumentPath path = target();
        switch (clause) {
            case "SET":
                expect(Token.Type.EQ);
                return new UpdateAction.Set(path, value());
            case "REMOVE":
                return new UpdateAction.Remove(path);
            case "ADD":
                return new UpdateAction.Add(path, valuePlaceholder());
            default:
                return new UpdateAction.Delete(path, valuePlaceholder());
        }
    }

    private DocumentPath target() {
        if (!atPathStart() || atClause()) {
            throw syntaxError();
        }
        return path();
    }

    private Operand.Value valuePlaceholder() {
        Token t = peek();
        if (!t.is(Token.Type.VALUE)) {
            throw syntaxError();
        }
        next();
        return new Operand.Value(t.text(), placeholders.value(t.text()), t.start());
    }

    private UpdateAction.SetValue value() {
        Operand left = operand();
        Token op = peek();
        if (op.is(Token.Type.PLUS) || op.is(Token.Type.MINUS)) {
            next();
            Operand right = operand();
            return new UpdateAction.SetValue(left, op.is(Token.Type.PLUS) ? '+' : '-', right);
        }
        return new UpdateAction.SetValue(left, (char) 0, null);
    }

    private Operand operand() {
        Token t = peek();
        if (t.is(Token.Type.LPAREN)) {
            next();
            UpdateAction.SetValue inner = value();
            expect(Token.Type.RPAREN);
            if (inner.isArithmetic()) {
                return new FunctionCall(String.valueOf(inner.operator()), List.of(inner.left(), inner.right()),
                        inner.left().position());
            }
            return inner.left();
        }
        if (t.is(Token.Type.VALUE)) {
            next();
            return new Operand.Value(t.text(), placeholders.value(t.text()), t.start());
        }
        if (t.is(Token.Type.IDENT) && peek(1).is(Token.Type.LPAREN)) {
            Token name = next();
            expect(Token.Type.LPAREN);
            List<Operand> args = new ArrayList<>();
            args.add(operand());
            while (peek().is(Token.Type.COMMA)) {
                next();
                args.add(operand());
            }
            expect(Token.Type.RPAREN);
            return new FunctionCall(name.text(), args, name.start());
        }
        if (atPathStart()) {
            return new Operand.Path(path(), t.start());
        }
        throw syntaxError();
    }
}
