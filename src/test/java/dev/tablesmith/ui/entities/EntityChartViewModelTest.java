package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.SampleDesigns;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntityChartViewModelTest {
    private final DesignSession session = new DesignSession(SampleDesigns.commerce(null), null,
            new InlineTaskRunner());
    private final EntityChartViewModel viewModel = new EntityChartViewModel(session);

    private EntityRow row(String name) {
        return viewModel.rows().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void columnsAreTheKeyAttributesOfTheTableAndItsIndexes() {
        assertThat(viewModel.keyColumns()).containsExactly("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK");
        assertThat(viewModel.rows()).extracting(EntityRow::name).containsExactly("Customer", "Order");
    }

    @Test
    void sparseKeyCellShowsItsCondition() {
        assertThat(row("Order").cell("GSI2PK")).isEqualTo("OPEN when status = PENDING");
        assertThat(row("Customer").cell("GSI2PK")).isEmpty();
    }

    @Test
    void editingATemplateChangesTheDesignAndUndoRestoresIt() {
        Design before = session.design();

        assertThat(viewModel.editCell("Order", "SK", "ORDER#{orderId}")).isEmpty();

        assertThat(session.table().entity("Order").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("ORDER#{orderId}");
        assertThat(row("Order").cell("SK")).isEqualTo("ORDER#{orderId}");
        assertThat(session.dirtyProperty().get()).isTrue();

        session.undo();

        assertThat(session.design()).isEqualTo(before);
        assertThat(row("Order").cell("SK")).isEqualTo("ORDER#{orderDate}#{orderId}");
    }

    @Test
    void editingACellWithAConditionMakesTheKeySparse() {
        assertThat(viewModel.editCell("Customer", "GSI2PK", "VIP when email <> none")).isEmpty();

        assertThat(session.table().entity("Customer").orElseThrow().key("GSI2PK"))
                .contains(new EntityKey("GSI2PK", "VIP", "email <> none"));
    }

    @Test
    void invalidTemplateIsRefusedWithTheParsersMessageAndTheDesignIsUnchanged() {
        Design before = session.design();

        var refused = viewModel.editCell("Order", "SK", "ORDER#{orderId");

        String parserMessage = catchThrowableOfType(TemplateSyntaxException.class,
                () -> KeyTemplate.parse("ORDER#{orderId")).describe();
        assertThat(refused).contains("Order SK: " + parserMessage + " in ORDER#{orderId");
        assertThat(viewModel.messageProperty().get()).isEqualTo(refused.get());
        assertThat(session.design()).isEqualTo(before);
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void templateNamingAnAttributeTheEntityLacksIsRefused() {
        var refused = viewModel.editCell("Customer", "SK", "ORDER#{orderId}");

        assertThat(refused).hasValueSatisfying(m -> assertThat(m)
                .isEqualTo("Customer SK: {orderId} is not an attribute of Customer (it has customerId, email)"));
        assertThat(session.table().entity("Customer").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("PROFILE");
    }

    @Test
    void padFilterOnAStringAttributeIsRefused() {
        assertThat(viewModel.editCell("Order", "GSI1SK", "{status|pad:5}")).isPresent();
        assertThat(row("Order").cell("GSI1SK")).isEqualTo("{orderDate}");
    }

    @Test
    void invalidSparseConditionIsRefused() {
        assertThat(viewModel.editCell("Order", "GSI2PK", "OPEN when status ==")).hasValueSatisfying(m ->
                assertThat(m).startsWith("Order GSI2PK: condition"));
        assertThat(row("Order").cell("GSI2PK")).isEqualTo("OPEN when status = PENDING");
    }

    @Test
    void successfulEditClearsThePreviousRefusal() {
        viewModel.editCell("Order", "SK", "{");
        viewModel.editCell("Order", "SK", "ORDER#{orderId}");

        assertThat(viewModel.messageProperty().get()).isEmpty();
    }

    @Test
    void emptyCellRemovesTheKeySoTheEntityLeavesThatIndex() {
        assertThat(viewModel.editCell("Order", "GSI2PK", "  ")).isEmpty();

        assertThat(session.table().entity("Order").orElseThrow().key("GSI2PK")).isEmpty();
    }

    @Test
    void renamingAnEntityUpdatesTheAccessPatternsThatNameIt() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        DesignSession commerce = new DesignSession(gallery.load(gallery.find("commerce-main").orElseThrow()), null,
                new InlineTaskRunner());
        EntityChartViewModel chart = new EntityChartViewModel(commerce);
        commerce.selectedEntityProperty().set("Order");

        assertThat(chart.renameEntity("Order", "Purchase")).isEmpty();

        assertThat(commerce.table().accessPattern("AP2").orElseThrow().entities()).containsExactly("Purchase");
        assertThat(commerce.table().accessPattern("AP10").orElseThrow().entities()).contains("Purchase")
                .doesNotContain("Order");
        assertThat(commerce.selectedEntityProperty().get()).isEqualTo("Purchase");
        assertThat(chart.rows()).extracting(EntityRow::name).contains("Purchase").doesNotContain("Order");
    }

    @Test
    void renamingToAnExistingNameIsRefused() {
        assertThat(viewModel.renameEntity("Order", "Customer"))
                .contains("an entity named Customer already exists");
        assertThat(viewModel.rows()).extracting(EntityRow::name).containsExactly("Customer", "Order");
    }

    @Test
    void addedEntityIsSelectedAndDeleteIsUndoable() {
        assertThat(viewModel.addEntity("Shipment")).isEmpty();
        assertThat(session.selectedEntityProperty().get()).isEqualTo("Shipment");
        assertThat(viewModel.rows()).extracting(EntityRow::name).containsExactly("Customer", "Order", "Shipment");

        viewModel.deleteEntity("Shipment");
        assertThat(session.selectedEntityProperty().get()).isNull();
        assertThat(viewModel.rows()).extracting(EntityRow::name).containsExactly("Customer", "Order");

        session.undo();
        assertThat(viewModel.rows()).extracting(EntityRow::name).containsExactly("Customer", "Order", "Shipment");
    }

    @Test
    void blankEntityNameIsRefused() {
        assertThat(viewModel.addEntity("  ")).contains("an entity needs a name");
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void entitySelectedElsewhereBecomesTheSelectedRow() {
        session.selectedEntityProperty().set("Order");

        assertThat(viewModel.selectedProperty().get()).isSameAs(row("Order"));

        session.selectedEntityProperty().set("Customer");

        assertThat(viewModel.selectedProperty().get()).isSameAs(row("Customer"));
    }

    @Test
    void clearedOrUnknownSelectionLeavesNoRowSelected() {
        session.selectedEntityProperty().set("Order");
        session.selectedEntityProperty().set(null);

        assertThat(viewModel.selectedProperty().get()).isNull();

        session.selectedEntityProperty().set("Invoice");

        assertThat(viewModel.selectedProperty().get()).isNull();
    }

    @Test
    void selectingInTheChartChangesTheSessionOnceAndTheRowOnce() {
        List<String> sessionChanges = new ArrayList<>();
        List<EntityRow> rowChanges = new ArrayList<>();
        session.selectedEntityProperty().addListener((obs, old, name) -> sessionChanges.add(name));
        viewModel.selectedProperty().addListener((obs, old, row) -> rowChanges.add(row));

        viewModel.select("Order");

        assertThat(sessionChanges).containsExactly("Order");
        assertThat(rowChanges).extracting(EntityRow::name).containsExactly("Order");
    }

    @Test
    void selectedRowIsTheRowOfTheEditedDesignAfterAnEdit() {
        viewModel.select("Order");

        viewModel.editCell("Order", "SK", "ORDER#{orderId}");

        assertThat(viewModel.selectedProperty().get()).isSameAs(row("Order"));
        assertThat(viewModel.selectedProperty().get().cell("SK")).isEqualTo("ORDER#{orderId}");
    }

    @Test
    void entitySelectedBeforeItsRowExistsIsSelectedWhenItArrives() {
        session.selectedEntityProperty().set("Shipment");
        assertThat(viewModel.selectedProperty().get()).isNull();

        viewModel.addEntity("Shipment");

        assertThat(viewModel.selectedProperty().get()).isSameAs(row("Shipment"));
    }

    @Test
    void selectSetsTheSessionsSelectedEntity() {
        viewModel.select("Order");

        assertThat(session.selectedEntityProperty().get()).isEqualTo("Order");
    }

    @Test
    void committingAnUnchangedCellRecordsNoEdit() {
        assertThat(viewModel.editCell("Order", "GSI2PK", "OPEN when status = PENDING")).isEmpty();

        assertThat(session.commands().canUndo()).isFalse();
        assertThat(session.dirtyProperty().get()).isFalse();
    }

    @Test
    void duplicatingAnEntitySelectsTheCopyAndUndoRestoresTheDesign() {
        Design before = session.design();

        assertThat(viewModel.duplicateEntity("Order")).isEmpty();
        assertThat(viewModel.duplicateEntity("Order")).isEmpty();

        assertThat(viewModel.rows()).extracting(EntityRow::name)
                .containsExactly("Customer", "Order", "Copy of Order (2)", "Copy of Order");
        assertThat(row("Copy of Order").cell("SK")).isEqualTo("ORDER#{orderDate}#{orderId}");
        assertThat(session.selectedEntityProperty().get()).isEqualTo("Copy of Order (2)");
        session.undo();
        session.undo();
        assertThat(session.design()).isEqualTo(before);
    }

    @Test
    void aDuplicateHasAChipColourOfItsOwn() {
        assertThat(viewModel.duplicateEntity("Order")).isEmpty();

        assertThat(row("Copy of Order").colour()).isNotEqualToIgnoringCase(row("Order").colour())
                .isNotEqualToIgnoringCase(row("Customer").colour());
    }

    @Test
    void anAddedEntityKeepsItsColourWhenEntitiesAreAddedBeforeIt() {
        assertThat(viewModel.addEntity("Post")).isEmpty();
        String post = row("Post").colour();

        assertThat(viewModel.duplicateEntity("Customer")).isEmpty();

        assertThat(row("Post").colour()).isEqualTo(post);
        assertThat(viewModel.rows()).extracting(EntityRow::colour).doesNotHaveDuplicates();
    }

    @Test
    void checkingACellLocatesTheProblemAndShowsItsMessageWithoutEditing() {
        var problem = viewModel.checkCell("Customer", "PK", "CUST#{customerId");

        assertThat(problem).hasValueSatisfying(p -> assertThat(p.column()).isEqualTo(6));
        assertThat(viewModel.messageProperty().get()).startsWith("Customer PK: column 6: unclosed '{'");
        assertThat(session.commands().canUndo()).isFalse();

        assertThat(viewModel.checkCell("Customer", "PK", "CUST#{customerId}")).isEmpty();
        assertThat(viewModel.messageProperty().get()).isEmpty();
    }

    @Test
    void completionOffersTheEntitysOwnAttributes() {
        assertThat(viewModel.completion("Customer", "CUST#{", 6).orElseThrow().candidates())
                .containsExactly("customerId", "email");
        assertThat(viewModel.completion("Order", "{or", 3).orElseThrow().candidates())
                .containsExactly("orderId", "orderDate");
    }

    @Test
    void refusedTextIsKeptAsTheCellsDraftUntilEscapeOrACommit() {
        viewModel.editCell("Order", "SK", "ORDER#{orderId");

        assertThat(viewModel.refusedDraft("Order", "SK")).contains("ORDER#{orderId");
        assertThat(viewModel.refusedDraft("Order", "PK")).isEmpty();
        viewModel.discardDraft();
        assertThat(viewModel.refusedDraft("Order", "SK")).isEmpty();

        viewModel.editCell("Order", "SK", "ORDER#{orderId");
        viewModel.editCell("Order", "SK", "ORDER#{orderId}");
        assertThat(viewModel.refusedDraft("Order", "SK")).isEmpty();
    }

    @Test
    void anUndoEndsARefusalItsBannerAndItsDraft() {
        assertThat(viewModel.editCell("Order", "SK", "ORDER#{orderId}")).isEmpty();
        assertThat(viewModel.editCell("Order", "PK", "CUST#{nope}")).isPresent();

        session.undo();

        assertThat(viewModel.messageProperty().get()).isEmpty();
        assertThat(viewModel.refusedDraft("Order", "PK")).isEmpty();
    }
}
