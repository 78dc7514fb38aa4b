package dev.tablesmith.infer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The bundled commerce-main example, materialized, stripped to plain items and inferred back. */
class CommerceMainInferenceTest {
    private static Table original;
    private static List<Item> items;

    @BeforeAll
    static void load() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        original = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        SampleData data = ItemMaterializer.materialize(original);
        items = data.plainItems();
    }

    private static InferenceResult inferred() {
        return DesignInference.infer(Items.describe(original), items, false);
    }

    @Test
    void theEntityAttributeNamesTheSameEntitiesAsTheOriginal() {
        assertThat(inferred().design().table().entities()).extracting(Entity::name)
                .containsExactlyElementsOf(original.entities().stream().map(Entity::name).toList());
    }

    @Test
    void everyKeyTemplateAndSparseConditionIsInferredAsTheOriginalWroteIt() {
        Table table = inferred().design().table();
        for (Entity expected : original.entities()) {
            Entity actual = table.entity(expected.name()).orElseThrow();
            assertThat(keys(actual)).as(expected.name()).isEqualTo(keys(expected));
        }
    }

    @Test
    void theInferredDesignValidatesAndHasNoWarnings() {
        InferenceResult result = inferred();
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(result.warnings()).isEmpty();
    }

    @Test
    void everySampledItemBecomesARecordAndRendersBackUnchanged() {
        Table table = inferred().design().table();
        assertThat(table.items()).isEmpty();
        SampleData rendered = ItemMaterializer.materialize(table);
        assertThat(rendered.problems()).isEmpty();
        assertThat(rendered.plainItems()).containsExactlyInAnyOrderElementsOf(items);
    }

    @Test
    void attributesKeepTheirTypesAndRequiredFlags() {
        Entity order = inferred().design().table().entity("Order").orElseThrow();
        Entity expected = original.entity("Order").orElseThrow();
        assertThat(order.attributes()).extracting(a -> a.name() + ":" + a.type() + ":" + a.required())
                .containsExactlyInAnyOrderElementsOf(expected.attributes().stream()
                        .map(a -> a.name() + ":" + a.type() + ":" + a.required()).toList());
        assertThat(order.attribute("orderId").orElseThrow().examples()).hasSize(3);
    }

    @Test
    void indexesAndSettingsComeFromTheDescription() {
        Table table = inferred().design().table();
        assertThat(table.indexes()).isEqualTo(original.indexes());
        assertThat(table.settings()).isEqualTo(original.settings());
        assertThat(table.keySchema()).isEqualTo(original.keySchema());
    }

    static Map<String, String> keys(Entity entity) {
        return entity.keys().stream().collect(Collectors.toMap(EntityKey::attribute,
                k -> k.template() + (k.when() == null ? "" : " when " + k.when())));
    }
}
