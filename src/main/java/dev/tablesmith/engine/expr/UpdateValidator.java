package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * The checks DynamoDB makes on a parsed UpdateExpression before it touches an item: function names and placement,
 * reserved words and path depth, undefined placeholders, operand counts, the types of ADD and DELETE values, and
 * document paths that overlap ("Two document paths overlap with each other; must remove or rewrite one of these
 * paths; path one: [a], path two: [a, b]"; the same path twice overlaps too) or conflict ({@code a.b} and
 * {@code a[1]}: "Two document paths conflict with each other; ...").
 */
final class UpdateValidator {
    private static final ExpressionKind KIND = ExpressionKind.UPDATE;
    /** The functions an UpdateExpression may call, with their operand counts. */
    private static final Map<String, Integer> FUNCTIONS = Map.of("if_not_exists", 2, "list_append", 2);
    /** Condition functions: known to DynamoDB, but not allowed in an update. */
    private static final Set<String> CONDITION_FUNCTIONS = Set.of("attribute_exists", "attribute_not_exists",
            "attribute_type", "begins_with", "contains", "size");
    private static final Set<AttributeType> SETS = Set.of(AttributeType.SS, AttributeType.NS, AttributeType.BS);

    private UpdateValidator() {
    }

    /**
     * Runs the checks in DynamoDB's order, as dynalite test/updateItem.js recorded it (older evidence): reserved
     * words (and path depth), function names, a repeated clause, undefined names, undefined values, overlapping then
     * conflicting paths, the types of ADD and DELETE values, and last the operands of each function and of
     * {@code +} and {@code -}, innermost first. So {@code SET c[1].a = a, c = if_not_exists(a)} is the overlap and
     * {@code SET b = list_append(:s, a) ADD x :s} the ADD type error.
     *
     * @param repeatedSection the parser's refusal of a repeated clause, or null
     */
    static void validate(List<UpdateAction> actions, ExpressionException repeatedSection) {
        List<Operand> operands = new ArrayList<>();
        for (UpdateAction a : actions) {
            if (a instanceof UpdateAction.Set set) {
                collect(set.value().left(), operands);
                if (set.value().right() != null) {
                    collect(set.value().right(), operands);
                }
            } else if (a instanceof UpdateAction.Add add) {
                operands.add(add.value());
            } else if (a instanceof UpdateAction.Delete delete) {
                operands.add(delete.value());
            }
        }
        List<DocumentPath> paths = new ArrayList<>();
        actions.forEach(a -> paths.add(a.path()));
        operands.stream().filter(o -> o instanceof Operand.Path).forEach(o -> paths.add(((Operand.Path) o).path()));
        PathChecks.reservedWordsAndDepth(KIND, paths);
        functionNames(operands);
        if (repeatedSection != null) {
            throw repeatedSection;
        }
        paths.forEach(p -> PathChecks.namesDefined(KIND, p));
        for (Operand o : operands) {
            if (o instanceof Operand.Value v && v.value() == null) {
                throw fail("An expression attribute value used in expression is not defined; attribute value: "
                        + v.placeholder(), v.position());
            }
        }
        overlaps(actions);
        for (UpdateAction a : actions) {
            if (a instanceof UpdateAction.Add add && !isAddable(add.value().value())) {
                throw wrongType("ADD", add.value());
            }
            if (a instanceof UpdateAction.Delete delete && !SETS.contains(delete.value().value().type())) {
                throw wrongType("DELETE", delete.value());
            }
        }
        for (UpdateAction a : actions) {
            if (a instanceof UpdateAction.Set set) {
                functionOperands(set.value().left());
                if (set.value().right() != null) {
                    functionOperands(set.value().right());
                }
                if (set.value().isArithmetic()) {
                    requireType(String.valueOf(set.value().operator()), AttributeType.N, set.value().left());
                    requireType(String.valueOf(set.value().operator()), AttributeType.N, set.value().right());
                }
            }
        }
    }

    /**
     * A function's operands, its own inner functions first: the count ("Incorrect number of operands for operator or
     * function; operator or function: if_not_exists, number of operands: 1"), a document path first in
     * {@code if_not_exists}, and the types of values given in the request, which are checked before the item is
     * read: {@code +} and {@code -} take numbers, {@code list_append} lists ("Incorrect operand type for operator or
     * function; operator or function: +, operand type: S"; ScyllaDB
     * test_update_expression.py::test_update_expression_plus_basic, dynalite updateItem.js "incorrect types to
     * functions"). The first operand is reported first. Paths are only known on the item.
     */
    private static void functionOperands(Operand o) {
        if (!(o instanceof FunctionCall f)) {
            return;
        }
        f.arguments().forEach(UpdateValidator::functionOperands);
        if (!isArithmetic(f)) {
            if (f.arguments().size() != FUNCTIONS.get(f.name())) {
                throw fail("Incorrect number of operands for operator or function; operator or function: "
                        + f.name() + ", number of operands: " + f.arguments().size(), f.position());
            }
            if (f.name().equals("if_not_exists") && !(f.arguments().get(0) instanceof Operand.Path)) {
                throw fail("Operator or function requires a document path; operator or function: if_not_exists",
                        f.position());
            }
        }
        if (isArithmetic(f) || f.name().equals("list_append")) {
            AttributeType wanted = isArithmetic(f) ? AttributeType.N : AttributeType.L;
            f.arguments().forEach(arg -> requireType(f.name(), wanted, arg));
        }
    }

    private static void requireType(String operator, AttributeType wanted, Operand operand) {
        if (operand instanceof Operand.Value v && v.value() != null && v.value().type() != wanted) {
            throw fail("Incorrect operand type for operator or function; operator or function: " + operator
                    + ", operand type: " + v.value().type(), v.position());
        }
    }

    private static void collect(Operand o, List<Operand> into) {
        into.add(o);
        if (o instanceof FunctionCall f) {
            f.arguments().forEach(a -> collect(a, into));
        }
    }

    private static void functionNames(List<Operand> operands) {
        for (Operand o : operands) {
            if (!(o instanceof FunctionCall f) || isArithmetic(f)) {
                continue;
            }
            if (CONDITION_FUNCTIONS.contains(f.name())) {
                throw fail("The function is not allowed in an update expression; function: " + f.name(),
                        f.position());
            }
            if (!FUNCTIONS.containsKey(f.name())) {
                throw fail("Invalid function name; function: " + f.name(), f.position());
            }
        }
    }

    static boolean isArithmetic(FunctionCall f) {
        return f.name().equals("+") || f.name().equals("-");
    }

    private static boolean isAddable(AttributeValue value) {
        return value.type() == AttributeType.N || SETS.contains(value.type());
    }

    /**
     * Overlapping paths (one is the other or inside it) are looked for first, then conflicting ones (they part at a
     * step where one takes a map key and the other a list index: {@code a.b} and {@code a[1]}, "Two document paths
     * conflict with each other"); dynalite's updateItem.js shows the overlap reported even when a conflict comes
     * earlier in the expression.
     */
    private static void overlaps(List<UpdateAction> actions) {
        pairs(actions, "overlap", UpdateValidator::overlap);
        pairs(actions, "conflict", UpdateValidator::conflict);
    }

    private static void pairs(List<UpdateAction> actions, String verb,
                              BiPredicate<List<Object>, List<Object>> test) {
        for (int i = 0; i < actions.size(); i++) {
            for (int j = i + 1; j < actions.size(); j++) {
                if (test.test(actions.get(i).path().keys(), actions.get(j).path().keys())) {
                    throw fail("Two document paths " + verb + " with each other; must remove or rewrite one of these "
                            + "paths; path one: " + actions.get(i).path().display() + ", path two: "
                            + actions.get(j).path().display(), actions.get(j).path().elements().get(0).position());
                }
            }
        }
    }

    private static boolean overlap(List<Object> a, List<Object> b) {
        int n = Math.min(a.size(), b.size());
        return a.subList(0, n).equals(b.subList(0, n));
    }

    /** The paths part where one takes a name and the other an index. */
    private static boolean conflict(List<Object> a, List<Object> b) {
        int n = Math.min(a.size(), b.size());
        for (int k = 0; k < n; k++) {
            if (!a.get(k).equals(b.get(k))) {
                return (a.get(k) instanceof String) != (b.get(k) instanceof String);
            }
        }
        return false;
    }

    private static ExpressionException wrongType(String operator, Operand.Value value) {
        return fail("Incorrect operand type for operator or function; operator: " + operator + ", operand type: "
                + longTypeName(value.value().type()), value.position());
    }

    /** DynamoDB's long type names in update-expression messages: STRING, NUMBER, MAP, ... */
    static String longTypeName(AttributeType type) {
        switch (type) {
            case S:
                return "STRING";
            case N:
                return "NUMBER";
            case B:
                return "BINARY";
            case BOOL:
                return "BOOLEAN";
            case NULL:
                return "NULL";
            case L:
                return "LIST";
            case M:
                return "MAP";
            case SS:
                return "STRING_SET";
            case NS:
                return "NUMBER_SET";
            default:
                return "BINARY_SET";
        }
    }

    private static ExpressionException fail(String detail, int position) {
        return new ExpressionException(KIND.invalid(detail), KIND, position);
    }
}
