package dev.tablesmith.infer;

import static dev.tablesmith.infer.Items.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Which entity each item belongs to. */
class EntityClassifierTest {

    private static List<String> classify(List<Item> items) {
        return EntityClassifier.classify("things", Items.PK_SK, items).entityOfItem();
    }

    @ParameterizedTest(name = "type attribute {0}")
    @ValueSource(strings = {"entity", "type", "__typename", "_type", "Type", "EntityType", "ENTITY", "entity_type"})
    void aTypeAttributeInAnyCaseNamesTheEntity(String attribute) {
        List<Item> items = List.of(item("PK", "A#1", "SK", "B#1", attribute, "order_item"),
                item("PK", "A#2", "SK", "B#2", attribute, "Customer"));

        EntityClassifier.Classification classification = EntityClassifier.classify("things", Items.PK_SK, items);

        assertThat(classification.entityOfItem()).containsExactly("OrderItem", "Customer");
        assertThat(classification.typeAttribute()).contains(attribute);
    }

    @Test
    void itemsWithoutTheTypeAttributeFallBackToKeyPrefixes() {
        List<Item> items = List.of(item("PK", "CUST#c1", "SK", "PROFILE", "entity", "Customer"),
                item("PK", "CUST#c2", "SK", "PROFILE", "entity", "Customer"),
                item("PK", "PROD#p1", "SK", "META"));

        assertThat(classify(items)).containsExactly("Customer", "Customer", "Product");
    }

    @Test
    void aTypeAttributeFewerThanHalfTheItemsCarryIsIgnored() {
        List<Item> items = List.of(item("PK", "PROD#p1", "SK", "META", "type", "book"),
                item("PK", "PROD#p2", "SK", "META"), item("PK", "PROD#p3", "SK", "META"));

        EntityClassifier.Classification classification = EntityClassifier.classify("things", Items.PK_SK, items);

        assertThat(classification.typeAttribute()).isEmpty();
        assertThat(classification.entityOfItem()).containsOnly("Product");
    }

    @Test
    void theTypeAttributeMostItemsCarryWinsThenTheEarlierName() {
        List<Item> both = List.of(item("PK", "A#1", "SK", "A", "type", "x", "entity", "Order"),
                item("PK", "A#2", "SK", "A", "type", "y", "entity", "Order"));
        List<Item> moreTypes = List.of(item("PK", "A#1", "SK", "A", "type", "x", "entity", "Order"),
                item("PK", "A#2", "SK", "A", "type", "y"));

        assertThat(EntityClassifier.typeAttribute(both)).contains("entity");
        assertThat(EntityClassifier.typeAttribute(moreTypes)).contains("type");
    }

    @Test
    void aTypeValueThatIsNotANameIsNotATypeAttribute() {
        List<Item> items = List.of(item("PK", "CUST#c1", "SK", "PROFILE", "type", "{\"kind\": 1}"));

        assertThat(EntityClassifier.typeAttribute(items)).isEqualTo(Optional.empty());
    }

    @ParameterizedTest(name = "PK {0} SK {1} is {2}")
    @CsvSource({
        "CUST#c1, PROFILE, Customer",
        "CUST#c1, ORDER#2026-01-02#o9, Order",
        "ORG#o1, ORG#o1, Organization",
        "USER#u1, USER#u1, User",
        "DEVICE#d1, 2026-01-02T10:00:00Z, Device",
        "ORDER#o1, META, Order",
        "invoice|i1, line|3, Line",
        "tenant:t1, c1, Tenant",
        "c1, c1, Things",
        "c1, SETTINGS, Settings",
    })
    void keyPrefixesNameTheEntity(String pk, String sk, String expected) {
        assertThat(classify(List.of(item("PK", pk, "SK", sk)))).containsExactly(expected);
    }

    @Test
    void aChildNameThatClashesWithAPartitionEntityIsQualifiedByItsParent() {
        List<Item> items = List.of(item("PK", "CUST#c1", "SK", "ORDER#o1"), item("PK", "ORDER#o1", "SK", "META"),
                item("PK", "ORG#g1", "SK", "ADDR#1"), item("PK", "CUST#c1", "SK", "ADDR#1"));

        assertThat(classify(items)).containsExactly("CustomerOrder", "Order", "OrganizationAddress",
                "CustomerAddress");
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({"ORDER, Order", "order_item, OrderItem", "orderItem, OrderItem", "ORDER-ITEM, OrderItem",
        "OrderItem, OrderItem", "2fa, E2fa"})
    void namesArePascalCase(String text, String expected) {
        assertThat(EntityNames.pascal(text)).isEqualTo(expected);
    }
}
