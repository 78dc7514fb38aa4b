package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.WriteFaults;
import dev.tablesmith.serve.ServedRequest;
import dev.tablesmith.serve.TrafficLog;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code tablesmith serve} in-process: start on a free port, answer a request, stop. */
class ServeCommandTest {
    private static final Pattern URL = Pattern.compile("at (http://127\\.0\\.0\\.1:\\d+)");

    @TempDir
    Path dir;

    private Path design() throws Exception {
        Path file = dir.resolve("commerce-main.tablesmith.json");
        try (InputStream in = ServeCommandTest.class.getResourceAsStream(
                "/dev/tablesmith/examples/commerce-main.tablesmith.json")) {
            Files.copy(in, file);
        }
        return file;
    }

    /** A running serve command: its output, exit code (once stopped) and URL. */
    private static final class Running {
        final StringWriter out = new StringWriter();
        final StringWriter err = new StringWriter();
        final AtomicInteger exit = new AtomicInteger(-1);
        final Thread thread;

        Running(String... args) {
            CommandLine cli = TablesmithCommand.commandLine();
            cli.setOut(new PrintWriter(out, true));
            cli.setErr(new PrintWriter(err, true));
            thread = new Thread(() -> exit.set(cli.execute(args)));
            thread.start();
        }

        String url() throws InterruptedException {
            long deadline = System.currentTimeMillis() + 20_000;
            while (System.currentTimeMillis() < deadline) {
                Matcher m = URL.matcher(out.toString());
                if (m.find()) {
                    return m.group(1);
                }
                if (!thread.isAlive()) {
                    break;
                }
                Thread.sleep(20);
            }
            throw new AssertionError("no URL in: " + out + err);
        }

        int stop() throws InterruptedException {
            thread.interrupt();
            thread.join(20_000);
            return exit.get();
        }
    }

    private static HttpResponse<String> post(String url, String operation, String body) throws Exception {
        return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url + "/"))
                .header("X-Amz-Target", "DynamoDB_20120810." + operation)
                .header("Content-Type", "application/x-amz-json-1.0")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void servesTheDesignUntilStoppedAndSaysWhereWritesGo() throws Exception {
        Running serve = new Running("serve", design().toString(), "--port", "0");
        String url = serve.url();

        HttpResponse<String> response = post(url, "Query", "{\"TableName\":\"commerce-main\","
                + "\"KeyConditionExpression\":\"PK = :p\",\"ExpressionAttributeValues\":{\":p\":{\"S\":\"CUST#c1\"}}}");
        int exit = serve.stop();

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.body()).contains("\"Count\":");
        assertThat(serve.out.toString()).contains("commerce-main: ").contains("items")
                .contains("Writes are kept in memory; --save writes them back into the design.")
                .contains("Stopped.");
        assertThat(serve.err.toString()).isEmpty();
        assertThat(exit).isZero();
    }

    @Test
    void saveWritesTheItemsBackIntoTheDesignFileAndLogRecordsEachRequest() throws Exception {
        Path file = design();
        Path log = dir.resolve("traffic.jsonl");
        Running serve = new Running("serve", file.toString(), "--port", "0", "--save", "--log", log.toString());
        String url = serve.url();

        HttpResponse<String> put = post(url, "PutItem", "{\"TableName\":\"commerce-main\",\"Item\":{"
                + "\"PK\":{\"S\":\"SERVE#saved\"},\"SK\":{\"S\":\"A\"}}}");
        serve.stop();

        assertThat(put.statusCode()).isEqualTo(200);
        assertThat(Files.readString(file)).contains("SERVE#saved");
        List<ServedRequest> logged = TrafficLog.read(log);
        assertThat(logged).singleElement().satisfies(r -> {
            assertThat(r.operation()).isEqualTo("PutItem");
            assertThat(r.capacityUnits()).isEqualTo(1.0);
        });
    }

    /** Issue 20: serve --save on a full disk keeps the design file whole and says so in our words. */
    @Test
    void saveOnAFullDiskLeavesTheDesignFileAsItWasAndSaysWhy() throws Exception {
        Path file = design();
        byte[] before = Files.readAllBytes(file);
        HttpResponse<String> put;
        Running serve;
        try (AutoCloseable fault = WriteFaults.wrapWritesTo(file, FaultyStreams.diskFullAfter(100))) {
            serve = new Running("serve", file.toString(), "--port", "0", "--save");
            put = post(serve.url(), "PutItem", "{\"TableName\":\"commerce-main\",\"Item\":{"
                    + "\"PK\":{\"S\":\"SERVE#saved\"},\"SK\":{\"S\":\"A\"}}}");
            serve.stop();
        }

        assertThat(put.statusCode()).isEqualTo(200);
        assertThat(Files.readAllBytes(file)).isEqualTo(before);
        assertThat(FaultyStreams.temps(dir)).isEmpty();
        assertThat(serve.err.toString().lines().toList()).isNotEmpty().allMatch(line -> line.equals(
                "tablesmith serve: cannot write " + file + ": no space left on device; commerce-main.tablesmith.json"
                        + " is unchanged"));
    }

    @Test
    void generateServesGeneratedRecordsInsteadOfTheDesigns() throws Exception {
        Running serve = new Running("serve", design().toString(), "--port", "0", "--generate", "40", "--seed", "3");
        serve.url();
        serve.stop();

        Matcher count = Pattern.compile("commerce-main: (\\d+) items").matcher(serve.out.toString());
        assertThat(count.find()).isTrue();
        // 5 entities x 40 records, some rendering to the same item (order header and order share a key)
        assertThat(Integer.parseInt(count.group(1))).isGreaterThan(150);
    }

    @Test
    void readOnlyRefusesWritesWithAccessDenied() throws Exception {
        Running serve = new Running("serve", design().toString(), "--port", "0", "--read-only");
        String url = serve.url();

        HttpResponse<String> put = post(url, "PutItem", "{\"TableName\":\"commerce-main\",\"Item\":{"
                + "\"PK\":{\"S\":\"X\"},\"SK\":{\"S\":\"A\"}}}");
        serve.stop();

        assertThat(put.statusCode()).isEqualTo(400);
        assertThat(put.body()).startsWith("{\"__type\":\"com.amazon.coral.service#AccessDeniedException\"");
    }

    @Test
    void aPortInUseIsOneLineAndExitCode1() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            StringWriter err = new StringWriter();
            CommandLine cli = TablesmithCommand.commandLine();
            cli.setOut(new PrintWriter(new StringWriter(), true));
            cli.setErr(new PrintWriter(err, true));

            int exit = cli.execute("serve", design().toString(), "--port", String.valueOf(taken.getLocalPort()));

            assertThat(exit).isEqualTo(1);
            assertThat(err.toString()).startsWith("tablesmith serve: cannot listen on 127.0.0.1:" + taken.getLocalPort())
                    .hasLineCount(1);
        }
    }
}
