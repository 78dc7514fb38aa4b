package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.examples;
import static dev.tablesmith.review.DesignReviewTest.Build.n;
import static dev.tablesmith.review.DesignReviewTest.Build.record;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemSizeCheckTest {

    private static Table documents(int bodyLength) {
        return table(List.of(), List.of(entity("Document", 10, List.of(s("docId"), s("body")),
                Map.of("PK", "DOC#{docId}", "SK", "META"), record("docId", "d1", "body", "x".repeat(100)),
                record("docId", "d2", "body", "x".repeat(bodyLength)))), List.of());
    }

    @Test
    void sampleItemOver400KilobytesIsFlaggedAtItsRecord() {
        List<Finding> findings = check(new ItemSizeCheck(), documents(410 * 1024));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("item-size");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/records/1");
            assertThat(f.location().entity()).isEqualTo("Document");
            long bytes = "docId".length() + "d2".length() + "body".length() + 410 * 1024 + "PK".length()
                    + "DOC#d2".length() + "SK".length() + "META".length();
            assertThat(bytes).isEqualTo(419_865);
            assertThat(f.message()).isEqualTo("a sample Document item is 410 KB (419,865 bytes), over DynamoDB's"
                    + " 400 KB item limit; largest attribute: body (410 KB)");
        });
    }

    @Test
    void sampleItemsUnder400KilobytesAreNotFlagged() {
        assertThat(check(new ItemSizeCheck(), documents(300 * 1024))).isEmpty();
    }

    @Test
    void entityWithoutRecordsIsEstimatedFromItsLongestExamples() {
        Table table = table(List.of(), List.of(entity("Document", 10, List.of(s("docId"),
                examples("body", "x".repeat(410 * 1024))), Map.of("PK", "DOC#{docId}", "SK", "META"))), List.of());

        List<Finding> findings = check(new ItemSizeCheck(), table);

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/attributes");
            assertThat(f.message()).isEqualTo("Document items can reach ~410 KB from the longest declared values,"
                    + " over DynamoDB's 400 KB item limit");
        });
    }

    private static long declared(Table table) {
        return ItemSizeCheck.declaredBytes(table.entities().get(0), new ReviewContext(table, 0, Pricing.usEast1()));
    }

    @Test
    void declaredNumbersAreSizedByTheirBase100DigitsNotTheirCharacters() {
        // Parity Suite capture (CAPTURED_NUMBER_BYTES in src/item-size.ts, eu-west-2 2026-08-18): 1234 costs 3
        // bytes, 123456 costs 4; their text is 4 and 6 characters
        Attribute reading = new Attribute("v", AttributeType.N, true, List.of("1234", "123456"), null, List.of());
        Table table = table(List.of(), List.of(entity("Reading", 10, List.of(reading), Map.of())), List.of());

        assertThat(declared(table)).isEqualTo("v".length() + 4);
    }

    @Test
    void aNumberKeyIsSizedAsTheWidestNumberNotAsFortyCharactersOfText() {
        // 38 significant digits span at most 20 base-100 digits: 1 + 20 + 1 (sign) = 22 bytes (the rule measured
        // by the Parity Suite's captures, docs/semantics.md "Number size"), not the 40 characters of its text
        Table table = new Table("readings", KeySchema.of(KeyAttribute.n("PK"), null), List.of(), null,
                List.of(entity("Reading", 10, List.of(n("readingId")), Map.of("PK", "{readingId}"))), List.of(),
                List.of());

        assertThat(declared(table)).isEqualTo("readingId".length() + "PK".length() + 22);
    }

    @Test
    void explicitItemOfNoEntityIsFlaggedAtItsPosition() {
        Item large = Item.of(Map.of("PK", AttributeValue.s("X#1"), "SK", AttributeValue.s("META"),
                "blob", AttributeValue.s("y".repeat(401 * 1024))));
        Table table = table(List.of(), List.of(), List.of()).withItems(List.of(large));

        List<Finding> findings = check(new ItemSizeCheck(), table);

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.location().path()).isEqualTo("/tables/0/items/0");
            assertThat(f.message()).startsWith("explicit item items[0] is 401 KB (");
        });
    }
}
