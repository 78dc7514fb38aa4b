package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.DesignerRobot.showTab;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Equality;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Patterns first, in the designer: the first access pattern of a new, empty design, before any entity. */
@ExtendWith(ApplicationExtension.class)
class FirstPatternTest {
    private DesignSession session;
    private Stage stage;

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) {
        session = new DesignSession(AddPatternViewModelTest.emptyBlog(), null, new FxTaskRunner());
        this.stage = new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    private static TableView<PatternRow> table(FxRobot robot) {
        return robot.lookup(".patterns-table").queryAs(TableView.class);
    }

    private void openPatternsTabAndAdd(FxRobot robot) {
        showTab(robot, "Access patterns");
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(".patterns-add");
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void fill(FxRobot robot, boolean createEntity) {
        assertThat(robot.lookup(".patterns-new-name").queryAs(TextField.class).isFocused())
                .as("focus starts on the question, not the id").isTrue();
        assertThat(robot.lookup(".patterns-new-id").queryAs(TextField.class).getText()).isEqualTo("AP1");
        robot.clickOn(".patterns-new-name").write("Posts by author");
        robot.clickOn(".patterns-new-entity").write("Post");
        robot.clickOn(".patterns-new-inputs").write("authorId, status = PUBLISHED");
        CheckBox create = robot.lookup(".patterns-new-create").queryAs(CheckBox.class);
        assertThat(create.getText()).isEqualTo("Create entity Post with attributes authorId, status");
        assertThat(create.isSelected()).isTrue();
        if (!createEntity) {
            robot.clickOn(create);
        }
    }

    @Test
    void theFirstPatternCreatesItsEntityInOneUndoableStep(FxRobot robot) throws Exception {
        openPatternsTabAndAdd(robot);
        fill(robot, true);
        Snapshots.write(robot.lookup(".patterns-new-name").query().getScene(), "designer-add-pattern");
        Files.copy(Snapshots.FOLDER.resolve("designer-add-pattern.png"), Path.of("docs", "images",
                "designer-add-pattern.png"), StandardCopyOption.REPLACE_EXISTING);

        robot.clickOn("OK");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> table(robot).getItems().size() == 1);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.table().accessPattern("AP1").orElseThrow().equalities())
                .containsExactly(Equality.input("authorId"), Equality.fixed("status", "PUBLISHED"));
        assertThat(session.table().entity("Post").orElseThrow().attributes()).extracting(Attribute::name)
                .containsExactly("authorId", "status");
        assertThat(new DesignValidator().validate(session.design())).isEmpty();
        assertThat(robot.lookup(".patterns-detail-title").queryAs(Label.class).getText())
                .isEqualTo("AP1 · Posts by author");
        Snapshots.write(stage.getScene(), "designer-first-pattern");

        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> table(robot).getItems().isEmpty());
        assertThat(session.table().entities()).isEmpty();
        assertThat(session.table().accessPatterns()).isEmpty();
    }

    @Test
    void withoutTheEntityThePatternSaysWhatItNeedsAndTheEditorCreatesIt(FxRobot robot) throws Exception {
        openPatternsTabAndAdd(robot);
        fill(robot, false);
        robot.clickOn("OK");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> table(robot).getItems().size() == 1);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.table().entities()).isEmpty();
        assertThat(robot.lookup(".patterns-table .patterns-chip-needs").queryAs(Label.class).getText())
                .isEqualTo("Needs entity Post");
        assertThat(robot.lookup(".patterns-needs-text").queryAs(Label.class).getText())
                .isEqualTo("The table has no Post yet, so the pattern cannot be planned.");
        assertThat(robot.lookup(".patterns-needs-note").query().isVisible()).isTrue();
        Snapshots.write(stage.getScene(), "designer-pattern-needs-entity");
        Files.copy(Snapshots.FOLDER.resolve("designer-pattern-needs-entity.png"), Path.of("docs", "images",
                "designer-pattern-needs-entity.png"), StandardCopyOption.REPLACE_EXISTING);

        robot.clickOn(".patterns-create-entity");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> session.table().entity("Post").isPresent()
                && robot.lookup(".patterns-table .patterns-chip-needs").tryQuery().isEmpty());

        assertThat(session.table().entity("Post").orElseThrow().attributes()).extracting(Attribute::name)
                .containsExactly("authorId", "status");
    }
}
