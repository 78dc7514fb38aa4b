package dev.tablesmith.ui.patterns;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.IndexChange;
import dev.tablesmith.engine.ItemWrite;
import dev.tablesmith.engine.SampleDataWrites;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.WriteCost;
import dev.tablesmith.engine.WriteOutcome;
import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.ReturnValuesOnConditionCheckFailure;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.MissingWriteInput;
import dev.tablesmith.planner.WritePatternRequests;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A write pattern applied to the table's sample data: the request its inputs build, run on a {@link SimulatedTable},
 * shown as one row per item touched (before, after, what happened in each index) with the write units. A failed
 * condition or a cancelled transaction changes nothing and says which action failed, with the item as it was: every
 * action with a condition asks {@code ReturnValuesOnConditionCheckFailure=ALL_OLD} ({@link RefusedWrite}).
 *
 * @param run          the rows, summary and request text the run pane shows
 * @param after        the table with the written items saved as sample data, or null when nothing was written
 * @param missingInput the input whose missing value stopped the request, with the message for its field; null
 *                     otherwise
 */
record WriteApplication(SampleRun run, Table after, MissingWriteInput missingInput) {

    static WriteApplication apply(Table table, AccessPattern pattern) {
        WriteRequest request;
        try {
            // ALL_OLD: a failed condition shows the item that made it fail.
            request = WritePatternRequests.build(table, pattern, ReturnValuesOnConditionCheckFailure.ALL_OLD);
        } catch (MissingWriteInput e) {
            return new WriteApplication(new SampleRun(List.of(), List.of(), "Nothing written: "
                    + e.getMessage(), ""), null, e);
        } catch (IllegalArgumentException e) {
            return failed("Cannot build the request: " + e.getMessage());
        }
        try {
            WriteOutcome<?> outcome = SimulatedTable.of(table).write(request);
            List<String> columns = new ArrayList<>(List.of("Item"));
            table.indexes().stream().map(SecondaryIndex::name).forEach(columns::add);
            columns.addAll(List.of("Changed", "Before", "After"));
            List<SampleRun.Row> rows = new ArrayList<>();
            List<String> tableKeys = table.keySchema().attributeNames();
            for (ItemWrite write : outcome.writes()) {
                List<String> cells = new ArrayList<>();
                cells.add(write.operation() + " " + text(ordered(write.key(), table)));
                Map<String, WriteCost.IndexWrite> changes = write.indexChanges();
                for (SecondaryIndex index : table.indexes()) {
                    WriteCost.IndexWrite change = changes.get(index.name());
                    cells.add(change == null || change.change() == IndexChange.ABSENT ? ""
                            : change.change().name().toLowerCase(Locale.ROOT)
                            + (change.units() > 0 ? " (" + PatternText.number(change.units()) + " WCU)" : ""));
                }
                cells.add(changed(write.before(), write.after()));
                cells.add(brief(write.before()));
                cells.add(brief(write.after()));
                String origin = write.after() != null
                        ? "as " + pattern.id() + "'s " + request.operation() + " leaves it in the sample data"
                        : "as it was before " + pattern.id() + "'s " + request.operation() + " deleted it";
                rows.add(new SampleRun.Row(cells, write.after() != null ? write.after() : write.before(), tableKeys,
                        origin));
            }
            String summary = "Applied " + request.operation() + ": " + outcome.writes().size() + " item"
                    + (outcome.writes().size() == 1 ? "" : "s") + " written, "
                    + PatternText.number(outcome.totalWriteUnits()) + " WCU (Ctrl+Z undoes).";
            return new WriteApplication(new SampleRun(columns, rows, summary, WriteRequestText.json(request)),
                    SampleDataWrites.apply(table, outcome.writes()), null);
        } catch (DynamoDbError error) {
            return new WriteApplication(RefusedWrite.of(error, request, pattern, table), null, null);
        }
    }

    /** What the run pane says when typed inputs are refused: nothing was written, and which fields to look at. */
    static SampleRun refusedInputs(List<RunInput> inputs) {
        List<String> marked = inputs.stream().filter(i -> !i.errorProperty().get().isEmpty()).map(RunInput::label)
                .toList();
        return new SampleRun(List.of(), List.of(), "Nothing written: " + (marked.size() == 1 ? "the input "
                + marked.get(0) + " needs" : "the inputs " + String.join(", ", marked) + " need")
                + " a value of the right type (see the message at " + (marked.size() == 1 ? "its field" : "each field")
                + ").", "");
    }

    private static WriteApplication failed(String message) {
        return new WriteApplication(new SampleRun(List.of(), List.of(), message, ""), null, null);
    }

    /** The error in one line; for a cancelled transaction, which action failed and why. */
    static String failure(DynamoDbError error, WriteRequest request, Table table) {
        StringBuilder text = new StringBuilder("Nothing written: " + error.errorType() + ": " + error.getMessage());
        List<CancellationReason> reasons = error.cancellationReasons();
        if (reasons != null && request instanceof TransactWriteItemsRequest transaction) {
            for (int i = 0; i < reasons.size(); i++) {
                CancellationReason reason = reasons.get(i);
                if (!"None".equals(reason.code())) {
                    TransactWriteItem action = transaction.transactItems().get(i);
                    text.append(". Action ").append(i + 1).append(" (").append(action.action()).append(' ')
                            .append(action.item() != null ? text(keyOf(action.item(), table)) : text(action.key()))
                            .append("): ").append(reason.code());
                }
            }
        }
        return text.toString();
    }

    static Map<String, dev.tablesmith.model.AttributeValue> keyOf(Item item, Table table) {
        List<String> keys = table.keySchema().attributes().stream().map(k -> k.name()).toList();
        return item.attributes().entrySet().stream().filter(e -> keys.contains(e.getKey()))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a,
                        java.util.LinkedHashMap::new));
    }

    static String text(Map<String, dev.tablesmith.model.AttributeValue> key) {
        return key.values().stream().map(AttributeValues::display).collect(Collectors.joining(" / "));
    }

    static Map<String, dev.tablesmith.model.AttributeValue> ordered(
            Map<String, dev.tablesmith.model.AttributeValue> key, Table table) {
        Map<String, dev.tablesmith.model.AttributeValue> out = new java.util.LinkedHashMap<>();
        table.keySchema().attributes().forEach(k -> {
            if (key.containsKey(k.name())) {
                out.put(k.name(), key.get(k.name()));
            }
        });
        return out;
    }

    /** The attributes the write changed: {@code name: old → new}, "(none)" for an absent side. */
    private static String changed(Item before, Item after) {
        Map<String, dev.tablesmith.model.AttributeValue> old = before == null ? Map.of() : before.attributes();
        Map<String, dev.tablesmith.model.AttributeValue> now = after == null ? Map.of() : after.attributes();
        if (before == null || after == null) {
            return before == null ? "new item" : "deleted";
        }
        java.util.Set<String> names = new java.util.LinkedHashSet<>(old.keySet());
        names.addAll(now.keySet());
        List<String> parts = new ArrayList<>();
        for (String name : names) {
            if (!java.util.Objects.equals(old.get(name), now.get(name))) {
                parts.add(name + ": " + value(old.get(name)) + " \u2192 " + value(now.get(name)));
            }
        }
        return parts.isEmpty() ? "nothing" : String.join("; ", parts);
    }

    private static String value(dev.tablesmith.model.AttributeValue value) {
        return value == null ? "(none)" : AttributeValues.display(value);
    }

    static String brief(Item item) {
        if (item == null) {
            return "(none)";
        }
        return item.attributes().entrySet().stream()
                .map(e -> e.getKey() + "=" + AttributeValues.display(e.getValue()))
                .collect(Collectors.joining(", "));
    }
}
