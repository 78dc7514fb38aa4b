package dev.tablesmith.review;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.RenderResult.Reason;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An entity's sample records ({@code /tables/N/entities/E/records/R}): the values the engine renders items
 * from. Each value belongs to a declared attribute and has its declared type (an N value is a number), every
 * required attribute is present, enum attributes hold one of their values, and the record renders every key it
 * must: its table keys always, an index key whenever its condition holds. A record that cannot render its table
 * key would be an item DynamoDB refuses; one whose pad or date filter refuses a value would be an item whose
 * index key cannot be written.
 */
final class RecordRules implements TableRule {
    /** Render failures already reported by the type checks of attributes and templates. */
    private static final Set<Reason> REPORTED_ELSEWHERE =
            EnumSet.of(Reason.UNSUPPORTED_TYPE, Reason.NOT_A_SINGLE_PLACEHOLDER, Reason.NOT_A_NUMBER);

    @Override
    public void check(TableContext context, List<Problem> problems) {
        List<Entity> entities = context.table().entities();
        for (int e = 0; e < entities.size(); e++) {
            Entity entity = entities.get(e);
            if (entity.records().isEmpty()) {
                continue;
            }
            RecordShape shape = new RecordShape(context, entity);
            JsonPointer records = context.entityPath(e).child("records");
            for (int r = 0; r < entity.records().size(); r++) {
                Item record = entity.records().get(r);
                RecordPath path = new RecordPath(records, r);
                checkValues(context, shape, record, path, problems);
                checkRequired(shape, record, path, problems);
                checkKeysRender(shape, record, path, problems);
            }
        }
    }

    /** A record's pointer, spelled out only when a problem is reported (most records have none). */
    private record RecordPath(JsonPointer records, int index) {
        JsonPointer pointer() {
            return records.child(index);
        }

        String child(String name) {
            return pointer().child(name).toString();
        }

        @Override
        public String toString() {
            return pointer().toString();
        }
    }

    private static void checkValues(TableContext context, RecordShape shape, Item record, RecordPath path,
                                    List<Problem> problems) {
        Entity entity = shape.entity();
        for (Map.Entry<String, AttributeValue> entry : record.attributes().entrySet()) {
            String name = entry.getKey();
            AttributeValue value = entry.getValue();
            Attribute declaration = shape.attribute(name);
            if (declaration == null) {
                problems.add(Problem.at(path.child(name), context.isKeyAttribute(name)
                        ? "'" + name + "' is a key attribute; records hold attribute values only, and keys are"
                                + " rendered from " + entity.name() + "'s key templates"
                        : "record attribute '" + name + "' is not declared by " + entity.name()
                                + NameSuggestions.didYouMean(name, shape.declaredNames())));
                continue;
            }
            if (value.type() != declaration.type()) {
                problems.add(Problem.at(path.child(name), "'" + name + "' is declared " + declaration.type()
                        + " but the record has " + value.type()));
                continue;
            }
            if (value instanceof AttributeValue.N n && !isNumber(n.value())) {
                problems.add(Problem.at(path.child(name), "'" + name + "' is N but " + Echo.quote(n.value())
                        + " is not a number"));
                continue;
            }
            Optional<RecordNumbers.Refusal> refused =
                    RecordNumbers.firstRefused(value, path.pointer().child(name));
            if (refused.isPresent()) {
                problems.add(Problem.at(refused.get().at().toString(), refused.get().message()));
                continue;
            }
            if (!declaration.enumValues().isEmpty()) {
                String text = enumText(value);
                if (text != null && !SparseConditionRules.inEnum(declaration, text)) {
                    problems.add(Problem.at(path.child(name), "'" + text + "' is not one of the values of '"
                            + name + "' (" + String.join(", ", declaration.enumValues()) + ")"));
                }
            }
        }
    }

    private static void checkRequired(RecordShape shape, Item record, RecordPath path, List<Problem> problems) {
        for (Attribute attribute : shape.required()) {
            if (!record.has(attribute.name())) {
                problems.add(Problem.at(path.toString(), "record lacks required attribute '" + attribute.name()
                        + "'"));
            }
        }
    }

    private static void checkKeysRender(RecordShape shape, Item record, RecordPath path, List<Problem> problems) {
        for (RecordShape.KeyToRender key : shape.keys()) {
            if (!key.mayFailFor(record) || !key.appliesTo(record)) {
                continue;
            }
            RenderResult result = key.template().renderAs(key.type(), record::get);
            if (!(result instanceof RenderResult.Unrenderable failure)
                    || REPORTED_ELSEWHERE.contains(failure.reason())) {
                continue;
            }
            String keyAttribute = key.key().attribute();
            if (failure.reason() == Reason.MISSING_ATTRIBUTE) {
                Attribute needed = shape.attribute(failure.attribute());
                boolean required = needed == null || needed.required();
                if (key.tableKey() && !required) {
                    problems.add(Problem.at(path.toString(), "record has no '" + failure.attribute() + "', which "
                            + keyAttribute + "'s template needs; every item needs the table's primary key"));
                }
                continue;
            }
            problems.add(Problem.at(path.child(failure.attribute()),
                    "record cannot render " + keyAttribute + ": " + failure.message()));
        }
    }

    /** The text an enum compares: an S or N value's; null for other types. */
    private static String enumText(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        return null;
    }

    /**
     * Whether an N value is a number. Plain decimals ({@code 42}, {@code -59.90}), nearly every number in sample
     * data, are recognised by their digits; anything else is left to {@link BigDecimal}, which decides.
     */
    static boolean isNumber(String text) {
        if (isPlainDecimal(text)) {
            return true;
        }
        try {
            new BigDecimal(text.trim());
            return true;
        } catch (NumberFormatException notANumber) {
            return false;
        }
    }

    /** Optional minus, digits, and optionally a point followed by digits: text {@link BigDecimal} always reads. */
    static boolean isPlainDecimal(String text) {
        int i = text.startsWith("-") ? 1 : 0;
        int digits = 0;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
            digits++;
        }
        if (digits == 0) {
            return false;
        }
        if (i == text.length()) {
            return true;
        }
        if (text.charAt(i) != '.') {
            return false;
        }
        int fraction = 0;
        for (i++; i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9'; i++) {
            fraction++;
        }
        return fraction > 0 && i == text.length();
    }
}
