package dev.tablesmith.export;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.planner.AccessPatternPlan;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The inputs of an access pattern as parameters of generated code, and the request's values written in terms of
 * them. The planner fills a request with example inputs ({@code CUST#c1}); here each value is split back into
 * literal text and parameters ({@code "CUST#" + customerId}) by finding the example value of each input in it.
 * A value an input's example does not appear in (a padded or upper-cased copy) stays literal.
 */
final class RequestInputs {
    /** One input: the name code uses and the example value the plan's request was built with. */
    record Input(String name, AttributeValue example) {
    }

    /** A piece of a value: literal text, or the value of an input. */
    record Part(String literal, Input input) {
        boolean isInput() {
            return input != null;
        }
    }

    private final List<Input> inputs = new ArrayList<>();

    RequestInputs(AccessPatternPlan plan) {
        for (Equality equality : plan.pattern().equalities()) {
            AttributeValue value = plan.inputs().get(equality.attribute());
            if (!equality.isFixed() && value != null) {
                inputs.add(new Input(equality.attribute(), value));
            }
        }
        RangeCondition range = plan.pattern().range();
        if (range != null && !plan.range().isEmpty()) {
            if (range.operator() == RangeOperator.BETWEEN && plan.range().size() == 2) {
                inputs.add(new Input(range.attribute() + "From", plan.range().get(0)));
                inputs.add(new Input(range.attribute() + "To", plan.range().get(1)));
            } else {
                inputs.add(new Input(range.attribute(), plan.range().get(0)));
            }
        }
    }

    /** The inputs in the pattern's order: equalities, then the range bounds. */
    List<Input> inputs() {
        return inputs;
    }

    /** The value as literal text and inputs; a non-string value is either one input or one literal. */
    List<Part> parts(AttributeValue value) {
        for (Input input : inputs) {
            if (input.example().equals(value)) {
                return List.of(new Part(null, input));
            }
        }
        String text = text(value);
        if (!(value instanceof AttributeValue.S)) {
            return List.of(new Part(text, null));
        }
        List<Input> byLength = inputs.stream().filter(i -> i.example() instanceof AttributeValue.S)
                .filter(i -> !text(i.example()).isEmpty())
                .sorted(Comparator.comparingInt((Input i) -> text(i.example()).length()).reversed()).toList();
        List<Part> parts = new ArrayList<>();
        split(text, byLength, parts);
        return parts;
    }

    private static void split(String text, List<Input> candidates, List<Part> parts) {
        if (text.isEmpty()) {
            return;
        }
        for (Input input : candidates) {
            String example = text(input.example());
            int at = text.indexOf(example);
            if (at >= 0) {
                split(text.substring(0, at), candidates, parts);
                parts.add(new Part(null, input));
                split(text.substring(at + example.length()), candidates, parts);
                return;
            }
        }
        parts.add(new Part(text, null));
    }

    /** The value's text: a string or number as written, binary as base64, a boolean as true/false. */
    static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        } else if (value instanceof AttributeValue.N n) {
            return n.value();
        } else if (value instanceof AttributeValue.B b) {
            return b.base64();
        } else if (value instanceof AttributeValue.Bool b) {
            return Boolean.toString(b.value());
        }
        return "";
    }

    /** The value as people read it in a document: inputs as {@code <name>}. */
    String readable(AttributeValue value) {
        StringBuilder out = new StringBuilder();
        for (Part part : parts(value)) {
            out.append(part.isInput() ? "<" + part.input().name() + ">" : part.literal());
        }
        return out.toString();
    }
}
