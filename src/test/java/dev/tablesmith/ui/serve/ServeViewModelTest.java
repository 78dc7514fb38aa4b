package dev.tablesmith.ui.serve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.engine.ItemWrite;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Design;
import dev.tablesmith.serve.ServedRequest;
import dev.tablesmith.serve.TrafficLogException;
import dev.tablesmith.ui.DeferredTaskRunner;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.io.IOException;
import java.net.BindException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Serve this design and the Traffic list, without a toolkit: a fake endpoint emits the served requests. */
class ServeViewModelTest {
    private FakeEndpoint endpoint;
    private DesignSession session;
    private ServeViewModel viewModel;
    private final List<Runnable> uiQueue = new ArrayList<>();
    private final Map<Path, List<ServedRequest>> disk = new HashMap<>();

    @BeforeEach
    void setUp() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        session = new DesignSession(design, null, new InlineTaskRunner());
        endpoint = new FakeEndpoint();
        viewModel = new ServeViewModel(session, endpoint, new MemoryFiles(), uiQueue::add, ZoneOffset.UTC);
    }

    private void runUi() {
        List<Runnable> now = new ArrayList<>(uiQueue);
        uiQueue.clear();
        now.forEach(Runnable::run);
    }

    @Test
    void startWithABlankPortServesTheOpenDesignOnAFreeLoopbackPort() {
        viewModel.start();

        assertThat(endpoint.started).hasSize(1);
        assertThat(endpoint.started.get(0).port()).isZero();
        assertThat(endpoint.started.get(0).loopbackOnly()).isTrue();
        assertThat(endpoint.served).isSameAs(session.design());
        assertThat(viewModel.runningProperty().get()).isTrue();
        assertThat(viewModel.urlProperty().get()).isEqualTo("http://127.0.0.1:49152");
        assertThat(viewModel.messageProperty().get()).isEqualTo("serving commerce-main: writes stay in memory, the design "
                + "file is unchanged");
    }

    @Test
    void theSnippetIsAnAwsCliCommandForTheFirstReadPatternAndSdkSettingsOnRequest() {
        viewModel.portProperty().set("8123");
        viewModel.start();

        assertThat(viewModel.snippetProperty().get()).contains("# AP1: Customer profile")
                .contains("aws dynamodb get-item --endpoint-url http://127.0.0.1:8123 --region us-east-1")
                .contains("--table-name commerce-main")
                .contains("--key '{\"PK\":{\"S\":\"CUST#c1\"},\"SK\":{\"S\":\"PROFILE\"}}'");
        viewModel.languageProperty().set(ServeSnippets.Language.PYTHON);
        assertThat(viewModel.snippetProperty().get()).contains("endpoint_url=\"http://127.0.0.1:8123\"")
                .contains("aws_access_key_id=\"dummy\"");
        viewModel.languageProperty().set(ServeSnippets.Language.JAVA);
        assertThat(viewModel.snippetProperty().get()).contains(".endpointOverride(URI.create(\"http://127.0.0.1:8123\"))");
        viewModel.languageProperty().set(ServeSnippets.Language.JAVASCRIPT);
        assertThat(viewModel.snippetProperty().get()).contains("endpoint: \"http://127.0.0.1:8123\"");
    }

    @Test
    void aPortThatIsNotANumberIsRefusedWithoutStarting() {
        viewModel.portProperty().set("80x");

        viewModel.start();

        assertThat(endpoint.started).isEmpty();
        assertThat(viewModel.failedProperty().get()).isTrue();
        assertThat(viewModel.messageProperty().get()).isEqualTo("port: '80x' is not a port number from 1 to 65535 "
                + "(leave it blank for a free port)");
    }

    @Test
    void aPortInUseIsOneLine() {
        endpoint.failWith = new BindException("Address already in use");
        viewModel.portProperty().set("8000");

        viewModel.start();

        assertThat(viewModel.runningProperty().get()).isFalse();
        assertThat(viewModel.messageProperty().get()).isEqualTo("cannot serve on port 8000: Address already in use");
    }

    @Test
    void stopClosesTheEndpointAndForgetsTheUrl() {
        viewModel.start();

        viewModel.stop();
        viewModel.stop();

        assertThat(endpoint.closed).isEqualTo(1);
        assertThat(viewModel.runningProperty().get()).isFalse();
        assertThat(viewModel.urlProperty().get()).isEmpty();
        assertThat(viewModel.messageProperty().get()).isEqualTo("stopped serving at http://127.0.0.1:49152");
    }

    @Test
    void servedRequestsReachTheListInOneBatchOnTheUiThreadWithTheirPatterns() {
        viewModel.start();
        endpoint.emit(TrafficSamples.customerOrders(0, "c1"));
        endpoint.emit(TrafficSamples.profile(1, "c2"));
        endpoint.emit(TrafficSamples.ordersAfter(2));
        endpoint.emit(TrafficSamples.scanByEmail(3));
        endpoint.emit(TrafficSamples.refused(4));
        endpoint.emit(TrafficSamples.listTables(5));

        assertThat(viewModel.rows()).isEmpty();
        assertThat(uiQueue).hasSize(1);
        runUi();

        assertThat(viewModel.rows()).extracting(TrafficRow::pattern).containsExactly("AP2", "AP1, AP12",
                "no access pattern", "Scan", "refused", "—");
        assertThat(viewModel.rows()).extracting(TrafficRow::styleClass).containsExactly("serve-pattern",
                "serve-pattern", "serve-no-pattern", "serve-scan", "serve-refused", "serve-other");
        TrafficRow orders = viewModel.rows().get(0);
        assertThat(orders.time()).isEqualTo("10:15:30.000");
        assertThat(orders.where()).isEqualTo("table");
        assertThat(orders.key()).isEqualTo("PK = \"CUST#c1\" AND begins_with(SK, \"ORDER#\")");
        assertThat(orders.items()).isEqualTo("3 / 3");
        assertThat(orders.capacity()).isEqualTo("0.5 RCU");
        assertThat(orders.latency()).isEqualTo("0.41 ms");
        assertThat(viewModel.rows().get(1).key()).isEqualTo("PK = \"CUST#c2\", SK = \"PROFILE\"");
        assertThat(viewModel.rows().get(2).key()).isEqualTo("PK = \"CUST#c1\" AND SK > \"ORDER#2026-07\"");
        assertThat(viewModel.rows().get(3).key()).isEqualTo("filter email = \"asha@example.com\"");
        assertThat(viewModel.rows().get(3).reason()).contains("the filter discarded 39 of 40 items read");
        assertThat(viewModel.rows().get(4).reason()).isEqualTo("ValidationException: Query condition missed key "
                + "schema element: PK");
        assertThat(viewModel.summaryProperty().get()).isEqualTo("6 requests, 1 with no access pattern, 1 Scan");
    }

    @Test
    void writesAndBatchesReadFromTheirJsonMatchTheirPatterns() {
        viewModel.start();
        endpoint.emit(TrafficSamples.renameCustomer(0));
        endpoint.emit(TrafficSamples.putProduct(1));
        endpoint.emit(TrafficSamples.batchOfProducts(2));
        runUi();

        assertThat(viewModel.rows()).extracting(TrafficRow::pattern).containsExactly("W1", "no access pattern",
                "AP7");
        assertThat(viewModel.rows()).extracting(TrafficRow::key).containsExactly(
                "PK = \"CUST#c1\", SK = \"PROFILE\"", "PK = \"PROD#sku-9\", SK = \"META\"", "2 keys");
        assertThat(viewModel.rows().get(0).capacity()).isEqualTo("1 WCU");
        assertThat(viewModel.rows().get(0).items()).isEmpty();
        assertThat(viewModel.rows().get(1).draft()).isEmpty();
    }

    @Test
    void theTallyCountsRequestsPerPatternIncludingThoseServingNone() {
        viewModel.start();
        endpoint.emit(TrafficSamples.customerOrders(0, "c1"));
        endpoint.emit(TrafficSamples.customerOrders(1, "c2"));
        endpoint.emit(TrafficSamples.ordersAfter(2));
        runUi();

        Map<String, Long> counts = new HashMap<>();
        viewModel.tally().forEach(t -> counts.put(t.key(), t.count()));
        assertThat(counts).containsEntry("AP2", 2L).containsEntry("AP1", 0L)
                .containsEntry(ServeViewModel.NO_PATTERN, 1L).containsEntry(ServeViewModel.SCANS, 0L);
        assertThat(viewModel.tally().get(0).label()).isEqualTo("AP1  Customer profile");
    }

    @Test
    void theFilterShowsOnlyTheRequestsOfOnePatternOrNone() {
        viewModel.start();
        endpoint.emit(TrafficSamples.customerOrders(0, "c1"));
        endpoint.emit(TrafficSamples.pendingOrders(1));
        endpoint.emit(TrafficSamples.ordersAfter(2));
        endpoint.emit(TrafficSamples.scanByEmail(3));
        runUi();

        viewModel.filterProperty().set("AP4");
        assertThat(viewModel.shownRows()).extracting(TrafficRow::where).containsExactly("GSI1");
        viewModel.filterProperty().set(ServeViewModel.NO_PATTERN);
        assertThat(viewModel.shownRows()).extracting(TrafficRow::pattern).containsExactly("no access pattern");
        viewModel.filterProperty().set(ServeViewModel.SCANS);
        assertThat(viewModel.shownRows()).extracting(TrafficRow::operation).containsExactly("Scan");
        viewModel.filterProperty().set(ServeViewModel.ALL);
        assertThat(viewModel.shownRows()).hasSize(4);
        assertThat(viewModel.filterChoices()).startsWith(ServeViewModel.ALL, "AP1").endsWith(
                ServeViewModel.NO_PATTERN, ServeViewModel.SCANS);
    }

    @Test
    void selectingARowShowsItsJsonAndWhy() {
        viewModel.start();
        endpoint.emit(TrafficSamples.ordersAfter(0));
        runUi();

        viewModel.selectedProperty().set(viewModel.rows().get(0));

        assertThat(viewModel.requestTextProperty().get()).contains("\"KeyConditionExpression\" : \"#p = :pk AND #s > :sk\"");
        assertThat(viewModel.responseTextProperty().get()).contains("\"Count\" : 2");
        assertThat(viewModel.reasonProperty().get()).startsWith("No access pattern reads PK = ").contains("closest is AP2");
        assertThat(viewModel.canAddPatternProperty().get()).isTrue();
    }

    @Test
    void addAsAccessPatternAddsTheDraftAsOneUndoableEditAndTheRequestThenServesIt() {
        viewModel.start();
        endpoint.emit(TrafficSamples.ordersAfter(0));
        runUi();
        viewModel.selectedProperty().set(viewModel.rows().get(0));
        int before = session.design().table().accessPatterns().size();

        assertThat(viewModel.addSelectedAsPattern()).contains("AP16");

        assertThat(session.design().table().accessPatterns()).hasSize(before + 1);
        assertThat(session.design().table().accessPattern("AP16").orElseThrow().range().attribute())
                .isEqualTo("orderDate");
        assertThat(viewModel.rows().get(0).pattern()).isEqualTo("AP16");
        assertThat(viewModel.selectedProperty().get().pattern()).isEqualTo("AP16");
        assertThat(viewModel.messageProperty().get()).startsWith("added AP16 ");
        session.undo();
        assertThat(session.design().table().accessPatterns()).hasSize(before);
        assertThat(viewModel.rows().get(0).pattern()).isEqualTo("no access pattern");
    }

    @Test
    void aMatchedRequestOffersNoDraft() {
        viewModel.start();
        endpoint.emit(TrafficSamples.customerOrders(0, "c1"));
        runUi();
        viewModel.selectedProperty().set(viewModel.rows().get(0));

        assertThat(viewModel.canAddPatternProperty().get()).isFalse();
        assertThat(viewModel.addSelectedAsPattern()).isEmpty();
        assertThat(viewModel.failedProperty().get()).isTrue();
    }

    @Test
    void saveThenClearThenOpenBringsTheRequestsBackMatched() {
        viewModel.start();
        endpoint.emit(TrafficSamples.customerOrders(0, "c1"));
        endpoint.emit(TrafficSamples.scanByEmail(1));
        runUi();
        Path file = Path.of("traffic.jsonl");

        viewModel.save(file);
        assertThat(viewModel.messageProperty().get()).isEqualTo("saved 2 requests to traffic.jsonl");
        viewModel.clear();
        assertThat(viewModel.rows()).isEmpty();
        assertThat(viewModel.summaryProperty().get()).isEqualTo("0 requests");
        viewModel.open(file);

        assertThat(viewModel.rows()).extracting(TrafficRow::pattern).containsExactly("AP2", "Scan");
        assertThat(viewModel.messageProperty().get()).isEqualTo("opened 2 requests from traffic.jsonl");
    }

    @Test
    void aLogLineThatIsNotARequestIsOneLineNamingFileAndLine() {
        viewModel.open(Path.of("bad.jsonl"));

        assertThat(viewModel.failedProperty().get()).isTrue();
        assertThat(viewModel.messageProperty().get()).isEqualTo("bad.jsonl:3: time: not an ISO-8601 instant");
    }

    @Test
    void anUnreadableFileSaysSoInOneLine() {
        viewModel.open(Path.of("missing.jsonl"));

        assertThat(viewModel.messageProperty().get()).isEqualTo("cannot read missing.jsonl: no such file");
    }

    @Test
    void theListKeepsTheLatestRowsButTheTallyCountsEveryRequest() {
        viewModel.start();
        for (int i = 0; i < ServeViewModel.MAX_ROWS + 5; i++) {
            endpoint.emit(TrafficSamples.customerOrders(i, "c1"));
        }
        runUi();

        assertThat(viewModel.rows()).hasSize(ServeViewModel.MAX_ROWS);
        assertThat(viewModel.rows().get(0).request().time()).isEqualTo(TrafficSamples.T0.plusSeconds(5));
        assertThat(viewModel.tally()).filteredOn(t -> t.key().equals("AP2")).extracting(TallyRow::count)
                .containsExactly((long) ServeViewModel.MAX_ROWS + 5);
        assertThat(viewModel.summaryProperty().get()).isEqualTo("10,005 requests (the list shows the latest 10,000)");
    }

    @Test
    void whenRunningStartsTheEndpointOnceAndHandsEveryCallerItsUrl() {
        List<String> urls = new ArrayList<>();
        viewModel.whenRunning(u -> urls.add(u.toString()), failure -> urls.add("failed " + failure));
        viewModel.whenRunning(u -> urls.add(u.toString()), failure -> urls.add("failed " + failure));

        assertThat(endpoint.started).hasSize(1);
        assertThat(urls).containsExactly("http://127.0.0.1:49152", "http://127.0.0.1:49152");
    }

    @Test
    void aFailedStartTellsEveryWaitingCaller() {
        endpoint.failWith = new BindException("Address already in use");
        viewModel.portProperty().set("8000");
        List<String> told = new ArrayList<>();

        viewModel.whenRunning(u -> told.add("ran"), told::add);

        assertThat(told).containsExactly("cannot serve on port 8000: Address already in use");
        assertThat(viewModel.busyProperty().get()).isFalse();
    }


    private static ItemWrite renamed(String customer, String name) {
        Map<String, AttributeValue> key = Map.of("PK", AttributeValue.s("CUST#" + customer),
                "SK", AttributeValue.s("PROFILE"));
        Map<String, AttributeValue> after = new HashMap<>(key);
        after.put("name", AttributeValue.s(name));
        return new ItemWrite("UpdateItem", key, null, Item.of(after), null);
    }

    private static boolean holds(Design design, String pk, String attribute, String value) {
        return design.table().items().stream().anyMatch(i -> AttributeValue.s(pk).equals(i.attributes().get("PK"))
                && AttributeValue.s(value).equals(i.attributes().get(attribute)));
    }

    @Test
    void anEditWhileServingIsMatchedAtOnceAndRestartServesItKeepingTheWrittenItems() {
        viewModel.start();
        endpoint.emit(TrafficSamples.ordersAfter(0));
        runUi();
        assertThat(viewModel.editedProperty().get()).isFalse();
        viewModel.selectedProperty().set(viewModel.rows().get(0));
        assertThat(viewModel.addSelectedAsPattern()).contains("AP16");

        endpoint.emit(TrafficSamples.ordersAfter(1));
        runUi();

        assertThat(viewModel.rows()).extracting(TrafficRow::pattern).containsExactly("AP16", "AP16");
        assertThat(viewModel.editedProperty().get()).isTrue();
        assertThat(viewModel.editsNoticeProperty().get()).startsWith("You edited the design after Start: requests are matched to the edits")
                .contains("the endpoint serves the tables as at Start")
                .endsWith("Restarting keeps those items (key schema unchanged).");

        endpoint.writes = Map.of("commerce-main", List.of(renamed("c1", "Asha R. Rao")));
        viewModel.restartWithEdits();

        assertThat(endpoint.closed).isEqualTo(1);
        assertThat(endpoint.started).extracting(o -> o.port()).containsExactly(0, 49_152);
        assertThat(endpoint.served.table().accessPattern("AP16")).isPresent();
        assertThat(holds(endpoint.served, "CUST#c1", "name", "Asha R. Rao")).isTrue();
        assertThat(viewModel.runningProperty().get()).isTrue();
        assertThat(viewModel.urlProperty().get()).isEqualTo("http://127.0.0.1:49152");
        assertThat(viewModel.editedProperty().get()).isFalse();
        assertThat(viewModel.messageProperty().get()).isEqualTo("serving your edits; kept the items written to "
                + "commerce-main: writes stay in memory, the design file is unchanged");
    }

    @Test
    void aKeySchemaEditSaysTheWrittenItemsAreDroppedAndRestartDropsThem() {
        viewModel.start();
        session.push(DesignEdits.onTable("commerce-main", "Rename the sort key", t -> new Table(t.name(),
                KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SORT")), t.indexes(), t.settings(),
                t.entities(), t.accessPatterns(), t.items())));

        assertThat(viewModel.editsNoticeProperty().get()).endsWith("Restarting drops the items written to "
                + "commerce-main (key schema changed) and serves the edited sample items.");
        endpoint.writes = Map.of("commerce-main", List.of(renamed("c1", "Asha R. Rao")));
        viewModel.restartWithEdits();

        assertThat(holds(endpoint.served, "CUST#c1", "name", "Asha R. Rao")).isFalse();
        assertThat(viewModel.messageProperty().get()).startsWith("serving your edits; dropped the items written to "
                + "commerce-main (key schema changed)");
    }

    @Test
    void undoingTheEditsTakesTheNoticeAwayAndStoppingForgetsIt() {
        viewModel.start();
        session.push(DesignEdits.onTable("commerce-main", "Add a pattern", t -> t.withAccessPatterns(
                List.of(t.accessPatterns().get(0)))));
        assertThat(viewModel.editedProperty().get()).isTrue();

        session.undo();
        assertThat(viewModel.editedProperty().get()).isFalse();
        assertThat(viewModel.editsNoticeProperty().get()).isEmpty();

        session.redo();
        viewModel.stop();
        assertThat(viewModel.editedProperty().get()).isFalse();
        viewModel.restartWithEdits();
        assertThat(endpoint.started).hasSize(1);
    }

    @Test
    void aRestartThatCannotBindTheSamePortSaysSoAndStops() {
        viewModel.start();
        session.push(DesignEdits.onTable("commerce-main", "Fewer patterns", t -> t.withAccessPatterns(List.of())));
        endpoint.failWith = new BindException("Address already in use");

        viewModel.restartWithEdits();

        assertThat(viewModel.runningProperty().get()).isFalse();
        assertThat(viewModel.editedProperty().get()).isFalse();
        assertThat(viewModel.failedProperty().get()).isTrue();
        assertThat(viewModel.messageProperty().get()).isEqualTo("cannot serve again on port 49152: Address already "
                + "in use (Start tries again)");
    }

    @Test
    void stopWhileStartingClosesTheEndpointOnceItServes() {
        DeferredTaskRunner tasks = new DeferredTaskRunner();
        DesignSession deferred = new DesignSession(session.design(), null, tasks);
        ServeViewModel slow = new ServeViewModel(deferred, endpoint, new MemoryFiles(), uiQueue::add,
                ZoneOffset.UTC);
        List<String> told = new ArrayList<>();

        slow.whenRunning(url -> told.add("serving " + url), told::add);
        slow.stop();
        tasks.runAll();

        assertThat(endpoint.started).hasSize(1);
        assertThat(endpoint.closed).isEqualTo(1);
        assertThat(slow.runningProperty().get()).isFalse();
        assertThat(slow.urlProperty().get()).isEmpty();
        assertThat(told).containsExactly("the endpoint was stopped while it started");
        assertThat(slow.messageProperty().get()).isEqualTo("stopped serving at http://127.0.0.1:49152");
    }

    @Test
    void beforeStartThePageSaysWhatItDoes() {
        assertThat(viewModel.statusProperty().get()).isEqualTo(ServeViewModel.INTRO);
        viewModel.start();
        assertThat(viewModel.statusProperty().get()).startsWith("serving commerce-main");
    }

    @Test
    void anEmptyNewDesignServesAndSaysItHasNoItemsOrPatternsYet() {
        Table table = new Table("untitled", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(),
                null, List.of(), List.of(), List.of());
        DesignSession empty = new DesignSession(Design.of("untitled", table), null, new InlineTaskRunner());
        ServeViewModel fresh = new ServeViewModel(empty, endpoint, new MemoryFiles(), uiQueue::add, ZoneOffset.UTC);

        fresh.start();
        endpoint.emit(new ServedRequest(TrafficSamples.T0, "PutItem", "untitled", null, """
                {"TableName":"untitled","Item":{"PK":{"S":"POST#1"},"SK":{"S":"META"}}}""", 200, "{}", null, 0, 0,
                1.0, Duration.ofNanos(300_000)));
        endpoint.emit(new ServedRequest(TrafficSamples.T0.plusSeconds(1), "Query", "untitled", null, """
                {"TableName":"untitled","KeyConditionExpression":"PK = :p",\
                "ExpressionAttributeValues":{":p":{"S":"POST#1"}}}""", 200, "{\"Count\":1,\"ScannedCount\":1}",
                null, 1, 1, 0.5, Duration.ofNanos(200_000)));
        runUi();

        assertThat(fresh.messageProperty().get()).isEqualTo("serving untitled (its tables are empty until your "
                + "application writes; it has no access patterns yet, so requests show as \"no access pattern\"): "
                + "writes stay in memory, the design file is unchanged");
        assertThat(fresh.rows()).extracting(TrafficRow::pattern).containsExactly("no access pattern",
                "no access pattern");
        assertThat(fresh.rows().get(0).reason()).isEqualTo("table untitled has no write access pattern; the "
                + "request writes: Put of PK = \"POST#1\", SK = \"META\"");
        assertThat(fresh.rows().get(1).reason()).isEqualTo("table untitled has no read access pattern; the request "
                + "reads PK = \"POST#1\"");
        assertThat(fresh.summaryProperty().get()).isEqualTo("2 requests, 2 with no access pattern");
        assertThat(fresh.tally()).extracting(TallyRow::label).isNotEmpty();
    }

    /** Save and Open in memory; two file names stand for the failures. */
    private final class MemoryFiles implements TrafficFiles {
        @Override
        public List<ServedRequest> read(Path file) throws IOException, TrafficLogException {
            if (file.toString().equals("bad.jsonl")) {
                throw new TrafficLogException("bad.jsonl:3: time: not an ISO-8601 instant");
            }
            List<ServedRequest> requests = disk.get(file);
            if (requests == null) {
                throw new IOException("no such file");
            }
            return requests;
        }

        @Override
        public void write(Path file, List<ServedRequest> requests) {
            disk.put(file, List.copyOf(requests));
        }
    }
}
