package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.Fixtures.b;
import static dev.tablesmith.engine.expr.Fixtures.bool;
import static dev.tablesmith.engine.expr.Fixtures.n;
import static dev.tablesmith.engine.expr.Fixtures.names;
import static dev.tablesmith.engine.expr.Fixtures.s;
import static dev.tablesmith.engine.expr.Fixtures.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.KeyValue;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class KeyConditionExpressionTest {
    static final KeySchema TABLE_KEYS = KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK"));
    static final IndexSpec STRING_SK = table(TABLE_KEYS);
    static final IndexSpec NUMBER_SK = table(KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.n("SK")));
    static final IndexSpec BINARY_SK = table(KeySchema.of(KeyAttribute.s("PK"), new KeyAttribute("SK", ScalarType.B)));
    static final IndexSpec HASH_ONLY = table(KeySchema.of(KeyAttribute.s("PK"), null));
    static final IndexSpec MULTI = new IndexSpec("GSI9", true, new KeySchema(
            List.of(KeyAttribute.s("h1"), KeyAttribute.n("h2")),
            List.of(KeyAttribute.s("r1"), KeyAttribute.n("r2"), new KeyAttribute("r3", ScalarType.B))),
            TABLE_KEYS, Projection.all());

    private static final Map<String, AttributeValue> VALUES = values(":pk", s("CUST#1"), ":sk", s("ORDER#2"),
            ":a", s("ORDER#1"), ":b", s("ORDER#3"), ":n", n("1"), ":t", bool(true), ":p", s("ORDER#"),
            ":hi", s("z"), ":lo", s("a"));

    static IndexSpec table(KeySchema keys) {
        return new IndexSpec("table", false, keys, keys, Projection.all());
    }

    private static KeyCondition parse(String text, IndexSpec index, Map<String, AttributeValue> values) {
        return KeyConditionExpression.parse(text, names("#p", "PK", "#s", "SK"), values, index);
    }

    private static String messageOf(String text, IndexSpec index, Map<String, AttributeValue> values) {
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> KeyConditionExpression.parse(text, null, values, index));
        assertThat(e).as("expected %s to be refused", text).isNotNull();
        return e.getMessage();
    }

    @Test
    void partitionKeyEqualityAloneReadsTheWholeCollection() {
        KeyCondition k = parse("PK = :pk", STRING_SK, values(":pk", s("CUST#1")));
        assertThat(k.partitionKey()).isEqualTo(KeyValue.of(s("CUST#1")));
        assertThat(k.matchesPartition(KeyValue.of(s("CUST#1")))).isTrue();
        assertThat(k.matchesPartition(KeyValue.of(s("CUST#2")))).isFalse();
        assertThat(k.hasSortCondition()).isFalse();
        assertThat(k.test(List.of(s("anything")))).isTrue();
        assertThat(k.lowerBound()).isEmpty();
        assertThat(k.upperBound()).isEmpty();
        assertThat(k.attributeNames()).containsExactly("PK");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("equivalentSpellings")
    void acceptsEveryWayOfWritingTheSameCondition(String text) {
        KeyCondition k = parse(text, STRING_SK, values(":pk", s("CUST#1"), ":sk", s("ORDER#2")));
        assertThat(k.partitionKey()).isEqualTo(KeyValue.of(s("CUST#1")));
        assertThat(k.sortConditions()).containsExactly(
                new SortKeyCondition("SK", SortKeyOperator.GT, List.of(s("ORDER#2"))));
    }

    static Stream<String> equivalentSpellings() {
        return Stream.of("PK = :pk AND SK > :sk", "SK > :sk AND PK = :pk", ":pk = PK AND :sk < SK",
                "#p = :pk AND #s > :sk", "((PK = :pk) AND (SK > :sk))", "(PK = :pk AND SK > :sk)",
                "PK=:pk and SK>:sk", "  PK  =  :pk   AnD   SK   >   :sk  ");
    }

    @Test
    void numbersInKeysCompareNumerically() {
        KeyCondition k = parse("PK = :pk AND SK BETWEEN :lo AND :hi", NUMBER_SK,
                values(":pk", s("P"), ":lo", n("1E1"), ":hi", n("100")));
        assertThat(k.test(List.of(n("10")))).isTrue();
        assertThat(k.test(List.of(n("99.5")))).isTrue();
        assertThat(k.test(List.of(n("1E2")))).isTrue();
        assertThat(k.test(List.of(n("9")))).isFalse();
        assertThat(k.test(List.of(n("101")))).isFalse();
        KeyCondition numericPartition = parse("PK = :pk", table(KeySchema.of(KeyAttribute.n("PK"), null)),
                values(":pk", n("1E2")));
        assertThat(numericPartition.matchesPartition(KeyValue.of(n("100")))).isTrue();
    }

    static Stream<Arguments> sortConditions() {
        List<AttributeValue> strings = List.of(s(""), s("A"), s("ORDER#"), s("ORDER#1"), s("ORDER#2"), s("ORDER#2#x"),
                s("ORDER#3"), s("ORDER$"), s("\uFFFD"), s("\uD83D\uDE00"), s("\uD83D\uDE00x"));
        List<AttributeValue> numbers = List.of(n("-1E3"), n("-1"), n("0"), n("0.5"), n("1"), n("1E1"), n("10.5"),
                n("99"), n("1E2"), n("1E125"));
        List<AttributeValue> binaries = List.of(b(), b(0x00), b(0x01), b(0x01, 0x00), b(0x7F), b(0x80), b(0x80, 0x01),
                b(0xFF));
        return Stream.of(
                Arguments.of(STRING_SK, "SK = :v", values(":v", s("ORDER#2")), strings),
                Arguments.of(STRING_SK, "SK < :v", values(":v", s("ORDER#2")), strings),
                Arguments.of(STRING_SK, "SK <= :v", values(":v", s("ORDER#2")), strings),
                Arguments.of(STRING_SK, "SK > :v", values(":v", s("ORDER#2")), strings),
                Arguments.of(STRING_SK, "SK >= :v", values(":v", s("ORDER#2")), strings),
                Arguments.of(STRING_SK, "SK BETWEEN :v AND :w", values(":v", s("ORDER#1"), ":w", s("ORDER#3")),
                        strings),
                Arguments.of(STRING_SK, "begins_with(SK, :v)", values(":v", s("ORDER#")), strings),
                Arguments.of(STRING_SK, "begins_with(SK, :v)", values(":v", s("ORDER#2")), strings),
                Arguments.of(STRING_SK, "begins_with(SK, :v)", values(":v", s("\uD83D\uDE00")), strings),
                Arguments.of(STRING_SK, "SK > :v", values(":v", s("\uFFFD")), strings),
                Arguments.of(NUMBER_SK, "SK = :v", values(":v", n("10")), numbers),
                Arguments.of(NUMBER_SK, "SK < :v", values(":v", n("1E1")), numbers),
                Arguments.of(NUMBER_SK, "SK >= :v", values(":v", n("0.5")), numbers),
                Arguments.of(NUMBER_SK, "SK BETWEEN :v AND :w", values(":v", n("-1"), ":w", n("99")), numbers),
                Arguments.of(BINARY_SK, "SK > :v", values(":v", b(0x7F)), binaries),
                Arguments.of(BINARY_SK, "SK <= :v", values(":v", b(0x01)), binaries),
                Arguments.of(BINARY_SK, "begins_with(SK, :v)", values(":v", b(0x80)), binaries),
                Arguments.of(BINARY_SK, "SK BETWEEN :v AND :w", values(":v", b(0x01), ":w", b(0x80)), binaries));
    }

    /** Bounds must select exactly the keys the condition admits, so a binary search finds the same items. */
    @ParameterizedTest(name = "{1} {2}")
    @MethodSource("sortConditions")
    void boundsSelectExactlyTheKeysTheConditionAdmits(IndexSpec index, String sortCondition,
                                                       Map<String, AttributeValue> vals, List<AttributeValue> keys) {
        Map<String, AttributeValue> all = new java.util.LinkedHashMap<>(vals);
        all.put(":pk", s("P"));
        KeyCondition k = KeyConditionExpression.parse("PK = :pk AND " + sortCondition, null, all, index);
        int admitted = 0;
        for (AttributeValue key : keys) {
            List<AttributeValue> sortKey = List.of(key);
            boolean byBounds = k.lowerBound().map(l -> l.admitsAsLower(sortKey)).orElse(true)
                    && k.upperBound().map(u -> u.admitsAsUpper(sortKey)).orElse(true);
            assertThat(byBounds).as("%s for %s", sortCondition, key).isEqualTo(k.test(sortKey));
            admitted += k.test(sortKey) ? 1 : 0;
        }
        assertThat(admitted).as("the case should admit some keys and refuse others")
                .isPositive().isLessThan(keys.size());
    }

    @Test
    void beginsWithExposesItsPrefix() {
        KeyCondition k = parse("PK = :pk AND begins_with(SK, :p)", STRING_SK, values(":pk", s("P"), ":p", s("ORDER#")));
        assertThat(k.beginsWith()).contains(s("ORDER#"));
        assertThat(k.lowerBound()).contains(new SortKeyBound(List.of(s("ORDER#")), true, true));
        assertThat(k.describe()).isEqualTo("PK = \"P\" AND begins_with(SK, \"ORDER#\")");
        assertThat(parse("PK = :pk AND SK > :sk", STRING_SK, VALUES).beginsWith()).isEmpty();
    }

    @Test
    void multiAttributeKeysTakeEqualitiesThenOneRangeLeftToRight() {
        Map<String, AttributeValue> vals = values(":a", s("tenant"), ":b", n("7"), ":c", s("2026"), ":d", n("3"));
        KeyCondition k = KeyConditionExpression.parse("r1 = :c AND h2 = :b AND h1 = :a AND r2 > :d", null, vals,
                MULTI);
        assertThat(k.partitionKey()).isEqualTo(KeyValue.of(s("tenant"), n("7")));
        assertThat(k.sortConditions()).extracting(SortKeyCondition::attribute).containsExactly("r1", "r2");
        assertThat(k.test(List.of(s("2026"), n("4"), b(1)))).isTrue();
        assertThat(k.test(List.of(s("2026"), n("3"), b(1)))).isFalse();
        assertThat(k.test(List.of(s("2027"), n("9"), b(1)))).isFalse();
        assertThat(k.lowerBound()).contains(new SortKeyBound(List.of(s("2026"), n("3")), false, false));
        assertThat(k.upperBound()).contains(new SortKeyBound(List.of(s("2026")), true, false));
        assertThat(k.upperBound().get().admitsAsUpper(List.of(s("2026"), n("1E9"), b(0xFF)))).isTrue();
        assertThat(k.upperBound().get().admitsAsUpper(List.of(s("2027"), n("0"), b(0)))).isFalse();
        assertThat(k.describe()).isEqualTo("h1 = \"tenant\" AND h2 = 7 AND r1 = \"2026\" AND r2 > 3");
    }

    @Test
    void multiAttributeKeysMayNameEveryAttributeWithEqualities() {
        Map<String, AttributeValue> vals = values(":a", s("t"), ":b", n("7"), ":c", s("x"), ":d", n("3"),
                ":e", b(9));
        KeyCondition k = KeyConditionExpression.parse(
                "h1 = :a AND h2 = :b AND r1 = :c AND r2 = :d AND r3 = :e", null, vals, MULTI);
        assertThat(k.sortConditions()).hasSize(3);
        assertThat(k.test(List.of(s("x"), n("3.0"), b(9)))).isTrue();
        assertThat(k.lowerBound()).contains(new SortKeyBound(List.of(s("x"), n("3"), b(9)), true, false));
    }

    static Stream<Arguments> refusals() {
        Map<String, AttributeValue> multi = values(":a", s("t"), ":b", n("7"), ":c", s("x"), ":d", n("3"), ":e", b(9));
        String invalid = "Invalid KeyConditionExpression: ";
        String wrongType = "One or more parameter values were invalid: Condition parameter type does not match schema "
                + "type";
        return Stream.of(
                Arguments.of(STRING_SK, "PK = :pk OR SK = :sk", VALUES,
                        "Invalid operator used in KeyConditionExpression: OR"),
                Arguments.of(STRING_SK, "NOT SK = :sk AND PK = :pk", VALUES,
                        "Invalid operator used in KeyConditionExpression: NOT"),
                Arguments.of(STRING_SK, "PK = :pk AND SK IN (:sk)", VALUES,
                        "Invalid operator used in KeyConditionExpression: IN"),
                Arguments.of(STRING_SK, "PK = :pk AND SK <> :sk", VALUES,
                        "Invalid operator used in KeyConditionExpression: <>"),
                Arguments.of(STRING_SK, "PK = :pk AND contains(SK, :sk)", VALUES,
                        "Invalid operator used in KeyConditionExpression: contains"),
                Arguments.of(STRING_SK, "PK = :pk AND attribute_exists(SK)", VALUES,
                        "Invalid operator used in KeyConditionExpression: attribute_exists"),
                Arguments.of(STRING_SK, "attribute_not_exists(SK) AND PK = :pk", VALUES,
                        "Invalid operator used in KeyConditionExpression: attribute_not_exists"),
                Arguments.of(STRING_SK, "PK = :pk AND size(SK) = :n", VALUES,
                        "KeyConditionExpressions cannot contain nested operations"),
                Arguments.of(STRING_SK, "PK = :pk AND SK.x = :sk", VALUES,
                        "KeyConditionExpressions cannot have conditions on nested attributes"),
                Arguments.of(STRING_SK, "PK = :pk AND SK[0] = :sk", VALUES,
                        "KeyConditionExpressions cannot have conditions on nested attributes"),
                Arguments.of(STRING_SK, "PK = SK", VALUES,
                        "Invalid condition in KeyConditionExpression: Multiple attribute names used in one condition"),
                Arguments.of(STRING_SK, ":pk = :sk", VALUES,
                        "Invalid condition in KeyConditionExpression: No key attribute specified"),
                Arguments.of(STRING_SK, "PK = :pk AND :a BETWEEN SK AND :b", VALUES,
                        "Invalid condition in KeyConditionExpression: BETWEEN operator must have the key attribute "
                                + "as its first operand"),
                Arguments.of(STRING_SK, "PK = :pk AND begins_with(:p, SK)", VALUES,
                        "Invalid condition in KeyConditionExpression: begins_with operator must have the key "
                                + "attribute as its first operand"),
                Arguments.of(STRING_SK, "PK = :pk AND SK > :a AND SK < :b", VALUES,
                        invalid + "KeyConditionExpressions must only contain one condition per key"),
                Arguments.of(STRING_SK, "PK = :pk AND PK = :pk", VALUES,
                        invalid + "KeyConditionExpressions must only contain one condition per key"),
                Arguments.of(STRING_SK, "PK = :pk AND SK > :a AND extra = :b", VALUES,
                        "The number of query conditions (3) exceeds the number of key attributes defined in the "
                                + "schema (2)"),
                // dynalite test/query.js "should return ValidationException if querying with unsupported
                // conditions": two conditions on a hash-only key, key or not, are "not supported"
                Arguments.of(HASH_ONLY, "PK = :pk AND extra = :b", VALUES, "Query key condition not supported"),
                Arguments.of(HASH_ONLY, "PK = :pk AND SK = :sk", VALUES, "Query key condition not supported"),
                Arguments.of(HASH_ONLY, "y = :a AND z = :b", VALUES, "Query key condition not supported"),
                Arguments.of(STRING_SK, "PK = :pk AND extra = :b", VALUES,
                        "Query condition missed key schema element: SK"),
                Arguments.of(STRING_SK, "wrong = :pk AND SK = :sk", VALUES,
                        "Query condition missed key schema element: PK"),
                Arguments.of(STRING_SK, "SK = :sk", VALUES, "Query condition missed key schema element: PK"),
                Arguments.of(STRING_SK, "PK < :pk", VALUES, "Query key condition not supported"),
                Arguments.of(STRING_SK, "begins_with(PK, :pk)", VALUES, "Query key condition not supported"),
                Arguments.of(STRING_SK, "PK BETWEEN :a AND :b AND SK = :sk", VALUES,
                        "Query key condition not supported"),
                Arguments.of(STRING_SK, "PK = :n", VALUES, wrongType),
                Arguments.of(NUMBER_SK, "PK = :pk AND SK = :sk", VALUES, wrongType),
                Arguments.of(NUMBER_SK, "PK = :pk AND begins_with(SK, :p)", VALUES, wrongType),
                Arguments.of(BINARY_SK, "PK = :pk AND SK > :sk", VALUES, wrongType),
                Arguments.of(NUMBER_SK, "PK = :pk AND SK = :t", VALUES, wrongType),
                Arguments.of(NUMBER_SK, "PK = :pk AND begins_with(SK, :n)", VALUES, invalid
                        + "Incorrect operand type for operator or function; operator or function: begins_with, "
                        + "operand type: N"),
                Arguments.of(STRING_SK, "PK = :pk AND begins_with(SK, :t)", VALUES, invalid
                        + "Incorrect operand type for operator or function; operator or function: begins_with, "
                        + "operand type: BOOL"),
                Arguments.of(NUMBER_SK, "PK = :pk AND SK < :t", VALUES, invalid
                        + "Incorrect operand type for operator or function; operator or function: <, operand type: "
                        + "BOOL"),
                Arguments.of(NUMBER_SK, "PK = :pk AND :t >= SK", VALUES, invalid
                        + "Incorrect operand type for operator or function; operator or function: >=, operand type: "
                        + "BOOL"),
                Arguments.of(NUMBER_SK, "PK = :pk AND SK BETWEEN :t AND :t", VALUES, invalid
                        + "Incorrect operand type for operator or function; operator or function: BETWEEN, operand "
                        + "type: BOOL"),
                Arguments.of(STRING_SK, "PK = :pk AND SK BETWEEN :hi AND :lo", VALUES, invalid
                        + "The BETWEEN operator requires upper bound to be greater than or equal to lower bound; "
                        + "lower bound operand: AttributeValue: {S:z}, upper bound operand: AttributeValue: {S:a}"),
                Arguments.of(STRING_SK, "PK = :pk AND BEGINS_WITH(SK, :p)", VALUES,
                        invalid + "Invalid function name; function: BEGINS_WITH"),
                Arguments.of(STRING_SK, "PK = :pk AND dog(SK, :p)", VALUES,
                        invalid + "Invalid function name; function: dog"),
                Arguments.of(STRING_SK, "PK = :pk AND SK != :sk", VALUES,
                        invalid + "Syntax error; token: \"!\", near: \"SK !=\""),
                Arguments.of(STRING_SK, "", VALUES, invalid + "The expression can not be empty;"),
                Arguments.of(table(KeySchema.of(KeyAttribute.s("key"), null)), "key = :pk", VALUES,
                        invalid + "Attribute name is a reserved keyword; reserved keyword: key"),
                Arguments.of(STRING_SK, "((PK = :pk) AND ((SK = :sk)))", VALUES,
                        invalid + "The expression has redundant parentheses;"),
                Arguments.of(STRING_SK, "PK = :pk AND SK = :undefined", VALUES, invalid
                        + "An expression attribute value used in expression is not defined; attribute value: "
                        + ":undefined"),
                Arguments.of(MULTI, "h1 = :a AND r1 = :c", multi, "Query condition missed key schema element: h2"),
                Arguments.of(MULTI, "h1 = :a AND h2 = :b AND r2 = :d", multi,
                        "Query condition missed key schema element: r1"),
                Arguments.of(MULTI, "h1 = :a AND h2 = :b AND r1 = :c AND r3 = :e", multi,
                        "Query condition missed key schema element: r2"),
                Arguments.of(MULTI, "h1 = :a AND h2 = :b AND r1 > :c AND r2 = :d", multi,
                        "Query key condition not supported"),
                Arguments.of(MULTI, "h1 = :a AND h2 = :b AND begins_with(r1, :c) AND r2 = :d", multi,
                        "Query key condition not supported"),
                Arguments.of(MULTI, "h1 = :a AND h2 > :b", multi, "Query key condition not supported"),
                Arguments.of(MULTI, "h1 = :a AND h2 = :c", multi, wrongType),
                Arguments.of(MULTI, "h1 = :a AND h2 = :b AND r1 = :c AND begins_with(r2, :c)", multi, wrongType));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @MethodSource("refusals")
    void refusesWhatDynamoDbRefuses(IndexSpec index, String text, Map<String, AttributeValue> values,
                                    String message) {
        assertThat(messageOf(text, index, values)).isEqualTo(message);
    }

    @Test
    void refusalsCarryTheKeyConditionKind() {
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> KeyConditionExpression.parse("PK = :pk OR SK = :sk", null, VALUES, STRING_SK));
        assertThat(e.kind()).contains(ExpressionKind.KEY_CONDITION);
        assertThat(e.column()).isEqualTo(1);
    }
}
