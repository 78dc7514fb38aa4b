package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A GSI with DynamoDB's multi-attribute keys (up to 4 partition and 4 sort key attributes) in Terraform and CDK:
 * Terraform AWS provider 6.29+ takes one {@code global_secondary_index.key_schema} block per attribute
 * (hashicorp/terraform-provider-aws#46197: {@code hash_key}/{@code range_key} are deprecated there, and the
 * {@code hash_keys}/{@code range_keys} of the 6.29.0 release notes were never accepted); aws-cdk-lib's
 * {@code GlobalSecondaryIndexPropsV2} takes {@code partitionKeys}/{@code sortKeys}.
 */
class MultiAttributeKeyExportTest {
    /** The tournament example of the DynamoDB Developer Guide's multi-attribute key page. */
    static Design tournaments() {
        KeySchema gsiKeys = new KeySchema(List.of(KeyAttribute.s("tournamentId"), KeyAttribute.s("region")),
                List.of(KeyAttribute.n("round"), KeyAttribute.s("bracket")));
        SecondaryIndex byTournament = SecondaryIndex.gsi("TournamentRegionIndex", gsiKeys, Projection.all());
        SecondaryIndex byPlayer = SecondaryIndex.gsi("PlayerIndex", KeySchema.of(KeyAttribute.s("playerId"), null),
                Projection.keysOnly());
        Table matches = new Table("matches", KeySchema.of(KeyAttribute.s("matchId"), null),
                List.of(byTournament, byPlayer), TableSettings.onDemand(), List.of(), List.of(), List.of());
        return new Design("tournaments", "", List.of(matches), Pricing.usEast1());
    }

    @Test
    void terraformWritesOneKeySchemaBlockPerAttributeInKeyOrder() {
        String tf = new TerraformExporter().export(tournaments());

        assertThat(tf).contains("""
                  global_secondary_index {
                    name            = "TournamentRegionIndex"
                    projection_type = "ALL"

                    key_schema {
                      attribute_name = "tournamentId"
                      key_type       = "HASH"
                    }

                    key_schema {
                      attribute_name = "region"
                      key_type       = "HASH"
                    }

                    key_schema {
                      attribute_name = "round"
                      key_type       = "RANGE"
                    }

                    key_schema {
                      attribute_name = "bracket"
                      key_type       = "RANGE"
                    }
                  }
                """)
                .contains("    name            = \"PlayerIndex\"\n    hash_key        = \"playerId\"\n")
                .contains("    name = \"round\"\n    type = \"N\"")
                .doesNotContain("only the first");
    }

    @Test
    void cdkWritesPartitionKeysAndSortKeysForAMultiAttributeGsiOnly() {
        String ts = new CdkExporter().export(tournaments());

        assertThat(ts).contains("          partitionKeys: [{ name: 'tournamentId', type: AttributeType.STRING },"
                        + " { name: 'region', type: AttributeType.STRING }],\n"
                        + "          sortKeys: [{ name: 'round', type: AttributeType.NUMBER },"
                        + " { name: 'bracket', type: AttributeType.STRING }],\n")
                .contains("          partitionKey: { name: 'playerId', type: AttributeType.STRING },\n")
                .contains("pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },")
                .doesNotContain("pointInTimeRecovery:");
    }
}
