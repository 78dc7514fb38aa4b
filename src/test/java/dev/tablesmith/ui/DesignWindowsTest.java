package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class DesignWindowsTest {
    private final DesignWindows windows = new DesignWindows();
    private Stage window;

    /** Lets the FX thread finish what @Start queued (skins, layout) before a test looks at the scene. */
    @org.junit.jupiter.api.BeforeEach
    void settleAfterStart() {
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) {
        // each test opens its own design windows
    }

    @AfterEach
    void closeWindow() {
        if (window != null) {
            WaitForAsyncUtils.asyncFx(window::close);
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    private Stage open(OpenedDesign design) {
        window = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> windows.open(design)));
        WaitForAsyncUtils.waitForFxEvents();
        return window;
    }

    @Test
    void designWindowIsTitledWithTheDesignNameAndShowsItsEntityChart(FxRobot robot) {
        Stage stage = open(OpenedDesign.fromFile(SampleDesigns.commerce(null), Path.of("commerce.tablesmith.json")));

        assertThat(stage.getTitle()).isEqualTo("commerce-main — Tablesmith");
        assertThat(robot.from(stage.getScene().getRoot()).lookup(".entity-name-cell").queryAllAs(Labeled.class))
                .extracting(Labeled::getText).contains("Customer", "Order");
    }

    @Test
    void openingTheSameFileAgainReusesItsWindow() {
        Path file = Path.of("commerce.tablesmith.json");
        Stage first = open(OpenedDesign.fromFile(SampleDesigns.commerce(null), file));

        Stage second = open(OpenedDesign.fromFile(SampleDesigns.commerce(null), file.toAbsolutePath()));

        assertThat(second).isSameAs(first);
        assertThat(WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> Stage.getWindows().stream()
                .filter(w -> w == first).count()))).isEqualTo(1L);
    }

    @Test
    void importedDesignOpensUnsavedWithItsWarningsInADialog(FxRobot robot) {
        OpenedDesign imported = OpenedDesign.imported(SampleDesigns.commerce(null), Path.of("model.json"),
                "NoSQL Workbench model", List.of(
                        "model.json: /DataModel/0/TableData/2: sample item dropped: it is empty (DynamoDB needs at"
                                + " least the primary key)",
                        "model.json: /DataModel/0/ProvisionedCapacitySettings/AutoScalingRead: AutoScalingRead (min 1,"
                                + " max 10, target 70%) is not represented in Tablesmith"));

        open(imported);

        javafx.scene.control.DialogPane pane = robot.lookup(".import-warnings")
                .queryAs(javafx.scene.control.DialogPane.class);
        assertThat(pane.getHeaderText()).isEqualTo("Imported from model.json (NoSQL Workbench model), not saved yet");
        assertThat(robot.from(pane).lookup(".problem-lines").queryAs(javafx.scene.control.TextArea.class).getText())
                .contains("/DataModel/0/TableData/2").contains("AutoScalingRead");
        Snapshots.write(pane.getScene(), "import-warnings-dialog");
        assertThat(windows.sessionOf(window).orElseThrow().dirtyProperty().get())
                .as("never saved, so Ctrl+W asks before closing").isTrue();
        WaitForAsyncUtils.asyncFx(() -> ((Stage) pane.getScene().getWindow()).close());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @org.junit.jupiter.api.io.TempDir
    Path folder;

    /** Issue 20: a credential pasted into a design is named on File &gt; Open, located and masked. */
    @Test
    void designFileWithAnAwsSecretOpensWithTheMaskedWarningInADialog(FxRobot robot) throws Exception {
        String secret = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
        Path file = folder.resolve("leaky.tablesmith.json");
        java.nio.file.Files.writeString(file, java.nio.file.Files.readString(
                Path.of("src/test/resources/golden/diff/commerce-main.v1.tablesmith.json"))
                .replaceFirst("\"description\": \"", "\"description\": \"aws_secret_access_key=" + secret + " "));

        open(new IoDesignLibrary().open(file));

        javafx.scene.control.DialogPane pane = robot.lookup(".import-warnings")
                .queryAs(javafx.scene.control.DialogPane.class);
        assertThat(pane.getContentText() + pane.getHeaderText()).doesNotContain("Imported");
        assertThat(robot.from(pane).lookup(".problem-lines").queryAs(javafx.scene.control.TextArea.class).getText())
                .contains(":4:41: warning: this looks like an AWS secret access key (wJal… (40 characters))")
                .doesNotContain(secret);
        Snapshots.write(pane.getScene(), "secret-warning-dialog");
        WaitForAsyncUtils.asyncFx(() -> ((Stage) pane.getScene().getWindow()).close());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void examplesAndNewDesignsEachGetAWindow() {
        Stage example = open(new OpenedDesign(SampleDesigns.commerce(null), null, "Example: Commerce"));
        Stage other = open(new OpenedDesign(SampleDesigns.commerce(null), null, "Example: Commerce"));

        assertThat(other).isNotSameAs(example);
        assertThat(List.of(example, other)).allSatisfy(s -> assertThat(s.getTitle()).startsWith("commerce-main"));
        WaitForAsyncUtils.asyncFx(example::close); // the other one is closed after each test
    }
}
