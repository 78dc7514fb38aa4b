package dev.tablesmith.engine.expr;

import java.util.List;

/**
 * A parsed condition (ConditionExpression, FilterExpression or KeyConditionExpression). Precedence, as DynamoDB
 * documents it: comparisons, IN, BETWEEN and functions bind tightest, then NOT, then AND, then OR; parentheses
 * override.
 */
public sealed interface Condition
        permits Condition.And, Condition.Or, Condition.Not, Condition.Comparison, Condition.Between, Condition.In,
        FunctionCall {

    /** 0-based offset of the condition in the expression text. */
    int position();

    record And(Condition left, Condition right, int position) implements Condition {
    }

    record Or(Condition left, Condition right, int position) implements Condition {
    }

    record Not(Condition condition, int position) implements Condition {
    }

    record Comparison(Comparator comparator, Operand left, Operand right, int position) implements Condition {
    }

    /** {@code operand BETWEEN lower AND upper}, bounds inclusive. */
    record Between(Operand operand, Operand lower, Operand upper, int position) implements Condition {
    }

    /** {@code operand IN (candidate, ...)}. */
    record In(Operand operand, List<Operand> candidates, int position) implements Condition {
        public In {
            candidates = List.copyOf(candidates);
        }
    }
}
