package dev.tablesmith.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.ui.DeferredTaskRunner;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class GenerateSampleViewModelTest {
    private final DesignSession session = new DesignSession(BlogDesign.empty(), null, new InlineTaskRunner());
    private final GenerateSampleViewModel viewModel = new GenerateSampleViewModel(session, Runnable::run);

    private List<Integer> recordCounts() {
        return session.table().entities().stream().map(e -> e.records().size()).toList();
    }

    @Test
    void generatesTheCountForEachEntityAsOneUndoableEdit() {
        viewModel.countProperty().set("15");
        viewModel.generate();

        assertThat(recordCounts()).containsExactly(15, 15, 15);
        assertThat(viewModel.failedProperty().get()).isFalse();
        assertThat(viewModel.messageProperty().get()).startsWith("Generated 45 records (User 15, Post 15, Comment 15)");
        assertThat(viewModel.progressProperty().get()).isEqualTo(1.0);
        assertThat(session.commands().undoDescription()).contains("Generate sample data (45 records)");

        session.undo();
        assertThat(recordCounts()).containsExactly(0, 0, 0);
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void aTotalIsSharedByTheChosenEntities() {
        viewModel.countProperty().set("10");
        viewModel.inTotalProperty().set(true);
        viewModel.entities().get(0).selected().set(false);
        viewModel.generate();

        assertThat(recordCounts()).containsExactly(0, 5, 5);
        assertThat(viewModel.entities()).extracting(EntityChoice::label)
                .containsExactly("User (0 records)", "Post (5 records)", "Comment (5 records)");
    }

    @Test
    void addingKeepsTheRecordsAndTheSameSeedGivesTheSameRecords() {
        viewModel.countProperty().set("4");
        viewModel.generate();
        List<Item> first = new ArrayList<>(session.table().entity("User").map(Entity::records).orElseThrow());
        viewModel.replaceProperty().set(false);
        viewModel.generate();

        assertThat(recordCounts()).containsExactly(8, 8, 8);
        assertThat(session.table().entity("User").orElseThrow().records()).startsWith(first.toArray(Item[]::new));
        session.undo();
        session.undo();
        viewModel.replaceProperty().set(true);
        viewModel.generate();
        assertThat(session.table().entity("User").orElseThrow().records()).isEqualTo(first);
    }

    @Test
    void aFieldThatCannotBeReadIsNamedAndNothingChanges() {
        viewModel.countProperty().set("many");
        viewModel.generate();
        assertThat(viewModel.messageProperty().get()).isEqualTo("Records: 'many' is not a whole number of records");
        assertThat(viewModel.failedProperty().get()).isTrue();

        viewModel.countProperty().set("5");
        viewModel.seedProperty().set("4.2");
        viewModel.generate();
        assertThat(viewModel.messageProperty().get()).startsWith("Seed: '4.2' is not a whole number");

        viewModel.seedProperty().set("1");
        viewModel.countProperty().set("2");
        viewModel.inTotalProperty().set(true);
        viewModel.generate();
        assertThat(viewModel.messageProperty().get()).startsWith("Records: 2 in total cannot give each of the 3");

        viewModel.countProperty().set("600000");
        viewModel.inTotalProperty().set(false);
        viewModel.generate();
        assertThat(viewModel.messageProperty().get()).contains("1,800,000 records in all is more than the 1,000,000");
        assertThat(recordCounts()).containsExactly(0, 0, 0);
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void aDesignWithoutEntitiesSaysWhereToAddThem() {
        DesignSession bare = new DesignSession(BlogDesign.withEntities(List.of()), null, new InlineTaskRunner());
        GenerateSampleViewModel empty = new GenerateSampleViewModel(bare, Runnable::run);
        empty.generate();
        assertThat(empty.messageProperty().get()).startsWith("The design has no entities yet: add them in the "
                + "Entity chart");
    }

    @Test
    void progressIsReportedAndCancelChangesNothing() {
        DeferredTaskRunner tasks = new DeferredTaskRunner();
        DesignSession later = new DesignSession(BlogDesign.empty(), null, tasks);
        List<String> shown = new ArrayList<>();
        GenerateSampleViewModel running = new GenerateSampleViewModel(later, Runnable::run);
        running.progressTextProperty().addListener((obs, old, now) -> shown.add(now));
        running.countProperty().set("3000");
        running.generate();

        assertThat(running.runningProperty().get()).isTrue();
        assertThat(later.work()).hasSize(1);
        assertThat(later.work().get(0).isCancellable()).isTrue();
        running.cancel();
        tasks.runAll();

        assertThat(running.runningProperty().get()).isFalse();
        assertThat(running.messageProperty().get()).isEqualTo("Cancelled: nothing was changed.");
        assertThat(later.table().entities()).allMatch(e -> e.records().isEmpty());
        assertThat(later.commands().canUndo()).isFalse();
        assertThat(shown).contains("generating 9,000 records…");
    }

    @Test
    void progressNamesTheEntityAndTheRecordsDone() {
        List<String> shown = new ArrayList<>();
        List<Double> fractions = new ArrayList<>();
        viewModel.progressTextProperty().addListener((obs, old, now) -> shown.add(now));
        viewModel.progressProperty().addListener((obs, old, now) -> fractions.add(now.doubleValue()));
        viewModel.countProperty().set("10");
        viewModel.generate();

        assertThat(shown).contains("User: 0 of 30 records (entity 1 of 3)");
        assertThat(fractions).last().isEqualTo(1.0);
    }
}
