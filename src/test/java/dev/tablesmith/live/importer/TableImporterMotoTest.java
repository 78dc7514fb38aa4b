package dev.tablesmith.live.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.live.BatchLoader;
import dev.tablesmith.live.SdkTables;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Imports a live commerce-main table from moto_server: created and loaded with the SDK here, then read back with
 * a bounded scan and inferred. Skipped with a message when moto_server is not on PATH (a failure with CI=true).
 */
@ExtendWith(MotoServerExtension.class)
class TableImporterMotoTest {
    private static final String TABLE = "import-commerce-main";
    private static Table original;
    private static List<Item> items;

    @BeforeAll
    static void createAndLoad(DynamoDbClient client) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        original = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        items = ItemMaterializer.materialize(original).plainItems();
        Table renamed = new Table(TABLE, original.keySchema(), original.indexes(), original.settings(),
                original.entities(), original.accessPatterns(), original.items());
        client.createTable(SdkTables.createTable(renamed).toBuilder().streamSpecification(StreamSpecification
                .builder().streamEnabled(true).streamViewType(StreamViewType.NEW_AND_OLD_IMAGES).build()).build());
        client.updateTimeToLive(r -> r.tableName(TABLE)
                .timeToLiveSpecification(t -> t.enabled(true).attributeName("expiresAt")));
        client.updateContinuousBackups(r -> r.tableName(TABLE)
                .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true)));
        new BatchLoader(client, 2).load(TABLE, items);
    }

    @Test
    void aLimitAboveTheTableSizeImportsEveryItemAndInfersTheOriginalEntitiesAndTemplates(DynamoDbClient client) {
        ImportResult result = TableImporter.importTable(client, TABLE, 1000);

        assertThat(result.itemsRead()).isEqualTo(items.size());
        assertThat(result.partial()).isFalse();
        assertThat(result.warnings()).isEmpty();
        Table table = result.design().table();
        assertThat(table.name()).isEqualTo(TABLE);
        assertThat(table.keySchema()).isEqualTo(original.keySchema());
        assertThat(table.indexes()).isEqualTo(original.indexes());
        assertThat(table.settings()).isEqualTo(original.settings());
        assertThat(table.entities()).extracting(Entity::name)
                .containsExactlyInAnyOrderElementsOf(original.entities().stream().map(Entity::name).toList());
        for (Entity expected : original.entities()) {
            assertThat(keys(table.entity(expected.name()).orElseThrow())).as(expected.name()).isEqualTo(keys(expected));
        }
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(ItemMaterializer.materialize(table).plainItems()).hasSize(items.size());
    }

    @Test
    void aLimitBelowTheTableSizeReadsExactlyThatManyItemsAndWarnsThatTheSampleIsPartial(DynamoDbClient client) {
        ImportResult result = TableImporter.importTable(client, TABLE, 10);

        assertThat(result.itemsRead()).isEqualTo(10);
        assertThat(result.partial()).isTrue();
        assertThat(result.warnings()).anySatisfy(w -> assertThat(w).startsWith("The design is inferred from the first"
                + " 10 items of table " + TABLE).contains("stopped at the item limit"));
        Table table = result.design().table();
        int recordCount = table.entities().stream().mapToInt(e -> e.records().size()).sum();
        assertThat(recordCount + table.items().size()).isEqualTo(10);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void aScanWithTheTableSizeAsLimitReadsEveryItemOnce(DynamoDbClient client) {
        SampleScan sample = SampleScan.scan(client, TABLE, items.size());

        assertThat(sample.items()).extracting(i -> i.get("PK").orElseThrow() + " " + i.get("SK").orElseThrow())
                .containsExactlyInAnyOrderElementsOf(items.stream()
                        .map(i -> i.get("PK").orElseThrow() + " " + i.get("SK").orElseThrow()).toList());
    }

    @Test
    void aTableThatDoesNotExistIsAOneLineFailure(DynamoDbClient client) {
        assertThatThrownBy(() -> TableImporter.importTable(client, "no-such-table", 10))
                .isInstanceOf(TableImporter.ImportFailure.class)
                .hasMessage("table 'no-such-table' does not exist at this endpoint and region");
    }

    @Test
    void aLimitBelowOneIsRefused(DynamoDbClient client) {
        assertThatThrownBy(() -> TableImporter.importTable(client, TABLE, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("the item limit must be at least 1, not 0");
    }

    private static Map<String, String> keys(Entity entity) {
        return entity.keys().stream().collect(Collectors.toMap(EntityKey::attribute,
                k -> k.template() + (k.when() == null ? "" : " when " + k.when())));
    }
}
