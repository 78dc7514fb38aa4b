package dev.tablesmith.infer;

import static dev.tablesmith.infer.Items.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Sparse index keys and attribute declarations. */
class SparseAndAttributeInferenceTest {
    private static final TableDescription WITH_GSI = new TableDescription("orders", Items.PK_SK, List.of(
            SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), null), Projection.keysOnly())),
            null, -1);

    private static InferenceResult infer(List<Item> items) {
        InferenceResult result = DesignInference.infer(WITH_GSI, items, false);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        KeyReproduction.assertTemplatesReproduceKeys(result);
        return result;
    }

    private static Item order(String id, String status, boolean open) {
        Item item = item("PK", "ORDER#" + id, "SK", "META", "orderId", id, "status", status);
        return open ? item.with("GSI2PK", AttributeValue.s("OPEN")) : item;
    }

    private static EntityKey key(InferenceResult result, String entity, String attribute) {
        return result.design().table().entity(entity).orElseThrow().key(attribute).orElseThrow();
    }

    @Test
    void aKeyPresentOnlyForOneValueGetsAnEqualsCondition() {
        InferenceResult result = infer(List.of(order("o1", "PENDING", true), order("o2", "PAID", false),
                order("o3", "PENDING", true), order("o4", "SHIPPED", false)));

        assertThat(key(result, "Order", "GSI2PK")).isEqualTo(new EntityKey("GSI2PK", "OPEN", "status = PENDING"));
        assertThat(result.design().table().entity("Order").orElseThrow().records()).hasSize(4);
        assertThat(result.warnings()).isEmpty();
    }

    @Test
    void aKeyPresentForSeveralValuesGetsAnInCondition() {
        InferenceResult result = infer(List.of(order("o1", "PENDING", true), order("o2", "PAID", true),
                order("o3", "SHIPPED", false)));

        assertThat(key(result, "Order", "GSI2PK").when()).isEqualTo("status IN (PENDING, PAID)");
    }

    @Test
    void valuesThatAreNotBareWordsAreQuotedInTheCondition() {
        InferenceResult result = infer(List.of(order("o1", "on hold", true), order("o2", "PAID", false)));

        assertThat(key(result, "Order", "GSI2PK").when()).isEqualTo("status = 'on hold'");
    }

    @Test
    void aBooleanFlagExplainsTheSparseKey() {
        InferenceResult result = infer(List.of(
                order("o1", "X", true).with("flagged", AttributeValue.bool(true)),
                order("o2", "X", false).with("flagged", AttributeValue.bool(false))));

        assertThat(key(result, "Order", "GSI2PK").when()).isEqualTo("flagged = true");
    }

    @Test
    void anAttributeOnlyTheIndexedItemsHaveGivesAttributeExists() {
        InferenceResult result = infer(List.of(
                order("o1", "A", true).with("reviewer", AttributeValue.s("r1")),
                order("o2", "A", false), order("o3", "B", true).with("reviewer", AttributeValue.s("r2")),
                order("o4", "B", false)));

        assertThat(key(result, "Order", "GSI2PK").when()).isEqualTo("attribute_exists(reviewer)");
    }

    @Test
    void aTemplateWhoseAttributeTheOtherItemsLackNeedsNoCondition() {
        InferenceResult result = infer(List.of(
                order("o1", "A", false).with("GSI2PK", AttributeValue.s("EMAIL#a@x.io"))
                        .with("email", AttributeValue.s("a@x.io")),
                order("o2", "A", false)));

        assertThat(key(result, "Order", "GSI2PK")).isEqualTo(EntityKey.of("GSI2PK", "EMAIL#{email}"));
        assertThat(result.design().table().items()).isEmpty();
    }

    @Test
    void anUnexplainedSparseKeyIsWrittenAlwaysWithAWarningAndTheOthersStayExplicit() {
        Item without = order("o2", "PENDING", false);
        InferenceResult result = infer(List.of(order("o1", "PENDING", true), without));

        assertThat(key(result, "Order", "GSI2PK")).isEqualTo(EntityKey.of("GSI2PK", "OPEN"));
        assertThat(result.warnings()).anySatisfy(w -> assertThat(w)
                .contains("Order: 1 of 2 items have GSI2PK and no attribute value tells which"));
        assertThat(result.design().table().items()).containsExactly(without);
    }

    @Test
    void attributesAreTypedRequiredWhenEveryItemHasThemAndCarryExamples() {
        List<Item> items = List.of(
                item("PK", "P#1", "SK", "META", "id", "1", "tags", new AttributeValue.SS(List.of("a")), "price", 10,
                        "active", true, "meta", AttributeValue.m(Map.of("k", AttributeValue.s("v")))),
                item("PK", "P#2", "SK", "META", "id", "2", "price", 12.5, "active", false),
                item("PK", "P#3", "SK", "META", "id", "3", "price", 3, "active", true),
                item("PK", "P#4", "SK", "META", "id", "4", "price", 4, "active", true));

        Entity entity = DesignInference.infer(Items.pkSk("products"), items, false).design().table().entities().get(0);

        assertThat(entity.attributes()).extracting(a -> a.name() + ":" + a.type() + ":" + a.required())
                .containsExactly("id:S:true", "tags:SS:false", "price:N:true", "active:BOOL:true", "meta:M:false");
        assertThat(entity.attribute("price").map(Attribute::examples).orElseThrow()).containsExactly("10", "12.5", "3");
        assertThat(entity.attribute("active").map(Attribute::examples).orElseThrow()).containsExactly("true", "false");
    }

    @Test
    void anAttributeWithMixedTypesIsDeclaredAsItsMostFrequentTypeAndTheOthersStayExplicit() {
        Item odd = item("PK", "P#3", "SK", "META", "id", "3", "size", 42);
        List<Item> items = List.of(item("PK", "P#1", "SK", "META", "id", "1", "size", "L"),
                item("PK", "P#2", "SK", "META", "id", "2", "size", "M"), odd);

        InferenceResult result = DesignInference.infer(Items.pkSk("products"), items, false);

        Entity entity = result.design().table().entities().get(0);
        assertThat(entity.attribute("size").orElseThrow().type()).isEqualTo(AttributeType.S);
        assertThat(entity.records()).hasSize(2);
        assertThat(result.design().table().items()).containsExactly(odd);
        assertThat(result.warnings()).anySatisfy(w -> assertThat(w)
                .contains("Attribute 'size' of P holds values of several types (S in 2, N in 1); it is declared S"));
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void theTypeAttributeListsItsValuesAsTheEnum() {
        List<Item> items = List.of(item("PK", "CUST#c1", "SK", "PROFILE", "entity", "Customer", "customerId", "c1"));

        Entity entity = DesignInference.infer(Items.pkSk("shop"), items, false).design().table().entities().get(0);

        assertThat(entity.attribute("entity").orElseThrow().enumValues()).containsExactly("Customer");
    }
}
