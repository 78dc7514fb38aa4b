package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.IndexChange;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Write patterns of commerce-main checked against the key templates, priced, with their copies and aggregates. */
class WritePlannerTest {
    private static Table table;
    private static WritePlanner planner;

    @BeforeAll
    static void load() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        table = design.table();
        planner = new WritePlanner(table, design.pricing(), ItemMaterializer.materialize(table));
    }

    private static WritePlan plan(String id) {
        return planner.plan(table.accessPattern(id).orElseThrow()).orElseThrow();
    }

    @Test
    void fulfilMovesTheOrderInGsi1TakesItOutOfGsi2AndWritesTheHeaderInTheSameTransaction() {
        WritePlan fulfil = plan("AP11");
        WriteActionPlan order = fulfil.actions().get(0);

        assertThat(fulfil.transaction()).isTrue();
        assertThat(order.keyInputs()).containsExactly("customerId", "orderDate", "orderId");
        assertThat(order.missingInputs()).isEmpty();
        assertThat(order.indexChanges()).containsEntry("GSI1", IndexChange.MOVED).containsEntry("GSI2",
                IndexChange.LEFT);
        assertThat(order.unitsPerItem()).isEqualTo(8.0);
        assertThat(fulfil.writeUnits()).isEqualTo(10.0);
        assertThat(fulfil.copies()).singleElement().satisfies(c -> {
            assertThat(c.copyingEntity()).isEqualTo("OrderHeader");
            assertThat(c.inSameCall()).isTrue();
        });
        assertThat(fulfil.missingInputs()).isEmpty();
    }

    @Test
    void renamingACustomerListsTheLiveCopyOnEveryOrderThatTheCallDoesNotWrite() {
        WritePlan rename = plan("W1");

        assertThat(rename.copiesLeftToOtherWrites()).extracting(CopyDuty::describe)
                .containsExactly("Order.customerName (live copy of Customer.name), not written by this call");
        assertThat(rename.monthlyCost()).isPositive();
    }

    @Test
    void placingAnOrderMultipliesLinesAndStockUpdatesAndTouchesTheOrderCountAndStock() {
        WritePlan place = plan("AP10");

        assertThat(place.actions()).extracting(a -> a.action().entity() + " " + a.units())
                .containsExactly("Order 6.0", "OrderHeader 2.0", "OrderItem 4.0", "Product 8.0");
        assertThat(place.copies()).extracting(CopyDuty::inSameCall).containsOnly(true);
        assertThat(place.aggregates()).containsExactly("Customer.orderCount (COUNT of Order, by stream)",
                "Product.stock (SUM of OrderItem.qty, by transaction)");
    }

    @Test
    void registeringACustomerPaysForTheUniqueEmailGuardTwice() {
        WriteActionPlan put = plan("W3").actions().get(0);

        assertThat(put.guardItems()).isEqualTo(1);
        assertThat(put.units()).isEqualTo(put.unitsPerItem() + 2);
    }

    @Test
    void readPatternsHaveNoWritePlan() {
        assertThat(planner.plan(table.accessPattern("AP1").orElseThrow())).isEmpty();
    }
}
