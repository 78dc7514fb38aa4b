package dev.tablesmith.ui.items;

import dev.tablesmith.edit.ItemEdits;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.GenerationProgress;
import dev.tablesmith.sample.RecordMode;
import dev.tablesmith.sample.SampleGenerator;
import dev.tablesmith.sample.SampleResult;
import dev.tablesmith.ui.BackgroundWork;
import dev.tablesmith.ui.DesignSession;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * "Generate sample data…": records for the chosen entities (a number each or in total), with a seed, replacing
 * or adding to their records. The generator runs in the background ({@link DesignSession#runWork}) with progress
 * by records and entities, and can be cancelled; its result is applied as one undoable edit
 * ({@link ItemEdits#setRecords}). Records relate to each other as the key templates show (see
 * {@code docs/sample-data.md}).
 */
public final class GenerateSampleViewModel {
    private static final long PROGRESS_NANOS = 100_000_000L;

    private final DesignSession session;
    private final Executor ui;
    private final StringProperty count = new SimpleStringProperty("20");
    private final BooleanProperty inTotal = new SimpleBooleanProperty(false);
    private final StringProperty seed = new SimpleStringProperty("42");
    private final BooleanProperty replace = new SimpleBooleanProperty(true);
    private final ObservableList<EntityChoice> entities = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper();
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(0);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();
    private BackgroundWork work;

    /**
     * @param ui posts progress from the generating thread to the FX thread ({@code Platform::runLater}; tests run
     *           it at once)
     */
    public GenerateSampleViewModel(DesignSession session, Executor ui) {
        this.session = session;
        this.ui = ui;
        readEntities(session.table());
        session.designProperty().addListener((obs, old, now) -> readEntities(now.table()));
    }

    private void readEntities(Table table) {
        Map<String, Boolean> chosen = new LinkedHashMap<>();
        entities.forEach(e -> chosen.put(e.name(), e.selected().get()));
        entities.setAll(table.entities().stream().map(e -> new EntityChoice(e.name(), e.records().size(),
                chosen.getOrDefault(e.name(), true))).toList());
    }

    /** The number typed in Records. */
    public StringProperty countProperty() {
        return count;
    }

    /** Whether Records is the number in all (shared by the entities) rather than for each entity. */
    public BooleanProperty inTotalProperty() {
        return inTotal;
    }

    public StringProperty seedProperty() {
        return seed;
    }

    /** Whether the new records replace the entities' records (else they are added after them). */
    public BooleanProperty replaceProperty() {
        return replace;
    }

    /** The table's entities, each with whether it is generated. */
    public ObservableList<EntityChoice> entities() {
        return entities;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** The share done while running (0 to 1), 1 after a run. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** "Comment: 2,000 of 6,000 records (entity 3 of 3)" while running. */
    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    /** The outcome, or why nothing was generated. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Whether {@link #messageProperty()} says why nothing was generated. */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** Reads the fields and starts generating; a field that cannot be read is named in the message instead. */
    public void generate() {
        if (running.get()) {
            return;
        }
        if (entities.isEmpty()) {
            fail("The design has no entities yet: add them in the Entity chart, then generate their records.");
            return;
        }
        SampleRequest request;
        try {
            request = SampleRequest.read(count.get(), inTotal.get(),
                    entities.stream().filter(e -> e.selected().get()).map(EntityChoice::name).toList(), seed.get(),
                    replace.get() ? RecordMode.REPLACE : RecordMode.APPEND);
        } catch (IllegalArgumentException e) {
            fail(e.getMessage());
            return;
        }
        Table table = session.table();
        running.set(true);
        failed.set(false);
        message.set("");
        progress.set(0);
        progressText.set(String.format(Locale.ROOT, "generating %,d records…", request.total()));
        AtomicLong lastShown = new AtomicLong(System.nanoTime());
        work = session.runWork("Generating sample data…", true, job -> new SampleGenerator(request.seed())
                .generate(table, request.counts(), request.mode(), step -> {
                    long now = System.nanoTime();
                    long before = lastShown.get();
                    if ((now - before > PROGRESS_NANOS || step.records() == 0) && lastShown.compareAndSet(before, now)) {
                        ui.execute(() -> showProgress(step));
                    }
                    return !job.isCancelled();
                }), result -> apply(table, request, result), failure -> {
                    running.set(false);
                    fail(failure instanceof CancellationException ? "Cancelled: nothing was changed."
                            : "Could not generate sample data: " + failure.getMessage());
                });
    }

    private void showProgress(GenerationProgress.Step step) {
        if (!running.get()) {
            return;
        }
        progress.set(step.fraction());
        progressText.set(String.format(Locale.ROOT, "%s: %,d of %,d records (entity %d of %d)", step.entity(),
                step.records(), step.recordsTotal(), step.entityNumber(), step.entities()));
    }

    private void apply(Table before, SampleRequest request, SampleResult result) {
        running.set(false);
        progress.set(1);
        progressText.set("");
        Map<String, List<Item>> records = new LinkedHashMap<>();
        for (String name : request.counts().keySet()) {
            records.put(name, result.table().entity(name).map(Entity::records).orElseThrow());
        }
        int made = result.recordCount();
        String verb = request.mode() == RecordMode.REPLACE ? "Generate" : "Add";
        Optional<String> refused = session.push(ItemEdits.setRecords(before.name(), records,
                String.format(Locale.ROOT, "%s sample data (%,d records)", verb, made)));
        if (refused.isPresent()) {
            fail("Could not apply the sample data: " + refused.get());
            return;
        }
        String each = result.generated().entrySet().stream()
                .map(e -> e.getKey() + " " + String.format(Locale.ROOT, "%,d", e.getValue()))
                .collect(Collectors.joining(", "));
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "%s %,d records (%s), seed %d. "
                + "Edit > Undo takes them back.", request.mode() == RecordMode.REPLACE ? "Generated" : "Added",
                made, each, request.seed()));
        result.shortfalls().forEach(s -> text.append('\n').append(s.message()));
        failed.set(false);
        message.set(text.toString());
    }

    /** Stops a run; nothing is changed. */
    public void cancel() {
        if (work != null && running.get()) {
            session.cancel(work);
            running.set(false);
            progressText.set("");
            fail("Cancelled: nothing was changed.");
        }
    }

    private void fail(String text) {
        failed.set(true);
        message.set(text);
    }
}
