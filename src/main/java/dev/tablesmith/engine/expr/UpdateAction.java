package dev.tablesmith.engine.expr;

/**
 * One action of an UpdateExpression, in the clause it was written in. DynamoDB's four clauses: {@code SET path =
 * value} (a value may be {@code a + b}, {@code a - b}, {@code if_not_exists(path, value)} or
 * {@code list_append(list, list)}), {@code REMOVE path}, {@code ADD path :value} (numbers and sets) and
 * {@code DELETE path :set}.
 */
public sealed interface UpdateAction {

    /** The document path the action writes. */
    DocumentPath path();

    /** The clause keyword: SET, REMOVE, ADD or DELETE. */
    String clause();

    /** {@code SET path = value}. */
    record Set(DocumentPath path, SetValue value) implements UpdateAction {
        @Override
        public String clause() {
            return "SET";
        }
    }

    /** {@code REMOVE path}. */
    record Remove(DocumentPath path) implements UpdateAction {
        @Override
        public String clause() {
            return "REMOVE";
        }
    }

    /** {@code ADD path :value}: adds to a number, or adds members to a set (creating either when missing). */
    record Add(DocumentPath path, Operand.Value value) implements UpdateAction {
        @Override
        public String clause() {
            return "ADD";
        }
    }

    /** {@code DELETE path :set}: removes members from a set (removing the attribute when the set empties). */
    record Delete(DocumentPath path, Operand.Value value) implements UpdateAction {
        @Override
        public String clause() {
            return "DELETE";
        }
    }

    /**
     * The right-hand side of a SET action: one operand (a path, a value, or an {@code if_not_exists} /
     * {@code list_append} call), or two joined by {@code +} or {@code -}.
     *
     * @param left     the first operand
     * @param operator '+' or '-', or 0 when there is only one operand
     * @param right    the second operand, or null
     */
    record SetValue(Operand left, char operator, Operand right) {
        public boolean isArithmetic() {
            return operator != 0;
        }
    }
}
