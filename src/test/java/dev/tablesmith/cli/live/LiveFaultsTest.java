package dev.tablesmith.cli.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.cli.live.FakeEndpoint.Reply;
import dev.tablesmith.live.MotoServer;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Live failures in our own words (issues 20 and 21): endpoint URLs with credentials or a path, bad region names,
 * out-of-range numbers, a web server that is not DynamoDB, and a fake DynamoDB that throttles or fails. Every
 * server here listens on 127.0.0.1. The error shapes (HTTP 400 with {@code __type}
 * {@code com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException}) are DynamoDB's, as ScyllaDB's
 * test/alternator suite, recorded against DynamoDB, expects them.
 */
class LiveFaultsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void anEndpointWithCredentialsIsRefusedWithoutEchoingThem() {
        LiveRun run = LiveRun.of("connect", "--endpoint", "http://AKIAKEY:s3cr3tValue@127.0.0.1:1", "--save", "x",
                "--settings-dir", dir.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines()).hasSize(1);
        assertThat(run.err()).startsWith("tablesmith live connect: endpoint 'http://***@127.0.0.1:1' has credentials")
                .doesNotContain("s3cr3tValue").doesNotContain("AKIAKEY");
        assertThat(dir.resolve("connections.json")).doesNotExist();
    }

    @Test
    void anUnparsableEndpointWithCredentialsDoesNotEchoThemEither() {
        LiveRun run = LiveRun.of("connect", "--endpoint", "http://KEY:se cret/x@127.0.0.1:1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).doesNotContain("se cret").doesNotContain("KEY").contains("has credentials");
    }

    @Test
    void anEndpointWithAPathIsRefused() {
        LiveRun run = LiveRun.of("connect", "--endpoint", "http://127.0.0.1:1/dynamodb");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith live connect: endpoint 'http://127.0.0.1:1/dynamodb' has a path: "
                + "DynamoDB answers at the root, give only http://127.0.0.1:1\n");
    }

    @Test
    void aBadRegionIsNotARegionName() {
        LiveRun run = LiveRun.of("connect", "--endpoint", "http://127.0.0.1:1", "--region", "bad region!");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith live connect: not a region name: 'bad region!' (lowercase "
                + "letters, digits and hyphens, e.g. us-east-1)\n");
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"--threads,0,'1 to 50, not 0'", "--threads,-5,'1 to 50, not -5'",
            "--threads,1000000000,'1 to 50, not 1,000,000,000'", "--generate,-1,'1 to 1,000,000, not -1'",
            "--generate,0,'1 to 1,000,000, not 0'"})
    void outOfRangeNumbersAreUsageErrors(String option, String value, String range) throws Exception {
        Path design = Examples.export("commerce-main", dir);

        LiveRun run = LiveRun.of("load", design.toString(), "--endpoint", "http://127.0.0.1:1", option, value);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith live load: " + option + " must be from " + range + "\n");
    }

    @Test
    void aWebServerThatIsNotDynamoDbIsSaidSo() throws Exception {
        try (FakeEndpoint web = new FakeEndpoint((operation, body) -> new Reply(501, "text/html",
                "<html><body><h1>Error response</h1><p>Error code: 501</p></body></html>"))) {
            LiveRun run = LiveRun.of("connect", "--endpoint", web.url());

            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err()).isEqualTo("tablesmith live connect: not a DynamoDB endpoint: 127.0.0.1:" + web.port()
                    + " answered HTTP 501 without a DynamoDB error code; is DynamoDB Local or moto_server running "
                    + "there?\n");
        }
    }

    @Test
    void aWebServerAnswering404IsSaidSoToo() throws Exception {
        try (FakeEndpoint web = new FakeEndpoint((operation, body) -> new Reply(404, "text/html",
                "<html>Not Found</html>"))) {
            LiveRun run = LiveRun.of("connect", "--endpoint", web.url());

            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err()).startsWith("tablesmith live connect: not a DynamoDB endpoint: 127.0.0.1:"
                    + web.port() + " answered HTTP 404");
        }
    }

    @Test
    void throttlingForSomeAttemptsThenSuccessLosesAndDoublesNothing() throws Exception {
        Path design = Examples.export("commerce-main", dir);
        AtomicInteger batches = new AtomicInteger();
        AtomicLong accepted = new AtomicLong();
        try (FakeEndpoint dynamo = new FakeEndpoint((operation, body) -> switch (operation) {
            case "BatchWriteItem" -> {
                if (batches.incrementAndGet() <= 2) {
                    yield batches.get() == 1 ? Reply.error("ProvisionedThroughputExceededException",
                            "The level of configured provisioned throughput for the table was exceeded.")
                            : Reply.error("ThrottlingException", "Rate of requests exceeds the allowed throughput.");
                }
                JsonNode requests = JSON.readTree(body).path("RequestItems");
                requests.fields().forEachRemaining(t -> accepted.addAndGet(t.getValue().size()));
                yield Reply.json(200, "{\"UnprocessedItems\":{}}");
            }
            case "Scan" -> Reply.json(200, "{\"Count\":" + accepted.get() + ",\"ScannedCount\":" + accepted.get()
                    + "}");
            default -> Reply.error("UnknownOperationException", operation);
        })) {
            LiveRun run = LiveRun.of("load", design.toString(), "--endpoint", dynamo.url(), "--threads", "1");

            assertThat(run.exitCode()).as(run.err()).isZero();
            Matcher written = Pattern.compile("written ([0-9,]+) of ([0-9,]+) items").matcher(run.out());
            assertThat(written.find()).as(run.out()).isTrue();
            long count = Long.parseLong(written.group(1).replace(",", ""));
            assertThat(count).isEqualTo(accepted.get()).isEqualTo(Long.parseLong(written.group(2).replace(",", "")))
                    .isPositive();
            assertThat(run.out()).contains("holds " + String.format(java.util.Locale.ROOT, "%,d", count)
                    + " items (as written)");
        }
    }

    @Test
    void failingEveryAttemptStopsTheLoadWithTheFailureNamedOnce() throws Exception {
        Path design = Examples.export("commerce-main", dir);
        AtomicInteger attempts = new AtomicInteger();
        try (FakeEndpoint dynamo = new FakeEndpoint((operation, body) -> {
            attempts.incrementAndGet();
            return Reply.json(500, "{\"__type\":\"com.amazonaws.dynamodb.v20120810#InternalServerError\","
                    + "\"message\":\"Internal server error\"}");
        })) {
            LiveRun run = LiveRun.of("load", design.toString(), "--endpoint", dynamo.url(), "--threads", "1");

            assertThat(run.exitCode()).isEqualTo(1);
            assertThat(run.err().lines().filter(l -> l.startsWith("tablesmith live load:")))
                    .containsExactly("tablesmith live load: load stopped after 0 of " + totalOf(run.out())
                            + " items: DynamoDB refused the request (InternalServerError): Internal server error");
            assertThat(run.err()).containsOnlyOnce("InternalServerError");
            assertThat(attempts.get()).isEqualTo(dev.tablesmith.live.DynamoDbClients.MAX_ATTEMPTS);
        }
    }

    @Test
    void throttlingThroughEveryAttemptSaysSoOnce() throws Exception {
        Path design = Examples.export("commerce-main", dir);
        AtomicInteger attempts = new AtomicInteger();
        try (FakeEndpoint dynamo = new FakeEndpoint((operation, body) -> {
            attempts.incrementAndGet();
            return Reply.error("ProvisionedThroughputExceededException",
                    "The level of configured provisioned throughput for the table was exceeded.");
        })) {
            LiveRun run = LiveRun.of("load", design.toString(), "--endpoint", dynamo.url(), "--threads", "1");

            assertThat(run.exitCode()).isEqualTo(1);
            assertThat(run.err().lines().filter(l -> l.startsWith("tablesmith live load:")))
                    .containsExactly("tablesmith live load: load stopped after 0 of " + totalOf(run.out())
                            + " items: DynamoDB throttled the request (ProvisionedThroughputExceededException) "
                            + "through all 6 attempts; try again later or raise the table's capacity");
            assertThat(run.err()).containsOnlyOnce("ProvisionedThroughputExceededException");
            assertThat(attempts.get()).isEqualTo(dev.tablesmith.live.DynamoDbClients.MAX_ATTEMPTS);
        }
    }

    @Test
    void aMissingTableStopsTheLoadInWords() throws Exception {
        Path design = Examples.export("commerce-main", dir);
        try (FakeEndpoint dynamo = new FakeEndpoint((operation, body) -> Reply.error("ResourceNotFoundException",
                "Requested resource not found"))) {
            LiveRun run = LiveRun.of("load", design.toString(), "--endpoint", dynamo.url());

            assertThat(run.exitCode()).isEqualTo(1);
            assertThat(run.err()).contains("load stopped after 0 of ").contains("ResourceNotFoundException")
                    .doesNotContain("Service: DynamoDb");
        }
    }

    @Test
    void anUnreachableEndpointStopsTheLoadWithExit2() throws Exception {
        Path design = Examples.export("commerce-main", dir);

        LiveRun run = LiveRun.of("load", design.toString(), "--endpoint", "http://127.0.0.1:" + MotoServer.freePort());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("endpoint unreachable: nothing answers at 127.0.0.1:");
    }

    private static String totalOf(String out) {
        Matcher m = Pattern.compile("load ([0-9,]+) items").matcher(out);
        return m.find() ? m.group(1) : "?";
    }
}
