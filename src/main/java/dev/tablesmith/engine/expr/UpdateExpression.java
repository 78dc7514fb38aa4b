package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A parsed and validated UpdateExpression, ready to apply to items.
 *
 * <p>Grammar and rules follow "Using update expressions in DynamoDB" in the developer guide: clauses {@code SET},
 * {@code REMOVE}, {@code ADD} and {@code DELETE} in any order, each at most once; {@code SET} values may be
 * {@code a + b}, {@code a - b} (numbers), {@code if_not_exists(path, value)} and {@code list_append(list, list)};
 * paths may be nested ({@code a.b[2].c}); {@code ADD} takes a number or a set, {@code DELETE} a set. Problems found
 * before any item is read are refused with DynamoDB's "Invalid UpdateExpression: ..." texts; problems found on the
 * item (a missing operand, a wrong type) with its runtime texts ({@link ExpressionException}).
 */
public final class UpdateExpression {
    private final String text;
    private final List<UpdateAction> actions;
    private final PlaceholderUsage placeholders;

    private UpdateExpression(String text, List<UpdateAction> actions, PlaceholderUsage placeholders) {
        this.text = text;
        this.actions = actions;
        this.placeholders = placeholders;
    }

    /**
     * @param names  ExpressionAttributeNames, may be null
     * @param values ExpressionAttributeValues, may be null
     * @throws ExpressionException with DynamoDB's message, prefixed "Invalid UpdateExpression: "
     */
    public static UpdateExpression parse(String text, Map<String, String> names, Map<String, AttributeValue> values) {
        Placeholders placeholders = new Placeholders(names, values);
        UpdateParser.Result parsed = UpdateParser.parse(text, placeholders);
        List<UpdateAction> actions = parsed.actions();
        UpdateValidator.validate(actions, parsed.repeatedSection());
        return new UpdateExpression(text, actions, placeholders.usage());
    }

    /**
     * The item after the update. {@code before} is the stored item, or an item holding only the key when there is
     * none (UpdateItem creates it).
     *
     * @throws ExpressionException with DynamoDB's runtime text when the update cannot apply to this item
     */
    public Item apply(Item before) {
        return UpdateEvaluator.apply(actions, before);
    }

    /**
     * Whether every action only takes something away: a REMOVE, or a DELETE of set members. Such an update does not
     * create a missing item (ScyllaDB test/alternator/test_item.py::test_update_item_non_existent, issue
     * scylladb#5862, for REMOVE; test_item.py::test_update_item_delete, "asking to delete an attribute or parts of a
     * set attribute is silently ignored if the item doesn't exist", for a DELETE of set members through
     * AttributeUpdates), and a REMOVE through a path on the missing item is no error
     * (test_update_expression.py::test_nested_attribute_remove_from_missing_item).
     */
    public boolean onlyRemovesOrDeletes() {
        return actions.stream().allMatch(a -> a instanceof UpdateAction.Remove || a instanceof UpdateAction.Delete);
    }

    /**
     * Top-level attributes set straight to a value of the request ({@code SET x = :v}), with that value: UpdateItem
     * checks these before it reads the item.
     */
    public Map<String, AttributeValue> topLevelRequestValues() {
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        for (UpdateAction a : actions) {
            if (a instanceof UpdateAction.Set set && a.path().isTopLevel() && !set.value().isArithmetic()
                    && set.value().left() instanceof Operand.Value v && v.value() != null) {
                result.put(a.path().topLevelName(), v.value());
            }
        }
        return result;
    }

    /**
     * Top-level attributes whose new type the request itself states: set to a value ({@code SET x = :v}), to a sum
     * or difference (a number), or added to ({@code ADD x :v}). A wrong-typed index key written this way gets
     * PutItem's text; one copied from the item gets UpdateItem's own.
     */
    public Set<String> requestTypedAttributes() {
        Set<String> names = new LinkedHashSet<>();
        for (UpdateAction a : actions) {
            if (!a.path().isTopLevel()) {
                continue;
            }
            if (a instanceof UpdateAction.Add
                    || (a instanceof UpdateAction.Set set && (set.value().isArithmetic()
                    || set.value().left() instanceof Operand.Value))) {
                names.add(a.path().topLevelName());
            }
        }
        return names;
    }

    /**
     * The type the request itself gives each top-level attribute it writes: {@code SET x = :v} the type of
     * {@code :v}, {@code SET x = a + :n} a number, {@code ADD x :v} the type of {@code :v}. UpdateItem checks these
     * against index key types before it applies the update (dynalite test/updateItem.js "wrong type on index").
     */
    public Map<String, AttributeType> requestStatedTypes() {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        for (UpdateAction a : actions) {
            if (!a.path().isTopLevel()) {
                continue;
            }
            if (a instanceof UpdateAction.Add add && add.value().value() != null) {
                types.put(a.path().topLevelName(), add.value().value().type());
            } else if (a instanceof UpdateAction.Set set && set.value().isArithmetic()) {
                types.put(a.path().topLevelName(), AttributeType.N);
            } else if (a instanceof UpdateAction.Set set && set.value().left() instanceof Operand.Value v
                    && v.value() != null) {
                types.put(a.path().topLevelName(), v.value().type());
            }
        }
        return types;
    }

    /** The actions, in the order written. */
    public List<UpdateAction> actions() {
        return actions;
    }

    /** The top-level attributes the update writes (a key attribute among them is refused by UpdateItem). */
    public Set<String> updatedAttributeNames() {
        Set<String> names = new LinkedHashSet<>();
        actions.forEach(a -> names.add(a.path().topLevelName()));
        return names;
    }

    /**
     * The attributes the update wrote, as {@code ReturnValues=UPDATED_OLD} or {@code UPDATED_NEW} returns them:
     * {@code item} projected onto the updated paths.
     */
    public Item updatedPart(Item item) {
        return ProjectionExpression.ofPaths(actions.stream().map(UpdateAction::path).toList()).project(item);
    }

    public PlaceholderUsage placeholders() {
        return placeholders;
    }

    public String text() {
        return text;
    }

    @Override
    public String toString() {
        return text;
    }
}
