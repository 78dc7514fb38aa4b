package dev.tablesmith.export;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.review.DesignReview;
import dev.tablesmith.review.Finding;
import dev.tablesmith.review.ReviewReport;
import java.util.List;

/**
 * The design document a team keeps next to its code, in GitHub-flavoured Markdown. Per table: its key schema,
 * billing and settings; the indexes with their projections and the patterns each serves; the entity chart (the
 * template each entity writes into each key attribute, sparse keys with their condition); the access patterns
 * (description, kind, index, key condition, filter, rate, the planner's Get/Query/Scan and its cost); each entity's
 * attributes with types, keys per index, copies, aggregates and unique values; and the sample items of every index,
 * item collection by item collection. Then the review findings. Sections link to each other.
 *
 * <p>{@link #export} is the document alone (for standard output); {@link #document} also links the pictures of the
 * entity chart and of each index's item collections, which an adapter outside the core draws next to the file.
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

    /** The document without pictures: nothing links to a file that is not there. */
    @Override
    public String export(Design design) {
        return document(design, null).text();
    }

    /**
     * The document with links to its pictures in {@code imageFolder} (relative to the Markdown file, e.g.
     * {@code design-images}), and the list of pictures to draw there; no pictures when {@code imageFolder} is null.
     */
    public MarkdownDocument document(Design design, String imageFolder) {
        MarkdownPage page = new MarkdownPage(imageFolder);
        page.heading(1, "design", design.name());
        if (!design.description().isBlank()) {
            page.paragraph(design.description().strip());
        }
        contents(page, design);
        for (Table table : design.tables()) {
            table(page, design, table);
        }
        findings(page, new DesignReview().review(design));
        return page.document();
    }

    private static void contents(MarkdownPage page, Design design) {
        page.paragraph("**Contents**");
        for (Table table : design.tables()) {
            page.append("- ").append(MarkdownAnchors.link("Table " + MarkdownTable.code(table.name()),
                    "table:" + table.name())).append(": ")
                    .append(MarkdownAnchors.link("indexes", "indexes:" + table.name())).append(" · ")
                    .append(MarkdownAnchors.link("entity chart", "chart:" + table.name())).append(" · ")
                    .append(MarkdownAnchors.link("access patterns", "patterns:" + table.name()));
            if (!table.entities().isEmpty()) {
                page.append(" · ").append(MarkdownAnchors.link("entities", "entities:" + table.name()));
            }
            page.append(" · ").append(MarkdownAnchors.link("item collections", "collections:" + table.name()))
                    .append("\n");
        }
        page.append("- ").append(MarkdownAnchors.link("Review findings", "findings")).append("\n\n");
    }

    private static void table(MarkdownPage page, Design design, Table table) {
        List<AccessPatternPlan> plans = DesignPlans.of(design, table);
        page.heading(2, "table:" + table.name(), "Table " + MarkdownTable.code(table.name()));
        page.append("- Primary key: ").append(keys(table.keySchema())).append("\n");
        page.append("- Billing: ").append(TableDefaults.onDemand(table) ? "on demand" : "provisioned, "
                + TableDefaults.throughput(table).readCapacityUnits() + " RCU / "
                + TableDefaults.throughput(table).writeCapacityUnits() + " WCU").append("\n");
        page.append("- TTL: ").append(table.settings().ttlAttribute() == null ? "off"
                : MarkdownTable.code(table.settings().ttlAttribute())).append("\n");
        page.append("- Stream: ").append(table.settings().streamViewType() == null ? "off"
                : table.settings().streamViewType().name()).append("\n");
        page.append("- Point-in-time recovery: ").append(table.settings().pointInTimeRecovery() ? "on" : "off")
                .append("\n");
        page.append("- ").append(MarkdownIndexes.count(table.entities().size(), "entity").replace("entitys",
                "entities")).append(", ").append(MarkdownIndexes.count(table.accessPatterns().size(),
                "access pattern")).append("\n\n");
        MarkdownIndexes.list(page, table, plans);
        MarkdownEntities.chart(page, table);
        MarkdownPatterns.write(page, table, plans);
        MarkdownEntities.details(page, table);
        MarkdownIndexes.collections(page, table);
    }

    private static String keys(KeySchema schema) {
        return MarkdownIndexes.keyNames(schema.partitionKey()) + (schema.hasSortKey() ? " (partition), "
                + MarkdownIndexes.keyNames(schema.sortKey()) + " (sort)" : " (partition)");
    }

    private static void findings(MarkdownPage page, List<Finding> findings) {
        page.heading(2, "findings", "Review findings");
        page.paragraph(ReviewReport.summary(findings) + ".");
        if (findings.isEmpty()) {
            return;
        }
        MarkdownTable list = new MarkdownTable("Severity", "Rule", "Where", "Finding");
        for (Finding finding : findings) {
            list.row(finding.severity().word(), MarkdownTable.code(finding.ruleId()), finding.location().describe(),
                    finding.message());
        }
        page.table(list);
    }
}
