package dev.tablesmith.infer;

import static dev.tablesmith.infer.Items.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Whole-table cases: empty and tiny samples, partial samples, settings, LSIs and multi-attribute GSI keys. */
class DesignInferenceTest {

    @Test
    void anEmptyTableGivesTheTableWithoutEntitiesAndSaysSo() {
        InferenceResult result = DesignInference.infer(Items.pkSk("empty-table"), List.of(), false);

        assertThat(result.design().table().entities()).isEmpty();
        assertThat(result.design().table().keySchema()).isEqualTo(Items.PK_SK);
        assertThat(result.warnings()).containsExactly("Table empty-table returned no items, so no entities were"
                + " inferred; the design has the table's keys and indexes only.");
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void aTableOfOneItemGivesOneEntityWithOneRecord() {
        Item only = item("PK", "USER#u1", "SK", "USER#u1", "userId", "u1", "name", "Ann");

        InferenceResult result = DesignInference.infer(Items.pkSk("users"), List.of(only), false);

        Entity user = result.design().table().entities().get(0);
        assertThat(user.name()).isEqualTo("User");
        assertThat(CommerceMainInferenceTest.keys(user)).isEqualTo(Map.of("PK", "USER#{userId}", "SK", "USER#{userId}"));
        assertThat(user.records()).containsExactly(item("userId", "u1", "name", "Ann"));
        assertThat(user.estimatedItemCount()).isEqualTo(1);
        assertThat(result.warnings()).isEmpty();
        KeyReproduction.assertTemplatesReproduceKeys(result);
    }

    @Test
    void aPartialSampleIsAWarningWithTheTablesCountAndScalesTheEstimates() {
        TableDescription description = new TableDescription("users", Items.PK_SK, List.of(), null, 1000);
        List<Item> items = List.of(item("PK", "USER#u1", "SK", "META", "userId", "u1"),
                item("PK", "USER#u2", "SK", "META", "userId", "u2"));

        InferenceResult result = DesignInference.infer(description, items, true);

        assertThat(result.warnings()).containsExactly("The design is inferred from the first 2 items of table users"
                + " (DescribeTable counts about 1000); the scan stopped at the item limit, so entities, attributes and"
                + " templates that only other items show are missing.");
        assertThat(result.design().table().entities().get(0).estimatedItemCount()).isEqualTo(1000);
    }

    @Test
    void settingsLsisAndMultiAttributeGsiKeysAreKeptAndNaturalKeysAreTheirAttributes() {
        SecondaryIndex byTenantStatus = new SecondaryIndex("ByTenantStatus", dev.tablesmith.model.IndexKind.GSI,
                new KeySchema(List.of(KeyAttribute.s("tenantId"), KeyAttribute.s("region")),
                        List.of(KeyAttribute.s("status"), KeyAttribute.n("createdAt"))),
                Projection.include(List.of("title")), new Throughput(5, 5));
        SecondaryIndex byTitle = SecondaryIndex.lsi("ByTitle", KeySchema.of(KeyAttribute.s("PK"),
                KeyAttribute.s("LSI1SK")), Projection.keysOnly());
        TableSettings settings = new TableSettings(BillingMode.PROVISIONED, new Throughput(10, 5), "expiresAt",
                StreamViewType.NEW_IMAGE);
        TableDescription description = new TableDescription("tickets", Items.PK_SK, List.of(byTenantStatus, byTitle),
                settings, -1);
        List<Item> items = List.of(
                item("PK", "TICKET#t1", "SK", "META", "ticketId", "t1", "tenantId", "acme", "region", "eu",
                        "status", "OPEN", "createdAt", 1700000000, "title", "Printer", "LSI1SK", "TITLE#Printer",
                        "expiresAt", 1800000000),
                item("PK", "TICKET#t2", "SK", "META", "ticketId", "t2", "tenantId", "acme", "region", "us",
                        "status", "DONE", "createdAt", 1700000100, "title", "Mouse", "LSI1SK", "TITLE#Mouse",
                        "expiresAt", 1800000100));

        InferenceResult result = DesignInference.infer(description, items, false);

        assertThat(result.design().table().settings()).isEqualTo(settings);
        assertThat(result.design().table().indexes()).containsExactly(byTenantStatus, byTitle);
        Entity ticket = result.design().table().entities().get(0);
        assertThat(CommerceMainInferenceTest.keys(ticket)).isEqualTo(Map.of("PK", "TICKET#{ticketId}", "SK", "META",
                "tenantId", "{tenantId}", "region", "{region}", "status", "{status}", "createdAt", "{createdAt}",
                "LSI1SK", "TITLE#{title}"));
        assertThat(ticket.records()).hasSize(2);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(result.warnings()).isEmpty();
        KeyReproduction.assertTemplatesReproduceKeys(result);
    }

    @Test
    void itemsOfEveryEntityAreListedInSampleOrder() {
        List<Item> items = List.of(item("PK", "A#1", "SK", "META", "aId", "1"), item("PK", "B#1", "SK", "META",
                "bId", "1"), item("PK", "A#2", "SK", "META", "aId", "2"));

        InferenceResult result = DesignInference.infer(Items.pkSk("letters"), items, false);

        assertThat(result.itemsByEntity()).containsExactly(Map.entry("A", List.of(items.get(0), items.get(2))),
                Map.entry("B", List.of(items.get(1))));
    }
}
