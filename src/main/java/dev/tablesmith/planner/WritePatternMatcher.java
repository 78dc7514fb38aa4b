package dev.tablesmith.planner;

import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Matches a write (PutItem, UpdateItem, DeleteItem, TransactWriteItems) to the table's write access patterns: the
 * same operation (a single write, or one TransactWriteItems call), each action of the same kind on an item whose
 * primary key one of the pattern's entities renders, and, for an update, an UpdateExpression that sets at least the
 * attributes the pattern's does. A transaction may repeat an action (three order lines where the pattern says
 * "OrderItem, 2 per call"); every action of the pattern must be there.
 */
final class WritePatternMatcher {
    private static final Pattern WORD = Pattern.compile("#?[A-Za-z_][A-Za-z0-9_]*");
    private static final Set<String> KEYWORDS = Set.of("set", "remove", "add", "delete", "if_not_exists",
            "list_append");

    /** One action of the request: its kind, the item's primary key, and the attributes an update names. */
    private record Action(TransactActionKind kind, String tableName, Map<String, AttributeValue> key,
                          Set<String> updated) {
    }

    private final Table table;

    WritePatternMatcher(Table table) {
        this.table = table;
    }

    /** The table every action of the request writes (a transaction's first action's), or null. */
    static String tableName(WriteRequest request) {
        if (request instanceof PutItemRequest put) {
            return put.tableName();
        }
        if (request instanceof UpdateItemRequest update) {
            return update.tableName();
        }
        if (request instanceof DeleteItemRequest delete) {
            return delete.tableName();
        }
        List<TransactWriteItem> items = ((TransactWriteItemsRequest) request).transactItems();
        return items == null || items.isEmpty() ? null : items.get(0).tableName();
    }

    PatternMatch match(WriteRequest request) {
        boolean transaction = request instanceof TransactWriteItemsRequest;
        List<Action> actions = actions(request);
        List<AccessPattern> matched = new ArrayList<>();
        String reason = null;
        AccessPattern closest = null;
        int closestPassed = -1;
        String difference = null;
        for (AccessPattern pattern : table.accessPatterns()) {
            if (pattern.kind() != PatternKind.WRITE || pattern.write() == null || pattern.entities().isEmpty()) {
                continue;
            }
            List<TransactAction> expected = pattern.write().actionsOn(pattern.entities().get(0));
            int passed = 0;
            String why;
            if (pattern.write().transaction() != transaction) {
                why = "the pattern " + (pattern.write().transaction() ? "is one TransactWriteItems call"
                        : "is a single " + name(expected.get(0).kind())) + ", the request "
                        + (transaction ? "a TransactWriteItems call" : "a single " + name(actions.get(0).kind()));
            } else if (!transaction && expected.get(0).kind() != actions.get(0).kind()) {
                why = "the pattern is a " + name(expected.get(0).kind()) + ", the request a "
                        + name(actions.get(0).kind());
            } else {
                passed = 1;
                why = fitActions(expected, actions);
                if (why == null) {
                    passed = 3;
                } else if (!why.startsWith("the request's")) {
                    passed = 2;
                }
            }
            if (why == null) {
                matched.add(pattern);
                if (reason == null) {
                    reason = describe(actions);
                }
            } else if (passed > closestPassed) {
                closest = pattern;
                closestPassed = passed;
                difference = why;
            }
        }
        if (!matched.isEmpty()) {
            return PatternMatch.matched(matched, reason + (matched.size() > 1 ? "; "
                    + String.join(", ", matched.stream().map(AccessPattern::id).toList()) + " write the same" : ""));
        }
        if (closest == null) {
            return PatternMatch.none("table " + table.name() + " has no write access pattern; the request "
                    + describe(actions), Optional.empty());
        }
        return PatternMatch.none("no access pattern " + describe(actions) + "; closest is " + closest.id() + " ("
                + closest.name() + "): " + difference, Optional.of(closest));
    }

    /** Null when the request's actions are the pattern's, else the first difference. */
    private String fitActions(List<TransactAction> expected, List<Action> actions) {
        boolean[] covered = new boolean[expected.size()];
        for (Action action : actions) {
            boolean fits = false;
            for (int i = 0; i < expected.size(); i++) {
                if (fits(expected.get(i), action)) {
                    covered[i] = true;
                    fits = true;
                }
            }
            if (!fits) {
                return "the request's " + name(action.kind()) + " of " + keyText(action.key()) + " is no "
                        + String.join(" or ", expected.stream().filter(e -> e.kind() == action.kind())
                        .map(TransactAction::entity).distinct().toList()) + " " + name(action.kind())
                        + " the pattern makes" + updateNote(expected, action);
            }
        }
        for (int i = 0; i < expected.size(); i++) {
            if (!covered[i]) {
                return "the pattern also makes a " + name(expected.get(i).kind()) + " of a "
                        + expected.get(i).entity() + ", the request does not";
            }
        }
        return null;
    }

    private String updateNote(List<TransactAction> expected, Action action) {
        if (action.kind() != TransactActionKind.UPDATE) {
            return "";
        }
        for (TransactAction e : expected) {
            if (e.kind() == TransactActionKind.UPDATE && ownedBy(e.entity(), action)) {
                return " (it updates " + String.join(", ", action.updated()) + "; the pattern "
                        + String.join(", ", attributes(e.updateExpression(), Map.of())) + ")";
            }
        }
        return "";
    }

    private boolean fits(TransactAction expected, Action action) {
        if (expected.kind() != action.kind() || !table.name().equals(action.tableName())
                || !ownedBy(expected.entity(), action)) {
            return false;
        }
        return expected.kind() != TransactActionKind.UPDATE
                || action.updated().containsAll(attributes(expected.updateExpression(), Map.of()));
    }

    private boolean ownedBy(String entityName, Action action) {
        Optional<Entity> entity = table.entity(entityName);
        return entity.isPresent() && KeyFit.captureAll(entity.get(), action.key()).isPresent();
    }

    private List<Action> actions(WriteRequest request) {
        List<Action> actions = new ArrayList<>();
        if (request instanceof PutItemRequest put) {
            actions.add(new Action(TransactActionKind.PUT, put.tableName(),
                    primaryKey(put.item() == null ? Map.of() : put.item().attributes()), Set.of()));
        } else if (request instanceof UpdateItemRequest update) {
            actions.add(new Action(TransactActionKind.UPDATE, update.tableName(), primaryKey(update.key()),
                    attributes(update.updateExpression(), update.expressionAttributeNames())));
        } else if (request instanceof DeleteItemRequest delete) {
            actions.add(new Action(TransactActionKind.DELETE, delete.tableName(), primaryKey(delete.key()),
                    Set.of()));
        } else {
            List<TransactWriteItem> items = ((TransactWriteItemsRequest) request).transactItems();
            for (TransactWriteItem item : items == null ? List.<TransactWriteItem>of() : items) {
                TransactActionKind kind = switch (item.action()) {
                    case Put -> TransactActionKind.PUT;
                    case Update -> TransactActionKind.UPDATE;
                    case Delete -> TransactActionKind.DELETE;
                    case ConditionCheck -> TransactActionKind.CONDITION_CHECK;
                };
                Map<String, AttributeValue> key = item.item() != null ? item.item().attributes() : item.key();
                actions.add(new Action(kind, item.tableName(), primaryKey(key == null ? Map.of() : key),
                        attributes(item.updateExpression(), item.expressionAttributeNames())));
            }
        }
        return actions;
    }

    private Map<String, AttributeValue> primaryKey(Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : table.keySchema().attributeNames()) {
            if (attributes.containsKey(name)) {
                key.put(name, attributes.get(name));
            }
        }
        return key;
    }

    /**
     * The attributes an UpdateExpression names, {@code #name} resolved through {@code names} (a design's own
     * expressions have no map: {@code #status} stands for {@code status}).
     */
    static Set<String> attributes(String updateExpression, Map<String, String> names) {
        Set<String> found = new LinkedHashSet<>();
        if (updateExpression == null) {
            return found;
        }
        Matcher m = WORD.matcher(updateExpression.replaceAll(":[A-Za-z0-9_]+", " "));
        while (m.find()) {
            String word = m.group();
            if (KEYWORDS.contains(word.toLowerCase(Locale.ROOT))) {
                continue;
            }
            if (word.startsWith("#")) {
                word = names != null && names.containsKey(word) ? names.get(word) : word.substring(1);
            }
            found.add(word);
        }
        return found;
    }

    private String describe(List<Action> actions) {
        if (actions.size() == 1) {
            return "writes: " + name(actions.get(0).kind()) + " of " + keyText(actions.get(0).key());
        }
        return "writes: TransactWriteItems with " + String.join(", ", actions.stream()
                .map(a -> name(a.kind()) + " " + keyText(a.key())).toList());
    }

    private static String keyText(Map<String, AttributeValue> key) {
        List<String> parts = new ArrayList<>();
        key.forEach((name, value) -> parts.add(name + " = " + KeyFit.show(value)));
        return parts.isEmpty() ? "an item without its key" : String.join(", ", parts);
    }

    private static String name(TransactActionKind kind) {
        return switch (kind) {
            case PUT -> "Put";
            case UPDATE -> "Update";
            case DELETE -> "Delete";
            case CONDITION_CHECK -> "ConditionCheck";
        };
    }
}
