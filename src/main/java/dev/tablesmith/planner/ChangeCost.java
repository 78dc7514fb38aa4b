package dev.tablesmith.planner;

/**
 * The three levels of cost of serving a new access pattern, cheapest first (the seed's "three levels of cost").
 */
public enum ChangeCost {
    /** An existing index already sorts and selects the way the pattern needs: no schema change. */
    EXISTING_INDEX(1),
    /**
     * A new GSI, or a new key template for the entity on an existing overloaded GSI: DynamoDB backfills a new GSI
     * from existing items, but every existing item needs the new key attributes written (a backfill).
     */
    NEW_INDEX_OR_TEMPLATE(2),
    /**
     * The pattern needs a key shape the entity's attributes cannot produce: a new item type or a denormalized copy,
     * i.e. a migration of live data.
     */
    MIGRATION(3);

    private final int level;

    ChangeCost(int level) {
        this.level = level;
    }

    public int level() {
        return level;
    }
}
