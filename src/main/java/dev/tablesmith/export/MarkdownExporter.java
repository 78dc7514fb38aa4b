package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.Resolution;
import dev.tablesmith.review.DesignReview;
import dev.tablesmith.review.Finding;
import dev.tablesmith.review.ReviewReport;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The design document a team keeps next to its code, in GitHub-flavoured Markdown: per table its keys and
 * settings, the access-pattern chart (pattern, index, key condition, operation, cost per call and per month), the
 * entity chart (entity and the template it writes into each key attribute), the index list with projections and the
 * patterns each index serves, and then the review findings with their severity.
 */
public final class MarkdownExporter implements Exporter {
    @Override
    public String id() {
        return "markdown";
    }

    @Override
    public String title() {
        return "Design document (Markdown)";
    }

    @Override
    public String fileExtension() {
        return "md";
    }

    @Override
    public String export(Design design) {
        StringBuilder md = new StringBuilder();
        md.append("# ").append(design.name()).append("\n\n");
        if (!design.description().isBlank()) {
            md.append(design.description().strip()).append("\n\n");
        }
        for (Table table : design.tables()) {
            table(md, design, table);
        }
        findings(md, new DesignReview().review(design));
        return md.toString();
    }

    private static void table(StringBuilder md, Design design, Table table) {
        List<AccessPatternPlan> plans = DesignPlans.of(design, table);
        md.append("## Table ").append(MarkdownTable.code(table.name())).append("\n\n");
        md.append("- Primary key: ").append(keys(table.keySchema())).append('\n');
        md.append("- Billing: ").append(TableDefaults.onDemand(table) ? "on demand" : "provisioned, "
                + TableDefaults.throughput(table).readCapacityUnits() + " RCU / "
                + TableDefaults.throughput(table).writeCapacityUnits() + " WCU").append('\n');
        md.append("- TTL: ").append(table.settings().ttlAttribute() == null ? "off"
                : MarkdownTable.code(table.settings().ttlAttribute())).append('\n');
        md.append("- Stream: ").append(table.settings().streamViewType() == null ? "off"
                : table.settings().streamViewType().name()).append('\n');
        md.append("- Point-in-time recovery: ").append(table.settings().pointInTimeRecovery() ? "on" : "off")
                .append("\n\n");
        patterns(md, plans);
        entities(md, table);
        indexes(md, table, plans);
    }

    private static void patterns(StringBuilder md, List<AccessPatternPlan> plans) {
        md.append("### Access patterns\n\n");
        if (plans.isEmpty()) {
            md.append("No access patterns yet.\n\n");
            return;
        }
        MarkdownTable chart = new MarkdownTable("#", "Pattern", "Index", "Key condition", "Operation",
                "Per call:", "Per month:");
        for (AccessPatternPlan plan : plans) {
            AccessPattern pattern = plan.pattern();
            chart.row(pattern.id(), pattern.name(), plan.index().map(MarkdownTable::code).orElse(""),
                    condition(plan), operation(plan), CostText.perCall(plan.cost()),
                    CostText.perMonth(plan.cost()));
        }
        md.append(chart.render()).append('\n');
        md.append("Inputs are shown as `<name>`. Costs are the planner's estimates at each pattern's request rate"
                + " (on-demand prices).\n\n");
    }

    private static String operation(AccessPatternPlan plan) {
        if (plan.resolution() != Resolution.WRITE || plan.pattern().write() == null) {
            return plan.resolution().label();
        }
        String operation = RequestCodeWriter.apiName(plan.pattern().write().operation());
        return plan.pattern().write().transaction() ? "TransactWriteItems (" + operation + ")" : operation;
    }

    /**
     * The key condition (or the key, for GetItem) with inputs shown as {@code <name>}, as a code span; for a write,
     * its update expression.
     */
    private static String condition(AccessPatternPlan plan) {
        PlannedRequest request = plan.request();
        if (request == null) {
            String update = plan.pattern().write() == null ? null : plan.pattern().write().updateExpression();
            return update == null ? "" : "update " + MarkdownTable.code(update);
        }
        RequestInputs inputs = new RequestInputs(plan);
        String text = switch (plan.resolution()) {
            case GET_ITEM -> request.key().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .map(e -> e.getKey() + " = " + inputs.readable(e.getValue()))
                    .collect(Collectors.joining(" AND "));
            case SCAN -> "";
            default -> request.readable(request.keyConditionExpression(), inputs::readable);
        };
        if (request.filterExpression() != null) {
            String filter = request.readable(request.filterExpression(), inputs::readable);
            return (text.isEmpty() ? "" : MarkdownTable.code(text) + ", ") + "filter " + MarkdownTable.code(filter);
        }
        return MarkdownTable.code(text);
    }

    private static void entities(StringBuilder md, Table table) {
        md.append("### Entity chart\n\n");
        if (table.entities().isEmpty()) {
            md.append("No entities yet.\n\n");
            return;
        }
        List<KeyAttribute> columns = table.keyAttributes();
        String[] header = new String[columns.size() + 1];
        header[0] = "Entity";
        for (int i = 0; i < columns.size(); i++) {
            header[i + 1] = columns.get(i).name();
        }
        MarkdownTable chart = new MarkdownTable(header);
        for (Entity entity : table.entities()) {
            String[] row = new String[columns.size() + 1];
            row[0] = entity.name();
            for (int i = 0; i < columns.size(); i++) {
                row[i + 1] = entity.key(columns.get(i).name()).map(MarkdownExporter::template).orElse("");
            }
            chart.row(row);
        }
        md.append(chart.render()).append('\n');
    }

    private static String template(EntityKey key) {
        return MarkdownTable.code(key.template()) + (key.isSparse() ? " when " + MarkdownTable.code(key.when()) : "");
    }

    private static void indexes(StringBuilder md, Table table, List<AccessPatternPlan> plans) {
        md.append("### Indexes\n\n");
        MarkdownTable list = new MarkdownTable("Index", "Type", "Partition key", "Sort key", "Projection",
                "Used by");
        list.row(MarkdownTable.code(AccessPattern.TABLE_INDEX), "table", keyNames(table.keySchema().partitionKey()),
                keyNames(table.keySchema().sortKey()), "ALL",
                usedBy(plans, AccessPattern.TABLE_INDEX));
        for (SecondaryIndex index : table.indexes()) {
            list.row(MarkdownTable.code(index.name()), index.kind().name(), keyNames(index.keySchema().partitionKey()),
                    keyNames(index.keySchema().sortKey()), projection(index.projection()),
                    usedBy(plans, index.name()));
        }
        md.append(list.render()).append('\n');
    }

    private static String usedBy(List<AccessPatternPlan> plans, String index) {
        String ids = plans.stream().filter(p -> p.index().filter(index::equals).isPresent())
                .map(p -> p.pattern().id()).collect(Collectors.joining(", "));
        return ids.isEmpty() ? "none" : ids;
    }

    private static String projection(Projection projection) {
        return switch (projection.type()) {
            case ALL -> "ALL";
            case KEYS_ONLY -> "KEYS_ONLY";
            case INCLUDE -> "INCLUDE " + projection.nonKeyAttributes().stream().map(MarkdownTable::code)
                    .collect(Collectors.joining(", "));
        };
    }

    private static String keys(KeySchema schema) {
        return keyNames(schema.partitionKey()) + (schema.hasSortKey() ? " (partition), " + keyNames(
                schema.sortKey()) + " (sort)" : " (partition)");
    }

    private static String keyNames(List<KeyAttribute> keys) {
        return keys.stream().map(k -> MarkdownTable.code(k.name()) + " " + (k.type() == null ? "S" : k.type().name()))
                .collect(Collectors.joining(", "));
    }

    private static void findings(StringBuilder md, List<Finding> findings) {
        md.append("## Review findings\n\n").append(ReviewReport.summary(findings)).append(".\n\n");
        if (findings.isEmpty()) {
            return;
        }
        MarkdownTable list = new MarkdownTable("Severity", "Rule", "Where", "Finding");
        for (Finding finding : findings) {
            list.row(finding.severity().word(), MarkdownTable.code(finding.ruleId()), finding.location().describe(),
                    finding.message());
        }
        md.append(list.render());
    }
}
