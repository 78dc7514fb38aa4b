package dev.tablesmith.ui.design;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.ui.OpenedDesign;
import dev.tablesmith.ui.SampleDesigns;
import dev.tablesmith.ui.design.DesignOverviewViewModel.EntityRow;
import dev.tablesmith.ui.design.DesignOverviewViewModel.Fact;
import dev.tablesmith.ui.design.DesignOverviewViewModel.IndexRow;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class DesignOverviewViewModelTest {
    private static Design commerce(TableSettings settings) {
        return SampleDesigns.commerce(settings);
    }

    private static DesignOverviewViewModel overview(Design design) {
        return new DesignOverviewViewModel(OpenedDesign.fromFile(design, Path.of("/d/commerce.tablesmith.json")));
    }

    @Test
    void windowTitleNamesTheDesignThenTablesmith() {
        assertThat(overview(commerce(null)).windowTitle()).isEqualTo("commerce-main — Tablesmith");
    }

    @Test
    void tableFactsShowTheKeySchemaWithTypesAndTheSettings() {
        List<Fact> facts = overview(commerce(null)).tableFacts();

        assertThat(facts).contains(new Fact("Table", "commerce-main"), new Fact("Partition key", "PK (S)"),
                new Fact("Sort key", "SK (S)"), new Fact("Billing", "on-demand"), new Fact("TTL attribute", "off"),
                new Fact("Stream", "off"), new Fact("Access patterns", "0"));
    }

    @Test
    void provisionedBillingShowsItsCapacityUnits() {
        TableSettings provisioned = new TableSettings(BillingMode.PROVISIONED, new Throughput(5, 10), "expiresAt", null);

        assertThat(overview(commerce(provisioned)).tableFacts()).contains(
                new Fact("Billing", "provisioned, 5 RCU / 10 WCU"), new Fact("TTL attribute", "expiresAt"));
    }

    @Test
    void indexesShowTheirKeysAndWhatTheyProject() {
        assertThat(overview(commerce(null)).indexes()).containsExactly(
                new IndexRow("GSI1", "GSI", "GSI1PK (S)", "GSI1SK (S)", "keys + customerName, total"),
                new IndexRow("GSI2", "GSI", "GSI2PK (S)", "—", "keys only"));
    }

    @Test
    void multiAttributeGsiKeysJoinTheirPartsInOrder() {
        KeySchema multi = new KeySchema(List.of(KeyAttribute.s("tenantId"), KeyAttribute.s("region")),
                List.of(KeyAttribute.n("createdAt")));

        assertThat(KeyText.key(multi.partitionKey())).isEqualTo("tenantId (S) + region (S)");
        assertThat(KeyText.key(List.of(new KeyAttribute("PK", null)))).isEqualTo("PK (no type)");
    }

    @Test
    void entitiesListTheKeysTheyWriteWithSparseConditions() {
        assertThat(overview(commerce(null)).entities()).extracting(EntityRow::name).containsExactly("Customer", "Order");
        assertThat(overview(commerce(null)).entities().get(1)).isEqualTo(new EntityRow("Order",
                "An order header in its customer's collection.",
                List.of("PK = CUST#{customerId}", "SK = ORDER#{orderDate}#{orderId}", "GSI1PK = STATUS#{status}",
                        "GSI1SK = {orderDate}", "GSI2PK = OPEN  when status = PENDING")));
    }

    @Test
    void originOfAFileIsItsAbsolutePath() {
        assertThat(overview(commerce(null)).origin()).isEqualTo(Path.of("/d/commerce.tablesmith.json").toAbsolutePath().toString());
    }
}
