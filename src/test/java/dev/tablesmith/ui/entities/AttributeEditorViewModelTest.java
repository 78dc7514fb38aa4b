package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.SampleDesigns;
import java.util.List;
import org.junit.jupiter.api.Test;

class AttributeEditorViewModelTest {
    private final DesignSession session = new DesignSession(SampleDesigns.commerce(null), null,
            new InlineTaskRunner());
    private final AttributeEditorViewModel viewModel = new AttributeEditorViewModel(session);

    private static AttributeForm form(String name, AttributeType type) {
        return new AttributeForm(name, type, false, "", "", "");
    }

    @Test
    void showsTheAttributesOfTheSelectedEntity() {
        assertThat(viewModel.attributes()).isEmpty();
        assertThat(viewModel.titleProperty().get()).isEqualTo("Attributes: select an entity in the chart");

        session.selectedEntityProperty().set("Order");

        assertThat(viewModel.attributes()).extracting(Attribute::name)
                .containsExactly("customerId", "orderId", "orderDate", "status");
        assertThat(viewModel.titleProperty().get()).isEqualTo("Attributes of Order (4)");
    }

    @Test
    void addingWithoutASelectedEntityIsRefused() {
        assertThat(viewModel.add(form("total", AttributeType.N))).contains("select an entity first");
    }

    @Test
    void addEditAndRemoveAreEachUndoable() {
        session.selectedEntityProperty().set("Order");
        Design start = session.design();

        assertThat(viewModel.add(new AttributeForm("total", AttributeType.N, true, "12.5, 99", "1000", ""))).isEmpty();
        Design added = session.design();
        assertThat(viewModel.attributes()).last().isEqualTo(new Attribute("total", AttributeType.N, true,
                List.of("12.5", "99"), 1000L, List.of()));

        assertThat(viewModel.update("status", new AttributeForm("state", AttributeType.S, true, "",
                "", "PENDING, PAID"))).isEmpty();
        Design renamed = session.design();
        assertThat(session.table().entity("Order").orElseThrow().key("GSI2PK").orElseThrow().when())
                .isEqualTo("state = PENDING");
        assertThat(session.table().entity("Order").orElseThrow().key("GSI1PK").orElseThrow().template())
                .isEqualTo("STATUS#{state}");

        assertThat(viewModel.remove("total")).isEmpty();
        assertThat(viewModel.attributes()).extracting(Attribute::name).doesNotContain("total");

        session.undo();
        assertThat(session.design()).isEqualTo(renamed);
        session.undo();
        assertThat(session.design()).isEqualTo(added);
        session.undo();
        assertThat(session.design()).isEqualTo(start);
        session.redo();
        assertThat(session.design()).isEqualTo(added);
    }

    @Test
    void badInputIsRefusedWithOneLineAndNothingChanges() {
        session.selectedEntityProperty().set("Order");

        assertThat(viewModel.add(form("status", AttributeType.S)))
                .contains("Order already has an attribute named status");
        assertThat(viewModel.add(form("  ", AttributeType.S))).contains("an attribute needs a name");
        assertThat(viewModel.add(new AttributeForm("total", AttributeType.N, false, "", "many", "")))
                .contains("distinct values of total must be a whole number of at least 1, not 'many'");
        assertThat(viewModel.remove("orderDate")).contains(
                "cannot remove orderDate: the SK template ORDER#{orderDate}#{orderId} of Order uses it");
        assertThat(viewModel.messageProperty().get()).startsWith("cannot remove orderDate");
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void formOfAnAttributeGivesTheSameAttributeBack() {
        Attribute attribute = new Attribute("status", AttributeType.S, true, List.of("PENDING"), 4L,
                List.of("PENDING", "PAID"));

        assertThat(AttributeForm.of(attribute).toAttribute()).isEqualTo(attribute);
    }

    @Test
    void aRefusalsBannerGoesWhenTheDesignChangesElsewhere() {
        session.selectedEntityProperty().set("Order");
        assertThat(viewModel.add(form("status", AttributeType.S))).isPresent();
        assertThat(viewModel.messageProperty().get()).isNotEmpty();

        EntityChartViewModel chart = new EntityChartViewModel(session);
        assertThat(chart.editCell("Order", "SK", "ORDER#{orderId}")).isEmpty();

        assertThat(viewModel.messageProperty().get()).isEmpty();
    }
}
