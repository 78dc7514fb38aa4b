package dev.tablesmith.engine;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.AttributeValue;
import java.util.Collection;
import java.util.Map;

/**
 * DynamoDB's cap of 32 levels on a nested document, the attribute itself counting as level 1: a value wrapped in 31
 * maps (its leaf at level 32) is the deepest DynamoDB accepts (Parity Suite tests/tier3/limits/nestingDepth.test.ts,
 * captured on eu-west-2).
 *
 * <p>UpdateItem checks its {@code ExpressionAttributeValues} against the cap before anything else, in 31 of 33
 * regions: "1 validation error detected: Nesting Levels have exceeded supported limits: Attributes in the item have
 * nested levels beyond supported limit" (Parity Suite split {@code update-item-nesting-depth-expression-value},
 * 2026-10-07; eu-south-2 and me-central-1 accept the value and evaluate the condition). A list is taken to count a
 * level as a map does, which the capture (maps only) does not show.
 */
public final class NestingDepth {
    /** The deepest level DynamoDB accepts. */
    public static final int MAX_LEVELS = 32;
    static final String MESSAGE = "1 validation error detected: Nesting Levels have exceeded supported limits: "
            + "Attributes in the item have nested levels beyond supported limit";

    private NestingDepth() {
    }

    /** The level of the deepest value in {@code value}, {@code value} itself at level 1. */
    public static int levels(AttributeValue value) {
        if (value instanceof AttributeValue.M m) {
            return 1 + deepest(m.values().values());
        }
        if (value instanceof AttributeValue.L l) {
            return 1 + deepest(l.values());
        }
        return 1;
    }

    private static int deepest(Collection<AttributeValue> values) {
        int deepest = 0;
        for (AttributeValue child : values) {
            deepest = Math.max(deepest, levels(child));
        }
        return deepest;
    }

    /** UpdateItem's check of its {@code ExpressionAttributeValues} (null: none given). */
    static void checkExpressionValues(Map<String, AttributeValue> values) {
        if (values == null) {
            return;
        }
        for (AttributeValue value : values.values()) {
            if (levels(value) > MAX_LEVELS) {
                throw DynamoDbError.validation(MESSAGE);
            }
        }
    }
}
