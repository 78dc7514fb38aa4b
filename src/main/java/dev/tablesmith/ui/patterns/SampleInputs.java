package dev.tablesmith.ui.patterns;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.DynamoNumber;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.WriteInputs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The input fields of a pattern's run on sample data: one per equality the caller supplies and one per range
 * bound (two for BETWEEN, named {@code from} and {@code to}), pre-filled with the values the planner's request
 * uses (the pattern's exampleInputs, else a sample item of its entity). Typed values go back into the pattern's
 * exampleInputs, so the planner builds the request with them.
 */
final class SampleInputs {
    private static final Set<String> BOOLEANS = Set.of("true", "false");

    private SampleInputs() {
    }

    /** The fields for a plan; none for a write or for a pattern whose inputs are all constants. */
    static List<RunInput> of(AccessPatternPlan plan, Table table) {
        List<RunInput> inputs = new ArrayList<>();
        AccessPattern p = plan.pattern();
        if (plan.request() == null) {
            return writeInputs(p, table);
        }
        for (Equality equality : p.equalities()) {
            if (!equality.isFixed()) {
                inputs.add(new RunInput(equality.attribute(), equality.attribute(),
                        typeOf(equality.attribute(), p, table), text(plan.inputs().get(equality.attribute()))));
            }
        }
        if (p.range() != null) {
            String attribute = p.range().attribute();
            AttributeType type = typeOf(attribute, p, table);
            List<AttributeValue> values = plan.range();
            if (p.range().operator() == RangeOperator.BETWEEN) {
                inputs.add(new RunInput("from", attribute + " from", type, text(values.isEmpty() ? null
                        : values.get(0))));
                inputs.add(new RunInput("to", attribute + " to", type, text(values.size() < 2 ? null
                        : values.get(1))));
            } else {
                inputs.add(new RunInput(attribute, attribute + " " + p.range().operator().symbol(), type,
                        text(values.isEmpty() ? null : values.get(0))));
            }
        }
        return inputs;
    }

    /**
     * A write pattern's fields: its equalities, then every other input its request needs ({@link WriteInputs}: the
     * key attributes of the items it writes, the placeholders without an example value), then its other example
     * inputs, filled with the examples. A needed attribute without an example takes its value from the first sample
     * record of the pattern's entity that has it (so a new UpdateItem or DeleteItem targets an item that exists); a
     * placeholder without an example starts empty, for the user to type.
     */
    private static List<RunInput> writeInputs(AccessPattern p, Table table) {
        List<RunInput> inputs = new ArrayList<>();
        if (p.write() == null) {
            return inputs;
        }
        Map<String, WriteInputs.Needed> needed = new LinkedHashMap<>();
        WriteInputs.of(table, p).forEach(n -> needed.put(n.name(), n));
        Set<String> names = new java.util.LinkedHashSet<>();
        p.equalities().stream().filter(e -> !e.isFixed()).map(Equality::attribute).forEach(names::add);
        names.addAll(needed.keySet());
        names.addAll(new java.util.TreeSet<>(p.exampleInputs().keySet()));
        for (String name : names) {
            WriteInputs.Needed need = needed.get(name);
            AttributeType type = need != null ? need.type() : typeOf(name, p, table);
            String label = need != null && need.placeholder() ? ":" + name : name;
            String example = p.exampleInputs().get(name);
            if (example == null) {
                example = need != null && need.placeholder() ? "" : sampleValue(name, p, table);
            }
            inputs.add(new RunInput(name, label, type, example));
        }
        return inputs;
    }

    /** The attribute's value in the first sample record of the pattern's entities that has it, as text; or "". */
    private static String sampleValue(String attribute, AccessPattern pattern, Table table) {
        for (String name : pattern.entities()) {
            Optional<Entity> entity = table.entity(name);
            if (entity.isPresent()) {
                for (var record : entity.get().records()) {
                    Optional<AttributeValue> value = record.get(attribute);
                    if (value.isPresent()) {
                        return text(value.get());
                    }
                }
            }
        }
        return "";
    }

    /** Checks each field against its type, sets or clears its message; true when all are valid. */
    static boolean validate(List<RunInput> inputs) {
        boolean valid = true;
        for (RunInput input : inputs) {
            Optional<String> problem = problem(input);
            input.setError(problem.orElse(""));
            valid &= problem.isEmpty();
        }
        return valid;
    }

    /** The pattern with the typed values as its example inputs (other example inputs kept). */
    static AccessPattern withInputs(AccessPattern pattern, List<RunInput> inputs) {
        Map<String, String> examples = new LinkedHashMap<>(pattern.exampleInputs());
        for (RunInput input : inputs) {
            examples.put(input.name(), input.valueProperty().get().trim());
        }
        return new PatternDraft(pattern).exampleInputs(examples).build();
    }

    private static Optional<String> problem(RunInput input) {
        String text = input.valueProperty().get() == null ? "" : input.valueProperty().get().trim();
        if (text.isEmpty()) {
            return Optional.of("Give a value for " + input.label() + ".");
        }
        if (input.type() == AttributeType.N) {
            return DynamoNumber.problem(text).map(p -> input.label() + " is a number (N): " + p);
        }
        if (input.type() == AttributeType.BOOL && !BOOLEANS.contains(text.toLowerCase(Locale.ROOT))) {
            return Optional.of(input.label() + " is a boolean: type true or false.");
        }
        return Optional.empty();
    }

    private static AttributeType typeOf(String attribute, AccessPattern pattern, Table table) {
        for (String name : pattern.entities()) {
            Optional<Attribute> declared = table.entity(name).flatMap(e -> e.attribute(attribute));
            if (declared.isPresent()) {
                return declared.get().type();
            }
        }
        return AttributeType.S;
    }

    private static String text(AttributeValue value) {
        if (value == null) {
            return "";
        }
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        if (value instanceof AttributeValue.Bool b) {
            return String.valueOf(b.value());
        }
        return AttributeValues.display(value);
    }
}
