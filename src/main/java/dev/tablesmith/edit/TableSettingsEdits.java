package dev.tablesmith.edit;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.Problem;
import dev.tablesmith.review.TableChangeCheck;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Edits a table's settings: billing mode (on-demand, or provisioned with the table's and each GSI's read and write
 * capacity units), the TTL attribute, the stream view type and point-in-time recovery. DynamoDB bills a GSI the way
 * it bills its table, so switching to on-demand drops every GSI's own throughput, and a provisioned table's GSIs
 * each get the throughput given for them (an LSI shares the table's). Refused, with the validator's message, when
 * the table would break a rule: capacity units of at least 1, a TTL attribute name of 1 to 255 characters.
 *
 * <p>A table and each GSI may also carry a maximum on-demand throughput ({@code OnDemandThroughput}, which DynamoDB
 * only accepts on an on-demand table, so switching to provisioned drops it) and a warm throughput
 * ({@code WarmThroughput}, in either mode).
 */
public final class TableSettingsEdits {
    private TableSettingsEdits() {
    }

    /**
     * Sets the table's settings; {@code gsiThroughput} gives a provisioned table's GSIs their throughput by index
     * name (a GSI not named keeps its own, or gets the table's when it has none).
     */
    public static Command setSettings(String tableName, TableSettings settings, Map<String, Throughput> gsiThroughput) {
        return setSettings(tableName, settings, gsiThroughput, null);
    }

    /**
     * Sets the table's settings and, when {@code gsiLimits} is not null, each GSI's throughput limits by index name
     * (a GSI not named gets none); null keeps every GSI's own.
     */
    public static Command setSettings(String tableName, TableSettings settings, Map<String, Throughput> gsiThroughput,
                                      Map<String, ThroughputLimits> gsiLimits) {
        return IndexEdits.checked(tableName, "Edit the table settings", table -> {
            Table after = plan(table, settings, gsiThroughput, gsiLimits);
            return new SchemaChange(after, effects(table, after));
        });
    }

    /** The table with the new settings and its GSIs' throughput following the billing mode. */
    public static Table plan(Table table, TableSettings settings, Map<String, Throughput> gsiThroughput) {
        return plan(table, settings, gsiThroughput, null);
    }

    /** {@link #plan(Table, TableSettings, Map)} with each GSI's throughput limits (null: kept). */
    public static Table plan(Table table, TableSettings settings, Map<String, Throughput> gsiThroughput,
                             Map<String, ThroughputLimits> gsiLimits) {
        boolean provisioned = settings.billingMode() == BillingMode.PROVISIONED;
        TableSettings normalized = provisioned ? settings.withOnDemandThroughput(null)
                : new TableSettings(BillingMode.PAY_PER_REQUEST, null, settings.ttlAttribute(),
                settings.streamViewType(), settings.pointInTimeRecovery()).withThroughputLimitsOf(settings);
        List<SecondaryIndex> indexes = table.indexes().stream().map(index -> {
            if (!index.isGlobal()) {
                return index;
            }
            Throughput throughput = !provisioned ? null : gsiThroughput.getOrDefault(index.name(),
                    index.provisioned() != null ? index.provisioned() : settings.provisioned());
            ThroughputLimits limits = gsiLimits == null ? ThroughputLimits.of(index)
                    : gsiLimits.getOrDefault(index.name(), ThroughputLimits.NONE);
            return index.withProvisioned(throughput).withThroughputLimits(
                    provisioned ? null : limits.onDemandThroughput(), limits.warmThroughput());
        }).toList();
        return table.withSettings(normalized).withIndexes(indexes);
    }

    /** The problems the new settings would give the table, in the validator's words; empty when they are valid. */
    public static List<Problem> problems(Table table, TableSettings settings, Map<String, Throughput> gsiThroughput) {
        return problems(table, settings, gsiThroughput, null);
    }

    /** {@link #problems(Table, TableSettings, Map)} with each GSI's throughput limits (null: kept). */
    public static List<Problem> problems(Table table, TableSettings settings, Map<String, Throughput> gsiThroughput,
                                         Map<String, ThroughputLimits> gsiLimits) {
        return TableChangeCheck.newSchemaProblems(table, plan(table, settings, gsiThroughput, gsiLimits));
    }

    /** What a change of settings means for a deployed table, one line per setting that changes. */
    public static List<String> effects(Table before, Table after) {
        TableSettings a = before.settings();
        TableSettings b = after.settings();
        List<String> effects = new ArrayList<>();
        if (a.billingMode() != b.billingMode()) {
            effects.add("Billing mode " + mode(a) + " → " + mode(b) + ": UpdateTable switches it in place, at most"
                    + " once per 24 hours.");
        }
        if (!Objects.equals(a.ttlAttribute(), b.ttlAttribute())) {
            effects.add(b.ttlAttribute() == null ? "TTL off: items are no longer deleted when they expire."
                    : "TTL on " + b.ttlAttribute() + ": items whose " + b.ttlAttribute() + " (epoch seconds, type N)"
                    + " is in the past are deleted within a few days, at no write cost.");
        }
        if (a.streamViewType() != b.streamViewType() && a.streamViewType() != null && b.streamViewType() != null) {
            effects.add("A stream's view type cannot be changed in place: the stream is disabled and a new one"
                    + " enabled, with a new ARN.");
        }
        if (a.pointInTimeRecovery() && !b.pointInTimeRecovery()) {
            effects.add("Point-in-time recovery off: the table's restore points are deleted.");
        }
        if (!Objects.equals(a.onDemandThroughput(), b.onDemandThroughput()) && b.onDemandThroughput() != null) {
            effects.add("Maximum on-demand throughput: requests past it are throttled"
                    + " (MaxOnDemandThroughputExceeded); UpdateTable changes it in place.");
        }
        if (!Objects.equals(a.warmThroughput(), b.warmThroughput()) && b.warmThroughput() != null) {
            effects.add("Warm throughput: UpdateTable pre-warms the table in the background; pre-warming is"
                    + " charged, and a warm throughput once raised cannot be lowered.");
        }
        return effects;
    }

    private static String mode(TableSettings settings) {
        return settings.billingMode() == BillingMode.PROVISIONED ? "provisioned" : "on-demand";
    }
}
