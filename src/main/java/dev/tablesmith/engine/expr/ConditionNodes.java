package dev.tablesmith.engine.expr;

import java.util.ArrayList;
import java.util.List;

/** Flattens a condition into its nodes in source order, noting whether each stands as an operand or a condition. */
final class ConditionNodes {
    private ConditionNodes() {
    }

    /** A node and the place it stands in: as an operand (of a comparison or function) or as a condition. */
    record Visit(Object node, boolean asOperand) {
    }

    static List<Visit> of(Condition root) {
        List<Visit> visits = new ArrayList<>();
        condition(root, visits);
        return visits;
    }

    private static void condition(Condition c, List<Visit> out) {
        out.add(new Visit(c, false));
        if (c instanceof Condition.And and) {
            condition(and.left(), out);
            condition(and.right(), out);
        } else if (c instanceof Condition.Or or) {
            condition(or.left(), out);
            condition(or.right(), out);
        } else if (c instanceof Condition.Not not) {
            condition(not.condition(), out);
        } else if (c instanceof Condition.Comparison cmp) {
            operand(cmp.left(), out);
            operand(cmp.right(), out);
        } else if (c instanceof Condition.Between b) {
            operand(b.operand(), out);
            operand(b.lower(), out);
            operand(b.upper(), out);
        } else if (c instanceof Condition.In in) {
            operand(in.operand(), out);
            in.candidates().forEach(o -> operand(o, out));
        } else if (c instanceof FunctionCall f) {
            f.arguments().forEach(o -> operand(o, out));
        }
    }

    private static void operand(Operand o, List<Visit> out) {
        out.add(new Visit(o, true));
        if (o instanceof FunctionCall f) {
            f.arguments().forEach(a -> operand(a, out));
        }
    }

    /** Every document path in the condition, in source order. */
    static List<DocumentPath> paths(Condition root) {
        List<DocumentPath> paths = new ArrayList<>();
        for (Visit v : of(root)) {
            if (v.node() instanceof Operand.Path p) {
                paths.add(p.path());
            }
        }
        return paths;
    }
}
