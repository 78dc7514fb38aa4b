package dev.tablesmith.planner;

import dev.tablesmith.model.AttributeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pattern's own KeyConditionExpression, used instead of the planner's when it says the same thing: it names the
 * same key attributes with the same number of values, so its {@code :placeholders} take the planner's values in
 * the order they appear. {@code #name} stands for the attribute {@code name} (a design has no
 * ExpressionAttributeNames map).
 */
final class ExplicitKeyCondition {
    private static final Pattern VALUE = Pattern.compile(":[A-Za-z0-9_]+");
    private static final Pattern NAME = Pattern.compile("#([A-Za-z0-9_]+)");
    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private ExplicitKeyCondition() {
    }

    /** The planned request with the explicit key condition in place, or empty when the two do not line up. */
    static Optional<PlannedRequest> apply(PlannedRequest planned, String explicit, List<String> keyAttributes) {
        if (planned.keyConditionExpression() == null) {
            return Optional.empty();
        }
        List<String> plannedValues = matches(VALUE, planned.keyConditionExpression());
        List<String> explicitValues = matches(VALUE, explicit);
        if (plannedValues.size() != explicitValues.size()
                || !keyNames(planned.keyConditionExpression(), planned.names(), keyAttributes)
                .equals(keyNames(explicit, names(explicit), keyAttributes))) {
            return Optional.empty();
        }
        Map<String, AttributeValue> values = new LinkedHashMap<>(planned.values());
        plannedValues.forEach(values::remove);
        for (int i = 0; i < explicitValues.size(); i++) {
            AttributeValue value = planned.values().get(plannedValues.get(i));
            AttributeValue already = values.putIfAbsent(explicitValues.get(i), value);
            if (already != null && !already.equals(value)) {
                return Optional.empty();
            }
        }
        Map<String, String> names = new LinkedHashMap<>(planned.names());
        names.putAll(names(explicit));
        return Optional.of(new PlannedRequest(planned.resolution(), planned.tableName(), planned.indexName(),
                planned.key(), explicit, planned.filterExpression(), names, values, planned.scanIndexForward(),
                planned.limit(), planned.consistentRead(), planned.select()));
    }

    private static Map<String, String> names(String expression) {
        Map<String, String> names = new LinkedHashMap<>();
        Matcher m = NAME.matcher(expression);
        while (m.find()) {
            names.put("#" + m.group(1), m.group(1));
        }
        return names;
    }

    private static Set<String> keyNames(String expression, Map<String, String> names, List<String> keyAttributes) {
        Set<String> found = new LinkedHashSet<>();
        Matcher m = Pattern.compile("#?[A-Za-z_][A-Za-z0-9_]*").matcher(expression.replaceAll(":[A-Za-z0-9_]+", " "));
        while (m.find()) {
            String token = m.group();
            String name = token.startsWith("#") ? names.getOrDefault(token, token.substring(1)) : token;
            if (keyAttributes.contains(name)) {
                found.add(name);
            }
        }
        return found;
    }

    private static List<String> matches(Pattern pattern, String text) {
        List<String> found = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            if (!found.contains(m.group())) {
                found.add(m.group());
            }
        }
        return found;
    }
}
