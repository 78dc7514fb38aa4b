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
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntityDetailEditsTest {
    private static final Entity SESSION = new Entity("Session", "A login session.", "#4C9AFF",
            List.of(Attribute.required("sessionId", AttributeType.S), Attribute.required("expiresAt", AttributeType.N),
                    Attribute.optional("createdAt", AttributeType.S)),
            List.of(EntityKey.of("PK", "SESSION#{sessionId}")), 5000, List.of());

    private final CommandStack stack = new CommandStack(Design.of("d", new Table("t",
            KeySchema.of(KeyAttribute.s("PK"), null), List.of(), null, List.of(SESSION), List.of(), List.of())));

    private Entity session() {
        return stack.design().table().entity("Session").orElseThrow();
    }

    @Test
    void ttlAttributeIsSetAndClearedEachUndoable() {
        Design start = stack.design();
        stack.push(EntityDetailEdits.setTtlAttribute("t", "Session", "expiresAt"));
        assertThat(session().ttlAttribute()).isEqualTo("expiresAt");
        assertThat(stack.undoDescription()).contains("Set expiry of Session to expiresAt");
        Design set = stack.design();

        stack.push(EntityDetailEdits.setTtlAttribute("t", "Session", null));
        assertThat(session().ttlAttribute()).isNull();
        assertThat(stack.undoDescription()).contains("Remove expiry of Session");

        stack.undo();
        assertThat(stack.design()).isEqualTo(set);
        stack.undo();
        assertThat(stack.design()).isEqualTo(start);
        stack.redo();
        assertThat(stack.design()).isEqualTo(set);
    }

    @Test
    void ttlAttributeMustBeANumberTheEntityHas() {
        assertThatThrownBy(() -> stack.push(EntityDetailEdits.setTtlAttribute("t", "Session", "createdAt")))
                .hasMessage("the TTL attribute must be a number (N) of epoch seconds: Session.createdAt is S, and"
                        + " TTL skips items whose attribute is not a number");
        assertThatThrownBy(() -> stack.push(EntityDetailEdits.setTtlAttribute("t", "Session", "expires")))
                .hasMessage("Session has no attribute expires");
        assertThat(stack.canUndo()).isFalse();
    }

    @Test
    void estimatedItemCountAndDescriptionAreSetKeepingTheRest() {
        stack.push(EntityDetailEdits.setTtlAttribute("t", "Session", "expiresAt"));
        stack.push(EntityDetailEdits.setEstimatedItemCount("t", "Session", 2_000_000));
        assertThat(stack.undoDescription()).contains("Set estimated items of Session to 2,000,000");
        stack.push(EntityDetailEdits.setDescription("t", "Session", "  Expires after 30 days.  "));

        Entity changed = session();
        assertThat(changed.estimatedItemCount()).isEqualTo(2_000_000);
        assertThat(changed.description()).isEqualTo("Expires after 30 days.");
        assertThat(changed.ttlAttribute()).isEqualTo("expiresAt");
        assertThat(changed.colour()).isEqualTo("#4C9AFF");
        assertThat(changed.keys()).isEqualTo(SESSION.keys());
        stack.undo();
        assertThat(session().description()).isEqualTo("A login session.");
        stack.undo();
        assertThat(session().estimatedItemCount()).isEqualTo(5000);
    }

    @Test
    void negativeCountIsRefusedAndAnUnchangedValueRecordsNothing() {
        assertThatThrownBy(() -> stack.push(EntityDetailEdits.setEstimatedItemCount("t", "Session", -1)))
                .hasMessage("the estimated number of items cannot be negative");
        stack.push(EntityDetailEdits.setDescription("t", "Session", "A login session."));
        assertThat(stack.canUndo()).isFalse();
    }
}
