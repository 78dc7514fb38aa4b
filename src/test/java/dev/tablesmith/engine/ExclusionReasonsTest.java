package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ExclusionReasonsTest {
    private static Table commerce;

    @BeforeAll
    static void loadCommerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        commerce = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
    }

    private static String reasonFor(IndexView view, String pk, String sk) {
        return view.excluded().stream()
                .filter(e -> e.item().get("PK").equals(java.util.Optional.of(AttributeValue.s(pk)))
                        && e.item().get("SK").equals(java.util.Optional.of(AttributeValue.s(sk))))
                .map(Exclusion::reason).findFirst().orElseThrow(() -> new AssertionError("not excluded: " + pk));
    }

    @Test
    void fulfilledOrderSaysItsStatusMakesTheSparseConditionFalse() {
        IndexView gsi2 = SimulatedTable.of(commerce).view("GSI2");

        assertThat(reasonFor(gsi2, "CUST#c1", "ORDER#2026-03-02#o3"))
                .isEqualTo("missing GSI2PK: status = FULFILLED, so the condition status = PENDING is false");
    }

    @Test
    void entityWithoutATemplateForTheKeySaysSo() {
        IndexView gsi2 = SimulatedTable.of(commerce).view("GSI2");

        assertThat(reasonFor(gsi2, "CUST#c1", "PROFILE")).isEqualTo("missing GSI2PK: Customer has no GSI2PK template");
    }

    private static Table tiny(Entity entity) {
        return new Table("t", commerce.keySchema(), commerce.indexes(), null, List.of(entity), null, List.of());
    }

    @Test
    void templateNeedingAnAttributeTheItemLacksNamesTheAttribute() {
        Entity order = new Entity("Order", "", null,
                List.of(Attribute.required("orderId", AttributeType.S), Attribute.optional("carrier", AttributeType.S)),
                List.of(EntityKey.of("PK", "ORDER#{orderId}"), EntityKey.of("SK", "META"),
                        EntityKey.of("GSI1PK", "CARRIER#{carrier}"), EntityKey.of("GSI1SK", "{orderId}")), 1,
                List.of(Item.of(Map.of("orderId", AttributeValue.s("o1")))));
        IndexView gsi1 = SimulatedTable.of(tiny(order)).view("GSI1");

        assertThat(gsi1.excluded()).singleElement().extracting(Exclusion::reason).isEqualTo(
                "missing GSI1PK: its template CARRIER#{carrier} needs carrier, which the item does not have");
    }

    @Test
    void keysLeftOutByOneConditionAreNamedTogetherWithEveryValueTheConditionTests() {
        Entity post = new Entity("Post", "", null,
                List.of(Attribute.required("postId", AttributeType.S), Attribute.required("status", AttributeType.S),
                        Attribute.optional("paidAt", AttributeType.S)),
                List.of(EntityKey.of("PK", "POST#{postId}"), EntityKey.of("SK", "META"),
                        new EntityKey("GSI1PK", "STATUS#{status}", "status = PUBLISHED AND attribute_not_exists(paidAt)"),
                        new EntityKey("GSI1SK", "{postId}", "status = PUBLISHED AND attribute_not_exists(paidAt)")),
                1, List.of(Item.of(Map.of("postId", AttributeValue.s("p1"), "status", AttributeValue.s("DRAFT")))));
        IndexView gsi1 = SimulatedTable.of(tiny(post)).view("GSI1");

        assertThat(gsi1.excluded()).singleElement().extracting(Exclusion::reason).isEqualTo(
                "missing GSI1PK, GSI1SK: status = DRAFT, paidAt is not set, so the condition status = PUBLISHED"
                        + " AND attribute_not_exists(paidAt) is false");
    }

    @Test
    void explicitItemNoEntityMatchesKeepsTheBareReason() {
        Table table = new Table("t", commerce.keySchema(), commerce.indexes(), null, List.of(), null,
                List.of(Item.of(Map.of("PK", AttributeValue.s("X"), "SK", AttributeValue.s("Y")))));
        IndexView gsi2 = SimulatedTable.of(table).view("GSI2");

        assertThat(gsi2.excluded()).singleElement().extracting(Exclusion::reason).isEqualTo("missing GSI2PK");
    }

    @Test
    void anItemFoundByItsTableKeyIsExplainedWithoutSampleData() {
        SampleData sample = ItemMaterializer.materialize(commerce);
        IndexView gsi2 = new SimulatedTable(commerce, sample.plainItems()).view("GSI2");

        assertThat(reasonFor(gsi2, "CUST#c1", "ORDER#2026-03-02#o3")).startsWith("missing GSI2PK: status = ");
    }
}
