package dev.tablesmith.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.classroom.LessonLink;
import dev.tablesmith.classroom.LessonStep;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Lesson 12 walked in the app on its example, game-leaderboard-multikey: every step switches the designer to the view
 * it names and selects its entity and pattern; the entity chart and the Leaderboard's item collections are written to
 * target/snapshots (lesson-multikey-*.png) to look at.
 */
@ExtendWith(ApplicationExtension.class)
class MultiAttributeLessonWalkTest {
    private DesignSession session;
    private DesignerWindow designer;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("game-leaderboard-multikey").orElseThrow());
        this.stage = stage;
        session = new DesignSession(design, null, new FxTaskRunner());
        designer = new DesignerWindow(session, new JsonDesignStore());
        designer.show(stage);
    }

    @AfterEach
    void release() {
        WaitForAsyncUtils.asyncFx(() -> stage.titleProperty().unbind());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void everyStepShowsItsViewOnTheMultikeyExample(FxRobot robot) {
        robot.interact(() -> designer.classroom().showLesson(new LessonLink("multi-attribute-keys", 0)));
        WaitForAsyncUtils.waitForFxEvents();
        LessonViewModel lessons = designer.classroom().lessons().orElseThrow().viewModel();
        Lesson lesson = lessons.lessonProperty().get();
        assertThat(lesson.id()).isEqualTo("multi-attribute-keys");
        assertThat(lessons.needsExampleProperty().get()).as("the open design is the lesson's example").isFalse();

        for (int i = 0; i < lesson.steps().size(); i++) {
            LessonStep step = lesson.steps().get(i);
            int tab = robot.lookup(".designer-tabs").queryAs(TabPane.class).getSelectionModel().getSelectedIndex();
            assertThat(tab).as(step.title()).isEqualTo(step.view().tabIndex());
            if (step.entity() != null) {
                assertThat(session.selectedEntityProperty().get()).as(step.title()).isEqualTo(step.entity());
            }
            if (step.pattern() != null) {
                assertThat(session.selectedPatternProperty().get()).as(step.title()).isEqualTo(step.pattern());
            }
            assertThat(robot.lookup(".classroom-step-title").queryAs(Label.class).getText()).isEqualTo(step.title());
            if (i == 1 || i == 2) {
                Snapshots.write(stage.getScene(), "lesson-multikey-step" + (i + 1));
            }
            Button next = robot.lookup(".classroom-next").queryAs(Button.class);
            if (!next.isDisabled()) {
                robot.clickOn(next);
                WaitForAsyncUtils.waitForFxEvents();
            }
        }
    }
}
