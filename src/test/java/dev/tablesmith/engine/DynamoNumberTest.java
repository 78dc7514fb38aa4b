package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DynamoNumberTest {

    @ParameterizedTest
    @CsvSource({"1E2, 100", "100.00, 100", "0.50, 0.5", "-0, 0", "+7, 7", "1.5E-3, 0.0015", "-12.340, -12.34"})
    void canonicalFormIsPlainWithoutInsignificantZeros(String text, String canonical) {
        assertThat(DynamoNumber.canonical(text)).isEqualTo(canonical);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "123456789012345678901234567890123456789|Attempting to store more than 38 significant digits",
            "1E126|Number overflow",
            "-1E126|Number overflow",
            "1E-131|Number underflow",
            "abc|The parameter cannot be converted to a numeric value"})
    void outOfRangeNumbersAreRefusedWithDynamoDbsMessage(String text, String message) {
        assertThatThrownBy(() -> DynamoNumber.parse(text)).hasMessageStartingWith(message);
    }

    @ParameterizedTest
    @CsvSource({"9.9999999999999999999999999999999999999E+125", "1E-130", "-1E-130",
            "12345678901234567890123456789012345678000"})
    void limitsThemselvesAreAccepted(String text) {
        assertThat(DynamoNumber.problem(text)).isEmpty();
    }
}
