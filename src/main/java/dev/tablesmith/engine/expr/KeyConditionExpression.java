package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.KeyValue;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.KeyAttribute;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses a Query's KeyConditionExpression against the key schema of the table or index it reads.
 *
 * <p>The rules (DynamoDB developer guide, "Key condition expressions for the Query operation", and the
 * multi-attribute GSI keys of November 2025): an equality on the partition key (on every partition key attribute
 * of a multi-attribute key), joined by AND with at most one condition per sort key attribute. Sort key attributes
 * are taken left to right without gaps; all but the last one named must be equalities; the last may be
 * {@code = < <= > >=}, BETWEEN or begins_with. DynamoDB parses the expression with the condition grammar, so
 * parentheses are allowed and OR, NOT, IN and {@code <>} are parsed and then refused.
 *
 * <p>Messages: "Query condition missed key schema element: PK", "Query key condition not supported", "The number of
 * query conditions (3) exceeds the number of key attributes defined in the schema (2)", "One or more parameter
 * values were invalid: Condition parameter type does not match schema type", and the shape errors listed on
 * {@link KeyConditionShape}.
 */
public final class KeyConditionExpression {
    private static final ExpressionKind KIND = ExpressionKind.KEY_CONDITION;

    private KeyConditionExpression() {
    }

    /**
     * @param names  ExpressionAttributeNames, may be null
     * @param values ExpressionAttributeValues, may be null
     * @param index  the table or index the Query reads
     * @throws ExpressionException with DynamoDB's message
     */
    public static KeyCondition parse(String text, Map<String, String> names, Map<String, AttributeValue> values,
                                     IndexSpec index) {
        Placeholders placeholders = new Placeholders(names, values);
        ConditionParser.Result parsed = ConditionParser.parse(KIND, text, placeholders);
        ConditionValidator.validate(KIND, parsed);
        List<KeyConditionShape.Part> parts = KeyConditionShape.parts(parsed.condition());
        Map<String, KeyConditionShape.Part> byAttribute = matchSchema(parts, index);

        List<AttributeValue> partitionValues = new ArrayList<>();
        for (KeyAttribute k : index.keySchema().partitionKey()) {
            partitionValues.add(byAttribute.get(k.name()).value(0));
        }
        List<SortKeyCondition> sortConditions = new ArrayList<>();
        for (KeyAttribute k : index.keySchema().sortKey()) {
            KeyConditionShape.Part part = byAttribute.get(k.name());
            if (part == null) {
                break;
            }
            sortConditions.add(new SortKeyCondition(k.name(), part.operator(), part.values()));
        }
        return new KeyCondition(index, text, new KeyValue(partitionValues), sortConditions, parsed.condition(),
                placeholders.usage());
    }

    private static Map<String, KeyConditionShape.Part> matchSchema(List<KeyConditionShape.Part> parts,
                                                                   IndexSpec index) {
        List<KeyAttribute> partition = index.keySchema().partitionKey();
        List<KeyAttribute> sort = index.keySchema().sortKey();
        int keyCount = partition.size() + sort.size();
        if (keyCount == 1 && parts.size() > 1) {
            // dynalite test/query.js (recorded against DynamoDB): "a = :a AND b = :a" and "y = :a and z = :a" on a
            // hash-only table or GSI
            throw new ExpressionException("Query key condition not supported", KIND, parts.get(1).position());
        }
        if (parts.size() > keyCount) {
            throw new ExpressionException("The number of query conditions (" + parts.size() + ") exceeds the number "
                    + "of key attributes defined in the schema (" + keyCount + ")", KIND, -1);
        }
        Map<String, KeyConditionShape.Part> byAttribute = new HashMap<>();
        parts.forEach(p -> byAttribute.put(p.attribute(), p));
        List<String> keyNames = index.keySchema().attributeNames();
        boolean namesNonKey = parts.stream().anyMatch(p -> !keyNames.contains(p.attribute()));
        if (namesNonKey) {
            for (String name : keyNames) {
                if (!byAttribute.containsKey(name)) {
                    throw missed(name);
                }
            }
        }
        for (KeyAttribute k : partition) {
            if (!byAttribute.containsKey(k.name())) {
                throw missed(k.name());
            }
        }
        for (KeyAttribute k : partition) {
            KeyConditionShape.Part p = byAttribute.get(k.name());
            if (p.operator() != SortKeyOperator.EQ) {
                throw new ExpressionException("Query key condition not supported", KIND, p.position());
            }
        }
        int named = 0;
        while (named < sort.size() && byAttribute.containsKey(sort.get(named).name())) {
            named++;
        }
        for (int i = named + 1; i < sort.size(); i++) {
            if (byAttribute.containsKey(sort.get(i).name())) {
                throw missed(sort.get(named).name());
            }
        }
        for (int i = 0; i < named - 1; i++) {
            KeyConditionShape.Part p = byAttribute.get(sort.get(i).name());
            if (p.operator() != SortKeyOperator.EQ) {
                throw new ExpressionException("Query key condition not supported", KIND, p.position());
            }
        }
        for (KeyAttribute k : index.keySchema().attributes()) {
            KeyConditionShape.Part p = byAttribute.get(k.name());
            if (p != null && k.type() != null) {
                for (AttributeValue v : p.values()) {
                    if (v.type() != k.type().asAttributeType()) {
                        throw new ExpressionException("One or more parameter values were invalid: Condition "
                                + "parameter type does not match schema type", KIND, p.position());
                    }
                }
            }
        }
        return byAttribute;
    }

    private static ExpressionException missed(String attribute) {
        return new ExpressionException("Query condition missed key schema element: " + attribute, KIND, -1);
    }
}
