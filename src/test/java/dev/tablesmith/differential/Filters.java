package dev.tablesmith.differential;

import static dev.tablesmith.model.AttributeValue.b;
import static dev.tablesmith.model.AttributeValue.bool;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;

import java.util.List;
import java.util.Random;
import java.util.function.Function;

/**
 * FilterExpressions for the string table, over non-key attributes only (a Query may not filter on the queried
 * index's keys). They cover comparisons, IN, BETWEEN, AND/OR/NOT with parentheses, the functions, nested paths
 * with {@code .} and {@code [n]}, and {@code #name} placeholders for reserved words ({@code rank}, {@code data}).
 *
 * <p>Each filter stays clear of the points where moto's evaluation is known to differ from DynamoDB
 * ({@link MotoDifference}): {@code BETWEEN} only on {@code rank}, which is never 0; {@code size} only behind
 * {@code attribute_exists} and never on strings; ordering comparisons only between values of one type; no
 * {@code begins_with}/{@code contains} on binary values; no comparison of a BOOL with a list element that may be
 * a number (moto's {@code true = 1}); no {@code = :null}. Those points have their own tests in
 * {@code MotoDifferencesTest}.
 */
final class Filters {
    static final List<Function<Random, ExpressionParts>> ALL = List.of(
            r -> ExpressionParts.of("kind = :fk").value(":fk", kind(r)),
            r -> ExpressionParts.of("kind IN (:fk1, :fk2, :fk3)").value(":fk1", kind(r)).value(":fk2", kind(r))
                    .value(":fk3", s("none")),
            r -> {
                int lo = 1 + r.nextInt(1000);
                int hi = lo + r.nextInt(1001 - lo);
                return ExpressionParts.of("#frank BETWEEN :flo AND :fhi").name("#frank", "rank").value(":flo", n(lo))
                        .value(":fhi", n(hi));
            },
            r -> ExpressionParts.of("attribute_exists(tags) AND contains(tags, :ftag)").value(":ftag", word(r)),
            r -> ExpressionParts.of("attribute_not_exists(title) OR begins_with(title, :ft)")
                    .value(":ft", s(GeneratedData.word(r).substring(0, 1))),
            r -> ExpressionParts.of("nested.a.b >= :fn").value(":fn", n(r.nextInt(7) - 3)),
            r -> ExpressionParts.of("NOT (flag = :ftrue)").value(":ftrue", bool(true)),
            r -> ExpressionParts.of("attribute_type(nothing, :fnull) OR attribute_type(price, :fnum)")
                    .value(":fnull", s("NULL")).value(":fnum", s("N")),
            r -> ExpressionParts.of("attribute_exists(#fseq) AND size(#fseq) > :fsize").name("#fseq", "seq")
                    .value(":fsize", n(r.nextInt(8))),
            r -> ExpressionParts.of("#fkind <> :fk").name("#fkind", "kind").value(":fk", kind(r)),
            r -> ExpressionParts.of("#fseq[1] = :fw").name("#fseq", "seq").value(":fw", word(r)),
            r -> ExpressionParts.of("price < :fp").value(":fp", n(EdgeValues.randomNumber(r))),
            r -> ExpressionParts.of("contains(title, :fsub)")
                    .value(":fsub", s(new String(Character.toChars(EdgeValues.CODE_POINTS[r.nextInt(
                            EdgeValues.CODE_POINTS.length)])))),
            r -> ExpressionParts.of("(kind = :fk OR #frank < :fr) AND attribute_exists(nested)").name("#frank", "rank")
                    .value(":fk", kind(r)).value(":fr", n(r.nextInt(1000))),
            r -> ExpressionParts.of("#fdata > :fb").name("#fdata", "data").value(":fb", b(EdgeValues.randomBinary(r))),
            r -> ExpressionParts.of("qty = :fzero OR qty >= :fq").value(":fzero", n(0)).value(":fq", n(r.nextInt(20))),
            r -> ExpressionParts.of("nested.l[3].x = :fw AND nested.l[2] = :ftrue").value(":fw", word(r))
                    .value(":ftrue", bool(r.nextBoolean())),
            r -> ExpressionParts.of("attribute_exists(nested) AND size(nested.a) = :ftwo").value(":ftwo", n(2)),
            r -> ExpressionParts.of("contains(#fseq, :fw) OR attribute_not_exists(#fseq)").name("#fseq", "seq")
                    .value(":fw", word(r)),
            r -> ExpressionParts.of("attribute_exists(scores) AND contains(scores, :fscore)")
                    .value(":fscore", n(EdgeValues.randomNumber(r))),
            r -> ExpressionParts.of("NOT attribute_exists(blobs) AND (flag = :ffalse OR #frank >= :fr)")
                    .name("#frank", "rank").value(":ffalse", bool(false)).value(":fr", n(500)));

    private Filters() {
    }

    static ExpressionParts random(Random random) {
        return ALL.get(random.nextInt(ALL.size())).apply(random);
    }

    private static dev.tablesmith.model.AttributeValue kind(Random random) {
        return s(GeneratedData.KINDS.get(random.nextInt(GeneratedData.KINDS.size())));
    }

    private static dev.tablesmith.model.AttributeValue word(Random random) {
        return s(GeneratedData.word(random));
    }
}
