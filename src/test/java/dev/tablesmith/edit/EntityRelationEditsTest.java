package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.UniqueValue;
import java.util.List;
import org.junit.jupiter.api.Test;

class EntityRelationEditsTest {
    static final Entity CUSTOMER = new Entity("Customer", "", null,
            List.of(Attribute.required("customerId", AttributeType.S), Attribute.required("name", AttributeType.S),
                    Attribute.required("email", AttributeType.S), Attribute.optional("orderCount", AttributeType.N),
                    Attribute.optional("tags", AttributeType.SS)),
            List.of(EntityKey.of("PK", "CUST#{customerId}"), EntityKey.of("SK", "PROFILE")), 10, List.of());
    static final Entity ORDER = new Entity("Order", "", null,
            List.of(Attribute.required("customerId", AttributeType.S), Attribute.required("orderId", AttributeType.S),
                    Attribute.optional("customerName", AttributeType.S), Attribute.optional("total", AttributeType.N),
                    Attribute.optional("status", AttributeType.S)),
            List.of(EntityKey.of("PK", "CUST#{customerId}"), EntityKey.of("SK", "ORDER#{orderId}")), 100, List.of());
    static final Entity HEADER = new Entity("OrderHeader", "", null,
            List.of(Attribute.required("orderId", AttributeType.S)),
            List.of(EntityKey.of("PK", "ORDER#{orderId}"), EntityKey.of("SK", "META")), 100, List.of());

    static Design design() {
        return Design.of("d", new Table("t", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(),
                null, List.of(CUSTOMER, ORDER, HEADER), List.of(), List.of()));
    }

    private final CommandStack stack = new CommandStack(design());

    private Entity entity(String name) {
        return stack.design().table().entity(name).orElseThrow();
    }

    private static final DenormalizedCopy NAME = new DenormalizedCopy("customerName", "Customer", "name",
            CopyMode.SNAPSHOT);

    @Test
    void aCopyIsAddedEditedAndRemovedEachUndoable() {
        Design start = stack.design();
        stack.push(EntityRelationEdits.addCopy("t", "Order", NAME));
        assertThat(entity("Order").copies()).containsExactly(NAME);
        assertThat(stack.undoDescription()).contains("Add copy Order.customerName = Customer.name");
        Design added = stack.design();

        DenormalizedCopy live = new DenormalizedCopy("customerName", "Customer", "name", CopyMode.LIVE);
        stack.push(EntityRelationEdits.updateCopy("t", "Order", NAME, live));
        assertThat(entity("Order").copies()).containsExactly(live);
        Design edited = stack.design();

        stack.push(EntityRelationEdits.removeCopy("t", "Order", live));
        assertThat(entity("Order").copies()).isEmpty();

        stack.undo();
        assertThat(stack.design()).isEqualTo(edited);
        stack.undo();
        assertThat(stack.design()).isEqualTo(added);
        stack.undo();
        assertThat(stack.design()).isEqualTo(start);
        stack.redo();
        stack.redo();
        assertThat(stack.design()).isEqualTo(edited);
    }

    @Test
    void aWholeItemCopyHasNoAttributesAndIsDeclaredOncePerSource() {
        DenormalizedCopy whole = new DenormalizedCopy(null, "Order", "", CopyMode.LIVE);
        stack.push(EntityRelationEdits.addCopy("t", "OrderHeader", whole));

        assertThat(entity("OrderHeader").copies()).containsExactly(new DenormalizedCopy(null, "Order", null,
                CopyMode.LIVE));
        assertThatThrownBy(() -> stack.push(EntityRelationEdits.addCopy("t", "OrderHeader",
                new DenormalizedCopy(null, "Order", null, CopyMode.SNAPSHOT))))
                .hasMessage("OrderHeader is already a whole-item copy of Order");
    }

    @Test
    void aCopysSourceEntityMustExistAndBeAnother() {
        assertThat(EntityRelationRules.copy(stack.design().table(), "Order",
                new DenormalizedCopy("customerName", "Custmer", "name", CopyMode.SNAPSHOT), null))
                .contains(new FieldRefusal("sourceEntity", "the source entity Custmer does not exist in this table"));
        assertThat(EntityRelationRules.copy(stack.design().table(), "Order",
                new DenormalizedCopy("customerName", " ", null, CopyMode.SNAPSHOT), null))
                .contains(new FieldRefusal("sourceEntity", "choose the entity the copied data belongs to"));
        assertThatThrownBy(() -> stack.push(EntityRelationEdits.addCopy("t", "Order",
                new DenormalizedCopy("customerName", "Order", "status", CopyMode.SNAPSHOT))))
                .hasMessage("Order cannot copy from itself: a copy holds another entity's data");
        assertThat(stack.canUndo()).isFalse();
    }

    @Test
    void aCopysAttributesMustExistOnBothSidesWithOneType() {
        Table table = stack.design().table();
        assertThat(EntityRelationRules.copy(table, "Order",
                new DenormalizedCopy("buyer", "Customer", "name", CopyMode.SNAPSHOT), null))
                .contains(new FieldRefusal("attribute", "Order has no attribute buyer: add it under Attributes first"));
        assertThat(EntityRelationRules.copy(table, "Order",
                new DenormalizedCopy("customerName", "Customer", null, CopyMode.SNAPSHOT), null))
                .contains(new FieldRefusal("sourceAttribute",
                        "choose the attribute of Customer that customerName copies"));
        assertThat(EntityRelationRules.copy(table, "Order",
                new DenormalizedCopy("customerName", "Customer", "nme", CopyMode.SNAPSHOT), null))
                .contains(new FieldRefusal("sourceAttribute", "Customer has no attribute nme"));
        assertThat(EntityRelationRules.copy(table, "Order",
                new DenormalizedCopy("total", "Customer", "name", CopyMode.SNAPSHOT), null))
                .contains(new FieldRefusal("sourceAttribute",
                        "Order.total is N, but Customer.name is S: a copy has the type of its source"));
    }

    @Test
    void anAttributeHoldsOneCopyOrOneAggregate() {
        stack.push(EntityRelationEdits.addCopy("t", "Order", NAME));
        assertThatThrownBy(() -> stack.push(EntityRelationEdits.addCopy("t", "Order",
                new DenormalizedCopy("customerName", "Customer", "email", CopyMode.SNAPSHOT))))
                .hasMessage("Order.customerName already holds a copy of Customer.name");
        // Editing the copy in place is not a clash with itself.
        stack.push(EntityRelationEdits.updateCopy("t", "Order", NAME,
                new DenormalizedCopy("customerName", "Customer", "email", CopyMode.SNAPSHOT)));
        assertThat(entity("Order").copies()).extracting(DenormalizedCopy::sourceAttribute).containsExactly("email");

        stack.push(EntityRelationEdits.addAggregate("t", "Customer",
                new Aggregate("orderCount", "Order", AggregateRule.COUNT, null, MaintainedBy.STREAM)));
        assertThat(EntityRelationRules.copy(stack.design().table(), "Customer",
                new DenormalizedCopy("orderCount", "Order", "total", CopyMode.SNAPSHOT), null))
                .contains(new FieldRefusal("attribute",
                        "Customer.orderCount already holds an aggregate (COUNT of Order)"));
    }

    @Test
    void anAggregateIsAddedEditedAndRemovedEachUndoable() {
        Design start = stack.design();
        Aggregate count = new Aggregate("orderCount", "Order", AggregateRule.COUNT, null, MaintainedBy.STREAM);
        stack.push(EntityRelationEdits.addAggregate("t", "Customer", count));
        assertThat(stack.undoDescription()).contains("Add aggregate Customer.orderCount = COUNT of Order");
        Aggregate sum = new Aggregate("orderCount", "Order", AggregateRule.SUM, "total", MaintainedBy.TRANSACTION);
        stack.push(EntityRelationEdits.updateAggregate("t", "Customer", count, sum));
        assertThat(entity("Customer").aggregates()).containsExactly(sum);
        Design edited = stack.design();
        stack.push(EntityRelationEdits.removeAggregate("t", "Customer", sum));
        assertThat(entity("Customer").aggregates()).isEmpty();

        stack.undo();
        assertThat(stack.design()).isEqualTo(edited);
        stack.undo();
        stack.undo();
        assertThat(stack.design()).isEqualTo(start);
    }

    @Test
    void aSumNeedsANumericSourceAttributeAndACountNone() {
        Table table = stack.design().table();
        assertThat(EntityRelationRules.aggregate(table, "Customer",
                new Aggregate("orderCount", "Order", AggregateRule.SUM, null, null), null))
                .contains(new FieldRefusal("sourceAttribute",
                        "a SUM needs a numeric source attribute: choose the attribute of Order it adds up"));
        assertThat(EntityRelationRules.aggregate(table, "Customer",
                new Aggregate("orderCount", "Order", AggregateRule.SUM, "status", null), null))
                .contains(new FieldRefusal("sourceAttribute",
                        "a SUM needs a numeric source attribute: Order.status is S, not N"));
        assertThat(EntityRelationRules.aggregate(table, "Customer",
                new Aggregate("orderCount", "Order", AggregateRule.COUNT, "total", null), null))
                .contains(new FieldRefusal("sourceAttribute",
                        "a COUNT counts Order items and adds up no attribute: leave the summed attribute empty"));
        assertThat(EntityRelationRules.aggregate(table, "Customer",
                new Aggregate("orderCount", "Order", AggregateRule.SUM, "total", null), null)).isEmpty();
    }

    @Test
    void anAggregateIsANumberOfAnExistingEntity() {
        Table table = stack.design().table();
        assertThat(EntityRelationRules.aggregate(table, "Customer",
                new Aggregate("name", "Order", AggregateRule.COUNT, null, null), null))
                .contains(new FieldRefusal("attribute", "Customer.name holds a COUNT, so it must be a number (N),"
                        + " not S"));
        assertThat(EntityRelationRules.aggregate(table, "Customer",
                new Aggregate("", "Order", AggregateRule.SUM, null, null), null))
                .contains(new FieldRefusal("attribute", "choose the attribute of Customer that holds the sum"));
        assertThatThrownBy(() -> stack.push(EntityRelationEdits.addAggregate("t", "Customer",
                new Aggregate("orderCount", "Invoice", AggregateRule.COUNT, null, null))))
                .hasMessage("the source entity Invoice does not exist in this table");
    }

    @Test
    void aUniqueValueIsAddedAndRemovedEachUndoable() {
        Design start = stack.design();
        UniqueValue email = new UniqueValue("email", " EMAIL#{email} ");
        stack.push(EntityRelationEdits.addUniqueValue("t", "Customer", email));
        assertThat(entity("Customer").uniqueValues()).containsExactly(new UniqueValue("email", "EMAIL#{email}"));
        assertThat(stack.undoDescription()).contains("Make Customer.email unique");
        Design added = stack.design();

        stack.push(EntityRelationEdits.removeUniqueValue("t", "Customer", new UniqueValue("email", "EMAIL#{email}")));
        assertThat(entity("Customer").uniqueValues()).isEmpty();
        stack.undo();
        assertThat(stack.design()).isEqualTo(added);
        stack.undo();
        assertThat(stack.design()).isEqualTo(start);
    }

    @Test
    void aGuardKeyParsesNamesTheUniqueAttributeAndIsNoEntitysOwnKey() {
        Table table = stack.design().table();
        assertThat(EntityRelationRules.uniqueValue(table, "Customer", new UniqueValue("email", "EMAIL#{email"), null))
                .contains(new FieldRefusal("keyTemplate",
                        "guard key column 7: unclosed '{' opened at column 7 in EMAIL#{email"));
        assertThat(EntityRelationRules.uniqueValue(table, "Customer", new UniqueValue("email", "EMAIL#"), null))
                .contains(new FieldRefusal("keyTemplate",
                        "the guard key EMAIL# must contain {email}, so each value gets a guard item of its own"));
        assertThat(EntityRelationRules.uniqueValue(table, "Customer", new UniqueValue("email", "{mail}"), null))
                .contains(new FieldRefusal("keyTemplate", "{mail} is not an attribute of Customer"));
        assertThat(EntityRelationRules.uniqueValue(table, "Customer", new UniqueValue("email", ""), null))
                .contains(new FieldRefusal("keyTemplate",
                        "the guard item needs a partition key template, e.g. EMAIL#{email}"));
        assertThat(EntityRelationRules.uniqueValue(table, "Customer",
                new UniqueValue("customerId", "CUST#{customerId}"), null))
                .contains(new FieldRefusal("keyTemplate", "the guard key CUST#{customerId} is Customer's own PK"
                        + " template: guard items would overwrite Customer items"));
    }

    @Test
    void aUniqueAttributeIsAKeyTypeDeclaredOnce() {
        stack.push(EntityRelationEdits.addUniqueValue("t", "Customer", new UniqueValue("email", "EMAIL#{email}")));
        Table table = stack.design().table();
        assertThat(EntityRelationRules.uniqueValue(table, "Customer", new UniqueValue("email", "MAIL#{email}"), null))
                .contains(new FieldRefusal("attribute", "Customer.email is already unique (guard key"
                        + " EMAIL#{email})"));
        assertThat(EntityRelationRules.uniqueValue(table, "Customer", new UniqueValue("tags", "TAG#{tags}"), null))
                .contains(new FieldRefusal("attribute", "Customer.tags is SS, but a guard item's key holds the"
                        + " value, so a unique attribute must be S, N or B"));
        stack.push(EntityRelationEdits.updateUniqueValue("t", "Customer", new UniqueValue("email", "EMAIL#{email}"),
                new UniqueValue("email", "MAIL#{email|lower}")));
        assertThat(entity("Customer").uniqueValues()).containsExactly(new UniqueValue("email", "MAIL#{email|lower}"));
    }

    @Test
    void editingOrRemovingADeclarationThatIsGoneIsRefused() {
        assertThatThrownBy(() -> stack.push(EntityRelationEdits.removeCopy("t", "Order", NAME)))
                .hasMessage("Order has no copy Order.customerName = Customer.name");
        assertThatThrownBy(() -> stack.push(EntityRelationEdits.removeUniqueValue("t", "Customer",
                new UniqueValue("email", "EMAIL#{email}")))).hasMessage("Customer.email is not unique");
        assertThatThrownBy(() -> stack.push(EntityRelationEdits.addCopy("t", "Invoice", NAME)))
                .hasMessage("there is no entity named Invoice");
    }

    @Test
    void suggestedGuardKeyIsTheAttributeInCapitals() {
        assertThat(EntityRelationRules.suggestedGuardKey("email")).isEqualTo("EMAIL#{email}");
        assertThat(EntityRelationRules.suggestedGuardKey("userName")).isEqualTo("USER_NAME#{userName}");
    }

    /** Customer.orderCount counts Orders, Order.customerName copies Customer.name, Customer.email is unique. */
    private void declareAll() {
        stack.push(EntityRelationEdits.addCopy("t", "Order", NAME));
        stack.push(EntityRelationEdits.addAggregate("t", "Customer",
                new Aggregate("orderCount", "Order", AggregateRule.SUM, "total", MaintainedBy.STREAM)));
        stack.push(EntityRelationEdits.addUniqueValue("t", "Customer", new UniqueValue("email", "EMAIL#{email}")));
    }

    @Test
    void renamingAnAttributeRenamesItInEveryDeclarationThatNamesIt() {
        declareAll();
        stack.push(EntityEdits.updateAttribute("t", "Customer", "name", Attribute.required("fullName",
                AttributeType.S)));
        stack.push(EntityEdits.updateAttribute("t", "Customer", "email", Attribute.required("mail",
                AttributeType.S)));
        stack.push(EntityEdits.updateAttribute("t", "Order", "total", Attribute.optional("amount",
                AttributeType.N)));

        assertThat(entity("Order").copies()).containsExactly(new DenormalizedCopy("customerName", "Customer",
                "fullName", CopyMode.SNAPSHOT));
        assertThat(entity("Customer").uniqueValues()).containsExactly(new UniqueValue("mail", "EMAIL#{mail}"));
        assertThat(entity("Customer").aggregates()).extracting(Aggregate::sourceAttribute).containsExactly("amount");
    }

    @Test
    void renamingAnEntityRenamesItAsASource() {
        declareAll();
        stack.push(DesignEdits.renameEntity("t", "Customer", "Client"));
        stack.push(DesignEdits.renameEntity("t", "Order", "Purchase"));

        assertThat(entity("Purchase").copies()).extracting(DenormalizedCopy::sourceText)
                .containsExactly("Client.name");
        assertThat(entity("Client").aggregates()).extracting(Aggregate::sourceEntity).containsExactly("Purchase");
    }

    @Test
    void anAttributeADeclarationNamesCannotBeRemoved() {
        declareAll();
        stack.push(EntityDetailEdits.setTtlAttribute("t", "Customer", "orderCount"));
        stack.push(EntityRelationEdits.removeAggregate("t", "Customer", entity("Customer").aggregates().get(0)));
        assertThatThrownBy(() -> stack.push(EntityEdits.removeAttribute("t", "Order", "customerName")))
                .hasMessage("cannot remove customerName: it holds a copy of Customer.name");
        assertThatThrownBy(() -> stack.push(EntityEdits.removeAttribute("t", "Customer", "name")))
                .hasMessage("cannot remove name: Order.customerName is a copy of it");
        assertThatThrownBy(() -> stack.push(EntityEdits.removeAttribute("t", "Customer", "email")))
                .hasMessage("cannot remove email: the unique value guard EMAIL#{email} of Customer uses it");
        assertThatThrownBy(() -> stack.push(EntityEdits.removeAttribute("t", "Customer", "orderCount")))
                .hasMessage("cannot remove orderCount: Customer expires by it");
        stack.undo(); // the aggregate is back
        stack.undo(); // and the expiry gone
        assertThatThrownBy(() -> stack.push(EntityEdits.removeAttribute("t", "Order", "total")))
                .hasMessage("cannot remove total: Customer.orderCount sums it");
        assertThatThrownBy(() -> stack.push(EntityEdits.removeAttribute("t", "Customer", "orderCount")))
                .hasMessage("cannot remove orderCount: it holds the aggregate SUM of Order.total");
        stack.push(EntityEdits.removeAttribute("t", "Customer", "tags"));
        assertThat(entity("Customer").attribute("tags")).isEmpty();
    }
}
