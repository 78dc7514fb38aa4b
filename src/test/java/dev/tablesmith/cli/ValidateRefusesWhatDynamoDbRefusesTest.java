package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the other commands would refuse, {@code validate} reports first, located (issue 21). Number limits from the
 * DynamoDB Developer Guide ("Data types": up to 38 digits of precision, magnitude 1E-130 to
 * 9.9999999999999999999999999999999999999E+125), as ScyllaDB's test/alternator/test_number.py records them.
 */
class ValidateRefusesWhatDynamoDbRefusesTest {
    @TempDir
    Path dir;

    private Path design(String name, String count, String rate, String... totals) throws IOException {
        StringBuilder records = new StringBuilder();
        for (int i = 0; i < totals.length; i++) {
            records.append(i == 0 ? "" : ",\n").append("        { \"orderId\": \"o").append(i).append("\", \"total\": ")
                    .append(totals[i]).append(" }");
        }
        String text = """
                {
                  "format": "tablesmith/1",
                  "name": "orders",
                  "tables": [
                    {
                      "name": "orders",
                      "partitionKey": { "name": "PK", "type": "S" },
                      "entities": [
                        {
                          "name": "Order",
                          "estimatedItemCount": COUNT,
                          "attributes": [
                            { "name": "orderId", "type": "S", "required": true },
                            { "name": "total", "type": "ANY" }
                          ],
                          "keys": { "PK": { "template": "ORDER#{orderId}" } },
                          "records": [
                RECORDS
                          ]
                        }
                      ],
                      "accessPatterns": [
                        { "id": "AP1", "name": "Get order", "entities": ["Order"], "requestsPerSecond": RATE }
                      ]
                    }
                  ]
                }
                """.replace("COUNT", count).replace("RATE", rate).replace("RECORDS", records)
                .replace("ANY", totals.length > 0 && totals[0].startsWith("[") ? "L" : "N");
        return Files.writeString(dir.resolve(name + ".tablesmith.json"), text);
    }

    @Test
    void recordNumbersDynamoDbRefusesAreLocatedProblems() throws IOException {
        Path file = design("numbers", "5", "2", "1E+126", "\"1E-131\"",
                "123456789012345678901234567890123456789", "9.9999999999999999999999999999999999999E+125");

        CliRun run = CliRun.of("validate", file.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines()).containsExactly(
                file + ":18:37: /tables/0/entities/0/records/0/total: DynamoDB refuses the number '1E+126': Number"
                        + " overflow. Attempting to store a number with magnitude larger than supported range",
                file + ":19:37: /tables/0/entities/0/records/1/total: DynamoDB refuses the number '1E-131': Number"
                        + " underflow. Attempting to store a number with magnitude smaller than supported range",
                file + ":20:37: /tables/0/entities/0/records/2/total: DynamoDB refuses the number"
                        + " '123456789012345678901234567890123456789': Attempting to store more than 38 significant"
                        + " digits in a Number");
    }

    @Test
    void numbersNestedInAListAreCheckedToo() throws IOException {
        Path file = design("nested", "5", "2", "[1, 2e200]", "[{ \"a\": 1e-200 }]");

        CliRun run = CliRun.of("validate", file.toString());

        assertThat(run.out().lines()).containsExactly(
                file + ":18:41: /tables/0/entities/0/records/0/total/1: DynamoDB refuses the number '2e200': Number"
                        + " overflow. Attempting to store a number with magnitude larger than supported range",
                file + ":19:45: /tables/0/entities/0/records/1/total/0/a: DynamoDB refuses the number '1e-200':"
                        + " Number underflow. Attempting to store a number with magnitude smaller than supported"
                        + " range");
    }

    @Test
    void exponentBeyondADecimalIsALocatedProblemAndEveryFileIsStillChecked() throws IOException {
        Path huge = design("huge", "1E+2147483648", "2", "1");
        Path beyond = design("beyond", "1E+99999999999", "2", "1");
        Path valid = design("valid", "5", "2", "1");
        Path invalid = design("invalid", "-1e400", "2", "1");

        CliRun run = CliRun.of("validate", huge.toString(), beyond.toString(), valid.toString(),
                invalid.toString());

        assertThat(run.out().lines()).containsExactly(
                huge + ":11:33: /tables/0/entities/0/estimatedItemCount: number 1E+2147483648 is too large (at most"
                        + " 1000000000000000)",
                beyond + ":11:33: /tables/0/entities/0/estimatedItemCount: number 1E+99999999999 is too large (at"
                        + " most 1000000000000000)",
                invalid + ":11:33: /tables/0/entities/0/estimatedItemCount: cannot be negative");
        assertThat(run.err()).isEqualTo("4 files checked: 3 problems in 3 files\n").doesNotContain("error:");
    }

    @Test
    void ratesAreBoundedAtValidation() throws IOException {
        Path file = design("rate", "5", "1e308", "1");

        CliRun run = CliRun.of("validate", file.toString());

        assertThat(run.out()).isEqualTo(file + ":23:89: /tables/0/accessPatterns/0/requestsPerSecond: number 1e308"
                + " is too large (at most 1000000000)\n");
    }

    @Test
    void theLargestBoundedRateStillPlansWithoutInfinity() throws IOException {
        Path file = design("fast", "1000000000000000", "1e9", "1");

        CliRun validate = CliRun.of("validate", file.toString());
        CliRun plan = CliRun.of("plan", "--json", file.toString());
        CliRun check = CliRun.of("check", file.toString());

        assertThat(validate.exitCode()).isZero();
        assertThat(plan.exitCode()).isZero();
        assertThat(plan.out() + check.out() + check.err()).doesNotContain("Infinity", "NaN", "error:");
    }

    @Test
    void numbersThatOverflowADoubleNeverPrintAsInfinityOrNaN() {
        for (double value : new double[] {Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.NaN}) {
            assertThat(PlanNumbers.plain(value) + PlanNumbers.exact(value) + PlanNumbers.dollars(value)
                    + PlanNumbers.items(value)).doesNotContain("Infinity", "NaN", "\u221E");
        }
    }
}
