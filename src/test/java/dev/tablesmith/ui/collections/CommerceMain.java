package dev.tablesmith.ui.collections;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The bundled commerce-main example, and a variant with a pattern that needs a FilterExpression. */
final class CommerceMain {
    private CommerceMain() {
    }

    static Design design() {
        try {
            ExampleGallery gallery = new ExampleGallery();
            return gallery.load(gallery.find("commerce-main").orElseThrow());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** commerce-main plus APF: a customer's PAID orders on the table, which reads all of c1's orders. */
    static Design withFilteredPattern() {
        Design design = design();
        Table table = design.table();
        List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
        patterns.add(new AccessPattern("APF", "A customer's paid orders", "", PatternKind.READ, List.of("Order"),
                List.of(Equality.input("customerId"), Equality.fixed("status", "PAID")), null, null, null, 0.1,
                ReadConsistency.EVENTUAL, "table", null, Map.of("customerId", "c1"), null));
        return design.withTable(table.name(), table.withAccessPatterns(patterns));
    }
}
