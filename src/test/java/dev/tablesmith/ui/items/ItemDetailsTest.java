package dev.tablesmith.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.ItemEdits;
import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.collections.CollectionRow;
import dev.tablesmith.ui.collections.CollectionsViewModel;
import dev.tablesmith.ui.collections.ExcludedRow;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemDetailsTest {
    private static final String LONG = "word ".repeat(600).strip();

    private final Item item = Item.of(Map.of("PK", AttributeValue.s("USER#" + "u".repeat(300))))
            .with("SK", AttributeValue.s("PROFILE")).with("bio", AttributeValue.s(LONG))
            .with("age", AttributeValue.n("42")).with("tags", new AttributeValue.SS(List.of("a", "b")));

    @Test
    void everyAttributeIsShownInFullWithItsTypeAndSize() {
        ItemDetails details = ItemDetails.of(item, List.of("PK", "SK"), "explicit item 1");

        assertThat(details.title()).isEqualTo("USER#" + "u".repeat(300) + " / PROFILE");
        assertThat(details.attributes()).extracting(ItemDetails.AttributeDetail::name)
                .containsExactly("PK", "SK", "bio", "age", "tags");
        assertThat(details.attributes().get(2).value()).isEqualTo(LONG);
        assertThat(details.attributes().get(2).bytes()).isEqualTo(3 + LONG.length());
        assertThat(details.attributes().get(3)).isEqualTo(new ItemDetails.AttributeDetail("age", "N", 5, "42"));
        assertThat(details.attributes().get(4).value()).isEqualTo("[\"a\", \"b\"]");
        assertThat(details.attributes().stream().mapToLong(ItemDetails.AttributeDetail::bytes).sum())
                .isEqualTo(details.bytes()).isEqualTo(ItemSize.of(item));
        assertThat(details.sizeText()).endsWith("% of DynamoDB's 400 KB item limit");
    }

    @Test
    void itemsAndExcludedItemsOfTheCollectionsCarryTheWholeItem() {
        DesignSession session = new DesignSession(BlogDesign.empty(), null, new InlineTaskRunner());
        session.push(ItemEdits.addItem("blog", item));
        CollectionsViewModel collections = new CollectionsViewModel(session);

        CollectionRow.ItemRow row = collections.content().rows().stream()
                .filter(r -> r instanceof CollectionRow.ItemRow).map(r -> (CollectionRow.ItemRow) r).findFirst()
                .orElseThrow();
        assertThat(ItemDetails.of(row.source(), List.of("PK", "SK")).origin())
                .isEqualTo("explicit item 1 of the table (User)");

        collections.selectedViewProperty().set("GSI1");
        ExcludedRow excluded = collections.content().excluded().get(0);
        assertThat(excluded.source().item()).isEqualTo(item);
    }
}
