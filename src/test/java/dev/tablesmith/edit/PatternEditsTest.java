package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class PatternEditsTest {
    private static Design design() {
        Table table = new Table("t", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), null, null,
                List.of(), List.of(
                AccessPattern.read("AP1", "order", List.of("Order"), List.of(Equality.input("orderId"))),
                AccessPattern.read("AP2", "customer", List.of("Customer"), List.of(Equality.input("customerId")))),
                null);
        return Design.of("d", table);
    }

    private static List<String> ids(CommandStack stack) {
        return stack.design().table().accessPatterns().stream().map(AccessPattern::id).toList();
    }

    @Test
    void deleteRemovesThePatternAndUndoPutsItBackInItsPlace() {
        CommandStack stack = new CommandStack(design());
        stack.push(PatternEdits.delete("t", "AP1"));
        assertThat(ids(stack)).containsExactly("AP2");
        assertThat(stack.undoDescription()).contains("Delete access pattern AP1");
        stack.undo();
        assertThat(stack.design()).isEqualTo(design());
    }

    @Test
    void duplicateInsertsACopyWithTheNewIdAfterTheOriginal() {
        CommandStack stack = new CommandStack(design());
        stack.push(PatternEdits.duplicate("t", "AP1", "AP3"));
        assertThat(ids(stack)).containsExactly("AP1", "AP3", "AP2");
        AccessPattern copy = stack.design().table().accessPattern("AP3").orElseThrow();
        assertThat(copy.name()).isEqualTo("order (copy)");
        assertThat(copy.equalities()).containsExactly(Equality.input("orderId"));
    }

    @Test
    void duplicateUnderAnIdInUseIsRefused() {
        assertThatThrownBy(() -> PatternEdits.duplicate("t", "AP1", "AP2").apply(design()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("AP2 already exists");
    }

    @Test
    void editReplacesThePatternInPlaceAndRefusesAnUnknownId() {
        AccessPattern renamed = AccessPattern.read("AP1", "one order", List.of("Order"),
                List.of(Equality.input("orderId")));
        Design after = PatternEdits.edit("t", "Rename", renamed).apply(design());
        assertThat(after.table().accessPatterns().get(0).name()).isEqualTo("one order");
        assertThat(PatternEdits.edit("t", "Set name", renamed).description()).isEqualTo(
                "Set name of AP1");
        AccessPattern unknown = AccessPattern.read("AP9", "x", List.of(), List.of());
        assertThatThrownBy(() -> PatternEdits.edit("t", "Rename", unknown).apply(design()))
                .hasMessageContaining("no access pattern AP9");
        assertThatThrownBy(() -> PatternEdits.delete("t", "AP9").apply(design()))
                .hasMessageContaining("no access pattern AP9");
    }
}
