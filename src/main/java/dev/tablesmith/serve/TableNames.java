package dev.tablesmith.serve;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;

/**
 * The {@code TableName} of a control-plane request, checked as DynamoDB checks it, and the design's table it names.
 *
 * <ul>
 *   <li>absent: "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member must
 *       not be null" (the text the engine gives for data-plane requests);</li>
 *   <li>under 3 or over 255 characters: "TableName must be at least 3 characters long and at most 255 characters
 *       long" (dynalite {@code test/describeTable.js}, {@code deleteTable.js}, {@code updateTimeToLive.js});</li>
 *   <li>other characters than {@code [a-zA-Z0-9_.-]}: the pattern constraint;</li>
 *   <li>no such table: ResourceNotFoundException "Requested resource not found: Table: NAME not found".</li>
 * </ul>
 */
final class TableNames {
    private TableNames() {
    }

    /** The request's table name, checked; throws DynamoDB's ValidationException when it is not a valid name. */
    static String required(JsonNode body) {
        String name = body.path("TableName").textValue();
        ConstraintErrors errors = new ConstraintErrors();
        if (name == null) {
            errors.missing("tableName");
            errors.throwIfAny();
        }
        checkLength(name);
        errors.name(name, "tableName");
        errors.throwIfAny();
        return name;
    }

    /** "TableName must be at least 3 characters long and at most 255 characters long". */
    static void checkLength(String name) {
        if (name.length() < 3 || name.length() > 255) {
            throw DynamoDbError.validation(
                    "TableName must be at least 3 characters long and at most 255 characters long");
        }
    }

    /** The design's table named by the request, or DynamoDB's ResourceNotFoundException. */
    static Table existing(Design design, JsonNode body) {
        String name = required(body);
        return design.table(name).orElseThrow(() -> notFound(name));
    }

    static DynamoDbError notFound(String name) {
        return DynamoDbError.resourceNotFound("Requested resource not found: Table: " + name + " not found");
    }
}
