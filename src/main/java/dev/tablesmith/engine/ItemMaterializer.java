package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
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
import java.util.stream.Stream;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Turns a table's sample data into the items DynamoDB would store.
 *
 * <p>Each entity record becomes one item: its key attributes are rendered from the entity's key templates, and a
 * key with a sparse condition ({@code when}) is written only when the condition holds. A GSI key whose template
 * needs an attribute the record lacks is simply not written, so the item stays out of that index (DynamoDB
 * indexes an item only if it has every key attribute of the index). A record that cannot render its table key
 * cannot be stored at all (PutItem needs the full primary key) and is reported instead.
 *
 * <p>Explicit items are taken as they are and attributed to the entity whose table key templates match their key
 * values; when several match, the most specific (most literal text) wins; when none does, the item belongs to no
 * entity.
 */
public final class ItemMaterializer {
    private final Table table;
    private final Map<String, ScalarType> keyTypes = new HashMap<>();
    private final List<String> tableKeyNames;
    private final Map<String, KeyTemplate> parsedTemplates = new ConcurrentHashMap<>();
    private final Map<String, SparseCondition> parsedConditions = new ConcurrentHashMap<>();
    /** Constant keys (META, PROFILE, OPEN) rendered once and shared by every item. */
    private final Map<String, RenderResult> constants = new ConcurrentHashMap<>();
    /** Each entity's keys, table keys first, by entity name (names are unique within a table). */
    private final Map<String, List<EntityKey>> keyOrder = new ConcurrentHashMap<>();

    public ItemMaterializer(Table table) {
        this.table = table;
        for (KeyAttribute key : table.keyAttributes()) {
            keyTypes.put(key.name(), key.type() == null ? ScalarType.S : key.type());
        }
        this.tableKeyNames = table.keySchema().attributeNames();
    }

    /**
     * The items of the table's entity records and its explicit items, records first (entity order).
     *
     * <p>Tables are immutable, and after an edit the planner, the review, the storage estimate and the item
     * collections all ask for the items of the same {@code Table} instance; the last few answers are kept (softly,
     * so memory pressure drops them) and looked up by identity, so a design with 100,000 records is rendered once
     * per edit rather than once per view.
     */
    public static SampleData materialize(Table table) {
        return RECENT.computeIfAbsent(table, () -> new ItemMaterializer(table).materialize());
    }

    private static final IdentityMemo<Table, SampleData> RECENT = new IdentityMemo<>(3);

    /**
     * The items {@link #materialize(Table)} remembers for exactly this {@code Table} instance, if it does: lets
     * other shared analyses tell the app's shared sample data from a caller's own.
     */
    public static Optional<SampleData> remembered(Table table) {
        return Optional.ofNullable(RECENT.peek(table));
    }

    /**
     * Renders every record, in entity order then record order, then adds the explicit items. Records are rendered
     * in slices of {@value #SLICE} on the common fork-join pool (each record renders on its own; the slices are put
     * back in order), so a design with 100,000 records uses every core.
     */
    public SampleData materialize() {
        List<int[]> slices = new ArrayList<>();
        List<Entity> entities = table.entities();
        for (int e = 0; e < entities.size(); e++) {
            int records = entities.get(e).records().size();
            for (int from = 0; from < records; from += SLICE) {
                slices.add(new int[] {e, from, Math.min(records, from + SLICE)});
            }
        }
        List<SampleData> rendered = (slices.size() > 1 ? slices.parallelStream() : slices.stream())
                .map(slice -> renderSlice(entities.get(slice[0]), slice[1], slice[2])).toList();
        List<SampleItem> items = new ArrayList<>();
        List<MaterializationProblem> problems = new ArrayList<>();
        for (SampleData slice : rendered) {
            items.addAll(slice.items());
            problems.addAll(slice.problems());
        }
        for (int i = 0; i < table.items().size(); i++) {
            Item item = table.items().get(i);
            items.add(new SampleItem(item, attribute(item).orElse(null), SampleItem.Origin.EXPLICIT, i));
        }
        return new SampleData(items, problems);
    }

    /** Records per slice rendered in parallel. */
    private static final int SLICE = 4096;

    private SampleData renderSlice(Entity entity, int from, int to) {
        List<SampleItem> items = new ArrayList<>(to - from);
        List<MaterializationProblem> problems = new ArrayList<>();
        for (int i = from; i < to; i++) {
            int index = i;
            render(entity, i, entity.records().get(i), problems)
                    .ifPresent(item -> items.add(new SampleItem(item, entity.name(), SampleItem.Origin.RECORD,
                            index)));
        }
        return new SampleData(items, problems);
    }

    /** Renders one record of {@code entity} into an item, or reports why it cannot be stored. */
    public Optional<Item> render(Entity entity, int recordIndex, Item record, List<MaterializationProblem> problems) {
        Map<String, AttributeValue> keys = new LinkedHashMap<>();
        for (EntityKey key : orderedKeys(entity)) {
            Optional<AttributeValue> value;
            try {
                if (key.when() != null && !condition(key.when()).test(record::get)) {
                    continue;
                }
                KeyTemplate template = template(key.template());
                RenderResult result = template.isConstant()
                        ? constants.computeIfAbsent(key.template(), t -> template.renderAs(keyTypes.getOrDefault(
                                key.attribute(), ScalarType.S), record::get))
                        : template.renderAs(keyTypes.getOrDefault(key.attribute(), ScalarType.S), record::get);
                value = result instanceof RenderResult.Rendered r ? Optional.of(r.value()) : Optional.empty();
                if (result instanceof RenderResult.Unrenderable u) {
                    boolean tableKey = tableKeyNames.contains(key.attribute());
                    if (tableKey) {
                        problems.add(new MaterializationProblem(entity.name(), recordIndex, key.attribute(),
                                u.message() + " (the item cannot be stored without its full primary key)"));
                        return Optional.empty();
                    }
                    if (u.reason() != RenderResult.Reason.MISSING_ATTRIBUTE) {
                        problems.add(new MaterializationProblem(entity.name(), recordIndex, key.attribute(),
                                u.message() + " (the item is left out of the index)"));
                    }
                }
            } catch (TemplateSyntaxException e) {
                problems.add(new MaterializationProblem(entity.name(), recordIndex, key.attribute(),
                        "column " + e.column() + ": " + e.getMessage()));
                if (tableKeyNames.contains(key.attribute())) {
                    return Optional.empty();
                }
                continue;
            }
            value.ifPresent(v -> keys.put(key.attribute(), v));
        }
        for (String name : tableKeyNames) {
            if (!keys.containsKey(name)) {
                problems.add(new MaterializationProblem(entity.name(), recordIndex, name,
                        "entity " + entity.name() + " has no template for table key " + name
                                + " (the item cannot be stored without its full primary key)"));
                return Optional.empty();
            }
        }
        for (Map.Entry<String, AttributeValue> attribute : record.attributes().entrySet()) {
            Optional<String> refused = numberProblem(attribute.getValue());
            if (refused.isPresent()) {
                problems.add(new MaterializationProblem(entity.name(), recordIndex, attribute.getKey(),
                        refused.get() + " (DynamoDB refuses the item)"));
                return Optional.empty();
            }
        }
        Map<String, AttributeValue> attributes = new LinkedHashMap<>(keys);
        record.attributes().forEach(attributes::putIfAbsent);
        return Optional.of(new Item(attributes));
    }

    /**
     * Why DynamoDB would refuse a number in this value (top level, in a number set, or nested in a list or map):
     * "Number overflow. Attempting to store a number with magnitude larger than supported range" and the other
     * {@link DynamoNumber} texts; a PutItem of such an item is a ValidationException, so the record is no item.
     */
    private static Optional<String> numberProblem(AttributeValue value) {
        if (value instanceof AttributeValue.N n) {
            return DynamoNumber.problem(n.value()).map(p -> "'" + n.value() + "': " + p);
        }
        Stream<AttributeValue> inside = value instanceof AttributeValue.NS ns ? ns.values().stream().map(AttributeValue::n)
                : value instanceof AttributeValue.L l ? l.values().stream()
                : value instanceof AttributeValue.M m ? m.values().values().stream()
                : Stream.empty();
        return inside.map(ItemMaterializer::numberProblem).flatMap(Optional::stream).findFirst();
    }

    private List<EntityKey> orderedKeys(Entity entity) {
        return keyOrder.computeIfAbsent(entity.name(), name -> tableKeysFirst(entity));
    }

    private List<EntityKey> tableKeysFirst(Entity entity) {
        List<EntityKey> ordered = new ArrayList<>();
        for (KeyAttribute key : table.keyAttributes()) {
            entity.key(key.name()).ifPresent(ordered::add);
        }
        for (EntityKey key : entity.keys()) {
            if (!ordered.contains(key)) {
                ordered.add(key);
            }
        }
        return List.copyOf(ordered);
    }

    /** The entity whose table key templates match this explicit item's key values, if any. */
    public Optional<String> attribute(Item item) {
        String best = null;
        int bestSpecificity = -1;
        for (Entity entity : table.entities()) {
            int specificity = specificity(entity, item);
            if (specificity > bestSpecificity) {
                best = entity.name();
                bestSpecificity = specificity;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The number of literal characters the entity's table key templates matched, or -1 when they do not match. */
    private int specificity(Entity entity, Item item) {
        int literals = 0;
        for (String keyName : tableKeyNames) {
            Optional<EntityKey> key = entity.key(keyName);
            AttributeValue value = item.attributes().get(keyName);
            if (key.isEmpty() || value == null) {
                return -1;
            }
            KeyTemplate template;
            try {
                template = template(key.get().template());
            } catch (TemplateSyntaxException e) {
                return -1;
            }
            if (value instanceof AttributeValue.S s) {
                if (template.match(s.value()).isEmpty()) {
                    return -1;
                }
                literals += s.value().length() - template.match(s.value()).get().values().stream()
                        .mapToInt(String::length).sum();
            } else if (!template.isSinglePlaceholder()) {
                return -1;
            }
        }
        return literals;
    }

    private KeyTemplate template(String text) {
        return parsedTemplates.computeIfAbsent(text, KeyTemplate::parse);
    }

    private SparseCondition condition(String text) {
        return parsedConditions.computeIfAbsent(text, SparseCondition::parse);
    }
}
