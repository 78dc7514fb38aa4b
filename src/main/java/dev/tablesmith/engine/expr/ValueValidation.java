package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.DynamoNumber;
import dev.tablesmith.model.AttributeValue;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/** The checks DynamoDB makes on an attribute value it is given: numbers in range, sets not empty nor repeating. */
public final class ValueValidation {
    private ValueValidation() {
    }

    /** Why DynamoDB would refuse this value, in its words, or null when it would take it. */
    public static String problem(AttributeValue value) {
        if (value instanceof AttributeValue.N n) {
            return DynamoNumber.problem(n.value()).orElse(null);
        } else if (value instanceof AttributeValue.NS ns) {
            return numberSetProblem(ns.values());
        } else if (value instanceof AttributeValue.SS ss) {
            if (ss.values().isEmpty()) {
                return "One or more parameter values were invalid: An string set  may not be empty";
            }
            if (new HashSet<>(ss.values()).size() < ss.values().size()) {
                return "One or more parameter values were invalid: Input collection " + ss.values()
                        + " contains duplicates.";
            }
        } else if (value instanceof AttributeValue.BS bs) {
            if (bs.values().isEmpty()) {
                return "One or more parameter values were invalid: Binary sets should not be empty";
            }
            if (new HashSet<>(bs.values()).size() < bs.values().size()) {
                return "One or more parameter values were invalid: Input collection "
                        + bs.values().stream().map(AttributeValue.B::base64).collect(Collectors.joining(", ", "[", "]"))
                        + "of type BS contains duplicates.";
            }
        } else if (value instanceof AttributeValue.L l) {
            for (AttributeValue v : l.values()) {
                String p = problem(v);
                if (p != null) {
                    return p;
                }
            }
        } else if (value instanceof AttributeValue.M m) {
            for (AttributeValue v : m.values().values()) {
                String p = problem(v);
                if (p != null) {
                    return p;
                }
            }
        }
        return null;
    }

    private static String numberSetProblem(List<String> numbers) {
        if (numbers.isEmpty()) {
            return "One or more parameter values were invalid: An number set  may not be empty";
        }
        List<BigDecimal> parsed = new ArrayList<>();
        for (String n : numbers) {
            String p = DynamoNumber.problem(n).orElse(null);
            if (p != null) {
                return p;
            }
            parsed.add(DynamoNumber.parse(n));
        }
        Set<BigDecimal> distinct = new HashSet<>(parsed);
        return distinct.size() < parsed.size() ? "Input collection contains duplicates" : null;
    }
}
