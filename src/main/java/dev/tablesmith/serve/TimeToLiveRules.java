package dev.tablesmith.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;

/**
 * DescribeTimeToLive and UpdateTimeToLive over the design's TTL attribute ({@link TableSettings#ttlAttribute()}).
 *
 * <p>DescribeTimeToLive answers {@code {"TimeToLiveStatus": "ENABLED", "AttributeName": "expiresAt"}}, or only
 * {@code {"TimeToLiveStatus": "DISABLED"}} (ScyllaDB {@code test_ttl.py} {@code test_describe_ttl_without_ttl},
 * run against DynamoDB). UpdateTimeToLive refuses, in this order (ack-api-quirks DDB-TABLE-143 and -147, verified
 * on DynamoDB 2026-10-09; dynalite {@code test/updateTimeToLive.js}): another attribute while TTL is on ("TimeToLive
 * is active on a different AttributeName: current AttributeName is X", for enabling and disabling alike), enabling
 * when on ("TimeToLive is already enabled"), disabling when off ("TimeToLive is already disabled"). DynamoDB's
 * ~30-minute cooldown between changes ("Time to live has been modified multiple times within a fixed interval") is
 * not imitated: the endpoint changes the design at once. The response echoes the specification as sent.
 */
final class TimeToLiveRules {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private TimeToLiveRules() {
    }

    static ObjectNode describe(Table table) {
        ObjectNode response = JSON.objectNode();
        ObjectNode description = response.putObject("TimeToLiveDescription");
        String attribute = table.settings().ttlAttribute();
        description.put("TimeToLiveStatus", attribute == null ? "DISABLED" : "ENABLED");
        if (attribute != null) {
            description.put("AttributeName", attribute);
        }
        return response;
    }

    /** The request's specification, shape-checked: both members present, the name 1 to 255 characters. */
    static void checkShape(JsonNode body) {
        ConstraintErrors errors = new ConstraintErrors();
        JsonNode spec = body.path("TimeToLiveSpecification");
        if (!KeySchemaReader.present(spec)) {
            errors.missing("timeToLiveSpecification");
            errors.throwIfAny();
        }
        if (!spec.path("Enabled").isBoolean()) {
            errors.missing("timeToLiveSpecification.enabled");
        }
        String name = spec.path("AttributeName").textValue();
        if (name == null) {
            errors.missing("timeToLiveSpecification.attributeName");
        } else if (name.isEmpty()) {
            errors.invalid(name, "timeToLiveSpecification.attributeName",
                    "Member must have length greater than or equal to 1");
        } else if (name.length() > 255) {
            errors.invalid(name, "timeToLiveSpecification.attributeName",
                    "Member must have length less than or equal to 255");
        }
        errors.throwIfAny();
    }

    /** The table with TTL set as the (shape-checked) request asks, or DynamoDB's refusal. */
    static Table update(Table table, JsonNode body) {
        JsonNode spec = body.path("TimeToLiveSpecification");
        boolean enable = spec.path("Enabled").booleanValue();
        String name = spec.path("AttributeName").textValue();
        String current = table.settings().ttlAttribute();
        if (current != null && !current.equals(name)) {
            throw DynamoDbError.validation("TimeToLive is active on a different AttributeName: current AttributeName is "
                    + current);
        }
        if (current != null && enable) {
            throw DynamoDbError.validation("TimeToLive is already enabled");
        }
        if (current == null && !enable) {
            throw DynamoDbError.validation("TimeToLive is already disabled");
        }
        TableSettings s = table.settings();
        return table.withSettings(new TableSettings(s.billingMode(), s.provisioned(), enable ? name : null,
                s.streamViewType(), s.pointInTimeRecovery()).withThroughputLimitsOf(s));
    }

    static ObjectNode response(JsonNode body) {
        JsonNode spec = body.path("TimeToLiveSpecification");
        ObjectNode response = JSON.objectNode();
        ObjectNode echo = response.putObject("TimeToLiveSpecification");
        echo.put("AttributeName", spec.path("AttributeName").textValue());
        echo.put("Enabled", spec.path("Enabled").booleanValue());
        return response;
    }
}
