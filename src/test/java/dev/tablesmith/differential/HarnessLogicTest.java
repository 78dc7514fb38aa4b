package dev.tablesmith.differential;

import static dev.tablesmith.model.AttributeValue.b;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The harness's own logic, without moto_server: value conversions, the comparable form, and that the page
 * comparison fails where it must and tolerates only what DynamoDB leaves undefined.
 */
class HarnessLogicTest {
    private static final List<String> GSI_KEYS = List.of("G", "GS");

    private static Item item(String pk, String sk, String gsiSort) {
        return new Item(Map.of("PK", s(pk), "SK", s(sk), "G", s("g"), "GS", n(gsiSort)));
    }

    private static ReadPage page(List<Item> items, Map<String, AttributeValue> lek) {
        return new ReadPage(items, items.size(), items.size(), lek, lek);
    }

    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({"1E2, 100", "100.00, 100", "12.50, 12.5", "-0, 0", "0.000, 0", "1E-5, 0.00001",
        "-1E+10, -10000000000", "-0.50, -0.5", "4.2E1, 42"})
    void numbersAreRewrittenInCanonicalFormOnMotosSide(String written, String canonical) {
        assertThat(ComparableForm.canonicalNumber(written)).isEqualTo(canonical);
    }

    @Test
    void motosNumbersAreCanonicalisedEverywhereButTheEnginesAreLeftAlone() {
        Item raw = new Item(Map.of("n", n("1E2"), "m", AttributeValue.m(Map.of("l", AttributeValue.l(List.of(
                n("12.50"))))), "ns", new AttributeValue.NS(List.of("1E2", "5.0"))));
        assertThat(ComparableForm.moto(raw)).isEqualTo(new Item(Map.of("n", n("100"), "m", AttributeValue.m(Map.of("l",
                AttributeValue.l(List.of(n("12.5"))))), "ns", new AttributeValue.NS(List.of("5", "100")))));
        assertThat(ComparableForm.engine(raw).attributes().get("n")).isEqualTo(n("1E2"));
        assertThat(ComparableForm.engine(raw).attributes().get("ns"))
                .isEqualTo(new AttributeValue.NS(List.of("5.0", "1E2")));
    }

    @Test
    void setMembersAreSortedOnBothSidesBecauseDynamoDbDefinesNoSetOrder() {
        Item a = new Item(Map.of("ss", new AttributeValue.SS(List.of("b", "a")), "bs", new AttributeValue.BS(List.of(
                b(EdgeValues.bytes(0xFF)), b(EdgeValues.bytes(0x01))))));
        Item c = new Item(Map.of("ss", new AttributeValue.SS(List.of("a", "b")), "bs", new AttributeValue.BS(List.of(
                b(EdgeValues.bytes(0x01)), b(EdgeValues.bytes(0xFF))))));
        assertThat(ComparableForm.engine(a)).isEqualTo(ComparableForm.moto(c));
    }

    @Test
    void codePointOrderPutsEmojiAfterTheSpecialsBlockUnlikeStringCompareTo() {
        assertThat(ComparableForm.compareCodePoints("\uFFFD", "\uD83D\uDE00")).isNegative();
        assertThat("\uFFFD".compareTo("\uD83D\uDE00")).isPositive();
    }

    @Test
    void everyAttributeTypeSurvivesTheSdkRoundTrip() {
        Item item = new Item(Map.of("s", s("\uD83D\uDE00#$"), "n", n("-1E+10"), "b", b(EdgeValues.bytes(0x80, 0xFF)),
                "bool", AttributeValue.bool(true), "null", AttributeValue.nul(),
                "l", AttributeValue.l(List.of(s("x"), n("1"))), "m", AttributeValue.m(Map.of("k", AttributeValue.l(
                        List.of()))), "ss", new AttributeValue.SS(List.of("a", "b")),
                "ns", new AttributeValue.NS(List.of("1", "2.5")),
                "bs", new AttributeValue.BS(List.of(b(EdgeValues.bytes(0x00))))));
        assertThat(SdkValues.toItem(SdkValues.toSdk(item))).isEqualTo(item);
    }

    @Test
    void baseTableAnswersMustMatchInOrder() {
        List<Item> items = List.of(item("p", "a", "1"), item("p", "b", "2"));
        List<Item> swapped = List.of(items.get(1), items.get(0));
        assertThatCode(() -> DifferentialAssertions.assertSamePages("same", List.of(page(items, null)),
                List.of(page(items, null)), ResultOrder.exact(), null)).doesNotThrowAnyException();
        assertThatThrownBy(() -> DifferentialAssertions.assertSamePages("swapped", List.of(page(swapped, null)),
                List.of(page(items, null)), ResultOrder.exact(), null))
                .hasMessageContaining("items differ first at position 1");
    }

    @Test
    void indexTiesMayComeInAnyOrderButIndexKeyOrderMayNot() {
        List<Item> tied = List.of(item("p", "a", "1"), item("p", "b", "1"), item("p", "c", "2"));
        List<Item> tiedSwapped = List.of(tied.get(1), tied.get(0), tied.get(2));
        List<Item> keysSwapped = List.of(tied.get(2), tied.get(0), tied.get(1));
        ResultOrder ties = ResultOrder.tiesUnordered(GSI_KEYS);
        assertThatCode(() -> DifferentialAssertions.assertSamePages("ties", List.of(page(tiedSwapped, null)),
                List.of(page(tied, null)), ties, null)).doesNotThrowAnyException();
        assertThatThrownBy(() -> DifferentialAssertions.assertSamePages("order", List.of(page(keysSwapped, null)),
                List.of(page(tied, null)), ties, null)).hasMessageContaining("index key order differs");
    }

    @Test
    void scansCompareAllItemsAsAMultisetAndNameTheMissingOnes() {
        List<Item> items = List.of(item("p", "a", "1"), item("q", "b", "2"));
        assertThatCode(() -> DifferentialAssertions.assertSamePages("scan", List.of(page(List.of(items.get(1), items.get(0)), null)),
                List.of(page(items, null)), ResultOrder.unordered(), null)).doesNotThrowAnyException();
        ReadPage short1 = new ReadPage(List.of(items.get(0)), 1, 2, null, null);
        ReadPage full = new ReadPage(items, 2, 2, null, null);
        assertThatThrownBy(() -> DifferentialAssertions.assertSamePages("scan", List.of(short1), List.of(full),
                ResultOrder.unordered(), null)).hasMessageContaining("total Count");
    }

    @Test
    void aPageThatEndsExactlyOnTheLimitNeedsAKeyAndAnEmptyPageFromTheEngine() {
        List<Item> items = List.of(item("p", "a", "1"), item("p", "b", "2"));
        Map<String, AttributeValue> key = Map.of("PK", s("p"), "SK", s("b"));
        List<ReadPage> moto = List.of(page(items, null));
        List<ReadPage> dynamo = List.of(page(items, key), page(List.of(), null));
        assertThatCode(() -> DifferentialAssertions.assertSamePages("exact", dynamo, moto, ResultOrder.exact(), 2))
                .doesNotThrowAnyException();
        assertThatThrownBy(() -> DifferentialAssertions.assertSamePages("like moto", moto, moto, ResultOrder.exact(),
                2)).hasMessageContaining(MotoDifference.EXACT_LIMIT_WITHOUT_LAST_EVALUATED_KEY.name());
    }

    @Test
    void countsAndKeysArePartOfTheAnswer() {
        List<Item> items = List.of(item("p", "a", "1"));
        ReadPage moto = page(items, Map.of("PK", s("p"), "SK", s("a")));
        ReadPage wrongCount = new ReadPage(items, 1, 5, moto.lastEvaluatedKey(), moto.lastEvaluatedKey());
        ReadPage wrongKey = page(items, Map.of("PK", s("p"), "SK", s("z")));
        assertThatThrownBy(() -> DifferentialAssertions.assertSamePages("count", List.of(wrongCount, page(List.of(),
                null)), List.of(moto, page(List.of(), null)), ResultOrder.exact(), null))
                .hasMessageContaining("ScannedCount");
        assertThatThrownBy(() -> DifferentialAssertions.assertSamePages("key", List.of(wrongKey, page(List.of(), null)),
                List.of(moto, page(List.of(), null)), ResultOrder.exact(), null))
                .hasMessageContaining("LastEvaluatedKey");
    }
}
