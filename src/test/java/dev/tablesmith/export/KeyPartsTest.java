package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.template.KeyTemplate;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Key values read back as the templates that rendered them, and the code each language writes from that. */
class KeyPartsTest {
    private static Design example(String name) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find(name).orElseThrow());
    }

    private static RequestSpec request(Design design, String id) {
        AccessPatternPlan plan = DesignPlans.of(design, design.tables().get(0)).stream()
                .filter(p -> p.pattern().id().equals(id)).findFirst().orElseThrow();
        return RequestSpec.of(plan, design.tables().get(0));
    }

    @Test
    void aLowerCasedInputIsLowerCasedByTheCodeNotCopiedFromTheExample() throws Exception {
        RequestSpec ap7 = request(example("ledgerleaf"), "AP7");
        assertThat(new PythonRequestWriter().function(ap7)).contains("\"EMAIL#\" + _lower(email)")
                .doesNotContain("tom.reyes");
        assertThat(new JavaRequestWriter("ledgerleaf").function(ap7)).contains("\"EMAIL#\" + keyLower(email)");
        assertThat(new JavaScriptRequestWriter().function(ap7)).contains("\"EMAIL#\" + keyLower(email)");
    }

    @Test
    void aNumberInputInAStringKeyIsTheParameterNotTheExample() throws Exception {
        RequestSpec ap3 = request(example("hot-key-sharding"), "AP3");
        assertThat(new PythonRequestWriter().function(ap3)).contains("\"EVENT#\" + event_id + \"#\" + str(shard)");
        assertThat(new JavaScriptRequestWriter().function(ap3)).contains("\"EVENT#\" + eventId + \"#\" + String(shard)");
        assertThat(new JavaRequestWriter("h").function(ap3)).contains("\"EVENT#\" + eventId + \"#\" + shard");
    }

    @Test
    void aPaddedPlaceholderIsReadAsItsInputThroughPadAndThePrefixStopsAtTheUnknownPart() {
        RequestInputs.Input price = new RequestInputs.Input("price", "price", AttributeValue.n("19.99"));
        List<KeyTemplate> templates = List.of(KeyTemplate.parse("PRICE#{price|pad:7.2}#{sku}"));
        List<RequestInputs.Part> parts = KeyParts.read("PRICE#0000019.99#", templates, List.of(price)).orElseThrow();
        assertThat(parts).hasSize(3);
        assertThat(parts.get(0).literal()).isEqualTo("PRICE#");
        assertThat(parts.get(1).input()).isEqualTo(price);
        assertThat(parts.get(1).filters()).extracting(f -> f.source()).containsExactly("pad:7.2");
        assertThat(parts.get(2).literal()).isEqualTo("#");
        assertThat(KeyParts.read("OTHER#1", templates, List.of(price))).isEmpty();
    }

    @Test
    void pythonNamesKeepARunOfCapitalsAsOneWord() {
        assertThat(ExportNames.snake("ap4AllPENDINGOrders")).isEqualTo("ap4_all_pending_orders");
        assertThat(ExportNames.snake("ap2ACustomersOrders")).isEqualTo("ap2_a_customers_orders");
        assertThat(ExportNames.snake("commerce-main")).isEqualTo("commerce_main");
    }
}
