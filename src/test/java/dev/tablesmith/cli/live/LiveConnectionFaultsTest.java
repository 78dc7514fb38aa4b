package dev.tablesmith.cli.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.cli.live.SocketEndpoint.Action;
import dev.tablesmith.cli.live.SocketEndpoint.Answer;
import dev.tablesmith.cli.live.SocketEndpoint.Die;
import dev.tablesmith.cli.live.SocketEndpoint.Hang;
import dev.tablesmith.cli.live.SocketEndpoint.Reset;
import dev.tablesmith.cli.live.SocketEndpoint.ResetMidAnswer;
import dev.tablesmith.live.DynamoDbClients;
import dev.tablesmith.live.LiveTimeouts;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Network faults during {@code live} (issue 20), with a socket-level fake endpoint on 127.0.0.1: a connection reset
 * before or in the middle of an answer is retried, and the written count equals the distinct items the endpoint
 * holds (an item written by a request whose answer was lost and then resent is stored and counted once); a server
 * killed mid-load is named once, with the count it confirmed; an endpoint that never answers says it is waiting,
 * with the time left, and gives up at the request's total limit (short limits are injected here).
 */
class LiveConnectionFaultsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern WRITTEN = Pattern.compile("(?m)^written ([0-9,]+) of ([0-9,]+) items");

    @TempDir
    Path dir;

    /** Distinct primary keys stored, as DynamoDB stores a resent item once. */
    private final Set<String> stored = ConcurrentHashMap.newKeySet();
    private final Set<String> seenBodies = ConcurrentHashMap.newKeySet();
    private final AtomicInteger batches = new AtomicInteger();

    private void store(String body) throws IOException {
        JSON.readTree(body).path("RequestItems").fields().forEachRemaining(t -> t.getValue().forEach(w -> {
            JsonNode item = w.path("PutRequest").path("Item");
            stored.add(item.path("PK") + "|" + item.path("SK"));
        }));
    }

    private Action count() {
        return new Answer("{\"Count\":" + stored.size() + ",\"ScannedCount\":" + stored.size() + "}");
    }

    @Test
    void anAnswerCutOffByAResetIsRetriedAndCountedOnce() throws Exception {
        Path design = Examples.export("commerce-main", dir);
        try (SocketEndpoint dynamo = new SocketEndpoint((operation, body) -> {
            if (!"BatchWriteItem".equals(operation)) {
                return count();
            }
            store(body);
            boolean first = seenBodies.add(body);
            return first && batches.incrementAndGet() % 3 == 0 ? new ResetMidAnswer("{\"UnprocessedItems\":{}}")
                    : new Answer("{\"UnprocessedItems\":{}}");
        })) {
            LiveRun run = LiveRun.of("load", design.toString(), "--endpoint", dynamo.url(), "--generate", "20");

            assertThat(run.exitCode()).as(run.err()).isZero();
            long written = written(run.out());
            assertThat(written).isEqualTo(stored.size()).isEqualTo(total(run.out()));
            assertThat(run.out()).contains("(as written)");
            assertThat(batches.get()).isGreaterThanOrEqualTo(3);
        }
    }

    @Test
    void aResetBeforeTheAnswerIsRetried() throws Exception {
        Path design = Examples.export("commerce-main", dir);
        try (SocketEndpoint dynamo = new SocketEndpoint((operation, body) -> {
            if (!"BatchWriteItem".equals(operation)) {
                return count();
            }
            if (seenBodies.add(body) && batches.incrementAndGet() % 2 == 0) {
                return new Reset();
            }
            store(body);
            return new Answer("{\"UnprocessedItems\":{}}");
        })) {
            LiveRun run = LiveRun.of("load", design.toString(), "--endpoint", dynamo.url(), "--generate", "20");

            assertThat(run.exitCode()).as(run.err()).isZero();
            assertThat(written(run.out())).isEqualTo(stored.size()).isEqualTo(total(run.out()));
        }
    }

    @Test
    void aServerKilledMidLoadIsNamedOnceWithTheCountItConfirmed() throws Exception {
        Path design = Examples.export("commerce-main", dir);
        try (SocketEndpoint dynamo = new SocketEndpoint((operation, body) -> {
            if (batches.incrementAndGet() == 12) {
                return new Die();
            }
            store(body);
            return new Answer("{\"UnprocessedItems\":{}}");
        })) {
            LiveRun run = LiveRun.of("load", design.toString(), "--endpoint", dynamo.url(), "--generate", "60");

            assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
            long written = written(run.out());
            assertThat(written).isLessThan(total(run.out()));
            // the requests in flight when it died got no answer: the line bounds what the table may hold beyond X
            Matcher line = Pattern.compile(Pattern.quote(String.format(java.util.Locale.ROOT,
                            "tablesmith live load: load stopped after %,d of %,d items", written, total(run.out())))
                    + " \\(up to ([\\d,]+) more may be written: (its request|their requests) got no answer\\): "
                    + Pattern.quote(String.format(java.util.Locale.ROOT, "endpoint unreachable: nothing "
                    + "answers at 127.0.0.1:%d (connection refused); is DynamoDB Local running there?",
                    dynamo.port()))).matcher(run.err().lines().filter(l -> l.startsWith("tablesmith live load:"))
                    .reduce((a, b) -> a + "\n" + b).orElse(""));
            assertThat(line.matches()).as(run.err()).isTrue();
            long unconfirmed = Long.parseLong(line.group(1).replace(",", ""));
            // every confirmed item is stored; a batch stored as the server died, its answer lost, is within the note
            assertThat((long) stored.size()).isBetween(written, written + unconfirmed);
        }
    }

    @Test
    void anEndpointThatResetsEveryAnswerSaysItClosedTheConnection() throws Exception {
        AtomicInteger attempts = new AtomicInteger();
        try (SocketEndpoint dynamo = new SocketEndpoint((operation, body) -> {
            attempts.incrementAndGet();
            return new ResetMidAnswer("{\"TableNames\":[]}");
        })) {
            LiveRun run = LiveRun.of("connect", "--endpoint", dynamo.url());

            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err()).isEqualTo("tablesmith live connect: endpoint closed the connection: 127.0.0.1:"
                    + dynamo.port() + " dropped it before answering, on every attempt (connection reset); is the "
                    + "server still running?\n");
            assertThat(attempts.get()).isEqualTo(DynamoDbClients.MAX_ATTEMPTS);
        }
    }

    @Test
    void aHangingEndpointSaysItIsWaitingAndGivesUpAtTheTotalLimit() throws Exception {
        AtomicInteger attempts = new AtomicInteger();
        try (SocketEndpoint hanging = new SocketEndpoint((operation, body) -> {
            attempts.incrementAndGet();
            return new Hang();
        })) {
            LiveTimeouts shortLimits = new LiveTimeouts(Duration.ofMillis(500), Duration.ofMillis(1800));
            LiveRun run = LiveRun.withClients(new DynamoDbClients(LiveRun.noAws(), shortLimits, shortLimits), "",
                    "connect", "--endpoint", hanging.url());

            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(run.err().lines().filter(l -> l.contains("waiting for"))).isNotEmpty()
                    .allMatch(l -> l.matches("tablesmith live connect: waiting for " + Pattern.quote(hanging.url())
                            + " to answer\\.\\.\\. [0-9]+ s left"));
            assertThat(run.err().lines().filter(l -> !l.contains("waiting for"))).containsExactly(
                    "tablesmith live connect: endpoint unreachable: nothing answers at 127.0.0.1:" + hanging.port()
                            + " (no answer within 1.8 s); is DynamoDB Local running there?");
            assertThat(attempts.get()).isBetween(2, DynamoDbClients.MAX_ATTEMPTS);
        }
    }

    @Test
    void aLoadIntoAHangingEndpointStopsAtTheLoadLimitWithNothingCounted() throws Exception {
        Path design = Examples.export("commerce-main", dir);
        try (SocketEndpoint hanging = new SocketEndpoint((operation, body) -> new Hang())) {
            LiveTimeouts shortLimits = new LiveTimeouts(Duration.ofMillis(400), Duration.ofMillis(1200));
            LiveRun run = LiveRun.withClients(new DynamoDbClients(LiveRun.noAws(), shortLimits, shortLimits), "",
                    "load", design.toString(), "--endpoint", hanging.url(), "--threads", "2");

            assertThat(run.exitCode()).isEqualTo(2);
            assertThat(written(run.out())).isZero();
            // the batches of the 2 threads were sent and never answered: DynamoDB may have written them
            assertThat(run.err().lines().filter(l -> l.startsWith("tablesmith live load: load stopped")))
                    .singleElement().asString().matches(Pattern.quote("tablesmith live load: load stopped after 0 of "
                            + String.format(java.util.Locale.ROOT, "%,d", total(run.out())) + " items")
                            + " \\(up to \\d+ more may be written: (its request|their requests) got no answer\\): "
                            + Pattern.quote("endpoint unreachable: nothing answers at 127.0.0.1:" + hanging.port()
                            + " (no answer within 1.2 s); is DynamoDB Local running there?"));
        }
    }

    private static long written(String out) {
        Matcher m = WRITTEN.matcher(out);
        assertThat(m.find()).as(out).isTrue();
        return Long.parseLong(m.group(1).replace(",", ""));
    }

    private static long total(String out) {
        Matcher m = WRITTEN.matcher(out);
        assertThat(m.find()).as(out).isTrue();
        return Long.parseLong(m.group(2).replace(",", ""));
    }
}
