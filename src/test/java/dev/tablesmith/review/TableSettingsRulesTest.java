package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableSettingsRulesTest {
    private static List<Problem> validate(TableSettings settings) {
        Table table = new Table("orders", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), null, settings,
                null, null, null);
        return new DesignValidator().validate(Design.of("d", table));
    }

    @Test
    void aProvisionedTableHasAtLeastOneReadAndOneWriteCapacityUnit() {
        assertThat(validate(new TableSettings(BillingMode.PROVISIONED, new Throughput(0, 5), null, null)))
                .singleElement().satisfies(p -> {
                    assertThat(p.path()).isEqualTo("/tables/0/billing");
                    assertThat(p.message()).contains("0 RCU / 5 WCU").contains("minimum is 1 read and 1 write");
                });
        assertThat(validate(new TableSettings(BillingMode.PROVISIONED, new Throughput(1, 1), null, null))).isEmpty();
    }

    @Test
    void anOnDemandTableHasNoCapacityUnits() {
        assertThat(validate(new TableSettings(BillingMode.PAY_PER_REQUEST, new Throughput(5, 5), null, null)))
                .extracting(Problem::message).containsExactly("an on-demand (PAY_PER_REQUEST) table has no"
                        + " provisioned read or write capacity units");
    }

    @Test
    void theTtlAttributeNameIsOneTo255Characters() {
        assertThat(validate(new TableSettings(BillingMode.PAY_PER_REQUEST, null, "x".repeat(256), null)))
                .extracting(Problem::path).containsExactly("/tables/0/ttlAttribute");
        assertThat(validate(new TableSettings(BillingMode.PAY_PER_REQUEST, null, "", null))).hasSize(1);
        assertThat(validate(new TableSettings(BillingMode.PAY_PER_REQUEST, null, "expiresAt", null))).isEmpty();
    }
}
