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

    /**
     * Exponents far outside the range, and zero written with an exponent, as DynamoDB answers them: conformance
     * suite tests/tier3/limits/numberExponent.test.ts (eu-west-2, October 2026), Scylla alternator test_number.py.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "1e99999999999|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "1.0e100000000|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "1e2147483648|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "-1e2147483648|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "1e-99999999999|Number underflow. Attempting to store a number with magnitude smaller than supported range",
            "1e9223372036854775808|The parameter cannot be converted to a numeric value",
            "0e126|Number overflow. Attempting to store a number with magnitude larger than supported range",
            "0e-131|Number underflow. Attempting to store a number with magnitude smaller than supported range",
            "0e99999999999|Number overflow. Attempting to store a number with magnitude larger than supported range"})
    void exponentsOutsideTheRangeAreRefusedAsOverflowOrUnderflow(String text, String message) {
        assertThatThrownBy(() -> DynamoNumber.parse(text)).hasMessageStartingWith(message);
    }

    @ParameterizedTest
    @CsvSource({"0e125, 0", "0e-130, 0", "-0e10, 0", "1e-130, 0.0000000000000000000000000000000000000000000000000"
            + "000000000000000000000000000000000000000000000000000000000000000000000000000000001"})
    void zeroWithAnExponentInsideTheRangeIsZero(String text, String canonical) {
        assertThat(DynamoNumber.canonical(text)).isEqualTo(canonical);
    }

    /** Where a number has both too many digits and too large (or small) a magnitude, the magnitude is reported. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "1234567890123456789012345678901234567890E100|Number overflow",
            "99999999999999999999999999999999999999999E90|Number overflow",
            "9.99999999999999999999999999999999999999E125|Number overflow",
            "1234567890123456789012345678901234567890E-200|Number underflow",
            "1.00000000000000000000000000000000000001E125|Attempting to store more than 38 significant digits"})
    void magnitudeIsCheckedBeforeTheThirtyEightDigitRule(String text, String message) {
        assertThatThrownBy(() -> DynamoNumber.parse(text)).hasMessageStartingWith(message);
    }

    @ParameterizedTest
    @CsvSource({"1e", "e5", ".", "1e+", "--1", "1.2.3", "0x10", "''", "1e5.0", "NaN", "Infinity", "1 2"})
    void textThatIsNotADecimalCannotBeConverted(String text) {
        assertThatThrownBy(() -> DynamoNumber.parse(text))
                .hasMessage("The parameter cannot be converted to a numeric value: " + text);
    }

    @ParameterizedTest
    @CsvSource({"+1e+2, 100", "1., 1", ".5, 0.5", "-.5e1, -5", "00012.3400e-2, 0.1234"})
    void everyDecimalSpellingIsRead(String text, String canonical) {
        assertThat(DynamoNumber.canonical(text)).isEqualTo(canonical);
    }
}
