package dev.tablesmith.review;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.List;

/**
 * The table's settings, as CreateTable, UpdateTable and UpdateTimeToLive would check them.
 *
 * <ul>
 *   <li>A provisioned table's own throughput is at least 1 read and 1 write capacity unit (the minimum for any
 *       table or GSI in DynamoDB's quotas).</li>
 *   <li>An on-demand table has no provisioned throughput of its own: CreateTable rejects ReadCapacityUnits and
 *       WriteCapacityUnits when BillingMode is PAY_PER_REQUEST.</li>
 *   <li>The TTL attribute's name is 1 to 255 characters (UpdateTimeToLive's AttributeName).</li>
 * </ul>
 * A GSI's own throughput is checked with its key schema ({@link KeySchemaRules}).
 */
final class TableSettingsRules implements TableRule {
    /** The longest TTL attribute name UpdateTimeToLive accepts. */
    static final int MAX_TTL_ATTRIBUTE_NAME = 255;

    @Override
    public void check(TableContext context, List<Problem> problems) {
        Table table = context.table();
        TableSettings settings = table.settings();
        Throughput own = settings.provisioned();
        String billing = context.path().child("billing").toString();
        if (settings.billingMode() == BillingMode.PROVISIONED && own != null
                && (own.readCapacityUnits() < KeySchemaRules.MIN_CAPACITY_UNITS
                || own.writeCapacityUnits() < KeySchemaRules.MIN_CAPACITY_UNITS)) {
            problems.add(Problem.at(billing, "the table is provisioned with " + own.readCapacityUnits() + " RCU / "
                    + own.writeCapacityUnits() + " WCU; DynamoDB's minimum is " + KeySchemaRules.MIN_CAPACITY_UNITS
                    + " read and " + KeySchemaRules.MIN_CAPACITY_UNITS + " write capacity unit"));
        }
        if (settings.billingMode() == BillingMode.PAY_PER_REQUEST && own != null) {
            problems.add(Problem.at(billing, "an on-demand (PAY_PER_REQUEST) table has no provisioned read or write"
                    + " capacity units"));
        }
        String ttl = settings.ttlAttribute();
        if (ttl != null && (ttl.isEmpty() || ttl.length() > MAX_TTL_ATTRIBUTE_NAME)) {
            problems.add(Problem.at(context.path().child("ttlAttribute").toString(), "the TTL attribute's name"
                    + " must be 1 to " + MAX_TTL_ATTRIBUTE_NAME + " characters long, not " + ttl.length()));
        }
    }
}
