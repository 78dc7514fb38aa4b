package dev.tablesmith.engine;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The checks DynamoDB makes on an item it is about to store, with its ValidationException texts: the table's key
 * attributes present with their declared types and not empty; any index key attribute the item has of the index's
 * declared type and not empty; at most 400 KB.
 */
final class WriteChecks {
    private static final String INVALID = "One or more parameter values were invalid: ";

    private WriteChecks() {
    }

    /** A PutItem item: "Missing the key PK in the item", "Type mismatch for key PK expected: S actual: N". */
    static void tableKeys(Table table, Item item) {
        for (KeyAttribute key : table.keySchema().attributes()) {
            AttributeValue value = item.attributes().get(key.name());
            if (value == null) {
                throw DynamoDbError.validation(INVALID + "Missing the key " + key.name() + " in the item");
            }
            if (key.type() != null && value.type() != key.type().asAttributeType()) {
                throw DynamoDbError.validation(INVALID + "Type mismatch for key " + key.name() + " expected: "
                        + key.type().asAttributeType() + " actual: " + value.type());
            }
            if (isEmpty(value)) {
                throw emptyTableKey(key, value);
            }
            boolean partition = table.keySchema().partitionKey().contains(key);
            KeyValue.problem(key.name(), value, partition).ifPresent(message -> {
                throw DynamoDbError.validation(message); // 2048 bytes for a partition key, 1024 for a sort key
            });
        }
    }

    /**
     * The check on a transaction's Put item that refuses the whole request rather than cancel it: an empty string or
     * binary in a table or index key attribute of the declared type (Parity Suite transactWriteItems.test.ts,
     * transactIndexKeys.test.ts: "top-level ValidationException", AWS eu-west-2). A missing table key attribute and a
     * wrong type are left to {@link #tableKeys} and {@link #indexKeys}, whose refusal cancels the transaction.
     */
    static void emptyKeys(Table table, Item item) {
        for (KeyAttribute key : table.keySchema().attributes()) {
            AttributeValue value = item.attributes().get(key.name());
            if (value != null && ofDeclaredType(key, value) && isEmpty(value)) {
                throw emptyTableKey(key, value);
            }
        }
        for (SecondaryIndex index : byName(table)) {
            for (KeyAttribute key : index.keySchema().attributes()) {
                AttributeValue value = item.attributes().get(key.name());
                if (value != null && ofDeclaredType(key, value) && isEmpty(value)) {
                    throw emptyIndexKey(index, key, value);
                }
            }
        }
    }

    private static boolean ofDeclaredType(KeyAttribute key, AttributeValue value) {
        return key.type() == null || value.type() == key.type().asAttributeType();
    }

    private static DynamoDbError emptyTableKey(KeyAttribute key, AttributeValue value) {
        return DynamoDbError.validation("One or more parameter values are not valid. The AttributeValue for a key "
                + "attribute cannot contain an empty " + emptyKind(value) + " value. Key: " + key.name());
    }

    private static DynamoDbError emptyIndexKey(SecondaryIndex index, KeyAttribute key, AttributeValue value) {
        return DynamoDbError.validation("One or more parameter values are not valid. A value specified for a "
                + "secondary index key is not supported. The AttributeValue for a key attribute cannot contain an "
                + "empty " + emptyKind(value) + " value. IndexName: " + index.name() + ", IndexKey: " + key.name());
    }

    /** "string" or "binary", as DynamoDB's empty-value texts name them (Parity Suite, empty-binary cases). */
    private static String emptyKind(AttributeValue value) {
        return value instanceof AttributeValue.B ? "binary" : "string";
    }

    /**
     * Index key attributes of the item as it will be stored: "Type mismatch for Index Key GSI1PK Expected: S Actual:
     * N IndexName: GSI1", or the empty-value text naming the index.
     */
    static void indexKeys(Table table, Item item) {
        forEachIndexKey(table, item, (index, key, value) -> {
            if (key.type() != null && value.type() != key.type().asAttributeType()) {
                throw typeMismatch(index, key, value);
            }
            if (isEmpty(value)) {
                throw emptyIndexKey(index, key, value);
            }
        });
    }

    /** One index key attribute the item holds, with the index it keys. */
    private interface IndexKeyCheck {
        void check(SecondaryIndex index, KeyAttribute key, AttributeValue value);
    }

    /** Runs {@code check} on every index key attribute the item holds, indexes in name order. */
    private static void forEachIndexKey(Table table, Item item, IndexKeyCheck check) {
        for (SecondaryIndex index : byName(table)) {
            for (KeyAttribute key : index.keySchema().attributes()) {
                AttributeValue value = item.attributes().get(key.name());
                if (value != null) {
                    check.check(index, key, value);
                }
            }
        }
    }

    /**
     * Index key attributes of the item an UpdateItem leaves. A wrong type the request stated ({@code SET GSI1PK = :n})
     * gets PutItem's text (Parity Suite transactIndexKeys.test.ts, captured on AWS; dynalite updateItem.js "wrong
     * type on index"); one copied from the item ({@code SET GSI1PK = other}) "The update expression attempted to
     * update the secondary index key to unsupported type" (dynalite updateItem.js "update existing index"; also in
     * the TransactionCanceledException reference). An empty string or binary gets {@link #emptyIndexKeyByUpdate}.
     */
    static void updatedIndexKeys(Table table, Item item, Set<String> requestTyped) {
        forEachIndexKey(table, item, (index, key, value) -> {
            if (key.type() != null && value.type() != key.type().asAttributeType()) {
                if (requestTyped.contains(key.name())) {
                    throw typeMismatch(index, key, value);
                }
                throw DynamoDbError.validation("The update expression attempted to update the secondary index key "
                        + "to unsupported type");
            }
            if (isEmpty(value)) {
                throw emptyIndexKeyByUpdate(value);
            }
        });
    }

    /**
     * Index key attributes an UpdateExpression gives a type of its own ({@code SET GSI1PK = :n}, {@code SET GSI1PK =
     * a + :n}, {@code ADD GSI1PK :n}), checked against the index key type before the update is applied to the item,
     * so the mismatch is reported ahead of a missing attribute or a wrong operand met while applying it (dynalite
     * test/updateItem.js "wrong type on index": {@code set e = c[1], c = a + :a} on a missing item). The text is
     * PutItem's: "One or more parameter values were invalid: Type mismatch for Index Key GSI1PK Expected: S Actual:
     * N IndexName: GSI1".
     */
    static void statedIndexKeyTypes(Table table, Map<String, AttributeType> stated) {
        for (SecondaryIndex index : byName(table)) {
            for (KeyAttribute key : index.keySchema().attributes()) {
                AttributeType type = stated.get(key.name());
                if (type != null && key.type() != null && type != key.type().asAttributeType()) {
                    throw typeMismatch(index, key, type);
                }
            }
        }
    }

    /**
     * Index key attributes an UpdateExpression sets straight to a request value, checked before the item is read:
     * an empty string or binary is refused for the whole request, even inside a transaction (Parity Suite
     * transactIndexKeys.test.ts "Update empty-string index key", captured on AWS eu-west-2).
     */
    static void indexKeyRequestValues(Table table, Map<String, AttributeValue> values) {
        for (SecondaryIndex index : byName(table)) {
            for (KeyAttribute key : index.keySchema().attributes()) {
                AttributeValue value = values.get(key.name());
                if (value != null && (key.type() == null || value.type() == key.type().asAttributeType())
                        && isEmpty(value)) {
                    throw emptyIndexKeyByUpdate(value);
                }
            }
        }
    }

    private static DynamoDbError emptyIndexKeyByUpdate(AttributeValue value) {
        return DynamoDbError.validation("One or more parameter values are not valid. The update expression attempted "
                + "to update a secondary index key to a value that is not supported. The AttributeValue for a key "
                + "attribute cannot contain an empty " + emptyKind(value) + " value.");
    }

    private static DynamoDbError typeMismatch(SecondaryIndex index, KeyAttribute key, AttributeValue value) {
        return typeMismatch(index, key, value.type());
    }

    private static DynamoDbError typeMismatch(SecondaryIndex index, KeyAttribute key, AttributeType actual) {
        return DynamoDbError.validation(INVALID + "Type mismatch for Index Key " + key.name() + " Expected: "
                + key.type().asAttributeType() + " Actual: " + actual + " IndexName: " + index.name());
    }

    /**
     * The indexes in name order: when several indexes share a key attribute, DynamoDB's message names the
     * alphabetically first (Parity Suite transactIndexKeys.test.ts, captured on AWS).
     */
    private static List<SecondaryIndex> byName(Table table) {
        return table.indexes().stream().sorted(Comparator.comparing(SecondaryIndex::name)).toList();
    }

    /** "Item size has exceeded the maximum allowed size" (PutItem), "Item size to update has ..." (UpdateItem). */
    static void size(Item item, boolean update) {
        if (ItemSize.of(item) > ItemSize.MAX_ITEM_BYTES) {
            throw DynamoDbError.validation(update ? "Item size to update has exceeded the maximum allowed size"
                    : "Item size has exceeded the maximum allowed size");
        }
    }

    private static boolean isEmpty(AttributeValue value) {
        return (value instanceof AttributeValue.S s && s.value().isEmpty())
                || (value instanceof AttributeValue.B b && b.length() == 0);
    }
}
