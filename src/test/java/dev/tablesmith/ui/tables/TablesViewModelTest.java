package dev.tablesmith.ui.tables;

import dev.tablesmith.ui.DeferredTaskRunner;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.planner.StorageEstimate;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

class TablesViewModelTest {
    static Design commerceMain() {
        try {
            ExampleGallery gallery = new ExampleGallery();
            return gallery.load(gallery.find("commerce-main").orElseThrow());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static IndexCard card(TablesViewModel model, String name) {
        return model.indexes().stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void tableFactsShowKeySchemaBillingTtlAndStream() {
        TablesViewModel model = new TablesViewModel(new DesignSession(commerceMain(), null, new InlineTaskRunner()));

        TableFacts facts = model.factsProperty().get();
        assertThat(facts.name()).isEqualTo("commerce-main");
        assertThat(facts.partitionKey()).isEqualTo("PK (S)");
        assertThat(facts.sortKey()).isEqualTo("SK (S)");
        assertThat(facts.billing()).isEqualTo("On-demand");
        assertThat(facts.ttl()).isEqualTo("expiresAt");
        assertThat(facts.stream()).isEqualTo("NEW_AND_OLD_IMAGES");
    }

    @Test
    void gsi1IsUsedByAp4Ap5Ap8AndAp9() {
        TablesViewModel model = new TablesViewModel(new DesignSession(commerceMain(), null, new InlineTaskRunner()));

        assertThat(card(model, "GSI1").usage().patterns()).containsExactly("AP4", "AP5", "AP8", "AP9");
        assertThat(card(model, "GSI2").usage().patterns()).containsExactly("AP6");
        assertThat(card(model, "GSI1").kind()).isEqualTo("GSI");
        assertThat(card(model, "GSI1").partitionKey()).isEqualTo("GSI1PK (S)");
        assertThat(card(model, "GSI1").sortKey()).isEqualTo("GSI1SK (S)");
        assertThat(card(model, "GSI2").sortKey()).isEqualTo(TableText.NONE);
        assertThat(card(model, "GSI1").projection()).isEqualTo("ALL");
    }

    @Test
    void gsi2IsWrittenOnlyByOrderWhenPending() {
        TablesViewModel model = new TablesViewModel(new DesignSession(commerceMain(), null, new InlineTaskRunner()));

        IndexCard gsi2 = card(model, "GSI2");
        assertThat(gsi2.writers()).containsExactly(new IndexWriter("Order", "status = PENDING"));
        assertThat(gsi2.isSparse()).isTrue();
        assertThat(gsi2.writersText()).isEqualTo("1 entity: Order when status = PENDING");
        assertThat(card(model, "GSI1").isSparse()).isFalse();
    }

    @Test
    void storageComesFromTheProjectionAwareEstimate() {
        Design design = commerceMain();
        TablesViewModel model = new TablesViewModel(new DesignSession(design, null, new InlineTaskRunner()));

        StorageEstimate estimate = StorageEstimate.of(design.table(), design.pricing());
        StorageEstimate.IndexStorage gsi2 = estimate.indexes().stream().filter(i -> i.index().equals("GSI2"))
                .findFirst().orElseThrow();
        assertThat(card(model, "GSI2").usage().entries()).isEqualTo(gsi2.entries());
        assertThat(card(model, "GSI2").usage().gigabytes()).isEqualTo(gsi2.gigabytes());
        assertThat(model.tableUsageProperty().get().entries()).isEqualTo(estimate.indexes().get(0).entries());
        assertThat(card(model, "GSI2").usage().entries()).isLessThan(model.tableUsageProperty().get().entries());
    }

    @Test
    void multiAttributeKeysAreJoinedInKeyOrder() {
        assertThat(TableText.keyText(List.of(dev.tablesmith.model.KeyAttribute.s("tenantId"),
                new dev.tablesmith.model.KeyAttribute("year", dev.tablesmith.model.ScalarType.N))))
                .isEqualTo("tenantId (S) + year (N)");
        assertThat(TableText.projection(dev.tablesmith.model.Projection.include(List.of("customerName", "total"))))
                .isEqualTo("INCLUDE: customerName, total");
    }

    @Test
    void anEditReplansAndDropsTheResultOfTheOlderDesign() {
        DeferredTaskRunner runner = new DeferredTaskRunner();
        DesignSession session = new DesignSession(commerceMain(), null, runner);
        TablesViewModel model = new TablesViewModel(session);
        assertThat(card(model, "GSI2").usage()).isNull();

        assertThat(session.push(DesignEdits.setKeyTemplate("commerce-main", "Order", "GSI2PK", "OPEN", null)))
                .isEmpty();
        runner.runNewestFirst();

        assertThat(runner.ran()).isEqualTo(2);
        assertThat(card(model, "GSI2").writers()).containsExactly(new IndexWriter("Order", null));
        double everyOrder = StorageEstimate.of(session.table(), session.design().pricing()).indexes().stream()
                .filter(i -> i.index().equals("GSI2")).findFirst().orElseThrow().entries();
        assertThat(card(model, "GSI2").usage().entries()).isEqualTo(everyOrder);
        assertThat(model.messageProperty().get()).isEqualTo("2 secondary indexes");
    }
}
