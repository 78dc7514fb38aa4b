package dev.tablesmith.review;

import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class ItemRulesTest {
    private final DesignValidator validator = new DesignValidator();

    /** The seed's explicit items plus three more, with the last one changed. */
    private List<Problem> fourthItem(UnaryOperator<Item> change) {
        Item base = CommerceMain.record("PK", s("ORDER#o9"), "SK", s("ITEM#sku-205"), "qty", n("1"));
        Design design = CommerceMain.withTable(t -> {
            List<Item> items = new ArrayList<>(t.items());
            items.add(base);
            items.add(base.with("SK", s("ITEM#sku-101")));
            items.add(change.apply(base));
            return t.withItems(items);
        });
        return validator.validate(design);
    }

    @Test
    void validItemsHaveNoProblems() {
        assertThat(fourthItem(i -> i.with("GSI1PK", s("STATUS#PENDING")).with("GSI1SK", s("2026-07-14")))).isEmpty();
    }

    @Test
    void itemWithoutPartitionKeyIsRejected() {
        assertThat(fourthItem(i -> i.without("PK"))).containsExactly(
                Problem.at("/tables/0/items/3", "items[3]: missing the partition key PK"));
    }

    @Test
    void itemWithoutSortKeyIsRejected() {
        assertThat(fourthItem(i -> i.without("SK"))).containsExactly(
                Problem.at("/tables/0/items/3", "items[3]: missing the sort key SK"));
    }

    @Test
    void sortKeyOfTheWrongTypeIsRejected() {
        assertThat(fourthItem(i -> i.with("SK", n("7")))).containsExactly(
                Problem.at("/tables/0/items/3/SK", "items[3]: SK must be S, found N"));
    }

    @Test
    void indexKeyOfTheWrongTypeIsRejected() {
        assertThat(fourthItem(i -> i.with("GSI1SK", AttributeValue.bool(true)))).containsExactly(
                Problem.at("/tables/0/items/3/GSI1SK", "items[3]: GSI1SK must be S, found BOOL"));
    }

    @Test
    void emptyStringKeyIsRejected() {
        assertThat(fourthItem(i -> i.with("GSI2PK", s("")))).containsExactly(Problem.at("/tables/0/items/3/GSI2PK",
                "items[3]: GSI2PK is an empty string; DynamoDB rejects empty key values"));
    }

    @Test
    void nonKeyAttributesMayHaveAnyType() {
        assertThat(fourthItem(i -> i.with("qty", s("one")).with("tags", new AttributeValue.SS(List.of("a")))))
                .isEmpty();
    }
}
