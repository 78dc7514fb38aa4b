package dev.tablesmith.engine.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Recursive-descent parser for the condition grammar shared by ConditionExpression, FilterExpression and
 * KeyConditionExpression:
 *
 * <pre>
 * condition  = or EOF
 * or         = and { OR and }
 * and        = not { AND not }
 * not        = NOT not | primary
 * primary    = atom [ comparator operand | BETWEEN operand AND operand | IN '(' operand { ',' operand } ')' ]
 * atom       = '(' or ')' | function | ':value' | path
 * operand    = '(' operand ')' | function | ':value' | path
 * function   = name '(' operand { ',' operand } ')'
 * </pre>
 *
 * NOT may repeat ({@code NOT NOT a < b}): DynamoDB accepts any number (Scylla's
 * test_condition_expression.py, test_update_condition_not, run against DynamoDB: {@code NOT NOT NOT NOT a < b}).
 * A parenthesised atom may hold a condition or a lone operand ({@code (a) = :v}); which one is decided by what
 * follows, so the parser never backtracks. A lone path or value where a condition is required is a syntax error at
 * the token after it, as in DynamoDB. Parentheses directly around parentheses are remembered, because DynamoDB
 * refuses them ("The expression has redundant parentheses;").
 */
final class ConditionParser extends TokenCursor {
    /** DynamoDB's limit on operators and functions in one expression. */
    static final int MAX_OPERATORS = 300;
    /**
     * Parentheses can nest deeper than this only if some are redundant: every level that is not redundant wraps an
     * operator of its own (one more level may wrap a lone operand). The limit also keeps recursion shallow.
     */
    private static final int MAX_PAREN_DEPTH = MAX_OPERATORS + 2;

    private int redundantParensAt = -1;
    private int operators;
    private int depth;

    private ConditionParser(ExpressionKind kind, String text, Placeholders placeholders) {
        super(kind, text, placeholders);
    }

    /** A parsed condition and where its first redundant parentheses are (-1 when there are none). */
    record Result(Condition condition, int redundantParensAt) {
    }

    static Result parse(ExpressionKind kind, String text, Placeholders placeholders) {
        ConditionParser parser = new ConditionParser(kind, text, placeholders);
        Term term = parser.or();
        Condition condition = parser.requireCondition(term);
        if (!parser.peek().is(Token.Type.EOF)) {
            throw parser.syntaxError();
        }
        return new Result(condition, parser.redundantParensAt);
    }

    /** A parsed piece that may be a condition, a lone operand, or a function call (both). */
    private record Term(Object node, int parens) {
        boolean isCondition() {
            return node instanceof Condition;
        }

        boolean isOperand() {
            return node instanceof Operand;
        }
    }

    private Condition requireCondition(Term term) {
        if (!term.isCondition()) {
            throw syntaxError();
        }
        return (Condition) term.node();
    }

    private Term or() {
        Term left = and();
        while (peek().isKeyword("OR")) {
            Condition l = requireCondition(left);
            countOperator();
            next();
            Condition r = requireCondition(and());
            left = new Term(new Condition.Or(l, r, l.position()), 0);
        }
        return left;
    }

    private Term and() {
        Term left = not();
        while (peek().isKeyword("AND")) {
            Condition l = requireCondition(left);
            countOperator();
            next();
            Condition r = requireCondition(not());
            left = new Term(new Condition.And(l, r, l.position()), 0);
        }
        return left;
    }

    private Term not() {
        if (peek().isKeyword("NOT")) {
            countOperator();
            Token not = next();
            Condition c = requireCondition(not());
            return new Term(new Condition.Not(c, not.start()), 0);
        }
        return primary();
    }

    private Term primary() {
        Term atom = atom();
        Token t = peek();
        boolean tail = t.isComparator() || t.isKeyword("BETWEEN") || t.isKeyword("IN");
        if (!tail) {
            return atom;
        }
        if (!atom.isOperand()) {
            throw syntaxError();
        }
        Operand left = (Operand) atom.node();
        countOperator();
        if (t.isComparator()) {
            next();
            Operand right = operand();
            return new Term(new Condition.Comparison(comparator(t), left, right, left.position()), 0);
        }
        if (t.isKeyword("BETWEEN")) {
            next();
            Operand lower = operand();
            if (!peek().isKeyword("AND")) {
                throw syntaxError();
            }
            next();
            Operand upper = operand();
            return new Term(new Condition.Between(left, lower, upper, left.position()), 0);
        }
        next();
        expect(Token.Type.LPAREN);
        List<Operand> candidates = operandList();
        expect(Token.Type.RPAREN);
        return new Term(new Condition.In(left, candidates, left.position()), 0);
    }

    private Term atom() {
        Token t = peek();
        if (t.is(Token.Type.LPAREN)) {
            enterParens(t);
            next();
            Term inner = or();
            expect(Token.Type.RPAREN);
            depth--;
            if (inner.parens() > 0) {
                noteRedundantParens(t);
            }
            return new Term(inner.node(), inner.parens() + 1);
        }
        return new Term(bareOperand(), 0);
    }

    /** An operand, possibly in parentheses; used wherever only an operand may stand. */
    private Operand operand() {
        Token t = peek();
        if (t.is(Token.Type.LPAREN)) {
            enterParens(t);
            next();
            boolean doubled = peek().is(Token.Type.LPAREN);
            Operand inner = operand();
            expect(Token.Type.RPAREN);
            depth--;
            if (doubled) {
                noteRedundantParens(t);
            }
            return inner;
        }
        return bareOperand();
    }

    private Operand bareOperand() {
        Token t = peek();
        if (t.is(Token.Type.VALUE)) {
            next();
            return new Operand.Value(t.text(), placeholders.value(t.text()), t.start());
        }
        if (t.is(Token.Type.IDENT) && !t.isAnyKeyword() && peek(1).is(Token.Type.LPAREN)) {
            return function();
        }
        if (atPathStart()) {
            return new Operand.Path(path(), t.start());
        }
        throw syntaxError();
    }

    private FunctionCall function() {
        countOperator();
        Token name = next();
        expect(Token.Type.LPAREN);
        List<Operand> args = operandList();
        expect(Token.Type.RPAREN);
        return new FunctionCall(name.text(), args, name.start());
    }

    private List<Operand> operandList() {
        List<Operand> list = new ArrayList<>();
        list.add(operand());
        while (peek().is(Token.Type.COMMA)) {
            next();
            list.add(operand());
        }
        return list;
    }

    /** @throws ExpressionException "The expression contains too many operators; operator count: 301" */
    private void countOperator() {
        if (++operators > MAX_OPERATORS) {
            throw new ExpressionException(kind.invalid("The expression contains too many operators; operator count: "
                    + operators), kind, peek().start());
        }
    }

    private void enterParens(Token open) {
        if (++depth > MAX_PAREN_DEPTH) {
            throw new ExpressionException(kind.invalid("The expression has redundant parentheses;"), kind,
                    open.start());
        }
    }

    private void noteRedundantParens(Token open) {
        if (redundantParensAt < 0) {
            redundantParensAt = open.start();
        }
    }

    private static Comparator comparator(Token t) {
        switch (t.type()) {
            case EQ:
                return Comparator.EQ;
            case NE:
                return Comparator.NE;
            case LT:
                return Comparator.LT;
            case LE:
                return Comparator.LE;
            case GT:
                return Comparator.GT;
            default:
                return Comparator.GE;
        }
    }
}
