package dev.tablesmith.planner;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;

/** The Scan a pattern needs when no index can serve it, and the reason in plain words. */
final class ScanFallback {
    private ScanFallback() {
    }

    static PlannedRequest request(Table table, AccessPattern pattern, PatternInputs inputs) {
        ExpressionBuilder builder = new ExpressionBuilder();
        List<String> terms = new ArrayList<>();
        inputs.equalities().forEach((attribute, value) ->
                terms.add(new FilterTerm(attribute, "=", List.of(value)).expression(builder)));
        if (pattern.range() != null) {
            terms.add(FilterTerm.range(pattern.range(), inputs.rangeValues()).expression(builder));
        }
        return new PlannedRequest(Resolution.SCAN, table.name(), null, null, null,
                terms.isEmpty() ? null : String.join(" AND ", terms), builder.names(), builder.values(), true,
                pattern.limit(), pattern.consistency() == ReadConsistency.STRONG);
    }

    static String reason(AccessPattern pattern, List<IndexVerdict> verdicts) {
        List<String> inputs = pattern.equalities().stream().map(e -> e.attribute()).toList();
        StringBuilder text = new StringBuilder("no index can serve it: none has a partition key that ")
                .append(inputs.isEmpty() ? "the pattern determines (it gives no equality input)"
                        : "is built only from {" + String.join(", ", inputs) + "} and constants")
                .append(". ");
        List<String> parts = new ArrayList<>();
        for (IndexVerdict verdict : verdicts) {
            parts.add(verdict.index() + ": " + verdict.reason());
        }
        return text.append(String.join("; ", parts)).toString();
    }
}
