package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Long quoted values in DynamoDB's messages are cut on standard error (found by the fuzz suite, issue 20). */
class QuotedValueCapTest {
    @TempDir
    Path dir;

    @Test
    void aLongQuotedValueKeepsItsStartAndSaysHowLongItWas() {
        String capped = QuotedValueCap.cap("1 validation error detected: Value '" + "x".repeat(100_000)
                + "' at 'tableName' failed to satisfy constraint: Member must have length less than or equal to 255");

        assertThat(capped).isEqualTo("1 validation error detected: Value '" + "x".repeat(80)
                + "\u2026 (100,000 characters)' at 'tableName' failed to satisfy constraint: Member must have length"
                + " less than or equal to 255");
    }

    @Test
    void shortQuotedValuesAndDoubleQuotesUpToTheBoundStayWhole() {
        String message = "Invalid ProjectionExpression: Syntax error; token: \".\", near: \"" + "0".repeat(80) + "\"";

        assertThat(QuotedValueCap.cap(message)).isEqualTo(message);
        assertThat(QuotedValueCap.cap("near: \"" + "0".repeat(81) + "\"")).isEqualTo("near: \"" + "0".repeat(80)
                + "\u2026 (81 characters)\"");
    }

    @Test
    void theQueryCommandPrintsTheCutLineButKeepsDynamoDbsWholeMessageInTheBody() throws Exception {
        Path design = RequestRun.commerceMain(dir);
        String name = "t".repeat(100_000);
        Path request = RequestRun.request(dir, "q.json", "{\"TableName\": \"" + name + "\","
                + " \"KeyConditionExpression\": \"PK = :p\", \"ExpressionAttributeValues\": {\":p\": {\"S\": \"x\"}}}");

        CliRun run = CliRun.of("query", design.toString(), "--request", request.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().lines().findFirst().orElseThrow()).hasSizeLessThan(400)
                .contains("'" + "t".repeat(80) + "\u2026 (100,000 characters)'");
        assertThat(RequestRun.json(run.out()).path("message").asText()).contains(name);
    }
}
