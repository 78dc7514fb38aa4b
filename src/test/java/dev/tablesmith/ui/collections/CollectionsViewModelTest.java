package dev.tablesmith.ui.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignerTab;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CollectionsViewModelTest {

    private static CollectionsViewModel viewModel(Design design) {
        return new CollectionsViewModel(new DesignSession(design, null, new InlineTaskRunner()));
    }

    private static List<CollectionRow.ItemRow> itemsOf(CollectionsContent content, String partitionKey) {
        return content.rows().stream()
                .filter(r -> r instanceof CollectionRow.ItemRow && r.partitionKey().equals(partitionKey))
                .map(r -> (CollectionRow.ItemRow) r).toList();
    }

    private static List<CollectionRow.ItemRow> items(CollectionsContent content) {
        return content.rows().stream().filter(r -> r instanceof CollectionRow.ItemRow)
                .map(r -> (CollectionRow.ItemRow) r).toList();
    }

    @Test
    void tableViewListsOrderCollectionInSortKeyOrder() {
        CollectionsContent content = viewModel(CommerceMain.design()).content();

        assertThat(itemsOf(content, "ORDER#o9")).extracting(CollectionRow.ItemRow::sortKey)
                .containsExactly("ITEM#sku-101", "ITEM#sku-205", "META");
        assertThat(itemsOf(content, "ORDER#o9")).extracting(CollectionRow.ItemRow::entity)
                .containsExactly("OrderItem", "OrderItem", "OrderHeader");
    }

    @Test
    void bandHeaderPrecedesItsItemsWithCountAndSize() {
        List<CollectionRow> rows = viewModel(CommerceMain.design()).content().rows();
        int band = -1;
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i) instanceof CollectionRow.Band b && b.partitionKey().equals("ORDER#o9")) {
                band = i;
            }
        }
        CollectionRow.Band header = (CollectionRow.Band) rows.get(band);
        assertThat(header.itemCount()).isEqualTo(3);
        assertThat(header.bytes()).isPositive();
        assertThat(header.summary()).startsWith("3 items · ").endsWith(" B");
        assertThat(rows.subList(band + 1, band + 4)).allMatch(r -> r instanceof CollectionRow.ItemRow);
    }

    @Test
    void itemRowsCarryEntityColourAndCompactAttributes() {
        CollectionRow.ItemRow header = itemsOf(viewModel(CommerceMain.design()).content(), "ORDER#o9").get(2);
        assertThat(header.colour()).isEqualToIgnoringCase("#FFAB00");
        assertThat(header.attributes()).contains("status=PENDING").doesNotContain("PK=");
    }

    @Test
    void descendingReversesEachCollection() {
        CollectionsViewModel vm = viewModel(CommerceMain.design());
        vm.descendingProperty().set(true);

        assertThat(itemsOf(vm.content(), "ORDER#o9")).extracting(CollectionRow.ItemRow::sortKey)
                .containsExactly("META", "ITEM#sku-205", "ITEM#sku-101");
    }

    @Test
    void gsi2HoldsOnlyPendingOrdersAndListsTheRestAsMissingGsi2pk() {
        CollectionsViewModel vm = viewModel(CommerceMain.design());
        vm.selectedViewProperty().set("GSI2");
        CollectionsContent content = vm.content();

        assertThat(items(content)).hasSize(3).allMatch(r -> r.attributes().contains("status=PENDING"))
                .allMatch(r -> r.entity().equals("Order"));
        assertThat(content.excluded()).isNotEmpty().allMatch(e -> e.reason().startsWith("missing GSI2PK: "));
        assertThat(content.excluded()).anyMatch(e -> e.reason()
                .equals("missing GSI2PK: status = FULFILLED, so the condition status = PENDING is false"));
        assertThat(content.excluded()).anyMatch(e -> e.entity().equals("Customer"));
        assertThat(content.summary()).startsWith("3 items in GSI2, " + content.excluded().size() + " not in it");
    }

    @Test
    void tableViewHasNoExclusions() {
        assertThat(viewModel(CommerceMain.design()).content().excluded()).isEmpty();
    }

    @Test
    void selectingAp3MarksExactlyTheOrderO9ItemsReturned() {
        Design design = CommerceMain.design();
        DesignSession session = new DesignSession(design, null, new InlineTaskRunner());
        CollectionsViewModel vm = new CollectionsViewModel(session);
        session.selectedPatternProperty().set("AP3");
        CollectionsContent content = vm.content();

        assertThat(content.marking()).isTrue();
        for (CollectionRow.ItemRow row : items(content)) {
            assertThat(row.mark()).as(row.partitionKey() + " " + row.sortKey())
                    .isEqualTo(row.partitionKey().equals("ORDER#o9") ? ReadMark.RETURNED : ReadMark.NOT_READ);
        }
        assertThat(content.readSummary()).contains("AP3").contains("reads 3 entries, returns 3");
        assertThat(content.rows().get(content.firstReadRow() + 1).partitionKey()).isEqualTo("ORDER#o9");
    }

    @Test
    void patternOnAnotherIndexDoesNotMarkThisView() {
        DesignSession session = new DesignSession(CommerceMain.design(), null, new InlineTaskRunner());
        CollectionsViewModel vm = new CollectionsViewModel(session);
        session.selectedPatternProperty().set("AP6");

        assertThat(vm.content().marking()).isFalse();
        assertThat(items(vm.content())).allMatch(r -> r.mark() == ReadMark.NONE);
        assertThat(vm.content().readSummary()).contains("choose GSI2");
    }

    @Test
    void filterMarksReadButFilteredRows() {
        DesignSession session = new DesignSession(CommerceMain.withFilteredPattern(), null, new InlineTaskRunner());
        CollectionsViewModel vm = new CollectionsViewModel(session);
        session.selectedPatternProperty().set("APF");
        List<CollectionRow.ItemRow> c1 = itemsOf(vm.content(), "CUST#c1");

        List<CollectionRow.ItemRow> filtered = new ArrayList<>();
        for (CollectionRow.ItemRow row : c1) {
            if (row.mark() == ReadMark.FILTERED_OUT) {
                filtered.add(row);
            }
        }
        assertThat(filtered).isNotEmpty().noneMatch(r -> r.attributes().contains("status=PAID"));
        assertThat(c1).filteredOn(r -> r.mark() == ReadMark.RETURNED).isNotEmpty()
                .allMatch(r -> r.attributes().contains("status=PAID"));
        assertThat(items(vm.content())).filteredOn(r -> !r.partitionKey().equals("CUST#c1"))
                .allMatch(r -> r.mark() == ReadMark.NOT_READ);
        assertThat(vm.content().readSummary()).contains("the filter throws away " + filtered.size());
    }

    @Test
    void deselectingThePatternClearsTheMarks() {
        DesignSession session = new DesignSession(CommerceMain.design(), null, new InlineTaskRunner());
        CollectionsViewModel vm = new CollectionsViewModel(session);
        session.selectedPatternProperty().set("AP3");
        session.selectedPatternProperty().set(null);

        assertThat(items(vm.content())).allMatch(r -> r.mark() == ReadMark.NONE);
        assertThat(vm.content().readSummary()).isEmpty();
    }

    @Test
    void viewChooserOffersTableThenEachIndex() {
        assertThat(viewModel(CommerceMain.design()).views()).containsExactly("table", "GSI1", "GSI2");
    }

    @Test
    void getItemPatternMarksOnlyTheOneItemReturned() {
        DesignSession session = new DesignSession(CommerceMain.design(), null, new InlineTaskRunner());
        CollectionsViewModel vm = new CollectionsViewModel(session);
        session.selectedPatternProperty().set("AP1");

        assertThat(items(vm.content())).filteredOn(r -> r.mark() == ReadMark.RETURNED)
                .extracting(r -> r.partitionKey() + " " + r.sortKey()).containsExactly("CUST#c1 PROFILE");
        assertThat(items(vm.content())).filteredOn(r -> r.mark() == ReadMark.FILTERED_OUT).isEmpty();
    }

    @Test
    void limitCapsTheSliceToTheFirstEntriesOfTheCollection() {
        Design design = CommerceMain.design();
        var table = design.table();
        var ap3 = table.accessPatterns().stream().filter(p -> p.id().equals("AP3")).findFirst().orElseThrow();
        var limited = new dev.tablesmith.model.AccessPattern("AP3L", ap3.name(), "", ap3.kind(), ap3.entities(),
                ap3.equalities(), null, null, 2, 0.1, ap3.consistency(), ap3.index(), null, ap3.exampleInputs(),
                null);
        List<dev.tablesmith.model.AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
        patterns.add(limited);
        DesignSession session = new DesignSession(design.withTable(table.name(), table.withAccessPatterns(patterns)),
                null, new InlineTaskRunner());
        CollectionsViewModel vm = new CollectionsViewModel(session);
        session.selectedPatternProperty().set("AP3L");

        assertThat(itemsOf(vm.content(), "ORDER#o9")).extracting(CollectionRow.ItemRow::mark)
                .containsExactly(ReadMark.RETURNED, ReadMark.RETURNED, ReadMark.NOT_READ);
        assertThat(vm.content().readSummary()).contains("Limit 2").contains("reads 2 entries, returns 2");
    }

    @Test
    void editingTheDesignRebuildsTheRows() {
        Design design = CommerceMain.design();
        DesignSession session = new DesignSession(design, null, new InlineTaskRunner());
        CollectionsViewModel vm = new CollectionsViewModel(session);
        var table = design.table();
        var withoutProducts = table.withEntities(table.entities().stream()
                .filter(e -> !e.name().equals("Product")).toList());
        session.push(new dev.tablesmith.edit.Command() {
            @Override
            public Design apply(Design d) {
                return d.withTable(table.name(), withoutProducts);
            }

            @Override
            public String description() {
                return "drop products";
            }
        });

        assertThat(vm.content().rows()).noneMatch(r -> r.partitionKey().startsWith("PROD#"));
    }

    @Test
    void aHiddenViewDefersItsRebuildUntilItIsShown() {
        Design design = CommerceMain.design();
        InlineTaskRunner tasks = new InlineTaskRunner();
        DesignSession session = new DesignSession(design, null, tasks);
        session.shownTabProperty().set(DesignerTab.ENTITY_CHART);
        CollectionsViewModel vm = new CollectionsViewModel(session);
        var table = design.table();
        session.push(DesignEdits.onTable(table.name(), "drop products", t -> t.withEntities(t.entities().stream()
                .filter(e -> !e.name().equals("Product")).toList())));

        assertThat(tasks.started()).isZero();
        assertThat(vm.content().rows()).isEmpty();

        session.shownTabProperty().set(DesignerTab.ITEM_COLLECTIONS);

        assertThat(tasks.started()).isEqualTo(1);
        assertThat(vm.content().rows()).isNotEmpty().noneMatch(r -> r.partitionKey().startsWith("PROD#"));
    }

    @Test
    void aShownViewRebuildsOnEveryEditAndOnlyOnceWhenShownAgain() {
        InlineTaskRunner tasks = new InlineTaskRunner();
        DesignSession session = new DesignSession(CommerceMain.design(), null, tasks);
        session.shownTabProperty().set(DesignerTab.ITEM_COLLECTIONS);
        CollectionsViewModel vm = new CollectionsViewModel(session);
        assertThat(tasks.started()).isEqualTo(1);

        session.shownTabProperty().set(DesignerTab.TABLES);
        vm.descendingProperty().set(true);
        vm.selectedViewProperty().set("GSI1");
        session.shownTabProperty().set(DesignerTab.ITEM_COLLECTIONS);
        session.shownTabProperty().set(DesignerTab.TABLES);
        session.shownTabProperty().set(DesignerTab.ITEM_COLLECTIONS);

        assertThat(tasks.started()).isEqualTo(2);
        assertThat(vm.content().view()).isEqualTo("GSI1");
    }
}
