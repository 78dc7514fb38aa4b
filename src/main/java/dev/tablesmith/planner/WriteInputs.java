package dev.tablesmith.planner;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The inputs one call of a write pattern needs before DynamoDB can take the request: every item a write action
 * names needs its full primary key (PutItem refuses an item without it, UpdateItem, DeleteItem and ConditionCheck
 * take the key itself), so each attribute of the entity's table key templates is an input; and every
 * {@code :placeholder} of its UpdateExpression and ConditionExpression needs a value in ExpressionAttributeValues
 * ("An expression attribute value used in expression is not defined"), given by the input of the same name or the
 * pattern's example value.
 */
public final class WriteInputs {
    private static final Pattern PLACEHOLDER = Pattern.compile(":([A-Za-z0-9_]+)");

    /**
     * One input.
     *
     * @param name        the input's name: an attribute, or a placeholder without its colon
     * @param type        the DynamoDB type the value takes (the attribute's, or a placeholder's example's)
     * @param placeholder whether it stands for a {@code :placeholder} rather than a key attribute
     * @param neededBy    for the message, e.g. {@code Invoice's SK INVOICE#{issuedAt}#{invoiceId}}
     */
    public record Needed(String name, AttributeType type, boolean placeholder, String neededBy) {
        /** The field's message when no value is given, e.g. "Give issuedAt: Invoice's SK INVOICE#{...} needs it." */
        public String missingMessage() {
            return "Give " + (placeholder ? "a value for :" + name : name) + ": " + neededBy + " needs it.";
        }
    }

    private WriteInputs() {
    }

    /**
     * The inputs the pattern's call needs, in request order without repeats: the key attributes of each action's
     * item, then the placeholders. A placeholder with an example value among the write's {@code values} is
     * needed only when it has no such value. Empty for a read.
     */
    public static List<Needed> of(Table table, AccessPattern pattern) {
        WriteSpec write = pattern.write();
        if (write == null || pattern.entities().isEmpty()) {
            return List.of();
        }
        Map<String, Needed> needed = new LinkedHashMap<>();
        List<TransactAction> actions = write.actionsOn(pattern.entities().get(0));
        for (TransactAction action : actions) {
            table.entity(action.entity()).ifPresent(entity -> keyInputs(table, entity, needed));
        }
        for (TransactAction action : actions) {
            for (String expression : new String[] {action.updateExpression(), action.conditionExpression()}) {
                placeholders(table, action, expression, write.values(), needed);
            }
        }
        return List.copyOf(needed.values());
    }

    /** The first needed input the pattern's example inputs do not give, if any. */
    public static Optional<Needed> firstMissing(Table table, AccessPattern pattern) {
        return of(table, pattern).stream().filter(n -> !given(pattern, n.name())).findFirst();
    }

    private static boolean given(AccessPattern pattern, String name) {
        String value = pattern.exampleInputs().get(name);
        return value != null && !value.isBlank();
    }

    private static void keyInputs(Table table, Entity entity, Map<String, Needed> needed) {
        for (KeyAttribute key : table.keySchema().attributes()) {
            entity.key(key.name()).ifPresent(k -> {
                try {
                    for (String attribute : KeyTemplate.parse(k.template()).attributeNames()) {
                        AttributeType type = entity.attribute(attribute).map(a -> a.type()).orElse(AttributeType.S);
                        needed.putIfAbsent(attribute, new Needed(attribute, type, false,
                                entity.name() + "'s " + key.name() + " " + k.template()));
                    }
                } catch (TemplateSyntaxException e) {
                    // The review reports a broken template; the request build says so when it is applied.
                }
            });
        }
    }

    private static void placeholders(Table table, TransactAction action, String expression,
                                     Map<String, AttributeValue> examples, Map<String, Needed> needed) {
        if (expression == null) {
            return;
        }
        Matcher m = PLACEHOLDER.matcher(expression);
        while (m.find()) {
            String name = m.group(1);
            if (examples.containsKey(":" + name) || needed.containsKey(name)) {
                continue;
            }
            AttributeType type = table.entity(action.entity()).flatMap(e -> assignedAttribute(expression, name)
                    .flatMap(e::attribute)).map(a -> a.type()).orElse(AttributeType.S);
            needed.put(name, new Needed(name, type, true, action.entity() + "'s " + expression));
        }
    }

    /**
     * The attribute a placeholder is written to or compared with: {@code total} in {@code ADD total :d},
     * {@code SET total = :d} or {@code total >= :d} ({@code #name} stands for {@code name}).
     */
    static Optional<String> assignedAttribute(String expression, String placeholder) {
        String name = "#?([A-Za-z0-9_]+)";
        String value = ":" + Pattern.quote(placeholder) + "(?![A-Za-z0-9_])";
        for (Pattern p : List.of(Pattern.compile(name + "\\s*(?:=|<>|<=|>=|<|>)\\s*" + value),
                Pattern.compile("(?i:ADD)\\s+" + name + "\\s+" + value),
                Pattern.compile(",\\s*" + name + "\\s+" + value))) {
            Matcher m = p.matcher(expression);
            if (m.find()) {
                return Optional.of(m.group(1));
            }
        }
        return Optional.empty();
    }
}
