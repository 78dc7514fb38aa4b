package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.examples;
import static dev.tablesmith.review.DesignReviewTest.Build.oneOf;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class KeySizeCheckTest {

    private static Table documents(Map<String, String> keys, Attribute... attributes) {
        return table(List.of(), List.of(entity("Document", 10, List.of(attributes), keys)), List.of());
    }

    private static List<Finding> of(ReviewRule rule, Table table) {
        return check(new KeySizeCheck(), table).stream().filter(f -> f.ruleId().equals(rule.id())).toList();
    }

    @Test
    void sortKeyThatCanRenderMoreThan1024BytesIsFlagged() {
        Table table = documents(Map.of("PK", "TENANT#{tenant}", "SK", "DOC#{title}"), oneOf("tenant", "a", "b"),
                examples("title", "t".repeat(1100)));

        assertThat(of(ReviewRule.KEY_SIZE, table)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/keys/SK/template");
            assertThat(f.message()).isEqualTo("Document's SK template DOC#{title} can render 1,104 bytes, over"
                    + " DynamoDB's 1,024-byte sort key limit");
            assertThat(f.explanation()).contains("'DOC#' 4 + {title} 1100 (its longest known value)");
        });
    }

    @Test
    void partitionKeyOfTheSameLengthFitsUnder2048Bytes() {
        Table table = documents(Map.of("PK", "DOC#{title}", "SK", "META"), examples("title", "t".repeat(1100)));

        assertThat(of(ReviewRule.KEY_SIZE, table)).isEmpty();
    }

    @Test
    void enumAndDatetimePartsAreCountedAtTheirWidthUpToTheLimitExactly() {
        Attribute tenant = oneOf("tenant", "a", "bb");
        String fits = "{tenant}#{at|datetime}#" + "L".repeat(1000);
        String tooLong = fits + "L";

        assertThat(of(ReviewRule.KEY_SIZE, documents(Map.of("PK", "X", "SK", fits), tenant, s("at")))).isEmpty();
        assertThat(of(ReviewRule.KEY_SIZE, documents(Map.of("PK", "X", "SK", tooLong), tenant, s("at"))))
                .singleElement().satisfies(f -> assertThat(f.message()).contains("can render 1,025 bytes"));
    }

    @Test
    void freeTextInKeysIsReportedOncePerEntity() {
        Table table = documents(Map.of("PK", "CUST#{customerId}", "SK", "DOC#{docId}#{customerId}"),
                s("customerId"), s("docId"));

        assertThat(of(ReviewRule.UNBOUNDED_KEY_VALUE, table)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/keys");
            assertThat(f.message()).isEqualTo("Document renders free-text attributes into keys with no length"
                    + " bound: customerId (PK, SK), docId (SK)");
        });
    }

    @Test
    void enumsDatesAndNumbersAreBounded() {
        Table table = documents(Map.of("PK", "STATE#{state}", "SK", "{day|date}#{n}"), oneOf("state", "ON", "OFF"),
                s("day"), Attribute.required("n", dev.tablesmith.model.AttributeType.N));

        assertThat(check(new KeySizeCheck(), table)).isEmpty();
    }
}
