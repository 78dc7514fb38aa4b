package dev.tablesmith.io.diff;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.export.diff.DesignChange;
import dev.tablesmith.export.diff.DesignDiff;
import dev.tablesmith.export.diff.PatternCost;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.OptionalDouble;

/**
 * A design diff as JSON for scripts and CI: {@code old}, {@code new}, {@code identical}, {@code heaviestImpact},
 * {@code changes} (section, kind, subject, summary, impact, tone, explanation, items or null) and {@code cost}
 * (per pattern before/after/delta in USD per month, null where the pattern is absent, and the totals). Printed four
 * spaces per level, like the other JSON the command line prints; dollars rounded to 4 decimals.
 */
public final class DiffJson {
    private static final ObjectMapper MAPPER = dev.tablesmith.io.JsonLimits.jsonMapper();
    private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("    ", "\n"))
            .withArrayIndenter(new DefaultIndenter("    ", "\n"))
            .withSeparators(Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("")
                    .withArrayEmptySeparator("")));

    private DiffJson() {
    }

    /** The JSON text of the diff, ending with a newline. */
    public static String write(DesignDiff diff) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("old", diff.oldName());
        root.put("new", diff.newName());
        root.put("identical", diff.isEmpty());
        root.put("heaviestImpact", diff.heaviestImpact().name());
        ArrayNode changes = root.putArray("changes");
        for (DesignChange change : diff.changes()) {
            ObjectNode node = changes.addObject();
            node.put("section", change.section().name());
            node.put("kind", change.kind().name());
            node.put("subject", change.subject());
            node.put("summary", change.summary());
            node.put("impact", change.impact().name());
            node.put("tone", change.impact().tone().name());
            node.put("explanation", change.impactText());
            if (change.touchesItems()) {
                node.put("items", change.itemsAffected());
            } else {
                node.putNull("items");
            }
        }
        ObjectNode cost = root.putObject("cost");
        ArrayNode patterns = cost.putArray("patterns");
        for (PatternCost pattern : diff.costs()) {
            ObjectNode node = patterns.addObject();
            node.put("id", pattern.patternId());
            node.put("name", pattern.name());
            dollars(node, "before", pattern.before());
            dollars(node, "after", pattern.after());
            node.put("delta", round(pattern.delta()));
        }
        cost.put("totalBefore", round(diff.totalBefore()));
        cost.put("totalAfter", round(diff.totalAfter()));
        cost.put("delta", round(diff.totalAfter() - diff.totalBefore()));
        try {
            return WRITER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of plain values always prints", e);
        }
    }

    private static void dollars(ObjectNode node, String name, OptionalDouble value) {
        if (value.isPresent()) {
            node.put(name, round(value.getAsDouble()));
        } else {
            node.putNull(name);
        }
    }

    private static BigDecimal round(double value) {
        if (!Double.isFinite(value)) { // JSON has no Infinity or NaN
            value = Double.isNaN(value) ? 0 : Math.copySign(Double.MAX_VALUE, value);
        }
        return BigDecimal.valueOf(value).setScale(4, RoundingMode.HALF_UP).stripTrailingZeros();
    }
}
