package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.KeyCondition;
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

    private static final String INVALID = "The provided starting key is invalid";
    private static final String SCHEMA = "The provided key element does not match the schema";

    /**
     * An ExclusiveStartKey as an entry to search for, after checking it against the key schema as DynamoDB does
     * (dynalite test/query.js and test/scan.js, recorded against DynamoDB):
     * <ol>
     * <li>not exactly as many attributes as the table's and the index's key attributes together, or a key attribute
     * of the table or index read missing: "The provided starting key is invalid";</li>
     * <li>a key attribute of the table or index read with the wrong type: "The provided key element does not match
     * the schema";</li>
     * <li>reading an index, a base table key attribute missing or of the wrong type: "The provided starting key is
     * invalid: The provided key element does not match the schema".</li>
     * </ol>
     * Scan words the first case as the third, "The provided starting key is invalid: The provided key element does
     * not match the schema", in 28 of 33 regions (Parity Suite split {@code scan-bad-start-key-message},
     * 2026-10-07; Query answers the short form for the same key, tests/tier3/error-messages/query.test.ts).
     *
     * @param scan whether the key is a Scan's (the long wording of the first case)
     */
    static IndexEntry probe(IndexSpec spec, Map<String, AttributeValue> startKey, boolean scan) {
        Set<String> names = keyNames(spec);
        String invalid = scan ? INVALID + ": " + SCHEMA : INVALID;
        if (startKey.size() != names.size()) {
            throw DynamoDbError.validation(invalid);
        }
        for (KeyAttribute attribute : spec.keySchema().attributes()) {
            AttributeValue value = startKey.get(attribute.name());
            if (value == null) {
                throw DynamoDbError.validation(invalid);
            }
            if (!matches(attribute, value)) {
                throw DynamoDbError.validation(SCHEMA);
            }
        }
        for (KeyAttribute attribute : spec.tableKeys().attributes()) {
            AttributeValue value = startKey.get(attribute.name());
            if (value == null || !matches(attribute, value)) {
                throw DynamoDbError.validation(INVALID + ": " + SCHEMA);
            }
        }
        Item item = new Item(startKey);
        List<AttributeValue> pk = new ArrayList<>();
        spec.keySchema().partitionKey().forEach(k -> pk.add(startKey.get(k.name())));
        List<AttributeValue> sk = new ArrayList<>();
        spec.keySchema().sortKey().forEach(k -> sk.add(startKey.get(k.name())));
        return new IndexEntry(item, item, new KeyValue(pk), List.copyOf(sk));
    }

    private static boolean matches(KeyAttribute attribute, AttributeValue value) {
        if (attribute.type() != null) {
            return value.type() == attribute.type().asAttributeType();
        }
        return value instanceof AttributeValue.S || value instanceof AttributeValue.N
                || value instanceof AttributeValue.B;
    }

    /**
     * Refuses a start key the Query's key condition could not have produced, as DynamoDB does (dynalite
     * test/query.js): with a sort key condition, a start key whose sort key fails it ("The provided starting key
     * does not match the range key predicate"), then one in another partition ("The query can return at most one
     * row and cannot be restarted"); without one, a start key in another partition ("The provided starting key is
     * outside query boundaries based on provided conditions").
     */
    static void requireWithin(KeyCondition condition, IndexEntry probe) {
        if (condition.hasSortCondition()) {
            if (!condition.test(probe.sortKey())) {
                throw DynamoDbError.validation("The provided starting key does not match the range key predicate");
            }
            if (!condition.matchesPartition(probe.partitionKey())) {
                throw DynamoDbError.validation("The query can return at most one row and cannot be restarted");
            }
        } else if (!condition.matchesPartition(probe.partitionKey())) {
            throw DynamoDbError.validation("The provided starting key is outside query boundaries based on "
                    + "provided conditions");
        }
    }
}
