package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.KeyOrder;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks DynamoDB makes on a parsed condition before it evaluates anything, in the order it makes them: redundant
 * parentheses, unknown function names, functions in the wrong place, reserved words, path depth, undefined
 * placeholders, operand counts, identical operands, then operand types and BETWEEN bounds. The first problem found
 * is reported with DynamoDB's message.
 */
final class ConditionValidator {
    /** Functions a condition may call, with their operand counts. */
    private static final Map<String, Integer> FUNCTIONS = Map.of("attribute_exists", 1, "attribute_not_exists", 1,
            "attribute_type", 2, "begins_with", 2, "contains", 2, "size", 1);
    /** UpdateExpression functions: known to DynamoDB, but not allowed in a condition. */
    private static final Set<String> UPDATE_FUNCTIONS = Set.of("if_not_exists", "list_append");
    private static final Set<AttributeType> ORDERED = Set.of(AttributeType.S, AttributeType.N, AttributeType.B);
    private static final String VALID_TYPES = "{B,NULL,SS,BOOL,L,BS,N,NS,S,M}";
    /** What DynamoDB names as the type of an attribute_type operand that is a path (it cannot know the type). */
    private static final String ANY_TYPE = "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}";
    /** The IN operator takes at most 100 operands, the left-hand one included. */
    static final int MAX_IN_OPERANDS = 100;

    private final ExpressionKind kind;
    private final List<ConditionNodes.Visit> nodes;

    private ConditionValidator(ExpressionKind kind, Condition root) {
        this.kind = kind;
        this.nodes = ConditionNodes.of(root);
    }

    static void validate(ExpressionKind kind, ConditionParser.Result parsed) {
        if (parsed.redundantParensAt() >= 0) {
            throw new ExpressionException(kind.invalid("The expression has redundant parentheses;"), kind,
                    parsed.redundantParensAt());
        }
        ConditionValidator v = new ConditionValidator(kind, parsed.condition());
        v.functionNames();
        v.functionPlacement();
        PathChecks.reservedWordsAndDepth(kind, ConditionNodes.paths(parsed.condition()));
        v.placeholdersDefined();
        v.operandCounts();
        v.distinctOperands();
        v.operandTypes();
    }

    private ExpressionException fail(String detail, int position) {
        return new ExpressionException(kind.invalid(detail), kind, position);
    }

    private void functionNames() {
        for (ConditionNodes.Visit v : nodes) {
            if (v.node() instanceof FunctionCall f && !FUNCTIONS.containsKey(f.name())
                    && !UPDATE_FUNCTIONS.contains(f.name())) {
                throw fail("Invalid function name; function: " + f.name(), f.position());
            }
        }
    }

    private void functionPlacement() {
        for (ConditionNodes.Visit v : nodes) {
            if (v.node() instanceof FunctionCall f) {
                boolean isSize = f.name().equals("size");
                boolean misplaced = UPDATE_FUNCTIONS.contains(f.name()) || (v.asOperand() != isSize);
                if (misplaced) {
                    throw fail("The function is not allowed to be used this way in an expression; function: "
                            + f.name(), f.position());
                }
            }
        }
    }

    private void placeholdersDefined() {
        for (ConditionNodes.Visit v : nodes) {
            if (v.node() instanceof Operand.Path p) {
                PathChecks.namesDefined(kind, p.path());
            } else if (v.node() instanceof Operand.Value val && val.value() == null) {
                throw fail("An expression attribute value used in expression is not defined; attribute value: "
                        + val.placeholder(), val.position());
            }
        }
    }

    private void operandCounts() {
        for (ConditionNodes.Visit v : nodes) {
            if (v.node() instanceof FunctionCall f && f.arguments().size() != FUNCTIONS.get(f.name())) {
                throw fail("Incorrect number of operands for operator or function; operator or function: " + f.name()
                        + ", number of operands: " + f.arguments().size(), f.position());
            }
            if (v.node() instanceof Condition.In in && in.candidates().size() + 1 > MAX_IN_OPERANDS) {
                throw fail("The IN operator is provided with too many operands; number of operands: "
                        + (in.candidates().size() + 1), in.position());
            }
        }
    }

    private void distinctOperands() {
        for (ConditionNodes.Visit v : nodes) {
            if (v.node() instanceof Condition.Comparison c) {
                requireDistinct(c.comparator().symbol(), c.left(), c.right(), c.position());
            } else if (v.node() instanceof FunctionCall f && f.arguments().size() == 2) {
                requireDistinct(f.name(), f.arguments().get(0), f.arguments().get(1), f.position());
            }
        }
    }

    private void requireDistinct(String operator, Operand first, Operand second, int position) {
        if (first instanceof Operand.Path a && second instanceof Operand.Path b && a.path().samePlaceAs(b.path())) {
            throw fail("The first operand must be distinct from the remaining operands for this operator or "
                    + "function; operator: " + operator + ", first operand: " + a.path().display(), position);
        }
    }

    private void operandTypes() {
        for (ConditionNodes.Visit v : nodes) {
            Object node = v.node();
            if (node instanceof Condition.Comparison c && c.comparator().isOrdering()) {
                requireOrdered(c.comparator().symbol(), c.left());
                requireOrdered(c.comparator().symbol(), c.right());
            } else if (node instanceof Condition.Between b) {
                requireOrdered("BETWEEN", b.operand());
                requireOrdered("BETWEEN", b.lower());
                requireOrdered("BETWEEN", b.upper());
                checkBounds(b);
            } else if (node instanceof FunctionCall f) {
                functionOperandTypes(f);
            }
        }
    }

    private void functionOperandTypes(FunctionCall f) {
        List<Operand> args = f.arguments();
        switch (f.name()) {
            case "attribute_exists":
            case "attribute_not_exists":
                if (!(args.get(0) instanceof Operand.Path)) {
                    throw fail("Operator or function requires a document path; operator or function: " + f.name(),
                            f.position());
                }
                break;
            case "begins_with":
                for (Operand a : args) {
                    AttributeType t = staticType(a);
                    if (t != null && t != AttributeType.S && t != AttributeType.B) {
                        throw wrongType(f.name(), t.name(), a);
                    }
                }
                break;
            case "attribute_type":
                AttributeType t = staticType(args.get(1));
                if (t != AttributeType.S) {
                    throw wrongType(f.name(), t == null ? ANY_TYPE : t.name(), args.get(1));
                }
                String typeName = ((AttributeValue.S) ((Operand.Value) args.get(1)).value()).value();
                if (!isTypeName(typeName)) {
                    throw fail("Invalid attribute type name found; type: " + typeName + ", valid types: "
                            + VALID_TYPES, args.get(1).position());
                }
                break;
            case "size":
                AttributeType st = staticType(args.get(0));
                if (st == AttributeType.N || st == AttributeType.BOOL || st == AttributeType.NULL) {
                    throw wrongType(f.name(), st.name(), args.get(0));
                }
                break;
            default:
                break;
        }
    }

    private static boolean isTypeName(String name) {
        for (AttributeType t : AttributeType.values()) {
            if (t.name().equals(name)) {
                return true;
            }
        }
        return false;
    }

    private void requireOrdered(String operator, Operand operand) {
        AttributeType t = staticType(operand);
        if (t != null && !ORDERED.contains(t)) {
            throw wrongType(operator, t.name(), operand);
        }
    }

    private ExpressionException wrongType(String operator, String type, Operand operand) {
        return fail("Incorrect operand type for operator or function; operator or function: " + operator
                + ", operand type: " + type, operand.position());
    }

    private void checkBounds(Condition.Between b) {
        if (b.lower() instanceof Operand.Value lo && b.upper() instanceof Operand.Value hi) {
            AttributeValue l = lo.value();
            AttributeValue h = hi.value();
            if (l.type() != h.type()) {
                throw fail("The BETWEEN operator requires same data type for lower and upper bounds; lower bound "
                        + "operand: " + ValueDisplay.of(l) + ", upper bound operand: " + ValueDisplay.of(h),
                        b.lower().position());
            }
            if (KeyOrder.compare(l, h) > 0) {
                throw fail("The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                        + "lower bound operand: " + ValueDisplay.of(l) + ", upper bound operand: "
                        + ValueDisplay.of(h), b.lower().position());
            }
        }
    }

    /** The type an operand is known to have before any item is read: a value's type, N for size(), else null. */
    static AttributeType staticType(Operand operand) {
        if (operand instanceof Operand.Value v) {
            return v.value().type();
        }
        if (operand instanceof FunctionCall f && f.name().equals("size")) {
            return AttributeType.N;
        }
        return null;
    }
}
