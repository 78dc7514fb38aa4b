package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import org.junit.jupiter.api.Test;

/** What the importer changes so that a source DynamoDB would reject still gives a valid design, and says so. */
class ImportRepairTest {

    @Test
    void invalidAndDuplicateTableAndIndexNamesAreRenamedWithAWarning() throws ImportException {
        String model = """
                {"ModelName": "m", "ModelMetadata": {"Version": "3.0", "AWSService": "Amazon DynamoDB"},
                 "DataModel": [
                   {"TableName": "my orders", "BillingMode": "PAY_PER_REQUEST",
                    "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
                    "GlobalSecondaryIndexes": [{"IndexName": "x",
                      "KeyAttributes": {"PartitionKey": {"AttributeName": "g", "AttributeType": "S"}},
                      "Projection": {"ProjectionType": "ALL"}}]},
                   {"TableName": "my_orders", "BillingMode": "PAY_PER_REQUEST",
                    "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}}}]}
                """;

        ImportResult result = DesignImport.read(model, "m.json", "m");

        assertThat(result.design().tables()).extracting(Table::name).containsExactly("my_orders", "my_orders-2");
        assertThat(result.design().table().index("x__")).isPresent();
        assertThat(result.warnings()).extracting(ImportWarning::message)
                .anyMatch(m -> m.contains("'my orders'") && m.contains("renamed 'my_orders'"))
                .anyMatch(m -> m.contains("renamed 'my_orders-2'"))
                .anyMatch(m -> m.contains("index name 'x'"));
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void itemWithAKeyOfTheWrongTypeIsDroppedNamingTheKey() throws ImportException {
        String model = """
                {"ModelName": "m", "ModelMetadata": {"Version": "3.0", "AWSService": "Amazon DynamoDB"},
                 "DataModel": [{"TableName": "widgets", "BillingMode": "PAY_PER_REQUEST",
                    "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "N"}},
                    "TableData": [{"id": {"N": "1"}}, {"id": {"S": "two"}}, {"id": {"N": "three"}}]}]}
                """;

        ImportResult result = DesignImport.read(model, "m.json", "m");

        assertThat(result.design().table().items()).hasSize(1);
        assertThat(result.warnings()).extracting(ImportWarning::path)
                .containsExactly("/DataModel/0/TableData/1", "/DataModel/0/TableData/2");
        assertThat(result.warnings().get(0).message()).contains("id is declared N but the item has S");
        assertThat(result.warnings().get(1).message()).contains("'three'");
    }

    @Test
    void entityThatWritesOnlyPartOfThePrimaryKeyLosesItsTemplatesWithAWarning() throws ImportException {
        String schema = """
                {"indexes": {"primary": {"hash": "pk", "sort": "sk"}},
                 "models": {"Order": {"sk": {"type": "String", "value": "ORDER#${id}", "hidden": true},
                                      "pk": {"type": "String", "value": "${sk}"},
                                      "id": {"type": "String"}}}}
                """;

        ImportResult result = DesignImport.read(schema, "s.json", "shop");

        assertThat(result.design().table().entity("Order").orElseThrow().keys()).isEmpty();
        assertThat(result.warnings()).extracting(ImportWarning::message)
                .anyMatch(m -> m.contains("built from key attribute sk"))
                .anyMatch(m -> m.contains("Order's key templates (sk = ORDER#{id}) dropped"));
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }
}
