package dev.tablesmith.ui.start;

import dev.tablesmith.ui.DeferredTaskRunner;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.tablesmith.io.DesignFileProblem;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.Example;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.ui.FakeDesignLibrary;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.LoadFailure;
import dev.tablesmith.ui.OpenedDesign;
import dev.tablesmith.ui.settings.UserSettingsStore;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.ListChangeListener;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartViewModelTest {
    @TempDir
    Path dir;

    private final FakeDesignLibrary library = new FakeDesignLibrary();
    private final InlineTaskRunner tasks = new InlineTaskRunner();
    private final List<OpenedDesign> opened = new ArrayList<>();
    private final List<LoadFailure> failures = new ArrayList<>();
    private UserSettingsStore settings;

    @BeforeEach
    void setUp() {
        settings = new UserSettingsStore(dir.resolve("config"));
    }

    private StartViewModel viewModel() {
        StartViewModel viewModel = new StartViewModel(library, settings, tasks);
        viewModel.setOnDesignOpened(opened::add);
        viewModel.setOnLoadFailed(failures::add);
        return viewModel;
    }

    @Test
    void galleryListsTheExamplesInGalleryOrderThroughTheTaskRunner() {
        library.withExample("commerce-main", "Commerce", "One table, two GSIs.")
                .withExample("chat", "Chat", "Rooms and messages.");
        StartViewModel viewModel = viewModel();

        viewModel.start();

        assertThat(viewModel.examples()).extracting(Example::title).containsExactly("Commerce", "Chat");
        assertThat(viewModel.galleryMessageProperty().get()).isEmpty();
        assertThat(tasks.started()).isEqualTo(2); // gallery and recent files, both off the FX thread
    }

    @Test
    void listenersOnTheExampleListStillHearAfterAGarbageCollection() {
        library.withExample("commerce-main", "Commerce", "One table, two GSIs.");
        StartViewModel viewModel = viewModel();
        List<Integer> heard = new ArrayList<>();
        viewModel.examples().addListener((ListChangeListener<Example>) change -> heard.add(change.getList().size()));
        viewModel.recentFiles().addListener((ListChangeListener<RecentFileRow>) change -> heard.add(-1));

        System.gc();
        viewModel.loadGallery();

        assertThat(heard).containsExactly(1);
        assertThat(viewModel.examples()).isSameAs(viewModel.examples());
        assertThat(viewModel.recentFiles()).isSameAs(viewModel.recentFiles());
    }

    @Test
    void galleryShowsLoadingUntilTheExamplesArrive() {
        library.withExample("commerce-main", "Commerce", "One table, two GSIs.");
        DeferredTaskRunner deferred = new DeferredTaskRunner();
        StartViewModel viewModel = new StartViewModel(library, settings, deferred);

        viewModel.loadGallery();

        assertThat(viewModel.galleryMessageProperty().get()).isEqualTo(StartViewModel.LOADING_EXAMPLES);
        assertThat(viewModel.examples()).isEmpty();
        deferred.runAll();
        assertThat(viewModel.galleryMessageProperty().get()).isEmpty();
        assertThat(viewModel.examples()).hasSize(1);
    }

    @Test
    void emptyGallerySaysSo() {
        StartViewModel viewModel = viewModel();

        viewModel.loadGallery();

        assertThat(viewModel.galleryMessageProperty().get()).isEqualTo(StartViewModel.NO_EXAMPLES);
    }

    @Test
    void galleryThatCannotBeReadSaysWhyInOneLine() {
        library.withGalleryFailure(new IOException("index.json is missing"));
        StartViewModel viewModel = viewModel();

        viewModel.loadGallery();

        assertThat(viewModel.galleryMessageProperty().get())
                .isEqualTo("The examples could not be loaded: The file could not be read: index.json is missing");
        assertThat(viewModel.examples()).isEmpty();
    }

    @Test
    void openingAnExampleDeliversItsDesignAndSaysItIsAnExample() {
        library.withExample("commerce-main", "Commerce", "One table, two GSIs.");
        StartViewModel viewModel = viewModel();
        viewModel.loadGallery();

        viewModel.openExample(viewModel.examples().get(0));

        assertThat(opened).singleElement().satisfies(o -> {
            assertThat(o.design().name()).isEqualTo("commerce-main");
            assertThat(o.origin()).isEqualTo("Example: Commerce");
            assertThat(o.sourceFile()).isEmpty();
        });
        assertThat(viewModel.statusProperty().get()).isEmpty();
    }

    @Test
    void openingAFilePutsItFirstInTheRecentFilesAndSavesIt() throws IOException {
        Path older = Files.writeString(dir.resolve("older.tablesmith.json"), "{}");
        Path file = Files.writeString(dir.resolve("orders.tablesmith.json"), "{}");
        library.withFile(older, FakeDesignLibrary.design("older")).withFile(file, FakeDesignLibrary.design("orders"));
        StartViewModel viewModel = viewModel();

        viewModel.openFile(older);
        viewModel.openFile(file);

        assertThat(opened).extracting(o -> o.design().name()).containsExactly("older", "orders");
        assertThat(viewModel.recentFiles()).extracting(RecentFileRow::file).containsExactly(file, older);
        assertThat(settings.load().recentFiles()).containsExactly(file, older);
    }

    @Test
    void importedFileOpensAsAnUnsavedDesignWithItsWarningsAndIsNotRemembered() throws IOException {
        Path file = Files.writeString(dir.resolve("model.json"), "{}");
        OpenedDesign imported = OpenedDesign.imported(FakeDesignLibrary.design("shop"), file, "NoSQL Workbench model",
                List.of("model.json: /DataModel/0/TableData/2: sample item dropped: it is empty"));
        library.withImport(file, imported);
        StartViewModel viewModel = viewModel();

        viewModel.openFile(file);

        assertThat(opened).singleElement().satisfies(o -> {
            assertThat(o.sourceFile()).isEmpty();
            assertThat(o.origin()).isEqualTo("Imported from model.json (NoSQL Workbench model), not saved yet");
            assertThat(o.warnings()).hasSize(1);
        });
        assertThat(viewModel.recentFiles()).isEmpty();
        assertThat(settings.load().recentFiles()).isEmpty();
    }

    @Test
    void fileWithProblemsReportsEveryProblemLineAndIsNotRemembered() throws IOException {
        Path file = Files.writeString(dir.resolve("broken.tablesmith.json"), "{}");
        DesignFileProblem format = new DesignFileProblem("broken.tablesmith.json", 2, 13, "/format",
                "unsupported format version 'tablesmith/9'");
        DesignFileProblem name = new DesignFileProblem("broken.tablesmith.json", 1, 1, "", "missing 'name'");
        library.withFailingFile(file, new DesignLoadException(List.of(format, name)));
        StartViewModel viewModel = viewModel();

        viewModel.openFile(file);

        assertThat(opened).isEmpty();
        assertThat(failures).singleElement().satisfies(f -> {
            assertThat(f.title()).isEqualTo("broken.tablesmith.json could not be opened");
            assertThat(f.problems()).containsExactly(format.toString(), name.toString());
        });
        assertThat(viewModel.recentFiles()).isEmpty();
        assertThat(viewModel.statusProperty().get()).isEmpty();
    }

    @Test
    void recentFileThatWasDeletedIsShownAsNotFound() throws IOException {
        Path kept = Files.writeString(dir.resolve("kept.tablesmith.json"), "{}");
        Path deleted = dir.resolve("deleted.tablesmith.json");
        settings.update(s -> s.withRecentFile(deleted).withRecentFile(kept));
        StartViewModel viewModel = viewModel();

        viewModel.refreshRecentFiles();

        assertThat(viewModel.recentFiles()).extracting(RecentFileRow::file, RecentFileRow::found)
                .containsExactly(tuple(kept, true), tuple(deleted, false));
    }

    @Test
    void openingARecentFileThatIsGoneExplainsItAndKeepsItListedAsNotFound() throws IOException {
        Path deleted = dir.resolve("deleted.tablesmith.json");
        settings.update(s -> s.withRecentFile(deleted));
        StartViewModel viewModel = viewModel();
        viewModel.refreshRecentFiles();

        viewModel.openRecent(viewModel.recentFiles().get(0));

        assertThat(failures).singleElement().satisfies(f -> assertThat(f.problems()).singleElement().asString()
                .contains("does not exist"));
        assertThat(viewModel.recentFiles()).extracting(RecentFileRow::file, RecentFileRow::found)
                .containsExactly(tuple(deleted, false));
    }

    @Test
    void forgettingARecentFileRemovesItFromTheListAndTheSettings() throws IOException {
        Path a = dir.resolve("a.tablesmith.json");
        Path b = dir.resolve("b.tablesmith.json");
        settings.update(s -> s.withRecentFile(a).withRecentFile(b));
        StartViewModel viewModel = viewModel();
        viewModel.refreshRecentFiles();

        viewModel.forgetRecent(viewModel.recentFiles().get(0));

        assertThat(viewModel.recentFiles()).extracting(RecentFileRow::file).containsExactly(a);
        assertThat(settings.load().recentFiles()).containsExactly(a);
    }

    @Test
    void newDesignIsAnUnsavedTableWithStringPartitionAndSortKeys() {
        viewModel().newDesign();

        assertThat(opened).singleElement().satisfies(o -> {
            assertThat(o.design().name()).isEqualTo(StartViewModel.NEW_DESIGN_NAME);
            assertThat(o.design().table().keySchema().attributes())
                    .containsExactly(KeyAttribute.s("PK"), KeyAttribute.s("SK"));
            assertThat(o.sourceFile()).isEmpty();
            assertThat(o.origin()).contains("not saved");
        });
        assertThat(tasks.started()).isZero();
    }

    @Test
    void openDialogStartsInTheFolderOfTheMostRecentFileThatStillExists() throws IOException {
        Path project = Files.createDirectories(dir.resolve("project"));
        Path found = Files.writeString(project.resolve("a.tablesmith.json"), "{}");
        Path gone = dir.resolve("elsewhere/b.tablesmith.json");
        settings.update(s -> s.withRecentFile(found).withRecentFile(gone));
        StartViewModel viewModel = viewModel();
        assertThat(viewModel.suggestedOpenFolder()).isEmpty();

        viewModel.refreshRecentFiles();

        assertThat(viewModel.suggestedOpenFolder()).contains(project);
    }

    @Test
    void recentFilesShowTheirFolderWithTheHomeFolderAsTilde() throws IOException {
        Path home = Files.createDirectories(dir.resolve("home"));
        Path inHome = home.resolve("shop").resolve("orders.tablesmith.json");
        Path outside = dir.resolve("elsewhere").resolve("catalog.tablesmith.json");
        settings.update(s -> s.withRecentFile(outside).withRecentFile(inHome));
        StartViewModel viewModel = new StartViewModel(library, settings, tasks, home);

        viewModel.refreshRecentFiles();

        assertThat(viewModel.recentFiles()).extracting(RecentFileRow::displayName, RecentFileRow::folder)
                .containsExactly(tuple("orders", "~" + File.separator + "shop"),
                        tuple("catalog", dir.resolve("elsewhere").toString()));
    }
}
