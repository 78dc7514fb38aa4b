package dev.tablesmith.infer;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Builds one entity from the items attributed to it: its attributes, a key template (and a sparse condition
 * where one is needed) for each key attribute its items hold, and its records.
 *
 * <p>Keys follow DynamoDB's rules: an entity without a template for every table key attribute writes no keys at
 * all (PutItem needs the full primary key), and an entity writes a GSI's key attributes only when it can write all
 * of them (DynamoDB indexes an item only when it has every key attribute of the index).
 *
 * <p>An item becomes a record (its non-key attributes, from which the engine renders the item) only when
 * rendering that record through the entity's templates gives back exactly the sampled item; every other item is
 * kept as it is, as an explicit item of the table, so no sampled item changes.
 */
final class EntityInference {

    /** The entity, the items that stay explicit, and what could not be represented. */
    record Inferred(Entity entity, List<Item> explicitItems, List<String> warnings) {
    }

    private final Table shell;
    private final String name;
    private final List<Item> items;
    private final List<String> warnings = new ArrayList<>();

    private EntityInference(Table shell, String name, List<Item> items) {
        this.shell = shell;
        this.name = name;
        this.items = items;
    }

    static Inferred infer(Table shell, String name, List<Item> items, Optional<String> typeAttribute,
                          long estimatedItemCount) {
        return new EntityInference(shell, name, items).run(typeAttribute, estimatedItemCount);
    }

    private Inferred run(Optional<String> typeAttribute, long estimatedItemCount) {
        Set<String> keyNames = shell.keyAttributes().stream().map(KeyAttribute::name)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        AttributeInference.Declarations declarations = AttributeInference.declare(name, items, keyNames,
                typeAttribute);
        warnings.addAll(declarations.warnings());
        List<Attribute> usable = declarations.attributes().stream()
                .filter(a -> declarations.hasOneType(a.name())).toList();
        Map<String, EntityKey> keys = inferKeys(usable);
        requireTableKey(keys);
        dropIncompleteGsiKeys(keys);
        List<Attribute> attributes = new ArrayList<>(declarations.attributes());
        for (EntityKey key : keys.values()) {
            if (key.template().equals("{" + key.attribute() + "}")) {
                attributes.add(identityAttribute(key.attribute()));
            }
        }
        Entity entity = new Entity(name, "Inferred from " + items.size() + " sampled item"
                + (items.size() == 1 ? "" : "s") + ".", null, attributes, List.copyOf(keys.values()),
                estimatedItemCount, List.of());
        return split(entity);
    }

    private Map<String, EntityKey> inferKeys(List<Attribute> usable) {
        Map<String, EntityKey> keys = new LinkedHashMap<>();
        Set<String> identifiers = new LinkedHashSet<>();
        for (KeyAttribute key : shell.keyAttributes()) {
            List<Item> withKey = items.stream().filter(i -> i.has(key.name())).toList();
            if (withKey.isEmpty()) {
                continue;
            }
            ScalarType type = key.type() == null ? ScalarType.S : key.type();
            TemplateInference.Outcome outcome = TemplateInference.infer(key.name(), type, withKey, usable);
            if (outcome.template().isEmpty()) {
                warnings.add(name + ": no template for " + key.name() + " because " + outcome.reason() + ".");
                continue;
            }
            String template = outcome.template().get();
            List<Item> withoutKey = items.stream().filter(i -> !i.has(key.name())).toList();
            if (shell.keySchema().attributeNames().contains(key.name())) {
                identifiers.addAll(KeyTemplate.parse(template).attributeNames());
            }
            SparseInference.Outcome sparse = SparseInference.infer(template, withKey, withoutKey, usable,
                    identifiers);
            if (sparse.needed() && sparse.when().isEmpty()) {
                warnings.add(name + ": " + withKey.size() + " of " + items.size() + " items have " + key.name()
                        + " and no attribute value tells which, so no sparse condition was inferred; the items"
                        + " without it are kept as explicit items.");
            }
            keys.put(key.name(), new EntityKey(key.name(), template, sparse.when().orElse(null)));
        }
        return keys;
    }

    private void requireTableKey(Map<String, EntityKey> keys) {
        List<String> missing = shell.keySchema().attributeNames().stream().filter(k -> !keys.containsKey(k)).toList();
        if (!missing.isEmpty() && !keys.isEmpty()) {
            warnings.add(name + " writes no key templates, because every item needs the full primary key and there"
                    + " is no template for " + String.join(", ", missing) + "; its items are kept as explicit items.");
            keys.clear();
        }
    }

    private void dropIncompleteGsiKeys(Map<String, EntityKey> keys) {
        Set<String> tableKeys = Set.copyOf(shell.keySchema().attributeNames());
        boolean changed = true;
        while (changed) {
            changed = false;
            for (SecondaryIndex index : shell.globalSecondaryIndexes()) {
                List<String> names = index.keySchema().attributeNames();
                List<String> missing = names.stream().filter(n -> !keys.containsKey(n)).toList();
                List<String> written = names.stream().filter(keys::containsKey).filter(n -> !tableKeys.contains(n))
                        .toList();
                if (missing.isEmpty() || written.isEmpty()) {
                    continue;
                }
                written.forEach(keys::remove);
                changed = true;
                warnings.add(name + ": the template for " + String.join(", ", written) + " is left out because"
                        + " there is none for " + String.join(", ", missing) + ", and DynamoDB indexes an item in "
                        + index.name() + " only when it has all of the index's key attributes.");
            }
        }
    }

    private Attribute identityAttribute(String keyAttribute) {
        ScalarType type = shell.keyAttributes().stream().filter(k -> k.name().equals(keyAttribute)).findFirst()
                .map(KeyAttribute::type).orElse(ScalarType.S);
        List<String> examples = items.stream().map(i -> i.get(keyAttribute)).flatMap(Optional::stream)
                .map(AttributeInference::example).flatMap(Optional::stream).distinct()
                .limit(AttributeInference.MAX_EXAMPLES).toList();
        boolean required = items.stream().allMatch(i -> i.has(keyAttribute));
        return new Attribute(keyAttribute, (type == null ? ScalarType.S : type).asAttributeType(), required, examples,
                null, List.of());
    }

    /** Records for the items the templates reproduce exactly; the rest explicit. */
    private Inferred split(Entity entity) {
        if (entity.keys().isEmpty()) {
            return new Inferred(entity, items, warnings);
        }
        Map<String, Attribute> declared = new HashMap<>();
        entity.attributes().forEach(a -> declared.put(a.name(), a));
        ItemMaterializer materializer = new ItemMaterializer(shell.withEntities(List.of(entity)));
        List<Item> records = new ArrayList<>();
        List<Item> explicit = new ArrayList<>();
        for (Item item : items) {
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            item.attributes().forEach((attribute, value) -> {
                if (declared.containsKey(attribute)) {
                    values.put(attribute, value);
                }
            });
            Item record = new Item(values);
            boolean typesMatch = values.entrySet().stream()
                    .allMatch(e -> declared.get(e.getKey()).type() == e.getValue().type());
            Optional<Item> rendered = typesMatch
                    ? materializer.render(entity, records.size(), record, new ArrayList<>()) : Optional.empty();
            if (rendered.isPresent() && new HashMap<>(rendered.get().attributes()).equals(
                    new HashMap<>(item.attributes()))) {
                records.add(record);
            } else {
                explicit.add(item);
            }
        }
        if (!explicit.isEmpty()) {
            warnings.add(name + ": " + explicit.size() + " of " + items.size() + " items are kept as explicit items"
                    + " because the inferred key templates and attribute types do not reproduce them exactly.");
        }
        return new Inferred(entity.withRecords(records), explicit, warnings);
    }
}
