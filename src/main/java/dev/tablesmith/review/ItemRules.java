package dev.tablesmith.review;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Explicit sample items ({@code /tables/N/items/I}), checked as PutItem would check them: the item has every
 * attribute of the table's primary key, and every key attribute it has (the table's or any index's) has the
 * declared type, is not an empty string or empty binary, and (for N) is a number. DynamoDB rejects such a put
 * with a ValidationException ("Type mismatch for Index Key", "Missing the key PK in the item", ...).
 */
final class ItemRules implements TableRule {

    @Override
    public void check(TableContext context, List<Problem> problems) {
        Table table = context.table();
        for (int i = 0; i < table.items().size(); i++) {
            Item item = table.items().get(i);
            JsonPointer path = context.path().child("items").child(i);
            String label = "items[" + i + "]: ";
            for (KeyAttribute key : table.keySchema().attributes()) {
                if (!item.has(key.name())) {
                    String part = table.keySchema().partitionKey().contains(key) ? "partition" : "sort";
                    problems.add(Problem.at(path.toString(), label + "missing the " + part + " key " + key.name()));
                }
            }
            for (Map.Entry<String, AttributeValue> entry : item.attributes().entrySet()) {
                Optional<ScalarType> type = context.keyType(entry.getKey());
                if (type.isPresent()) {
                    valueProblem(entry.getKey(), type.get(), entry.getValue()).ifPresent(message ->
                            problems.add(Problem.at(path.child(entry.getKey()).toString(), label + message)));
                }
            }
        }
    }

    private static Optional<String> valueProblem(String name, ScalarType type, AttributeValue value) {
        if (value.type() != type.asAttributeType()) {
            return Optional.of(name + " must be " + type + ", found " + value.type());
        }
        if (value instanceof AttributeValue.S s && s.value().isEmpty()) {
            return Optional.of(name + " is an empty string; DynamoDB rejects empty key values");
        }
        if (value instanceof AttributeValue.B b && b.length() == 0) {
            return Optional.of(name + " is an empty binary value; DynamoDB rejects empty key values");
        }
        if (value instanceof AttributeValue.N n && !RecordRules.isNumber(n.value())) {
            return Optional.of(name + " must be a number, found '" + n.value() + "'");
        }
        return Optional.empty();
    }
}
