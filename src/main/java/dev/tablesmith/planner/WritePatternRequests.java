package dev.tablesmith.planner;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.MaterializationProblem;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.ReturnValuesOnConditionCheckFailure;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds the DynamoDB request one call of a write pattern sends, from its example inputs: an Update, Delete or
 * ConditionCheck keys its item by rendering the entity's table key templates; a Put renders a whole item from the
 * inputs that are attributes of the entity (a one-value {@code enum}, like the {@code entity} type attribute, is
 * filled in). {@code #name} in an expression stands for the attribute {@code name}; a {@code :placeholder} takes the
 * input of the same name when there is one, else the pattern's example value. A transaction sends one action per
 * declared action (an action written to several items per call is sent once).
 */
public final class WritePatternRequests {
    private static final Pattern NAME = Pattern.compile("#([A-Za-z0-9_]+)");
    private static final Pattern VALUE = Pattern.compile(":([A-Za-z0-9_]+)");

    private WritePatternRequests() {
    }

    /**
     * The request; throws {@link MissingWriteInput} naming the first input without a value ({@link WriteInputs}),
     * or {@link IllegalArgumentException} with a one-line message when the pattern is no write.
     */
    public static WriteRequest build(Table table, AccessPattern pattern) {
        return build(table, pattern, null);
    }

    /**
     * The request, with {@code ReturnValuesOnConditionCheckFailure} set to {@code onConditionFailure} on every action
     * that has a ConditionExpression (null leaves it out): with {@code ALL_OLD} a failed condition returns the item as
     * it was, in the ConditionalCheckFailedException or in the action's CancellationReason.
     */
    public static WriteRequest build(Table table, AccessPattern pattern,
                                     ReturnValuesOnConditionCheckFailure onConditionFailure) {
        WriteSpec write = pattern.write();
        if (write == null || pattern.entities().isEmpty()) {
            throw new IllegalArgumentException(pattern.id() + " is not a write pattern");
        }
        WriteInputs.firstMissing(table, pattern).ifPresent(missing -> {
            throw new MissingWriteInput(missing);
        });
        List<TransactAction> actions = write.actionsOn(pattern.entities().get(0));
        if (!write.transaction() && actions.size() == 1) {
            TransactAction a = actions.get(0);
            Entity entity = entity(table, a.entity());
            ReturnValuesOnConditionCheckFailure onFailure = onFailure(a, onConditionFailure);
            return switch (a.kind()) {
                case PUT -> new PutItemRequest(table.name(), item(table, entity, pattern), a.conditionExpression(),
                        names(a), values(a, write, pattern), null, null, onFailure);
                case UPDATE -> new UpdateItemRequest(table.name(), key(table, entity, pattern), a.updateExpression(),
                        a.conditionExpression(), names(a), values(a, write, pattern), null, null, onFailure);
                case DELETE -> new DeleteItemRequest(table.name(), key(table, entity, pattern),
                        a.conditionExpression(), names(a), values(a, write, pattern), null, null, onFailure);
                case CONDITION_CHECK -> throw new IllegalArgumentException(pattern.id()
                        + ": a ConditionCheck runs only inside a transaction");
            };
        }
        List<TransactWriteItem> items = new ArrayList<>();
        for (TransactAction a : actions) {
            Entity entity = entity(table, a.entity());
            TransactWriteItem.Action kind = switch (a.kind()) {
                case PUT -> TransactWriteItem.Action.Put;
                case UPDATE -> TransactWriteItem.Action.Update;
                case DELETE -> TransactWriteItem.Action.Delete;
                case CONDITION_CHECK -> TransactWriteItem.Action.ConditionCheck;
            };
            boolean put = kind == TransactWriteItem.Action.Put;
            items.add(new TransactWriteItem(kind, table.name(), put ? item(table, entity, pattern) : null,
                    put ? null : key(table, entity, pattern), a.updateExpression(), a.conditionExpression(),
                    names(a), values(a, write, pattern), onFailure(a, onConditionFailure)));
        }
        return new TransactWriteItemsRequest(items, null);
    }

    /** ReturnValuesOnConditionCheckFailure matters only to an action with a condition: the others leave it out. */
    private static ReturnValuesOnConditionCheckFailure onFailure(TransactAction action,
                                                                 ReturnValuesOnConditionCheckFailure wanted) {
        return action.conditionExpression() == null || action.conditionExpression().isBlank() ? null : wanted;
    }

    private static Entity entity(Table table, String name) {
        return table.entity(name).orElseThrow(() -> new IllegalArgumentException("no entity " + name));
    }

    private static AttributeValue typed(Entity entity, String attribute, String text) {
        boolean number = entity.attribute(attribute).map(a -> a.type() == AttributeType.N).orElse(false);
        return number ? AttributeValue.n(text) : AttributeValue.s(text);
    }

    private static Map<String, AttributeValue> key(Table table, Entity entity, AccessPattern pattern) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (KeyAttribute attribute : table.keySchema().attributes()) {
            String template = entity.key(attribute.name()).orElseThrow(() -> new IllegalArgumentException(
                    entity.name() + " has no template for " + attribute.name())).template();
            try {
                String text = KeyTemplate.parse(template).renderAs(attribute.type(), name -> Optional.ofNullable(
                        pattern.exampleInputs().get(name)).map(v -> typed(entity, name, v))).text()
                        .orElseThrow(() -> new IllegalArgumentException(entity.name() + "'s " + attribute.name()
                                + " " + template + " needs inputs the pattern does not give"));
                key.put(attribute.name(), switch (attribute.type()) {
                    case N -> AttributeValue.n(text);
                    default -> AttributeValue.s(text);
                });
            } catch (TemplateSyntaxException e) {
                throw new IllegalArgumentException(entity.name() + "'s " + attribute.name() + " template is broken");
            }
        }
        return key;
    }

    private static Item item(Table table, Entity entity, AccessPattern pattern) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (Attribute attribute : entity.attributes()) {
            String text = pattern.exampleInputs().get(attribute.name());
            if (text != null) {
                values.put(attribute.name(), typed(entity, attribute.name(), text));
            } else if (attribute.enumValues().size() == 1) {
                values.put(attribute.name(), AttributeValue.s(attribute.enumValues().get(0)));
            }
        }
        List<MaterializationProblem> problems = new ArrayList<>();
        return new ItemMaterializer(table).render(entity, 0, new Item(values), problems)
                .orElseThrow(() -> new IllegalArgumentException("cannot build the " + entity.name() + " item: "
                        + (problems.isEmpty() ? "inputs missing" : problems.get(0).message())));
    }

    private static Map<String, String> names(TransactAction action) {
        Map<String, String> names = new LinkedHashMap<>();
        for (String expression : new String[] {action.updateExpression(), action.conditionExpression()}) {
            if (expression != null) {
                Matcher m = NAME.matcher(expression);
                while (m.find()) {
                    names.put("#" + m.group(1), m.group(1));
                }
            }
        }
        return names.isEmpty() ? null : names;
    }

    private static Map<String, AttributeValue> values(TransactAction action, WriteSpec write, AccessPattern pattern) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (String expression : new String[] {action.updateExpression(), action.conditionExpression()}) {
            if (expression == null) {
                continue;
            }
            Matcher m = VALUE.matcher(expression);
            while (m.find()) {
                String placeholder = ":" + m.group(1);
                String input = pattern.exampleInputs().get(m.group(1));
                AttributeValue example = write.values().get(placeholder);
                if (input != null) {
                    values.put(placeholder, example instanceof AttributeValue.N || input.matches("-?\\d+(\\.\\d+)?")
                            && !(example instanceof AttributeValue.S) ? AttributeValue.n(input)
                            : AttributeValue.s(input));
                } else if (example != null) {
                    values.put(placeholder, example);
                } else {
                    throw new IllegalArgumentException(pattern.id() + ": no value for " + placeholder);
                }
            }
        }
        return values.isEmpty() ? null : values;
    }
}
