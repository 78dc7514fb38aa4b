package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemEditsTest {
    private static Entity entity(String name, String id) {
        return new Entity(name, "", null, List.of(Attribute.required(id, AttributeType.S)),
                List.of(EntityKey.of("PK", name.toUpperCase() + "#{" + id + "}"), EntityKey.of("SK", "META")), 0,
                List.of());
    }

    private final Design design = Design.of("commerce-main", new Table("commerce-main",
            KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(), null,
            List.of(entity("Customer", "customerId"), entity("Order", "orderId")), List.of(), List.of()));
    private final Item customer = Item.of(Map.of("customerId", AttributeValue.s("c1"),
            "email", AttributeValue.s("a@example.com")));

    @Test
    void setRecordsReplacesTheNamedEntitiesRecordsAndOneUndoRestoresThem() {
        CommandStack stack = new CommandStack(design);
        stack.push(ItemEdits.setRecords("commerce-main", Map.of("Customer", List.of(customer)),
                "Generate sample data (1 records)"));

        assertThat(stack.design().table().entity("Customer").orElseThrow().records()).containsExactly(customer);
        assertThat(stack.design().table().entity("Order").orElseThrow().records()).isEmpty();
        assertThat(stack.undoDescription()).contains("Generate sample data (1 records)");
        stack.undo();
        assertThat(stack.design()).isEqualTo(design);
    }

    @Test
    void setRecordsForAnEntityThatIsGoneIsRefused() {
        assertThatThrownBy(() -> ItemEdits.setRecords("commerce-main", Map.of("Invoice", List.of(customer)), "x")
                .apply(design)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("table commerce-main has no entity Invoice any more: it was renamed or deleted; "
                        + "generate again");
    }

    private final Item explicit = Item.of(Map.of("PK", AttributeValue.s("CUSTOMER#c9")))
            .with("SK", AttributeValue.s("META")).with("note", AttributeValue.s("typed by hand"));

    @Test
    void explicitItemsAreAddedEditedAndDeletedAsUndoableEdits() {
        CommandStack stack = new CommandStack(design);
        stack.push(ItemEdits.addItem("commerce-main", explicit));
        assertThat(stack.design().table().items()).containsExactly(explicit);
        assertThat(stack.undoDescription()).contains("Add item PK = CUSTOMER#c9");

        Item edited = explicit.with("note", AttributeValue.s("changed"));
        stack.push(ItemEdits.replaceItem("commerce-main", 0, explicit, edited));
        assertThat(stack.design().table().items()).containsExactly(edited);
        stack.push(ItemEdits.deleteItem("commerce-main", 0, edited));
        assertThat(stack.design().table().items()).isEmpty();

        stack.undo();
        stack.undo();
        assertThat(stack.design().table().items()).containsExactly(explicit);
        stack.undo();
        assertThat(stack.design()).isEqualTo(design);
    }

    @Test
    void anItemBreakingTheKeySchemaOrRepeatingAKeyIsRefused() {
        Design withOne = ItemEdits.addItem("commerce-main", explicit).apply(design);
        assertThatThrownBy(() -> ItemEdits.addItem("commerce-main", explicit.with("note", AttributeValue.s("2")))
                .apply(withOne)).hasMessage("item 1 of table commerce-main already has this primary key (PK = "
                        + "CUSTOMER#c9, SK = META): a PutItem with the same key replaces the item; change the key or "
                        + "edit that item");
        assertThatThrownBy(() -> ItemEdits.addItem("commerce-main", explicit.without("SK")).apply(design))
                .hasMessage("SK: the table's sort key SK is missing: every item needs its full primary key");
        assertThatThrownBy(() -> ItemEdits.deleteItem("commerce-main", 0, explicit.with("x", AttributeValue.n("1")))
                .apply(withOne)).hasMessageStartingWith("the item is no longer in table commerce-main as it was");
    }
}
