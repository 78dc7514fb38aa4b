package dev.tablesmith.io;

import static dev.tablesmith.io.FormatFields.EQUALITY;
import static dev.tablesmith.io.FormatFields.RANGE;
import static dev.tablesmith.io.FormatFields.SORT;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.WriteSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads one access pattern. A Query allows one condition on the sort key, so a pattern has at most one
 * {@code range}; {@code limit} is a page size of at least 1; rates cannot be negative.
 */
final class AccessPatternReader {
    private final ReadContext context;

    AccessPatternReader(ReadContext context) {
        this.context = context;
    }

    Optional<AccessPattern> read(ObjectView pattern) {
        String id = pattern.string("id", "");
        String name = pattern.string("name", "");
        String description = pattern.string("description", "");
        PatternKind kind = pattern.choice("kind", PatternKind.class, "access pattern kind", PatternKind.READ);
        List<String> entities = pattern.strings("entities");
        List<Equality> equalities = new ArrayList<>();
        for (ObjectView.Element element : pattern.array("equals")) {
            ObjectView.of(element.node(), element.pointer(), EQUALITY, context).ifPresent(e ->
                    equalities.add(new Equality(e.string("attribute", ""), e.optionalString("value"))));
        }
        RangeCondition range = pattern.object("range", RANGE).map(r -> new RangeCondition(
                r.string("attribute", ""),
                r.choice("operator", RangeOperator.class, "range operator", RangeOperator.BETWEEN))).orElse(null);
        SortOrder sort = pattern.object("sort", SORT).map(s -> new SortOrder(
                s.string("attribute", ""),
                s.choice("direction", SortDirection.class, "sort direction", SortDirection.ASC))).orElse(null);
        Integer limit = limit(pattern);
        Double rate = pattern.number("requestsPerSecond", 0, DesignBounds.MAX_RATE);
        ReadConsistency consistency = pattern.choice("consistency", ReadConsistency.class, "read consistency",
                ReadConsistency.EVENTUAL);
        String index = pattern.optionalString("index");
        String keyCondition = pattern.optionalString("keyCondition");
        Map<String, String> exampleInputs = new LinkedHashMap<>();
        for (ObjectView.Member member : pattern.members("exampleInputs")) {
            if (member.node().isTextual()) {
                exampleInputs.put(member.name(), member.node().textValue());
            } else {
                context.wrongType(member.pointer(), "a string", member.node());
            }
        }
        WriteSpec write = new WriteRulesReader(context).write(pattern).orElse(null);
        double requestsPerSecond = rate == null ? 0 : rate;
        return ModelGuard.build(context, pattern.pointer(), () -> new AccessPattern(id, name, description, kind,
                entities, equalities, range, sort, limit, requestsPerSecond, consistency, index, keyCondition,
                exampleInputs, write));
    }

    private Integer limit(ObjectView pattern) {
        Long limit = pattern.wholeNumber("limit", 1);
        if (limit != null && limit > Integer.MAX_VALUE) {
            context.problem(pattern.pointer("limit"), "number " + limit + " is too large");
            return null;
        }
        return limit == null ? null : limit.intValue();
    }
}
