package dev.tablesmith.ui.classroom;

import dev.tablesmith.ui.DialogStage;
import dev.tablesmith.classroom.CheckResult;
import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.GradedFile;
import dev.tablesmith.ui.TaskRunner;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * Learn &gt; Grade submissions…: the folder and the exercise at the top, one row per submitted file (status,
 * checks passed, score) with the selected file's checks below, and Save CSV… / Save JSON… for the gradebook.
 */
public final class GradingDialog {
    private final GradingViewModel viewModel;
    private final Supplier<Optional<Path>> chooseFolder;
    private final BiFunction<String, String, Optional<Path>> chooseTarget;
    private final BorderPane root = new BorderPane();
    private Runnable onClose = () -> { };

    /**
     * A dialog over {@code viewModel}; {@code chooseFolder} asks for the folder of submissions and
     * {@code chooseTarget} (extension, suggested name) where to save a report: choosers in the app, fixed paths in
     * tests. Both return empty when the user cancels.
     */
    public GradingDialog(GradingViewModel viewModel, Supplier<Optional<Path>> chooseFolder,
            BiFunction<String, String, Optional<Path>> chooseTarget) {
        this.viewModel = viewModel;
        this.chooseFolder = chooseFolder;
        this.chooseTarget = chooseTarget;
        build();
    }

    /** Shows the dialog in a window owned by {@code owner}. */
    public static Stage show(Window owner, TaskRunner tasks, List<Exercise> bundled) {
        Stage stage = new Stage();
        GradingViewModel viewModel = new GradingViewModel(tasks, bundled);
        GradingDialog dialog = new GradingDialog(viewModel, () -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle("Folder of submissions");
            Path current = viewModel.folderProperty().get();
            if (current != null) {
                chooser.setInitialDirectory(current.toFile());
            }
            return Optional.ofNullable(chooser.showDialog(stage)).map(File::toPath);
        }, (extension, name) -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Save grades");
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(extension.toUpperCase(Locale.ROOT),
                    "*." + extension));
            chooser.setInitialFileName(name);
            Path folder = viewModel.folderProperty().get();
            if (folder != null && folder.toAbsolutePath().getParent() != null) {
                chooser.setInitialDirectory(folder.toAbsolutePath().getParent().toFile());
            }
            return Optional.ofNullable(chooser.showSaveDialog(stage)).map(File::toPath);
        });
        dialog.onClose = stage::close;
        return DialogStage.show(owner, stage, new Scene(dialog.root(), 900, 600), "Grade submissions", stage::close);
    }

    public Parent root() {
        return root;
    }

    private void build() {
        root.getStyleClass().add("grading-dialog");

        Label folderLabel = styled(new Label(), "grading-folder");
        folderLabel.textProperty().bind(viewModel.folderProperty().map(Path::toString)
                .orElse("No folder chosen"));
        folderLabel.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(folderLabel, Priority.ALWAYS);
        Button choose = new Button("_Choose folder…");
        choose.setOnAction(e -> chooseFolder.get().ifPresent(folder -> {
            viewModel.folderProperty().set(folder);
            viewModel.grade();
        }));
        HBox folderRow = row(new Label("Submissions:"), folderLabel, choose);

        ComboBox<Object> exercise = new ComboBox<>(viewModel.exerciseChoices());
        exercise.getStyleClass().add("grading-exercise");
        exercise.valueProperty().bindBidirectional(viewModel.exerciseProperty());
        exercise.setConverter(new StringConverter<>() {
            @Override
            public String toString(Object choice) {
                return choice instanceof Exercise e ? e.title() + " (" + e.name() + ")"
                        : choice == null ? "" : choice.toString();
            }

            @Override
            public Object fromString(String text) {
                return null;
            }
        });
        exercise.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(exercise, Priority.ALWAYS);
        Button grade = new Button("_Grade");
        grade.getStyleClass().add("primary");
        grade.setDefaultButton(true);
        grade.disableProperty().bind(viewModel.folderProperty().isNull().or(viewModel.busyProperty()));
        grade.setOnAction(e -> viewModel.grade());
        HBox exerciseRow = row(new Label("Exercise:"), exercise, grade);
        VBox top = styled(new VBox(folderRow, exerciseRow), "grading-top");

        TableView<GradedFile> table = new TableView<>(viewModel.results());
        table.getStyleClass().add("grading-results");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("Choose the folder of a class's submitted designs, then Grade."));
        table.getColumns().add(column("File", GradedFile::file, 300));
        table.getColumns().add(column("Exercise", f -> f.exercise().orElse("—"), 150));
        TableColumn<GradedFile, String> status = column("Status", GradedFile::status, 100);
        status.setCellFactory(c -> new StatusCell());
        table.getColumns().add(status);
        table.getColumns().add(column("Checks", f -> f.grade().isPresent() ? f.passedCount() + " / "
                + f.checkCount() : "—", 80));
        table.getColumns().add(column("Score", f -> String.format(Locale.ROOT, "%.1f", f.score()), 70));

        ListView<String> checks = new ListView<>();
        checks.getStyleClass().add("grading-checks");
        checks.setPlaceholder(new Label("Select a file to see its checks."));
        checks.setCellFactory(c -> new CheckLineCell());
        checks.setPrefHeight(200);
        table.setPrefHeight(220);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, file) ->
                checks.getItems().setAll(file == null ? List.of() : lines(file)));
        Label checksTitle = styled(new Label("Checks of the selected file"), "section-title");
        VBox centre = styled(new VBox(table, checksTitle, checks), "grading-centre");
        VBox.setVgrow(table, Priority.ALWAYS);

        Label message = styled(new Label(), "export-message");
        message.textProperty().bind(viewModel.messageProperty());
        message.setWrapText(true);
        viewModel.failedProperty().addListener((obs, was, failed) -> {
            message.getStyleClass().remove("export-message-error");
            if (failed) {
                message.getStyleClass().add("export-message-error");
            }
        });
        HBox.setHgrow(message, Priority.ALWAYS);
        message.setMaxWidth(Double.MAX_VALUE);
        Button csv = new Button("Save _CSV…");
        Button json = new Button("Save _JSON…");
        var nothing = Bindings.isEmpty(viewModel.results()).or(viewModel.busyProperty());
        csv.disableProperty().bind(nothing);
        json.disableProperty().bind(nothing);
        csv.setOnAction(e -> chooseTarget.apply("csv", "grades.csv").ifPresent(p -> viewModel.save(p, false)));
        json.setOnAction(e -> chooseTarget.apply("json", "grades.json").ifPresent(p -> viewModel.save(p, true)));
        Button close = new Button("Close");
        close.setCancelButton(true);
        close.setOnAction(e -> onClose.run());
        HBox buttons = styled(new HBox(message, csv, json, close), "export-buttons");
        buttons.setAlignment(Pos.CENTER_LEFT);

        root.setTop(top);
        root.setCenter(centre);
        root.setBottom(buttons);
    }

    private static List<String> lines(GradedFile file) {
        if (file.grade().isEmpty()) {
            return List.of("NOT GRADED\t" + file.problem());
        }
        return file.grade().get().results().stream().map(GradingDialog::line).toList();
    }

    private static String line(CheckResult result) {
        return (result.passed() ? "PASS" : "FAIL") + "\t" + result.check().describe()
                + (result.detail().isEmpty() ? "" : " (" + result.detail() + ")");
    }

    private static HBox row(Node... nodes) {
        HBox row = styled(new HBox(nodes), "grading-row");
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static TableColumn<GradedFile, String> column(String title,
            Function<GradedFile, String> value, double width) {
        TableColumn<GradedFile, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    private static <T extends Node> T styled(T node, String styleClass) {
        node.getStyleClass().add(styleClass);
        return node;
    }

    /** A status as a chip: passed in the accent colour, failed and not graded in the error colours. */
    private static final class StatusCell extends TableCell<GradedFile, String> {
        @Override
        protected void updateItem(String status, boolean empty) {
            super.updateItem(status, empty);
            setText(null);
            if (empty || status == null) {
                setGraphic(null);
                return;
            }
            Label chip = styled(new Label(status), "classroom-chip");
            chip.getStyleClass().add("passed".equals(status) ? "classroom-chip-pass" : "classroom-chip-fail");
            setGraphic(chip);
        }
    }

    /** A check: its PASS/FAIL chip, then what it checks and what the design does now, wrapped. */
    private static final class CheckLineCell extends ListCell<String> {
        @Override
        protected void updateItem(String line, boolean empty) {
            super.updateItem(line, empty);
            setText(null);
            if (empty || line == null) {
                setGraphic(null);
                return;
            }
            int tab = line.indexOf('\t');
            String verdict = line.substring(0, tab);
            Label chip = styled(new Label(verdict), "classroom-chip");
            chip.getStyleClass().add("PASS".equals(verdict) ? "classroom-chip-pass" : "classroom-chip-fail");
            chip.setMinWidth(Region.USE_PREF_SIZE);
            Label text = new Label(line.substring(tab + 1));
            text.setWrapText(true);
            text.setMaxWidth(Double.MAX_VALUE);
            HBox box = new HBox(8, chip, text);
            box.setAlignment(Pos.TOP_LEFT);
            HBox.setHgrow(text, Priority.ALWAYS);
            text.prefWidthProperty().bind(getListView().widthProperty().subtract(120));
            setGraphic(box);
        }
    }

}
