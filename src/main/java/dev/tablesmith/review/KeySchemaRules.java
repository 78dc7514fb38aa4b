package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The table's and its indexes' key schemas, as CreateTable and UpdateTable would check them.
 *
 * <ul>
 *   <li>The table and each LSI have one partition key attribute and at most one sort key attribute; a GSI may
 *       use up to 4 of each (multi-attribute keys). An LSI always uses the table's partition key, needs exactly
 *       one sort key, and exists only on a table with a sort key.</li>
 *   <li>Every key attribute has a type (S, N or B), and one attribute name has one type everywhere: DynamoDB
 *       declares each key attribute once in {@code AttributeDefinitions}.</li>
 *   <li>An LSI's sort key differs from the table's: it is the alternate sort key of the table's item
 *       collections (DynamoDB developer guide, "Local secondary indexes").</li>
 *   <li>At most 20 GSIs (the default quota) and 5 LSIs; index names follow the table-name rules and are unique
 *       within the table.</li>
 *   <li>A GSI's own provisioned throughput is at least 1 read and 1 write capacity unit (the minimum for any
 *       table or GSI in the quotas).</li>
 * </ul>
 * Projections are checked by {@link ProjectionRules}.
 */
final class KeySchemaRules implements TableRule {
    static final int MAX_GSIS = 20;
    static final int MAX_LSIS = 5;
    static final int MIN_CAPACITY_UNITS = 1;

    @Override
    public void check(TableContext context, List<Problem> problems) {
        Table table = context.table();
        JsonPointer tablePath = context.path();
        checkSingleAttributeKey("the table", table.keySchema(), tablePath, problems);
        checkAttributes(table.keySchema().partitionKey(), tablePath, "partitionKey", problems);
        checkAttributes(table.keySchema().sortKey(), tablePath, "sortKey", problems);
        checkRepeats(table.keySchema(), tablePath, problems);
        checkIndexes(context, problems);
        checkTypeAgreement(context, problems);
    }

    private static void checkIndexes(TableContext context, List<Problem> problems) {
        Table table = context.table();
        Map<String, JsonPointer> names = new HashMap<>();
        for (int i = 0; i < table.indexes().size(); i++) {
            SecondaryIndex index = table.indexes().get(i);
            JsonPointer path = context.indexPath(i);
            DynamoDbNames.problem("index", index.name())
                    .ifPresent(message -> problems.add(Problem.at(path.child("name").toString(), message)));
            if (index.name().equals(AccessPattern.TABLE_INDEX)) {
                problems.add(Problem.at(path.child("name").toString(), "index name 'table' is reserved:"
                        + " access patterns use it for the base table"));
            }
            JsonPointer earlier = names.putIfAbsent(index.name(), path);
            if (earlier != null && !index.name().isEmpty()) {
                problems.add(Problem.at(path.child("name").toString(), "index name '" + index.name()
                        + "' is already used by " + describe(earlier)));
            }
            if (index.isGlobal()) {
                checkGsiKey(index, path, problems);
            } else {
                checkLsiKey(table, index, path, problems);
            }
            checkRepeats(index.keySchema(), path, problems);
            checkThroughput(index, path, problems);
        }
        int gsis = table.globalSecondaryIndexes().size();
        if (gsis > MAX_GSIS) {
            problems.add(Problem.at(context.path().child("globalSecondaryIndexes").toString(),
                    "a table has at most " + MAX_GSIS + " GSIs (DynamoDB's default quota), found " + gsis));
        }
        int lsis = table.localSecondaryIndexes().size();
        if (lsis > MAX_LSIS) {
            problems.add(Problem.at(context.path().child("localSecondaryIndexes").toString(),
                    "a table has at most " + MAX_LSIS + " LSIs, found " + lsis));
        }
    }

    private static void checkGsiKey(SecondaryIndex index, JsonPointer path, List<Problem> problems) {
        KeySchema schema = index.keySchema();
        if (schema.partitionKey().isEmpty()) {
            problems.add(Problem.at(path.child("partitionKey").toString(), index.name() + " has no partition key"));
        }
        int max = KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS;
        if (schema.partitionKey().size() > max) {
            problems.add(Problem.at(path.child("partitionKey").toString(), "a GSI key has at most " + max
                    + " partition key attributes, " + index.name() + " has " + schema.partitionKey().size()));
        }
        if (schema.sortKey().size() > max) {
            problems.add(Problem.at(path.child("sortKey").toString(), "a GSI key has at most " + max
                    + " sort key attributes, " + index.name() + " has " + schema.sortKey().size()));
        }
        checkAttributes(schema.partitionKey(), path, "partitionKey", problems);
        checkAttributes(schema.sortKey(), path, "sortKey", problems);
    }

    private static void checkLsiKey(Table table, SecondaryIndex index, JsonPointer path, List<Problem> problems) {
        KeySchema schema = index.keySchema();
        List<String> tablePartition = table.keySchema().partitionKey().stream().map(KeyAttribute::name).toList();
        List<String> partition = schema.partitionKey().stream().map(KeyAttribute::name).toList();
        if (!partition.isEmpty() && !partition.equals(tablePartition)) {
            problems.add(Problem.at(path.toString(), index.name() + " must use the table's partition key "
                    + String.join(", ", tablePartition) + ", not " + String.join(", ", partition)
                    + " (an LSI shares the table's partition key)"));
        }
        if (!table.keySchema().hasSortKey()) {
            problems.add(Problem.at(path.toString(), index.name() + " needs a table with a sort key"
                    + " (DynamoDB allows LSIs only on tables whose primary key has a sort key)"));
        }
        if (schema.sortKey().size() != 1) {
            problems.add(Problem.at(path.child("sortKey").toString(),
                    "an LSI has exactly one sort key attribute, " + index.name() + " has " + schema.sortKey().size()));
        }
        checkAttributes(schema.sortKey(), path, "sortKey", problems);
        List<String> tableSort = table.keySchema().sortKey().stream().map(KeyAttribute::name).toList();
        List<String> sort = schema.sortKey().stream().map(KeyAttribute::name).toList();
        if (!sort.isEmpty() && sort.equals(tableSort)) {
            problems.add(Problem.at(path.child("sortKey").toString(), index.name() + " has the table's own sort key "
                    + String.join(", ", sort) + "; an LSI gives the table's item collections a different sort key"));
        }
    }

    private static void checkThroughput(SecondaryIndex index, JsonPointer path, List<Problem> problems) {
        if (index.provisioned() != null && (index.provisioned().readCapacityUnits() < MIN_CAPACITY_UNITS
                || index.provisioned().writeCapacityUnits() < MIN_CAPACITY_UNITS)) {
            problems.add(Problem.at(path.child("provisioned").toString(), index.name() + " is provisioned with "
                    + index.provisioned().readCapacityUnits() + " RCU / " + index.provisioned().writeCapacityUnits()
                    + " WCU; DynamoDB's minimum for a GSI is 1 read and 1 write capacity unit"));
        }
    }

    private static void checkSingleAttributeKey(String owner, KeySchema schema, JsonPointer path,
                                                List<Problem> problems) {
        if (schema.partitionKey().isEmpty()) {
            problems.add(Problem.at(path.child("partitionKey").toString(), owner + " has no partition key"));
        } else if (schema.partitionKey().size() > 1) {
            problems.add(Problem.at(path.child("partitionKey").toString(), owner + " has "
                    + schema.partitionKey().size() + " partition key attributes; a table has exactly one"
                    + " (only GSIs have multi-attribute keys)"));
        }
        if (schema.sortKey().size() > 1) {
            problems.add(Problem.at(path.child("sortKey").toString(), owner + " has " + schema.sortKey().size()
                    + " sort key attributes; a table has at most one (only GSIs have multi-attribute keys)"));
        }
    }

    private static void checkAttributes(List<KeyAttribute> parts, JsonPointer base, String member,
                                        List<Problem> problems) {
        for (int k = 0; k < parts.size(); k++) {
            KeyAttribute attribute = parts.get(k);
            JsonPointer path = TableContext.keyPartPath(base, member, parts, k);
            if (attribute.name().isEmpty()) {
                problems.add(Problem.at(path.child("name").toString(), "key attribute has no name"));
            }
            if (attribute.type() == null) {
                problems.add(Problem.at(path.child("type").toString(),
                        "key attribute '" + attribute.name() + "' has no type (S, N or B)"));
            }
        }
    }

    /** A name used twice within one key schema (DynamoDB: hash and range key elements must differ). */
    private static void checkRepeats(KeySchema schema, JsonPointer base, List<Problem> problems) {
        Map<String, String> seen = new HashMap<>();
        for (String member : List.of("partitionKey", "sortKey")) {
            List<KeyAttribute> parts = member.equals("partitionKey") ? schema.partitionKey() : schema.sortKey();
            for (int k = 0; k < parts.size(); k++) {
                String name = parts.get(k).name();
                String earlier = seen.putIfAbsent(name, member);
                if (earlier != null && !name.isEmpty()) {
                    problems.add(Problem.at(TableContext.keyPartPath(base, member, parts, k).toString(), "'" + name
                            + "' is already in the " + (earlier.equals("partitionKey") ? "partition" : "sort")
                            + " key; a key attribute appears once in a key schema"));
                }
            }
        }
    }

    /** One type per key attribute name across the table and its indexes (one AttributeDefinitions entry). */
    private static void checkTypeAgreement(TableContext context, List<Problem> problems) {
        Map<String, Declared> first = new HashMap<>();
        Table table = context.table();
        agree(table.keySchema().partitionKey(), "the table", context.path(), "partitionKey", first, problems);
        agree(table.keySchema().sortKey(), "the table", context.path(), "sortKey", first, problems);
        for (int i = 0; i < table.indexes().size(); i++) {
            SecondaryIndex index = table.indexes().get(i);
            JsonPointer path = context.indexPath(i);
            if (index.isGlobal()) {
                agree(index.keySchema().partitionKey(), index.name(), path, "partitionKey", first, problems);
            }
            agree(index.keySchema().sortKey(), index.name(), path, "sortKey", first, problems);
        }
    }

    private record Declared(ScalarType type, String where) {
    }

    private static void agree(List<KeyAttribute> parts, String where, JsonPointer base, String member,
                              Map<String, Declared> first, List<Problem> problems) {
        for (int k = 0; k < parts.size(); k++) {
            KeyAttribute attribute = parts.get(k);
            if (attribute.type() == null) {
                continue;
            }
            Declared earlier = first.putIfAbsent(attribute.name(), new Declared(attribute.type(), where));
            if (earlier != null && earlier.type() != attribute.type()) {
                JsonPointer path = TableContext.keyPartPath(base, member, parts, k).child("type");
                problems.add(Problem.at(path.toString(), "'" + attribute.name() + "' is " + earlier.type() + " in "
                        + earlier.where() + " but " + attribute.type() + " in " + where
                        + " (DynamoDB declares each key attribute once, with one type)"));
            }
        }
    }

    private static String describe(JsonPointer earlier) {
        String[] steps = earlier.toString().split("/");
        return steps[steps.length - 2] + "[" + steps[steps.length - 1] + "]";
    }
}
