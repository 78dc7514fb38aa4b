package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignerTab;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The index and table-key dialogs' logic, without a toolkit, on commerce-main (GSI1 overloaded, GSI2 sparse). */
class IndexEditorTest {
    private final DesignSession session = new DesignSession(TablesViewModelTest.commerceMain(), null,
            new InlineTaskRunner());
    private final TablesViewModel model = new TablesViewModel(session);

    private static IndexForm gsi(String name, String pk, ScalarType pkType, String sk) {
        return new IndexForm(name, IndexKind.GSI, List.of(new KeyPart(pk, pkType)),
                sk == null ? List.of() : List.of(new KeyPart(sk, ScalarType.S)), ProjectionType.ALL, "", "", "");
    }

    private static IndexForm with(IndexForm form, ProjectionType projection, String attributes) {
        return new IndexForm(form.name(), form.kind(), form.partitionKey(), form.sortKey(), projection, attributes,
                form.readCapacity(), form.writeCapacity());
    }

    private List<String> cardNames() {
        return model.indexes().stream().map(IndexCard::name).toList();
    }

    @Test
    void aNewIndexStartsAsTheNextFreeGsiWithItsOwnKeyAttributes() {
        IndexForm form = model.newIndex().initialForm();

        assertThat(form.name()).isEqualTo("GSI3");
        assertThat(form.kind()).isEqualTo(IndexKind.GSI);
        assertThat(form.partitionKey()).containsExactly(new KeyPart("GSI3PK", ScalarType.S));
        assertThat(form.sortKey()).containsExactly(new KeyPart("GSI3SK", ScalarType.S));
        assertThat(model.newIndex().check(form).isValid()).isTrue();
        assertThat(model.newIndex().title()).isEqualTo("Add index");
    }

    @Test
    void applyingTheNewFormAddsACardAndUndoRemovesIt() {
        IndexEditor editor = model.newIndex();

        assertThat(editor.apply(editor.initialForm())).isEmpty();

        assertThat(cardNames()).containsExactly("GSI1", "GSI2", "GSI3");
        assertThat(session.table().keyAttributes()).extracting(KeyAttribute::name).contains("GSI3PK", "GSI3SK");
        session.undo();
        assertThat(cardNames()).containsExactly("GSI1", "GSI2");
    }

    @Test
    void theSparseKeysOfAnIndexAreItsWritersConditionsOrTheirPartitionKeys() {
        assertThat(model.editIndex("GSI2").conditions()).containsExactly(
                new IndexKeyCondition("Order", "GSI2PK", "OPEN", "status = PENDING"));
        assertThat(model.editIndex("GSI2").conditions().get(0).text()).isEqualTo("= OPEN when status = PENDING");
        assertThat(model.editIndex("GSI1").conditions()).extracting(IndexKeyCondition::key)
                .containsExactly("Customer GSI1PK", "Order GSI1PK", "Product GSI1PK");
        assertThat(model.editIndex("GSI1").conditions().get(0).text()).isEqualTo("= TIER#{tier}, always");
        assertThat(model.newIndex().conditions()).isEmpty();
    }

    @Test
    void aConditionOnTheSortKeyIsListedInsteadOfThePartitionKey() {
        session.push(DesignEdits.setKeyCondition(session.table().name(), "Product", "GSI1SK", "stock <> 0"));

        assertThat(model.editIndex("GSI1").conditions()).extracting(IndexKeyCondition::key)
                .containsExactly("Customer GSI1PK", "Order GSI1PK", "Product GSI1SK");
        assertThat(model.editIndex("GSI1").conditionForm("Product", "GSI1SK")).isPresent();
        assertThat(model.editIndex("GSI1").conditionForm("OrderItem", "GSI1PK")).isEmpty();
    }

    @Test
    void anLsiIsMadeSparseByItsSortKeyNeverByTheTablesPartitionKey() {
        IndexForm lsi = new IndexForm("ByOrderedAt", IndexKind.LSI, List.of(),
                List.of(new KeyPart("orderedAt", ScalarType.S)), ProjectionType.ALL, "", "", "");
        assertThat(model.newIndex().apply(lsi)).isEmpty();

        assertThat(model.editIndex("ByOrderedAt").conditions()).containsExactly(
                new IndexKeyCondition("Order", "orderedAt", "{orderedAt}", null));
    }

    @Test
    void anEditedIndexStartsFromItsOwnFields() {
        IndexForm form = model.editIndex("GSI1").initialForm();

        assertThat(form.name()).isEqualTo("GSI1");
        assertThat(form.partitionKey()).containsExactly(new KeyPart("GSI1PK", ScalarType.S));
        assertThat(form.sortKey()).containsExactly(new KeyPart("GSI1SK", ScalarType.S));
        assertThat(form.projection()).isEqualTo(ProjectionType.ALL);
        assertThat(model.editIndex("GSI1").title()).isEqualTo("Edit index GSI1");
    }

    @Test
    void eachProblemIsShownAtItsField() {
        IndexEditor editor = model.newIndex();

        assertThat(editor.check(gsi("G3", "G3PK", ScalarType.S, null)).problem(IndexField.NAME))
                .isEqualTo("index name 'G3' must be 3 to 255 characters long, not 2");
        assertThat(editor.check(gsi("GSI2", "G3PK", ScalarType.S, null)).problem(IndexField.NAME))
                .isEqualTo("index name 'GSI2' is already the name of another index of this table");
        assertThat(editor.check(gsi("GSI3", "GSI1PK", ScalarType.N, null)).problem(IndexField.PARTITION_KEY))
                .isEqualTo("'GSI1PK' is S in GSI1 but N in GSI3 (DynamoDB declares each key attribute once, with one"
                        + " type)");
        assertThat(editor.check(gsi("GSI3", "", ScalarType.S, null)).problem(IndexField.PARTITION_KEY))
                .isEqualTo("key attribute has no name");
        assertThat(editor.check(with(gsi("GSI3", "G3PK", ScalarType.S, null), ProjectionType.INCLUDE,
                "total, total")).problem(IndexField.PROJECTION)).isEqualTo("'total' is listed twice");
        assertThat(editor.check(with(gsi("GSI3", "G3PK", ScalarType.S, null), ProjectionType.INCLUDE, " "))
                .problem(IndexField.PROJECTION)).startsWith("GSI3 has an INCLUDE projection without nonKeyAttributes");
    }

    @Test
    void anLsiWithTheTablesSortKeyIsRefusedAtTheSortKey() {
        IndexForm lsi = new IndexForm("LSI1", IndexKind.LSI, List.of(), List.of(new KeyPart("SK", ScalarType.S)),
                ProjectionType.ALL, "", "", "");

        FormCheck check = model.newIndex().check(lsi);

        assertThat(check.problem(IndexField.SORT_KEY)).startsWith("LSI1 has the table's own sort key SK");
        assertThat(model.newIndex().apply(lsi)).contains(check.problem(IndexField.SORT_KEY));
        assertThat(session.table().index("LSI1")).isEmpty();
    }

    @Test
    void aTypeClashWithALaterIndexIsShownAtTheEditedIndex() {
        FormCheck check = model.editIndex("GSI1").check(gsi("GSI1", "GSI2PK", ScalarType.N, "GSI1SK"));

        assertThat(check.problem(IndexField.PARTITION_KEY)).startsWith("'GSI2PK' is S in GSI2 but N in GSI1");
    }

    @Test
    void theTwentyFirstGsiIsRefusedAtTheKindChoice() {
        for (int i = 3; i <= 20; i++) {
            assertThat(model.newIndex().apply(gsi("GSI" + i, "G" + i + "PK", ScalarType.S, null))).isEmpty();
        }

        assertThat(model.newIndex().check(gsi("GSI21", "G21PK", ScalarType.S, null)).problem(IndexField.KIND))
                .isEqualTo("a table has at most 20 GSIs (DynamoDB's default quota), found 21");
    }

    @Test
    void aProvisionedTablesGsiAsksForWholeCapacityUnitsOfAtLeastOne() {
        session.push(DesignEdits.onTable("commerce-main", "Provisioned", t -> t.withSettings(new TableSettings(
                BillingMode.PROVISIONED, new Throughput(10, 4), null, null))));
        IndexEditor editor = model.newIndex();
        IndexForm form = editor.initialForm();

        assertThat(editor.showsCapacity(IndexKind.GSI)).isTrue();
        assertThat(editor.showsCapacity(IndexKind.LSI)).isFalse();
        assertThat(List.of(form.readCapacity(), form.writeCapacity())).containsExactly("10", "4");
        IndexForm zero = new IndexForm(form.name(), form.kind(), form.partitionKey(), form.sortKey(),
                form.projection(), "", "0", "4");
        assertThat(editor.check(zero).problem(IndexField.CAPACITY)).isEqualTo("GSI3 is provisioned with 0 RCU / 4"
                + " WCU; DynamoDB's minimum for a GSI is 1 read and 1 write capacity unit");
        IndexForm words = new IndexForm(form.name(), form.kind(), form.partitionKey(), form.sortKey(),
                form.projection(), "", "many", "4");
        assertThat(editor.check(words).problem(IndexField.CAPACITY))
                .isEqualTo("read and write capacity are whole numbers of units, at least 1");

        assertThat(editor.apply(form)).isEmpty();
        assertThat(session.table().index("GSI3").orElseThrow().provisioned()).isEqualTo(new Throughput(10, 4));
    }

    @Test
    void theFormSaysWhatARenameDoesToTheEntitiesAndPatterns() {
        FormCheck check = model.editIndex("GSI1").check(gsi("ByType", "TYPE_PK", ScalarType.S, "GSI1SK"));

        assertThat(check.isValid()).isTrue();
        assertThat(check.effects()).containsExactly("Customer, Order, Product: key template GSI1PK renamed to TYPE_PK",
                "AP5: its key condition now names the renamed key attributes"
                        + " (TYPE_PK = :s AND GSI1SK BETWEEN :a AND :b)",
                "AP4, AP5, AP8, AP9: pinned to GSI1, now to ByType");
    }

    @Test
    void theIncludeBudgetCountsEveryIndexOfTheTable() {
        IndexForm form = with(gsi("GSI3", "G3PK", ScalarType.S, null), ProjectionType.INCLUDE, "total, status");

        assertThat(model.newIndex().includeBudget(form)).isEqualTo("INCLUDE attributes of this table: 2 of 100");
        assertThat(model.newIndex().includeBudget(with(form, ProjectionType.ALL, ""))).isEmpty();
    }

    @Test
    void theDeleteConfirmationNamesTheTemplatesAndPinnedPatterns() {
        assertThat(model.deleteConfirmation("GSI2")).isEqualTo("Delete GSI GSI2?\n"
                + "• Order: GSI2PK template removed (no key uses GSI2PK any more)\n"
                + "• AP6: pinned to GSI2, now unpinned and planned again\n"
                + "Undo (Ctrl+Z) brings it back.");

        assertThat(model.deleteIndex("GSI2")).isEmpty();
        assertThat(cardNames()).containsExactly("GSI1");
        assertThat(session.commands().undoDescription()).contains("Delete index GSI2");
    }

    @Test
    void theTableKeyIsRenamedEverywhereAndABlankNameIsRefusedAtItsField() {
        TableKeyEditor editor = model.editTableKey();
        assertThat(editor.partitionKey()).isEqualTo(new KeyPart("PK", ScalarType.S));

        assertThat(editor.check(new KeyPart("", ScalarType.S), editor.sortKey()).problem(IndexField.PARTITION_KEY))
                .isEqualTo("key attribute has no name");
        assertThat(editor.apply(new KeyPart("pk", ScalarType.S), editor.sortKey())).isEmpty();

        assertThat(model.factsProperty().get().partitionKey()).isEqualTo("pk (S)");
        assertThat(session.table().entity("Order").orElseThrow().key("pk")).isPresent();
    }

    @Test
    void aHiddenViewShowsTheNewIndexWhenItIsShownAgain() {
        session.shownTabProperty().set(DesignerTab.ENTITY_CHART);

        assertThat(model.newIndex().apply(model.newIndex().initialForm())).isEmpty();
        assertThat(cardNames()).containsExactly("GSI1", "GSI2");

        session.shownTabProperty().set(DesignerTab.TABLES);
        assertThat(cardNames()).containsExactly("GSI1", "GSI2", "GSI3");
        assertThat(model.indexes().get(2).usage()).isNotNull();
    }

    @Test
    void applyingAnEmptyDesignsFirstGsiWorks() {
        Design empty = Design.of("new-design", new dev.tablesmith.model.Table("new-design",
                dev.tablesmith.model.KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(), null,
                List.of(), List.of(), List.of()));
        DesignSession fresh = new DesignSession(empty, null, new InlineTaskRunner());
        TablesViewModel view = new TablesViewModel(fresh);

        assertThat(view.newIndex().initialForm().name()).isEqualTo("GSI1");
        assertThat(view.newIndex().apply(view.newIndex().initialForm())).isEmpty();
        assertThat(view.indexes()).extracting(IndexCard::name).containsExactly("GSI1");
    }
}
