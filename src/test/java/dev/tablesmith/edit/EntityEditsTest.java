package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EntityEditsTest {
    private static final Entity ORDER = new Entity("Order", "", "#FF8B00",
            List.of(Attribute.required("customerId", AttributeType.S), Attribute.required("orderDate", AttributeType.S),
                    Attribute.required("status", AttributeType.S), Attribute.optional("note", AttributeType.S)),
            List.of(EntityKey.of("PK", "CUST#{customerId}"), EntityKey.of("SK", "ORDER#{orderDate|upper}#{orderDate}"),
                    new EntityKey("GSI1PK", "OPEN", "status = PENDING")),
            10, List.of(Item.of(Map.of("customerId", new AttributeValue.S("c1"),
                    "orderDate", new AttributeValue.S("2024-01-01"), "status", new AttributeValue.S("PENDING")))));
    private static final Entity CUSTOMER = new Entity("Customer", "", null,
            List.of(Attribute.required("customerId", AttributeType.S),
                    Attribute.required("orderDate", AttributeType.S)),
            List.of(EntityKey.of("PK", "CUST#{customerId}")), 0, List.of());
    private static final AccessPattern ORDERS_BY_DATE = new AccessPattern("AP1", "Orders by date", "",
            null, List.of("Order"), List.of(Equality.input("customerId")),
            new RangeCondition("orderDate", RangeOperator.BETWEEN), new SortOrder("orderDate", SortDirection.DESC),
            null, 1, null, null, null, Map.of("orderDate", "2024"), null);
    private static final AccessPattern CUSTOMER_BY_DATE = AccessPattern.read("AP2", "Customers by date",
            List.of("Customer"), List.of(Equality.input("orderDate")));

    private final CommandStack stack = new CommandStack(Design.of("d", new Table("t",
            KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), null), Projection.keysOnly())),
            null, List.of(ORDER, CUSTOMER), List.of(ORDERS_BY_DATE, CUSTOMER_BY_DATE), List.of())));

    private Entity entity(String name) {
        return stack.design().table().entity(name).orElseThrow();
    }

    @Test
    void addedAttributeGoesAtTheEndAndUndoRemovesIt() {
        Design before = stack.design();

        stack.push(EntityEdits.addAttribute("t", "Order", Attribute.optional("total", AttributeType.N)));

        assertThat(entity("Order").attributes()).extracting(Attribute::name)
                .containsExactly("customerId", "orderDate", "status", "note", "total");
        stack.undo();
        assertThat(stack.design()).isEqualTo(before);
    }

    @Test
    void duplicateOrEmptyAttributeNameIsRefused() {
        assertThatThrownBy(() -> stack.push(EntityEdits.addAttribute("t", "Order",
                Attribute.required("status", AttributeType.N))))
                .hasMessage("Order already has an attribute named status");
        assertThatThrownBy(() -> stack.push(EntityEdits.addAttribute("t", "Order",
                Attribute.required(" ", AttributeType.N)))).hasMessage("an attribute needs a name");
        assertThatThrownBy(() -> stack.push(EntityEdits.updateAttribute("t", "Order", "note",
                Attribute.required("status", AttributeType.S))))
                .hasMessage("Order already has an attribute named status");
        assertThat(stack.canUndo()).isFalse();
    }

    @Test
    void editingAnAttributeKeepsItsPlaceAndChangesItsFields() {
        Attribute changed = new Attribute("status", AttributeType.S, false, List.of("PENDING"), 3L,
                List.of("PENDING", "PAID"));

        stack.push(EntityEdits.updateAttribute("t", "Order", "status", changed));

        assertThat(entity("Order").attributes().get(2)).isEqualTo(changed);
        assertThat(stack.undoDescription()).contains("Edit attribute status of Order");
    }

    @Test
    void renamingAnAttributeRewritesTemplatesConditionsRecordsAndPatternsOfThatEntityOnly() {
        stack.push(EntityEdits.updateAttribute("t", "Order", "orderDate",
                Attribute.required("placedAt", AttributeType.S)));
        stack.push(EntityEdits.updateAttribute("t", "Order", "status",
                Attribute.required("state", AttributeType.S)));

        Entity order = entity("Order");
        assertThat(order.key("SK").orElseThrow().template()).isEqualTo("ORDER#{placedAt|upper}#{placedAt}");
        assertThat(order.key("PK").orElseThrow().template()).isEqualTo("CUST#{customerId}");
        assertThat(order.key("GSI1PK").orElseThrow().when()).isEqualTo("state = PENDING");
        assertThat(order.records().get(0).has("placedAt")).isTrue();
        assertThat(order.records().get(0).has("orderDate")).isFalse();
        AccessPattern ap1 = stack.design().table().accessPattern("AP1").orElseThrow();
        assertThat(ap1.range().attribute()).isEqualTo("placedAt");
        assertThat(ap1.sort()).isEqualTo(new SortOrder("placedAt", SortDirection.DESC));
        assertThat(ap1.exampleInputs()).containsOnlyKeys("placedAt");
        assertThat(ap1.equalities()).containsExactly(Equality.input("customerId"));
        assertThat(stack.design().table().accessPattern("AP2").orElseThrow().equalities())
                .containsExactly(Equality.input("orderDate"));
        assertThat(entity("Customer").attribute("orderDate")).isPresent();
        assertThat(stack.undoDescription()).contains("Rename attribute status of Order to state");
    }

    @Test
    void removingAnAttributeATemplateUsesIsRefusedNamingTheTemplate() {
        assertThatThrownBy(() -> stack.push(EntityEdits.removeAttribute("t", "Order", "orderDate")))
                .hasMessage("cannot remove orderDate: the SK template ORDER#{orderDate|upper}#{orderDate} of Order"
                        + " uses it");
        assertThatThrownBy(() -> stack.push(EntityEdits.removeAttribute("t", "Order", "status")))
                .hasMessage("cannot remove status: the GSI1PK condition status = PENDING of Order uses it");
    }

    @Test
    void removingAnUnusedAttributeIsUndoable() {
        Design before = stack.design();

        stack.push(EntityEdits.removeAttribute("t", "Order", "note"));

        assertThat(entity("Order").attribute("note")).isEmpty();
        stack.undo();
        assertThat(stack.design()).isEqualTo(before);
    }

    @Test
    void duplicateGoesRightAfterTheOriginalWithItsKeysButNoRecords() {
        stack.push(EntityEdits.duplicateEntity("t", "Order", "Copy of Order"));

        assertThat(stack.design().table().entities()).extracting(Entity::name)
                .containsExactly("Order", "Copy of Order", "Customer");
        Entity copy = entity("Copy of Order");
        assertThat(copy.keys()).isEqualTo(ORDER.keys());
        assertThat(copy.attributes()).isEqualTo(ORDER.attributes());
        assertThat(copy.records()).isEmpty();
        assertThat(copy.colour()).isNotNull().isNotEqualToIgnoringCase(ORDER.colour()); // a colour of its own
    }

    @Test
    void duplicateUnderAnExistingNameIsRefused() {
        assertThatThrownBy(() -> stack.push(EntityEdits.duplicateEntity("t", "Order", "Customer")))
                .hasMessage("an entity named Customer already exists");
    }
}
