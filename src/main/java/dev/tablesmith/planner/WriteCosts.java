package dev.tablesmith.planner;

import dev.tablesmith.engine.WriteCost;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The write units of one call of a write pattern, per entity item written: the table's 1 KB units plus every
 * index the write enters, leaves, moves or updates ({@link WriteCost}). An UpdateItem's effect on indexes is read
 * from its UpdateExpression's clauses: a SET of an index key moves the item in that index, a REMOVE of one takes it
 * out (the seed's "fulfil an order" leaves the sparse GSI2), other SETs and ADDs update projected attributes.
 */
public final class WriteCosts {
    private static final Pattern CLAUSE = Pattern.compile("(?i)\\b(SET|REMOVE|ADD|DELETE)\\b");

    private WriteCosts() {
    }

    static String describe(AccessPattern pattern) {
        WriteSpec write = pattern.write();
        if (write == null) {
            return "a write pattern without a write specification";
        }
        if (!write.actions().isEmpty()) {
            List<String> actions = new ArrayList<>();
            for (TransactAction action : write.actions()) {
                String kind = action.kind().name().charAt(0) + action.kind().name().substring(1)
                        .toLowerCase(Locale.ROOT);
                actions.add((action.kind() == TransactActionKind.CONDITION_CHECK ? "ConditionCheck" : kind) + " "
                        + action.entity() + (action.itemsPerCall() > 1 ? " x" + action.itemsPerCall() : ""));
            }
            return (write.transaction() ? "TransactWriteItems (every unit counts twice): " : "Writes: ")
                    + String.join(", ", actions);
        }
        String operation = switch (write.operation()) {
            case PUT -> "PutItem";
            case UPDATE -> "UpdateItem";
            case DELETE -> "DeleteItem";
        };
        return operation + " of " + String.join(", ", pattern.entities()) + (write.transaction()
                ? " in one TransactWriteItems (every unit counts twice)" : "");
    }

    /** The cost of writing {@code item} the way the pattern does. */
    public static WriteCost cost(Table table, AccessPattern pattern, Item item) {
        WriteSpec write = pattern.write();
        boolean transaction = write != null && write.transaction();
        WriteOperation operation = write == null ? WriteOperation.PUT : write.operation();
        return switch (operation) {
            case PUT -> WriteCost.of(table, null, item, transaction);
            case DELETE -> WriteCost.of(table, item, null, transaction);
            case UPDATE -> WriteCost.of(table, item, updated(item, write.updateExpression()), transaction);
        };
    }

    /**
     * The cost of one transaction action (or single write) on {@code item}: a Put writes it, a Delete removes it,
     * an Update applies its UpdateExpression, and a ConditionCheck reads it for the transactional write units of the
     * item on the table (indexes untouched).
     */
    public static WriteCost cost(Table table, TransactAction action, boolean transaction, Item item) {
        return switch (action.kind()) {
            case PUT -> WriteCost.of(table, null, item, transaction);
            case DELETE -> WriteCost.of(table, item, null, transaction);
            case UPDATE -> WriteCost.of(table, item, updated(item, action.updateExpression()), transaction);
            case CONDITION_CHECK -> WriteCost.of(table, item, item, true);
        };
    }

    /** The item after the update, with each touched attribute changed or removed. */
    public static Item updated(Item item, String updateExpression) {
        if (updateExpression == null) {
            return item;
        }
        Item result = item;
        Matcher m = CLAUSE.matcher(updateExpression);
        List<int[]> starts = new ArrayList<>();
        List<String> kinds = new ArrayList<>();
        while (m.find()) {
            starts.add(new int[] {m.start(), m.end()});
            kinds.add(m.group(1).toUpperCase(Locale.ROOT));
        }
        for (int i = 0; i < kinds.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : updateExpression.length();
            String body = updateExpression.substring(starts.get(i)[1], end);
            for (String action : body.split(",")) {
                String target = target(action, kinds.get(i));
                if (target.isEmpty()) {
                    continue;
                }
                if (kinds.get(i).equals("REMOVE")) {
                    result = result.without(target);
                } else {
                    AttributeValue before = result.attributes().get(target);
                    result = result.with(target, before instanceof AttributeValue.N
                            ? AttributeValue.n(before.equals(AttributeValue.n("1")) ? "2" : "1")
                            : AttributeValue.s(target.toUpperCase(Locale.ROOT) + "#CHANGED"));
                }
            }
        }
        return result;
    }

    /**
     * The top-level attributes an UpdateExpression writes (SET, ADD, DELETE) or removes (REMOVE), {@code #name}
     * placeholders read as the attribute {@code name}, in expression order.
     */
    public static List<String> targets(String updateExpression) {
        if (updateExpression == null) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        Matcher m = CLAUSE.matcher(updateExpression);
        List<int[]> starts = new ArrayList<>();
        List<String> kinds = new ArrayList<>();
        while (m.find()) {
            starts.add(new int[] {m.start(), m.end()});
            kinds.add(m.group(1).toUpperCase(Locale.ROOT));
        }
        for (int i = 0; i < kinds.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : updateExpression.length();
            for (String action : updateExpression.substring(starts.get(i)[1], end).split(",")) {
                String target = target(action, kinds.get(i));
                if (!target.isEmpty() && !names.contains(target)) {
                    names.add(target);
                }
            }
        }
        return names;
    }

    private static String target(String action, String kind) {
        String text = action.trim();
        String name = kind.equals("SET") ? text.split("=")[0].trim() : text.split("\\s+")[0].trim();
        name = name.replaceAll("\\[.*$", "").replaceAll("\\..*$", "");
        return name.startsWith("#") ? name.substring(1) : name;
    }
}
