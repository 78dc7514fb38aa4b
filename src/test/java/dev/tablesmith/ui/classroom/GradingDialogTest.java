package dev.tablesmith.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.GradedFile;
import dev.tablesmith.io.ExerciseFile;
import dev.tablesmith.io.ExerciseFiles;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Learn &gt; Grade submissions: a teacher chooses a folder, every submission is graded against the chosen
 * exercise, the selected file's checks are listed, and Save CSV… writes the gradebook file the command line writes.
 */
@ExtendWith(ApplicationExtension.class)
class GradingDialogTest {
    @TempDir
    static Path dir;

    private static Path submissions;
    private static Exercise carrier;
    private Scene scene;
    private GradingViewModel viewModel;

    @BeforeAll
    static void submissions() throws Exception {
        ExerciseFile bundled = new ExerciseFiles().bundled("orders-by-carrier").orElseThrow();
        carrier = bundled.exercise();
        submissions = Files.createDirectories(dir.resolve("class-3b"));
        new JsonDesignStore().save(bundled.solution().orElseThrow(), submissions.resolve("alice.tablesmith.json"));
        new JsonDesignStore().save(carrier.start(), submissions.resolve("bob.tablesmith.json"));
        Files.writeString(submissions.resolve("carol.json"), "{\"format\": \"tablesmith/1\", \"name\": ");
    }

    @Start
    void start(Stage stage) throws Exception {
        List<Exercise> exercises = new ExerciseFiles().bundled().stream().map(ExerciseFile::exercise).toList();
        viewModel = new GradingViewModel(new FxTaskRunner(), exercises);
        GradingDialog dialog = new GradingDialog(viewModel, () -> Optional.of(submissions),
                (extension, name) -> Optional.of(dir.resolve(name)));
        scene = new Scene(dialog.root(), 900, 600);
        AppTheme.style(scene);
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void choosingAFolderGradesEverySubmissionAndSaveCsvWritesTheGradebook(FxRobot robot) throws Exception {
        ComboBox<?> exercise = robot.lookup(".grading-exercise").queryAs(ComboBox.class);
        robot.interact(() -> viewModel.exerciseProperty().set(carrier));
        assertThat(exercise.getValue()).isEqualTo(carrier);

        robot.clickOn("Choose folder…");
        // the results arrive before the summary replaces "Grading the submissions in …" (a later FX event)
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> viewModel.results().size() == 3
                && !viewModel.messageProperty().get().startsWith("Grading the submissions"));
        assertThat(viewModel.results()).extracting(GradedFile::file)
                .containsExactly("alice.tablesmith.json", "bob.tablesmith.json", "carol.json");
        assertThat(viewModel.results()).extracting(GradedFile::status)
                .containsExactly("passed", "failed", "not graded");
        assertThat(viewModel.messageProperty().get()).isEqualTo("3 files graded: 1 passed, 1 not gradable.");

        TableView<?> table = robot.lookup(".grading-results").queryAs(TableView.class);
        robot.interact(() -> table.getSelectionModel().select(1));
        ListView<?> checks = robot.lookup(".grading-checks").queryAs(ListView.class);
        assertThat(checks.getItems()).hasSize(carrier.checks().size());
        assertThat(checks.getItems().get(0).toString()).startsWith("FAIL\t");
        Snapshots.write(scene, "grading-dialog");

        robot.clickOn("Save CSV…");
        Path csv = dir.resolve("grades.csv");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> viewModel.messageProperty().get()
                .equals("Saved " + csv + "."));
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines).hasSize(4);
        assertThat(lines.get(1)).startsWith("alice.tablesmith.json,orders-by-carrier,passed,4,4,100.0,");
    }

    @Test
    void aFolderThatCannotBeReadIsOneMessageAndNoRows(FxRobot robot) throws Exception {
        robot.interact(() -> {
            viewModel.folderProperty().set(dir.resolve("no-such-folder"));
            viewModel.grade();
        });
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> viewModel.failedProperty().get());
        assertThat(viewModel.messageProperty().get()).startsWith("Cannot read " + dir.resolve("no-such-folder"))
                .doesNotContain("Exception");
        assertThat(viewModel.results()).isEmpty();
    }
}
