package dev.tablesmith.io;

import static dev.tablesmith.io.StoreFixtures.formatOnlyStore;
import static dev.tablesmith.io.StoreFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Pricing;
import org.junit.jupiter.api.Test;

/** pricing.peakToAverage and pricing.targetUtilization: optional, written only when set, refused out of range. */
class PricingTrafficFieldsTest {
    private final JsonDesignStore store = formatOnlyStore();

    private static Design withPricing(Pricing pricing) {
        Design design = OrdersDesign.build();
        return design.withPricing(pricing);
    }

    @Test
    void aFileWithoutThemReadsAsSteadyTrafficAt70Percent() {
        Design design = withPricing(Pricing.usEast1());

        String text = store.write(design);

        assertThat(text).doesNotContain("peakToAverage").doesNotContain("targetUtilization");
    }

    @Test
    void setValuesAreWrittenAndReadBack() throws Exception {
        Design design = withPricing(Pricing.usEast1().withPeakToAverage(4).withTargetUtilization(0.5));

        String text = store.write(design);
        Design reread = read(store, text);

        assertThat(text).contains("\"peakToAverage\": 4", "\"targetUtilization\": 0.5");
        assertThat(reread.pricing()).isEqualTo(design.pricing());
    }

    @Test
    void anOldPricingObjectStillReads() throws Exception {
        String text = store.write(withPricing(Pricing.usEast1().withPeakToAverage(4)))
                .replace("\"peakToAverage\": 4", "\"hoursPerMonth\": 730").replaceFirst(",\\s*\"hoursPerMonth\": 730",
                        "");

        Design reread = read(store, text);

        assertThat(reread.pricing().peakToAverage()).isEqualTo(Pricing.DEFAULT_PEAK_TO_AVERAGE);
    }

    @Test
    void outOfRangeValuesAreLocatedProblems() {
        String text = store.write(withPricing(Pricing.usEast1().withPeakToAverage(4).withTargetUtilization(0.5)))
                .replace("\"peakToAverage\": 4", "\"peakToAverage\": 0.5")
                .replace("\"targetUtilization\": 0.5", "\"targetUtilization\": 1.5");

        DesignLoadException e = catchThrowableOfType(() -> read(store, text), DesignLoadException.class);

        assertThat(e.problems()).extracting(p -> p.path() + ": " + p.message()).containsExactly(
                "/pricing/peakToAverage: must be at least 1",
                "/pricing/targetUtilization: must be above 0 and at most 1 (0.7 is 70%)");
    }
}
