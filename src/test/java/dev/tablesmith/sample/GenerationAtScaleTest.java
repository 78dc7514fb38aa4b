package dev.tablesmith.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Table;
import org.junit.jupiter.api.Test;

/**
 * Generation at scale stays correct: 100,000 commerce records, none missing, no duplicate ids. Its speed is
 * measured by {@code tablesmith bench engine} (the "generate records" line), not here: timed unit tests are noise
 * on a shared machine.
 */
class GenerationAtScaleTest {

    @Test
    void hundredThousandCommerceRecordsAreGeneratedWithoutShortfallOrDuplicateIds() {
        Table commerce = SampleFixtures.example("commerce-main").table();

        SampleResult result = new SampleGenerator(100).generate(commerce, 20_000);

        assertThat(result.recordCount()).isEqualTo(100_000);
        assertThat(result.shortfalls()).isEmpty();
        assertThat(SampleFixtures.texts(result.table(), "Order", "orderId")).doesNotHaveDuplicates();
    }
}
