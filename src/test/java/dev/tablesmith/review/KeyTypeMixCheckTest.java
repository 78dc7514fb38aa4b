package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.n;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KeyTypeMixCheckTest {

    private static Table invoicesAndPayments(String paymentPk, String invoiceSk) {
        return table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK")), List.of(
                entity("Invoice", 10, List.of(s("accountId"), s("invoiceId"), n("amount")),
                        Map.of("PK", "INVOICE#{invoiceId}", "SK", "META", "GSI1PK", "ACCOUNT#{accountId}",
                                "GSI1SK", invoiceSk)),
                entity("Payment", 10, List.of(s("accountId"), s("paymentId"), s("paidAt")),
                        Map.of("PK", "PAYMENT#{paymentId}", "SK", "META", "GSI1PK", paymentPk,
                                "GSI1SK", "{paidAt}"))), List.of());
    }

    @Test
    void numbersAndTextInOneItemCollectionsSortKeyAreFlagged() {
        List<Finding> findings = check(new KeyTypeMixCheck(), invoicesAndPayments("ACCOUNT#{accountId}",
                "{amount}"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("key-type-mix");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/1/keys/GSI1SK/template");
            assertThat(f.location().index()).isEqualTo("GSI1");
            assertThat(f.message()).isEqualTo("GSI1 sorts Invoice by {amount} (a number) and Payment by {paidAt}"
                    + " (text) in the same item collections of GSI1SK");
        });
    }

    @Test
    void typePrefixesKeepTheKindsInSeparateBands() {
        assertThat(check(new KeyTypeMixCheck(), invoicesAndPayments("ACCOUNT#{accountId}",
                "AMOUNT#{amount|pad:10}"))).isEmpty();
    }

    @Test
    void entitiesInDifferentItemCollectionsDoNotMix() {
        assertThat(check(new KeyTypeMixCheck(), invoicesAndPayments("PAYER#{accountId}", "{amount}"))).isEmpty();
    }
}
