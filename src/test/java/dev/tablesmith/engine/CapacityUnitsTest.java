package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CapacityUnitsTest {

    @ParameterizedTest
    @CsvSource({"0, true, 1", "0, false, 0.5", "4096, true, 1", "4097, true, 2", "4097, false, 1",
            "12000, false, 1.5", "1, false, 0.5"})
    void readsRoundUpToFourKilobytesPerPage(long bytes, boolean strong, double expected) {
        assertThat(CapacityUnits.readUnitsForPage(bytes, strong)).isEqualTo(expected);
    }

    @ParameterizedTest
    @CsvSource({"1, 1", "1024, 1", "1025, 2", "409600, 400", "0, 1"})
    void writesRoundUpToOneKilobyte(long bytes, double expected) {
        assertThat(CapacityUnits.writeUnits(bytes)).isEqualTo(expected);
    }
}
