package dev.tablesmith.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.classroom.LessonStep;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignWindows;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.IoDesignLibrary;
import dev.tablesmith.ui.recovery.RecoveryStore;
import dev.tablesmith.ui.settings.UserSettingsStore;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * From the start screen into classroom mode: the Learn entry lists the lessons and exercises; picking the first
 * lesson opens its example in a designer window with the lesson panel at its first step, and picking an exercise
 * opens its starting design, unsaved, with the exercise panel and its checks.
 */
@ExtendWith(ApplicationExtension.class)
class LearnFromStartScreenTest {
    @TempDir
    static Path dir;

    private final FxTaskRunner tasks = new FxTaskRunner();
    private StartViewModel viewModel;
    private DesignWindows windows;
    private Stage startStage;

    @Start
    void start(Stage stage) {
        startStage = stage;
        viewModel = new StartViewModel(new IoDesignLibrary(), new UserSettingsStore(dir.resolve("config")), tasks,
                dir);
        windows = new DesignWindows(tasks, new RecoveryStore(dir.resolve("recovery"), new JsonDesignStore()),
                Duration.ofMinutes(5));
        viewModel.learn().setOnLessonOpened(windows::openLesson);
        viewModel.learn().setOnExerciseStarted(windows::startExercise);
        Scene scene = new Scene(new StartView(viewModel).root(), 1280, 800);
        AppTheme.style(scene);
        stage.setScene(scene);
        stage.show();
        viewModel.start();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void closeDesigners() {
        WaitForAsyncUtils.asyncFx(() -> designers().forEach(Stage::close));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private List<Stage> designers() {
        return Window.getWindows().stream().filter(w -> w instanceof Stage && w != startStage)
                .map(Stage.class::cast).filter(s -> s.getTitle() != null && s.getTitle().endsWith("— Tablesmith"))
                .toList();
    }

    /** Clicks the Learn entry and waits for the lessons and exercises to be listed. */
    private void openLearnPage(FxRobot robot) throws Exception {
        robot.clickOn(".learn-entry");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".learn-exercise").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Stage waitForDesigner() throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> designers().size() == 1);
        WaitForAsyncUtils.waitForFxEvents();
        return designers().get(0);
    }

    @Test
    void pickingTheFirstLessonOpensItsExampleWithTheLessonPanelAtStepOne(FxRobot robot) throws Exception {
        openLearnPage(robot);
        Lesson first = viewModel.learn().lessons().get(0);

        robot.clickOn(robot.lookup(".learn-lesson").queryAll().iterator().next());
        Stage designer = waitForDesigner();

        Node root = designer.getScene().getRoot();
        assertThat(designer.getTitle()).isEqualTo(first.example() + " — Tablesmith");
        assertThat(robot.from(root).lookup(".classroom-lesson").tryQuery()).isPresent();
        LessonStep step = first.steps().get(0);
        assertThat(robot.from(root).lookup(".classroom-step-title").queryAs(Label.class).getText())
                .isEqualTo(step.title());
        assertThat(robot.from(root).lookup(".classroom-example-box").queryAs(Node.class).isVisible()).isFalse();
        assertThat(robot.from(root).lookup(".designer-tabs").queryAs(TabPane.class).getSelectionModel()
                .getSelectedIndex()).isEqualTo(step.view().tabIndex());
    }

    @Test
    void pickingAnExerciseOpensItsStartingDesignUnsavedWithItsChecks(FxRobot robot) throws Exception {
        openLearnPage(robot);
        Exercise second = viewModel.learn().exercises().get(1);
        Node button = robot.lookup(".learn-exercise").queryAll().stream().skip(1).findFirst().orElseThrow();

        robot.clickOn(button);
        Stage designer = waitForDesigner();

        Node root = designer.getScene().getRoot();
        assertThat(robot.from(root).lookup(".classroom-exercise").tryQuery()).isPresent();
        ComboBox<?> chooser = robot.from(root).lookup(".classroom-exercise-chooser").queryAs(ComboBox.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> chooser.getValue() != null);
        assertThat(((dev.tablesmith.io.ExerciseFile) chooser.getValue()).exercise().name())
                .isEqualTo(second.name());
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.from(root).lookup(".classroom-chip")
                .queryAll().size() == second.checks().size());
        DesignSession session = windows.sessionOf(designer).orElseThrow();
        assertThat(session.design()).isEqualTo(second.start());
        assertThat(session.fileProperty().get()).isNull();
        assertThat(session.dirtyProperty().get()).isFalse();
    }

    @Test
    void backToExamplesShowsTheGalleryAgain(FxRobot robot) throws Exception {
        openLearnPage(robot);

        robot.clickOn(".learn-back");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup(".example-card").queryAll()).isNotEmpty();
        assertThat(robot.lookup(".learn-page").tryQuery()).isEmpty();
    }
}
