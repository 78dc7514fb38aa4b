package dev.tablesmith.ui.live;

import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.live.Connection;
import dev.tablesmith.live.ConnectionStore;
import dev.tablesmith.live.DeployPlan;
import dev.tablesmith.live.LiveErrors;
import dev.tablesmith.live.LiveSample;
import dev.tablesmith.live.LoadReport;
import dev.tablesmith.live.PatternVerdict;
import dev.tablesmith.live.importer.ImportResult;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.BackgroundWork;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.Plurals;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Live view: a design's table on a real DynamoDB (DynamoDB Local, moto_server or AWS). Test a connection
 * (ListTables), deploy (the plan first; on a non-local endpoint the table name typed, see {@link DeploySafety}),
 * load the sample items (explicit ones plus N generated per entity with a seed) with progress and Cancel, run the
 * read patterns' planned requests, and verify every read pattern's live answer against the engine's prediction.
 * All requests go through {@link DesignSession#runWork} off the FX thread, one at a time; a failure is one line in
 * {@link #messageProperty()}. Progress reported from worker threads is handed to the {@code ui} executor.
 */
public final class LiveViewModel {
    /** The run choice for every read pattern. */
    public static final String ALL_PATTERNS = "All read patterns";
    private static final long PROGRESS_NANOS = 100_000_000L;

    private final DesignSession session;
    private final LiveOperations operations;
    /** What the running request is doing ("Testing connection…"), for the notice that it is still waiting. */
    private String activity;
    private final StringProperty importLimit = new SimpleStringProperty("1000");
    private final ConnectionStore store;
    private final Supplier<List<String>> profileNames;
    private final Executor ui;
    private final ConnectionForm form = new ConnectionForm();
    private final StringProperty tableName = new SimpleStringProperty();
    private final SampleFields sample = new SampleFields();
    private final StringProperty pattern = new SimpleStringProperty(ALL_PATTERNS);
    private final ObservableList<String> patternChoices = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper tables = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper loadProgress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper loadText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper resultsTitle = new ReadOnlyStringWrapper("");
    private final ObservableList<String> planLines = FXCollections.observableArrayList();
    private final ObservableList<RunRow> runRows = FXCollections.observableArrayList();
    private final ObservableList<VerdictRow> verdicts = FXCollections.observableArrayList();
    private AtomicBoolean loadCancel = new AtomicBoolean();
    private BackgroundWork running;
    private final EmbeddedEndpoint embedded;

    public LiveViewModel(DesignSession session, LiveOperations operations, ConnectionStore store,
                         Supplier<List<String>> profileNames, Executor ui) {
        this(session, operations, store, profileNames, ui, EmbeddedEndpoint.NONE);
    }

    /** With {@code embedded}: the picker's "This design (embedded)" serves the open design in-process. */
    public LiveViewModel(DesignSession session, LiveOperations operations, ConnectionStore store,
                         Supplier<List<String>> profileNames, Executor ui, EmbeddedEndpoint embedded) {
        this.embedded = embedded;
        this.session = session;
        this.operations = operations;
        this.store = store;
        this.profileNames = profileNames;
        this.ui = ui;
        tableName.set(session.design().table().name());
        operations.onWaiting(notice -> ui.execute(() -> {
            if (busy.get() && activity != null) {
                message.set(activity + " " + notice);
            }
        }));
        session.designProperty().addListener((obs, old, design) -> designChanged(old, design));
        refreshPatterns(session.design());
    }

    private void designChanged(Design old, Design design) {
        if (old != null && old.table().name().equals(tableName.get())) {
            tableName.set(design.table().name());
        }
        refreshPatterns(design);
    }

    private void refreshPatterns(Design design) {
        String chosen = pattern.get();
        patternChoices.setAll(ALL_PATTERNS);
        design.table().accessPatterns().stream().filter(p -> p.kind() != dev.tablesmith.model.PatternKind.WRITE).forEach(p -> patternChoices.add(p.id()));
        pattern.set(patternChoices.contains(chosen) ? chosen : ALL_PATTERNS);
    }

    /** Reads the saved connections and the AWS profile names, off the FX thread. */
    public void loadSavedConnections() {
        start("Reading saved connections…", false, work -> new Saved(readSaved(), profileNames.get()),
                saved -> {
                    form.setSaved(saved.loaded().connections(), saved.profiles());
                    done(String.join(" ", saved.loaded().warnings()));
                });
    }

    private ConnectionStore.Loaded readSaved() {
        try {
            return store.load();
        } catch (IOException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Saves the connection the fields describe under {@link ConnectionForm#saveNameProperty()}. */
    public void saveConnection() {
        String name = form.saveNameProperty().get() == null ? "" : form.saveNameProperty().get().strip();
        if (name.isEmpty()) {
            fail("type a name to save the connection under");
            return;
        }
        withConnection(c -> start("Saving connection " + name + "…", false, work -> {
            try {
                store.save(c.named(name));
            } catch (IOException e) {
                throw new IllegalStateException("cannot save " + store.file() + ": " + e.getMessage(), e);
            }
            return readSaved().connections();
        }, saved -> {
            form.setSaved(saved, form.profiles());
            form.choiceProperty().set(name);
            done("saved connection " + name + " in " + store.file());
        }));
    }

    /** Test connection: ListTables, shown in {@link #tablesProperty()}. */
    public void testConnection() {
        withConnection(c -> start("Testing connection…", true, work -> operations.listTables(c), names -> {
            tables.set(names.isEmpty() ? "no tables yet" : names.size() + (names.size() == 1 ? " table: "
                    : " tables: ") + String.join(", ", names));
            done("connected to " + c.describe());
        }));
    }

    /** Deploy, step one: reads the live table and hands the plan to {@code onPlan}; nothing is written. */
    public void planDeploy(Consumer<DeployPlan> onPlan) {
        Table table = table();
        withConnection(c -> start("Reading table " + table.name() + "…", true,
                work -> operations.plan(c, table), plan -> {
                    planLines.setAll(plan.describe());
                    done(plan.writes() ? "deploy plan for " + table.name() + ": " + plan.steps().size()
                            + " write(s)" : plan.describe().get(0));
                    onPlan.accept(plan);
                }));
    }

    /**
     * Deploy, step two: runs the plan's writes. On a non-local connection {@code typedTableName} must be the table
     * name (see {@link DeploySafety}); otherwise nothing is written.
     */
    public void applyDeploy(DeployPlan plan, String typedTableName) {
        Table table = table();
        withConnection(c -> {
            if (allowed(c, typedTableName)) {
                start("Deploying table " + table.name() + "…", false,
                        work -> operations.apply(c, plan, table, line -> ui.execute(() -> message.set(line))),
                        skipped -> deployed(table, plan, skipped));
            }
        });
    }

    private void deployed(Table table, DeployPlan plan, List<String> skipped) {
        tables.set(""); // the listed tables are out of date now
        skipped.forEach(s -> planLines.add("note: " + s));
        done("deployed: table " + table.name() + " is ACTIVE" + (plan.mismatches().isEmpty()
                ? "" : "; " + Plurals.count(plan.mismatches().size(), "difference") + " not changed")
                + (skipped.isEmpty() ? "" : "; " + String.join("; ", skipped)));
    }

    /** Whether writing to the current connection needs the table name typed (a non-local endpoint or AWS). */
    public boolean writesNeedConfirmation() {
        if (form.isEmbedded()) {
            return false;
        }
        return connection().map(DeploySafety::needsConfirmation).orElse(false);
    }

    /** The confirmation question for {@code action}, on the current connection. */
    public String confirmationQuestion(String action) {
        return connection().map(c -> DeploySafety.question(c, action, table().name())).orElse("");
    }

    private boolean allowed(Connection c, String typed) {
        if (!DeploySafety.needsConfirmation(c)) {
            return true;
        }
        Optional<String> refusal = DeploySafety.refusal(typed, table().name());
        refusal.ifPresent(this::fail);
        return refusal.isEmpty();
    }

    /**
     * Load: writes the sample items with BatchWriteItem, progress in {@link #loadProgressProperty()} and
     * {@link #loadTextProperty()}; {@link #cancel()} stops it after the batches in flight.
     */
    public void load(String typedTableName) {
        Table table = table();
        Optional<SampleFields.Spec> spec = sampleSpec();
        if (spec.isEmpty()) {
            return;
        }
        AtomicBoolean cancel = new AtomicBoolean();
        loadCancel = cancel;
        loadProgress.set(0);
        loadText.set("preparing the sample items…");
        withConnection(c -> {
            if (allowed(c, typedTableName)) {
                startLoad(c, table, spec.get(), cancel);
            }
        });
    }

    private void startLoad(Connection c, Table table, SampleFields.Spec spec, AtomicBoolean cancel) {
        start("Loading table " + table.name() + "…", true, report -> loaded(report, c), work -> {
            LiveSample items = spec.of(table);
            AtomicLong last = new AtomicLong();
            return operations.load(c, table, items, (written, total, perSecond) -> {
                if (work.isCancelled()) {
                    cancel.set(true);
                }
                long now = System.nanoTime();
                long before = last.get();
                if ((now - before > PROGRESS_NANOS || written == total) && last.compareAndSet(before, now)) {
                    ui.execute(() -> showLoad(written, total, perSecond));
                }
            }, cancel);
        }, report -> loaded(report, c));
    }

    private void showLoad(long written, long total, double perSecond) {
        loadProgress.set(total == 0 ? 1 : (double) written / total);
        loadText.set(String.format(Locale.ROOT, "written %,d of %,d items (%,.0f items/s)", written, total,
                perSecond));
    }

    private void loaded(LoadReport report, Connection c) {
        showLoad(report.written(), report.total(), report.itemsPerSecond());
        String summary = String.format(Locale.ROOT, "%,d of %,d items in %.2f s (%,.0f items/s)",
                report.written(), report.total(), report.seconds(), report.itemsPerSecond());
        if (report.failure() != null) {
            fail("load stopped: " + report.failureOver(c) + "; written " + summary + report.unconfirmedNote());
        } else if (report.cancelled()) {
            done("load cancelled: written " + summary);
        } else {
            done("loaded: written " + summary);
        }
    }

    /** Run: the chosen read pattern's (or every one's) planned request, once, one page. */
    public void run() {
        Table table = table();
        Design design = session.design();
        String id = ALL_PATTERNS.equals(pattern.get()) ? null : pattern.get();
        withConnection(c -> start("Running " + (id == null ? "every read pattern" : id) + "…", true,
                work -> operations.run(c, table, design.pricing(), id, work::isCancelled), rows -> {
                    runRows.setAll(rows);
                    verdicts.clear();
                    resultsTitle.set("Run on " + table.name() + ": " + Plurals.count(rows.size(), "read pattern")
                            + ", one page each");
                    long refused = rows.stream().filter(r -> r.refused() != null).count();
                    if (refused > 0) {
                        fail(refused + " request(s) refused by DynamoDB; see the table below");
                    } else {
                        done("ran " + Plurals.count(rows.size(), "read pattern") + " on " + table.name());
                    }
                }));
    }

    /** Verify: every read pattern's live answer beside the prediction on the same sample as the load. */
    public void verify() {
        Table table = table();
        Design design = session.design();
        Optional<SampleFields.Spec> spec = sampleSpec();
        if (spec.isEmpty()) {
            return;
        }
        withConnection(c -> start("Verifying " + table.name() + "…", true, work -> {
            LiveSample items = spec.get().of(table);
            List<PatternVerdict> found = operations.verify(c, items, design.pricing(), verdict -> {
                if (work.isCancelled()) {
                    throw new CancellationException("verify cancelled");
                }
            });
            return found.stream().map(v -> VerdictRow.of(v, table.keySchema().attributeNames())).toList();
        }, rows -> {
            verdicts.setAll(rows);
            runRows.clear();
            long differing = rows.stream().filter(r -> !r.same()).count();
            resultsTitle.set("Verify on " + table.name() + ": " + (rows.size() - differing) + " of " + rows.size()
                    + " read patterns the same as predicted" + (differing == 0 ? "" : ", " + differing + " differ"));
            if (differing == 0) {
                done("verify: all " + rows.size() + " read patterns answer as predicted");
            } else {
                fail("verify: " + differing + " of " + rows.size() + " read patterns differ from the prediction");
            }
        }));
    }

    /**
     * Import: the table named in {@link #tableNameProperty()} read back as a new design (its keys, indexes and
     * settings, a sample of at most {@link #importLimitProperty()} items, entities and templates inferred from
     * them); {@code onImported} gets the result on the UI thread. Reads only, so no confirmation is asked.
     */
    public void importTable(Consumer<ImportResult> onImported) {
        String name = tableName.get() == null ? "" : tableName.get().strip();
        if (name.isEmpty()) {
            fail("type the name of the table to import");
            return;
        }
        int limit;
        try {
            limit = Integer.parseInt(importLimit.get().strip());
        } catch (NumberFormatException e) {
            limit = 0;
        }
        if (limit < 1) {
            fail("the import item limit must be a whole number of at least 1, not '" + importLimit.get() + "'");
            return;
        }
        int items = limit;
        withConnection(c -> start("Importing " + name + " (at most " + items + " items)…", false,
                work -> operations.importTable(c, name, items), result -> {
                    var t = result.design().table();
                    done("imported " + name + ": " + Plurals.count(t.entities().size(), "entity") + ", "
                            + Plurals.count(t.indexes().size(), "index") + ", "
                            + Plurals.count(result.itemsRead(), "item") + (result.partial() ? " (a partial sample)"
                            : "") + ", " + Plurals.count(result.warnings().size(), "warning"));
                    onImported.accept(result);
                }));
    }

    /**
     * Saves an imported design to {@code file} (atomically, off the FX thread), then runs {@code then} on the UI
     * thread; a failure is a one-line message.
     */
    public void saveImported(ImportResult result, Path file, Runnable then) {
        session.runWork("Saving " + file.getFileName() + "…", false, w -> {
            try {
                new JsonDesignStore().save(result.design(), file);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return file;
        }, saved -> {
            done("imported design saved to " + saved);
            then.run();
        }, failure -> fail(failure.getCause() instanceof IOException io ? AtomicFiles.failure(file, io)
                : "cannot write " + file + ": " + failure.getMessage()));
    }

    /** The most items Import reads (a Scan stopped at the limit), as typed. */
    public StringProperty importLimitProperty() {
        return importLimit;
    }

    /** Cancels the running request: a load stops after the batches in flight, others between patterns. */
    public void cancel() {
        loadCancel.set(true);
        if (running != null && running.isCancellable()) {
            running.cancel();
        }
    }

    /** The design's table under the name in {@link #tableNameProperty()}. */
    public Table table() {
        Table table = session.design().table();
        String name = tableName.get() == null ? "" : tableName.get().strip();
        if (name.isEmpty() || name.equals(table.name())) {
            return table;
        }
        return new Table(name, table.keySchema(), table.indexes(), table.settings(), table.entities(),
                table.accessPatterns(), table.items());
    }

    /**
     * Runs {@code action} with the connection the picker names: for "This design (embedded)", once the embedded
     * endpoint serves (started first when it does not); else the fields' connection, or a one-line refusal.
     */
    private void withConnection(Consumer<Connection> action) {
        if (form.isEmbedded()) {
            embedded.whenRunning(url -> {
                form.embeddedUrlProperty().set(url.toString());
                action.accept(Connection.endpoint(url, Connection.LOCAL_REGION));
            }, this::fail);
            return;
        }
        connection().ifPresent(action);
    }

    private Optional<Connection> connection() {
        try {
            return Optional.of(form.connection());
        } catch (IllegalArgumentException e) {
            fail(e.getMessage());
            return Optional.empty();
        }
    }

    private Optional<SampleFields.Spec> sampleSpec() {
        try {
            return Optional.of(sample.read());
        } catch (IllegalArgumentException e) {
            fail(e.getMessage());
            return Optional.empty();
        }
    }

    private <T> void start(String description, boolean cancellable, Function<BackgroundWork, T> work,
                           Consumer<T> onSuccess) {
        start(description, cancellable, null, work, onSuccess);
    }

    /**
     * Runs {@code work} in the background. Cancelled work's result is dropped by the session; when
     * {@code onCancelled} is given, it gets the result anyway (a cancelled load's report: how many items were
     * written before it stopped).
     */
    private <T> void start(String description, boolean cancellable, Consumer<T> onCancelled,
                           Function<BackgroundWork, T> work, Consumer<T> onSuccess) {
        if (busy.get()) {
            fail("wait for " + (running == null ? "the running request" : running.description()) + " to finish");
            return;
        }
        busy.set(true);
        failed.set(false);
        message.set(description);
        activity = description;
        Connection where = form.connection();
        BackgroundWork[] mine = new BackgroundWork[1];
        mine[0] = session.runWork(description, cancellable, w -> {
            List<T> result = new java.util.ArrayList<>(1);
            try {
                result.add(work.apply(w));
                return result.get(0);
            } finally {
                if (w.isCancelled()) {
                    ui.execute(() -> {
                        finish(w, false, "cancelled: " + description.replace("…", ""));
                        if (onCancelled != null && !result.isEmpty()) {
                            onCancelled.accept(result.get(0));
                        }
                    });
                }
            }
        }, result -> {
            finish(mine[0], false, null);
            onSuccess.accept(result);
        }, failure -> finish(mine[0], true, describe(failure, where)));
        if (mine[0] != null && busy.get()) {
            running = mine[0];
        }
    }

    private void finish(BackgroundWork work, boolean failure, String text) {
        if (running == work || running == null) {
            running = null;
            busy.set(false);
        }
        if (text != null) {
            message.set(text);
            failed.set(failure);
        }
    }

    static String describe(Throwable failure, Connection connection) {
        Throwable cause = failure;
        while ((cause instanceof IllegalStateException || cause instanceof java.util.concurrent.CompletionException)
                && cause.getCause() != null && cause.getMessage() == null) {
            cause = cause.getCause();
        }
        if (cause instanceof IllegalStateException || cause instanceof IllegalArgumentException) {
            return String.valueOf(cause.getMessage()).lines().findFirst().orElse("");
        }
        return LiveErrors.describe(cause, connection).lines().findFirst().orElse("");
    }

    private void done(String text) {
        message.set(text);
        failed.set(false);
    }

    private void fail(String text) {
        message.set(text);
        failed.set(true);
    }

    public ConnectionForm form() {
        return form;
    }

    public StringProperty tableNameProperty() {
        return tableName;
    }

    /** Records to generate per entity before loading and verifying; empty for the design's own items. */
    public StringProperty generateProperty() {
        return sample.generateProperty();
    }

    public StringProperty seedProperty() {
        return sample.seedProperty();
    }

    /** The pattern Run sends: an id or {@link #ALL_PATTERNS}. */
    public StringProperty patternProperty() {
        return pattern;
    }

    public ObservableList<String> patternChoices() {
        return patternChoices;
    }

    /** The last outcome or failure, one line. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Whether {@link #messageProperty()} reports a failure. */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** The tables the last Test connection listed. */
    public ReadOnlyStringProperty tablesProperty() {
        return tables.getReadOnlyProperty();
    }

    /** Whether a request is running (the actions are disabled, Cancel enabled). */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyDoubleProperty loadProgressProperty() {
        return loadProgress.getReadOnlyProperty();
    }

    /** {@code written 1,200 of 2,000 items (850 items/s)}. */
    public ReadOnlyStringProperty loadTextProperty() {
        return loadText.getReadOnlyProperty();
    }

    /** What the results table shows: the last run or verify, in words. */
    public ReadOnlyStringProperty resultsTitleProperty() {
        return resultsTitle.getReadOnlyProperty();
    }

    /** The last deploy plan, as lines. */
    public ObservableList<String> planLines() {
        return planLines;
    }

    public ObservableList<RunRow> runRows() {
        return runRows;
    }

    public ObservableList<VerdictRow> verdicts() {
        return verdicts;
    }

    private record Saved(ConnectionStore.Loaded loaded, List<String> profiles) {
    }
}
