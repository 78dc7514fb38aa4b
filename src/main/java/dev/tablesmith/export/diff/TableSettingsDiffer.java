package dev.tablesmith.export.diff;

import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.Objects;

/**
 * The table's own key schema and settings. A table's partition and sort key are fixed at CreateTable, so another
 * key schema means a new table; billing mode and throughput change with UpdateTable (billing mode at most once per
 * 24 hours), Time to Live with UpdateTimeToLive, and a stream's view type only by disabling the stream and enabling
 * a new one, which gets a new stream ARN; point-in-time recovery with UpdateContinuousBackups.
 */
final class TableSettingsDiffer {
    private final ChangeList out;

    TableSettingsDiffer(ChangeList out) {
        this.out = out;
    }

    void diff(Table before, Table after, ItemCounts newCounts) {
        if (!before.name().equals(after.name())) {
            long items = newCounts.tableItems();
            out.add(DiffSection.TABLES, ChangeKind.CHANGED, "table name", before.name() + " -> " + after.name(),
                    Impact.TABLE_RECREATE, "A table cannot be renamed: create the new table and copy all "
                            + Counts.items(items) + " into it (or keep the old name in the deployment).", items);
        }
        String oldKeys = IndexDiffer.keys(before.keySchema());
        String newKeys = IndexDiffer.keys(after.keySchema());
        if (!oldKeys.equals(newKeys)) {
            long items = newCounts.tableItems();
            out.add(DiffSection.TABLES, ChangeKind.CHANGED, "key schema", oldKeys + " -> " + newKeys,
                    Impact.TABLE_RECREATE, "A table's key schema is fixed at creation: create a new table and copy all "
                            + Counts.items(items) + " into it.", items);
        }
        TableSettings a = before.settings();
        TableSettings b = after.settings();
        if (a.billingMode() != b.billingMode()) {
            setting("billing mode", a.billingMode().name(), b.billingMode().name(),
                    "UpdateTable switches the billing mode in place; DynamoDB allows one switch per 24 hours.");
        }
        if (!Objects.equals(a.provisioned(), b.provisioned())) {
            setting("provisioned throughput", throughput(a.provisioned()), throughput(b.provisioned()),
                    "UpdateTable changes capacity in place; decreases are limited per day.");
        }
        if (!Objects.equals(a.ttlAttribute(), b.ttlAttribute())) {
            setting("Time to Live", orNone(a.ttlAttribute()), orNone(b.ttlAttribute()),
                    "UpdateTimeToLive; the change can take up to an hour to apply, and items expire (and are deleted"
                            + " at no write cost) only once it has.");
        }
        if (a.streamViewType() != b.streamViewType()) {
            setting("stream", orNone(a.streamViewType()), orNone(b.streamViewType()),
                    "A stream's view type cannot be changed: disable the stream and enable a new one (a new stream"
                            + " ARN, so consumers must be pointed at it).");
        }
        if (a.pointInTimeRecovery() != b.pointInTimeRecovery()) {
            setting("point-in-time recovery", onOff(a.pointInTimeRecovery()), onOff(b.pointInTimeRecovery()),
                    b.pointInTimeRecovery() ? "UpdateContinuousBackups turns it on in place; restore points start then."
                            : "UpdateContinuousBackups turns it off in place; the existing restore points are lost.");
        }
    }

    private static String onOff(boolean on) {
        return on ? "on" : "off";
    }

    private void setting(String subject, String before, String after, String text) {
        out.add(DiffSection.TABLES, ChangeKind.CHANGED, subject, before + " -> " + after, Impact.SETTING, text);
    }

    private static String throughput(Throughput throughput) {
        return throughput == null ? "none" : throughput.readCapacityUnits() + " RCU, "
                + throughput.writeCapacityUnits() + " WCU";
    }

    private static String orNone(Object value) {
        return value == null ? "none" : value.toString();
    }
}
