package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.n;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AttributeTypeCheckTest {

    private static Table orderAndInvoice(Attribute invoiceTotal) {
        return table(List.of(), List.of(
                entity("Order", 10, List.of(s("orderId"), n("total")), Map.of("PK", "ORDER#{orderId}", "SK", "META")),
                entity("Invoice", 10, List.of(s("invoiceId"), s("currency"), invoiceTotal),
                        Map.of("PK", "INVOICE#{invoiceId}", "SK", "META"))), List.of());
    }

    @Test
    void attributeDeclaredWithTwoTypesIsFlaggedAtTheSecondDeclaration() {
        List<Finding> findings = check(new AttributeTypeCheck(), orderAndInvoice(s("total")));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("attribute-type-conflict");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/1/attributes/2/type");
            assertThat(f.location().entity()).isEqualTo("Invoice");
            assertThat(f.message()).isEqualTo("'total' is S in Invoice but N in Order");
            assertThat(f.explanation()).contains("FilterExpression");
        });
    }

    @Test
    void sameNameWithTheSameTypeIsFine() {
        assertThat(check(new AttributeTypeCheck(), orderAndInvoice(n("total")))).isEmpty();
    }
}
