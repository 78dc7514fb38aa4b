package dev.tablesmith.export;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.List;

/**
 * The settings an infrastructure export needs that a design does not hold, with the value each export writes and
 * the sentence that says so in the output.
 *
 * <p>Point-in-time recovery is the design's own setting ({@code TableSettings.pointInTimeRecovery()}, on unless the
 * design turns it off), so it needs no default here.
 *
 * <ul>
 *   <li>A provisioned table without throughput in the design: 5 read and 5 write capacity units.</li>
 *   <li>A GSI of a provisioned table without its own throughput: the table's. DynamoDB requires throughput on
 *       every GSI of a provisioned table; an LSI shares the table's.</li>
 * </ul>
 */
public final class TableDefaults {
    /** Throughput of a provisioned table the design gives none. */
    public static final Throughput PROVISIONED_FALLBACK = new Throughput(5, 5);

    private TableDefaults() {
    }

    /** Whether the table is billed on demand. */
    public static boolean onDemand(Table table) {
        return table.settings().billingMode() == BillingMode.PAY_PER_REQUEST;
    }

    /** The table's throughput (provisioned tables only). */
    public static Throughput throughput(Table table) {
        Throughput own = table.settings().provisioned();
        return own == null ? PROVISIONED_FALLBACK : own;
    }

    /** A GSI's throughput (provisioned tables only): its own, else the table's. */
    public static Throughput throughput(Table table, SecondaryIndex index) {
        return index.provisioned() == null ? throughput(table) : index.provisioned();
    }

    /** One sentence per default this table gets, for a comment in the output. */
    public static List<String> notes(Table table) {
        List<String> notes = new ArrayList<>();
        if (!onDemand(table)) {
            if (table.settings().provisioned() == null) {
                notes.add("The design is provisioned without throughput: 5 read and 5 write capacity units.");
            }
            if (table.globalSecondaryIndexes().stream().anyMatch(i -> i.provisioned() == null)) {
                notes.add("GSIs without their own throughput get the table's.");
            }
        }
        return notes;
    }
}
