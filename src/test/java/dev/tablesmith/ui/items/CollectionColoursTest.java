package dev.tablesmith.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.EntityColours;
import dev.tablesmith.sample.SampleGenerator;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.collections.CollectionRow;
import dev.tablesmith.ui.collections.CollectionsViewModel;
import dev.tablesmith.ui.entities.EntityChartViewModel;
import dev.tablesmith.ui.entities.EntityRow;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Entities without a colour of their own (as made in the app) have the same colour in the chart and the items. */
class CollectionColoursTest {
    @Test
    void itemChipsHaveTheEntityChartsColours() {
        var design = BlogDesign.empty();
        var filled = design.withTable("blog", new SampleGenerator(5).generate(design.table(), 3).table());
        DesignSession session = new DesignSession(filled, null, new InlineTaskRunner());
        Map<String, String> chart = new EntityChartViewModel(session).rows().stream()
                .collect(Collectors.toMap(EntityRow::name, EntityRow::colour));

        Map<String, String> items = new CollectionsViewModel(session).content().rows().stream()
                .filter(r -> r instanceof CollectionRow.ItemRow).map(r -> (CollectionRow.ItemRow) r)
                .collect(Collectors.toMap(CollectionRow.ItemRow::entity, CollectionRow.ItemRow::colour, (a, b) -> a));

        assertThat(items).containsOnlyKeys("User", "Post", "Comment").isEqualTo(chart);
        assertThat(items.values()).doesNotContain("#8792A2").doesNotHaveDuplicates();
        assertThat(items).isEqualTo(EntityColours.of(filled.table()));
    }
}
