package dev.tablesmith.serve;

import static dev.tablesmith.serve.ControlPlaneFixtures.assertRefused;
import static dev.tablesmith.serve.ControlPlaneFixtures.assertValidation;
import static dev.tablesmith.serve.ControlPlaneFixtures.body;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import org.junit.jupiter.api.Test;

/**
 * DescribeTimeToLive and UpdateTimeToLive over the design's TTL attribute (ScyllaDB {@code test_ttl.py}, run against
 * DynamoDB; dynalite {@code test/updateTimeToLive.js}; ack-api-quirks DDB-TABLE-143, verified 2026-10-09).
 */
class TimeToLiveTest {
    private final Design design = ControlPlaneFixtures.commerceMain();

    private ControlPlane.Change ttl(Design d, String attribute, boolean enabled) {
        return ControlPlane.updateTimeToLive(d, body("{'TableName':'commerce-main','TimeToLiveSpecification':"
                + "{'AttributeName':'" + attribute + "','Enabled':" + enabled + "}}"));
    }

    @Test
    void describesTheDesignsTtlAttribute() {
        assertThat(ControlPlane.describeTimeToLive(design, body("{'TableName':'commerce-main'}")))
                .isEqualTo(body("{'TimeToLiveDescription':{'TimeToLiveStatus':'ENABLED','AttributeName':'expiresAt'}}"));
    }

    @Test
    void disableThenDescribeWithoutAttributeNameThenEnableAnother() {
        // test_ttl.py test_describe_ttl_without_ttl: DISABLED has no AttributeName
        ControlPlane.Change off = ttl(design, "expiresAt", false);
        assertThat(off.design().table().settings().ttlAttribute()).isNull();
        assertThat(off.response()).isEqualTo(body(
                "{'TimeToLiveSpecification':{'AttributeName':'expiresAt','Enabled':false}}"));
        assertThat(ControlPlane.describeTimeToLive(off.design(), body("{'TableName':'commerce-main'}")))
                .isEqualTo(body("{'TimeToLiveDescription':{'TimeToLiveStatus':'DISABLED'}}"));
        ControlPlane.Change on = ttl(off.design(), "ttl", true);
        assertThat(on.design().table().settings().ttlAttribute()).isEqualTo("ttl");
        assertThat(on.response()).isEqualTo(body("{'TimeToLiveSpecification':{'AttributeName':'ttl','Enabled':true}}"));
    }

    @Test
    void contentRefusalsInDynamoDbsOrder() {
        // test_ttl.py test_ttl_enable / test_ttl_disable_errors; DDB-TABLE-143
        assertValidation(() -> ttl(design, "expiresAt", true), "TimeToLive is already enabled");
        assertValidation(() -> ttl(design, "other", true),
                "TimeToLive is active on a different AttributeName: current AttributeName is expiresAt");
        assertValidation(() -> ttl(design, "other", false),
                "TimeToLive is active on a different AttributeName: current AttributeName is expiresAt");
        Design off = ttl(design, "expiresAt", false).design();
        assertValidation(() -> ttl(off, "expiresAt", false), "TimeToLive is already disabled");
    }

    @Test
    void specificationShapeAndTable() {
        // dynalite "empty TimeToLiveSpecification"; test_ttl.py test_update_ttl_errors (length)
        assertValidation(() -> ControlPlane.updateTimeToLive(design, body(
                        "{'TableName':'commerce-main','TimeToLiveSpecification':{}}")),
                "2 validation errors detected: Value null at 'timeToLiveSpecification.enabled' failed to satisfy "
                        + "constraint: Member must not be null; Value null at 'timeToLiveSpecification.attributeName' "
                        + "failed to satisfy constraint: Member must not be null");
        assertValidation(() -> ttl(design, "", true), "1 validation error detected: Value '' at "
                + "'timeToLiveSpecification.attributeName' failed to satisfy constraint: Member must have length "
                + "greater than or equal to 1");
        assertRefused(() -> ControlPlane.updateTimeToLive(design, body("{'TableName':'nope','TimeToLiveSpecification':"
                        + "{'AttributeName':'id','Enabled':true}}")),
                "ResourceNotFoundException", "Requested resource not found: Table: nope not found");
        assertRefused(() -> ControlPlane.describeTimeToLive(design, body("{'TableName':'nope'}")),
                "ResourceNotFoundException", "Requested resource not found: Table: nope not found");
    }
}
