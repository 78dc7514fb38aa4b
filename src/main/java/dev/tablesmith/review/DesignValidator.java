package dev.tablesmith.review;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Checks a design for structural errors: the things DynamoDB (CreateTable, PutItem, Query) would reject, and
 * the things that make a design meaningless to Tablesmith (a template naming an attribute that does not exist,
 * a pattern asking for an entity that does not exist). Quality advice ("this GSI projects ALL") is the review
 * rules' business, not this class's.
 *
 * <p>Each {@link Problem} carries a JSON Pointer into the {@code .tablesmith.json} layout described in
 * {@code docs/model-format.md} (GSIs and LSIs in their own arrays, entity keys by attribute name, patterns'
 * equalities under {@code equals}) and, for problems inside a key template or sparse condition, the 1-based
 * column within that text. Problems come table by table, in the order of the areas: key schemas, settings,
 * projections, entities, entity keys, sparse conditions, index membership, records, access patterns, items.
 *
 * <p>Stateless and thread-safe.
 */
public final class DesignValidator {
    private static final List<TableRule> RULES = List.of(new KeySchemaRules(), new TableSettingsRules(),
            new ProjectionRules(),
            new EntityRules(), new EntityKeyRules(), new SparseConditionRules(), new IndexMembershipRules(),
            new RecordRules(), new PatternRules(), new ItemRules());

    /** All structural problems of the design; empty when it is valid. */
    public List<Problem> validate(Design design) {
        List<Problem> problems = new ArrayList<>();
        Map<String, Integer> names = new HashMap<>();
        for (int t = 0; t < design.tables().size(); t++) {
            Table table = design.tables().get(t);
            TableContext context = new TableContext(table, t);
            String namePath = context.path().child("name").toString();
            DynamoDbNames.problem("table", table.name()).ifPresent(m -> problems.add(Problem.at(namePath, m)));
            Integer earlier = names.putIfAbsent(table.name(), t);
            if (earlier != null && !table.name().isEmpty()) {
                problems.add(Problem.at(namePath, "table name '" + table.name() + "' is already used by tables["
                        + earlier + "]"));
            }
            for (TableRule rule : RULES) {
                rule.check(context, problems);
            }
        }
        return List.copyOf(problems);
    }
}
