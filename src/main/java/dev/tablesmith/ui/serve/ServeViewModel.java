package dev.tablesmith.ui.serve;

import dev.tablesmith.edit.PatternEdits;
import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.planner.PatternDraft;
import dev.tablesmith.planner.PatternMatch;
import dev.tablesmith.planner.RequestPatternMatcher;
import dev.tablesmith.serve.ServeOptions;
import dev.tablesmith.serve.ServedRequest;
import dev.tablesmith.serve.TrafficLogException;
import dev.tablesmith.serve.WrittenItems;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.Plurals;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

/**
 * "Serve this design" and the Traffic list: starts the open design as a local DynamoDB endpoint (port typed, or
 * a free one), shows its URL and a snippet to connect with, and lists every request the endpoint answers with the
 * access pattern it serves. Filter by pattern, Clear, Save… and Open… (the {@code serve --log} format), a tally per
 * pattern, and "Add as access pattern…" for an unmatched read (one undoable command).
 *
 * <p>Starting, stopping, saving and opening run off the FX thread through {@link DesignSession#runWork}; requests
 * arrive on the endpoint's threads, are matched there, and reach the list in batches through {@code ui}, so a
 * client sending thousands of requests a second does not flood the FX thread. The list keeps the latest
 * {@link #MAX_ROWS}; the tally counts every request since Clear.
 */
public final class ServeViewModel {
    public static final String ALL = "All requests";
    public static final String NO_PATTERN = "No access pattern";
    public static final String SCANS = "Scans";
    /** The most rows the list keeps (older ones leave it; the tally still counts them). */
    public static final int MAX_ROWS = 10_000;
    /** What the page does, shown before Start. */
    public static final String INTRO = "Start serves this design's tables as a local DynamoDB endpoint (127.0.0.1): "
            + "point your application, the AWS CLI or an SDK at its URL, and every request it makes appears below "
            + "with the access pattern it serves. Your design file is not changed.";

    private final DesignSession session;
    private final EndpointStarter starter;
    private final TrafficFiles files;
    private final Executor ui;
    private final ZoneId zone;
    private final StringProperty port = new SimpleStringProperty("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper url = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(INTRO);
    private final ReadOnlyBooleanWrapper edited = new ReadOnlyBooleanWrapper();
    private final ReadOnlyStringWrapper editsNotice = new ReadOnlyStringWrapper("");
    private final ObjectProperty<ServeSnippets.Language> language =
            new SimpleObjectProperty<>(ServeSnippets.Language.AWS_CLI);
    private final ReadOnlyStringWrapper snippet = new ReadOnlyStringWrapper("");
    private final ObjectProperty<TrafficRow> selected = new SimpleObjectProperty<>();
    private final ConcurrentLinkedQueue<TrafficRow> arriving = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean drainScheduled = new AtomicBoolean();
    private final List<Waiting> waiting = new ArrayList<>();
    private final TrafficList list;
    private final SelectedRequest details = new SelectedRequest();
    private volatile RequestPatternMatcher matcher;
    private EndpointStarter.Running endpoint;
    /** Stop (or the window closing) came while the endpoint was starting: close it as soon as it serves. */
    private boolean stopWhenStarted;
    /** The design the endpoint serves (as at Start or the last restart); null when not serving. */
    private Design servedDesign;
    private Map<ServeSnippets.Language, String> snippets = Map.of();

    public ServeViewModel(DesignSession session, EndpointStarter starter, TrafficFiles files, Executor ui) {
        this(session, starter, files, ui, ZoneId.systemDefault());
    }

    public ServeViewModel(DesignSession session, EndpointStarter starter, TrafficFiles files, Executor ui,
                          ZoneId zone) {
        this.session = session;
        this.starter = starter;
        this.files = files;
        this.ui = ui;
        this.zone = zone;
        this.matcher = new RequestPatternMatcher(session.design());
        this.list = new TrafficList(session::design);
        language.addListener((obs, old, now) -> snippet.set(snippets.getOrDefault(now, "")));
        selected.addListener((obs, old, now) -> details.show(now));
        session.designProperty().addListener((obs, old, design) -> designChanged(design));
        message.addListener((obs, old, now) -> updateStatus());
        running.addListener((obs, old, now) -> updateStatus());
    }

    private void updateStatus() {
        String text = message.get();
        status.set(text.isEmpty() && !running.get() ? INTRO : text);
    }

    /** Start: serves the open design; the port field blank means a free port. */
    public void start() {
        whenRunning(u -> { }, text -> { });
    }

    /**
     * Runs {@code then} with the endpoint's URL once it serves, starting it first when it does not; a failure to
     * start goes to {@code failedToStart} (and {@link #messageProperty()}). Call on the FX thread.
     */
    public void whenRunning(Consumer<URI> then, Consumer<String> failedToStart) {
        if (endpoint != null) {
            then.accept(endpoint.url());
            return;
        }
        Optional<Integer> chosen = chosenPort();
        if (chosen.isEmpty()) {
            failedToStart.accept(message.get());
            return;
        }
        waiting.add(new Waiting(then, failedToStart));
        if (busy.get()) {
            return;
        }
        busy.set(true);
        Design design = session.design();
        int p = chosen.get();
        say(false, "starting the endpoint" + (p == 0 ? " on a free port…" : " on port " + p + "…"));
        session.runWork("Starting the design endpoint…", false, w -> {
            try {
                EndpointStarter.Running r = starter.start(design, ServeOptions.local(p), this::served, d -> { });
                return new Started(r, snippetsFor(r.url(), design));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, started -> {
            busy.set(false);
            if (stoppedWhileStarting(started.running())) {
                return;
            }
            endpoint = started.running();
            snippets = started.snippets();
            snippet.set(snippets.getOrDefault(language.get(), ""));
            url.set(endpoint.url().toString());
            servedDesign = design;
            running.set(true);
            say(false, servingText(design));
            noticeEdits(session.design());
            List<Waiting> ready = new ArrayList<>(waiting);
            waiting.clear();
            ready.forEach(c -> c.then().accept(endpoint.url()));
        }, failure -> {
            busy.set(false);
            stopWhenStarted = false;
            List<Waiting> refused = new ArrayList<>(waiting);
            waiting.clear();
            String text = "cannot serve on " + (p == 0 ? "a free port" : "port " + p) + ": " + oneLine(failure);
            say(true, text);
            refused.forEach(c -> c.failed().accept(text));
        });
    }

    /** When Stop came while starting: closes what just started (off the FX thread) and says it stopped. */
    private boolean stoppedWhileStarting(EndpointStarter.Running started) {
        if (!stopWhenStarted) {
            return false;
        }
        stopWhenStarted = false;
        List<Waiting> refused = new ArrayList<>(waiting);
        waiting.clear();
        refused.forEach(c -> c.failed().accept("the endpoint was stopped while it started"));
        endpoint = started;
        url.set(started.url().toString());
        running.set(true);
        stop();
        return true;
    }

    private static Map<ServeSnippets.Language, String> snippetsFor(URI at, Design design) {
        Map<ServeSnippets.Language, String> texts = new EnumMap<>(ServeSnippets.Language.class);
        for (ServeSnippets.Language l : ServeSnippets.Language.values()) {
            texts.put(l, ServeSnippets.snippet(l, at, design));
        }
        return texts;
    }

    private Optional<Integer> chosenPort() {
        String text = port.get() == null ? "" : port.get().strip();
        if (text.isEmpty()) {
            return Optional.of(0);
        }
        try {
            int p = Integer.parseInt(text);
            if (p >= 1 && p <= 65535) {
                return Optional.of(p);
            }
        } catch (NumberFormatException e) {
            // said below
        }
        say(true, "port: '" + text + "' is not a port number from 1 to 65535 (leave it blank for a free port)");
        return Optional.empty();
    }

    /**
     * Stop: stops accepting requests and releases the port (off the FX thread). While it is starting or restarting,
     * it stops as soon as it serves. Nothing when not serving.
     */
    public void stop() {
        EndpointStarter.Running r = endpoint;
        if (r == null) {
            stopWhenStarted = busy.get();
            return;
        }
        endpoint = null;
        servedDesign = null;
        running.set(false);
        noticeEdits(session.design());
        String was = url.get();
        url.set("");
        snippet.set("");
        snippets = Map.of();
        session.runWork("Stopping the design endpoint…", false, w -> {
            r.close();
            return was;
        }, stopped -> say(false, "stopped serving at " + stopped), failure -> say(true,
                "stopping the endpoint: " + oneLine(failure)));
    }

    /** Called on the endpoint's threads: matched there, then handed to the UI in batches. */
    private void served(ServedRequest request) {
        arriving.add(row(request, matcher));
        if (drainScheduled.compareAndSet(false, true)) {
            ui.execute(this::drain);
        }
    }

    private TrafficRow row(ServedRequest request, RequestPatternMatcher with) {
        return new TrafficRow(request, TrafficMatcher.match(request, with), zone,
                TrafficMatcher.where(request, with.design()));
    }

    private void drain() {
        drainScheduled.set(false);
        List<TrafficRow> batch = new ArrayList<>();
        for (TrafficRow r = arriving.poll(); r != null; r = arriving.poll()) {
            batch.add(r);
        }
        if (!batch.isEmpty()) {
            list.add(batch);
        }
    }

    /** Clear: empties the list and the tally. */
    public void clear() {
        arriving.clear();
        list.clear();
        say(false, "traffic cleared");
    }

    /** Save…: the requests in the list (all of them, whatever the filter) as a traffic log, off the FX thread. */
    public void save(Path file) {
        List<ServedRequest> requests = list.rows().stream().map(TrafficRow::request).toList();
        session.runWork("Saving traffic to " + file.getFileName() + "…", false, w -> {
            try {
                files.write(file, requests);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return requests.size();
        }, n -> say(false, "saved " + Plurals.count(n, "request") + " to " + file), failure -> say(true,
                failure.getCause() instanceof IOException io ? AtomicFiles.failure(file, io)
                        : "cannot write " + file + ": " + oneLine(failure)));
    }

    /** Open…: a traffic log (from Save… or {@code serve --log}) replaces the list, matched to the open design. */
    public void open(Path file) {
        RequestPatternMatcher with = matcher;
        session.runWork("Opening traffic " + file.getFileName() + "…", false, w -> {
            try {
                return files.read(file).stream().map(r -> row(r, with)).toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (TrafficLogException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }, opened -> {
            arriving.clear();
            list.replace(opened);
            say(false, "opened " + Plurals.count(opened.size(), "request") + " from " + file);
        }, failure -> say(true, failure instanceof IllegalArgumentException ? oneLine(failure)
                : "cannot read " + file + ": " + oneLine(failure)));
    }

    /**
     * Add as access pattern…: the selected unmatched read's drafted pattern joins its table (one undoable command);
     * the list is matched again, so the request now shows the new pattern.
     */
    public Optional<String> addSelectedAsPattern() {
        TrafficRow row = selected.get();
        Optional<PatternDraft> draft = row == null ? Optional.empty() : row.draft();
        if (draft.isEmpty()) {
            say(true, "select a Query or GetItem that matches no access pattern to add it as one");
            return Optional.empty();
        }
        AccessPattern pattern = draft.get().pattern();
        Optional<String> refused = session.push(PatternEdits.add(draft.get().tableName(), pattern, null, List.of()));
        if (refused.isPresent()) {
            say(true, refused.get());
            return Optional.empty();
        }
        say(false, "added " + pattern.id() + " " + pattern.name() + " to " + draft.get().tableName()
                + " (Undo takes it back)");
        return Optional.of(pattern.id());
    }

    /** {@code serving commerce-main: ...}, saying so when the design has no items or no access patterns yet. */
    private static String servingText(Design design) {
        long items = design.tables().stream().mapToLong(t -> t.items().size()
                + t.entities().stream().mapToLong(e -> e.records().size()).sum()).sum();
        long patterns = design.tables().stream().mapToLong(t -> t.accessPatterns().size()).sum();
        List<String> yet = new ArrayList<>();
        if (items == 0) {
            yet.add("its tables are empty until your application writes");
        }
        if (patterns == 0) {
            yet.add("it has no access patterns yet, so requests show as \"no access pattern\"");
        }
        return "serving " + design.name() + (yet.isEmpty() ? "" : " (" + String.join("; ", yet) + ")")
                + ": writes stay in memory, the design file is unchanged";
    }

    /**
     * Restart with the edits: stops the endpoint and serves the edited design on the same port, carrying the items
     * the application wrote into each table whose key schema is unchanged ({@link WrittenItems}).
     */
    public void restartWithEdits() {
        EndpointStarter.Running r = endpoint;
        if (r == null || busy.get()) {
            return;
        }
        Design atStart = servedDesign;
        Design design = session.design();
        int p = r.url().getPort();
        endpoint = null;
        busy.set(true);
        say(false, "restarting on port " + p + " with your edits…");
        session.runWork("Restarting the design endpoint…", false, w -> {
            WrittenItems.Carried carried = WrittenItems.carry(atStart, r.writes(), design);
            r.close();
            try {
                EndpointStarter.Running next = starter.start(carried.design(), ServeOptions.local(p), this::served,
                        d -> { });
                return new Restarted(new Started(next, snippetsFor(next.url(), carried.design())), carried);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, restarted -> {
            busy.set(false);
            if (stoppedWhileStarting(restarted.started().running())) {
                return;
            }
            endpoint = restarted.started().running();
            servedDesign = design;
            snippets = restarted.started().snippets();
            snippet.set(snippets.getOrDefault(language.get(), ""));
            url.set(endpoint.url().toString());
            say(false, restartedText(restarted.carried()));
            noticeEdits(session.design());
            List<Waiting> ready = new ArrayList<>(waiting);
            waiting.clear();
            ready.forEach(c -> c.then().accept(endpoint.url()));
        }, failure -> {
            busy.set(false);
            stopWhenStarted = false;
            servedDesign = null;
            running.set(false);
            url.set("");
            snippet.set("");
            snippets = Map.of();
            noticeEdits(session.design());
            List<Waiting> refused = new ArrayList<>(waiting);
            waiting.clear();
            String text = "cannot serve again on port " + p + ": " + oneLine(failure) + " (Start tries again)";
            say(true, text);
            refused.forEach(c -> c.failed().accept(text));
        });
    }

    private static String restartedText(WrittenItems.Carried carried) {
        StringBuilder text = new StringBuilder("serving your edits");
        if (!carried.kept().isEmpty()) {
            text.append("; kept the items written to ").append(String.join(", ", carried.kept()));
        }
        if (!carried.dropped().isEmpty()) {
            text.append("; dropped the items written to ").append(String.join(", ", carried.dropped()))
                    .append(" (key schema changed)");
        }
        if (carried.kept().isEmpty() && carried.dropped().isEmpty()) {
            text.append(" (nothing had been written)");
        }
        return text.append(": writes stay in memory, the design file is unchanged").toString();
    }

    /** The notice while the session's design differs from the one served; empty otherwise. */
    private void noticeEdits(Design design) {
        if (servedDesign == null || design.equals(servedDesign)) {
            edited.set(false);
            editsNotice.set("");
            return;
        }
        List<String> dropped = WrittenItems.droppedBy(servedDesign, design);
        String fate = dropped.isEmpty() ? "Restarting keeps those items (key schema unchanged)."
                : "Restarting drops the items written to " + String.join(", ", dropped)
                        + " (key schema changed) and serves the edited sample items.";
        editsNotice.set("You edited the design after Start: requests are matched to the edits, but the endpoint "
                + "serves the tables as at Start, with your application's writes in memory. " + fate);
        edited.set(true);
    }

    private void designChanged(Design design) {
        noticeEdits(design);
        RequestPatternMatcher with = new RequestPatternMatcher(design);
        matcher = with;
        list.designChanged();
        if (list.rows().isEmpty()) {
            return;
        }
        List<ServedRequest> requests = list.rows().stream().map(TrafficRow::request).toList();
        session.analyse("Matching traffic to access patterns…", () -> requests.stream().map(r -> row(r, with))
                .toList(), rematched -> {
                    if (matcher != with) {
                        return; // a newer design is being matched
                    }
                    String selectedTime = selected.get() == null ? null : selected.get().request().time().toString();
                    list.replace(rematched);
                    if (selectedTime != null) {
                        list.rows().stream().filter(r -> r.request().time().toString().equals(selectedTime)).findFirst()
                                .ifPresent(selected::set);
                    }
                }, failure -> say(true, "matching traffic: " + oneLine(failure)));
    }

    private void say(boolean failure, String text) {
        message.set(text);
        failed.set(failure);
    }

    private static String oneLine(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof UncheckedIOException || cause.getMessage() == null) && cause.getCause() != null) {
            cause = cause.getCause();
        }
        String text = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
        return text.lines().findFirst().orElse("");
    }

    /** A caller of {@link #whenRunning} waiting for the endpoint to start. */
    private record Waiting(Consumer<URI> then, Consumer<String> failed) {
    }

    private record Started(EndpointStarter.Running running, Map<ServeSnippets.Language, String> snippets) {
    }

    private record Restarted(Started started, WrittenItems.Carried carried) {
    }

    /** The port typed; blank for a free one. */
    public StringProperty portProperty() {
        return port;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Whether the endpoint is starting. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** {@code http://127.0.0.1:PORT} while serving, else empty. */
    public ReadOnlyStringProperty urlProperty() {
        return url.getReadOnlyProperty();
    }

    public Optional<URI> url() {
        return endpoint == null ? Optional.empty() : Optional.of(endpoint.url());
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The message, or before Start what the page does ({@link #INTRO}). */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Whether the design was edited since the endpoint started serving it. */
    public ReadOnlyBooleanProperty editedProperty() {
        return edited.getReadOnlyProperty();
    }

    /** What serving an edited design means, and what Restart with the edits does to the written items. */
    public ReadOnlyStringProperty editsNoticeProperty() {
        return editsNotice.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    public ObjectProperty<ServeSnippets.Language> languageProperty() {
        return language;
    }

    /** The snippet in the chosen language, while serving. */
    public ReadOnlyStringProperty snippetProperty() {
        return snippet.getReadOnlyProperty();
    }

    /** The rows the filter lets through, oldest first. */
    public ObservableList<TrafficRow> shownRows() {
        return list.shown();
    }

    /** Every row in the list, whatever the filter. */
    public ObservableList<TrafficRow> rows() {
        return list.rows();
    }

    /** {@link #ALL}, a pattern id, {@link #NO_PATTERN} or {@link #SCANS}. */
    public StringProperty filterProperty() {
        return list.filterProperty();
    }

    public ObservableList<String> filterChoices() {
        return list.filterChoices();
    }

    public ObservableList<TallyRow> tally() {
        return list.tally();
    }

    /** {@code 42 requests, 3 with no access pattern, 1 Scan}. */
    public ReadOnlyStringProperty summaryProperty() {
        return list.summaryProperty();
    }

    public ObjectProperty<TrafficRow> selectedProperty() {
        return selected;
    }

    /** The selected request's JSON, indented. */
    public ReadOnlyStringProperty requestTextProperty() {
        return details.requestTextProperty();
    }

    public ReadOnlyStringProperty responseTextProperty() {
        return details.responseTextProperty();
    }

    /** The selected request's pattern and why. */
    public ReadOnlyStringProperty reasonProperty() {
        return details.reasonProperty();
    }

    public ReadOnlyBooleanProperty canAddPatternProperty() {
        return details.canAddPatternProperty();
    }
}
