package dev.tablesmith.planner;

import dev.tablesmith.engine.IdentityMemo;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

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
 *       entries after projection); without sample items, the UTF-8 bytes of each (projected) attribute's name plus
 *       the average size of its examples and enum values by the same rules ({@link ItemSize#ofText}: {@code 12000}
 *       is a 3-byte number, not 5 characters), or a typical size when it has none (16 bytes of text, 4 of number,
 *       1 of boolean, 32 of binary, 48 of a document or set), plus each key: its name's UTF-8 bytes and a typical
 *       value (a 4-byte number for a key the table or an index declares N, else 24 bytes of text).</li>
 * </ul>
 */
public final class ScaleEstimates {
    private static final IdentityMemo<SampleData, ScaleEstimates> RECENT = new IdentityMemo<>(3);

    private final Table table;
    private final Map<String, List<Item>> itemsByEntity = new HashMap<>();
    private final Map<String, List<SampleItem>> samplesByEntity = new HashMap<>();
    private final Map<String, EntryStats> entryStats = new ConcurrentHashMap<>();
    private final Map<String, ItemStats> itemStats = new ConcurrentHashMap<>();
    private final Set<String> numberKeys;

    public ScaleEstimates(Table table, SampleData sample) {
        this.table = table;
        this.numberKeys = numberKeys(table);
        for (SampleItem item : sample.items()) {
            item.entityName().ifPresent(e -> {
                itemsByEntity.computeIfAbsent(e, k -> new ArrayList<>()).add(item.item());
                samplesByEntity.computeIfAbsent(e, k -> new ArrayList<>()).add(item);
            });
        }
    }

    /**
     * The estimates of {@code table} over {@code sample}, shared: the planner, the storage estimate and the review
     * of one design version ask for the same sample (see {@code ItemMaterializer.materialize}), and each average
     * size is then worked out once over its 100,000 items instead of once per asker. Only the sample data
     * {@code ItemMaterializer.materialize} shares is shared here; any other sample gets estimates of its own.
     */
    public static ScaleEstimates of(Table table, SampleData sample) {
        if (ItemMaterializer.remembered(table).orElse(null) != sample) {
            // a caller's own sample (a benchmark, a test): not shared, so it is not kept alive either
            return new ScaleEstimates(table, sample);
        }
        return RECENT.computeIfAbsent(sample, () -> new ScaleEstimates(table, sample));
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
        ItemStats stats = itemStats(entity);
        return stats.largest() == null ? estimatedBytes(entity, null) : stats.bytes() / (double) stats.items();
    }

    /** The entity's largest sample item (the first of equals) and its size in bytes, if it has sample items. */
    public Optional<SizedItem> largestSampleItem(Entity entity) {
        ItemStats stats = itemStats(entity);
        return stats.largest() == null ? Optional.empty() : Optional.of(new SizedItem(stats.largest(),
                stats.largestBytes()));
    }

    /** A sample item with its size by DynamoDB's rules ({@link ItemSize}). */
    public record SizedItem(SampleItem item, long bytes) {
    }

    /** Every size of the entity's items (in {@link #sampleItems} order), in one pass, kept. */
    private ItemStats itemStats(Entity entity) {
        return itemStats.computeIfAbsent(entity.name(), k -> {
            long total = 0;
            long largestBytes = -1;
            SampleItem largest = null;
            List<SampleItem> samples = samplesByEntity.getOrDefault(entity.name(), List.of());
            long[] sizes = new long[samples.size()];
            for (int i = 0; i < sizes.length; i++) {
                SampleItem item = samples.get(i);
                long bytes = ItemSize.of(item.item());
                sizes[i] = bytes;
                total += bytes;
                if (bytes > largestBytes) {
                    largestBytes = bytes;
                    largest = item;
                }
            }
            return new ItemStats(samples.size(), total, largest, largestBytes, sizes);
        });
    }

    private record ItemStats(long items, long bytes, SampleItem largest, long largestBytes, long[] sizes) {
    }

    /**
     * The average size in bytes of the entity's entries in an index, after its projection: over the sample items
     * the index holds (an item without the index's key attributes has no entry).
     */
    public double averageEntryBytes(Entity entity, IndexSpec spec) {
        EntryStats stats = entryStats(entity, spec);
        return stats.entries() == 0 ? estimatedBytes(entity, spec) : stats.bytes() / (double) stats.entries();
    }

    /**
     * The share of the entity's sample items the index holds (0 to 1; a sparse index leaves out the items without
     * its key attributes), or -1 when the entity has no sample items.
     */
    public double sampleShareInIndex(Entity entity, IndexSpec spec) {
        int samples = sampleItems(entity).size();
        return samples == 0 ? -1 : entryStats(entity, spec).entries() / (double) samples;
    }

    /**
     * How many of the entity's sample items the index holds, and their entries' total size: one pass, kept. With
     * the ALL projection an entry is as large as its item, so the item sizes already measured are summed.
     */
    private EntryStats entryStats(Entity entity, IndexSpec spec) {
        return entryStats.computeIfAbsent(entity.name() + "@" + spec.name(), k -> {
            List<Item> items = sampleItems(entity);
            long entries = 0;
            long bytes = 0;
            if (spec.projection().type() == ProjectionType.ALL) {
                long[] sizes = itemStats(entity).sizes();
                Predicate<Item> member = IndexView.membership(spec);
                for (int i = 0; i < items.size(); i++) {
                    if (member.test(items.get(i))) {
                        entries++;
                        bytes += sizes[i];
                    }
                }
                return new EntryStats(entries, bytes);
            }
            ToLongFunction<Item> entrySize = IndexView.entrySizer(spec);
            for (Item item : items) {
                long size = entrySize.applyAsLong(item);
                if (size >= 0) {
                    entries++;
                    bytes += size;
                }
            }
            return new EntryStats(entries, bytes);
        });
    }

    private record EntryStats(long entries, long bytes) {
    }

    /** A typical number: 4 bytes, what a 5- or 6-digit integer costs ({@link ItemSize#numberSize(String)}). */
    static final long TYPICAL_NUMBER_BYTES = ItemSize.numberSize("123456");
    /** A typical key value written as text (with a 2-byte name such as PK, the 26 bytes a key was once taken as). */
    static final long TYPICAL_KEY_TEXT_BYTES = 24;

    /**
     * Without samples: names plus the sizes of the (projected) attributes' known or typical values, plus each key
     * (see the class comment).
     */
    private long estimatedBytes(Entity entity, IndexSpec spec) {
        long bytes = 0;
        for (Attribute a : entity.attributes()) {
            if (spec != null && spec.projection().type() == ProjectionType.KEYS_ONLY) {
                continue;
            }
            if (spec != null && spec.projection().type() == ProjectionType.INCLUDE
                    && !spec.projection().nonKeyAttributes().contains(a.name())) {
                continue;
            }
            bytes += ItemSize.utf8Length(a.name()) + valueBytes(a);
        }
        for (EntityKey key : entity.keys()) {
            bytes += ItemSize.utf8Length(key.attribute())
                    + (numberKeys.contains(key.attribute()) ? TYPICAL_NUMBER_BYTES : TYPICAL_KEY_TEXT_BYTES);
        }
        return bytes;
    }

    /** The average size of an attribute's examples and enum values, or a typical size for its type without any. */
    static long valueBytes(Attribute a) {
        List<String> known = new ArrayList<>(a.examples());
        known.addAll(a.enumValues());
        if (!known.isEmpty()) {
            long total = 0;
            for (String text : known) {
                total += ItemSize.ofText(a.type(), text);
            }
            return Math.round(total / (double) known.size());
        }
        return switch (a.type()) {
            case S -> 16;
            case N -> TYPICAL_NUMBER_BYTES;
            case BOOL, NULL -> 1;
            case B -> 32;
            default -> 48;
        };
    }

    /** The key attributes the table or any of its indexes declares N. */
    private static Set<String> numberKeys(Table table) {
        Set<String> names = new HashSet<>();
        for (IndexSpec spec : IndexSpec.all(table)) {
            spec.keySchema().attributes().stream().filter(k -> k.type() == ScalarType.N)
                    .forEach(k -> names.add(k.name()));
        }
        return names;
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
