package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.Comparison;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Why an item lacks the key attributes of an index, in the design's own words.
 *
 * <p>DynamoDB writes an item to a secondary index only when the item has every key attribute of the index; an item
 * without one is simply not in the index (a sparse index). In a design, an item lacks a key attribute for one of
 * three reasons: its entity writes no template for it, its entity writes it only under a sparse condition the
 * item does not meet, or the template needs an attribute the item does not have. This class names the reason and
 * the item's values it depends on, e.g. {@code missing GSI2PK: status = FULFILLED, so the condition status =
 * PENDING is false}. An item no entity's key templates match keeps the bare {@code missing GSI2PK}.
 */
public final class ExclusionReasons {
    private final Table table;
    private final Function<Item, Optional<String>> entityOf;
    private final Map<String, Optional<SparseCondition>> conditions = new HashMap<>();

    private ExclusionReasons(Table table, Function<Item, Optional<String>> entityOf) {
        this.table = table;
        this.entityOf = entityOf;
    }

    /**
     * The reasons for items of {@code table}'s sample data: each item's entity is the one its record came from
     * (looked up by the table key), else the entity whose table key templates match the item.
     */
    public static ExclusionReasons of(Table table, SampleData sample) {
        List<String> tableKeys = table.keySchema().attributeNames();
        ItemMaterializer matcher = new ItemMaterializer(table);
        Map<KeyValue, String> entities = new HashMap<>();
        boolean[] built = {false};
        return new ExclusionReasons(table, item -> {
            if (!built[0]) { // built on the first question (reason() is synchronized): most views never ask why
                built[0] = true;
                for (SampleItem sampled : sample.items()) {
                    sampled.entityName().ifPresent(e -> entities.putIfAbsent(tableKey(sampled.item(), tableKeys), e));
                }
            }
            String entity = entities.get(tableKey(item, tableKeys));
            return entity != null ? Optional.of(entity) : matcher.attribute(item);
        });
    }

    /** The reasons for any items of {@code table}: an item's entity is the one whose table key templates match it. */
    public static ExclusionReasons of(Table table) {
        ItemMaterializer matcher = new ItemMaterializer(table);
        return new ExclusionReasons(table, matcher::attribute);
    }

    /**
     * Why {@code item} is not in the index of {@code spec}, or empty when it is: each missing key attribute with
     * its cause, then each key attribute of the wrong type (as {@link IndexView#exclusionReason}).
     */
    public synchronized Optional<String> reason(IndexSpec spec, Item item) {
        boolean multiAttribute = spec.keySchema().partitionKey().size() > 1 || spec.keySchema().sortKey().size() > 1;
        return IndexView.exclusionReason(spec, item, missing -> missing(missing, item, multiAttribute));
    }

    /**
     * {@code missing GSI1PK, GSI1SK: CAUSE}, one group per cause, joined by "; ". On a multi-attribute key, the
     * attributes the entity neither has nor writes are one group.
     */
    private String missing(List<String> keys, Item item, boolean multiAttribute) {
        Optional<Entity> entity = entityOf.apply(item).flatMap(table::entity);
        if (entity.isEmpty()) {
            return "missing " + String.join(", ", keys);
        }
        List<String> unwritten = keys.stream()
                .filter(k -> !entity.get().carries(k)).toList();
        Map<String, List<String>> byCause = new LinkedHashMap<>();
        for (String key : keys) {
            // Several key attributes the entity neither has nor writes (a multi-attribute key) are said once.
            String cause = multiAttribute && unwritten.size() > 1 && unwritten.contains(key)
                    ? entity.get().name() + " has none of these attributes and no key template for them"
                    : cause(entity.get(), key, item);
            byCause.computeIfAbsent(cause, c -> new ArrayList<>()).add(key);
        }
        return byCause.entrySet().stream()
                .map(e -> "missing " + String.join(", ", e.getValue()) + (e.getKey().isEmpty() ? "" : ": " + e.getKey()))
                .collect(Collectors.joining("; "));
    }

    private String cause(Entity entity, String keyAttribute, Item item) {
        Optional<EntityKey> key = entity.key(keyAttribute);
        if (key.isEmpty()) {
            // A key attribute may be the item's own attribute (how a multi-attribute GSI key is usually made).
            return entity.attribute(keyAttribute).isPresent()
                    ? keyAttribute + " is an optional attribute of " + entity.name() + " and this item has none"
                    : entity.name() + " has no " + keyAttribute + " template";
        }
        if (key.get().isSparse()) {
            Optional<SparseCondition> condition = condition(key.get().when());
            if (condition.isPresent() && !condition.get().test(item::get)) {
                return values(condition.get(), item) + ", so the condition " + condition.get() + " is false";
            }
        }
        KeyTemplate template;
        try {
            template = KeyTemplate.parse(key.get().template());
        } catch (TemplateSyntaxException e) {
            return "its template " + key.get().template() + " is not valid: " + e.getMessage();
        }
        RenderResult result = template.render(item::get);
        if (result instanceof RenderResult.Unrenderable u) {
            return u.reason() == RenderResult.Reason.MISSING_ATTRIBUTE
                    ? "its template " + template.source() + " needs " + u.attribute() + ", which the item does not have"
                    : "its template " + template.source() + " cannot be rendered: " + u.message();
        }
        return "";
    }

    /** The item's values of the attributes a condition tests: {@code status = FULFILLED, paidAt is not set}. */
    private static String values(SparseCondition condition, Item item) {
        List<String> parts = new ArrayList<>();
        for (String attribute : condition.attributes()) {
            parts.add(item.get(attribute).map(v -> attribute + " = " + AttributeValues.display(v))
                    .orElse(attribute + " is not set"));
        }
        return String.join(", ", parts);
    }

    private Optional<SparseCondition> condition(String text) {
        return conditions.computeIfAbsent(text, t -> {
            try {
                return Optional.of(SparseCondition.parse(t));
            } catch (IllegalArgumentException e) {
                return Optional.empty();
            }
        });
    }

    private static KeyValue tableKey(Item item, List<String> names) {
        List<AttributeValue> parts = new ArrayList<>(names.size());
        for (String name : names) {
            AttributeValue value = item.attributes().get(name);
            parts.add(value == null ? AttributeValue.nul() : value);
        }
        return new KeyValue(parts);
    }
}
