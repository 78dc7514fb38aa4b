package dev.tablesmith.export.diff;

import dev.tablesmith.review.Finding;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Design-review findings that appear, are resolved, or say something else. A finding is matched by its rule and the
 * design elements it is about (pattern, entity, index, template), not by its JSON location, so adding a pattern
 * before another does not make every later finding look new; without such elements, by rule and message.
 */
final class FindingDiffer {
    private final ChangeList out;

    FindingDiffer(ChangeList out) {
        this.out = out;
    }

    void diff(List<Finding> before, List<Finding> after) {
        Map<String, Finding> old = byKey(before);
        Map<String, Finding> now = byKey(after);
        now.forEach((key, finding) -> {
            Finding previous = old.get(key);
            if (previous == null) {
                out.add(DiffSection.FINDINGS, ChangeKind.ADDED, subject(finding), finding.message(), Impact.FINDING,
                        "The design review now reports this (" + finding.severity().word() + ").");
            } else if (!previous.message().equals(finding.message())) {
                out.add(DiffSection.FINDINGS, ChangeKind.CHANGED, subject(finding), finding.message(),
                        Impact.FINDING, "Before: " + previous.message());
            }
        });
        old.forEach((key, finding) -> {
            if (!now.containsKey(key)) {
                out.add(DiffSection.FINDINGS, ChangeKind.REMOVED, subject(finding), finding.message(),
                        Impact.IMPROVEMENT, "Resolved: the design review no longer reports this.");
            }
        });
    }

    private static String subject(Finding finding) {
        String where = finding.location().describe();
        return where.isEmpty() ? finding.ruleId() : finding.ruleId() + " (" + where + ")";
    }

    private static Map<String, Finding> byKey(List<Finding> findings) {
        Map<String, Finding> map = new LinkedHashMap<>();
        for (Finding finding : findings) {
            String where = finding.location().describe();
            String key = finding.ruleId() + "\n" + (where.isEmpty() ? finding.message() : where);
            if (map.containsKey(key)) {
                key = finding.ruleId() + "\n" + where + "\n" + finding.message();
            }
            map.putIfAbsent(key, finding);
        }
        return map;
    }
}
