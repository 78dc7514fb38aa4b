package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OutcomeComparisonTest {
    private static final List<String> KEYS = List.of("PK", "SK");

    private static Item item(String pk, String sk, String total) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        values.put("PK", AttributeValue.s(pk));
        values.put("SK", AttributeValue.s(sk));
        values.put("total", AttributeValue.n(total));
        return new Item(values);
    }

    private static ReadOutcome outcome(Item... items) {
        return new ReadOutcome(List.of(items), items.length, items.length, 1, false, null);
    }

    @Test
    void theSameItemsInTheSameOrderAgree() {
        ReadOutcome both = outcome(item("C#1", "O#1", "10"), item("C#1", "O#2", "20"));

        assertThat(OutcomeComparison.compare("AP1", both, both, KEYS)).isEmpty();
    }

    @Test
    void numbersAreComparedInCanonicalForm() {
        assertThat(OutcomeComparison.compare("AP1", outcome(item("C#1", "O#1", "12.5")),
                outcome(item("C#1", "O#1", "12.50")), KEYS)).isEmpty();
    }

    @Test
    void setMembersInAnotherOrderAgree() {
        Item a = new Item(Map.of("PK", AttributeValue.s("x"), "tags", new AttributeValue.SS(List.of("b", "a"))));
        Item b = new Item(Map.of("PK", AttributeValue.s("x"), "tags", new AttributeValue.SS(List.of("a", "b"))));

        assertThat(OutcomeComparison.compare("AP1", outcome(a), outcome(b), KEYS)).isEmpty();
    }

    @Test
    void anotherOrderIsReportedAtTheFirstDifferingPosition() {
        Item first = item("C#1", "O#1", "10");
        Item second = item("C#1", "O#2", "20");

        assertThat(OutcomeComparison.compare("AP2", outcome(first, second), outcome(second, first), KEYS))
                .containsExactly("AP2: first difference at position 1: predicted PK=C#1, SK=O#1, live PK=C#1, SK=O#2");
    }

    @Test
    void aChangedAttributeIsNamedWithBothValues() {
        assertThat(OutcomeComparison.compare("AP3", outcome(item("C#1", "O#1", "10")),
                outcome(item("C#1", "O#1", "11")), KEYS))
                .containsExactly("AP3: first difference at position 1: item PK=C#1, SK=O#1 differs: total predicted "
                        + "'10', live '11'");
    }

    @Test
    void aMissingItemGivesCountsAndTheFirstItemOnlyOneSideHas() {
        Item first = item("C#1", "O#1", "10");
        Item second = item("C#1", "O#2", "20");

        assertThat(OutcomeComparison.compare("AP4", outcome(first, second), outcome(first), KEYS)).containsExactly(
                "AP4: 1 items live, 2 predicted",
                "AP4: first difference at position 2: only predicted has PK=C#1, SK=O#2",
                "AP4: Count 1 live, 2 predicted",
                "AP4: ScannedCount 1 live, 2 predicted");
    }

    @Test
    void scannedCountAloneCanDiffer() {
        Item first = item("C#1", "O#1", "10");
        ReadOutcome predicted = new ReadOutcome(List.of(first), 1, 5, 1, false, null);
        ReadOutcome live = new ReadOutcome(List.of(first), 1, 4, 1, false, null);

        assertThat(OutcomeComparison.compare("AP5", predicted, live, KEYS))
                .containsExactly("AP5: ScannedCount 4 live, 5 predicted");
    }

    @Test
    void aRefusalOnOneSideOnlyIsADifference() {
        assertThat(OutcomeComparison.compare("AP6", ReadOutcome.failed("ValidationException: bad"),
                outcome(item("C#1", "O#1", "1")), KEYS)).containsExactly(
                "AP6: predicted refusal ValidationException: bad, live an answer with 1 items");
    }

    @Test
    void refusalsWithTheSameErrorCodeAgree() {
        assertThat(OutcomeComparison.compare("AP7", ReadOutcome.failed("ValidationException: engine words"),
                ReadOutcome.failed("ValidationException: service words"), KEYS)).isEmpty();
    }

    private static Item order(String pk, String sk, String status) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        values.put("PK", AttributeValue.s(pk));
        values.put("SK", AttributeValue.s(sk));
        values.put("GSI2PK", AttributeValue.s(status));
        return new Item(values);
    }

    @Test
    void itemsWithEqualIndexKeysMayComeInAnyOrder() {
        Item a = order("C#1", "O#1", "OPEN");
        Item b = order("C#2", "O#2", "OPEN");

        assertThat(OutcomeComparison.compare("AP6", outcome(a, b), outcome(b, a), KEYS, List.of("GSI2PK"))).isEmpty();
    }

    @Test
    void aDifferentItemAmongEqualIndexKeysIsStillADifference() {
        Item a = order("C#1", "O#1", "OPEN");
        Item b = order("C#2", "O#2", "OPEN");
        Item c = order("C#3", "O#3", "OPEN");

        assertThat(OutcomeComparison.compare("AP6", outcome(a, b), outcome(c, a), KEYS, List.of("GSI2PK")))
                .containsExactly("AP6: first difference at position 2 (among 2 items with equal GSI2PK, whose order is"
                        + " not defined): predicted PK=C#2, SK=O#2, live PK=C#3, SK=O#3");
    }

    @Test
    void indexKeyOrderItselfIsCompared() {
        Item a = order("C#1", "O#1", "A");
        Item b = order("C#2", "O#2", "B");

        assertThat(OutcomeComparison.compare("AP6", outcome(a, b), outcome(b, a), KEYS, List.of("GSI2PK")))
                .containsExactly("AP6: first difference at position 1: predicted PK=C#1, SK=O#1, live PK=C#2, SK=O#2");
    }

    @Test
    void aScanComparesItemsAsASet() {
        Item a = item("C#1", "O#1", "1");
        Item b = item("C#2", "O#2", "2");

        assertThat(OutcomeComparison.compare("AP9", outcome(a, b), outcome(b, a), KEYS, List.of())).isEmpty();
        assertThat(OutcomeComparison.compare("AP9", outcome(a, b), outcome(a, item("C#2", "O#2", "3")), KEYS,
                List.of())).containsExactly("AP9: first difference at position 2 (a Scan's order is not compared): "
                + "item PK=C#2, SK=O#2 differs: total predicted '2', live '3'");
    }
}
