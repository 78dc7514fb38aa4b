package dev.tablesmith.engine.expr;

import java.util.stream.Collectors;

/**
 * Writes a condition back as text with every AND, OR and NOT in parentheses, so that a user (or a test) can see how
 * DynamoDB groups an expression: {@code a = :x OR b = :y AND NOT c = :z} reads
 * {@code (a = :x OR (b = :y AND (NOT c = :z)))}. Paths and placeholders appear as written.
 */
final class ConditionRenderer {
    private ConditionRenderer() {
    }

    static String render(Condition c) {
        if (c instanceof Condition.And and) {
            return "(" + render(and.left()) + " AND " + render(and.right()) + ")";
        }
        if (c instanceof Condition.Or or) {
            return "(" + render(or.left()) + " OR " + render(or.right()) + ")";
        }
        if (c instanceof Condition.Not not) {
            return "(NOT " + render(not.condition()) + ")";
        }
        if (c instanceof Condition.Comparison cmp) {
            return operand(cmp.left()) + " " + cmp.comparator().symbol() + " " + operand(cmp.right());
        }
        if (c instanceof Condition.Between b) {
            return operand(b.operand()) + " BETWEEN " + operand(b.lower()) + " AND " + operand(b.upper());
        }
        if (c instanceof Condition.In in) {
            return operand(in.operand()) + " IN (" + in.candidates().stream().map(ConditionRenderer::operand)
                    .collect(Collectors.joining(", ")) + ")";
        }
        return operand((FunctionCall) c);
    }

    static String operand(Operand o) {
        if (o instanceof Operand.Path p) {
            return p.path().expressionText();
        }
        if (o instanceof Operand.Value v) {
            return v.placeholder();
        }
        FunctionCall f = (FunctionCall) o;
        return f.name() + "(" + f.arguments().stream().map(ConditionRenderer::operand)
                .collect(Collectors.joining(", ")) + ")";
    }
}
