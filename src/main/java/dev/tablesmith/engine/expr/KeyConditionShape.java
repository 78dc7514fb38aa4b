package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reduces a validated KeyConditionExpression to its simple conditions, one per key attribute, refusing what a key
 * condition may not contain: OR, NOT, IN, {@code <>} and every function but begins_with ("Invalid operator used in
 * KeyConditionExpression: OR"), size() ("KeyConditionExpressions cannot contain nested operations"), nested paths,
 * conditions naming two attributes or none, and two conditions on one attribute ("KeyConditionExpressions must only
 * contain one condition per key"). The walk goes in source order and stops at the first problem.
 */
final class KeyConditionShape {
    private static final ExpressionKind KIND = ExpressionKind.KEY_CONDITION;

    /** One simple condition: {@code attribute operator values}, the attribute written on the left. */
    record Part(String attribute, SortKeyOperator operator, List<AttributeValue> values, int position) {
        AttributeValue value(int i) {
            return values.get(i);
        }
    }

    private final List<Part> parts = new ArrayList<>();
    private final Set<String> seen = new HashSet<>();

    private KeyConditionShape() {
    }

    static List<Part> parts(Condition root) {
        KeyConditionShape shape = new KeyConditionShape();
        shape.walk(root);
        return shape.parts;
    }

    private static ExpressionException fail(String message, int position) {
        return new ExpressionException(message, KIND, position);
    }

    private static ExpressionException invalidOperator(String operator, int position) {
        return fail("Invalid operator used in KeyConditionExpression: " + operator, position);
    }

    private void walk(Condition c) {
        if (c instanceof Condition.And and) {
            walk(and.left());
            walk(and.right());
        } else if (c instanceof Condition.Or or) {
            throw invalidOperator("OR", or.position());
        } else if (c instanceof Condition.Not not) {
            throw invalidOperator("NOT", not.position());
        } else if (c instanceof Condition.In in) {
            throw invalidOperator("IN", in.position());
        } else if (c instanceof Condition.Comparison cmp) {
            if (cmp.comparator() == Comparator.NE) {
                throw invalidOperator("<>", cmp.position());
            }
            simple(cmp.comparator(), null, List.of(cmp.left(), cmp.right()), cmp.position());
        } else if (c instanceof Condition.Between b) {
            if (!(b.operand() instanceof Operand.Path)) {
                throw fail("Invalid condition in KeyConditionExpression: BETWEEN operator must have the key "
                        + "attribute as its first operand", b.position());
            }
            simple(null, SortKeyOperator.BETWEEN, List.of(b.operand(), b.lower(), b.upper()), b.position());
        } else {
            FunctionCall f = (FunctionCall) c;
            if (!f.name().equals("begins_with")) {
                throw invalidOperator(f.name(), f.position());
            }
            if (!(f.arguments().get(0) instanceof Operand.Path)) {
                throw fail("Invalid condition in KeyConditionExpression: begins_with operator must have the key "
                        + "attribute as its first operand", f.position());
            }
            simple(null, SortKeyOperator.BEGINS_WITH, f.arguments(), f.position());
        }
    }

    /** A comparison ({@code comparator} set) or BETWEEN / begins_with ({@code operator} set). */
    private void simple(Comparator comparator, SortKeyOperator operator, List<Operand> operands, int position) {
        String attribute = null;
        int attributeIndex = -1;
        List<AttributeValue> values = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            Operand o = operands.get(i);
            if (o instanceof Operand.Path p) {
                if (attribute != null) {
                    throw fail("Invalid condition in KeyConditionExpression: Multiple attribute names used in one "
                            + "condition", position);
                }
                if (!p.path().isTopLevel()) {
                    throw fail("KeyConditionExpressions cannot have conditions on nested attributes", p.position());
                }
                attribute = p.path().topLevelName();
                attributeIndex = i;
            } else if (o instanceof FunctionCall f) {
                throw fail("KeyConditionExpressions cannot contain nested operations", f.position());
            } else {
                values.add(((Operand.Value) o).value());
            }
        }
        if (attribute == null) {
            throw fail("Invalid condition in KeyConditionExpression: No key attribute specified", position);
        }
        if (!seen.add(attribute)) {
            throw fail(KIND.invalid("KeyConditionExpressions must only contain one condition per key"), position);
        }
        if (comparator != null) {
            operator = SortKeyOperator.of(attributeIndex == 0 ? comparator : comparator.mirrored());
        }
        parts.add(new Part(attribute, operator, values, position));
    }
}
