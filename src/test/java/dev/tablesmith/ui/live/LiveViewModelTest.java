package dev.tablesmith.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.live.Connection;
import dev.tablesmith.live.ConnectionStore;
import dev.tablesmith.live.DeployPlan;
import dev.tablesmith.live.DynamoDbClients;
import dev.tablesmith.live.LiveTimeouts;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.live.ProfileFiles;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.SampleDesigns;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Live view model without a toolkit: work runs inline, progress is applied at once. */
class LiveViewModelTest {
    @TempDir
    Path settings;

    private InlineTaskRunner tasks;
    private LiveViewModel viewModel;

    @BeforeEach
    void setUp() {
        tasks = new InlineTaskRunner();
        viewModel = newViewModel();
    }

    private LiveViewModel newViewModel() {
        DesignSession session = new DesignSession(SampleDesigns.commerce(TableSettings.onDemand()), null, tasks);
        ProfileFiles noProfiles = new ProfileFiles(settings.resolve("aws-config"), settings.resolve("aws-credentials"));
        return new LiveViewModel(session, new LiveOperations(new DynamoDbClients(noProfiles)),
                new ConnectionStore(settings), () -> List.of("dev", "prod"), Runnable::run);
    }

    @Test
    void theTableNameDefaultsToTheDesignsTable() {
        assertThat(viewModel.tableNameProperty().get()).isEqualTo("commerce-main");
        assertThat(viewModel.form().endpointProperty().get()).isEqualTo("http://localhost:8000");
        assertThat(viewModel.patternChoices()).first().isEqualTo(LiveViewModel.ALL_PATTERNS);
    }

    /**
     * An endpoint that accepts the connection and never answers: the status line says the request is waiting, with
     * the time left, while it waits, and the request gives up at its total limit (short ones here).
     */
    @Test
    void aHangingEndpointShowsWaitingWithTheTimeLeftInTheStatus() throws Exception {
        DesignSession session = new DesignSession(SampleDesigns.commerce(TableSettings.onDemand()), null, tasks);
        ProfileFiles noProfiles = new ProfileFiles(settings.resolve("aws-config"), settings.resolve("aws-credentials"));
        LiveTimeouts shortLimits = new LiveTimeouts(Duration.ofMillis(900), Duration.ofSeconds(3));
        LiveViewModel waiting = new LiveViewModel(session, new LiveOperations(new DynamoDbClients(noProfiles,
                shortLimits, shortLimits)), new ConnectionStore(settings), List::of, Runnable::run);
        List<String> shown = new CopyOnWriteArrayList<>();
        waiting.messageProperty().addListener((obs, old, text) -> shown.add(text));
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            List<Socket> held = new CopyOnWriteArrayList<>();
            Thread acceptor = new Thread(() -> {
                try {
                    while (true) {
                        held.add(silent.accept()); // read nothing, answer nothing
                    }
                } catch (java.io.IOException closed) {
                    // the test is over
                }
            });
            acceptor.setDaemon(true);
            acceptor.start();
            waiting.form().endpointProperty().set("http://127.0.0.1:" + silent.getLocalPort());

            waiting.testConnection();

            for (Socket socket : held) {
                socket.close();
            }
        }
        assertThat(shown).anySatisfy(text -> assertThat(text).matches(
                "Testing connection… waiting for http://127\\.0\\.0\\.1:\\d+ to answer\\.\\.\\. [0-3] s left"));
        assertThat(waiting.failedProperty().get()).isTrue();
        assertThat(waiting.messageProperty().get()).doesNotContain("waiting for");
        assertThat(waiting.busyProperty().get()).isFalse();
    }

    @Test
    void aClosedPortIsReportedAsAnUnreachableEndpointInOneLine() throws Exception {
        viewModel.form().endpointProperty().set("http://127.0.0.1:" + MotoServer.freePort());

        viewModel.testConnection();

        assertThat(viewModel.messageProperty().get()).startsWith("endpoint unreachable: nothing answers at 127.0.0.1:")
                .doesNotContain("\n").doesNotContain("Exception:");
        assertThat(viewModel.failedProperty().get()).isTrue();
        assertThat(viewModel.busyProperty().get()).isFalse();
    }

    @Test
    void anEndpointThatIsNotAUrlIsRefusedBeforeAnyRequest() {
        viewModel.form().endpointProperty().set("localhost8000");

        viewModel.testConnection();

        assertThat(viewModel.messageProperty().get()).contains("is not a URL like http://localhost:8000");
        assertThat(tasks.started()).isZero();
    }

    @Test
    void aGenerateCountThatIsNotANumberIsRefused() {
        viewModel.generateProperty().set("many");

        viewModel.verify();

        assertThat(viewModel.messageProperty().get()).startsWith("generate: 'many' is not a number");
        assertThat(tasks.started()).isZero();
    }

    @Test
    void aDeployToAwsWithoutTheTableNameTypedWritesNothing() {
        viewModel.form().kindProperty().set(ConnectionForm.Kind.AWS_PROFILE);
        viewModel.form().profileProperty().set("dev");
        DeployPlan plan = new DeployPlan("commerce-main", false, List.of(), List.of(), List.of());

        viewModel.applyDeploy(plan, "commerce");

        assertThat(viewModel.writesNeedConfirmation()).isTrue();
        assertThat(viewModel.messageProperty().get()).isEqualTo("aborted: typed 'commerce' is not the table name "
                + "'commerce-main'; nothing written");
        assertThat(tasks.started()).isZero();
    }

    @Test
    void anEndpointWithCredentialsIsRefusedAndNeverSaved() throws Exception {
        viewModel.form().endpointProperty().set("http://AKIAKEY:s3cr3t@127.0.0.1:4566");
        viewModel.form().saveNameProperty().set("leaky");

        viewModel.saveConnection();

        assertThat(viewModel.messageProperty().get()).contains("has credentials in it").doesNotContain("s3cr3t")
                .doesNotContain("AKIAKEY");
        assertThat(tasks.started()).isZero();
        assertThat(settings.resolve(ConnectionStore.FILE_NAME)).doesNotExist();
    }

    @Test
    void aSavedEndpointWithCredentialsIsCleanedAndTheViewSaysSo() throws Exception {
        java.nio.file.Files.writeString(settings.resolve(ConnectionStore.FILE_NAME), "{\"connections\": [{\"name\": "
                + "\"old\", \"endpoint\": \"http://AKIAKEY:s3cr3t@127.0.0.1:4566\"}]}");

        viewModel.loadSavedConnections();

        assertThat(viewModel.messageProperty().get()).contains("the saved endpoint had credentials in it")
                .doesNotContain("s3cr3t");
        assertThat(viewModel.form().choices()).contains("old");
    }

    @Test
    void aSavedConnectionIsOfferedAgainAndFillsTheFields() {
        viewModel.form().endpointProperty().set("http://127.0.0.1:4566");
        viewModel.form().regionProperty().set("eu-west-1");
        viewModel.form().saveNameProperty().set("moto");

        viewModel.saveConnection();
        LiveViewModel reopened = newViewModel();
        reopened.loadSavedConnections();
        reopened.form().choiceProperty().set("moto");

        assertThat(reopened.form().choices()).containsExactly(ConnectionForm.EMBEDDED, "moto",
                ConnectionForm.NEW_CONNECTION);
        assertThat(reopened.form().profiles()).containsExactly("dev", "prod");
        assertThat(reopened.form().connection()).isEqualTo(new Connection("moto", URI.create("http://127.0.0.1:4566"),
                null, "eu-west-1"));
    }

    @Test
    void savingWithoutANameSaysSo() {
        viewModel.saveConnection();

        assertThat(viewModel.messageProperty().get()).isEqualTo("type a name to save the connection under");
        assertThat(viewModel.failedProperty().get()).isTrue();
    }

    @Test
    void theEmbeddedDesignIsOfferedFirstButNotChosenUntilPicked() {
        assertThat(viewModel.form().choices()).first().isEqualTo(ConnectionForm.EMBEDDED);
        assertThat(viewModel.form().isEmbedded()).isFalse();
    }

    @Test
    void pickingTheEmbeddedDesignStartsItOnceAndSendsRequestsToItsUrl() throws Exception {
        int port = MotoServer.freePort(); // nothing listens: the one-line error names where the request went
        List<String> starts = new java.util.ArrayList<>();
        DesignSession session = new DesignSession(SampleDesigns.commerce(TableSettings.onDemand()), null, tasks);
        ProfileFiles noProfiles = new ProfileFiles(settings.resolve("aws-config"), settings.resolve("aws-credentials"));
        LiveViewModel embedded = new LiveViewModel(session, new LiveOperations(new DynamoDbClients(noProfiles)),
                new ConnectionStore(settings), List::of, Runnable::run, (then, failed) -> {
                    starts.add("start");
                    then.accept(URI.create("http://127.0.0.1:" + port));
                });
        embedded.form().choiceProperty().set(ConnectionForm.EMBEDDED);

        embedded.testConnection();

        assertThat(starts).hasSize(1);
        assertThat(embedded.messageProperty().get()).startsWith("endpoint unreachable: nothing answers at 127.0.0.1:"
                + port);
        assertThat(embedded.form().connection()).isEqualTo(Connection.endpoint(URI.create("http://127.0.0.1:" + port),
                Connection.LOCAL_REGION));
        assertThat(embedded.writesNeedConfirmation()).isFalse();
    }

    @Test
    void withoutAnEmbeddedEndpointPickingItSaysSoInOneLine() {
        viewModel.form().choiceProperty().set(ConnectionForm.EMBEDDED);

        viewModel.testConnection();

        assertThat(viewModel.messageProperty().get()).isEqualTo("the embedded endpoint is not available here");
        assertThat(viewModel.failedProperty().get()).isTrue();
        assertThat(tasks.started()).isZero();
    }

    /**
     * Cancel from the status bar (the session cancels the background work, whose result it then drops) still
     * reports the load: "load cancelled: written X of Y items", X being what the endpoint accepted.
     */
    @Test
    void aCancelledLoadSaysHowManyItemsWereWritten() throws Exception {
        DesignSession session = new DesignSession(SampleDesigns.commerce(TableSettings.onDemand()), null, tasks);
        ProfileFiles noProfiles = new ProfileFiles(settings.resolve("aws-config"), settings.resolve("aws-credentials"));
        LiveViewModel loading = new LiveViewModel(session, new LiveOperations(new DynamoDbClients(noProfiles)),
                new ConnectionStore(settings), List::of, Runnable::run);
        java.util.concurrent.atomic.AtomicLong accepted = new java.util.concurrent.atomic.AtomicLong();
        java.util.concurrent.atomic.AtomicInteger batches = new java.util.concurrent.atomic.AtomicInteger();
        com.sun.net.httpserver.HttpServer server = com.sun.net.httpserver.HttpServer.create(
                new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            try (exchange) {
                com.fasterxml.jackson.databind.JsonNode body = new com.fasterxml.jackson.databind.ObjectMapper()
                        .readTree(exchange.getRequestBody());
                body.path("RequestItems").forEach(items -> accepted.addAndGet(items.size()));
                if (batches.incrementAndGet() == 4) {
                    session.work().get(0).cancel();
                }
                byte[] answer = "{\"UnprocessedItems\":{}}".getBytes(java.nio.charset.StandardCharsets.UTF_8);
                exchange.getResponseHeaders().set("Content-Type", "application/x-amz-json-1.0");
                exchange.sendResponseHeaders(200, answer.length);
                exchange.getResponseBody().write(answer);
            }
        });
        server.start();
        try {
            loading.form().endpointProperty().set("http://127.0.0.1:" + server.getAddress().getPort());
            loading.generateProperty().set("1000");

            loading.load("");

            assertThat(loading.messageProperty().get()).startsWith(String.format(java.util.Locale.ROOT,
                    "load cancelled: written %,d of ", accepted.get()));
            assertThat(accepted.get()).isGreaterThanOrEqualTo(4 * 25L);
            assertThat(loading.busyProperty().get()).isFalse();
        } finally {
            server.stop(0);
        }
    }
}
