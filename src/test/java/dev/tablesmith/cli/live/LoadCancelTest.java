package dev.tablesmith.cli.live;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.Main;
import dev.tablesmith.cli.live.FakeEndpoint.Reply;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * Ctrl+C during {@code live load} (issue 21): the final {@code written X of Y items} line and the {@code load
 * cancelled} line always print, and X equals the items the endpoint holds. A child JVM loads into a fake endpoint
 * on 127.0.0.1 that counts distinct keys; when the K-th batch arrives the test signals the child with
 * {@link Process#destroy()} — SIGTERM, which runs the JVM's shutdown hooks exactly as Ctrl+C's SIGINT does — and
 * only then lets the endpoint answer, so batches are in flight at the signal.
 */
class LoadCancelTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern WRITTEN = Pattern.compile("(?m)^written ([0-9,]+) of ([0-9,]+) items");
    private static final Pattern CANCELLED = Pattern.compile(
            "(?m)^tablesmith live load: load cancelled after ([0-9,]+) of ([0-9,]+) items$");

    @TempDir
    Path dir;

    /** Stores what BatchWriteItem sends by primary key, as DynamoDB does (a resent item is stored once). */
    static final class CountingTable {
        final Set<String> keys = ConcurrentHashMap.newKeySet();
        final AtomicInteger batches = new AtomicInteger();

        void store(String body) throws java.io.IOException {
            JsonNode requests = JSON.readTree(body).path("RequestItems");
            requests.fields().forEachRemaining(t -> t.getValue().forEach(w -> {
                JsonNode item = w.path("PutRequest").path("Item");
                keys.add(item.path("PK") + "|" + item.path("SK"));
            }));
        }
    }

    @ParameterizedTest(name = "signal at batch {0}")
    @ValueSource(ints = {1, 3, 8, 17, 30})
    void aSignalMidLoadPrintsTheCountTheEndpointHolds(int signalAt) throws Exception {
        Path design = Examples.export("commerce-main", dir);
        CountingTable table = new CountingTable();
        CountDownLatch reached = new CountDownLatch(1);
        CountDownLatch signalled = new CountDownLatch(1);
        try (FakeEndpoint dynamo = new FakeEndpoint((operation, body) -> {
            if (!"BatchWriteItem".equals(operation)) {
                return Reply.json(200, "{\"Count\":" + table.keys.size() + ",\"ScannedCount\":0}");
            }
            if (table.batches.incrementAndGet() == signalAt) {
                reached.countDown();
                awaitQuietly(signalled);
            }
            table.store(body);
            return Reply.json(200, "{\"UnprocessedItems\":{}}");
        })) {
            Process child = start(design, dynamo.url());
            assertThat(reached.await(90, TimeUnit.SECONDS)).as("batch " + signalAt + " reached; "
                    + read("err.txt")).isTrue();
            child.destroy();
            signalled.countDown();
            assertThat(child.waitFor(90, TimeUnit.SECONDS)).as("the child exits").isTrue();
            String out = read("out.txt");
            String err = read("err.txt");

            Matcher written = WRITTEN.matcher(out);
            assertThat(written.find()).as(out + err).isTrue();
            Matcher cancelled = CANCELLED.matcher(err);
            assertThat(cancelled.find()).as(out + err).isTrue();
            long count = number(written.group(1));
            assertThat(count).isEqualTo(table.keys.size()).isEqualTo(number(cancelled.group(1)))
                    .isLessThan(number(written.group(2)));
            assertThat(out + err).doesNotContain("Exception").doesNotContain("\tat ");
        }
    }

    @Test
    void theCancelFlagStopsAnInProcessLoadWithBothLines() throws Exception {
        Path design = Examples.export("commerce-main", dir);
        CountingTable table = new CountingTable();
        LiveLoadCommand[] load = new LiveLoadCommand[1];
        try (FakeEndpoint dynamo = new FakeEndpoint((operation, body) -> {
            table.store(body);
            if (table.batches.incrementAndGet() == 5) {
                load[0].cancel.set(true);
            }
            return Reply.json(200, "{\"UnprocessedItems\":{}}");
        })) {
            CommandLine live = new CommandLine(new LiveCommand(new ByteArrayInputStream(new byte[0]),
                    new dev.tablesmith.live.DynamoDbClients(LiveRun.noAws()))).setCommandName("tablesmith live");
            load[0] = live.getSubcommands().get("load").getCommand();
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = live.setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true)).execute("load",
                    design.toString(), "--endpoint", dynamo.url(), "--generate", "100", "--threads", "3");

            assertThat(exit).isEqualTo(1);
            Matcher written = WRITTEN.matcher(out.toString());
            assertThat(written.find()).as(out.toString()).isTrue();
            Matcher cancelled = CANCELLED.matcher(err.toString());
            assertThat(cancelled.find()).as(err.toString()).isTrue();
            assertThat(number(written.group(1))).isEqualTo(table.keys.size()).isEqualTo(number(cancelled.group(1)))
                    .isGreaterThanOrEqualTo(5 * 25L);
        }
    }

    @Test
    void theHookReportsItselfWhenTheLoadDoesNotFinishInTime() {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        java.util.concurrent.atomic.AtomicBoolean cancel = new java.util.concurrent.atomic.AtomicBoolean();
        LoadInterrupt interrupt = new LoadInterrupt(cancel, new PrintWriter(out), new PrintWriter(err),
                "tablesmith live load", java.time.Duration.ofMillis(50));
        interrupt.confirmed(275);

        interrupt.onShutdown();

        assertThat(cancel).isTrue();
        assertThat(out.toString()).startsWith("written 275 of 0 items (the requests without an answer after 0 s");
        assertThat(err.toString()).startsWith("tablesmith live load: load cancelled after 275 of 0 items; ");
        assertThat(interrupt.report(() -> out.write("late"))).as("the load's own lines are not printed twice")
                .isFalse();
        assertThat(out.toString()).doesNotContain("late");
    }

    private Process start(Path design, String url) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of("-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "live", "load", design.toString(), "--endpoint", url, "--generate", "200",
                "--seed", "7"));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("HOME", dir.toString());
        builder.environment().put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        builder.environment().put("AWS_CONFIG_FILE", dir.resolve("no-aws-config").toString());
        builder.environment().put("AWS_SHARED_CREDENTIALS_FILE", dir.resolve("no-aws-credentials").toString());
        return builder.start();
    }

    private String read(String name) throws java.io.IOException {
        Path file = dir.resolve(name);
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    private static long number(String text) {
        return Long.parseLong(text.replace(",", ""));
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
