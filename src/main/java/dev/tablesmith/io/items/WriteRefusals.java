package dev.tablesmith.io.items;

import dev.tablesmith.engine.ItemRules;
import dev.tablesmith.engine.NestingDepth;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Why DynamoDB would refuse a PutItem or DeleteItem an imported file asks for, in words naming the attribute.
 *
 * <p>A put: {@link ItemRules} (the table's key attributes present with their declared types and not empty, key
 * sizes, index key attributes of the index's type and not empty, numbers DynamoDB stores, sets, attribute names,
 * 400 KB), and documents nested at most {@value NestingDepth#MAX_LEVELS} levels ({@link NestingDepth}). A delete:
 * the key holds exactly the table's key attributes, of their types, not empty ("The provided key element does not
 * match the schema" otherwise; dynalite test/deleteItem.js).
 */
final class WriteRefusals {
    private WriteRefusals() {
    }

    static Optional<String> put(Table table, Item item) {
        Optional<ItemRules.Problem> problem = ItemRules.check(table, item);
        if (problem.isPresent()) {
            ItemRules.Problem p = problem.get();
            boolean named = p.attribute() == null || p.attribute().isEmpty() || p.message().contains(p.attribute());
            return Optional.of(named ? p.message() : p.attribute() + ": " + p.message());
        }
        for (Map.Entry<String, AttributeValue> attribute : item.attributes().entrySet()) {
            int levels = NestingDepth.levels(attribute.getValue());
            if (levels > NestingDepth.MAX_LEVELS) {
                return Optional.of(attribute.getKey() + ": nested " + levels + " levels deep; DynamoDB stores at most "
                        + NestingDepth.MAX_LEVELS);
            }
        }
        return Optional.empty();
    }

    static Optional<String> delete(Table table, Item key) {
        List<KeyAttribute> keys = table.keySchema().attributes();
        String schema = String.join(", ", table.keySchema().attributeNames());
        for (String name : key.attributes().keySet()) {
            if (!table.keySchema().attributeNames().contains(name)) {
                return Optional.of("the key has " + name + ", which is not in the table's primary key (" + schema
                        + "): DynamoDB answers \"The provided key element does not match the schema\"");
            }
        }
        for (KeyAttribute attribute : keys) {
            AttributeValue value = key.attributes().get(attribute.name());
            if (value == null) {
                return Optional.of("the key lacks " + attribute.name() + " of the table's primary key (" + schema
                        + "): DynamoDB answers \"The provided key element does not match the schema\"");
            }
            if (attribute.type() != null && value.type() != attribute.type().asAttributeType()) {
                return Optional.of("key attribute " + attribute.name() + " is of type "
                        + attribute.type().asAttributeType() + ", not " + value.type()
                        + ": DynamoDB answers \"The provided key element does not match the schema\"");
            }
            if ((value instanceof AttributeValue.S s && s.value().isEmpty())
                    || (value instanceof AttributeValue.B b && b.length() == 0)) {
                return Optional.of("key attribute " + attribute.name() + " cannot be empty");
            }
        }
        return Optional.empty();
    }
}
