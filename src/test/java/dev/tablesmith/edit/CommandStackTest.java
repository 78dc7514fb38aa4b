package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class CommandStackTest {
    private static final Entity ORDER = new Entity("Order", "", null,
            List.of(Attribute.required("orderId", AttributeType.S)),
            List.of(EntityKey.of("PK", "ORDER#{orderId}"), EntityKey.of("SK", "META")), 10, List.of());

    private static Design design() {
        Table table = new Table("t", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), null, null,
                List.of(ORDER), List.of(AccessPattern.read("AP1", "order", List.of("Order"),
                List.of(Equality.input("orderId")))), null);
        return Design.of("d", table);
    }

    @Test
    void undoAndRedoMoveThroughTheHistoryAndCountRevisions() {
        CommandStack stack = new CommandStack(design());
        List<Design> seen = new ArrayList<>();
        stack.addListener(seen::add);
        stack.push(DesignEdits.setKeyTemplate("t", "Order", "SK", "ORDER#{orderId}", null));
        assertThat(stack.design().table().entity("Order").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("ORDER#{orderId}");
        assertThat(stack.undoDescription()).contains("Set Order SK to ORDER#{orderId}");
        stack.undo();
        assertThat(stack.design()).isEqualTo(design());
        assertThat(stack.canRedo()).isTrue();
        stack.redo();
        assertThat(stack.revision()).isEqualTo(3);
        assertThat(seen).hasSize(3);
    }

    @Test
    void renamingAnEntityRenamesItInAccessPatterns() {
        CommandStack stack = new CommandStack(design());
        stack.push(DesignEdits.renameEntity("t", "Order", "Purchase"));
        assertThat(stack.design().table().accessPattern("AP1").orElseThrow().entities()).containsExactly("Purchase");
        assertThatThrownBy(() -> stack.push(DesignEdits.renameEntity("t", "Purchase", "Purchase")))
                .hasMessageContaining("already exists");
    }

    @Test
    void aCommandThatChangesNothingIsNotRecordedAndDirtyFollowsSaves() {
        CommandStack stack = new CommandStack(design());
        stack.push(DesignEdits.deleteEntity("t", "Nothing"));
        assertThat(stack.canUndo()).isFalse();
        assertThat(stack.isDirty()).isFalse();
        stack.push(DesignEdits.deleteEntity("t", "Order"));
        assertThat(stack.isDirty()).isTrue();
        stack.markSaved();
        assertThat(stack.isDirty()).isFalse();
        stack.undo();
        assertThat(stack.isDirty()).isTrue();
        stack.redo();
        assertThat(stack.isDirty()).as("back at the saved design").isFalse();
    }

    @Test
    void editingAKeyKeepsItInKeyAttributeOrder() {
        CommandStack stack = new CommandStack(design());
        stack.push(DesignEdits.setKeyTemplate("t", "Order", "PK", "ORD#{orderId}", null));
        assertThat(stack.design().table().entity("Order").orElseThrow().keys()).extracting(EntityKey::attribute)
                .containsExactly("PK", "SK");
    }

    @Test
    void aCommandMayNotPushAnother() {
        CommandStack stack = new CommandStack(design());
        Command nested = new Command() {
            @Override
            public Design apply(Design d) {
                stack.push(DesignEdits.deleteEntity("t", "Order"));
                return d;
            }

            @Override
            public String description() {
                return "nested";
            }
        };
        assertThatThrownBy(() -> stack.push(nested)).isInstanceOf(IllegalStateException.class);
    }
}
