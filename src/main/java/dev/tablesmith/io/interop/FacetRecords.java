package dev.tablesmith.io.interop;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Turns an item a Workbench facet holds in its own {@code TableData} into a record of the facet's entity, so the
 * item keeps the facet it came from. DynamoDB itself has no entity types: an explicit sample item is attributed to
 * the entity whose key templates match its keys, and facets that all write their keys as given ({@code PK} =
 * {@code {PK}}) all match every item, so without this every item would show as the first facet.
 *
 * <p>A record holds the entity's attribute values; its key attributes are rendered from the entity's key
 * templates. The item becomes a record only when that is exact: every remaining attribute is declared by the
 * entity with the item's type, every required attribute is present, and rendering the record through the
 * entity's templates gives back the very same item (same attributes, same values). Otherwise it stays an explicit
 * item, as before.
 */
public final class FacetRecords {
    private final Set<String> keyAttributes;
    private final ItemMaterializer materializer;

    /**
     * @param table the table as read so far: its key schema and indexes, and the facet entities
     */
    public FacetRecords(Table table) {
        this.keyAttributes = table.keyAttributes().stream().map(KeyAttribute::name).collect(Collectors.toSet());
        this.materializer = new ItemMaterializer(table);
    }

    /** The record of {@code entity} that renders exactly {@code item}, if there is one. */
    public Optional<Item> record(Entity entity, Item item) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        item.attributes().forEach((name, value) -> {
            if (!keyAttributes.contains(name) || entity.attribute(name).isPresent()) {
                values.put(name, value);
            }
        });
        for (EntityKey key : entity.keys()) {
            if (!placeholderValues(entity, key, item, values)) {
                return Optional.empty();
            }
        }
        Item record = new Item(values);
        if (!declared(entity, record)) {
            return Optional.empty();
        }
        Optional<Item> rendered = materializer.render(entity, 0, record, new ArrayList<>());
        return rendered.filter(r -> new HashMap<>(r.attributes()).equals(new HashMap<>(item.attributes())))
                .map(r -> record);
    }

    /**
     * Adds the values a key holds to {@code values}: {@code USER#u1} under {@code USER#{userId}} gives
     * {@code userId = u1}. A key the item lacks gives nothing (the render check decides whether that is right).
     */
    private boolean placeholderValues(Entity entity, EntityKey key, Item item, Map<String, AttributeValue> values) {
        Optional<AttributeValue> keyValue = item.get(key.attribute());
        if (keyValue.isEmpty() || !(keyValue.get() instanceof AttributeValue.S text)) {
            return true;
        }
        KeyTemplate template;
        try {
            template = KeyTemplate.parse(key.template());
        } catch (TemplateSyntaxException e) {
            return false;
        }
        if (template.isSinglePlaceholder() && template.attributeNames().contains(key.attribute())) {
            return true;
        }
        Optional<Map<String, String>> captured = template.match(text.value());
        if (captured.isEmpty()) {
            return key.when() != null;
        }
        for (Map.Entry<String, String> capture : captured.get().entrySet()) {
            Optional<AttributeType> type = entity.attribute(capture.getKey()).map(Attribute::type);
            if (type.isEmpty() || values.containsKey(capture.getKey())) {
                continue;
            }
            if (type.get() == AttributeType.S) {
                values.put(capture.getKey(), new AttributeValue.S(capture.getValue()));
            } else if (type.get() == AttributeType.N) {
                values.put(capture.getKey(), new AttributeValue.N(capture.getValue()));
            } else {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether an S or N value is one of the attribute's enum values, if it declares any (numbers compared by value),
     * as the design validator requires of records.
     */
    private static boolean inEnum(Attribute attribute, AttributeValue value) {
        if (attribute.enumValues().isEmpty()) {
            return true;
        }
        if (value instanceof AttributeValue.S s) {
            return attribute.enumValues().contains(s.value());
        }
        if (value instanceof AttributeValue.N n) {
            return attribute.enumValues().stream().anyMatch(v -> {
                try {
                    return new BigDecimal(v.trim()).compareTo(new BigDecimal(n.value())) == 0;
                } catch (NumberFormatException notANumber) {
                    return false;
                }
            });
        }
        return true;
    }

    /**
     * Whether every value is declared by the entity with its type (and, for enums, one of its values), and every
     * required attribute is present.
     */
    private static boolean declared(Entity entity, Item record) {
        for (Map.Entry<String, AttributeValue> value : record.attributes().entrySet()) {
            Optional<Attribute> attribute = entity.attribute(value.getKey());
            if (attribute.isEmpty() || attribute.get().type() != value.getValue().type()
                    || !inEnum(attribute.get(), value.getValue())) {
                return false;
            }
        }
        return entity.attributes().stream().filter(Attribute::required).allMatch(a -> record.has(a.name()));
    }
}
