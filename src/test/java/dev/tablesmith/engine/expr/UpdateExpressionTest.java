package dev.tablesmith.engine.expr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UpdateExpressionTest {
    private static final Item ORDER = item("PK", AttributeValue.s("CUST#c1"), "orderTotal", AttributeValue.n("10"),
            "tags", new AttributeValue.SS(List.of("a", "b")),
            "orderLines", new AttributeValue.L(List.of(AttributeValue.s("x"), AttributeValue.s("y"), AttributeValue.s("z"))),
            "address", new AttributeValue.M(Map.of("city", AttributeValue.s("Oslo"))),
            "GSI2PK", AttributeValue.s("OPEN"));

    private static Item item(Object... pairs) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], (AttributeValue) pairs[i + 1]);
        }
        return new Item(m);
    }

    private static Map<String, AttributeValue> values(Object... pairs) {
        return item(pairs).attributes();
    }

    private static Item apply(String text, Map<String, String> names, Map<String, AttributeValue> values) {
        return UpdateExpression.parse(text, names, values).apply(ORDER);
    }

    @Test
    void setWithPlusAndMinusDoesNumberArithmetic() {
        Item after = apply("SET orderTotal = orderTotal + :d, balance = :d - orderTotal", null, values(":d", AttributeValue.n("2.5")));
        assertThat(after.attributes().get("orderTotal")).isEqualTo(AttributeValue.n("12.5"));
        assertThat(after.attributes().get("balance")).isEqualTo(AttributeValue.n("-7.5"));
    }

    @Test
    void ifNotExistsKeepsAnExistingValueAndFillsAMissingOne() {
        Item after = apply("SET orderTotal = if_not_exists(orderTotal, :z), orderCount = if_not_exists(orderCount, :z) + :one",
                null, values(":z", AttributeValue.n("0"), ":one", AttributeValue.n("1")));
        assertThat(after.attributes().get("orderTotal")).isEqualTo(AttributeValue.n("10"));
        assertThat(after.attributes().get("orderCount")).isEqualTo(AttributeValue.n("1"));
    }

    @Test
    void listAppendJoinsListsAndSetPastTheEndAppends() {
        Item after = apply("SET orderLines = list_append(orderLines, :more)", null,
                values(":more", new AttributeValue.L(List.of(AttributeValue.s("w")))));
        assertThat(((AttributeValue.L) after.attributes().get("orderLines")).values()).hasSize(4);
        Item appended = apply("SET orderLines[10] = :v", null, values(":v", AttributeValue.s("last")));
        assertThat(((AttributeValue.L) appended.attributes().get("orderLines")).values())
                .last().isEqualTo(AttributeValue.s("last"));
    }

    @Test
    void nestedMapPathIsSetAndRemoved() {
        Item after = apply("SET address.zip = :z REMOVE address.city", null, values(":z", AttributeValue.s("0150")));
        assertThat(after.attributes().get("address"))
                .isEqualTo(new AttributeValue.M(Map.of("zip", AttributeValue.s("0150"))));
    }

    @Test
    void removingSeveralListElementsUsesTheIndexesBeforeTheUpdate() {
        Item after = apply("REMOVE orderLines[0], orderLines[2]", null, null);
        assertThat(after.attributes().get("orderLines")).isEqualTo(new AttributeValue.L(List.of(AttributeValue.s("y"))));
    }

    @Test
    void removeOfTheSparseIndexKeyDropsTheAttribute() {
        Item after = apply("REMOVE GSI2PK", null, null);
        assertThat(after.attributes()).doesNotContainKey("GSI2PK");
    }

    @Test
    void addIncrementsNumbersCreatesMissingOnesAndUnionsSets() {
        Item after = apply("ADD orderTotal :n, visits :n, tags :t", null, values(":n", AttributeValue.n("5"),
                ":t", new AttributeValue.SS(List.of("b", "c"))));
        assertThat(after.attributes().get("orderTotal")).isEqualTo(AttributeValue.n("15"));
        assertThat(after.attributes().get("visits")).isEqualTo(AttributeValue.n("5"));
        assertThat(after.attributes().get("tags")).isEqualTo(new AttributeValue.SS(List.of("a", "b", "c")));
    }

    @Test
    void deleteRemovesSetMembersAndTheAttributeWhenTheSetEmpties() {
        Item some = apply("DELETE tags :t", null, values(":t", new AttributeValue.SS(List.of("a"))));
        assertThat(some.attributes().get("tags")).isEqualTo(new AttributeValue.SS(List.of("b")));
        Item none = apply("DELETE tags :t", null, values(":t", new AttributeValue.SS(List.of("a", "b"))));
        assertThat(none.attributes()).doesNotContainKey("tags");
    }

    @Test
    void clauseKeywordsIgnoreCaseAndNamesComeFromPlaceholders() {
        Item after = apply("set #s = :s remove GSI2PK", Map.of("#s", "status"), values(":s", AttributeValue.s("F")));
        assertThat(after.attributes().get("status")).isEqualTo(AttributeValue.s("F"));
    }

    @Test
    void aClauseTwiceIsRefused() {
        assertThatThrownBy(() -> apply("SET a = :v SET b = :v", null, values(":v", AttributeValue.s("x"))))
                .hasMessage("Invalid UpdateExpression: The \"SET\" section can only be used once in an update "
                        + "expression;");
    }

    @Test
    void overlappingPathsAreRefused() {
        assertThatThrownBy(() -> apply("SET address = :v REMOVE address.city", null,
                values(":v", AttributeValue.s("x"))))
                .hasMessage("Invalid UpdateExpression: Two document paths overlap with each other; must remove or "
                        + "rewrite one of these paths; path one: [address], path two: [address, city]");
        assertThatThrownBy(() -> apply("SET a = :v, a = :v", null, values(":v", AttributeValue.s("x"))))
                .hasMessageContaining("path one: [a], path two: [a]");
    }

    @Test
    void addAndDeleteRefuseValuesOfTheWrongType() {
        assertThatThrownBy(() -> apply("ADD orderTotal :s", null, values(":s", AttributeValue.s("x"))))
                .hasMessage("Invalid UpdateExpression: Incorrect operand type for operator or function; "
                        + "operator: ADD, operand type: STRING");
        assertThatThrownBy(() -> apply("DELETE tags :n", null, values(":n", AttributeValue.n("1"))))
                .hasMessage("Invalid UpdateExpression: Incorrect operand type for operator or function; "
                        + "operator: DELETE, operand type: NUMBER");
    }

    @Test
    void arithmeticOnAStringFailsOnTheItem() {
        assertThatThrownBy(() -> apply("SET GSI2PK = GSI2PK + :n", null, values(":n", AttributeValue.n("1"))))
                .hasMessage("An operand in the update expression has an incorrect data type");
    }

    @Test
    void aMissingOperandAndAMissingParentFailOnTheItem() {
        assertThatThrownBy(() -> apply("SET a = nothing", null, null))
                .hasMessage("The provided expression refers to an attribute that does not exist in the item");
        assertThatThrownBy(() -> apply("SET nothing.b = :v", null, values(":v", AttributeValue.s("x"))))
                .hasMessage("The document path provided in the update expression is invalid for update");
    }

    @Test
    void syntaxErrorsReservedWordsAndConditionFunctionsAreRefused() {
        assertThatThrownBy(() -> apply("SET a = ", null, null))
                .hasMessage("Invalid UpdateExpression: Syntax error; token: \"<EOF>\", near: \"=\"");
        assertThatThrownBy(() -> apply("SET status = :v", null, values(":v", AttributeValue.s("x"))))
                .hasMessage("Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: "
                        + "status");
        assertThatThrownBy(() -> apply("SET a = size(b)", null, null))
                .hasMessage("Invalid UpdateExpression: The function is not allowed in an update expression; "
                        + "function: size");
        assertThatThrownBy(() -> apply("SET a = :nope", null, null))
                .hasMessage("Invalid UpdateExpression: An expression attribute value used in expression is not "
                        + "defined; attribute value: :nope");
    }

    @Test
    void unusedPlaceholdersAcrossUpdateAndConditionAreRefused() {
        assertThatThrownBy(() -> WriteExpressions.parse("SET a = :v", "attribute_exists(PK)", Map.of("#x", "x"),
                values(":v", AttributeValue.s("x"))))
                .hasMessage("Value provided in ExpressionAttributeNames unused in expressions: keys: {#x}");
        WriteExpressions both = WriteExpressions.parse("SET a = :v", "b = :w", null,
                values(":v", AttributeValue.s("x"), ":w", AttributeValue.s("y")));
        assertThat(both.update()).isPresent();
        assertThat(both.condition()).isPresent();
    }

    @Test
    void updatedPartProjectsTheUpdatedPaths() {
        UpdateExpression u = UpdateExpression.parse("SET address.city = :c, orderTotal = :t", null,
                values(":c", AttributeValue.s("Bergen"), ":t", AttributeValue.n("1")));
        assertThat(u.updatedPart(ORDER).attributes()).containsOnlyKeys("address", "orderTotal");
        assertThat(u.updatedAttributeNames()).containsExactly("address", "orderTotal");
    }
}
