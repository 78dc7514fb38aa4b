package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Scale estimates from a design's settings, made the way the planner's cost model makes them (see
 * {@code docs/cost-model.md}), for the review rules that need them outside a plan: how many items an entity has,
 * how many distinct values an attribute or a whole key template takes, and how large items and index entries are.
 *
 * <ul>
 *   <li>Item count: the entity's {@code estimatedItemCount}, else the number of its sample items (at least 1).</li>
 *   <li>Distinct values of an attribute: its declared {@code distinctValues}, else the size of its enum, else the
 *       item count of the entity it identifies (the one whose table partition key is built from it alone and whose
 *       sort key is constant), else the entity's own item count.</li>
 *   <li>Distinct values of a key template: 1 for a constant; otherwise the product of its attributes' distinct
 *       values, capped at the entity's item count. Attributes the caller fixes (a pattern's
 *       {@code status = PENDING}) count once.</li>
 *   <li>Sizes: the average, by DynamoDB's size rules ({@link ItemSize}), over the entity's sample items (index
 *       entries after projection); without sample items, attribute names plus typical value sizes (16 bytes of
 *       text, 4 of number, 1 of boolean, 32 of binary, 48 of a document or set) plus 26 bytes per key.</li>
 * </ul>
 */
public final class ScaleEstimates {
    private final Table table;
    private final Map<String, List<Item>> itemsByEntity = new HashMap<>();
    private final Map<String, Double> entrySizes = new HashMap<>();

    public ScaleEstimates(Table table, SampleData sample) {
        this.table = table;
        for (SampleItem item : sample.items()) {
            item.entityName().ifPresent(e -> itemsByEntity.computeIfAbsent(e, k -> new ArrayList<>())
                    .add(item.item()));
        }
    }

    /** The entity's sample items (rendered records and explicit items attributed to it). */
    public List<Item> sampleItems(Entity entity) {
        return itemsByEntity.getOrDefault(entity.name(), List.of());
    }

    /** How many items of the entity the table holds: the estimate, else the sample count, at least 1. */
    public long itemCount(Entity entity) {
        return entity.estimatedItemCount() > 0 ? entity.estimatedItemCount()
                : Math.max(1, sampleItems(entity).size());
    }

    /** Estimated distinct values of one attribute of the entity. */
    public double distinctValues(Entity entity, String attribute) {
        Optional<Attribute> declared = entity.attribute(attribute);
        if (declared.isPresent() && declared.get().distinctValues() != null) {
            return Math.max(1, declared.get().distinctValues());
        }
        if (declared.isPresent() && !declared.get().enumValues().isEmpty()) {
            return declared.get().enumValues().size();
        }
        for (Entity owner : table.entities()) {
            if (identifiedBy(owner, attribute)) {
                return itemCount(owner);
            }
        }
        return itemCount(entity);
    }

    /**
     * Estimated distinct values of the key an entity renders from {@code templates} (several for a
     * multi-attribute GSI key): 1 when every template is constant or only uses {@code fixed} attributes.
     */
    public double distinctKeyValues(Entity entity, Collection<KeyTemplate> templates, Set<String> fixed) {
        Set<String> attributes = new LinkedHashSet<>();
        templates.forEach(t -> attributes.addAll(t.attributeNames()));
        double product = 1;
        for (String attribute : attributes) {
            if (!fixed.contains(attribute)) {
                product *= distinctValues(entity, attribute);
            }
        }
        return attributes.stream().allMatch(fixed::contains) ? 1 : Math.max(1, Math.min(product, itemCount(entity)));
    }

    /** The average size in bytes of the entity's items (keys included). */
    public double averageItemBytes(Entity entity) {
        List<Item> items = sampleItems(entity);
        if (items.isEmpty()) {
            return estimatedBytes(entity, null);
        }
        return items.stream().mapToLong(ItemSize::of).average().orElse(0);
    }

    /** The average size in bytes of the entity's entries in an index, after its projection. */
    public double averageEntryBytes(Entity entity, IndexSpec spec) {
        return entrySizes.computeIfAbsent(entity.name() + "@" + spec.name(), k -> {
            List<Item> items = sampleItems(entity);
            if (items.isEmpty()) {
                return (double) estimatedBytes(entity, spec);
            }
            return IndexView.build(spec, items).collections().stream().flatMap(c -> c.entries().stream())
                    .mapToLong(e -> ItemSize.of(e.projected())).average().orElse(estimatedBytes(entity, spec));
        });
    }

    /** Without samples: names plus typical value sizes of the (projected) attributes, plus 26 bytes per key. */
    private static long estimatedBytes(Entity entity, IndexSpec spec) {
        long bytes = 0;
        for (Attribute a : entity.attributes()) {
            if (spec != null && spec.projection().type() == ProjectionType.KEYS_ONLY) {
                continue;
            }
            if (spec != null && spec.projection().type() == ProjectionType.INCLUDE
                    && !spec.projection().nonKeyAttributes().contains(a.name())) {
                continue;
            }
            bytes += a.name().length() + switch (a.type()) {
                case S -> 16;
                case N -> 4;
                case BOOL, NULL -> 1;
                case B -> 32;
                default -> 48;
            };
        }
        return bytes + entity.keys().size() * 26L;
    }

    /** Whether {@code attribute} identifies items of {@code owner}: its table key is built from it alone. */
    private boolean identifiedBy(Entity owner, String attribute) {
        String pk = table.keySchema().partitionKeyAttribute().name();
        Optional<KeyTemplate> partition = owner.key(pk).flatMap(k -> parse(k.template()));
        if (partition.isEmpty() || !partition.get().attributeNames().equals(List.of(attribute))) {
            return false;
        }
        return table.keySchema().sortKeyAttribute()
                .map(sk -> owner.key(sk.name()).flatMap(k -> parse(k.template())).map(KeyTemplate::isConstant)
                        .orElse(false))
                .orElse(true);
    }

    private static Optional<KeyTemplate> parse(String text) {
        try {
            return Optional.of(KeyTemplate.parse(text));
        } catch (TemplateSyntaxException invalid) {
            return Optional.empty();
        }
    }
}
