package dev.tablesmith.sample;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.sample.TextFamily.Words.WordCase;
import java.time.LocalDate;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

class ValueFamiliesTest {

    private static List<String> texts(TextFamily family, long count) {
        return LongStream.range(0, count).mapToObj(family::text).toList();
    }

    @Test
    void personNamesUseEveryCombinationOnceBeforeCountingOn() {
        TextFamily names = new TextFamily.PersonNames(List.of("Ana", "Bo", "Cy"), List.of("Rao", "Silva"));

        List<String> firstSix = texts(names, 6);
        assertThat(firstSix).doesNotHaveDuplicates().allMatch(n -> n.matches("(Ana|Bo|Cy) (Rao|Silva)"));
        assertThat(texts(names, 12)).doesNotHaveDuplicates();
        assertThat(names.text(6)).endsWith(" 2");
    }

    @Test
    void theFirstFewNamesDoNotAllShareASurname() {
        TextFamily names = new TextFamily.PersonNames(List.of("Ana", "Bo", "Cy", "Di"), List.of("Rao", "Silva", "Ng"));

        assertThat(texts(names, 4).stream().map(n -> n.split(" ")[1]).distinct().count()).isGreaterThan(1);
    }

    @Test
    void slugWordsEnumerateEveryCombinationBeforeRepeating() {
        TextFamily slugs = new TextFamily.Words(List.of("data", "guild", "ops"), 2, "-", WordCase.LOWER);

        assertThat(slugs.naturalSize()).isEqualTo(9);
        assertThat(texts(slugs, 9)).doesNotHaveDuplicates().allMatch(s -> s.matches("[a-z]+-[a-z]+"));
        assertThat(texts(slugs, 30)).doesNotHaveDuplicates();
    }

    @Test
    void codesAreUpperCaseLettersOfTheExamplesLengthAndAllDifferent() {
        TextFamily codes = new TextFamily.Codes(2);

        assertThat(codes.capacity()).isEqualTo(676);
        assertThat(texts(codes, 676)).doesNotHaveDuplicates().allMatch(c -> c.matches("[A-Z]{2}"));
    }

    @Test
    void idsKeepTheExamplesPrefixAndWidth() {
        assertThat(new TextFamily.Ids("inv-", 4).text(41)).isEqualTo("inv-0042");
        assertThat(new TextFamily.Ids("o", 1).text(122)).isEqualTo("o123");
    }

    @Test
    void aSmallPoolOfABoundedShapeIsSpreadOverItsWholeRange() {
        ValuePool pool = new ValuePool(new DateShape(LocalDate.of(2026, 1, 1), 100), 4L);

        assertThat(List.of(pool.value(0), pool.value(1), pool.value(2), pool.value(3))).containsExactly(
                AttributeValue.s("2026-01-01"), AttributeValue.s("2026-01-26"), AttributeValue.s("2026-02-20"),
                AttributeValue.s("2026-03-17"));
    }

    @Test
    void aFreshDrawNeverReturnsATakenValueWhileFreeOnesRemain() {
        ValuePool pool = new ValuePool(new NumberShape(1, 10, 0), null);
        Set<AttributeValue> taken = new HashSet<>();
        Random random = new Random(1);

        for (int i = 0; i < 10; i++) {
            assertThat(taken.add(pool.drawFresh(random, taken, 10))).isTrue();
        }
        assertThat(taken).hasSize(10);
    }

    @Test
    void aNumberRangeGrowsToHoldOneValuePerIdentifiedItem() {
        NumberShape small = new NumberShape(1, 10, 0);

        assertThat(small.holding(5)).isSameAs(small);
        assertThat(small.holding(500).capacity()).isEqualTo(500);
        assertThat(small.holding(500).valueAt(499)).isEqualTo(AttributeValue.n("500"));
    }

    @Test
    void numbersAreWrittenInPlainDecimalWithTheirScale() {
        NumberShape prices = new NumberShape(1990, 2000, 2);

        assertThat(prices.valueAt(0)).isEqualTo(AttributeValue.n("19.90"));
        assertThat(new NumberShape(-5, 5, 0).valueAt(0)).isEqualTo(AttributeValue.n("-5"));
    }

    @Test
    void timestampsAreReadAndWrittenInTheirOwnForm() {
        TimestampShape.Parsed parsed = TimestampShape.parse("2026-11-21T19:30:00.5+05:30").orElseThrow();
        long unit = TimestampShape.unitOf(parsed.instant(), parsed.form());

        assertThat(parsed.form()).isEqualTo(new TimestampShape.Form(true, 1, "+05:30"));
        assertThat(new TimestampShape(unit, 1, parsed.form()).valueAt(0))
                .isEqualTo(AttributeValue.s("2026-11-21T19:30:00.5+05:30"));
        assertThat(TimestampShape.parse("2026-07-14")).isEmpty();
        assertThat(TimestampShape.parse("2026-02-30T10:00Z")).isEmpty();
    }

    @Test
    void binaryValuesOfDifferentIndexesDiffer() {
        BinaryShape shape = new BinaryShape(16);
        Set<AttributeValue> values = new HashSet<>();

        LongStream.range(0, 1000).forEach(i -> values.add(shape.valueAt(i)));

        assertThat(values).hasSize(1000);
        assertThat(new BinaryShape(1).capacity()).isEqualTo(256);
    }
}
