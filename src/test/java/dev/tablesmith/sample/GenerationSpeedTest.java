package dev.tablesmith.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Table;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A guard against accidental slowness (a datafaker call per value, a quadratic lookup), not a benchmark: 100,000
 * commerce records take a second or two on a laptop; the limit is generous for a loaded CI machine.
 */
class GenerationSpeedTest {

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void hundredThousandCommerceRecordsAreGeneratedInSeconds() {
        Table commerce = SampleFixtures.example("commerce-main").table();

        SampleResult result = new SampleGenerator(100).generate(commerce, 20_000);

        assertThat(result.recordCount()).isEqualTo(100_000);
        assertThat(result.shortfalls()).isEmpty();
        assertThat(SampleFixtures.texts(result.table(), "Order", "orderId")).doesNotHaveDuplicates();
    }
}
