package dev.tablesmith.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.tablesmith.export.diff.DesignChange;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DeferredTaskRunner;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CompareViewModelTest {
    @TempDir
    Path dir;

    private static Design load(Path file) throws Exception {
        return new JsonDesignStore().load(file);
    }

    @Test
    void comparingWithAFileTreatsTheFileAsTheOlderVersion() throws Exception {
        DesignSession session = new DesignSession(load(GitFixture.V2), null, new InlineTaskRunner());
        CompareViewModel vm = new CompareViewModel(session);

        vm.compareWithFile(GitFixture.V1);

        assertThat(vm.failureProperty().get()).isEmpty();
        assertThat(vm.diffProperty().get().changes()).extracting(DesignChange::subject).contains("GSI3", "Order SK");
        assertThat(vm.statusProperty().get())
                .isEqualTo("commerce-main.v1.tablesmith.json → this design: 11 changes");
        assertThat(vm.markdown()).startsWith("# Design changes: commerce-main");
    }

    @Test
    void theOpenDesignsUnsavedEditsAreWhatIsCompared() throws Exception {
        DesignSession session = new DesignSession(load(GitFixture.V1), null, new InlineTaskRunner());
        CompareViewModel vm = new CompareViewModel(session);

        vm.compareWithFile(GitFixture.V1);

        assertThat(vm.diffProperty().get().isEmpty()).isTrue();
        assertThat(vm.statusProperty().get()).endsWith("no differences");
    }

    @Test
    void theWorkRunsThroughTheSessionsTaskRunner() throws Exception {
        DeferredTaskRunner tasks = new DeferredTaskRunner();
        CompareViewModel vm = new CompareViewModel(new DesignSession(load(GitFixture.V2), null, tasks));

        vm.compareWithFile(GitFixture.V1);

        assertThat(vm.runningProperty().get()).isTrue();
        assertThat(vm.diffProperty().get()).isNull();
        tasks.runAll();
        assertThat(vm.runningProperty().get()).isFalse();
        assertThat(vm.diffProperty().get()).isNotNull();
    }

    @Test
    void aRevisionNeedsTheDesignToHaveAFile() throws Exception {
        CompareViewModel vm = new CompareViewModel(new DesignSession(load(GitFixture.V2), null,
                new InlineTaskRunner()));

        vm.compareWithRevision();

        assertThat(vm.canCompareWithRevision()).isFalse();
        assertThat(vm.failureProperty().get()).startsWith("This design has no file yet");
        assertThat(vm.diffProperty().get()).isNull();
    }

    @Test
    void aRevisionOfTheDesignsFileIsReadFromGit() throws Exception {
        assumeThat(GitFixture.gitAvailable()).isTrue();
        Path design = GitFixture.repository(dir);
        CompareViewModel vm = new CompareViewModel(new DesignSession(load(design), design, new InlineTaskRunner()));

        vm.compareWithRevision();

        assertThat(vm.failureProperty().get()).isEmpty();
        assertThat(vm.statusProperty().get()).isEqualTo("shop.tablesmith.json at HEAD → this design: 11 changes");
    }

    @Test
    void anUnknownRevisionIsGitsOneLineReason() throws Exception {
        assumeThat(GitFixture.gitAvailable()).isTrue();
        Path design = GitFixture.repository(dir);
        CompareViewModel vm = new CompareViewModel(new DesignSession(load(design), design, new InlineTaskRunner()));
        vm.revisionProperty().set("nosuchrev");

        vm.compareWithRevision();

        assertThat(vm.failureProperty().get()).startsWith("git show nosuchrev:designs/shop.tablesmith.json: ")
                .doesNotContain("\n");
        assertThat(vm.statusProperty().get()).isEqualTo("Could not compare.");
    }

    @Test
    void aFileOutsideAWorkTreeSaysSo() throws Exception {
        assumeThat(GitFixture.gitAvailable()).isTrue();
        Path design = dir.resolve("shop.tablesmith.json");
        Files.copy(GitFixture.V1, design);
        CompareViewModel vm = new CompareViewModel(new DesignSession(load(design), design, new InlineTaskRunner()));

        vm.compareWithRevision();

        assertThat(vm.failureProperty().get()).contains("not a git repository");
    }

    @Test
    void anInvalidFileShowsItsFirstLocatedProblem() throws Exception {
        Path broken = dir.resolve("broken.tablesmith.json");
        Files.writeString(broken, "{ \"name\": ");
        CompareViewModel vm = new CompareViewModel(new DesignSession(load(GitFixture.V2), null,
                new InlineTaskRunner()));

        vm.compareWithFile(broken);

        assertThat(vm.failureProperty().get()).contains("broken.tablesmith.json:1:11:").doesNotContain("\n");
    }
}
