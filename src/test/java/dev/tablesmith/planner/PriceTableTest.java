package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Pricing;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class PriceTableTest {

    @Test
    void usEast1IsTheDesignDefaultAndTheOnlyVerifiedRegion() {
        RegionPrices east = PriceTable.of("us-east-1").orElseThrow();

        assertThat(east.matches(Pricing.usEast1())).isTrue();
        assertThat(east.readRequestUnitsPerMillion()).isEqualTo(0.125);
        assertThat(east.writeRequestUnitsPerMillion()).isEqualTo(0.625);
        assertThat(east.verified()).isTrue();
        assertThat(PriceTable.regions()).extracting(RegionPrices::region).containsExactly("us-east-1", "us-west-2",
                "eu-west-1", "eu-central-1", "ap-southeast-1", "ap-northeast-1");
        assertThat(PriceTable.regions().subList(1, 6)).allMatch(r -> !r.verified()
                && r.source().contains("unverified"));
    }

    @Test
    void pricesAreStaleOnlyMoreThan12MonthsAfterTheirDate() {
        LocalDate asOf = LocalDate.of(2026, 12, 3);

        assertThat(PriceTable.isStale(asOf, asOf.plusDays(365))).isFalse();
        assertThat(PriceTable.isStale(asOf, asOf.plusDays(366))).isTrue();
    }
}
