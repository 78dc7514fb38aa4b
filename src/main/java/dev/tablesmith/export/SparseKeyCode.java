package dev.tablesmith.export;

import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.Comparison;
import dev.tablesmith.template.ComparisonOperator;
import dev.tablesmith.template.ConditionValue;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.TemplateSegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A sparse key of a written item as code: the key attribute, its value as literal text and inputs (straight from
 * the key template), and its {@code when} condition. DynamoDB puts an item in a GSI only when the item has every key
 * attribute of that index, so a key written only when {@code status = PENDING} holds makes the index hold exactly
 * the pending items; the generated Put writes the key under the same condition, tested on the function's inputs.
 *
 * @param attribute  the key attribute ({@code GSI2PK})
 * @param number     whether the attribute is an N key attribute
 * @param parts      the value as literal text and inputs through the template's filters
 * @param comparisons the condition's comparisons, all of which must hold (AND)
 */
record SparseKeyCode(String attribute, boolean number, List<RequestInputs.Part> parts,
                     List<Comparison> comparisons) {

    /**
     * The key as code, when it has a {@code when} condition the code can test: every placeholder of its template
     * and every attribute of its condition is an input, and the condition compares with text (=, <>, IN) or tests
     * presence (attribute_exists, attribute_not_exists). Empty otherwise (the key is then written as the example's
     * item has it).
     */
    static Optional<SparseKeyCode> of(Table table, EntityKey key, RequestInputs inputs) {
        if (key.when() == null) {
            return Optional.empty();
        }
        SparseCondition condition;
        KeyTemplate template;
        try {
            condition = SparseCondition.parse(key.when());
            template = KeyTemplate.parse(key.template());
        } catch (RuntimeException unparsable) {
            return Optional.empty();
        }
        for (Comparison comparison : condition.comparisons()) {
            if (input(inputs, comparison.attribute()).isEmpty()
                    || comparison.values().stream().anyMatch(ConditionValue::isNumber)
                    || comparison.operator() != ComparisonOperator.EQ && comparison.operator() != ComparisonOperator.NE
                    && comparison.operator() != ComparisonOperator.IN && comparison.operator() != ComparisonOperator.EXISTS
                    && comparison.operator() != ComparisonOperator.NOT_EXISTS) {
                return Optional.empty();
            }
        }
        List<RequestInputs.Part> parts = new ArrayList<>();
        for (TemplateSegment segment : template.segments()) {
            if (segment instanceof TemplateSegment.Literal literal) {
                parts.add(new RequestInputs.Part(literal.text(), null, List.of()));
            } else {
                TemplateSegment.Placeholder placeholder = (TemplateSegment.Placeholder) segment;
                Optional<RequestInputs.Input> input = input(inputs, placeholder.attribute());
                if (input.isEmpty()) {
                    return Optional.empty();
                }
                parts.add(new RequestInputs.Part(null, input.get(), placeholder.filters()));
            }
        }
        boolean number = table.keyAttributes().stream().filter(a -> a.name().equals(key.attribute()))
                .map(KeyAttribute::type).anyMatch(t -> t == ScalarType.N);
        return Optional.of(new SparseKeyCode(key.attribute(), number, parts, condition.comparisons()));
    }

    private static Optional<RequestInputs.Input> input(RequestInputs inputs, String attribute) {
        return inputs.inputs().stream().filter(i -> i.name().equals(attribute)).findFirst();
    }
}
