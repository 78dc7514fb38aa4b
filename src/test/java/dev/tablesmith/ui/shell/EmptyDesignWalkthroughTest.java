package dev.tablesmith.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignWindows;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.IoDesignLibrary;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.collections.CollectionRow;
import dev.tablesmith.ui.collections.ExcludedRow;
import dev.tablesmith.ui.live.VerdictRow;
import dev.tablesmith.ui.patterns.PatternRow;
import dev.tablesmith.ui.recovery.RecoveryStore;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.settings.UserSettingsStore;
import dev.tablesmith.ui.start.StartView;
import dev.tablesmith.ui.start.StartViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 15's walkthrough, through the real windows only (menus, buttons, dialogs, cells; no edit is pushed on the
 * session): from New design on the start screen to a blog (User, Post, Comment) modelled patterns first, with
 * attributes, key templates, a sparse GSI, sample data generated in the app, a pattern planned as a Scan and then
 * served by the index, the index's members and the items it leaves out with the condition as the reason, undo and
 * redo, save, close, reopen from the recent files identical, and deploy, load and verify against moto_server.
 * Each step asserts what the user sees; snapshots of the key steps go to {@code target/snapshots/walkthrough-*}.
 */
@ExtendWith({MotoServerExtension.class, ApplicationExtension.class})
class EmptyDesignWalkthroughTest {
    /** The id of the deploy plan's Apply button (DeployDialog.APPLY_ID, package-private). */
    private static final String DEPLOY_APPLY = "#live-deploy-apply";
    private static final String NEW_TITLE = StartViewModel.NEW_DESIGN_NAME + " — Tablesmith";

    @TempDir
    static Path dir;

    private final JsonDesignStore store = new JsonDesignStore();
    private DesignWindows windows;
    private StartViewModel start;
    private Stage startStage;
    private Path saveTarget;
    private Stage designer;
    private int snapshot;
    private Design empty;

    @Start
    void start(Stage stage) throws Exception {
        Path config = Files.createTempDirectory(dir, "config");
        FxTaskRunner tasks = new FxTaskRunner();
        windows = new DesignWindows(tasks, new RecoveryStore(config.resolve("recovery"), store),
                Duration.ofSeconds(30));
        start = new StartViewModel(new IoDesignLibrary(), new UserSettingsStore(config), tasks);
        start.setOnDesignOpened(windows::open);
        windows.setOnNewDesign(start::newDesign);
        windows.setOnOpenFile(start::openFile);
        windows.setOnSaved(start::remember);
        // Monocle has no native file dialog: Save As is answered with the file the walkthrough saves to.
        saveTarget = Files.createTempDirectory(dir, "designs").resolve("blog.tablesmith.json");
        windows.setSaveAsChooser((owner, folder, name) -> saveTarget);
        Scene scene = new Scene(new StartView(start).root(), 1280, 800);
        AppTheme.style(scene);
        stage.setScene(scene);
        stage.titleProperty().unbind(); // the shared primary stage may still show another test's designer
        stage.setTitle("Tablesmith");
        stage.show();
        startStage = stage;
        start.start();
    }

    @AfterEach
    void closeDesigners() {
        WaitForAsyncUtils.asyncFx(() -> {
            for (Window window : List.copyOf(Window.getWindows())) {
                if (window != startStage) {
                    window.hide();
                }
            }
            AppTheme.setTheme(Theme.LIGHT);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void fromAnEmptyDesignToAVerifiedOneInTheAppOnly(FxRobot robot, MotoServer moto) throws Exception {
        newDesignFromTheStartScreen(robot);
        addPatternsFirst(robot);
        addEntities(robot);
        addAttributes(robot);
        writeKeyTemplates(robot);
        showThePublishedPostsPatternAsAScan(robot);
        applyTheCheapestFix(robot);
        makeTheIndexSparse(robot);
        generateSampleData(robot);
        showTheIndexMembersAndExcludedItems(robot);
        addAndEditAnItem(robot);
        addAndApplyAWritePattern(robot);
        renameTheDesignAndTheTable(robot);
        changeTheTableSettings(robot);
        undoAndRedoEverything(robot);
        saveCloseAndReopen(robot);
        deployLoadAndVerify(robot, moto);
    }

    // ---- the steps ----

    private void newDesignFromTheStartScreen(FxRobot robot) throws Exception {
        robot.clickOn("New design");
        designer = waitForWindow(NEW_TITLE);
        assertThat(session().table().entities()).isEmpty();
        assertThat(session().table().accessPatterns()).isEmpty();
        empty = session().design();
        snap("empty-design");
    }

    private void addPatternsFirst(FxRobot robot) throws Exception {
        showView(robot, "Access patterns", KeyCode.DIGIT2);
        // The method starts with the questions: the first pattern names an entity that does not exist yet, and the
        // dialog's "Create entity Post with attribute userId" (ticked) makes it in the same edit.
        addPattern(robot, "Posts of a user", "Post", "userId");
        assertThat(session().table().entities()).extracting(Entity::name).containsExactly("Post");
        assertThat(entity("Post").attributes()).extracting(a -> a.name()).containsExactly("userId");
        // status = PUBLISHED: the equality's value is a constant, not an input of the caller; the dialog adds the
        // attribute status to Post.
        addPattern(robot, "Published posts", "Post", "status = PUBLISHED");
        AccessPattern published = session().table().accessPattern("AP2").orElseThrow();
        assertThat(published.equalities()).containsExactly(Equality.fixed("status", "PUBLISHED"));
        assertThat(session().table().accessPatterns()).extracting(AccessPattern::name)
                .containsExactly("Posts of a user", "Published posts");
        snap("patterns-first");
    }

    private void addEntities(FxRobot robot) throws Exception {
        showView(robot, "Entity chart", KeyCode.DIGIT1);
        for (String name : List.of("User", "Comment")) {
            robot.clickOn(in(".entity-add"));
            DialogPane ask = waitForDialog("Add entity");
            robot.interact(() -> ((TextInputControl) ask.lookup(".text-field")).setText(name));
            press(robot, ask, "OK");
        }
        assertThat(session().table().entities()).extracting(Entity::name).containsExactly("Post", "User", "Comment");
        assertThat(chart().getItems()).extracting(r -> r.name()).containsExactly("Post", "User", "Comment");
    }

    private void addAttributes(FxRobot robot) {
        attributes(robot, "User", List.of("userId", "name", "createdAt"), List.of());
        attributes(robot, "Post", List.of("postId", "title", "createdAt"), List.of());
        enumValues(robot, "Post", "status", "DRAFT, PUBLISHED");
        attributes(robot, "Comment", List.of("postId", "commentId", "userId", "body", "createdAt"), List.of());
        Entity post = entity("Post");
        assertThat(post.attributes()).extracting(a -> a.name())
                .containsExactly("userId", "status", "postId", "title", "createdAt");
        assertThat(post.attribute("status").orElseThrow().enumValues()).containsExactly("DRAFT", "PUBLISHED");
        snap("attributes");
    }

    private void writeKeyTemplates(FxRobot robot) {
        template(robot, "User", "PK", "USER#{userId}");
        template(robot, "User", "SK", "PROFILE");
        template(robot, "Post", "PK", "USER#{userId}");
        template(robot, "Post", "SK", "POST#{postId}");
        template(robot, "Comment", "PK", "POST#{postId}");
        template(robot, "Comment", "SK", "COMMENT#{createdAt}#{commentId}");
        assertThat(entity("Post").key("SK").orElseThrow().template()).isEqualTo("POST#{postId}");
        assertThat(entity("Comment").key("SK").orElseThrow().template()).isEqualTo("COMMENT#{createdAt}#{commentId}");
        assertThat(cell("Post", "SK").getText()).isEqualTo("POST#{postId}");
        snap("key-templates");
    }

    private void showThePublishedPostsPatternAsAScan(FxRobot robot) throws Exception {
        showView(robot, "Access patterns", KeyCode.DIGIT2);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> patternRow("AP1").operation().startsWith("Query"));
        PatternRow byUser = patternRow("AP1");
        assertThat(byUser.operation()).startsWith("Query");
        PatternRow published = patternRow("AP2");
        assertThat(published.operation()).isEqualTo("Scan");
        selectPattern(robot, "AP2");
        Label fix = robot.lookup(".patterns-fix").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !fix.getText().isEmpty());
        assertThat(fix.getText()).contains("status");
        snap("pattern-scan");
    }

    private void applyTheCheapestFix(FxRobot robot) throws Exception {
        Button apply = lookup(robot, ".patterns-apply-fix");
        assertThat(apply.isDisabled()).isFalse();
        WaitForAsyncUtils.asyncFx(apply::fire); // below the fold of the detail pane at 1280x800: fired, not clicked
        DialogPane dialog = waitForDialogWith(".patterns-fix-effect");
        List<String> effects = dialog.lookupAll(".patterns-fix-effect").stream().map(n -> ((Label) n).getText())
                .toList();
        assertThat(effects).anySatisfy(t -> assertThat(t).startsWith("• Add GSI GSI1"));
        Snapshots.write(dialog.getScene(), String.format("walkthrough-%02d-apply-fix", ++snapshot));
        press(robot, dialog, "Apply fix");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> patternRow("AP2").operation().startsWith("Query"));
        assertThat(session().table().index("GSI1")).isPresent();
        assertThat(patternRow("AP2").operation()).contains("GSI1");
    }

    /** The fix's GSI1PK is written on every Post; Condition… on the cell writes it only on published ones. */
    private void makeTheIndexSparse(FxRobot robot) throws Exception {
        showView(robot, "Entity chart", KeyCode.DIGIT1);
        TableCell<?, ?> key = cell("Post", "GSI1PK");
        assertThat(key.getContextMenu()).isNotNull();
        // Monocle sends no context-menu request for a right click: the cell's menu is shown in code, then clicked.
        robot.interact(() -> key.getContextMenu().show(key, javafx.geometry.Side.BOTTOM, 0, 0));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Condition\u2026");
        ComboBox<String> attribute = waitForNode(".condition-attribute");
        assertThat(attribute.getItems()).contains("status");
        robot.interact(() -> attribute.setValue("status"));
        TextField value = waitForNode(".condition-value");
        robot.clickOn(value).write("PUBLISHED");
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane dialog = (DialogPane) value.getScene().getRoot();
        Snapshots.write(dialog.getScene(), String.format("walkthrough-%02d-condition", ++snapshot));
        press(robot, dialog, "OK");
        assertThat(entity("Post").key("GSI1PK").orElseThrow().when()).isEqualTo("status = PUBLISHED");
        assertThat(entity("Post").key("GSI1PK").orElseThrow().template()).isEqualTo("STATUS#{status}");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> designer.getScene().getRoot().lookupAll(".key-condition")
                .stream().anyMatch(n -> "when status = PUBLISHED".equals(((Label) n).getText())));
        snap("sparse-index");
        showView(robot, "Access patterns", KeyCode.DIGIT2);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> patternRow("AP2").operation().startsWith("Query"));
    }

    private void generateSampleData(FxRobot robot) throws Exception {
        MenuItem generate = menuItem("Data", 0);
        assertThat(generate.getText().replace("_", "")).isEqualTo("Generate sample data…");
        robot.interact(generate::fire);
        Stage dialog = waitForWindow("Generate sample data");
        Parent root = dialog.getScene().getRoot();
        TextField count = (TextField) root.lookup("#generate-sample-count");
        robot.interact(() -> {
            count.setText("6");
            ((TextField) root.lookup("#generate-sample-seed")).setText("3");
        });
        robot.clickOn(root.lookup("#generate-sample-generate"));
        Label message = (Label) root.lookup("#generate-sample-message");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !message.getText().isEmpty()
                && !root.lookup("#generate-sample-generate").isDisabled());
        Snapshots.write(dialog.getScene(), String.format("walkthrough-%02d-generate-sample", ++snapshot));
        robot.clickOn(root.lookup("#generate-sample-close"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(entity("Post").records()).hasSize(6);
        assertThat(entity("Comment").records()).hasSize(6);
    }

    private void showTheIndexMembersAndExcludedItems(FxRobot robot) throws Exception {
        showView(robot, "Item collections", KeyCode.DIGIT3);
        ListView<CollectionRow> rows = lookup(robot, ".collections-list");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !rows.getItems().isEmpty());
        ComboBox<String> chooser = lookup(robot, "#collections-chooser");
        robot.interact(() -> chooser.setValue("GSI1"));
        ListView<ExcludedRow> excluded = lookup(robot, ".collections-excluded-list");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !excluded.getItems().isEmpty());
        long published = entity("Post").records().stream().filter(r -> r.get("status")
                .equals(Optional.of(new AttributeValue.S("PUBLISHED")))).count();
        assertThat(rows.getItems()).isNotEmpty();
        assertThat(rows.getItems()).allSatisfy(row -> assertThat(row.partitionKey()).isEqualTo("STATUS#PUBLISHED"));
        List<ExcludedRow> drafts = excluded.getItems().stream().filter(r -> r.entity().equals("Post")).toList();
        assertThat(drafts).hasSize((int) (6 - published)).as("the sample has draft posts to leave out").isNotEmpty();
        assertThat(drafts).allSatisfy(row -> assertThat(row.reason()).contains("status = PUBLISHED"));
        robot.interact(() -> ((javafx.scene.control.TitledPane) robot.lookup(".collections-excluded").query())
                .setExpanded(true));
        snap("index-members-and-excluded");
    }

    private void addAndEditAnItem(FxRobot robot) throws Exception {
        ComboBox<String> chooser = lookup(robot, "#collections-chooser");
        robot.interact(() -> chooser.setValue(chooser.getItems().get(0)));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(in("#collections-toolbar-add-item"));
        Stage editor = waitForWindowWith(".item-editor");
        Parent root = editor.getScene().getRoot();
        robot.interact(() -> {
            values(root).get(0).setText("USER#walk");
            values(root).get(1).setText("PROFILE");
        });
        robot.clickOn(root.lookup("#item-editor-add-attribute"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            List<TextField> names = root.lookupAll(".item-editor-name").stream().map(TextField.class::cast).toList();
            names.get(names.size() - 1).setText("name");
            values(root).get(values(root).size() - 1).setText("Walker");
        });
        robot.clickOn(root.lookup("#item-editor-save"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !editor.isShowing());
        assertThat(session().table().items()).hasSize(1);

        ListView<CollectionRow> rows = lookup(robot, ".collections-list");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> rows.getItems().stream()
                .anyMatch(r -> r instanceof CollectionRow.ItemRow i && i.partitionKey().equals("USER#walk")));
        robot.interact(() -> {
            int at = rows.getItems().indexOf(rows.getItems().stream().filter(r -> r instanceof CollectionRow.ItemRow i
                    && i.partitionKey().equals("USER#walk")).findFirst().orElseThrow());
            rows.getSelectionModel().select(at);
            rows.scrollTo(at);
        });
        robot.interact(() -> rows.getContextMenu().show(rows, javafx.geometry.Side.TOP, 200, 120));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Edit item…");
        Stage edit = waitForWindowWith(".item-editor");
        Parent editRoot = edit.getScene().getRoot();
        robot.interact(() -> values(editRoot).get(values(editRoot).size() - 1).setText("Walker Jones"));
        Snapshots.write(edit.getScene(), String.format("walkthrough-%02d-item-editor", ++snapshot));
        robot.clickOn(editRoot.lookup("#item-editor-save"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !edit.isShowing());
        assertThat(session().table().items().get(0).get("name")).contains(AttributeValue.s("Walker Jones"));
    }

    private void addAndApplyAWritePattern(FxRobot robot) throws Exception {
        showView(robot, "Access patterns", KeyCode.DIGIT2);
        robot.clickOn(in(".patterns-add-write"));
        DialogPane dialog = waitForDialog("Add write pattern");
        robot.interact(() -> {
            ((TextField) dialog.lookup(".patterns-new-write-name")).setText("Retitle a post");
            @SuppressWarnings("unchecked")
            ComboBox<String> entities = (ComboBox<String>) dialog.lookup(".patterns-new-write-entity");
            entities.setValue("Post");
            @SuppressWarnings("unchecked")
            ComboBox<dev.tablesmith.model.WriteOperation> operation =
                    (ComboBox<dev.tablesmith.model.WriteOperation>) dialog.lookup(".patterns-new-write-operation");
            operation.setValue(dev.tablesmith.model.WriteOperation.UPDATE);
        });
        press(robot, dialog, "OK");
        AccessPattern write = session().table().accessPatterns().stream()
                .filter(p -> p.name().equals("Retitle a post")).findFirst().orElseThrow();
        // An UpdateItem names its item by the full key: the new pattern knows what Post's PK and SK are made of.
        assertThat(write.equalities()).extracting(Equality::attribute).containsExactly("userId", "postId");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".patterns-write-update")
                .match(Node::isVisible).tryQuery().isPresent());
        TextField update = lookup(robot, ".patterns-write-update");
        robot.interact(() -> {
            update.requestFocus();
            update.setText("SET title = :title");
            update.end();
        });
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "SET title = :title".equals(session().table()
                .accessPattern(write.id()).orElseThrow().write().updateExpression()));

        // The post to retitle is a sample one (its keys are filled in); the new title is typed.
        TextField userId = lookup(robot, "#patterns-input-userId");
        assertThat(userId.getText()).isNotEmpty();
        TextField title = lookup(robot, "#patterns-input-title");
        assertThat(title.getText()).isEmpty();
        robot.interact(() -> title.setText("Hello, DynamoDB"));
        Design before = session().design();
        Button run = lookup(robot, ".patterns-run");
        assertThat(run.getText()).isEqualTo("Apply to sample data");
        WaitForAsyncUtils.asyncFx(run::fire);
        Label summary = lookup(robot, ".patterns-run-summary");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !summary.getText().isEmpty());
        assertThat(summary.getText()).startsWith("Applied UpdateItem: 1 item written");
        assertThat(session().design()).isNotEqualTo(before);
        snap("write-applied");
    }

    private void renameTheDesignAndTheTable(FxRobot robot) throws Exception {
        WaitForAsyncUtils.asyncFx(menuItem("Design", 0)::fire); // Design > Rename design…
        TextField design = waitForNode(".rename-design-name");
        TextField table = waitForNode(".rename-table-name");
        robot.interact(() -> {
            design.setText("Blog");
            table.setText("blog-posts");
        });
        DialogPane dialog = (DialogPane) design.getScene().getRoot();
        press(robot, dialog, "OK");
        assertThat(session().design().name()).isEqualTo("Blog");
        assertThat(session().table().name()).isEqualTo("blog-posts");
    }

    private void changeTheTableSettings(FxRobot robot) throws Exception {
        WaitForAsyncUtils.asyncFx(menuItem("Design", 2)::fire); // Design > Table settings…
        ComboBox<String> stream = waitForNode(".settings-stream");
        robot.interact(() -> stream.setValue(stream.getItems().stream().filter(v -> v.contains("NEW_AND_OLD_IMAGES"))
                .findFirst().orElseThrow()));
        DialogPane dialog = (DialogPane) stream.getScene().getRoot();
        Snapshots.write(dialog.getScene(), String.format("walkthrough-%02d-table-settings", ++snapshot));
        press(robot, dialog, "OK");
        assertThat(session().table().settings().streamViewType())
                .isEqualTo(dev.tablesmith.model.StreamViewType.NEW_AND_OLD_IMAGES);
    }

    /** Edit > Undo back to the empty design, one edit at a time, then Edit > Redo forward to where it was. */
    private void undoAndRedoEverything(FxRobot robot) {
        Design done = session().design();
        MenuItem undo = menuItem("Edit", 0);
        MenuItem redo = menuItem("Edit", 1);
        int edits = 0;
        while (!undo.isDisable()) {
            robot.interact(undo::fire); // Monocle's menu popups do not take robot clicks reliably
            edits++;
            assertThat(edits).as("undo steps").isLessThan(200);
        }
        assertThat(session().design()).isEqualTo(empty);
        for (int i = 0; i < edits; i++) {
            assertThat(redo.isDisable()).as("redo " + i + " of " + edits).isFalse();
            robot.interact(redo::fire);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(redo.isDisable()).isTrue();
        assertThat(session().design()).isEqualTo(done);
        assertThat(edits).isGreaterThan(30);
    }

    private void saveCloseAndReopen(FxRobot robot) throws Exception {
        Design before = session().design();
        robot.clickOn(designer.getScene().getRoot()).press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S,
                KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !session().dirtyProperty().get());
        Design saved = session().design();
        // Renamed in the app: the first save keeps the names the user gave (an untitled one is named after the file).
        assertThat(saved.name()).isEqualTo("Blog");
        assertThat(saved.table().name()).isEqualTo("blog-posts");
        assertThat(saved.table().entities()).isEqualTo(before.table().entities());
        assertThat(store.load(saveTarget)).isEqualTo(saved);
        String title = designer.getTitle();

        robot.press(KeyCode.CONTROL, KeyCode.W).release(KeyCode.W, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !designer.isShowing());

        ListView<?> recent = robot.from(startStage.getScene().getRoot()).lookup(".recent-files")
                .queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !recent.getItems().isEmpty());
        robot.doubleClickOn(robot.from(recent).lookup(".list-cell").nth(0).queryAs(Node.class));
        designer = waitForWindow(title);
        assertThat(session().design()).isEqualTo(saved);
        assertThat(session().dirtyProperty().get()).isFalse();
    }

    private void deployLoadAndVerify(FxRobot robot, MotoServer moto) throws Exception {
        showView(robot, "Live", KeyCode.DIGIT5);
        String table = "blog-" + ProcessHandle.current().pid() % 1000 + "-" + System.nanoTime() % 10_000;
        robot.interact(() -> {
            field(robot, "#live-endpoint").setText(moto.endpoint().toString());
            field(robot, "#live-table").setText(table);
        });
        robot.clickOn(in("#live-test"));
        waitForLive(robot, "connected to endpoint " + moto.endpoint());
        robot.clickOn(in("#live-deploy"));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> robot.lookup(DEPLOY_APPLY).match(Node::isVisible)
                .tryQuery().isPresent() && robot.lookup(DEPLOY_APPLY).query().getScene().getWindow().isShowing());
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(DEPLOY_APPLY);
        waitForLive(robot, "deployed: table " + table + " is ACTIVE");
        robot.clickOn(in("#live-load"));
        waitForLive(robot, "loaded: written ");
        robot.clickOn(in("#live-verify"));
        waitForLive(robot, "verify: all ");
        TableView<?> verdicts = lookup(robot, "#live-verdicts");
        // Verify runs the reads; the write pattern changed the sample data the reads are compared on.
        assertThat(verdicts.getItems()).hasSize((int) session().table().accessPatterns().stream()
                        .filter(p -> p.write() == null).count())
                .allSatisfy(row -> assertThat(((VerdictRow) row).verdict()).as(((VerdictRow) row).differences())
                        .isEqualTo("same"));
        snap("live-verified");
    }

    // ---- helpers: the designer ----

    private DesignSession session() {
        return windows.sessionOf(designer).orElseThrow();
    }

    private Entity entity(String name) {
        return session().table().entity(name).orElseThrow();
    }

    private Node in(String query) {
        return designer.getScene().getRoot().lookupAll(query).stream().filter(Node::isVisible).findFirst()
                .orElseThrow(() -> new AssertionError("nothing visible matches " + query));
    }

    @SuppressWarnings("unchecked")
    private <T extends Node> T lookup(FxRobot robot, String query) {
        return (T) robot.from(designer.getScene().getRoot()).lookup(query).query();
    }

    private TextField field(FxRobot robot, String query) {
        return lookup(robot, query);
    }

    private void showView(FxRobot robot, String name, KeyCode digit) {
        robot.press(KeyCode.CONTROL, digit).release(digit, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        TabPane tabs = lookup(robot, ".designer-tabs");
        assertThat(tabs.getSelectionModel().getSelectedItem().getText()).isEqualTo(name);
    }

    private Node menu(String title) {
        return designer.getScene().getRoot().lookupAll(".menu").stream()
                .filter(n -> n instanceof javafx.scene.control.Labeled l && l.getText() != null
                        && title.equals(l.getText().replace("_", "")))
                .findFirst().orElseThrow(() -> new AssertionError("no menu " + title));
    }

    private MenuItem menuItem(String menu, int index) {
        MenuBar bar = (MenuBar) designer.getScene().getRoot().lookup(".menu-bar");
        Menu found = bar.getMenus().stream().filter(m -> m.getText().replace("_", "").equals(menu)).findFirst()
                .orElseThrow();
        return found.getItems().get(index);
    }

    @SuppressWarnings("unchecked")
    private TableView<dev.tablesmith.ui.entities.EntityRow> chart() {
        return (TableView<dev.tablesmith.ui.entities.EntityRow>) designer.getScene().getRoot()
                .lookup(".entity-chart-table");
    }

    private void selectEntity(FxRobot robot, String name) {
        Node row = designer.getScene().getRoot().lookupAll(".entity-name-cell").stream()
                .filter(n -> n instanceof TableCell<?, ?> c && name.equals(c.getText())).findFirst()
                .orElseThrow(() -> new AssertionError("no chart row " + name));
        robot.clickOn(row);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(chart().getSelectionModel().getSelectedItem().name()).isEqualTo(name);
    }

    /** Adds attributes with the form under the chart; {@code enumAttribute} is a name and its enum values. */
    private void attributes(FxRobot robot, String entity, List<String> names, List<String> enumAttribute) {
        selectEntity(robot, entity);
        TextField name = lookup(robot, ".attribute-name-field");
        for (String attribute : names) {
            robot.clickOn(name);
            robot.interact(() -> name.setText(attribute));
            robot.type(KeyCode.ENTER);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(name.getText()).isEmpty();
        }
        if (!enumAttribute.isEmpty()) {
            TextField values = (TextField) designer.getScene().getRoot().lookupAll(".attribute-form .text-field")
                    .stream().filter(n -> n instanceof TextField t && "e.g. PENDING, PAID".equals(t.getPromptText()))
                    .findFirst().orElseThrow();
            robot.interact(() -> {
                name.setText(enumAttribute.get(0));
                values.setText(enumAttribute.get(1));
            });
            robot.clickOn(in(".attribute-add"));
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertThat(entity(entity).attributes()).extracting(a -> a.name()).containsAll(names);
    }

    private TableCell<?, ?> cell(String entity, String key) {
        return designer.getScene().getRoot().lookupAll(".key-cell").stream().map(n -> (TableCell<?, ?>) n)
                .filter(c -> c.getTableColumn() != null && key.equals(c.getTableColumn().getText())
                        && c.getTableRow() != null && c.getTableRow().getItem() instanceof
                        dev.tablesmith.ui.entities.EntityRow row && row.name().equals(entity))
                .findFirst().orElseThrow(() -> new AssertionError("no cell " + entity + "/" + key));
    }

    /** Double-clicks the chart cell, types the template in its editor and presses Enter. */
    private void template(FxRobot robot, String entity, String key, String text) {
        robot.doubleClickOn(cell(entity, key));
        WaitForAsyncUtils.waitForFxEvents();
        TextField editor = (TextField) cell(entity, key).lookup(".template-editor-field");
        assertThat(editor).as("the editor of " + entity + "/" + key).isNotNull();
        robot.interact(() -> {
            editor.setText(text);
            editor.end();
        });
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        String stored = entity(entity).key(key).map(k -> k.when() == null ? k.template()
                : k.template() + " when " + k.when()).orElse("");
        assertThat(stored).as(entity + "/" + key).isNotEmpty();
    }

    private void addPattern(FxRobot robot, String name, String entity, String attribute) throws Exception {
        robot.clickOn(in(".patterns-add"));
        DialogPane dialog = waitForDialog("Add access pattern");
        robot.interact(() -> {
            ((TextField) dialog.lookup(".patterns-new-name")).setText(name);
            @SuppressWarnings("unchecked")
            ComboBox<String> entities = (ComboBox<String>) dialog.lookup(".patterns-new-entity");
            entities.setValue(entity);
            ((TextField) dialog.lookup(".patterns-new-inputs")).setText(attribute);
        });
        press(robot, dialog, "OK");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> session().table().accessPatterns().stream()
                .anyMatch(p -> p.name().equals(name)));
    }

    private PatternRow patternRow(String id) {
        TableView<?> table = (TableView<?>) designer.getScene().getRoot().lookup(".patterns-table");
        return table.getItems().stream().map(PatternRow.class::cast).filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no pattern row " + id));
    }

    private void selectPattern(FxRobot robot, String id) {
        TableView<?> table = (TableView<?>) designer.getScene().getRoot().lookup(".patterns-table");
        Node cell = table.lookupAll(".table-cell").stream()
                .filter(n -> n instanceof TableCell<?, ?> c && id.equals(c.getText())).findFirst().orElseThrow();
        robot.clickOn(cell);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void waitForLive(FxRobot robot, String start) throws Exception {
        Label message = lookup(robot, "#live-message");
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> message.getText().startsWith(start)
                || message.getText().startsWith("endpoint") || message.getText().contains("failed"));
        assertThat(message.getText()).startsWith(start);
    }

    private void snap(String name) {
        Snapshots.write(designer.getScene(), String.format("walkthrough-%02d-%s", ++snapshot, name));
    }

    private void enumValues(FxRobot robot, String entity, String attribute, String values) {
        selectEntity(robot, entity);
        TableView<dev.tablesmith.model.Attribute> table = lookup(robot, ".attribute-table");
        robot.interact(() -> table.getSelectionModel().select(table.getItems().stream()
                .filter(a -> a.name().equals(attribute)).findFirst().orElseThrow()));
        TextField field = (TextField) designer.getScene().getRoot().lookupAll(".attribute-form .text-field").stream()
                .filter(n -> n instanceof TextField t && "e.g. PENDING, PAID".equals(t.getPromptText()))
                .findFirst().orElseThrow();
        robot.interact(() -> field.setText(values));
        robot.clickOn(in(".attribute-update"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static List<TextField> values(Parent root) {
        return root.lookupAll(".item-editor-value").stream().map(TextField.class::cast).toList();
    }

    // ---- helpers: windows and dialogs ----

    private static Stage waitForWindowWith(String query) throws Exception {
        Predicate<Stage> holding = s -> s.isShowing() && s.getScene().getRoot().lookup(query) != null;
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Window.getWindows().stream()
                .filter(Stage.class::isInstance).map(Stage.class::cast).anyMatch(holding));
        WaitForAsyncUtils.waitForFxEvents();
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast).filter(holding)
                .findFirst().orElseThrow();
    }

    @SuppressWarnings("unchecked")
    private static <T extends Node> T waitForNode(String query) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> Window.getWindows().stream()
                .filter(w -> w.isShowing() && w.getScene() != null)
                .anyMatch(w -> w.getScene().getRoot().lookup(query) != null));
        WaitForAsyncUtils.waitForFxEvents();
        return (T) Window.getWindows().stream().filter(w -> w.isShowing() && w.getScene() != null)
                .map(w -> w.getScene().getRoot().lookup(query)).filter(n -> n != null).findFirst().orElseThrow();
    }

    private static Optional<Stage> window(String title) {
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                .filter(s -> s.isShowing() && title.equals(s.getTitle())).findFirst();
    }

    private static Stage waitForWindow(String title) throws Exception {
        WaitForAsyncUtils.waitFor(15, TimeUnit.SECONDS, () -> window(title).isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return window(title).orElseThrow();
    }

    private static Optional<DialogPane> dialog(Predicate<DialogPane> wanted) {
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                .filter(s -> s.isShowing() && s.getScene().getRoot() instanceof DialogPane)
                .map(s -> (DialogPane) s.getScene().getRoot()).filter(wanted).findFirst();
    }

    private static DialogPane waitForDialog(String title) throws Exception {
        Predicate<DialogPane> titled = pane -> title.equals(((Stage) pane.getScene().getWindow()).getTitle());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialog(titled).isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return dialog(titled).orElseThrow();
    }

    private static DialogPane waitForDialogWith(String query) throws Exception {
        Predicate<DialogPane> holding = pane -> pane.lookup(query) != null;
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialog(holding).isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return dialog(holding).orElseThrow();
    }

    private static void press(FxRobot robot, DialogPane pane, String buttonText) {
        Button button = pane.getButtonTypes().stream().map(t -> (Button) pane.lookupButton(t))
                .filter(b -> buttonText.equals(b.getText())).findFirst().orElseThrow();
        robot.clickOn(button);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(pane.getScene() == null || !pane.getScene().getWindow().isShowing())
                .as("the dialog closed; it says: " + pane.lookupAll(".label").stream()
                        .map(n -> ((Label) n).getText()).filter(t -> t != null && !t.isEmpty()).toList())
                .isTrue();
    }
}
