package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * GetItem's and BatchGetItem's ProjectionExpression and ExpressionAttributeNames, refused as DynamoDB refuses
 * them: dynalite test/getItem.js (recorded against DynamoDB, messages compared whole), ScyllaDB test_batch.py (run
 * against DynamoDB) and the Parity Suite's tests/tier3/error-messages/batchGetItem.test.ts (AWS captures).
 */
class KeyReadRefusalsTest {
    private static final String NAME = "t";
    private static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), null), Projection.all())),
            null, null, null, null);
    private static final SimulatedTable SIM = new SimulatedTable(TABLE, List.of(Item.of(Map.of("PK", s("c"),
            "SK", s("o"), "a", s("x"), "b", s("y")))));
    private static final Map<String, AttributeValue> KEY = Map.of("PK", s("c"), "SK", s("o"));
    private static final String SCALARS =
            "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: ";

    private static AttributeValue s(String v) {
        return AttributeValue.s(v);
    }

    private static GetItemRequest get(String table, Map<String, AttributeValue> key, String projection,
                                      Map<String, String> names) {
        return new GetItemRequest(table, key, projection, names, null, null);
    }

    private static BatchGetItemRequest batch(String projection, Map<String, String> names) {
        return new BatchGetItemRequest(Map.of(NAME, new KeysAndAttributes(List.of(KEY), projection, names, null)),
                null);
    }

    @Test
    void getItemRefusesNamesWithoutAProjectionAndAnEmptyMapBeforeLookingUpTheTable() {
        // dynalite test/getItem.js "ExpressionAttributeNames but no ProjectionExpression" and "empty
        // ExpressionAttributeNames", both on a table that does not exist ("abc")
        assertThatThrownBy(() -> SIM.getItem(get("abc", KEY, null, Map.of("#a", "a"))))
                .hasMessage("ExpressionAttributeNames can only be specified when using expressions");
        assertThatThrownBy(() -> SIM.getItem(get("abc", KEY, "a", Map.of())))
                .hasMessage("ExpressionAttributeNames must not be empty");
        // dynalite test/getItem.js "invalid ExpressionAttributeNames"
        assertThatThrownBy(() -> SIM.getItem(get("abc", KEY, "a", Map.of("a", "a"))))
                .hasMessage("ExpressionAttributeNames contains invalid key: Syntax error; key: \"a\"");
    }

    @Test
    void getItemRefusesAMissingPlaceholderAndUnusedNames() {
        // dynalite test/getItem.js "missing names in ProjectionExpression": the undefined #a is reported even
        // though a appears twice
        assertThatThrownBy(() -> SIM.getItem(get("abc", KEY, "a,b,a,#a", null)))
                .hasMessage("Invalid ProjectionExpression: An expression attribute name used in the document path "
                        + "is not defined; attribute name: #a");
        // dynalite test/getItem.js "unused names in ProjectionExpression" (listed in the request's order)
        Map<String, String> names = new LinkedHashMap<>();
        names.put("#a", "a");
        names.put("#b", "b");
        for (String projection : List.of("a", "a,b")) {
            assertThatThrownBy(() -> SIM.getItem(get(NAME, KEY, projection, names)))
                    .hasMessage("Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}");
        }
    }

    @Test
    void getItemRefusesAKeyAttributeReadAsADocumentOnceTheKeyIsChecked() {
        // dynalite test/getItem.js "non-scalar key access in ProjectionExpression" (Key: a) and "non-scalar index
        // access in ProjectionExpression" (IndexKey: d)
        for (String projection : List.of("#k.b.c", "#k[0]")) {
            assertThatThrownBy(() -> SIM.getItem(get(NAME, KEY, projection, Map.of("#k", "PK"))))
                    .hasMessage(SCALARS + "Key: PK");
            assertThatThrownBy(() -> SIM.getItem(get(NAME, KEY, projection, Map.of("#k", "GSI1PK"))))
                    .hasMessage(SCALARS + "IndexKey: GSI1PK");
        }
        // the key is checked first (dynalite: the schema errors come from an existing table, the scalar ones after)
        assertThatThrownBy(() -> SIM.getItem(get(NAME, Map.of("PK", s("c")), "#k.b", Map.of("#k", "PK"))))
                .hasMessage("The provided key element does not match the schema");
        assertThatThrownBy(() -> SIM.getItem(get("abc", KEY, "#k.b", Map.of("#k", "PK"))))
                .hasMessage("Requested resource not found: Table: abc not found");
    }

    @Test
    void getItemWithAValidProjectionStillAnswers() {
        var response = SIM.getItem(get(NAME, KEY, "#a, b", Map.of("#a", "a")));
        assertThat(response.item().attributes()).containsOnlyKeys("a", "b");
    }

    @Test
    void batchGetRefusesUnusedNamesAndNamesWithoutAProjectionPerTable() {
        // ScyllaDB test_batch.py::test_batch_get_item_projection_expression_with_attribute_name: an unused name in
        // KeysAndAttributes is a ValidationException; the text is GetItem's (dynalite test/getItem.js)
        assertThatThrownBy(() -> SIM.batchGetItem(batch("#p", Map.of("#p", "PK", "#unused", "unused"))))
                .hasMessage("Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}");
        assertThatThrownBy(() -> SIM.batchGetItem(batch(null, Map.of("#p", "PK"))))
                .hasMessage("ExpressionAttributeNames can only be specified when using expressions");
        assertThatThrownBy(() -> SIM.batchGetItem(batch("a", Map.of())))
                .hasMessage("ExpressionAttributeNames must not be empty");
        assertThatThrownBy(() -> SIM.batchGetItem(batch("#k[0]", Map.of("#k", "SK"))))
                .hasMessage(SCALARS + "Key: SK");
        assertThat(SIM.batchGetItem(batch("#p", Map.of("#p", "PK"))).responses().get(NAME))
                .containsExactly(Item.of(Map.of("PK", s("c"))));
    }

    @Test
    void batchGetRefusesOverlappingPathsEvenForAKeyThatMatchesNoItem() {
        // Parity Suite batchGetItem.test.ts "duplicate paths (a, a) reject even when the key matches no item" and
        // "two distinct aliases resolving to one attribute (#a, #b -> a)"
        String overlap = "Invalid ProjectionExpression: Two document paths overlap with each other; must remove or "
                + "rewrite one of these paths; path one: [a], path two: [a]";
        Map<String, AttributeValue> missing = Map.of("PK", s("none"), "SK", s("none"));
        assertThatThrownBy(() -> SIM.batchGetItem(new BatchGetItemRequest(Map.of(NAME,
                new KeysAndAttributes(List.of(missing), "a, a", null, null)), null))).hasMessage(overlap);
        assertThatThrownBy(() -> SIM.batchGetItem(batch("#a, #b", Map.of("#a", "a", "#b", "a"))))
                .hasMessage(overlap);
    }

    @Test
    void aBadProjectionInOneTablesEntryRefusesTheWholeBatchBeforeAnyTableIsLookedUp() {
        // Parity Suite batchGetItem.test.ts "a bad projection on one table entry rejects the whole batch despite a
        // clean entry on another": the overlap is reported, not the other table (unknown to this engine)
        Map<String, KeysAndAttributes> items = new LinkedHashMap<>();
        items.put(NAME, new KeysAndAttributes(List.of(KEY), "a", null, null));
        items.put("other", new KeysAndAttributes(List.of(KEY), "a, a", null, null));
        assertThatThrownBy(() -> SIM.batchGetItem(new BatchGetItemRequest(items, null)))
                .hasMessage("Invalid ProjectionExpression: Two document paths overlap with each other; must remove "
                        + "or rewrite one of these paths; path one: [a], path two: [a]");
    }

    @Test
    void batchGetRefusesTheRequestsShapeInDynamoDbsWords() {
        // Parity Suite batchGetItem.test.ts (AWS captures): "empty RequestItems" (eu-west-2's text), "> 100 keys
        // across all tables" (one table of 101 keys), "empty Keys list"
        assertThatThrownBy(() -> SIM.batchGetItem(new BatchGetItemRequest(Map.of(), null)))
                .hasMessage("1 validation error detected: Value at 'RequestItems' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 1");
        List<Map<String, AttributeValue>> many = new java.util.ArrayList<>();
        for (int i = 0; i < 101; i++) {
            many.add(Map.of("PK", s("c" + i), "SK", s("o")));
        }
        assertThatThrownBy(() -> SIM.batchGetItem(new BatchGetItemRequest(Map.of(NAME,
                new KeysAndAttributes(many, null, null, null)), null)))
                .hasMessage("1 validation error detected: Value at 'RequestItems.t.member.Keys' failed to satisfy "
                        + "constraint: Member must have length less than or equal to 100");
        assertThatThrownBy(() -> SIM.batchGetItem(new BatchGetItemRequest(Map.of(NAME,
                new KeysAndAttributes(List.of(), null, null, null)), null)))
                .hasMessage("1 validation error detected: Value at 'RequestItems.t.member.Keys' failed to satisfy "
                        + "constraint: Member must have length greater than or equal to 1");
        // dynalite test/batchGetItem.js "more than 100 keys over multiple tables": 100 + 1
        Map<String, KeysAndAttributes> items = new LinkedHashMap<>();
        items.put(NAME, new KeysAndAttributes(many.subList(0, 100), null, null, null));
        items.put("other", new KeysAndAttributes(List.of(KEY), null, null, null));
        assertThatThrownBy(() -> SIM.batchGetItem(new BatchGetItemRequest(items, null)))
                .hasMessage("Too many items requested for the BatchGetItem call");
    }
}
