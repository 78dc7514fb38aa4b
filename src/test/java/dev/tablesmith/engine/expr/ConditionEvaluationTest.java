package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.Fixtures.b;
import static dev.tablesmith.engine.expr.Fixtures.bool;
import static dev.tablesmith.engine.expr.Fixtures.bs;
import static dev.tablesmith.engine.expr.Fixtures.item;
import static dev.tablesmith.engine.expr.Fixtures.l;
import static dev.tablesmith.engine.expr.Fixtures.m;
import static dev.tablesmith.engine.expr.Fixtures.n;
import static dev.tablesmith.engine.expr.Fixtures.ns;
import static dev.tablesmith.engine.expr.Fixtures.nul;
import static dev.tablesmith.engine.expr.Fixtures.s;
import static dev.tablesmith.engine.expr.Fixtures.ss;
import static dev.tablesmith.engine.expr.Fixtures.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every operator and function on every type, against one item, with DynamoDB's outcomes. */
class ConditionEvaluationTest {
    private static final String EMOJI = "\uD83D\uDE00"; // U+1F600, UTF-8 F0 9F 98 80

    private static final Item ITEM = item(
            "s", s("banana"),
            "s2", s("banana"),
            "n", n("10"),
            "nexp", n("1.5E3"),
            "neg", n("-0.25"),
            "b", b(1, 2, 3),
            "hi", b(0x80, 0xFF),
            "flag", bool(true),
            "nothing", nul(),
            "tags", ss("red", "green"),
            "nums", ns("1", "5", "1E2"),
            "blobs", bs(b(0x01), b(0xFF)),
            "letters", l(s("a"), s("b"), n("3")),
            "info", m("nested", m("deep", s("x")), "arr", l(m("v", n("1")), m("v", n("2")))),
            "emoji", s(EMOJI),
            "fffd", s("\uFFFD"),
            "blank", s(""));

    private static Arguments when(String expression, boolean expected, Object... values) {
        return Arguments.of(expression, values(values), expected);
    }

    static Stream<Arguments> cases() {
        return Stream.of(
                // = on every type
                when("s = :v", true, ":v", s("banana")),
                when("s = :v", false, ":v", s("Banana")),
                when("s = s2", true),
                when("n = :v", true, ":v", n("1E1")),
                when("n = :v", true, ":v", n("10.000")),
                when("n = :v", false, ":v", n("10.0000000000000000000000000000000001")),
                when("n = :v", false, ":v", s("10")),
                when("nexp = :v", true, ":v", n("1500")),
                when("neg = :v", true, ":v", n("-25E-2")),
                when("b = :v", true, ":v", b(1, 2, 3)),
                when("b = :v", false, ":v", b(1, 2)),
                when("flag = :v", true, ":v", bool(true)),
                when("flag = :v", false, ":v", bool(false)),
                when("flag = :v", false, ":v", s("true")),
                when("nothing = :v", true, ":v", nul()),
                when("tags = :v", true, ":v", ss("green", "red")),
                when("tags = :v", false, ":v", ss("red")),
                when("nums = :v", true, ":v", ns("100", "5", "1.0")),
                when("blobs = :v", true, ":v", bs(b(0xFF), b(0x01))),
                when("letters = :v", true, ":v", l(s("a"), s("b"), n("3.0"))),
                when("letters = :v", false, ":v", l(s("b"), s("a"), n("3"))),
                when("info.nested = :v", true, ":v", m("deep", s("x"))),
                when("info.nested = :v", false, ":v", m("deep", s("x"), "more", s("y"))),
                when("gone = :v", false, ":v", s("banana")),
                when("gone = alsoGone", false),
                // <>
                when("s <> :v", false, ":v", s("banana")),
                when("s <> :v", true, ":v", s("apple")),
                when("n <> :v", true, ":v", s("10")),
                when("gone <> :v", true, ":v", n("1")),
                when("gone <> alsoGone", true),
                when("tags <> :v", false, ":v", ss("green", "red")),
                // ordering: S by UTF-8 bytes, N numerically, B unsigned
                when("s < :v", true, ":v", s("bananas")),
                when("s > :v", true, ":v", s("apple")),
                when("s >= :v", true, ":v", s("banana")),
                when("s <= :v", false, ":v", s("banan")),
                when("s > :v", true, ":v", s("Banana")),
                when("n > :v", true, ":v", n("9")),
                when("n < :v", true, ":v", n("1E2")),
                when("n <= :v", true, ":v", n("1E1")),
                when("n < :v", false, ":v", n("-1")),
                when("neg < :v", true, ":v", n("0")),
                when("nexp >= :v", true, ":v", n("1.5E+3")),
                when("b < :v", true, ":v", b(1, 2, 4)),
                when("b < :v", false, ":v", b(1, 2)),
                when("hi > :v", true, ":v", b(0x7F, 0xFF)),
                when("emoji > :v", true, ":v", s("\uFFFD")),
                when("fffd < :v", true, ":v", s(EMOJI)),
                when("emoji < :v", false, ":v", s("\uFFFF")),
                when("s < :v", false, ":v", n("1")),
                when("n > :v", false, ":v", s("1")),
                when("gone < :v", false, ":v", n("1")),
                when("gone >= alsoGone", false),
                when(":v > gone", false, ":v", n("1")),
                when("tags < :v", false, ":v", s("z")),
                when("flag > :v", false, ":v", s("a")),
                when(":v < n", true, ":v", n("9.99")),
                when("info.arr[0].v < info.arr[1].v", true),
                // BETWEEN, bounds inclusive
                when("n BETWEEN :a AND :b", true, ":a", n("10"), ":b", n("20")),
                when("n BETWEEN :a AND :b", false, ":a", n("11"), ":b", n("20")),
                when("n BETWEEN :a AND :b", true, ":a", n("1E1"), ":b", n("1E1")),
                when("s BETWEEN :a AND :b", true, ":a", s("b"), ":b", s("c")),
                when("s BETWEEN :a AND :b", true, ":a", s("banana"), ":b", s("banana")),
                when("emoji BETWEEN :a AND :b", true, ":a", s("\uFFFD"), ":b", s("\uD83D\uDE01")),
                when("b BETWEEN :a AND :b", true, ":a", b(1), ":b", b(1, 2, 3)),
                when("hi BETWEEN :a AND :b", false, ":a", b(0x00), ":b", b(0x7F)),
                when("s BETWEEN :a AND :b", false, ":a", n("1"), ":b", n("2")),
                when("gone BETWEEN :a AND :b", false, ":a", n("1"), ":b", n("2")),
                // IN
                when("s IN (:a, :b)", true, ":a", s("apple"), ":b", s("banana")),
                when("s IN (:a)", false, ":a", s("apple")),
                when("n IN (:a, :b)", true, ":a", s("x"), ":b", n("1E1")),
                when("tags IN (:a)", true, ":a", ss("green", "red")),
                when("gone IN (:a)", false, ":a", s("apple")),
                when("s IN (s2, :a)", true, ":a", s("x")),
                // attribute_exists / attribute_not_exists
                when("attribute_exists(s)", true),
                when("attribute_exists(gone)", false),
                when("attribute_exists(nothing)", true),
                when("attribute_exists(blank)", true),
                when("attribute_exists(info.nested.deep)", true),
                when("attribute_exists(info.arr[1].v)", true),
                when("attribute_exists(letters[9])", false),
                when("attribute_exists(letters[2])", true),
                when("attribute_exists(s.x)", false),
                when("attribute_exists(info[0])", false),
                when("attribute_not_exists(gone)", true),
                when("attribute_not_exists(s)", false),
                when("attribute_not_exists(info.nested.shallow)", true),
                // attribute_type, all ten types
                when("attribute_type(s, :t)", true, ":t", s("S")),
                when("attribute_type(n, :t)", true, ":t", s("N")),
                when("attribute_type(b, :t)", true, ":t", s("B")),
                when("attribute_type(flag, :t)", true, ":t", s("BOOL")),
                when("attribute_type(nothing, :t)", true, ":t", s("NULL")),
                when("attribute_type(tags, :t)", true, ":t", s("SS")),
                when("attribute_type(nums, :t)", true, ":t", s("NS")),
                when("attribute_type(blobs, :t)", true, ":t", s("BS")),
                when("attribute_type(letters, :t)", true, ":t", s("L")),
                when("attribute_type(info, :t)", true, ":t", s("M")),
                when("attribute_type(n, :t)", false, ":t", s("S")),
                when("attribute_type(tags, :t)", false, ":t", s("L")),
                when("attribute_type(gone, :t)", false, ":t", s("S")),
                when("attribute_type(:v, :t)", true, ":v", n("0"), ":t", s("N")),
                // begins_with
                when("begins_with(s, :p)", true, ":p", s("ban")),
                when("begins_with(s, :p)", true, ":p", s("banana")),
                when("begins_with(s, :p)", false, ":p", s("nan")),
                when("begins_with(s, :p)", false, ":p", s("bananas")),
                when("begins_with(b, :p)", true, ":p", b(1, 2)),
                when("begins_with(b, :p)", false, ":p", b(2)),
                when("begins_with(b, :p)", false, ":p", s("x")),
                when("begins_with(emoji, :p)", true, ":p", s(EMOJI)),
                when("begins_with(gone, :p)", false, ":p", s("x")),
                when("begins_with(tags, :p)", false, ":p", s("red")),
                when("begins_with(:str, s)", true, ":str", s("bananarama")),
                when("begins_with(s, s2)", true),
                // contains
                when("contains(s, :v)", true, ":v", s("nan")),
                when("contains(s, :v)", false, ":v", s("xyz")),
                when("contains(b, :v)", true, ":v", b(2, 3)),
                when("contains(b, :v)", false, ":v", b(3, 2)),
                when("contains(tags, :v)", true, ":v", s("red")),
                when("contains(tags, :v)", false, ":v", s("blue")),
                when("contains(tags, :v)", false, ":v", n("1")),
                when("contains(nums, :v)", true, ":v", n("100")),
                when("contains(nums, :v)", false, ":v", n("2")),
                when("contains(blobs, :v)", true, ":v", b(0xFF)),
                when("contains(letters, :v)", true, ":v", n("3")),
                when("contains(letters, :v)", false, ":v", s("3")),
                when("contains(letters, :v)", true, ":v", s("a")),
                when("contains(info.arr, :v)", true, ":v", m("v", n("2"))),
                when("contains(n, :v)", false, ":v", n("1")),
                when("contains(b, :v)", false, ":v", ss("x")),
                when("contains(gone, :v)", false, ":v", s("x")),
                when("contains(emoji, :v)", true, ":v", s(EMOJI)),
                // size: UTF-16 code units, bytes, members, elements, entries
                when("size(s) = :v", true, ":v", n("6")),
                when("size(emoji) = :v", true, ":v", n("2")),
                when("size(blank) = :v", true, ":v", n("0")),
                when("size(b) = :v", true, ":v", n("3")),
                when("size(tags) = :v", true, ":v", n("2")),
                when("size(nums) = :v", true, ":v", n("3")),
                when("size(blobs) = :v", true, ":v", n("2")),
                when("size(letters) = :v", true, ":v", n("3")),
                when("size(info) = :v", true, ":v", n("2")),
                when("size(info.arr) >= :v", true, ":v", n("2")),
                when("size(n) = :v", false, ":v", n("2")),
                when("size(n) <> :v", true, ":v", n("2")),
                when("size(flag) = :v", false, ":v", n("1")),
                when("size(nothing) = :v", false, ":v", n("1")),
                when("size(gone) = :v", false, ":v", n("0")),
                when("size(s) > :v", true, ":v", n("5")),
                when("size(s) = :v", false, ":v", s("6")),
                when("size(s) = n", false),
                when("size(:v) = :six", true, ":v", s("banana"), ":six", n("6")),
                // logic
                when("s = :v AND n = :w", true, ":v", s("banana"), ":w", n("10")),
                when("s = :v AND n = :w", false, ":v", s("banana"), ":w", n("11")),
                when("s = :v OR n = :w", true, ":v", s("apple"), ":w", n("10")),
                when("NOT s = :v", true, ":v", s("apple")),
                when("NOT attribute_exists(gone)", true),
                when("n = :yes OR n = :yes AND n = :no", true, ":yes", n("10"), ":no", n("11")),
                when("(n = :yes OR n = :yes) AND n = :no", false, ":yes", n("10"), ":no", n("11")),
                when("NOT n = :no AND n = :yes", true, ":yes", n("10"), ":no", n("11")),
                when("NOT (n = :no OR n = :yes)", false, ":yes", n("10"), ":no", n("11")),
                // Scylla test_condition_expression.py test_update_condition_not: "NOT NOT NOT NOT a < b" holds
                when("NOT NOT n = :yes", true, ":yes", n("10")),
                when("NOT NOT NOT n = :yes", false, ":yes", n("10")));
    }

    @ParameterizedTest(name = "[{index}] {0} {1} -> {2}")
    @MethodSource("cases")
    void evaluatesLikeDynamoDb(String expression, Map<String, AttributeValue> values, boolean expected) {
        ConditionExpression condition = ConditionExpression.parse(expression, null, values.isEmpty() ? null : values);
        assertThat(condition.test(ITEM)).isEqualTo(expected);
    }

    @Test
    void anAbsentItemIsAnEmptyOne() {
        ConditionExpression exists = ConditionExpression.parse("attribute_exists(PK)", null, null);
        ConditionExpression notExists = ConditionExpression.parse("attribute_not_exists(PK)", null, null);
        assertThat(exists.test(item())).isFalse();
        assertThat(notExists.test(item())).isTrue();
    }

    @Test
    void anInvalidStoredNumberEqualsAndOrdersAgainstNothing() {
        Item bad = item("x", n("not-a-number"));
        Map<String, AttributeValue> v = values(":v", n("1"));
        assertThat(ConditionExpression.parse("x = :v", null, v).test(bad)).isFalse();
        assertThat(ConditionExpression.parse("x < :v", null, v).test(bad)).isFalse();
        assertThat(ConditionExpression.parse("x <> :v", null, v).test(bad)).isTrue();
        assertThat(ConditionExpression.parse("contains(x, :v)", null, v).test(bad)).isFalse();
    }

    @Test
    void filterExpressionsEvaluateTheSameWay() {
        ConditionExpression filter = ConditionExpression.parseFilter("begins_with(#s, :p)",
                Fixtures.names("#s", "status"), values(":p", s("PEND")));
        assertThat(filter.kind()).isEqualTo(ExpressionKind.FILTER);
        assertThat(filter.test(item("status", s("PENDING")))).isTrue();
        assertThat(filter.test(item("status", s("PAID")))).isFalse();
    }
}
