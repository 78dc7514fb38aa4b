package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.DesignValidator;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code aws dynamodb describe-table} output, create-table output and {@code create-table --cli-input-json} input,
 * on the files in {@code src/test/resources/realworld/dynamodb-api} (sources in its SOURCES.md: the AWS CLI's own
 * examples, and describe-table output recorded against moto_server).
 */
class TableDescriptionImportTest {

    static ImportResult fixture(String name) {
        try {
            Path file = Path.of(TableDescriptionImportTest.class.getResource("/realworld/dynamodb-api/" + name)
                    .toURI());
            return DesignImport.read(file);
        } catch (ImportException | IOException | URISyntaxException e) {
            throw new AssertionError("import of " + name + " failed: " + e.getMessage(), e);
        }
    }

    private static List<String> paths(ImportResult result) {
        return result.warnings().stream().map(ImportWarning::path).toList();
    }

    @Test
    void awsCliDescribeTableExampleIsAProvisionedTableWithoutBillingModeSummary() {
        // aws-cli awscli/examples/dynamodb/describe-table.rst: no BillingModeSummary, KeyType before AttributeName
        ImportResult result = fixture("aws-cli-example-describe-table-musiccollection.json");
        Table table = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.DESCRIBE_TABLE);
        assertThat(table.name()).isEqualTo("MusicCollection");
        assertThat(table.keySchema().attributeNames()).containsExactly("Artist", "SongTitle");
        assertThat(table.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(table.settings().provisioned()).isEqualTo(new Throughput(5, 5));
        assertThat(table.settings().pointInTimeRecovery()).isFalse();
        assertThat(table.settings().ttlAttribute()).isNull();
        // status, counts, size and creation time are the live table's state: no warning for them
        assertThat(result.warnings()).singleElement().satisfies(w -> {
            assertThat(w.path()).isEqualTo("/Table");
            assertThat(w.message()).contains("does not report TTL or point-in-time recovery");
        });
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void createTableOutputGivesTheProvisionedGsiWithItsProjection() {
        // aws-cli create-table.rst Example 5: TableDescription, CREATING, GSI with IndexStatus and IndexArn
        ImportResult result = fixture("aws-cli-example-create-table-gamescores-gsi-output.json");
        Table table = result.design().table();
        SecondaryIndex gsi = table.index("GameTitleIndex").orElseThrow();

        assertThat(result.format()).isEqualTo(SourceFormat.DESCRIBE_TABLE);
        assertThat(gsi.kind()).isEqualTo(IndexKind.GSI);
        assertThat(gsi.keySchema().attributeNames()).containsExactly("GameTitle", "TopScore");
        assertThat(gsi.keySchema().sortKey().get(0).type()).isEqualTo(ScalarType.N);
        assertThat(gsi.projection().type()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(gsi.projection().nonKeyAttributes()).containsExactly("UserId");
        assertThat(gsi.provisioned()).isEqualTo(new Throughput(10, 5));
        assertThat(table.settings().provisioned()).isEqualTo(new Throughput(10, 5));
        assertThat(paths(result)).containsExactly("/TableDescription");
    }

    @Test
    void createTableOutputLsiSharesTheTablePartitionKey() {
        // aws-cli create-table.rst Example 4: AttributeDefinitions in alphabetical, not key, order
        ImportResult result = fixture("aws-cli-example-create-table-musiccollection-lsi-output.json");
        SecondaryIndex lsi = result.design().table().index("AlbumTitleIndex").orElseThrow();

        assertThat(lsi.kind()).isEqualTo(IndexKind.LSI);
        assertThat(lsi.keySchema().attributeNames()).containsExactly("Artist", "AlbumTitle");
        assertThat(lsi.provisioned()).isNull();
        assertThat(lsi.projection().nonKeyAttributes()).containsExactly("Genre", "Year");
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void createTableInputKeepsCapacityIndexesAndStreamAndWarnsForEachSettingTheDesignLacks() {
        ImportResult result = fixture("create-table-input-orders.json");
        Table table = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.CREATE_TABLE_INPUT);
        assertThat(table.name()).isEqualTo("Orders");
        assertThat(table.settings().provisioned()).isEqualTo(new Throughput(7, 3));
        assertThat(table.index("GSI1").orElseThrow().provisioned()).isEqualTo(new Throughput(4, 2));
        assertThat(table.index("ByTotal").orElseThrow().keySchema().sortKeyAttribute().orElseThrow().type())
                .isEqualTo(ScalarType.N);
        assertThat(table.settings().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(table.settings().pointInTimeRecovery()).isFalse();
        assertThat(paths(result)).containsExactlyInAnyOrder("/SSESpecification", "/TableClass",
                "/DeletionProtectionEnabled", "/Tags");
        assertThat(result.warnings()).filteredOn(w -> w.path().equals("/TableClass")).singleElement()
                .extracting(ImportWarning::message).asString().contains("STANDARD_INFREQUENT_ACCESS");
    }

    @Test
    void describeTableOfTheSameTableFromMotoGivesTheSameDesign() {
        Table fromInput = fixture("create-table-input-orders.json").design().table();
        ImportResult described = fixture("moto-describe-table-orders.json");

        assertThat(described.design().table()).isEqualTo(fromInput);
        // moto reports KMS encryption and deletion protection, but not the table class it was given
        assertThat(paths(described)).containsExactlyInAnyOrder("/Table/SSEDescription",
                "/Table/DeletionProtectionEnabled", "/Table");
    }

    @Test
    void multiAttributeGsiKeysKeepEveryHashAndRangeElementInOrder() {
        // DynamoDB Developer Guide, "Multi-attribute keys pattern": tournamentId + region / round + bracket + matchId
        ImportResult result = fixture("create-table-input-tournament-multi-attribute-gsi.json");
        Table table = result.design().table();
        SecondaryIndex byRegion = table.index("TournamentRegionIndex").orElseThrow();
        SecondaryIndex history = table.index("PlayerMatchHistoryIndex").orElseThrow();

        assertThat(byRegion.keySchema().partitionKey()).extracting(k -> k.name())
                .containsExactly("tournamentId", "region");
        assertThat(byRegion.keySchema().sortKey()).extracting(k -> k.name())
                .containsExactly("round", "bracket", "matchId");
        assertThat(history.keySchema().sortKey()).extracting(k -> k.name()).containsExactly("matchDate", "round");
        assertThat(table.settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(byRegion.provisioned()).isNull();
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(paths(result)).containsExactlyInAnyOrder("/OnDemandThroughput", "/WarmThroughput",
                "/GlobalSecondaryIndexes/0/OnDemandThroughput");
        assertThat(result.warnings()).filteredOn(w -> w.path().equals("/OnDemandThroughput")).singleElement()
                .extracting(ImportWarning::message).asString().contains("1000 read", "500 write");
    }

    @Test
    void motoDescriptionOfAnOnDemandTableIgnoresItsZeroCapacityAndWarmThroughput() {
        Table fromInput = fixture("create-table-input-tournament-multi-attribute-gsi.json").design().table();
        ImportResult described = fixture("moto-describe-table-tournament-multi-attribute-gsi.json");

        assertThat(described.design().table()).isEqualTo(fromInput);
        assertThat(paths(described)).containsExactly("/Table");
    }

    @Test
    void describeTableWithoutBillingModeSummaryAndZeroCapacityIsOnDemand() throws ImportException {
        String json = """
                {"Table": {"TableName": "events", "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                  "ProvisionedThroughput": {"NumberOfDecreasesToday": 0, "ReadCapacityUnits": 0, "WriteCapacityUnits": 0},
                  "OnDemandThroughput": {"MaxReadRequestUnits": -1, "MaxWriteRequestUnits": -1},
                  "TableClassSummary": {"TableClass": "STANDARD"}, "DeletionProtectionEnabled": false}}
                """;

        ImportResult result = DesignImport.read(json, "events.json", "events");

        assertThat(result.design().table().settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(paths(result)).containsExactly("/Table");
    }

    @Test
    void unknownMembersAndUnusedDefinitionsAreReportedWithTheirPointers() throws ImportException {
        String json = """
                {"TableName": "t1", "BillingMode": "PAY_PER_REQUEST", "Frobnicate": true,
                  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"},
                                           {"AttributeName": "spare", "AttributeType": "N"}],
                  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}, {"AttributeName": "at", "KeyType": "RANGE"}],
                  "StreamSpecification": {"StreamEnabled": false}}
                """;

        ImportResult result = DesignImport.read(json, "t1.json", "t1");

        assertThat(result.warnings()).extracting(w -> w.path() + " " + w.message()).anySatisfy(
                m -> assertThat(m).startsWith("/Frobnicate table field 'Frobnicate'")).anySatisfy(
                m -> assertThat(m).startsWith("/KeySchema/1 key attribute at is not in AttributeDefinitions"))
                .anySatisfy(m -> assertThat(m).startsWith("/AttributeDefinitions attribute definition spare"));
        assertThat(result.design().table().keySchema().sortKeyAttribute().orElseThrow().type())
                .isEqualTo(ScalarType.S);
        assertThat(result.design().table().settings().streamViewType()).isNull();
    }

    @Test
    void aTableKeyWithTwoHashElementsFailsOnOneLocatedLine() {
        String json = """
                {"TableName": "bad", "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "S"},
                  {"AttributeName": "b", "AttributeType": "S"}], "BillingMode": "PAY_PER_REQUEST",
                  "KeySchema": [{"AttributeName": "a", "KeyType": "HASH"}, {"AttributeName": "b", "KeyType": "HASH"}]}
                """;

        assertThatThrownBy(() -> DesignImport.read(json, "bad.json", "bad")).isInstanceOf(ImportException.class)
                .message().startsWith("bad.json: the imported design is not valid: ").doesNotContain("\n");
    }

    @Test
    void detectionTellsTheShapesApart() {
        assertThat(DesignImport.detect("{\"Table\": {\"TableName\": \"t\", \"KeySchema\": []}}"))
                .contains(SourceFormat.DESCRIBE_TABLE);
        assertThat(DesignImport.detect("{\"TableDescription\": {\"KeySchema\": []}}"))
                .contains(SourceFormat.DESCRIBE_TABLE);
        assertThat(DesignImport.detect("{\"TableName\": \"t\", \"KeySchema\": []}"))
                .contains(SourceFormat.CREATE_TABLE_INPUT);
        assertThat(DesignImport.detect("{\"Table\": {\"name\": \"t\"}}")).isEmpty();
    }
}
