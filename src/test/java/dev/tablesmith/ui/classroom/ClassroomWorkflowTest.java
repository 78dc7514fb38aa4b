package dev.tablesmith.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.classroom.Explanations;
import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.classroom.LessonLink;
import dev.tablesmith.classroom.LessonStep;
import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.entities.EntityRow;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Classroom mode in the designer: a lesson walked from its first step to its last switches the designer to the view
 * each step names and selects what it talks about; an exercise's checks turn from FAIL to PASS as the design is
 * edited; presentation mode hides the side panels and enlarges the text.
 */
@ExtendWith(ApplicationExtension.class)
class ClassroomWorkflowTest {
    private DesignSession session;
    private DesignerWindow designer;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
        this.stage = stage;
        session = new DesignSession(commerce, null, new FxTaskRunner());
        designer = new DesignerWindow(session, new JsonDesignStore());
        designer.show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void release() {
        WaitForAsyncUtils.asyncFx(() -> stage.titleProperty().unbind());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private int selectedTab(FxRobot robot) {
        return robot.lookup(".designer-tabs").queryAs(TabPane.class).getSelectionModel().getSelectedIndex();
    }

    private void assertDesignerShows(FxRobot robot, LessonStep step) {
        assertThat(selectedTab(robot)).as(step.title()).isEqualTo(step.view().tabIndex());
        if (step.entity() != null) {
            assertThat(session.selectedEntityProperty().get()).as(step.title()).isEqualTo(step.entity());
            TableView<?> chart = robot.lookup(".entity-chart-table").queryAs(TableView.class);
            assertThat(chart.getSelectionModel().getSelectedItem()).as(step.title() + ": chart row")
                    .isInstanceOfSatisfying(EntityRow.class, row -> assertThat(row.name()).isEqualTo(step.entity()));
        }
        if (step.pattern() != null) {
            assertThat(session.selectedPatternProperty().get()).as(step.title()).isEqualTo(step.pattern());
        }
        assertThat(robot.lookup(".classroom-step-title").queryAs(Label.class).getText()).isEqualTo(step.title());
    }

    @Test
    void walkingALessonStartToEndShowsTheViewEachStepNames(FxRobot robot) throws Exception {
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.L);
        WaitForAsyncUtils.waitForFxEvents();
        LessonViewModel lessons = designer.classroom().lessons().orElseThrow().viewModel();
        Lesson lesson = lessons.lessonProperty().get();
        assertThat(lesson.id()).isEqualTo("access-patterns-first");
        assertThat(robot.lookup(".classroom-example-box").queryAs(Node.class).isVisible()).isFalse();

        for (int i = 0; i < lesson.steps().size(); i++) {
            assertDesignerShows(robot, lesson.steps().get(i));
            if (i == 1) {
                Snapshots.write(stage.getScene(), "classroom-lesson");
            }
            Button next = robot.lookup(".classroom-next").queryAs(Button.class);
            assertThat(next.isDisabled()).isEqualTo(i == lesson.steps().size() - 1);
            if (!next.isDisabled()) {
                robot.clickOn(next);
                WaitForAsyncUtils.waitForFxEvents();
            }
        }
        robot.clickOn(".classroom-back");
        WaitForAsyncUtils.waitForFxEvents();
        assertDesignerShows(robot, lesson.steps().get(lesson.steps().size() - 2));
    }

    @Test
    void aLessonOnAnotherExampleOpensItAsAnUndoableEdit(FxRobot robot) throws Exception {
        robot.interact(() -> designer.classroom().toggleLessons());
        LessonViewModel lessons = designer.classroom().lessons().orElseThrow().viewModel();
        Lesson hierarchies = lessons.lessons().stream().filter(l -> l.id().equals("hierarchies")).findFirst()
                .orElseThrow();
        ComboBox<?> chooser = robot.lookup(".classroom-lesson-chooser").queryAs(ComboBox.class);
        robot.interact(() -> chooser.getSelectionModel().select(lessons.lessons().indexOf(hierarchies)));
        assertThat(robot.lookup(".classroom-example-box").queryAs(Node.class).isVisible()).isTrue();

        robot.clickOn(".classroom-open-example");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> session.design().name().equals("org-chart"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".classroom-example-box").queryAs(Node.class).isVisible()).isFalse();
        assertDesignerShows(robot, hierarchies.steps().get(0));

        robot.interact(session::undo);
        assertThat(session.design().name()).isEqualTo("commerce-main");
    }

    @Test
    void learnWhyOpensTheLessonStepThatExplainsAFinding(FxRobot robot) {
        LessonLink link = Explanations.forRule("scan-required").orElseThrow().link();
        robot.interact(() -> designer.classroom().showLesson(link));
        LessonViewModel lessons = designer.classroom().lessons().orElseThrow().viewModel();
        assertThat(lessons.lessonProperty().get().id()).isEqualTo(link.lessonId());
        assertThat(lessons.stepProperty().get()).isEqualTo(link.step());
        assertThat(robot.lookup(".classroom-lesson").tryQuery()).isPresent();
    }

    private List<String> chips(FxRobot robot) {
        return robot.lookup(".classroom-chip").queryAllAs(Label.class).stream().map(Label::getText).toList();
    }

    @Test
    void solvingAnExerciseTurnsItsChecksGreen(FxRobot robot) throws Exception {
        robot.push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.E);
        ExerciseViewModel exercises = designer.classroom().exercises().orElseThrow().viewModel();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !exercises.exercises().isEmpty());
        ComboBox<?> chooser = robot.lookup(".classroom-exercise-chooser").queryAs(ComboBox.class);
        robot.interact(() -> chooser.getSelectionModel().select(1));
        assertThat(exercises.exerciseProperty().get().name()).isEqualTo("product-prefix");

        robot.clickOn(".classroom-start");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> chips(robot).equals(List.of("FAIL", "FAIL", "PASS")));
        robot.clickOn(".classroom-hint");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".classroom-hints").queryAs(Label.class).getText())
                .isEqualTo(exercises.exerciseProperty().get().hints().get(0));
        Snapshots.write(stage.getScene(), "classroom-exercise");

        robot.interact(() -> session.push(DesignEdits.setKeyTemplate(session.table().name(), "Product", "PK",
                "PROD#{sku}", null)));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> chips(robot).equals(List.of("PASS", "PASS", "PASS")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".classroom-summary").queryAs(Label.class).getText())
                .isEqualTo("Solved: every check passes");

        robot.interact(session::undo);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> chips(robot).contains("FAIL"));
    }

    @Test
    void presentationModeHidesTheSidePanelsAndEnlargesTheText(FxRobot robot) throws Exception {
        robot.interact(() -> designer.classroom().toggleLessons());
        robot.push(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(designer.isPresenting()).isTrue();
        assertThat(designer.root().getStyleClass()).contains("presenting");
        assertThat(robot.lookup(".designer-navigator").tryQuery()).isEmpty();
        assertThat(robot.lookup(".review-panel-list").tryQuery()).isEmpty();
        double presentingSize = robot.lookup(".classroom-step-text").queryAs(Label.class).getFont().getSize();
        assertThat(presentingSize).isGreaterThanOrEqualTo(20);
        TimeUnit.MILLISECONDS.sleep(800);
        WaitForAsyncUtils.waitForFxEvents();
        Snapshots.write(stage.getScene(), "classroom-presentation");

        robot.push(KeyCode.F5);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(designer.isPresenting()).isFalse();
        assertThat(robot.lookup(".designer-navigator").tryQuery()).isPresent();
        assertThat(robot.lookup(".classroom-step-text").queryAs(Label.class).getFont().getSize())
                .isLessThan(presentingSize);
    }
}
