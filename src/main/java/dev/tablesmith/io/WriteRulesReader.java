package dev.tablesmith.io;

import static dev.tablesmith.io.FormatFields.AGGREGATE;
import static dev.tablesmith.io.FormatFields.COPY;
import static dev.tablesmith.io.FormatFields.TRANSACT_ACTION;
import static dev.tablesmith.io.FormatFields.UNIQUE_VALUE;
import static dev.tablesmith.io.FormatFields.WRITE;

import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.UniqueValue;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the write side of a design: a write pattern's {@code write} object (placeholder values in plain JSON, a
 * transaction's actions) and an entity's {@code copies}, {@code aggregates} and {@code uniqueValues}.
 */
final class WriteRulesReader {
    private final ReadContext context;

    WriteRulesReader(ReadContext context) {
        this.context = context;
    }

    Optional<WriteSpec> write(ObjectView pattern) {
        return pattern.object("write", WRITE).map(w -> {
            List<TransactAction> actions = new ArrayList<>();
            for (ObjectView.Element element : w.array("actions")) {
                ObjectView.of(element.node(), element.pointer(), TRANSACT_ACTION, context).flatMap(this::action)
                        .ifPresent(actions::add);
            }
            WriteOperation operation = w.choice("operation", WriteOperation.class, "write operation",
                    WriteOperation.PUT);
            return ModelGuard.build(context, w.pointer(), () -> new WriteSpec(operation,
                    w.optionalString("updateExpression"), w.optionalString("conditionExpression"),
                    w.bool("transaction", false), values(w), actions)).orElse(null);
        });
    }

    private Map<String, AttributeValue> values(ObjectView write) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (ObjectView.Member member : write.members("values")) {
            if (!member.name().startsWith(":")) {
                context.fieldNameProblem(member.pointer(), "placeholder '" + member.name()
                        + "' must start with ':' (e.g. ':" + member.name() + "')");
            } else if (member.node().isTextual()) {
                values.put(member.name(), AttributeValue.s(member.node().textValue()));
            } else if (member.node().isNumber()) {
                values.put(member.name(), AttributeValue.n(context.numberText(member.pointer(), member.node())));
            } else if (member.node().isBoolean()) {
                values.put(member.name(), AttributeValue.bool(member.node().booleanValue()));
            } else {
                context.wrongType(member.pointer(), "a string, number or boolean", member.node());
            }
        }
        return values;
    }

    private Optional<TransactAction> action(ObjectView action) {
        TransactActionKind kind = action.choice("kind", TransactActionKind.class, "transaction action kind",
                TransactActionKind.PUT);
        Long items = action.wholeNumber("itemsPerCall", 1);
        return ModelGuard.build(context, action.pointer(), () -> new TransactAction(kind,
                action.string("entity", ""), action.optionalString("updateExpression"),
                action.optionalString("conditionExpression"), items == null ? 1 : (int) Math.min(items, 100)));
    }

    List<DenormalizedCopy> copies(ObjectView entity) {
        List<DenormalizedCopy> copies = new ArrayList<>();
        for (ObjectView.Element element : entity.array("copies")) {
            ObjectView.of(element.node(), element.pointer(), COPY, context).flatMap(c ->
                    ModelGuard.build(context, c.pointer(), () -> new DenormalizedCopy(c.optionalString("attribute"),
                            c.string("sourceEntity", ""), c.optionalString("sourceAttribute"),
                            c.choice("mode", CopyMode.class, "copy mode", CopyMode.SNAPSHOT))))
                    .ifPresent(copies::add);
        }
        return copies;
    }

    List<Aggregate> aggregates(ObjectView entity) {
        List<Aggregate> aggregates = new ArrayList<>();
        for (ObjectView.Element element : entity.array("aggregates")) {
            ObjectView.of(element.node(), element.pointer(), AGGREGATE, context).flatMap(a ->
                    ModelGuard.build(context, a.pointer(), () -> new Aggregate(a.string("attribute", ""),
                            a.string("sourceEntity", ""),
                            a.choice("rule", AggregateRule.class, "aggregate rule", AggregateRule.COUNT),
                            a.optionalString("sourceAttribute"),
                            a.choice("maintainedBy", MaintainedBy.class, "maintainer", MaintainedBy.STREAM))))
                    .ifPresent(aggregates::add);
        }
        return aggregates;
    }

    List<UniqueValue> uniqueValues(ObjectView entity) {
        List<UniqueValue> unique = new ArrayList<>();
        for (ObjectView.Element element : entity.array("uniqueValues")) {
            ObjectView.of(element.node(), element.pointer(), UNIQUE_VALUE, context).flatMap(u ->
                    ModelGuard.build(context, u.pointer(), () -> new UniqueValue(u.string("attribute", ""),
                            u.string("keyTemplate", "")))).ifPresent(unique::add);
        }
        return unique;
    }
}
