package dev.tablesmith.review;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.Resolution;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * The design review as a Markdown report ready to paste into a pull request: the counts by severity, each
 * finding with where it is, its message and its explanation, and the access-pattern list with how the planner
 * serves each pattern and what it costs.
 */
public final class ReviewReport {
    private ReviewReport() {
    }

    /**
     * The report.
     *
     * @param design   the design reviewed
     * @param findings its findings, in the order to show them ({@link DesignReview#review})
     * @param where    how to show where a finding is, e.g. {@code commerce-main.tablesmith.json:412:7}
     */
    public static String markdown(Design design, List<Finding> findings, Function<Finding, String> where) {
        StringBuilder md = new StringBuilder();
        md.append("## Design review: ").append(design.name()).append("\n\n");
        md.append(summary(findings)).append("\n\n");
        md.append("| Severity | Findings |\n|---|---:|\n");
        Map<Severity, Integer> counts = counts(findings);
        for (Severity severity : Severity.values()) {
            md.append("| ").append(capitalized(severity)).append(" | ").append(counts.get(severity)).append(" |\n");
        }
        md.append('\n');
        if (!findings.isEmpty()) {
            md.append("### Findings\n\n");
            int n = 0;
            for (Finding finding : findings) {
                appendFinding(md, ++n, finding, where.apply(finding));
            }
        }
        for (Table table : design.tables()) {
            appendPatterns(md, design, table);
        }
        return md.toString();
    }

    /** {@code 1 error, 2 warnings, 5 info}. */
    public static String summary(List<Finding> findings) {
        Map<Severity, Integer> counts = counts(findings);
        int errors = counts.get(Severity.ERROR);
        int warnings = counts.get(Severity.WARNING);
        return errors + (errors == 1 ? " error, " : " errors, ") + warnings + (warnings == 1 ? " warning, "
                : " warnings, ") + counts.get(Severity.INFO) + " info";
    }

    private static Map<Severity, Integer> counts(List<Finding> findings) {
        Map<Severity, Integer> counts = new EnumMap<>(Severity.class);
        for (Severity severity : Severity.values()) {
            counts.put(severity, 0);
        }
        findings.forEach(f -> counts.merge(f.severity(), 1, Integer::sum));
        return counts;
    }

    private static void appendFinding(StringBuilder md, int n, Finding finding, String where) {
        String title = java.util.Arrays.stream(ReviewRule.values()).filter(r -> r.id().equals(finding.ruleId()))
                .map(ReviewRule::title).findFirst().orElse(finding.ruleId());
        md.append("#### ").append(n).append(". ").append(finding.severity()).append(" `").append(finding.ruleId())
                .append("`: ").append(title).append("\n\n");
        md.append(finding.message()).append("\n\n");
        String elements = finding.location().describe();
        md.append("- Where: `").append(where).append('`').append(elements.isEmpty() ? "" : " (" + elements + ")")
                .append('\n');
        md.append("- Why it matters: ").append(finding.explanation()).append("\n\n");
    }

    private static void appendPatterns(StringBuilder md, Design design, Table table) {
        if (table.accessPatterns().isEmpty()) {
            return;
        }
        md.append("### Access patterns").append(design.tables().size() > 1 ? " of " + table.name() : "")
                .append("\n\n");
        md.append("| Pattern | Name | Resolution | Index | Units per call | Monthly cost |\n");
        md.append("|---|---|---|---|---:|---:|\n");
        for (AccessPatternPlan plan : AccessPatternPlanner.planAll(table, design.pricing())) {
            boolean write = plan.pattern().kind() == PatternKind.WRITE;
            String units = write ? Amounts.of(plan.cost().writeUnits()) + " WCU"
                    : Amounts.of(plan.cost().readUnits()) + " RCU";
            md.append("| ").append(cell(plan.pattern().id())).append(" | ").append(cell(plan.pattern().name()))
                    .append(" | ").append(plan.resolution() == Resolution.SCAN ? "**Scan**" : plan.resolution()
                            .label()).append(" | ").append(cell(plan.index().orElse("")))
                    .append(" | ").append(units).append(" | ").append(dollars(plan.cost().monthlyCost()))
                    .append(" |\n");
        }
        md.append('\n');
    }

    private static String cell(String text) {
        return text.replace("|", "\\|").replace("\n", " ");
    }

    private static String dollars(double amount) {
        if (!Double.isFinite(amount)) {
            return "too large to estimate";
        }
        if (amount > 0 && amount < 0.01) {
            return "< $0.01";
        }
        return String.format(Locale.ROOT, "$%,.2f", amount);
    }

    private static String capitalized(Severity severity) {
        String word = severity.word();
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
