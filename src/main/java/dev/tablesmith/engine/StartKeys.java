package dev.tablesmith.engine;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code LastEvaluatedKey} and {@code ExclusiveStartKey}: the table's key attributes plus, for an index, the
 * index's key attributes of the last item a page evaluated.
 */
final class StartKeys {
    private StartKeys() {
    }

    private static Set<String> keyNames(IndexSpec spec) {
        Set<String> names = new LinkedHashSet<>(spec.tableKeys().attributeNames());
        names.addAll(spec.keySchema().attributeNames());
        return names;
    }

    /** The LastEvaluatedKey for a page that stopped after {@code entry}. */
    static Map<String, AttributeValue> lastEvaluatedKey(IndexSpec spec, IndexEntry entry) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : keyNames(spec)) {
            key.put(name, entry.item().attributes().get(name));
        }
        return key;
    }

    /** An ExclusiveStartKey as an entry to search for, after checking it names exactly the right attributes. */
    static IndexEntry probe(IndexSpec spec, Map<String, AttributeValue> startKey) {
        Set<String> names = keyNames(spec);
        if (!startKey.keySet().equals(names)) {
            throw DynamoDbError.validation("The provided starting key is invalid: The provided key element does "
                    + "not match the schema");
        }
        for (KeyAttribute attribute : spec.keySchema().attributes()) {
            AttributeValue value = startKey.get(attribute.name());
            if (attribute.type() != null && value.type() != attribute.type().asAttributeType()) {
                throw DynamoDbError.validation("The provided starting key is invalid: The provided key element "
                        + "does not match the schema");
            }
        }
        Item item = new Item(startKey);
        List<AttributeValue> pk = new ArrayList<>();
        spec.keySchema().partitionKey().forEach(k -> pk.add(startKey.get(k.name())));
        List<AttributeValue> sk = new ArrayList<>();
        spec.keySchema().sortKey().forEach(k -> sk.add(startKey.get(k.name())));
        return new IndexEntry(item, item, new KeyValue(pk), List.copyOf(sk));
    }
}
