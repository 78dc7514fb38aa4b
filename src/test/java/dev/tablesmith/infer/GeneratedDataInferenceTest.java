package dev.tablesmith.infer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.sample.SampleGenerator;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Ten thousand generated commerce-main items, inferred back: the scale the live proof loads. */
class GeneratedDataInferenceTest {

    @Test
    void tenThousandGeneratedItemsGiveTheOriginalTemplatesQuickly() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table original = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        Table generated = new SampleGenerator(7).generate(original, 2000).table();
        SampleData data = ItemMaterializer.materialize(generated);
        List<Item> items = data.plainItems();
        assertThat(items).hasSize(10_000);

        long start = System.nanoTime();
        InferenceResult result = DesignInference.infer(Items.describe(original), items, false);
        Duration took = Duration.ofNanos(System.nanoTime() - start);

        assertThat(took).isLessThan(Duration.ofSeconds(20));
        for (Entity expected : original.entities()) {
            assertThat(CommerceMainInferenceTest.keys(result.design().table().entity(expected.name()).orElseThrow()))
                    .as(expected.name()).isEqualTo(CommerceMainInferenceTest.keys(expected));
        }
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(result.warnings()).isEmpty();
        assertThat(ItemMaterializer.materialize(result.design().table()).plainItems())
                .containsExactlyInAnyOrderElementsOf(items);
        KeyReproduction.assertTemplatesReproduceKeys(result);
    }
}
