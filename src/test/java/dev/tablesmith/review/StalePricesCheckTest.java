package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.planner.PriceTable;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class StalePricesCheckTest {

    private static List<Finding> reviewAfter(int days) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("users-groups").orElseThrow());
        Clock clock = Clock.fixed(PriceTable.AS_OF.plusDays(days).atStartOfDay().toInstant(ZoneOffset.UTC),
                ZoneOffset.UTC);
        return new DesignReview(clock).review(design).stream().filter(f -> f.ruleId().equals("stale-prices"))
                .toList();
    }

    @Test
    void aPriceTable365DaysOldIsCurrent() throws Exception {
        assertThat(reviewAfter(365)).isEmpty();
    }

    @Test
    void aPriceTable366DaysOldIsFlaggedOnceAtThePricing() throws Exception {
        assertThat(reviewAfter(366)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.location().path()).isEqualTo("/pricing");
            assertThat(f.message()).isEqualTo("the us-east-1 prices were checked on " + PriceTable.AS_OF
                    + ", 366 days ago (more than 12 months)");
        });
    }
}
