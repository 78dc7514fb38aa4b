package dev.tablesmith.differential;

import java.util.List;
import java.util.Random;

/**
 * ProjectionExpressions for the string table: top-level attributes, nested map paths, list elements (two digits
 * included), whole sub-maps, and {@code #name} placeholders for reserved words. None names two elements of one
 * list ({@link MotoDifference#SEVERAL_ELEMENTS_OF_ONE_LIST_PROJECTED_AS_ONE}), and none puts a list index after a
 * {@code #name} ({@link MotoDifference#PROJECTED_NAME_PLACEHOLDER_WITH_INDEX_UNUSED}).
 */
final class Projections {
    static final List<ExpressionParts> ALL = List.of(
            ExpressionParts.of("title, price"),
            ExpressionParts.of("nested.a.b, tags, SK"),
            ExpressionParts.of("seq[11], nested.l[0], kind"),
            ExpressionParts.of("nested.a, scores, #pd").name("#pd", "data"),
            ExpressionParts.of("PK, SK, blobs, qty"),
            ExpressionParts.of("nested.l[3].x, flag, nothing"),
            ExpressionParts.of("seq[0], nested.a.c, nested.e, #pr").name("#pr", "rank"));

    private Projections() {
    }

    static ExpressionParts random(Random random) {
        return ALL.get(random.nextInt(ALL.size()));
    }

    /** The projection with the index's key attributes added, so that ties can be recognised in the answer. */
    static ExpressionParts withKeys(ExpressionParts projection, List<String> keyNames) {
        StringBuilder text = new StringBuilder(projection.text());
        for (String key : keyNames) {
            if (!List.of(projection.text().split(",\\s*")).contains(key)) {
                text.append(", ").append(key);
            }
        }
        return new ExpressionParts(text.toString(), projection.names(), projection.values());
    }
}
