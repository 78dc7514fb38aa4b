package dev.tablesmith.review;

import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;

/**
 * Index projections: {@code INCLUDE} names the non-key attributes it copies, {@code ALL} and {@code KEYS_ONLY}
 * name none, and a table's INCLUDE projections together name at most 100 attributes (DynamoDB's limit on
 * {@code NonKeyAttributes} summed over all of a table's secondary indexes).
 */
final class ProjectionRules implements TableRule {
    static final int MAX_PROJECTED_ATTRIBUTES = 100;

    @Override
    public void check(TableContext context, List<Problem> problems) {
        Table table = context.table();
        int projected = 0;
        boolean reported = false;
        for (int i = 0; i < table.indexes().size(); i++) {
            SecondaryIndex index = table.indexes().get(i);
            Projection projection = index.projection();
            JsonPointer path = context.indexPath(i).child("projection");
            if (projection.type() == ProjectionType.INCLUDE && projection.nonKeyAttributes().isEmpty()) {
                problems.add(Problem.at(path.toString(), index.name() + " has an INCLUDE projection without"
                        + " nonKeyAttributes; list the attributes to copy, or use KEYS_ONLY"));
            }
            if (projection.type() != ProjectionType.INCLUDE && !projection.nonKeyAttributes().isEmpty()) {
                String article = projection.type() == ProjectionType.ALL ? "an " : "a ";
                problems.add(Problem.at(path.child("nonKeyAttributes").toString(), index.name() + " has " + article
                        + projection.type() + " projection, which takes no nonKeyAttributes; use INCLUDE to list"
                        + " attributes"));
            }
            if (projection.type() == ProjectionType.INCLUDE) {
                projected += projection.nonKeyAttributes().size();
                if (projected > MAX_PROJECTED_ATTRIBUTES && !reported) {
                    reported = true;
                    problems.add(Problem.at(path.child("nonKeyAttributes").toString(), "the table's INCLUDE"
                            + " projections name " + projected + " attributes up to " + index.name()
                            + "; DynamoDB allows at most " + MAX_PROJECTED_ATTRIBUTES + " across all indexes"));
                }
            }
        }
    }
}
