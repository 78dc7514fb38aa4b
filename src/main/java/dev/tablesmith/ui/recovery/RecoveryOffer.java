package dev.tablesmith.ui.recovery;

import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.TaskRunner;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/**
 * At start-up, after a crash: reads the recovery folder in the background and offers each autosaved design in turn
 * (Recover / Discard, naming the design, its file and when it was autosaved). Recover hands it to
 * {@code onRecover} (which opens it dirty, with its original file); Discard deletes its recovery file. Recovery files
 * that could not be read were already moved aside by {@link RecoveryStore#scan()}; one message lists them.
 */
public final class RecoveryOffer {
    /** The Recover button. */
    public static final ButtonType RECOVER = new ButtonType("Recover", ButtonBar.ButtonData.YES);
    /** The Discard button. */
    public static final ButtonType DISCARD = new ButtonType("Discard", ButtonBar.ButtonData.NO);

    private final RecoveryStore store;
    private final TaskRunner tasks;
    private final Consumer<RecoveryFile> onRecover;
    private final Window owner;
    private final ZoneId zone;

    public RecoveryOffer(RecoveryStore store, TaskRunner tasks, Consumer<RecoveryFile> onRecover, Window owner,
            ZoneId zone) {
        this.store = Objects.requireNonNull(store, "store");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
        this.onRecover = Objects.requireNonNull(onRecover, "onRecover");
        this.owner = owner;
        this.zone = Objects.requireNonNull(zone, "zone");
    }

    /** Scans the recovery folder off the FX thread, then shows the offers. Call on the FX thread. */
    public void start() {
        tasks.run(store::scan, this::offer, failure -> { });
    }

    private void offer(RecoveryScan scan) {
        Runnable offers = () -> offer(scan.found(), 0);
        if (scan.problems().isEmpty()) {
            offers.run();
            return;
        }
        Alert alert = new Alert(Alert.AlertType.WARNING, String.join("\n", scan.problems()), ButtonType.OK);
        alert.setTitle("Recovery files could not be read");
        alert.setHeaderText(null);
        show(alert, answer -> offers.run());
    }

    private void offer(List<RecoveryFile> found, int index) {
        if (index >= found.size()) {
            return;
        }
        RecoveryFile file = found.get(index);
        Alert alert = create(file, zone);
        show(alert, answer -> {
            if (answer == RECOVER) {
                onRecover.accept(file);
            } else if (answer == DISCARD) {
                tasks.run(() -> {
                    store.delete(file.id());
                    return file;
                }, deleted -> { }, failure -> { });
            } // closed without an answer: keep the file, ask again at the next start
            offer(found, index + 1);
        });
    }

    /** The offer for one recovery file: "Tablesmith closed without saving commerce-main. Recover it?" */
    public static Alert create(RecoveryFile file, ZoneId zone) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, null, RECOVER, DISCARD);
        alert.setTitle("Recover unsaved work");
        alert.setHeaderText("Tablesmith closed without saving " + file.design().name() + ".");
        alert.setContentText("Its unsaved changes were autosaved.\n\n"
                + "Design:  " + file.design().name() + "\n"
                + "File:  " + file.original().map(Path::toString).orElse("never saved to a file") + "\n"
                + "Autosaved:  " + RecoveryFile.WHEN.format(file.savedAt().atZone(zone)) + "\n\n"
                + "Recover opens them in a window with unsaved changes; Save then writes "
                + file.original().map(p -> "to " + p.getFileName()).orElse("to a file you choose")
                + ". Discard deletes them.");
        alert.getDialogPane().setPrefWidth(560);
        alert.getDialogPane().getStyleClass().add("recovery-offer");
        AppTheme.style(alert.getDialogPane());
        return alert;
    }

    private void show(Alert alert, Consumer<ButtonType> then) {
        if (owner != null) {
            alert.initOwner(owner);
        }
        AppTheme.style(alert.getDialogPane());
        alert.setOnHidden(event -> then.accept(alert.getResult()));
        alert.show();
    }
}
