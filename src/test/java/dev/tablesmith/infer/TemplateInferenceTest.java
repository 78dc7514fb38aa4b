package dev.tablesmith.infer;

import static dev.tablesmith.infer.Items.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Key templates inferred from the values items hold, and the warnings when they cannot be. */
class TemplateInferenceTest {

    private static InferenceResult infer(List<Item> items) {
        InferenceResult result = DesignInference.infer(Items.pkSk("things"), items, false);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        KeyReproduction.assertTemplatesReproduceKeys(result);
        return result;
    }

    private static Map<String, String> keysOf(InferenceResult result, String entity) {
        return CommerceMainInferenceTest.keys(result.design().table().entity(entity).orElseThrow());
    }

    @Test
    void aSingleItemStillGetsPlaceholdersWhereItsAttributesHoldTheParts() {
        InferenceResult result = infer(List.of(item("PK", "CUST#c1", "SK", "ORDER#2026-01-02#o9", "entity", "Order",
                "customerId", "c1", "orderDate", "2026-01-02", "orderId", "o9")));

        assertThat(keysOf(result, "Order")).isEqualTo(Map.of("PK", "CUST#{customerId}",
                "SK", "ORDER#{orderDate}#{orderId}"));
        assertThat(result.design().table().entity("Order").orElseThrow().records()).hasSize(1);
    }

    @Test
    void aPartEveryItemSharesButAnAttributeHoldsIsStillAPlaceholder() {
        InferenceResult result = infer(List.of(
                item("PK", "CUST#c1", "SK", "ORDER#o1", "customerId", "c1", "orderId", "o1"),
                item("PK", "CUST#c1", "SK", "ORDER#o2", "customerId", "c1", "orderId", "o2")));

        assertThat(keysOf(result, "Order")).isEqualTo(Map.of("PK", "CUST#{customerId}", "SK", "ORDER#{orderId}"));
    }

    @Test
    void zeroPaddedNumbersBecomeAPadFilter() {
        InferenceResult result = infer(List.of(
                item("PK", "SCORE#0000042", "SK", "RANK#007", "points", 42, "rank", 7),
                item("PK", "SCORE#0001999", "SK", "RANK#012", "points", 1999, "rank", 12)));

        assertThat(keysOf(result, "Rank")).isEqualTo(Map.of("PK", "SCORE#{points|pad:7}", "SK", "RANK#{rank|pad:3}"));
    }

    @Test
    void aDatePartOfATimestampBecomesTheDateFilter() {
        InferenceResult result = infer(List.of(
                item("PK", "USER#u1", "SK", "LOGIN#2026-01-02#s1", "userId", "u1", "sessionId", "s1",
                        "at", "2026-01-02T10:00:00Z"),
                item("PK", "USER#u1", "SK", "LOGIN#2026-01-03#s2", "userId", "u1", "sessionId", "s2",
                        "at", "2026-01-03T23:59:59Z")));

        assertThat(keysOf(result, "Login")).containsEntry("SK", "LOGIN#{at|date}#{sessionId}");
    }

    @Test
    void anUpperCasedAttributeBecomesTheUpperFilter() {
        InferenceResult result = infer(List.of(
                item("PK", "TEAM#RED", "SK", "META", "team", "red", "teamName", "Red"),
                item("PK", "TEAM#BLUE", "SK", "META", "team", "blue", "teamName", "Blue")));

        assertThat(keysOf(result, "Team")).containsEntry("PK", "TEAM#{team|upper}");
    }

    @Test
    void anAttributeHoldingThePartExactlyWinsOverAFilteredOneWithABetterName() {
        InferenceResult result = infer(List.of(
                item("PK", "TEAM#RED", "SK", "META", "team", "red", "code", "RED"),
                item("PK", "TEAM#BLUE", "SK", "META", "team", "blue", "code", "BLUE")));

        assertThat(keysOf(result, "Team")).containsEntry("PK", "TEAM#{code}");
    }

    @Test
    void pipeAndColonSeparateWhenThereIsNoHash() {
        InferenceResult result = infer(List.of(
                item("PK", "user|u1", "SK", "v:1", "userId", "u1", "version", 1),
                item("PK", "user|u2", "SK", "v:2", "userId", "u2", "version", 2)));

        assertThat(keysOf(result, "V")).isEqualTo(Map.of("PK", "user|{userId}", "SK", "v:{version}"));
    }

    @Test
    void aValueEqualToAnotherAttributeIsThatAttributeEvenWithColonsInIt() {
        InferenceResult result = infer(List.of(
                item("PK", "DEVICE#d1", "SK", "2026-01-02T10:00:00Z", "deviceId", "d1", "at", "2026-01-02T10:00:00Z"),
                item("PK", "DEVICE#d1", "SK", "2026-01-02T10:05:00Z", "deviceId", "d1", "at", "2026-01-02T10:05:00Z")));

        assertThat(keysOf(result, "Device")).isEqualTo(Map.of("PK", "DEVICE#{deviceId}", "SK", "{at}"));
    }

    @Test
    void bracesInConstantKeysAreEscapedSoTheTemplateRendersThemLiterally() {
        InferenceResult result = infer(List.of(
                item("PK", "CFG#a", "SK", "{v1}", "name", "a"), item("PK", "CFG#b", "SK", "{v1}", "name", "b")));

        assertThat(keysOf(result, "Cfg")).isEqualTo(Map.of("PK", "CFG#{name}", "SK", "{{v1}}"));
    }

    @Test
    void anUnexplainedPartLeavesTheEntityWithoutKeysAndSaysWhy() {
        InferenceResult result = infer(List.of(
                item("PK", "LOG#a1", "SK", "x", "message", "hello"),
                item("PK", "LOG#b2", "SK", "x", "message", "bye")));

        Entity log = result.design().table().entity("Log").orElseThrow();
        assertThat(log.keys()).isEmpty();
        assertThat(result.design().table().items()).hasSize(2);
        assertThat(result.warnings()).anySatisfy(w -> assertThat(w).contains("Log: no template for PK")
                .contains("part 2").contains("'a1'"));
        assertThat(result.warnings()).anySatisfy(w -> assertThat(w).contains("Log writes no key templates")
                .contains("PK"));
    }

    @Test
    void valuesWithDifferentShapesAreReportedWithTwoExamples() {
        InferenceResult result = infer(List.of(
                item("PK", "DOC#d1", "SK", "V#1", "docId", "d1", "v", 1),
                item("PK", "DOC#d2", "SK", "V#2#draft", "docId", "d2", "v", 2)));

        assertThat(result.warnings()).anySatisfy(w -> assertThat(w).contains("V: no template for SK")
                .contains("different numbers of '#'-separated parts").contains("'V#1'").contains("'V#2#draft'"));
    }

    @Test
    void numberKeysAreTheirAttributeItself() {
        TableDescription description = new TableDescription("scores",
                KeySchema.of(KeyAttribute.s("game"), KeyAttribute.n("score")), List.of(), null, -1);
        List<Item> items = List.of(item("game", "chess", "score", 1200), item("game", "go", "score", 900));

        InferenceResult result = DesignInference.infer(description, items, false);

        Entity entity = result.design().table().entities().get(0);
        assertThat(CommerceMainInferenceTest.keys(entity)).isEqualTo(Map.of("game", "{game}", "score", "{score}"));
        assertThat(entity.attribute("score").orElseThrow().type()).isEqualTo(dev.tablesmith.model.AttributeType.N);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        KeyReproduction.assertTemplatesReproduceKeys(result);
    }

    @Test
    void aGsiKeyWithoutTemplateTakesItsPartnerOutAndTheItemsStayExplicit() {
        TableDescription description = new TableDescription("users", Items.PK_SK, List.of(SecondaryIndex.gsi("GSI1",
                KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")), Projection.all())), null, -1);
        List<Item> items = List.of(
                item("PK", "USER#u1", "SK", "META", "GSI1PK", "EMAIL#a@x.io", "GSI1SK", "q1", "userId", "u1",
                        "email", "a@x.io"),
                item("PK", "USER#u2", "SK", "META", "GSI1PK", "EMAIL#b@x.io", "GSI1SK", "z9", "userId", "u2",
                        "email", "b@x.io"));

        InferenceResult result = DesignInference.infer(description, items, false);

        Entity user = result.design().table().entity("User").orElseThrow();
        assertThat(CommerceMainInferenceTest.keys(user)).isEqualTo(Map.of("PK", "USER#{userId}", "SK", "META"));
        assertThat(result.warnings()).anySatisfy(w -> assertThat(w)
                .contains("the template for GSI1PK is left out because there is none for GSI1SK"));
        assertThat(result.design().table().items()).containsExactlyElementsOf(items);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }
}
