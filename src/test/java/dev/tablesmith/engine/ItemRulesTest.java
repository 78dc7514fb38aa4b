package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ItemRulesTest {
    private final Table table = new Table("blog", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.n("GSI1SK")),
                    Projection.all())), null, List.of(), List.of(), List.of());

    private static Item item(Object... pairs) {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            attributes.put((String) pairs[i], (AttributeValue) pairs[i + 1]);
        }
        return new Item(attributes);
    }

    private Optional<ItemRules.Problem> check(Object... pairs) {
        return ItemRules.check(table, item(pairs));
    }

    @Test
    void aCompleteItemPasses() {
        assertThat(check("PK", AttributeValue.s("USER#u1"), "SK", AttributeValue.s("PROFILE"),
                "GSI1SK", AttributeValue.n("12"), "tags", new AttributeValue.SS(List.of("a", "b")))).isEmpty();
    }

    @Test
    void theKeyAttributesArePresentOfTheirTypeAndNotEmpty() {
        assertThat(check("PK", AttributeValue.s("USER#u1"))).contains(new ItemRules.Problem("SK",
                "the table's sort key SK is missing: every item needs its full primary key"));
        assertThat(check("PK", AttributeValue.n("1"), "SK", AttributeValue.s("x"))).contains(
                new ItemRules.Problem("PK", "the table's partition key PK is of type S, not N"));
        assertThat(check("PK", AttributeValue.s(""), "SK", AttributeValue.s("x"))).contains(
                new ItemRules.Problem("PK", "the table's partition key PK cannot be empty"));
        assertThat(check("PK", AttributeValue.s("x"), "SK", AttributeValue.s("y"), "GSI1SK", AttributeValue.s("7")))
                .contains(new ItemRules.Problem("GSI1SK", "GSI1's sort key GSI1SK is of type N, not S"));
    }

    @Test
    void keyValuesHaveDynamoDbsSizeLimits() {
        assertThat(check("PK", AttributeValue.s("p".repeat(2048)), "SK", AttributeValue.s("s".repeat(1024))))
                .isEmpty();
        assertThat(check("PK", AttributeValue.s("p".repeat(2049)), "SK", AttributeValue.s("x")))
                .contains(new ItemRules.Problem("PK",
                        "the table's partition key PK is 2,049 bytes; a partition key value is at most 2,048 bytes"));
        assertThat(check("PK", AttributeValue.s("x"), "SK", AttributeValue.s("é".repeat(513))))
                .map(ItemRules.Problem::message).get().asString().contains("1,026 bytes; a sort key value is at most 1,024");
    }

    @Test
    void numbersSetsAndTheItemSizeFollowDynamoDbsRules() {
        assertThat(check("PK", AttributeValue.s("x"), "SK", AttributeValue.s("y"), "age", AttributeValue.n("abc")))
                .map(ItemRules.Problem::attribute).contains("age");
        assertThat(check("PK", AttributeValue.s("x"), "SK", AttributeValue.s("y"), "tags",
                new AttributeValue.SS(List.of()))).map(ItemRules.Problem::message).contains("a string set cannot be empty");
        assertThat(check("PK", AttributeValue.s("x"), "SK", AttributeValue.s("y"), "n",
                new AttributeValue.NS(List.of("1", "1.0")))).map(ItemRules.Problem::message)
                .contains("a number set cannot hold '1' twice");
        assertThat(check("PK", AttributeValue.s("x"), "SK", AttributeValue.s("y"), "nested",
                AttributeValue.l(List.of(AttributeValue.m(Map.of("deep", AttributeValue.n("1E+200")))))))
                .map(ItemRules.Problem::attribute).contains("nested");
        assertThat(ItemRules.check(table, item("PK", AttributeValue.s("x"), "SK", AttributeValue.s("y"), "body",
                AttributeValue.s("b".repeat(410_000)))).orElseThrow().message())
                .startsWith("the item is 410,0").endsWith("bytes; DynamoDB stores items of at most 409,600 bytes (400 KB)");
    }

    /** ScyllaDB test/alternator/test_limits.py, run against DynamoDB: 65,535 bytes is the longest name accepted. */
    @Test
    void attributeNamesAreNotEmptyAndAtMost65535Bytes() {
        assertThat(check("PK", AttributeValue.s("x"), "SK", AttributeValue.s("y"), "", AttributeValue.n("1")))
                .contains(new ItemRules.Problem("", "an attribute name cannot be empty"));
        assertThat(check("PK", AttributeValue.s("x"), "SK", AttributeValue.s("y"), "a".repeat(65_535),
                AttributeValue.n("1"))).isEmpty();
        String tooLong = "é".repeat(32_768);
        assertThat(check("PK", AttributeValue.s("x"), "SK", AttributeValue.s("y"), tooLong, AttributeValue.n("1")))
                .contains(new ItemRules.Problem(tooLong, "an attribute name is at most 65,535 bytes; this one is "
                        + "65,536"));
    }
}
