package dev.tablesmith.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.edit.NamingEdits;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.SampleDesigns;
import dev.tablesmith.ui.shell.NavigatorNode.Kind;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DesignerViewModelTest {
    private final InlineTaskRunner tasks = new InlineTaskRunner();
    private final DesignSession session = new DesignSession(SampleDesigns.commerce(null), null, tasks);
    private final JsonDesignStore store = new JsonDesignStore();
    private final DesignerViewModel viewModel = new DesignerViewModel(session, store);

    private void editOrderSortKey() {
        session.push(DesignEdits.setKeyTemplate("commerce-main", "Order", "SK", "ORDER#{orderId}", null));
    }

    @Test
    void titleIsTheDesignNameAndGainsAStarWhenDirty() {
        assertThat(viewModel.titleProperty().get()).isEqualTo("commerce-main — Tablesmith");

        editOrderSortKey();

        assertThat(viewModel.titleProperty().get()).isEqualTo("commerce-main* — Tablesmith");
    }

    @Test
    void undoMenuTextNamesTheCommand() {
        assertThat(viewModel.undoTextProperty().get()).isEqualTo("Undo");
        assertThat(viewModel.canUndoProperty().get()).isFalse();

        editOrderSortKey();

        assertThat(viewModel.undoTextProperty().get()).isEqualTo("Undo Set Order SK to ORDER#{orderId}");
        assertThat(viewModel.canUndoProperty().get()).isTrue();

        viewModel.undo();

        assertThat(viewModel.redoTextProperty().get()).isEqualTo("Redo Set Order SK to ORDER#{orderId}");
        assertThat(viewModel.canRedoProperty().get()).isTrue();
    }

    @Test
    void statusCountsEntitiesPatternsAndItems() {
        assertThat(viewModel.countsProperty().get()).isEqualTo("2 entities · 0 access patterns · 0 items");
    }

    @Test
    void navigatorListsTheTableWithItsIndexesThenEntitiesThenPatterns() {
        NavigatorNode root = viewModel.navigatorProperty().get();

        assertThat(root.children()).extracting(NavigatorNode::label)
                .containsExactly("Table commerce-main", "Entities (2)", "Access patterns (0)");
        assertThat(root.children().get(0).children()).extracting(NavigatorNode::label)
                .containsExactly("Primary key: PK + SK", "GSI1 (GSI): GSI1PK + GSI1SK", "GSI2 (GSI): GSI2PK");
        assertThat(root.children().get(1).children()).extracting(NavigatorNode::kind, NavigatorNode::name)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(Kind.ENTITY, "Customer"),
                        org.assertj.core.groups.Tuple.tuple(Kind.ENTITY, "Order"));
    }

    @Test
    void saveWritesTheFileOffTheUiThreadAndMarksTheSessionSaved(@TempDir Path folder) throws Exception {
        editOrderSortKey();
        Path target = folder.resolve("commerce.tablesmith.json");
        List<String> events = new ArrayList<>();

        viewModel.save(target, () -> events.add("saved"), events::add);

        assertThat(events).containsExactly("saved");
        assertThat(tasks.started()).isEqualTo(1);
        assertThat(session.dirtyProperty().get()).isFalse();
        assertThat(session.fileProperty().get()).isEqualTo(target);
        // the file lists an entity's keys in key-attribute order; the edit appended SK, so compare as stored
        assertThat(store.write(store.load(target))).isEqualTo(store.write(session.design()));
        assertThat(store.load(target).table().entity("Order").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("ORDER#{orderId}");
    }

    @Test
    void saveFailureIsOneLineNamingTheFileAndLeavesTheDesignDirty(@TempDir Path folder) {
        editOrderSortKey();
        Path target = folder.resolve("missing-folder").resolve("commerce.tablesmith.json");
        List<String> errors = new ArrayList<>();

        viewModel.save(target, () -> errors.add("unexpected success"), errors::add);

        assertThat(errors).hasSize(1);
        assertThat(errors.get(0)).startsWith("Could not save").contains("commerce.tablesmith.json")
                .doesNotContain("\n");
        assertThat(session.dirtyProperty().get()).isTrue();
        assertThat(Files.exists(target)).isFalse();
    }

    @Test
    void suggestedFileNameIsTheDesignNameWithTheSuffix() {
        assertThat(viewModel.suggestedFileName()).isEqualTo("commerce-main.tablesmith.json");
    }

    @Test
    void saveAsOfAnUntitledDesignNamesItAndItsTableAfterTheFile(@TempDir Path folder) throws Exception {
        Table table = new Table(NamingEdits.UNTITLED, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(), null, List.of(), List.of(), List.of());
        DesignSession untitled = new DesignSession(Design.of(NamingEdits.UNTITLED, table), null, tasks);
        DesignerViewModel model = new DesignerViewModel(untitled, store);
        Path target = folder.resolve("blog posts.tablesmith.json");

        model.save(target, () -> { }, message -> { throw new AssertionError(message); });

        assertThat(store.load(target).name()).isEqualTo("blog posts");
        assertThat(store.load(target).table().name()).isEqualTo("blog-posts");
        assertThat(model.titleProperty().get()).isEqualTo("blog posts — Tablesmith");
        assertThat(untitled.dirtyProperty().get()).isFalse();
        assertThat(model.undoTextProperty().get()).isEqualTo("Undo Rename design to blog posts and table untitled"
                + " to blog-posts");
    }

    @Test
    void saveAsOfANamedDesignKeepsItsName(@TempDir Path folder) throws Exception {
        viewModel.save(folder.resolve("copy.tablesmith.json"), () -> { }, message -> { });

        assertThat(session.design().name()).isEqualTo("commerce-main");
        assertThat(session.commands().canUndo()).isFalse();
    }
}
