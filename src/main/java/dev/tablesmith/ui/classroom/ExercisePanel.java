package dev.tablesmith.ui.classroom;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.io.ExerciseFile;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * The exercise beside the designer: a chooser, the task, the checks with a PASS or FAIL chip each (re-evaluated
 * after every edit, see {@link ExerciseViewModel}), hints one at a time, and a button that loads the starting
 * design.
 */
public final class ExercisePanel {
    private final ExerciseViewModel viewModel;
    private final VBox root = styled(new VBox(), "classroom-panel", "classroom-exercise");
    private final VBox checkList = styled(new VBox(6), "classroom-checks");

    public ExercisePanel(ExerciseViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Node root() {
        return root;
    }

    public ExerciseViewModel viewModel() {
        return viewModel;
    }

    private void createView() {
        Label heading = styled(new Label("Exercise"), "classroom-heading");
        ComboBox<ExerciseFile> chooser = styled(new ComboBox<>(viewModel.exercises()), "classroom-exercise-chooser");
        chooser.setMaxWidth(Double.MAX_VALUE);
        chooser.setCellFactory(list -> new ExerciseCell());
        chooser.setButtonCell(new ExerciseCell());
        chooser.valueProperty().addListener((obs, old, file) -> {
            if (file != null && !sameExercise(file.exercise(), viewModel.exerciseProperty().get())) {
                viewModel.select(file.exercise());
            }
        });
        // Chosen before the list was read (an exercise started from the start screen): shown once it arrives.
        Runnable showChosen = () -> chooser.getItems().stream()
                .filter(f -> sameExercise(f.exercise(), viewModel.exerciseProperty().get())).findFirst()
                .ifPresent(chooser::setValue);
        viewModel.exerciseProperty().addListener((obs, old, exercise) -> showChosen.run());
        viewModel.exercises().addListener((ListChangeListener<ExerciseFile>) change -> showChosen.run());

        Label task = styled(new Label(), "classroom-task");
        task.setWrapText(true);
        task.textProperty().bind(viewModel.exerciseProperty().map(Exercise::task));
        Button start = styled(new Button("Load the starting design"), "classroom-start");
        start.setOnAction(e -> viewModel.start());

        Label summary = styled(new Label(), "classroom-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        viewModel.solvedProperty().addListener((obs, was, solved) -> {
            summary.getStyleClass().remove("classroom-solved");
            if (solved) {
                summary.getStyleClass().add("classroom-solved");
            }
        });
        viewModel.checks().addListener((javafx.collections.ListChangeListener<CheckRow>) change -> showChecks());
        showChecks();

        Label hints = styled(new Label(), "classroom-hints");
        hints.setWrapText(true);
        hints.textProperty().bind(viewModel.hintsProperty());
        hints.visibleProperty().bind(viewModel.hintsProperty().isNotEmpty());
        hints.managedProperty().bind(hints.visibleProperty());
        Button hint = styled(new Button("Show a hint"), "classroom-hint");
        hint.disableProperty().bind(viewModel.moreHintsProperty().not());
        hint.setOnAction(e -> viewModel.nextHint());
        Label message = styled(new Label(), "classroom-message");
        message.setWrapText(true);
        message.textProperty().bind(viewModel.messageProperty());

        VBox body = styled(new VBox(10, task, start, summary, checkList, hint, hints, message), "classroom-step");
        ScrollPane scroll = styled(new ScrollPane(body), "classroom-scroll");
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        root.getChildren().setAll(heading, chooser, scroll);
    }

    private void showChecks() {
        checkList.getChildren().setAll(viewModel.checks().stream().map(ExercisePanel::checkNode).toList());
    }

    private static Node checkNode(CheckRow row) {
        Label chip = styled(new Label(row.passed() ? "PASS" : "FAIL"), "classroom-chip",
                row.passed() ? "classroom-chip-pass" : "classroom-chip-fail");
        chip.setMinWidth(Label.USE_PREF_SIZE);
        Label description = styled(new Label(row.description()), "classroom-check");
        description.setWrapText(true);
        Label detail = styled(new Label(row.detail()), "classroom-check-detail", "muted");
        detail.setWrapText(true);
        VBox words = new VBox(2, description, detail);
        HBox.setHgrow(words, Priority.ALWAYS);
        HBox line = styled(new HBox(8, chip, words), "classroom-check-row");
        line.setAlignment(Pos.TOP_LEFT);
        return line;
    }

    private static final class ExerciseCell extends ListCell<ExerciseFile> {
        @Override
        protected void updateItem(ExerciseFile file, boolean empty) {
            super.updateItem(file, empty);
            setText(empty || file == null ? null
                    : file.exercise().level() + ". " + file.exercise().title());
        }
    }

    private static boolean sameExercise(Exercise a, Exercise b) {
        return a != null && b != null && a.name().equals(b.name());
    }
}
