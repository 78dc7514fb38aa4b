package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Editing the table's own key schema on commerce-main. */
class TableKeyEditsTest {
    private static final String T = "commerce-main";
    private final CommandStack stack = new CommandStack(IndexEditsTest.commerceMain());

    private Table table() {
        return stack.design().table();
    }

    private String template(String entity, String key) {
        return table().entity(entity).orElseThrow().key(key).map(EntityKey::template).orElse(null);
    }

    @Test
    void renamingTheKeyAttributesRenamesEveryTemplateAndTheLsisPartitionKey() {
        stack.push(IndexEdits.addIndex(T, SecondaryIndex.lsi("ByTotal",
                new KeySchema(List.of(), List.of(KeyAttribute.s("LSI1SK"))), Projection.keysOnly())));

        stack.push(TableKeySchema.rename(T));

        assertThat(table().keySchema().attributeNames()).containsExactly("pk", "sk");
        assertThat(template("Order", "pk")).isEqualTo("CUST#{customerId}");
        assertThat(template("Order", "sk")).isEqualTo("ORDER#{orderDate}#{orderId}");
        assertThat(template("Order", "PK")).isNull();
        assertThat(table().index("ByTotal").orElseThrow().keySchema().partitionKey())
                .containsExactly(KeyAttribute.s("pk"));
        assertThat(new DesignValidator().validate(stack.design())).isEmpty();
        assertThat(stack.undoDescription()).contains("Edit the table's key schema");
    }

    @Test
    void explicitItemsFollowARenamedKeyAttribute() {
        Item item = Item.of(Map.of("PK", new AttributeValue.S("X#1"), "SK", new AttributeValue.S("META")));
        stack.push(DesignEdits.onTable(T, "Add an item", t -> t.withItems(List.of(item))));

        SchemaChange change = TableKeyEdits.plan(table(), TableKeySchema.LOWER);

        assertThat(change.table().items().get(0).attributes()).containsOnlyKeys("pk", "sk");
        assertThat(change.effects()).contains("1 explicit item: key PK renamed to pk");
    }

    @Test
    void aNewSortKeyStartsAsACopyOfEachEntitysPartitionKeyTemplate() {
        Table noSort = TableKeyEdits.plan(table(), KeySchema.of(KeyAttribute.s("PK"), null)).table();
        stack.push(DesignEdits.onTable(T, "No sort key", t -> noSort));
        assertThat(template("Order", "SK")).isNull();

        SchemaChange change = TableKeyEdits.plan(table(), KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")));

        Entity order = change.table().entity("Order").orElseThrow();
        assertThat(order.key("SK").orElseThrow().template()).isEqualTo("CUST#{customerId}");
        assertThat(change.effects()).last().asString().startsWith("Customer, Order, OrderHeader, OrderItem, Product:"
                + " SK template set to a copy of the PK template");
    }

    @Test
    void removingTheSortKeyOfATableWithAnLsiIsRefused() {
        stack.push(IndexEdits.addIndex(T, SecondaryIndex.lsi("ByTotal",
                new KeySchema(List.of(), List.of(KeyAttribute.s("LSI1SK"))), Projection.keysOnly())));
        Design before = stack.design();

        assertThatThrownBy(() -> stack.push(TableKeyEdits.setKeySchema(T, KeySchema.of(KeyAttribute.s("PK"), null))))
                .hasMessage("ByTotal needs a table with a sort key (DynamoDB allows LSIs only on tables whose primary"
                        + " key has a sort key)");
        assertThat(stack.design()).isEqualTo(before);
    }

    @Test
    void aPartitionKeyTypeTheTemplatesCannotRenderIsRefused() {
        assertThatThrownBy(() -> stack.push(TableKeyEdits.setKeySchema(T,
                KeySchema.of(KeyAttribute.n("PK"), KeyAttribute.s("SK")))))
                .hasMessage("'PK' is an N key attribute, so its template must be one placeholder of an N attribute,"
                        + " without literal text or filters");
    }

    /** The lower-case key schema the tests rename to. */
    private static final class TableKeySchema {
        static final KeySchema LOWER = KeySchema.of(KeyAttribute.s("pk"), KeyAttribute.s("sk"));

        static Command rename(String table) {
            return TableKeyEdits.setKeySchema(table, LOWER);
        }
    }
}
