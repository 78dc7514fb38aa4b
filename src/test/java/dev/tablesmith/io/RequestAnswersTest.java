package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.engine.request.DynamoDbError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A request DynamoDB would receive and refuse is answered with DynamoDB's ValidationException, in its words; only a
 * request no client would send (not JSON, unknown parameters, wrong JSON types) is a located file problem alone.
 */
class RequestAnswersTest {
    private static final String QUERY = "{ \"TableName\": \"orders\", \"KeyConditionExpression\": \"PK = :p\", "
            + "\"ExpressionAttributeValues\": { \":p\": %s }%s }";

    private static RequestJsonException refusal(String json) {
        RequestJsonException e = catchThrowableOfType(RequestJsonException.class,
                () -> RequestJson.readQuery(json, "req.json"));
        assertThat(e).as("a RequestJsonException").isNotNull();
        return e;
    }

    private static String answer(String json) {
        DynamoDbError error = refusal(json).answer().orElseThrow();
        assertThat(error.errorType()).isEqualTo("ValidationException");
        return error.getMessage();
    }

    private static String query(String value, String more) {
        return QUERY.formatted(value, more);
    }

    // Parity Suite tests/tier3/error-messages/query.test.ts "Limit of 0" (pinned eu-west-2): Query's Limit is
    // answered in the validation framework's form, and the file problem is still located.
    @Test
    void limitZeroIsDynamoDbsConstraintFailureAndStillLocated() {
        RequestJsonException e = refusal(query("{\"S\": \"x\"}", ", \"Limit\": 0"));

        assertThat(e.answer().orElseThrow().getMessage()).isEqualTo("1 validation error detected: Value at "
                + "'Limit' failed to satisfy constraint: Member must have value greater than or equal to 1");
        assertThat(e.problems()).singleElement().asString().endsWith("Limit: must be at least 1");
    }

    // dynalite test/scan.js: "9 validation errors detected: ...; ...", enum sets in DynamoDB's order. Scan keeps
    // this older form in 28 of 33 regions (Parity Suite splits scan-limit-zero-message and its four siblings).
    @Test
    void everyConstraintFailureIsListedInOneMessage() {
        String scan = "{ \"TableName\": \"orders\", \"Limit\": -1, \"Select\": \"ALL\", "
                + "\"ReturnConsumedCapacity\": \"hi\" }";
        RequestJsonException e = catchThrowableOfType(RequestJsonException.class,
                () -> RequestJson.readScan(scan, "req.json"));

        assertThat(e.answer().orElseThrow().getMessage()).isEqualTo("3 validation errors detected: "
                + "Value '-1' at 'limit' failed to satisfy constraint: Member must have value greater than or equal "
                + "to 1; Value 'ALL' at 'select' failed to satisfy constraint: Member must satisfy enum value set: "
                + "[SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]; Value 'hi' at "
                + "'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: "
                + "[INDEXES, TOTAL, NONE]");
    }

    // Parity Suite query.test.ts "invalid Select value" (pinned eu-west-2): Query's enums keep the older form, and
    // an older-form failure beside a framework one lists both in the older form (as UpdateItem does beside a
    // missing Key, validation-ordering/updateItem.test.ts).
    @Test
    void queryEnumsKeepTheOlderFormAndTakeTheLimitWithThem() {
        assertThat(answer(query("{\"S\": \"x\"}", ", \"Select\": \"INVALID_VALUE\"")))
                .isEqualTo("1 validation error detected: Value 'INVALID_VALUE' at 'select' failed to satisfy "
                        + "constraint: Member must satisfy enum value set: [SPECIFIC_ATTRIBUTES, COUNT, "
                        + "ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]");
        assertThat(answer(query("{\"S\": \"x\"}", ", \"Limit\": 0, \"Select\": \"ALL\"")))
                .startsWith("2 validation errors detected: Value '0' at 'limit' failed");
    }

    // dynalite test/scan.js: table name pattern and length; "Value null at ... Member must not be null".
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "ab    | Value 'ab' at 'tableName' failed to satisfy constraint: Member must have length greater than or "
                + "equal to 3",
        "abc;  | Value 'abc;' at 'tableName' failed to satisfy constraint: Member must satisfy regular expression "
                + "pattern: [a-zA-Z0-9_.-]+"})
    void tableNameOutsideDynamoDbsRulesIsAConstraintFailure(String name, String entry) {
        assertThat(answer("{ \"TableName\": \"" + name + "\", \"KeyConditionExpression\": \"PK = :p\" }"))
                .isEqualTo("1 validation error detected: " + entry);
    }

    @Test
    void tableNameLongerThan255CharactersIsAConstraintFailure() {
        String name = "a".repeat(256);

        assertThat(answer("{ \"TableName\": \"" + name + "\", \"KeyConditionExpression\": \"PK = :p\" }"))
                .isEqualTo("1 validation error detected: Value '" + name + "' at 'tableName' failed to satisfy "
                        + "constraint: Member must have length less than or equal to 255");
    }

    @Test
    void missingTableNameIsNotNull() {
        assertThat(answer("{ \"KeyConditionExpression\": \"PK = :p\" }")).isEqualTo("1 validation error detected: "
                + "Value null at 'tableName' failed to satisfy constraint: Member must not be null");
    }

    // dynalite test/query.js (validateQuery): the text of a Query without a key condition.
    @Test
    void queryWithoutKeyConditionHasDynamoDbsText() {
        assertThat(answer("{ \"TableName\": \"orders\" }")).isEqualTo(
                "Either the KeyConditions or KeyConditionExpression parameter must be specified in the request.");
    }

    // Parity Suite captures/2026-10-07-batch-empty-request-items.json, nullRoundTrip (all 33 regions).
    @Test
    void nullFalseIsRefusedInTheRequestModelPhase() {
        assertThat(answer(query("{\"NULL\": false}", ""))).isEqualTo("1 validation error detected: One or more "
                + "parameter values were invalid: Null attribute value types must have the value of true");
    }

    // dynalite test/getItem.js "multiple datatypes in Key", test/scan.js "bad key type" ({} and {a: ''}).
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"S\": \"x\", \"N\": \"1\"} | Supplied AttributeValue has more than one datatypes set, must contain "
                + "exactly one of the supported datatypes",
        "{}                          | Supplied AttributeValue is empty, must contain exactly one of the supported "
                + "datatypes",
        "{\"STR\": \"x\"}            | Supplied AttributeValue is empty, must contain exactly one of the supported "
                + "datatypes"})
    void valueWithoutExactlyOneKnownTypeHasDynamoDbsText(String value, String message) {
        assertThat(answer(query(value, ""))).isEqualTo(message);
    }

    // dynalite test/deleteItem.js "invalid values in ExpressionAttributeValues"; Parity Suite putItem empty sets.
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"SS\": []}         | One or more parameter values were invalid: An string set  may not be empty",
        "{\"NS\": []}         | One or more parameter values were invalid: An number set  may not be empty",
        "{\"SS\": [\"a\", \"a\"]} | One or more parameter values were invalid: Input collection [a, a] contains "
                + "duplicates.",
        "{\"N\": \"abc\"}     | The parameter cannot be converted to a numeric value: abc",
        "{\"N\": \"1E+126\"}  | Number overflow. Attempting to store a number with magnitude larger than supported "
                + "range"})
    void valueDynamoDbRefusesIsItsValidationException(String value, String message) {
        assertThat(answer(query(value, ""))).isEqualTo(message);
    }

    @Test
    void constraintFailuresComeBeforeTheOperationsOwnChecks() {
        assertThat(answer(query("{\"SS\": []}", ", \"Limit\": 0"))).startsWith("1 validation error detected: "
                + "Value at 'Limit'");
    }

    @Test
    void requestNoClientWouldSendHasNoAnswerOnlyLocations() {
        RequestJsonException e = refusal(query("{\"S\": \"x\"}", ", \"Limit\": 0, \"Limitt\": 1"));

        assertThat(e.answer()).isEmpty();
        assertThat(e.problems()).hasSize(2);
    }

    // Parity Suite split batch-get-item-empty-request-items-message (32 of 33 regions, 2026-09-02).
    @Test
    void batchGetWithoutTablesHasDynamoDbsText() {
        RequestJsonException e = catchThrowableOfType(RequestJsonException.class,
                () -> RequestJson.readBatchGetItem("{ \"RequestItems\": {} }", "b.json"));

        assertThat(e.answer().orElseThrow().getMessage()).isEqualTo("1 validation error detected: Value at "
                + "'RequestItems' failed to satisfy constraint: Member must have length greater than or equal to 1");
    }

    @Test
    void memberPathsNameMapValuesAndListElementsAsDynamoDbDoes() {
        assertThat(RequestRefusals.memberPath("/Limit")).isEqualTo("limit");
        assertThat(RequestRefusals.memberPath("/RequestItems/orders/Keys")).isEqualTo("requestItems.orders.member.keys");
        assertThat(RequestRefusals.memberPath("/TransactItems/0/Put/ReturnValuesOnConditionCheckFailure"))
                .isEqualTo("transactItems.1.member.put.returnValuesOnConditionCheckFailure");
    }

    // The framework's paths: BatchGetItem's Keys as batchGetItem.test.ts pins them; a list element by analogy.
    @Test
    void theFrameworkNamesMembersAsTheApiSpellsThem() {
        assertThat(ValidationFramework.memberPath("/Limit")).isEqualTo("Limit");
        assertThat(ValidationFramework.memberPath("/RequestItems/t/Keys")).isEqualTo("RequestItems.t.member.Keys");
        assertThat(ValidationFramework.memberPath("/TransactItems/0/Put/TableName"))
                .isEqualTo("TransactItems.1.member.Put.TableName");
    }
}
