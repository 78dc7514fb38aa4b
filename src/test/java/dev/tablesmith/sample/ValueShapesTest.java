package dev.tablesmith.sample;

import static dev.tablesmith.sample.SampleFixtures.records;
import static dev.tablesmith.sample.SampleFixtures.single;
import static dev.tablesmith.sample.SampleFixtures.texts;
import static dev.tablesmith.sample.SampleFixtures.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ValueShapesTest {

    private static Table generate(Table table, int count) {
        return new SampleGenerator(11).generate(table, count).table();
    }

    private static Table generated(String attributesJson, int count) {
        return generate(single(attributesJson), count);
    }

    @Test
    void idsFollowTheExamplesPrefixAndDigits() {
        Table table = generated("""
                { "name": "ref", "type": "S", "required": true, "examples": ["o9"] },
                { "name": "invoice", "type": "S", "required": true, "examples": ["inv-0042"] }
                """, 200);

        assertThat(texts(table, "Thing", "id")).allMatch(v -> v.matches("t[1-9]\\d*")).doesNotHaveDuplicates();
        assertThat(texts(table, "Thing", "ref")).allMatch(v -> v.matches("o[1-9]\\d*"));
        assertThat(texts(table, "Thing", "invoice")).allMatch(v -> v.matches("inv-\\d{4,}"));
    }

    @Test
    void datesAreIsoDatesInTheYearUpToTheExample() {
        Table table = generated("""
                { "name": "orderDate", "type": "S", "required": true, "examples": ["2026-07-14"] }
                """, 300);

        assertThat(texts(table, "Thing", "orderDate")).allSatisfy(v -> {
            assertThat(v).matches("\\d{4}-\\d{2}-\\d{2}");
            assertThat(LocalDate.parse(v)).isBetween(LocalDate.of(2025, 7, 14), LocalDate.of(2026, 7, 14));
        });
    }

    @ParameterizedTest(name = "{0} gives values like {1}")
    @CsvSource({
        "2026-07-14T09:30Z, \\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}Z",
        "2025-11-03T10:00:00Z, \\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z",
        "2026-09-01T10:00:00.041Z, \\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z",
        "2026-11-21T19:30:00+05:30, \\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\+05:30",
    })
    void timestampsKeepTheExamplesPrecisionAndOffset(String example, String pattern) {
        Table table = generated("""
                { "name": "happenedAt", "type": "S", "required": true, "examples": ["%s"] }
                """.formatted(example), 200);

        OffsetDateTime latest = OffsetDateTime.parse(example);
        assertThat(texts(table, "Thing", "happenedAt")).allSatisfy(v -> {
            assertThat(v).matches(pattern);
            OffsetDateTime value = OffsetDateTime.parse(v);
            assertThat(value.toInstant()).isBetween(latest.minusDays(366).toInstant(), latest.toInstant());
        });
    }

    @Test
    void timestampsFarInTheFutureStillGiveIsoTimestamps() {
        Table table = generated("""
                { "name": "nanos", "type": "S", "required": true, "examples": ["2999-01-01T00:00:00.123456789Z"] },
                { "name": "far", "type": "S", "required": true, "examples": ["2999-01-01T00:00:00Z"] }
                """, 50);

        assertThat(texts(table, "Thing", "nanos")).allSatisfy(v -> OffsetDateTime.parse(v));
        assertThat(texts(table, "Thing", "far")).allSatisfy(v -> assertThat(v).startsWith("299"));
    }

    @Test
    void emailsUseTheExamplesDomainAndPersonLikeNames() {
        Table table = generated("""
                { "name": "email", "type": "S", "required": true, "examples": ["asha@example.com"] },
                { "name": "billingEmail", "type": "S", "required": true,
                  "examples": ["billing@northwind.example", "ap@globex.example"] }
                """, 200);

        assertThat(texts(table, "Thing", "email")).allMatch(v -> v.matches("[a-z0-9]+\\.[a-z0-9]+@example\\.com"));
        assertThat(texts(table, "Thing", "billingEmail"))
                .allMatch(v -> v.matches("[a-z0-9]+\\.[a-z0-9]+@(northwind|globex)\\.example"))
                .anyMatch(v -> v.endsWith("@globex.example"));
    }

    @Test
    void pricesHaveTheExamplesTwoDecimals() {
        Table table = generated("""
                { "name": "price", "type": "N", "required": true, "examples": ["19.99"] },
                { "name": "stock", "type": "N", "required": true, "examples": ["7"] }
                """, 300);

        assertThat(texts(table, "Thing", "price")).allSatisfy(v -> {
            assertThat(v).matches("\\d+\\.\\d{2}");
            assertThat(new BigDecimal(v)).isBetween(new BigDecimal("4.99"), new BigDecimal("79.96"));
        });
        assertThat(texts(table, "Thing", "stock")).allMatch(v -> v.matches("\\d+"));
    }

    @Test
    void paddedNumbersFitTheirPadAndAreNeverNegative() {
        Table table = generate(SampleFixtures.design("""
                {
                  "name": "Product",
                  "attributes": [
                    { "name": "sku", "type": "S", "required": true },
                    { "name": "price", "type": "N", "required": true, "examples": ["-3.5", "1999.999"] },
                    { "name": "rank", "type": "N", "required": true, "examples": ["250"] }
                  ],
                  "keys": {
                    "PK": { "template": "PROD#{sku}" },
                    "SK": { "template": "RANK#{rank|pad:2}" },
                    "GSI1PK": { "template": "PRODUCTS" },
                    "GSI1SK": { "template": "PRICE#{price|pad:3.1}" }
                  }
                }
                """).table(), 300);

        assertThat(texts(table, "Product", "price")).allSatisfy(v -> {
            assertThat(new BigDecimal(v)).isBetween(BigDecimal.ZERO, new BigDecimal("999.9"));
            assertThat(new BigDecimal(v).scale()).isLessThanOrEqualTo(1);
        });
        assertThat(texts(table, "Product", "rank")).allMatch(v -> v.matches("\\d{1,2}"));
        assertThat(ItemMaterializer.materialize(table).problems()).isEmpty();
    }

    @Test
    void setsAreNeverEmptyAndHoldNoDuplicates() {
        Table table = generated("""
                { "name": "tags", "type": "SS", "required": true, "examples": ["red", "blue"] },
                { "name": "sizes", "type": "NS", "required": true, "examples": ["38", "42"] },
                { "name": "hashes", "type": "BS", "required": true },
                { "name": "blob", "type": "B", "required": true },
                { "name": "history", "type": "L", "required": true },
                { "name": "extra", "type": "M", "required": true },
                { "name": "flag", "type": "BOOL", "required": true },
                { "name": "nothing", "type": "NULL", "required": true }
                """, 300);

        assertThat(values(table, "Thing", "tags")).allSatisfy(v -> {
            List<String> set = ((AttributeValue.SS) v).values();
            assertThat(set).isNotEmpty().doesNotHaveDuplicates().allMatch(s -> !s.isEmpty());
        });
        assertThat(values(table, "Thing", "sizes")).allSatisfy(v -> {
            List<BigDecimal> numbers = ((AttributeValue.NS) v).values().stream().map(BigDecimal::new).toList();
            assertThat(numbers).isNotEmpty();
            assertThat(numbers.stream().map(BigDecimal::stripTrailingZeros).toList()).doesNotHaveDuplicates();
        });
        assertThat(values(table, "Thing", "hashes")).allSatisfy(v ->
                assertThat(((AttributeValue.BS) v).values()).isNotEmpty().doesNotHaveDuplicates()
                        .allMatch(b -> b.length() > 0));
        assertThat(values(table, "Thing", "blob")).allMatch(v -> ((AttributeValue.B) v).length() > 0);
        assertThat(values(table, "Thing", "history")).allMatch(v -> !((AttributeValue.L) v).values().isEmpty());
        assertThat(values(table, "Thing", "extra")).allMatch(v -> !((AttributeValue.M) v).values().isEmpty());
        assertThat(values(table, "Thing", "flag")).containsOnly(AttributeValue.bool(true), AttributeValue.bool(false));
        assertThat(values(table, "Thing", "nothing")).containsOnly(AttributeValue.nul()).hasSize(300);
    }

    @Test
    void optionalAttributesArePresentInAboutSeventyPercentOfRecords() {
        Table table = generated("""
                { "name": "nickname", "type": "S", "examples": ["Ash"] }
                """, 2000);

        assertThat(values(table, "Thing", "nickname")).hasSizeBetween(1300, 1500);
    }

    @Test
    void anOptionalAttributeTheTableKeyNeedsIsAlwaysPresent() {
        Table table = generate(SampleFixtures.design("""
                {
                  "name": "Thing",
                  "attributes": [
                    { "name": "id", "type": "S", "examples": ["t1"] },
                    { "name": "note", "type": "S" }
                  ],
                  "keys": { "PK": { "template": "E#{id}" }, "SK": { "template": "META" } }
                }
                """).table(), 500);

        assertThat(values(table, "Thing", "id")).hasSize(500);
        assertThat(values(table, "Thing", "note")).hasSizeLessThan(500);
    }

    @Test
    void namesSayWhatValuesWithoutExamplesLookLike() {
        Table table = generate(SampleFixtures.design("""
                {
                  "name": "Order",
                  "attributes": [
                    { "name": "orderId", "type": "S", "required": true },
                    { "name": "customerEmail", "type": "S", "required": true },
                    { "name": "customerName", "type": "S", "required": true },
                    { "name": "createdAt", "type": "S", "required": true },
                    { "name": "shipDate", "type": "S", "required": true },
                    { "name": "total", "type": "N", "required": true },
                    { "name": "qty", "type": "N", "required": true },
                    { "name": "expiresAt", "type": "N", "required": true }
                  ],
                  "keys": { "PK": { "template": "ORDER#{orderId}" }, "SK": { "template": "META" } }
                }
                """).table(), 100);

        assertThat(texts(table, "Order", "orderId")).allMatch(v -> v.matches("o\\d+"));
        assertThat(texts(table, "Order", "customerEmail"))
                .allMatch(v -> v.matches("[a-z0-9]+\\.[a-z0-9]+\\d*@example\\.com"));
        assertThat(texts(table, "Order", "customerName")).allMatch(v -> v.matches("\\S+ \\S.*"));
        assertThat(texts(table, "Order", "createdAt")).allSatisfy(v -> OffsetDateTime.parse(v));
        assertThat(texts(table, "Order", "shipDate")).allSatisfy(v -> LocalDate.parse(v));
        assertThat(texts(table, "Order", "total")).allMatch(v -> v.matches("\\d+\\.\\d{2}"));
        assertThat(texts(table, "Order", "qty")).allMatch(v -> Integer.parseInt(v) >= 1 && Integer.parseInt(v) <= 10);
        assertThat(texts(table, "Order", "expiresAt")).allMatch(v -> Long.parseLong(v) > 1_700_000_000L);
    }

    @Test
    void valuesASparseConditionNamesAreGeneratedSoTheSparseIndexIsNotEmpty() {
        Table table = generate(SampleFixtures.design("""
                {
                  "name": "Ticket",
                  "attributes": [
                    { "name": "ticketId", "type": "S", "required": true },
                    { "name": "state", "type": "S", "required": true, "distinctValues": 3 }
                  ],
                  "keys": {
                    "PK": { "template": "TICKET#{ticketId}" },
                    "SK": { "template": "META" },
                    "GSI1PK": { "template": "OPEN", "when": "state = 'needs triage'" },
                    "GSI1SK": { "template": "{ticketId}", "when": "state = 'needs triage'" }
                  }
                }
                """).table(), 90);

        assertThat(SampleFixtures.distinctTexts(table, "Ticket", "state")).hasSize(3).contains("needs triage");
        List<Item> items = ItemMaterializer.materialize(table).plainItems();
        assertThat(items).anyMatch(i -> i.has("GSI1PK")).anyMatch(i -> !i.has("GSI1PK"));
    }

    @Test
    void anAttributeADateFilterReadsGetsIsoTimestampsOrEpochSeconds() {
        Table table = generate(SampleFixtures.design("""
                {
                  "name": "Event",
                  "attributes": [
                    { "name": "eventId", "type": "S", "required": true },
                    { "name": "when", "type": "S", "required": true, "examples": ["next tuesday"] },
                    { "name": "seen", "type": "N", "required": true, "examples": ["3"] }
                  ],
                  "keys": {
                    "PK": { "template": "EVENT#{eventId}" },
                    "SK": { "template": "AT#{when|datetime}" },
                    "GSI1PK": { "template": "SEEN" },
                    "GSI1SK": { "template": "{seen|date}" }
                  }
                }
                """).table(), 100);

        assertThat(texts(table, "Event", "when")).allSatisfy(v -> OffsetDateTime.parse(v));
        assertThat(texts(table, "Event", "seen")).allMatch(v -> Long.parseLong(v) > 1_700_000_000L);
        assertThat(ItemMaterializer.materialize(table).problems()).isEmpty();
    }

    @Test
    void aNumberOrBinaryNaturalKeyGetsAValueOfItsOwnForEveryItem() {
        Table table = SampleFixtures.read("""
                {
                  "format": "tablesmith/1",
                  "name": "natural",
                  "tables": [
                    {
                      "name": "natural",
                      "partitionKey": { "name": "userId", "type": "N" },
                      "sortKey": { "name": "avatar", "type": "B" },
                      "entities": [
                        {
                          "name": "User",
                          "attributes": [
                            { "name": "userId", "type": "N", "required": true, "examples": ["42"] },
                            { "name": "avatar", "type": "B", "required": true, "examples": ["AAE="] }
                          ],
                          "keys": { "userId": { "template": "{userId}" }, "avatar": { "template": "{avatar}" } }
                        }
                      ]
                    }
                  ]
                }
                """).table();

        SampleResult result = new SampleGenerator(1).generate(table, 3000);

        assertThat(result.shortfalls()).isEmpty();
        assertThat(texts(result.table(), "User", "userId")).hasSize(3000).doesNotHaveDuplicates();
        assertThat(values(result.table(), "User", "avatar")).allMatch(v -> ((AttributeValue.B) v).length() == 2);
        assertThat(ItemMaterializer.materialize(result.table()).problems()).isEmpty();
    }

    @Test
    void wholeNumbersWithADistinctValueEstimateAreConsecutiveFromTheSmallestExample() {
        Table table = generated("""
                { "name": "shard", "type": "N", "required": true, "examples": ["0", "9"], "distinctValues": 10 }
                """, 500);

        assertThat(SampleFixtures.distinctTexts(table, "Thing", "shard"))
                .containsExactlyInAnyOrder("0", "1", "2", "3", "4", "5", "6", "7", "8", "9");
    }

    @Test
    void noGeneratedStringIsEmptyAndNoneContainsATemplateBrace() {
        Table table = generated("""
                { "name": "title", "type": "S", "required": true },
                { "name": "city", "type": "S", "required": true },
                { "name": "description", "type": "S", "required": true },
                { "name": "code", "type": "S", "required": true, "examples": ["USD"] },
                { "name": "slug", "type": "S", "required": true, "examples": ["data-guild"] }
                """, 300);

        Set<String> all = new HashSet<>();
        for (Item record : records(table, "Thing")) {
            record.attributes().values().forEach(v -> all.add(((AttributeValue.S) v).value()));
        }
        assertThat(all).allMatch(v -> !v.isEmpty() && !v.contains("{") && !v.contains("}") && !v.contains("#"));
        assertThat(texts(table, "Thing", "code")).allMatch(v -> v.matches("[A-Z]{3}"));
        assertThat(texts(table, "Thing", "slug")).allMatch(v -> v.matches("[a-z0-9]+(-[a-z0-9]+)*"));
    }
}
