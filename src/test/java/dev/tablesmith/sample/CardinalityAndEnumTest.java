package dev.tablesmith.sample;

import static dev.tablesmith.sample.SampleFixtures.distinctTexts;
import static dev.tablesmith.sample.SampleFixtures.example;
import static dev.tablesmith.sample.SampleFixtures.single;
import static dev.tablesmith.sample.SampleFixtures.texts;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CardinalityAndEnumTest {

    private static Table generated(String attributesJson, int count) {
        return new SampleGenerator(3).generate(single(attributesJson), count).table();
    }

    @ParameterizedTest(name = "{0} with distinctValues {2}: exactly {2} values in 3000 records")
    @CsvSource(delimiter = '|', value = {
        "category | books, electronics | 40",
        "category | books              | 7",
        "label    | data-guild         | 25",
        "userId   | u-1931             | 300",
        "currency | USD, EUR           | 3",
    })
    void textCardinalityFollowsTheDistinctValueEstimate(String name, String examples, long distinct) {
        String exampleList = List.of(examples.split(",")).stream().map(String::strip)
                .map(e -> "\"" + e + "\"").collect(Collectors.joining(", "));
        Table table = generated("""
                { "name": "%s", "type": "S", "required": true, "examples": [%s], "distinctValues": %d }
                """.formatted(name, exampleList, distinct), 3000);

        assertThat(distinctTexts(table, "Thing", name)).hasSize((int) distinct);
    }

    @Test
    void numberAndDateCardinalityFollowsTheDistinctValueEstimate() {
        Table table = generated("""
                { "name": "price", "type": "N", "required": true, "examples": ["19.99"], "distinctValues": 12 },
                { "name": "day", "type": "S", "required": true, "examples": ["2026-06-01"], "distinctValues": 9 },
                { "name": "at", "type": "S", "required": true, "examples": ["2026-07-14T09:30:00Z"],
                  "distinctValues": 5 }
                """, 2000);

        assertThat(distinctTexts(table, "Thing", "price")).hasSize(12);
        assertThat(distinctTexts(table, "Thing", "day")).hasSize(9);
        assertThat(distinctTexts(table, "Thing", "at")).hasSize(5);
    }

    @Test
    void aPoolOfDistinctValuesIsSpreadOverTheWholeRange() {
        Table table = generated("""
                { "name": "day", "type": "S", "required": true, "examples": ["2026-07-14"], "distinctValues": 4 }
                """, 500);

        List<String> days = distinctTexts(table, "Thing", "day").stream().sorted().toList();
        assertThat(days.get(0)).startsWith("2025-07");
        assertThat(days.get(3)).isGreaterThan("2026-03");
    }

    @Test
    void aLargeEstimateGivesMostlyDifferentValues() {
        Table table = generated("""
                { "name": "sessionId", "type": "S", "required": true, "examples": ["s1"], "distinctValues": 10000000 }
                """, 1000);

        assertThat(distinctTexts(table, "Thing", "sessionId")).hasSizeGreaterThan(990);
    }

    @Test
    void hotPartitionsOfTheCommerceExampleFollowItsEstimates() {
        Table table = new SampleGenerator(1).generate(example("commerce-main").table(),
                Map.of("Product", 2000), RecordMode.REPLACE).table();

        assertThat(distinctTexts(table, "Product", "category")).hasSize(40).contains("books", "electronics");
    }

    @Test
    void anIdentifyingAttributeStaysUniqueEvenWhenTheEstimateIsSmaller() {
        Table table = new SampleGenerator(3).generate(SampleFixtures.design("""
                {
                  "name": "Thing",
                  "attributes": [
                    { "name": "id", "type": "S", "required": true, "examples": ["t1"], "distinctValues": 10 }
                  ],
                  "keys": { "PK": { "template": "E#{id}" }, "SK": { "template": "META" } }
                }
                """).table(), 50).table();

        assertThat(texts(table, "Thing", "id")).hasSize(50).doesNotHaveDuplicates();
    }

    @Test
    void enumAttributesHoldOnlyTheirValuesAndEveryValueAppears() {
        Table table = generated("""
                { "name": "status", "type": "S", "required": true,
                  "enum": ["PENDING", "PAID", "FULFILLED", "CANCELLED"] },
                { "name": "kind", "type": "S", "required": true, "enum": ["Thing"] },
                { "name": "priority", "type": "N", "required": true, "enum": ["1", "2", "3"] }
                """, 400);

        assertThat(distinctTexts(table, "Thing", "status"))
                .containsExactlyInAnyOrder("PENDING", "PAID", "FULFILLED", "CANCELLED");
        assertThat(distinctTexts(table, "Thing", "kind")).containsExactly("Thing");
        assertThat(distinctTexts(table, "Thing", "priority")).containsExactlyInAnyOrder("1", "2", "3");
    }

    @Test
    void enumValuesThatAreNotOfTheAttributesTypeAreNeverGenerated() {
        Table table = generated("""
                { "name": "priority", "type": "N", "required": true, "enum": ["1", "high", "2.5"] },
                { "name": "archived", "type": "BOOL", "required": true, "enum": ["TRUE", "yes"] }
                """, 200);

        assertThat(distinctTexts(table, "Thing", "priority")).containsExactlyInAnyOrder("1", "2.5");
        assertThat(SampleFixtures.values(table, "Thing", "archived"))
                .containsOnly(AttributeValue.bool(true));
        assertThat(new DesignValidator()
                .validate(Design.of("t", table))).isEmpty();
    }

    @Test
    void enumValuesAreDrawnEvenly() {
        Table table = generated("""
                { "name": "tier", "type": "S", "required": true, "enum": ["gold", "silver", "bronze"] }
                """, 3000);

        Map<String, Long> counts = texts(table, "Thing", "tier").stream()
                .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
        assertThat(counts.values()).allMatch(c -> c > 850 && c < 1150);
    }

    @Test
    void aReferenceWithoutTargetRecordsDrawsFromItsOwnPool() {
        Table table = generated("""
                { "name": "customerId", "type": "S", "required": true, "examples": ["c1"], "distinctValues": 5 }
                """, 300);

        Set<String> customers = new HashSet<>(texts(table, "Thing", "customerId"));
        assertThat(customers).hasSize(5).allMatch(c -> c.matches("c\\d+"));
    }
}
