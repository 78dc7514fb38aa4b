package dev.tablesmith.classroom;

/**
 * "GSI count at most N": every GSI is written on each base-table write that changes its keys and counts against
 * DynamoDB's limit of 20 per table, so an exercise can ask for overloading an index over adding one.
 *
 * @param max the most global secondary indexes the table may have
 */
public record GsiCountCheck(int max) implements ExerciseCheck {
    public GsiCountCheck {
        if (max < 0) {
            throw new IllegalArgumentException("a GSI count cannot be negative");
        }
    }

    @Override
    public String describe() {
        return "The table has at most " + max + (max == 1 ? " GSI" : " GSIs");
    }

    @Override
    public CheckResult evaluate(DesignFacts facts) {
        int count = facts.design().table().globalSecondaryIndexes().size();
        return new CheckResult(this, count <= max, "the table has " + count + (count == 1 ? " GSI" : " GSIs"));
    }
}
