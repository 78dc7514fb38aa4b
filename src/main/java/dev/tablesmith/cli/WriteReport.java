package dev.tablesmith.cli;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.IndexChange;
import dev.tablesmith.engine.ItemWrite;
import dev.tablesmith.engine.WriteCost;
import dev.tablesmith.engine.WriteOutcome;
import dev.tablesmith.io.ResponseJsonPrinter;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text {@code tablesmith write} prints after the response: one row per written item with its primary key, the
 * operation, the table's write units, and per index what happened and what it cost ({@code entered 1},
 * {@code left 1}, {@code moved 2}, {@code updated 1}, {@code untouched}, {@code -} for an item in neither
 * version), then the total.
 */
final class WriteReport {
    private WriteReport() {
    }

    static void print(Table table, WriteOutcome<?> outcome, PrintWriter out) {
        List<String> headings = new ArrayList<>(List.of("ITEM", "OPERATION", "TABLE"));
        table.indexes().forEach(i -> headings.add(i.name()));
        TextColumns columns = new TextColumns(headings.toArray(String[]::new));
        boolean transaction = false;
        for (ItemWrite w : outcome.writes()) {
            transaction |= w.cost().transaction();
            List<String> row = new ArrayList<>();
            List<String> key = new ArrayList<>();
            table.keySchema().attributeNames().forEach(n -> key.add(AttributeValues.display(w.key().get(n))));
            row.add(String.join(" / ", key));
            row.add(w.operation() + (w.before() == null && w.after() != null ? " (new)" : ""));
            row.add(units(w.cost().tableUnits()));
            for (SecondaryIndex index : table.indexes()) {
                row.add(cell(w.indexChanges().get(index.name())));
            }
            columns.addRow(row.toArray(String[]::new));
        }
        out.println("Index changes and write units:");
        if (outcome.writes().isEmpty()) {
            out.println("  (no item written)");
        } else {
            columns.print(out);
        }
        out.println("Total: " + units(outcome.totalWriteUnits()) + " write units"
                + (transaction ? " (transaction: every unit counts twice)" : ""));
    }

    private static String cell(WriteCost.IndexWrite write) {
        if (write == null || write.change() == IndexChange.ABSENT) {
            return "-";
        }
        String change = write.change().name().toLowerCase(Locale.ROOT);
        return write.units() == 0 ? change : change + " " + units(write.units());
    }

    private static String units(double units) {
        return units == Math.rint(units) ? String.valueOf((long) units) : ResponseJsonPrinter.floatText(units);
    }
}
