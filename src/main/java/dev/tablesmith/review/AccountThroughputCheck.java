package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code table-throughput-quota}, account side: the account-level throughput quota bounds the sum of the provisioned
 * capacity of every table and GSI of an account in one Region, by default 80,000 RCU and 80,000 WCU; it applies to
 * provisioned tables only (Developer Guide, "Service, account, and table quotas in Amazon DynamoDB", Throughput
 * default quotas; adjustable in Service Quotas). A design's tables are deployed to one Region, so their provisioned
 * tables and GSIs add up: each at the larger of what the design provisions for it (a GSI without its own throughput
 * has the table's) and its peak ({@link ThroughputPeaks}), and at least 1 RCU and 1 WCU (the least a provisioned
 * table or GSI can be given). A sum exactly at the quota is within it. Design-wide: reported once, on the table when
 * one table needs it all, else at {@code /tables}. One instance per review: {@link #add} each table, then
 * {@link #check}.
 */
final class AccountThroughputCheck {
    /** The default account-level quota per Region, RCU and WCU each. */
    static final long ACCOUNT_QUOTA = 80_000;

    private static final String QUOTAS = "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/"
            + "ServiceQuotas.html";

    /** What one provisioned table or GSI needs from the account quota. */
    private record Need(String table, String owner, double read, double write) {
    }

    private final List<Need> needs = new ArrayList<>();
    private final List<String> tablePaths = new ArrayList<>();
    private final List<String> tableNames = new ArrayList<>();

    /** Adds what one table under review needs, when it is provisioned (call for each table, in order). */
    void add(ReviewContext context) {
        TableSettings settings = context.table().settings();
        if (settings.billingMode() != BillingMode.PROVISIONED) {
            return;
        }
        tablePaths.add(context.tablePath().toString());
        tableNames.add(context.table().name());
        for (ThroughputPeaks.Peak peak : ThroughputPeaks.of(context).values()) {
            Optional<SecondaryIndex> gsi = context.table().index(peak.owner).filter(SecondaryIndex::isGlobal);
            Throughput declared = gsi.map(SecondaryIndex::provisioned).orElse(null);
            declared = declared != null ? declared : settings.provisioned();
            double read = Math.max(1, Math.ceil(peak.readUnits()));
            double write = Math.max(1, Math.ceil(peak.writeUnits()));
            if (declared != null) {
                read = Math.max(read, declared.readCapacityUnits());
                write = Math.max(write, declared.writeCapacityUnits());
            }
            needs.add(new Need(context.table().name(), peak.owner.equals(AccessPattern.TABLE_INDEX) ? "table"
                    : peak.owner, read, write));
        }
    }

    /** Reports the sum of the tables added, when it is above the quota. */
    void check(List<Finding> findings) {
        double read = needs.stream().mapToDouble(Need::read).sum();
        double write = needs.stream().mapToDouble(Need::write).sum();
        List<String> over = new ArrayList<>();
        if (read > ACCOUNT_QUOTA) {
            over.add(Amounts.of(read) + " RCU");
        }
        if (write > ACCOUNT_QUOTA) {
            over.add(Amounts.of(write) + " WCU");
        }
        if (over.isEmpty()) {
            return;
        }
        List<String> parts = new ArrayList<>();
        for (Need need : needs) {
            List<String> amounts = new ArrayList<>();
            if (read > ACCOUNT_QUOTA) {
                amounts.add(Amounts.of(need.read()) + " RCU");
            }
            if (write > ACCOUNT_QUOTA) {
                amounts.add(Amounts.of(need.write()) + " WCU");
            }
            parts.add((tableNames.size() > 1 ? need.table() + " " : "") + need.owner() + " "
                    + String.join(" / ", amounts));
        }
        String subject = tablePaths.size() == 1 ? "The provisioned table and its GSIs need "
                : "The design's provisioned tables and their GSIs need ";
        String message = subject + String.join(" and ", over) + " together (" + String.join(", ", parts)
                + "), above the default account quota of " + Amounts.of(ACCOUNT_QUOTA) + " RCU and "
                + Amounts.of(ACCOUNT_QUOTA) + " WCU per Region; request a quota increase before deploying, or bill a"
                + " table on demand";
        String explanation = "DynamoDB's account-level throughput quota bounds the sum of the capacity provisioned for"
                + " every table and GSI of the account in a Region, the tables of other applications included;"
                + " capacity past it cannot be provisioned (CreateTable and UpdateTable are refused). It is "
                + Amounts.of(ACCOUNT_QUOTA) + " RCU and " + Amounts.of(ACCOUNT_QUOTA) + " WCU by default, applies"
                + " only to provisioned tables, and can be raised in Service Quotas (" + QUOTAS + "). Each table and"
                + " GSI counts at the larger of what the design provisions for it and its peak, at least 1.";
        FindingLocation location = tablePaths.size() == 1
                ? FindingLocation.at(tablePaths.get(0)).withIndex(AccessPattern.TABLE_INDEX)
                : FindingLocation.at("/tables");
        findings.add(Finding.of(ReviewRule.TABLE_THROUGHPUT_QUOTA, location, message, explanation));
    }
}
