package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RequestJsonErrorsTest {
    private static List<String> problems(Executable reading) {
        RequestJsonException e = catchThrowableOfType(RequestJsonException.class, reading::execute);
        assertThat(e).as("a RequestJsonException").isNotNull();
        return e.problems().stream().map(RequestProblem::toString).toList();
    }

    private static List<String> queryProblems(String json) {
        return problems(() -> RequestJson.readQuery(json, "req.json"));
    }

    @Test
    void plainStringWhereADynamoDbJsonValueBelongsIsLocatedAndNamedByItsPlaceholder() {
        assertThat(queryProblems("""
                {
                  "TableName": "commerce-main",
                  "KeyConditionExpression": "PK = :s",
                  "ExpressionAttributeValues": { ":s": "text" }
                }
                """)).containsExactly("req.json:4:40: ExpressionAttributeValues.:s: expected a DynamoDB JSON value"
                + " such as {\"S\": \"text\"}, found a string");
    }

    @Test
    void unknownRequestFieldSuggestsTheParameterItAbbreviates() {
        assertThat(queryProblems("""
                {
                  "TableName": "commerce-main",
                  "KeyCondition": "PK = :s"
                }
                """)).containsExactly(
                "req.json:1:1: missing required field 'KeyConditionExpression'",
                "req.json:3:3: unknown request field 'KeyCondition' (did you mean 'KeyConditionExpression'?)");
    }

    @Test
    void exceptionMessageIsTheFirstProblem() {
        assertThatThrownBy(() -> RequestJson.readGetItem("{ \"TableName\": \"tbl\", \"Key\": {}, \"Limit\": 1 }",
                "get.json"))
                .isInstanceOf(RequestJsonException.class)
                .hasMessage("get.json:1:34: unknown request field 'Limit' (GetItem has no Limit; it is a parameter of Query)");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "Filter, FilterExpression",
        "tablename, TableName",
        "ScanIndexFoward, ScanIndexForward",
        "IndexForward, ScanIndexForward",
        "Projection, ProjectionExpression",
        "ExpressionAttributeValue, ExpressionAttributeValues"})
    void misspeltParameterIsMatchedToTheNearestOne(String typed, String meant) {
        assertThat(RequestFields.unknown(typed, RequestFields.QUERY, true))
                .isEqualTo("unknown request field '" + typed + "' (did you mean '" + meant + "'?)");
    }

    @Test
    void unrelatedFieldGetsNoSuggestion() {
        assertThat(RequestFields.unknown("Frobnicate", RequestFields.QUERY, true))
                .isEqualTo("unknown request field 'Frobnicate'");
    }

    @Test
    void legacyParameterNamesItsExpressionReplacement() {
        assertThat(queryProblems("""
                { "TableName": "tbl", "KeyConditionExpression": "PK = :p",
                  "AttributesToGet": ["PK"] }
                """)).singleElement().asString().endsWith("unknown request field 'AttributesToGet' (AttributesToGet "
                + "is a legacy parameter Tablesmith does not simulate: use ProjectionExpression)");
    }

    @Test
    void queryParameterInAScanSaysWhichOperationItBelongsTo() {
        assertThat(problems(() -> RequestJson.readScan(
                "{ \"TableName\": \"tbl\", \"KeyConditionExpression\": \"PK = :p\" }", "scan.json")))
                .containsExactly("scan.json:1:23: unknown request field 'KeyConditionExpression' "
                + "(Scan has no KeyConditionExpression; it is a parameter of Query)");
    }

    @ParameterizedTest(name = "Limit {0}")
    @CsvSource(delimiter = '|', value = {
        "0          | must be at least 1",
        "1.5        | expected a whole number, found 1.5",
        "'\"10\"'   | expected a whole number, found a string",
        "3000000000 | 3000000000 is too large (at most 2147483647)"})
    void limitMustBeAWholeNumberFromOneToDynamoDbsIntegerMaximum(String limit, String message) {
        assertThat(queryProblems("{ \"TableName\": \"tbl\", \"KeyConditionExpression\": \"PK = :p\", \"Limit\": "
                + limit + " }")).containsExactly("req.json:1:69: Limit: " + message);
    }

    @Test
    void unknownEnumValueListsTheAllowedOnes() {
        assertThat(queryProblems("{ \"TableName\": \"tbl\", \"KeyConditionExpression\": \"k\", \"Select\": \"ALL\" }"))
                .singleElement().asString().endsWith(": Select: unknown value 'ALL' (use ALL_ATTRIBUTES, "
                        + "ALL_PROJECTED_ATTRIBUTES, SPECIFIC_ATTRIBUTES or COUNT)");
    }

    @Test
    void booleanParameterRefusesAString() {
        assertThat(queryProblems("{ \"TableName\": \"tbl\", \"KeyConditionExpression\": \"k\", \"ScanIndexForward\": "
                + "\"false\" }")).singleElement().asString().endsWith(": ScanIndexForward: expected true or false, "
                + "found a string");
    }

    @Test
    void numberWrittenAsAJsonNumberIsLocatedInsideTheBatchKey() {
        assertThat(problems(() -> RequestJson.readBatchGetItem("""
                {
                  "RequestItems": {
                    "commerce-main": {
                      "Keys": [
                        { "PK": { "S": "ORDER#o9" }, "SK": { "S": "META" } },
                        { "PK": { "S": "ORDER#o3" }, "SK": { "N": 5 } }
                      ]
                    }
                  }
                }
                """, "batch.json"))).containsExactly("batch.json:6:51: RequestItems.commerce-main.Keys[1].SK.N: "
                + "expected a string for N, found a number (DynamoDB JSON writes numbers as strings: \"5\")");
    }

    @Test
    void misspeltFieldOfATablesEntryIsReportedInsideRequestItems() {
        assertThat(problems(() -> RequestJson.readBatchGetItem("""
                {
                  "RequestItems": {
                    "commerce-main": {
                      "Key": [ { "PK": { "S": "ORDER#o9" } } ]
                    }
                  }
                }
                """, "batch.json"))).containsExactly(
                "batch.json:3:22: RequestItems.commerce-main: missing required field 'Keys'",
                "batch.json:4:7: RequestItems.commerce-main: unknown field 'Key' (did you mean 'Keys'?)");
    }

    @Test
    void batchWithoutTablesOrWithoutKeysIsRefused() {
        assertThat(problems(() -> RequestJson.readBatchGetItem("{ \"RequestItems\": {} }", "b.json")))
                .containsExactly("b.json:1:19: RequestItems: RequestItems must name at least one table");
        assertThat(problems(() -> RequestJson.readBatchGetItem("{ \"RequestItems\": { \"t\": { \"Keys\": [] } } }",
                "b.json"))).containsExactly("b.json:1:36: RequestItems.t.Keys: Keys must hold at least one key");
    }

    @Test
    void unknownTypeDescriptorIsReportedForTheValueItIsIn() {
        assertThat(queryProblems("""
                { "TableName": "tbl", "KeyConditionExpression": "PK = :p",
                  "ExpressionAttributeValues": { ":p": { "STR": "x" } } }
                """)).singleElement().asString()
                .startsWith("req.json:2:42: ExpressionAttributeValues.:p: unknown type descriptor 'STR' (use S, N");
    }

    @Test
    void attributeNameThatIsNotAStringIsRefused() {
        assertThat(queryProblems("{ \"TableName\": \"tbl\", \"KeyConditionExpression\": \"k\", "
                + "\"ExpressionAttributeNames\": { \"#a\": 1 } }")).singleElement().asString()
                .endsWith(": ExpressionAttributeNames.#a: expected an attribute name as a string, found a number");
    }

    @Test
    void everyProblemIsReportedInFileOrder() {
        assertThat(queryProblems("""
                {
                  "TableName": 7,
                  "KeyConditionExpression": "PK = :p",
                  "Limit": -1,
                  "ConsistentRead": "yes"
                }
                """)).containsExactly(
                "req.json:2:16: TableName: expected a string, found a number",
                "req.json:4:12: Limit: must be at least 1",
                "req.json:5:21: ConsistentRead: expected true or false, found a string");
    }

    @Test
    void duplicateParameterIsReportedAtItsSecondName() {
        assertThat(queryProblems("{ \"TableName\": \"tbl\", \"KeyConditionExpression\": \"k\", \"Limit\": 1, "
                + "\"Limit\": 2 }"))
                .containsExactly("req.json:1:66: duplicate field 'Limit' (each field may appear once)");
    }

    @Test
    void requestThatIsNotAnObjectSaysWhatWasFound() {
        assertThat(queryProblems("[]")).containsExactly(
                "req.json:1:1: expected the Query request as a JSON object, found an array");
    }

    @Test
    void malformedJsonIsOneProblemWithItsPosition() {
        assertThat(queryProblems("{ \"TableName\": \"tbl\", }")).singleElement().asString()
                .matches("req\\.json:1:\\d+: trailing comma before '}' "
                        + "\\(JSON allows no comma after the last field\\)");
    }

    @Test
    void secondJsonValueAfterTheRequestIsCalledARequestNotADesign() {
        assertThat(queryProblems("{ \"TableName\": \"tbl\", \"KeyConditionExpression\": \"k\" }\n{}"))
                .containsExactly("req.json:2:1: unexpected content after the end of the request (a request file "
                        + "holds one JSON object)");
    }

    @Test
    void emptyFileIsReported() {
        assertThat(queryProblems("  ")).singleElement().asString().startsWith("req.json:1:1: the file is empty");
    }

    @Test
    void invalidUtf8IsReportedWithTheByteOffset() {
        byte[] bytes = {'{', ' ', (byte) 0xC3, '}'};

        assertThat(problems(() -> RequestJson.readQuery(bytes, "req.json"))).singleElement().asString()
                .isEqualTo("req.json:1:3: not UTF-8 text at byte 2 (0xC3); is this a request file (JSON)? (if it is,"
                        + " save it as UTF-8)");
    }
}
