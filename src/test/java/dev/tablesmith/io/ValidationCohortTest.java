package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * One test per split of the Parity Suite's {@code registry/splits.json} (refreshed 2026-10-07) that concerns a
 * validation text: Tablesmith answers what most of the 33 regions answer. Where the 2026 validation framework holds
 * the majority, its form (first failure only, the member as the API spells it, no value echoed); where the older
 * form still does (Scan's five rows, 28 of 33), the older one.
 */
class ValidationCohortTest {
    private static final Table TABLE = new Table("t", KeySchema.of(KeyAttribute.s("pk"), KeyAttribute.s("sk")),
            List.of(), null, null, null, null);
    private static final SimulatedTable SIM = new SimulatedTable(TABLE, List.of(new Item(Map.of(
            "pk", AttributeValue.s("a"), "sk", AttributeValue.s("1")))));

    private static String answer(RequestJsonException e) {
        assertThat(e).as("a RequestJsonException").isNotNull();
        DynamoDbError error = e.answer().orElseThrow();
        assertThat(error.errorType()).isEqualTo("ValidationException");
        return error.getMessage();
    }

    private static String write(String operation, String json) {
        return answer(catchThrowableOfType(RequestJsonException.class,
                () -> RequestJson.readWrite(json, "w.json", operation)));
    }

    private static String scan(String json) {
        return answer(catchThrowableOfType(RequestJsonException.class, () -> RequestJson.readScan(json, "s.json")));
    }

    private static ScanRequest scanRequest(Integer limit, Map<String, AttributeValue> start, Select select,
                                           Integer segment, Integer total) {
        return new ScanRequest("t", null, null, null, null, null, limit, start, null, select, null, segment, total);
    }

    /** {@code depth} single-key maps around a string: depth 1 is {@code {"M": {"n": {"S": "leaf"}}}}. */
    private static AttributeValue deepMap(int depth) {
        AttributeValue value = AttributeValue.s("leaf");
        for (int i = 0; i < depth; i++) {
            value = AttributeValue.m(Map.of("n", value));
        }
        return value;
    }

    // put-item-validation-error-aggregation: 31 of 33 regions stop at the empty table name; eu-south-2 and
    // me-central-1 list both, "2 validation errors detected: Value 'INVALID' at 'returnValues' ...; Value '' at
    // 'tableName' ...". ReturnValues comes first in the file here: the framework's order is the API's, not the file's.
    @Test
    void putItemStopsAtTheEmptyTableName() {
        assertThat(write("PutItem", "{ \"ReturnValues\": \"INVALID\", \"TableName\": \"\", "
                + "\"Item\": { \"pk\": { \"S\": \"a\" }, \"sk\": { \"S\": \"1\" } } }"))
                .isEqualTo("1 validation error detected: Value at 'TableName' failed to satisfy constraint: Member "
                        + "must have length greater than or equal to 1");
    }

    // update-item-validation-error-aggregation: 31 of 33 regions report the ReturnValues enum alone, naming no
    // member, with the set as they list it (UPDATE_NEW verbatim); the older two list ReturnConsumedCapacity too.
    @Test
    void updateItemStopsAtTheFirstInvalidEnum() {
        assertThat(write("UpdateItem", "{ \"TableName\": \"orders\", \"Key\": { \"pk\": { \"S\": \"a\" }, "
                + "\"sk\": { \"S\": \"1\" } }, \"ReturnConsumedCapacity\": \"INVALID\", \"ReturnValues\": \"INVALID\" }"))
                .isEqualTo("1 validation error detected: Failed to satisfy constraint: Member must satisfy enum "
                        + "value set: [ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]");
    }

    // update-item-nesting-depth-expression-value: 31 of 33 regions refuse a value 32 maps deep (leaf at level 33)
    // before the condition runs; a value 31 deep is accepted and the false condition fails
    // (tests/tier3/limits/nestingDepth.test.ts).
    @Test
    void updateItemRefusesAnExpressionValueBeyondThirtyTwoLevels() {
        Map<String, AttributeValue> key = Map.of("pk", AttributeValue.s("a"), "sk", AttributeValue.s("1"));
        UpdateItemRequest tooDeep = new UpdateItemRequest("t", key, "SET touched = :t", "#d = :deep",
                Map.of("#d", "data"), Map.of(":t", AttributeValue.s("y"), ":deep", deepMap(32)), null, null, null);
        UpdateItemRequest deepest = new UpdateItemRequest("t", key, "SET touched = :t", "#d = :deep",
                Map.of("#d", "data"), Map.of(":t", AttributeValue.s("y"), ":deep", deepMap(31)), null, null, null);

        assertThatThrownBy(() -> SIM.updateItem(tooDeep)).isInstanceOf(DynamoDbError.class).hasMessage(
                "1 validation error detected: Nesting Levels have exceeded supported limits: Attributes in the item "
                        + "have nested levels beyond supported limit");
        assertThatThrownBy(() -> SIM.updateItem(deepest)).isInstanceOfSatisfying(DynamoDbError.class,
                e -> assertThat(e.errorType()).isEqualTo("ConditionalCheckFailedException"));
    }

    // batch-get-item-empty-request-items-message: 32 of 33 regions; me-central-1 still answers "The requestItems
    // parameter is required for BatchGetItem".
    @Test
    void batchGetItemWithoutTablesIsAFrameworkConstraint() {
        assertThat(answer(catchThrowableOfType(RequestJsonException.class,
                () -> RequestJson.readBatchGetItem("{ \"RequestItems\": {} }", "b.json"))))
                .isEqualTo("1 validation error detected: Value at 'RequestItems' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 1");
    }

    // scan-segment-out-of-range-message: 28 of 33 regions append the numbers; 5 (eu-west-2 among them) do not.
    @Test
    void scanSegmentNotBelowTotalSegmentsKeepsTheNumbers() {
        assertThatThrownBy(() -> SIM.scan(scanRequest(null, null, null, 5, 5))).hasMessage("The Segment parameter "
                + "is zero-based and must be less than parameter TotalSegments: Segment: 5 is not less than "
                + "TotalSegments: 5");
    }

    // scan-limit-zero-message: 28 of 33 regions answer "Value '0' at 'limit'"; 5 "Value at 'Limit'".
    @Test
    void scanLimitZeroKeepsTheOlderForm() {
        String older = "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must "
                + "have value greater than or equal to 1";

        assertThat(scan("{ \"TableName\": \"orders\", \"Limit\": 0 }")).isEqualTo(older);
        assertThatThrownBy(() -> SIM.scan(scanRequest(0, null, null, null, null))).hasMessage(older);
    }

    // scan-segment-negative-message: 28 of 33 regions answer "Value '-1' at 'segment'"; 5 "Value at 'Segment'".
    @Test
    void scanNegativeSegmentKeepsTheOlderForm() {
        String older = "1 validation error detected: Value '-1' at 'segment' failed to satisfy constraint: Member "
                + "must have value greater than or equal to 0";

        assertThat(scan("{ \"TableName\": \"orders\", \"Segment\": -1, \"TotalSegments\": 2 }")).isEqualTo(older);
        assertThatThrownBy(() -> SIM.scan(scanRequest(null, null, null, -1, 2))).hasMessage(older);
    }

    // scan-bad-start-key-message: 28 of 33 regions answer the long form for a start key that does not match the
    // key schema; Query answers the short form for the same key (tests/tier3/error-messages/query.test.ts).
    @Test
    void scanStartKeyOutsideTheSchemaKeepsTheLongForm() {
        Map<String, AttributeValue> bad = Map.of("bad", AttributeValue.s("p"));

        assertThatThrownBy(() -> SIM.scan(scanRequest(null, bad, null, null, null))).hasMessage(
                "The provided starting key is invalid: The provided key element does not match the schema");
        assertThatThrownBy(() -> SIM.query(new QueryRequest("t", null, "pk = :v", null, null, null,
                Map.of(":v", AttributeValue.s("a")), null, null, bad, null, null, null)))
                .hasMessage("The provided starting key is invalid");
    }

    // scan-specific-attributes-message: 28 of 33 regions answer the sentence bare; 5 in the envelope (which Query
    // uses everywhere, query.test.ts).
    @Test
    void scanSpecificAttributesWithoutProjectionIsBare() {
        assertThatThrownBy(() -> SIM.scan(scanRequest(null, null, Select.SPECIFIC_ATTRIBUTES, null, null)))
                .hasMessage("Must specify the AttributesToGet or ProjectionExpression when choosing to get "
                        + "SPECIFIC_ATTRIBUTES");
    }

    // Not a split (both captured regions agree, eu-west-2 and us-east-1, 2026-10-09): with Key left out, UpdateItem
    // lists every failure in the older form, the empty table name included, the missing member last
    // (tests/tier3/validation-ordering/updateItem.test.ts "joins an empty table name with the missing key").
    @Test
    void aMissingMemberTurnsTheAnswerToTheOlderList() {
        assertThat(write("UpdateItem", "{ \"TableName\": \"\", \"UpdateExpression\": \"SET a = :a\", "
                + "\"ExpressionAttributeValues\": { \":a\": { \"S\": \"x\" } } }"))
                .isEqualTo("2 validation errors detected: Value '' at 'tableName' failed to satisfy constraint: "
                        + "Member must have length greater than or equal to 1; Value null at 'key' failed to "
                        + "satisfy constraint: Member must not be null");
    }

    // Not splits: in the framework's regions PutItem still names a missing, over-long or ill-formed table name in the
    // older form (tests/tier3/error-messages/putItem.test.ts, pinned eu-west-2).
    @Test
    void tableNameRulesOtherThanEmptyKeepTheOlderForm() {
        String item = "\"Item\": { \"pk\": { \"S\": \"a\" }, \"sk\": { \"S\": \"1\" } }";

        assertThat(write("PutItem", "{ " + item + " }")).isEqualTo("1 validation error detected: Value null at "
                + "'tableName' failed to satisfy constraint: Member must not be null");
        assertThat(write("PutItem", "{ \"TableName\": \"bad table!@#\", " + item + " }")).isEqualTo(
                "1 validation error detected: Value 'bad table!@#' at 'tableName' failed to satisfy constraint: "
                        + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
    }
}
