package dev.tablesmith.template;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.edit.CommandStack;
import dev.tablesmith.edit.EntityEdits;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class AttributeNamesTest {
    @Test
    void aNameWithASpaceIsRefusedWithTheOneWordItCouldBe() {
        assertThat(AttributeNames.problem("display name")).hasValueSatisfying(m -> assertThat(m)
                .contains("has a space at character 8").contains("displayName"));
    }

    @Test
    void namesATemplateReadsAsSyntaxAreRefusedAndOrdinaryNamesAccepted() {
        assertThat(AttributeNames.problem("price|usd")).hasValueSatisfying(m -> assertThat(m).contains("'|'"));
        assertThat(AttributeNames.problem("a:b")).isPresent();
        assertThat(AttributeNames.problem("customer-id")).isEmpty();
        assertThat(AttributeNames.problem("order.date_2")).isEmpty();
    }

    @Test
    void everyNameTheRuleAcceptsCanBeUsedInATemplateAndACondition() {
        for (String name : List.of("customer-id", "order.date_2", "ÄÖü", "x#y")) {
            assertThat(KeyTemplate.parse("A#{" + name + "}").attributeNames()).containsExactly(name);
            assertThat(SparseCondition.parse(name + " = X").attributes()).containsExactly(name);
        }
    }

    @Test
    void theAttributeEditRefusesANameTemplatesCannotUse() {
        Entity post = new Entity("Post", "", null, List.of(), List.of(), 0, List.of());
        CommandStack stack = new CommandStack(Design.of("d", new Table("t",
                KeySchema.of(KeyAttribute.s("PK"), null), List.of(), null, List.of(post), null, List.of())));

        assertThatThrownBy(() -> stack.push(EntityEdits.addAttribute("t", "Post",
                Attribute.optional("display name", AttributeType.S))))
                .hasMessageContaining("displayName");
    }
}
