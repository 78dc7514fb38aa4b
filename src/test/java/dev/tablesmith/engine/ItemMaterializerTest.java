package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ItemMaterializerTest {
    private static Table commerce;

    @BeforeAll
    static void loadCommerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        commerce = design.table();
    }

    private static SampleItem find(SampleData data, String pk, String sk) {
        return data.items().stream()
                .filter(i -> i.item().get("PK").equals(java.util.Optional.of(AttributeValue.s(pk)))
                        && i.item().get("SK").equals(java.util.Optional.of(AttributeValue.s(sk))))
                .findFirst().orElseThrow(() -> new AssertionError("no item " + pk + " / " + sk));
    }

    @Test
    void seedOrderRendersItsKeysAndSparseOpenFlag() {
        SampleData data = ItemMaterializer.materialize(commerce);
        assertThat(data.problems()).isEmpty();
        Item order = find(data, "CUST#c1", "ORDER#2026-07-14#o9").item();
        assertThat(order.get("GSI1PK")).contains(AttributeValue.s("STATUS#PENDING"));
        assertThat(order.get("GSI2PK")).contains(AttributeValue.s("OPEN"));
        assertThat(order.attributes().keySet()).startsWith("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK");
    }

    @Test
    void fulfilledOrderHasNoGsi2pkSoItIsNotInGsi2() {
        SampleData data = ItemMaterializer.materialize(commerce);
        List<SampleItem> orders = data.items().stream().filter(i -> "Order".equals(i.entity())).toList();
        assertThat(orders).isNotEmpty().allSatisfy(o -> {
            boolean pending = o.item().get("status").equals(java.util.Optional.of(AttributeValue.s("PENDING")));
            assertThat(o.item().has("GSI2PK")).isEqualTo(pending);
        });
        assertThat(orders).anySatisfy(o -> assertThat(o.item().has("GSI2PK")).isFalse());
    }

    @Test
    void productPriceIsZeroPaddedInGsi1sk() {
        SampleData data = ItemMaterializer.materialize(commerce);
        assertThat(find(data, "PROD#sku-101", "META").item().get("GSI1SK"))
                .contains(AttributeValue.s("PRICE#0000019.99"));
    }

    private static Table tinyTable(List<Item> explicitItems, Entity... entities) {
        return new Table("t", commerce.keySchema(), commerce.indexes(), null, List.of(entities), null, explicitItems);
    }

    @Test
    void recordMissingATableKeyAttributeIsReportedAndNotStored() {
        Entity order = new Entity("Order", "", null,
                List.of(Attribute.required("orderId", AttributeType.S), Attribute.optional("day", AttributeType.S)),
                List.of(EntityKey.of("PK", "ORDER#{orderId}"), EntityKey.of("SK", "DAY#{day}")), 1,
                List.of(Item.of(Map.of("orderId", AttributeValue.s("o1")))));
        SampleData data = ItemMaterializer.materialize(tinyTable(List.of(), order));
        assertThat(data.items()).isEmpty();
        assertThat(data.problems()).singleElement().hasToString(
                "Order record 1: SK: missing attribute 'day' (the item cannot be stored without its full primary key)");
    }

    @Test
    void recordWithANumberDynamoDbCannotStoreIsReportedAndNotStored() {
        Entity order = new Entity("Order", "", null,
                List.of(Attribute.required("orderId", AttributeType.S), Attribute.optional("total", AttributeType.N)),
                List.of(EntityKey.of("PK", "ORDER#{orderId}"), EntityKey.of("SK", "META")), 2,
                List.of(Item.of(Map.of("orderId", AttributeValue.s("o1"), "total", AttributeValue.n("1E+126"))),
                        Item.of(Map.of("orderId", AttributeValue.s("o2"), "total", AttributeValue.n("12.5")))));

        SampleData data = ItemMaterializer.materialize(tinyTable(List.of(), order));

        assertThat(data.items()).singleElement().satisfies(i -> assertThat(i.item().get("orderId"))
                .contains(AttributeValue.s("o2")));
        assertThat(data.problems()).singleElement().hasToString("Order record 1: total: '1E+126': Number overflow. "
                + "Attempting to store a number with magnitude larger than supported range (DynamoDB refuses the "
                + "item)");
    }

    @Test
    void indexKeyWithAMissingAttributeIsLeftOutSilently() {
        Entity order = new Entity("Order", "", null,
                List.of(Attribute.required("orderId", AttributeType.S), Attribute.optional("carrier", AttributeType.S)),
                List.of(EntityKey.of("PK", "ORDER#{orderId}"), EntityKey.of("SK", "META"),
                        EntityKey.of("GSI1PK", "CARRIER#{carrier}"), EntityKey.of("GSI1SK", "{orderId}")), 1,
                List.of(Item.of(Map.of("orderId", AttributeValue.s("o1")))));
        SampleData data = ItemMaterializer.materialize(tinyTable(List.of(), order));
        assertThat(data.problems()).isEmpty();
        assertThat(data.items().get(0).item().attributes().keySet()).containsExactly("PK", "SK", "GSI1SK",
                "orderId");
        IndexView gsi1 = IndexView.build(IndexSpec.of(commerce, commerce.index("GSI1").orElseThrow()),
                data.plainItems());
        assertThat(gsi1.excluded()).singleElement().extracting(Exclusion::reason).isEqualTo("missing GSI1PK");
    }

    @Test
    void explicitItemsAreAttributedToTheMostSpecificMatchingEntity() {
        Entity customer = new Entity("Customer", "", null, List.of(Attribute.required("customerId", AttributeType.S)),
                List.of(EntityKey.of("PK", "CUST#{customerId}"), EntityKey.of("SK", "PROFILE")), 1, List.of());
        Entity anything = new Entity("Anything", "", null,
                List.of(Attribute.required("a", AttributeType.S), Attribute.required("b", AttributeType.S)),
                List.of(EntityKey.of("PK", "{a}"), EntityKey.of("SK", "{b}")), 1, List.of());
        Item profile = Item.of(Map.of("PK", AttributeValue.s("CUST#c7"), "SK", AttributeValue.s("PROFILE")));
        Item stray = Item.of(Map.of("PK", AttributeValue.s("X"), "SK", AttributeValue.s("Y")));
        SampleData data = ItemMaterializer.materialize(tinyTable(List.of(profile, stray), customer, anything));
        assertThat(data.items()).extracting(SampleItem::entityLabel).containsExactly("Customer", "Anything");
        SampleData onlyCustomer = ItemMaterializer.materialize(tinyTable(List.of(stray), customer));
        assertThat(onlyCustomer.items()).extracting(SampleItem::entityLabel).containsExactly("unknown entity");
    }
}
