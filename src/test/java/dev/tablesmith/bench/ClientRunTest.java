package dev.tablesmith.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The latency percentiles {@code bench serve} reports: nearest rank over the sorted latencies. */
class ClientRunTest {

    @Test
    void percentileIsTheNearestRankOfTheSortedValues() {
        long[] sorted = new long[100];
        for (int i = 0; i < sorted.length; i++) {
            sorted[i] = (i + 1) * 10L;
        }
        assertThat(ClientRun.percentile(sorted, 0.50)).isEqualTo(500);
        assertThat(ClientRun.percentile(sorted, 0.99)).isEqualTo(990);
        assertThat(ClientRun.percentile(new long[] {7}, 0.99)).isEqualTo(7);
        assertThat(ClientRun.percentile(new long[0], 0.5)).isZero();
    }

    @Test
    void millisecondsKeepThreeDecimalsBelowTenMilliseconds() {
        assertThat(ServeBenchmark.millis(1_234_567)).isEqualTo("1.235 ms");
        assertThat(ServeBenchmark.millis(12_345_678)).isEqualTo("12.3 ms");
    }
}
