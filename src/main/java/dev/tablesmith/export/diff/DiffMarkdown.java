package dev.tablesmith.export.diff;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * A diff as GitHub-flavoured Markdown for a pull request: a summary of impacts, the monthly cost per changed pattern
 * and in total, then one table per section with each change, its impact on a live table and the items it touches.
 */
public final class DiffMarkdown {
    private DiffMarkdown() {
    }

    public static String render(DesignDiff diff) {
        StringBuilder md = new StringBuilder();
        md.append("# Design changes: ").append(escape(diff.oldName()));
        if (!diff.oldName().equals(diff.newName())) {
            md.append(" -> ").append(escape(diff.newName()));
        }
        md.append("\n\n");
        if (diff.isEmpty()) {
            md.append("No differences: the designs are the same in everything the diff compares.\n");
            return md.toString();
        }
        summary(md, diff);
        cost(md, diff);
        for (DiffSection section : DiffSection.values()) {
            List<DesignChange> changes = diff.changes(section);
            if (changes.isEmpty()) {
                continue;
            }
            md.append("## ").append(section.title()).append("\n\n");
            List<List<String>> rows = new ArrayList<>();
            for (DesignChange change : changes) {
                rows.add(List.of(change.kind().label(), code(change.subject()), escape(change.summary()),
                        "**" + change.impact().label() + "**: " + escape(change.impactText()),
                        change.touchesItems() ? String.format(java.util.Locale.ROOT, "%,d", change.itemsAffected())
                                : ""));
            }
            table(md, List.of("Change", "What", "Detail", "Impact on a live table", "Items:"), rows);
        }
        return md.toString();
    }

    private static void summary(StringBuilder md, DesignDiff diff) {
        int count = diff.changes().size();
        md.append("**").append(count).append(count == 1 ? " change" : " changes").append("**; heaviest impact: **")
                .append(diff.heaviestImpact().label()).append("**.\n\n");
        Map<Impact, Integer> byImpact = new EnumMap<>(Impact.class);
        diff.changes().forEach(c -> byImpact.merge(c.impact(), 1, Integer::sum));
        List<List<String>> rows = new ArrayList<>();
        byImpact.forEach((impact, changes) -> rows.add(List.of(impact.label(), Integer.toString(changes))));
        table(md, List.of("Impact", "Changes:"), rows);
    }

    private static void cost(StringBuilder md, DesignDiff diff) {
        md.append("## Monthly cost\n\n");
        List<List<String>> rows = new ArrayList<>();
        for (PatternCost cost : diff.changedCosts()) {
            rows.add(List.of(code(cost.patternId()) + " " + escape(cost.name()),
                    cost.before().isPresent() ? Counts.dollars(cost.before().getAsDouble()) : "new",
                    cost.after().isPresent() ? Counts.dollars(cost.after().getAsDouble()) : "removed",
                    Counts.signedDollars(cost.delta())));
        }
        rows.add(List.of("**Total, every pattern**", Counts.dollars(diff.totalBefore()),
                Counts.dollars(diff.totalAfter()), "**" + Counts.signedDollars(diff.totalAfter()
                        - diff.totalBefore()) + "**"));
        table(md, List.of("Pattern", "Before:", "After:", "Change:"), rows);
        md.append("On-demand request units at each pattern's request rate (the planner's estimate).\n\n");
    }

    private static void table(StringBuilder md, List<String> header, List<List<String>> rows) {
        md.append('|');
        header.forEach(h -> md.append(' ').append(h.endsWith(":") ? h.substring(0, h.length() - 1) : h)
                .append(" |"));
        md.append("\n|");
        header.forEach(h -> md.append(h.endsWith(":") ? " ---: |" : " --- |"));
        md.append('\n');
        for (List<String> row : rows) {
            md.append('|');
            row.forEach(cell -> md.append(' ').append(cell.replace("|", "\\|")).append(" |"));
            md.append('\n');
        }
        md.append('\n');
    }

    private static String code(String text) {
        return "`" + text.replace("`", "'") + "`";
    }

    /** Escapes the characters that would start emphasis, code, links or HTML in running text. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder();
        for (char c : text.replace("\r", "").replace("\n", " ").toCharArray()) {
            if ("\\`*_[]<".indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }
}
