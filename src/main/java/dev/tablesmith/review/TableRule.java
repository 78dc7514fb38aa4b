package dev.tablesmith.review;

import java.util.List;

/** One area of structural checks on a table (key schemas, entities, patterns, items). */
interface TableRule {
    /** Adds the problems of this area found in {@code table} to {@code problems}. */
    void check(TableContext table, List<Problem> problems);
}
