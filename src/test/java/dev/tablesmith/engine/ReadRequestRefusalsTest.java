package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Request-level refusals of Query and Scan, each with the public suite that records DynamoDB's text. */
class ReadRequestRefusalsTest {
    private static final String NAME = "t";
    private static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                            Projection.all()),
                    SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), null), Projection.keysOnly()),
                    SecondaryIndex.gsi("GSI3", KeySchema.of(KeyAttribute.s("GSI3PK"), null),
                            Projection.include(List.of("amount")))),
            null, null, null, null);
    private static final SimulatedTable SIM = new SimulatedTable(TABLE, List.of(Item.of(Map.of())
            .with("PK", s("c")).with("SK", s("o")).with("GSI2PK", s("g")).with("GSI3PK", s("g"))
            .with("amount", AttributeValue.n("1")).with("note", s("n"))));
    private static final Map<String, AttributeValue> PK = Map.of(":pk", s("c"));
    private static final Map<String, AttributeValue> G = Map.of(":g", s("g"));

    private static AttributeValue s(String v) {
        return AttributeValue.s(v);
    }

    private static QueryRequest query(String index, String key, String filter, String projection,
                                      Map<String, String> names, Map<String, AttributeValue> values, Select select) {
        return new QueryRequest(NAME, index, key, filter, projection, names, values, null, null, null, null, select,
                null);
    }

    private static ScanRequest scan(String index, String filter, String projection, Map<String, String> names,
                                    Map<String, AttributeValue> values, Select select) {
        return new ScanRequest(NAME, index, filter, projection, names, values, null, null, null, select, null, null,
                null);
    }

    @Test
    void specificAttributesWithoutAProjectionIsRefusedQueryInTheEnvelopeScanBare() {
        // paritysuite/dynamodb-conformance query.test.ts "Select SPECIFIC_ATTRIBUTES without ProjectionExpression",
        // and moto's aws_verified test_specific_attributes_requires_attribute_selection (query and scan)
        assertThatThrownBy(() -> SIM.query(query(null, "PK = :pk", null, null, null, PK, Select.SPECIFIC_ATTRIBUTES)))
                .hasMessage("1 validation error detected: Must specify the AttributesToGet or ProjectionExpression "
                        + "when choosing to get SPECIFIC_ATTRIBUTES");
        assertThatThrownBy(() -> SIM.scan(scan(null, null, null, null, null, Select.SPECIFIC_ATTRIBUTES)))
                .hasMessage("Must specify the AttributesToGet or ProjectionExpression when choosing to get "
                        + "SPECIFIC_ATTRIBUTES");
        assertThat(SIM.scan(scan(null, null, "note", null, null, Select.SPECIFIC_ATTRIBUTES)).items()).hasSize(1);
    }

    @Test
    void placeholderMapsWithoutAnExpressionToUseThemAreRefused() {
        // dynalite test/scan.js "ExpressionAttributeNames but no expressions" and "...Values but no FilterExpression"
        assertThatThrownBy(() -> SIM.scan(scan(null, null, null, Map.of(), Map.of(), null)))
                .hasMessage("ExpressionAttributeNames can only be specified when using expressions");
        assertThatThrownBy(() -> SIM.scan(scan(null, null, null, null, Map.of(), null)))
                .hasMessage("ExpressionAttributeValues can only be specified when using expressions: "
                        + "FilterExpression is null");
        assertThatThrownBy(() -> SIM.scan(scan(null, null, "note", null, Map.of(":v", s("x")), null)))
                .hasMessage("ExpressionAttributeValues can only be specified when using expressions: "
                        + "FilterExpression is null");
        // dynalite test/query.js "ExpressionAttributeValues but no expressions"
        assertThatThrownBy(() -> SIM.query(query(null, null, null, null, null, Map.of(), null)))
                .hasMessage("ExpressionAttributeValues can only be specified when using expressions: "
                        + "FilterExpression and KeyConditionExpression are null");
    }

    @Test
    void emptyPlaceholderMapsAreRefused() {
        // dynalite test/putItem.js, test/batchGetItem.js "empty ExpressionAttributeNames" (names before values)
        assertThatThrownBy(() -> SIM.query(query(null, "PK = :pk", null, null, Map.of(), Map.of(), null)))
                .hasMessage("ExpressionAttributeNames must not be empty");
        assertThatThrownBy(() -> SIM.scan(scan(null, "attribute_exists(a)", null, null, Map.of(), null)))
                .hasMessage("ExpressionAttributeValues must not be empty");
    }

    @Test
    void anInvalidNamesKeyIsReportedBeforeAnEmptyValuesMap() {
        // dynalite test/updateItem.js "invalid ExpressionAttributeNames": names {a: a} with values {} is the names key
        assertThatThrownBy(() -> SIM.scan(scan(null, "attribute_exists(a)", null, Map.of("a", "a"), Map.of(), null)))
                .hasMessage("ExpressionAttributeNames contains invalid key: Syntax error; key: \"a\"");
        assertThatThrownBy(() -> SIM.query(query(null, "PK = :pk", null, null, Map.of("a", "a"), Map.of(), null)))
                .hasMessage("ExpressionAttributeNames contains invalid key: Syntax error; key: \"a\"");
        // dynalite test/updateItem.js "empty ExpressionAttributeNames": an empty names map still comes first
        assertThatThrownBy(() -> SIM.scan(scan(null, "attribute_exists(a)", null, Map.of(), Map.of(), null)))
                .hasMessage("ExpressionAttributeNames must not be empty");
    }

    @Test
    void keyAttributesUsedAsDocumentsAreRefused() {
        // dynalite test/scan.js "non-scalar key access" and test/query.js "non-scalar index access in
        // FilterExpression": a table key is "Key: a", any index's key "IndexKey: d"
        String prefix = "Key attributes must be scalars; list random access '[]' and map lookup '.' are not allowed: ";
        assertThatThrownBy(() -> SIM.scan(scan(null, null, "#pk.b", Map.of("#pk", "PK"), null, null)))
                .hasMessage(prefix + "Key: PK");
        assertThatThrownBy(() -> SIM.scan(scan(null, "attribute_exists(#pk[0])", null, Map.of("#pk", "PK"), null,
                null))).hasMessage(prefix + "Key: PK");
        assertThatThrownBy(() -> SIM.query(query(null, "PK = :pk", "GSI1PK[1] = :pk", null, null, PK, null)))
                .hasMessage(prefix + "IndexKey: GSI1PK");
        assertThatThrownBy(() -> SIM.query(query(null, "PK = :pk", null, "GSI2PK.x", null, PK, null)))
                .hasMessage(prefix + "IndexKey: GSI2PK");
    }

    @Test
    void aProjectionOfAnAttributeAKeysOnlyOrIncludeGsiDoesNotHoldIsRefused() {
        // localstack/localstack#478, the text AWS answered: "One or more parameter values were invalid: Global
        // secondary index my_index does not project [table_column]"
        assertThatThrownBy(() -> SIM.query(query("GSI2", "GSI2PK = :g", null, "amount", null, G, null)))
                .hasMessage("One or more parameter values were invalid: Global secondary index GSI2 does not "
                        + "project [amount]");
        assertThatThrownBy(() -> SIM.scan(scan("GSI3", null, "amount, note", null, null, null)))
                .hasMessage("One or more parameter values were invalid: Global secondary index GSI3 does not "
                        + "project [note]");
        assertThat(SIM.query(query("GSI3", "GSI3PK = :g", null, "amount, PK, GSI3PK", null, G, null)).items())
                .hasSize(1);
        assertThat(SIM.query(query("GSI1", "GSI1PK = :g", null, "note", null, G, null)).items()).isEmpty();
    }
}
