package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Setting and removing the sparse condition of an entity key, keeping its template, as one undoable command. */
class KeyConditionEditsTest {
    private static final Entity ORDER = new Entity("Order", "", null,
            List.of(Attribute.required("orderId", AttributeType.S), Attribute.required("status", AttributeType.S)),
            List.of(EntityKey.of("PK", "ORDER#{orderId}"), EntityKey.of("GSI1PK", "OPEN")), 10, List.of());

    private final CommandStack stack = new CommandStack(Design.of("d", new Table("t",
            KeySchema.of(KeyAttribute.s("PK"), null),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), null), Projection.keysOnly())),
            null, List.of(ORDER), List.of(), List.of())));

    private EntityKey key(String attribute) {
        return stack.design().table().entity("Order").orElseThrow().key(attribute).orElseThrow();
    }

    @Test
    void aConditionKeepsTheTemplateAndItsPlaceAndUndoRestoresTheDesign() {
        Design before = stack.design();

        stack.push(DesignEdits.setKeyCondition("t", "Order", "GSI1PK", " status = PENDING "));

        assertThat(key("GSI1PK")).isEqualTo(new EntityKey("GSI1PK", "OPEN", "status = PENDING"));
        assertThat(stack.design().table().entity("Order").orElseThrow().keys()).extracting(EntityKey::attribute)
                .containsExactly("PK", "GSI1PK");
        assertThat(stack.undoDescription()).contains("Set the condition of Order GSI1PK to status = PENDING");
        stack.undo();
        assertThat(stack.design()).isEqualTo(before);
    }

    @Test
    void aBlankConditionRemovesIt() {
        stack.push(DesignEdits.setKeyCondition("t", "Order", "GSI1PK", "status = PENDING"));

        stack.push(DesignEdits.setKeyCondition("t", "Order", "GSI1PK", " "));

        assertThat(key("GSI1PK")).isEqualTo(EntityKey.of("GSI1PK", "OPEN"));
        assertThat(stack.undoDescription()).contains("Remove the condition of Order GSI1PK");
    }

    @Test
    void aKeyTheEntityDoesNotWriteHasNoCondition() {
        assertThatThrownBy(() -> stack.push(DesignEdits.setKeyCondition("t", "Order", "GSI2PK", "status = PAID")))
                .hasMessage("Order does not write GSI2PK: a condition needs a key template");
        assertThat(stack.canUndo()).isFalse();
    }
}
