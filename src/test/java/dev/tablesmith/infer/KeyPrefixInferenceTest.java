package dev.tablesmith.infer;

import static dev.tablesmith.infer.Items.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Items without a type attribute: entities come from key prefixes. */
class KeyPrefixInferenceTest {

    @Test
    void commerceMainWithoutItsEntityAttributeIsSplitByKeyPrefixes() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table original = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        SampleData data = ItemMaterializer.materialize(original);
        List<Item> items = data.plainItems().stream().map(i -> i.without("entity")).toList();

        InferenceResult result = DesignInference.infer(Items.describe(original), items, false);

        Table table = result.design().table();
        assertThat(table.entities()).extracting(Entity::name)
                .containsExactly("Customer", "CustomerOrder", "Order", "Item", "Product");
        assertThat(CommerceMainInferenceTest.keys(table.entity("CustomerOrder").orElseThrow())).isEqualTo(Map.of(
                "PK", "CUST#{customerId}", "SK", "ORDER#{orderDate}#{orderId}", "GSI1PK", "STATUS#{status}",
                "GSI1SK", "{orderedAt}", "GSI2PK", "OPEN when status = PENDING"));
        assertThat(CommerceMainInferenceTest.keys(table.entity("Product").orElseThrow()))
                .containsEntry("GSI1SK", "PRICE#{price|pad:7.2}");
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(result.warnings()).isEmpty();
        assertThat(ItemMaterializer.materialize(table).plainItems()).containsExactlyInAnyOrderElementsOf(items);
    }

    @Test
    void aPartitionPrefixNamesTheEntityAndCommonAbbreviationsAreSpelledOut() {
        List<Item> items = List.of(
                item("PK", "CUST#c1", "SK", "PROFILE", "customerId", "c1", "name", "Asha"),
                item("PK", "CUST#c2", "SK", "PROFILE", "customerId", "c2", "name", "Ben"));

        InferenceResult result = DesignInference.infer(Items.pkSk("shop"), items, false);

        Entity customer = result.design().table().entities().get(0);
        assertThat(customer.name()).isEqualTo("Customer");
        assertThat(CommerceMainInferenceTest.keys(customer))
                .isEqualTo(Map.of("PK", "CUST#{customerId}", "SK", "PROFILE"));
    }

    @Test
    void anAdjacencyListSplitsTheSharedPartitionBySortKeyLabel() {
        List<Item> items = List.of(
                item("PK", "ORG#o1", "SK", "ORG#o1", "orgId", "o1", "name", "Acme"),
                item("PK", "ORG#o1", "SK", "USER#u1", "orgId", "o1", "userId", "u1", "email", "a@x.io"),
                item("PK", "ORG#o1", "SK", "USER#u2", "orgId", "o1", "userId", "u2", "email", "b@x.io"),
                item("PK", "ORG#o2", "SK", "ORG#o2", "orgId", "o2", "name", "Initech"),
                item("PK", "ORG#o2", "SK", "USER#u3", "orgId", "o2", "userId", "u3", "email", "c@x.io"));

        InferenceResult result = DesignInference.infer(Items.pkSk("orgs"), items, false);

        Table table = result.design().table();
        assertThat(table.entities()).extracting(Entity::name).containsExactly("Organization", "User");
        assertThat(CommerceMainInferenceTest.keys(table.entity("Organization").orElseThrow()))
                .isEqualTo(Map.of("PK", "ORG#{orgId}", "SK", "ORG#{orgId}"));
        assertThat(CommerceMainInferenceTest.keys(table.entity("User").orElseThrow()))
                .isEqualTo(Map.of("PK", "ORG#{orgId}", "SK", "USER#{userId}"));
        assertThat(result.itemsByEntity().get("User")).hasSize(3);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void itemsWithoutAnyPrefixBelongToOneEntityNamedAfterTheTable() {
        TableDescription description = new TableDescription("user-sessions",
                dev.tablesmith.model.KeySchema.of(dev.tablesmith.model.KeyAttribute.s("sessionId"), null), List.of(),
                null, -1);
        List<Item> items = List.of(item("sessionId", "a1b2", "userId", "u1"), item("sessionId", "c3d4", "userId", "u2"));

        InferenceResult result = DesignInference.infer(description, items, false);

        Entity entity = result.design().table().entities().get(0);
        assertThat(entity.name()).isEqualTo("UserSessions");
        assertThat(CommerceMainInferenceTest.keys(entity)).isEqualTo(Map.of("sessionId", "{sessionId}"));
        assertThat(entity.attribute("sessionId").orElseThrow().required()).isTrue();
        assertThat(entity.records()).hasSize(2);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }
}
