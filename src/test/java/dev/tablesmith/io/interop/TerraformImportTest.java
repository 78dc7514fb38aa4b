package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.DesignValidator;
import org.junit.jupiter.api.Test;

/** Terraform {@code aws_dynamodb_table} resources imported from the native syntax (HCL) and the JSON syntax. */
class TerraformImportTest {
    private static final String ORDERS = """
            variable "env" {
              type = string
            }

            # The orders table (AWS provider example shape: GSI with INCLUDE and capacity, LSI, TTL, streams).
            resource "aws_dynamodb_table" "orders" {
              name           = "orders"
              billing_mode   = "PROVISIONED"
              read_capacity  = 10
              write_capacity = 4
              hash_key       = "PK"
              range_key      = "SK"

              attribute {
                name = "PK"
                type = "S"
              }
              attribute {
                name = "SK"
                type = "S"
              }
              attribute {
                name = "GSI1PK"
                type = "S"
              }
              attribute {
                name = "total"
                type = "N"
              }

              global_secondary_index {
                name               = "GSI1"
                hash_key           = "GSI1PK"
                projection_type    = "INCLUDE"
                non_key_attributes = ["status", "total"]
                read_capacity      = 2
                write_capacity     = 1
              }

              local_secondary_index {
                name            = "LSI1"
                range_key       = "total"
                projection_type = "KEYS_ONLY"
              }

              ttl {
                attribute_name = "expiresAt"
                enabled        = true
              }

              stream_enabled   = true
              stream_view_type = "NEW_AND_OLD_IMAGES"

              point_in_time_recovery {
                enabled = true
              }

              deletion_protection_enabled = true
              table_class                 = "STANDARD"

              tags = {
                Environment = var.env
              }
            }

            resource "aws_sqs_queue" "events" {
              name = "events"
            }
            """;

    @Test
    void tableGivesKeysIndexesCapacityTtlStreamsAndRecovery() throws ImportException {
        ImportResult result = DesignImport.read(ORDERS, "main.tf", "main");
        Table orders = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.TERRAFORM);
        assertThat(orders.name()).isEqualTo("orders");
        assertThat(orders.keySchema().attributeNames()).containsExactly("PK", "SK");
        assertThat(orders.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(orders.settings().provisioned()).isEqualTo(new Throughput(10, 4));
        assertThat(orders.settings().ttlAttribute()).isEqualTo("expiresAt");
        assertThat(orders.settings().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(orders.settings().pointInTimeRecovery()).isTrue();
        SecondaryIndex gsi = orders.index("GSI1").orElseThrow();
        assertThat(gsi.projection().type()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(gsi.projection().nonKeyAttributes()).containsExactly("status", "total");
        assertThat(gsi.provisioned()).isEqualTo(new Throughput(2, 1));
        SecondaryIndex lsi = orders.index("LSI1").orElseThrow();
        assertThat(lsi.kind()).isEqualTo(IndexKind.LSI);
        assertThat(lsi.keySchema().partitionKeyAttribute().name()).isEqualTo("PK");
        assertThat(lsi.keySchema().sortKeyAttribute().orElseThrow().type()).isEqualTo(ScalarType.N);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        String table = "/resource/aws_dynamodb_table/orders/0";
        assertThat(result.warnings()).extracting(ImportWarning::path)
                .containsExactlyInAnyOrder(table + "/tags", table + "/deletion_protection_enabled");
    }

    @Test
    void multiAttributeGsiKeysAreReadFromKeySchemaBlocks() throws ImportException {
        // AWS provider 6.29+: global_secondary_index.key_schema (hashicorp/terraform-provider-aws#46197).
        String hcl = """
                resource "aws_dynamodb_table" "matches" {
                  name         = "matches"
                  billing_mode = "PAY_PER_REQUEST"
                  hash_key     = "matchId"

                  attribute {
                    name = "matchId"
                    type = "S"
                  }
                  attribute {
                    name = "tournamentId"
                    type = "S"
                  }
                  attribute {
                    name = "region"
                    type = "S"
                  }
                  attribute {
                    name = "round"
                    type = "N"
                  }

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
                  }
                }
                """;

        ImportResult result = DesignImport.read(hcl, "main.tf", "main");
        SecondaryIndex gsi = result.design().table().index("TournamentRegionIndex").orElseThrow();

        assertThat(gsi.keySchema().partitionKey()).containsExactly(KeyAttribute.s("tournamentId"),
                KeyAttribute.s("region"));
        assertThat(gsi.keySchema().sortKey()).containsExactly(KeyAttribute.n("round"));
        assertThat(result.design().table().settings().pointInTimeRecovery()).isFalse();
        assertThat(result.warnings()).isEmpty();
    }

    @Test
    void multiAttributeGsiKeysAreAlsoReadFromTheAnnouncedListArguments() throws ImportException {
        // The 6.29.0 release notes announced hash_keys / range_keys; configurations written from them exist.
        String hcl = """
                resource "aws_dynamodb_table" "games" {
                  name         = "games"
                  billing_mode = "PAY_PER_REQUEST"
                  hash_key     = "id"
                  attribute {
                    name = "id"
                    type = "S"
                  }
                  global_secondary_index {
                    name            = "ByTournament"
                    hash_keys       = ["tournamentId", "region"]
                    range_keys      = ["round", "bracket", "matchId"]
                    projection_type = "KEYS_ONLY"
                  }
                }
                """;

        ImportResult result = DesignImport.read(hcl, "main.tf", "main");
        SecondaryIndex gsi = result.design().table().index("ByTournament").orElseThrow();

        assertThat(gsi.keySchema().partitionKey()).extracting(KeyAttribute::name)
                .containsExactly("tournamentId", "region");
        assertThat(gsi.keySchema().sortKey()).extracting(KeyAttribute::name)
                .containsExactly("round", "bracket", "matchId");
        assertThat(result.warnings()).extracting(ImportWarning::message)
                .allMatch(m -> m.endsWith("has no attribute block; read as S")).hasSize(5);
    }

    @Test
    void planTimeValuesAreReportedWhereTheyAreAndTablesWithUnknownKeysAreLeftOut() throws ImportException {
        String hcl = """
                locals {
                  prefix = "shop"
                }

                module "sessions" {
                  source = "terraform-aws-modules/dynamodb-table/aws"
                  name   = "sessions"
                }

                resource "aws_dynamodb_table" "carts" {
                  count        = var.enabled ? 1 : 0
                  name         = "${local.prefix}-carts"
                  billing_mode = "PAY_PER_REQUEST"
                  hash_key     = "cartId"

                  attribute {
                    name = "cartId"
                    type = "S"
                  }

                  dynamic "global_secondary_index" {
                    for_each = var.indexes
                    content {
                      name            = global_secondary_index.value.name
                      hash_key        = global_secondary_index.value.hash_key
                      projection_type = "ALL"
                    }
                  }

                  ttl {
                    attribute_name = "expiresAt"
                  }
                }

                resource "aws_dynamodb_table" "generic" {
                  name     = var.name
                  hash_key = var.hash_key
                }

                resource "aws_dynamodb_table_item" "seed" {
                  table_name = aws_dynamodb_table.carts[0].name
                  hash_key   = "cartId"
                  item       = <<ITEM
                {"cartId": {"S": "c1"}}
                ITEM
                }
                """;

        ImportResult result = DesignImport.read(hcl, "main.tf", "main");

        assertThat(result.design().tables()).extracting(Table::name).containsExactly("carts");
        assertThat(result.design().table().settings().ttlAttribute()).isNull();
        String carts = "/resource/aws_dynamodb_table/carts/0";
        assertThat(result.warnings()).extracting(w -> w.path() + " " + w.message()).contains(
                "/module/sessions module 'sessions' is not read: the tables it creates are defined in the module's"
                        + " own files",
                "/resource/aws_dynamodb_table_item resource type aws_dynamodb_table_item is not represented in"
                        + " Tablesmith; ignored",
                carts + "/count count var.enabled ? 1 : 0 is only known at plan time; the table is imported once",
                carts + "/name name \"${local.prefix}-carts\" is only known at plan time; the table is named after"
                        + " its resource, 'carts'",
                carts + "/dynamic/global_secondary_index dynamic \"global_secondary_index\" blocks are generated at"
                        + " plan time; not imported",
                carts + "/ttl/0 TTL on expiresAt is not enabled (enabled defaults to false); the design has TTL off",
                "/resource/aws_dynamodb_table/generic/0/hash_key key attribute var.hash_key is only known at plan"
                        + " time; ignored",
                "/resource/aws_dynamodb_table/generic/0 table 'generic' is left out: its partition key is only"
                        + " known at plan time");
    }

    @Test
    void aConfigurationWhoseEveryTableHasUnknownKeysFailsWithTheFirstReason() {
        String hcl = """
                resource "aws_dynamodb_table" "this" {
                  name     = var.name
                  hash_key = var.hash_key
                }
                """;

        assertThatThrownBy(() -> DesignImport.read(hcl, "main.tf", "main")).isInstanceOf(ImportException.class)
                .hasMessage("main.tf: /resource/aws_dynamodb_table/this/0: table 'this' has no partition key known"
                        + " before Terraform plans; no table could be imported");
    }

    @Test
    void severalTablesGiveAMultiTableDesign() throws ImportException {
        String hcl = """
                resource "aws_dynamodb_table" "users" {
                  name         = "users"
                  billing_mode = "PAY_PER_REQUEST"
                  hash_key     = "userId"
                  attribute {
                    name = "userId"
                    type = "S"
                  }
                }

                resource "aws_dynamodb_table" "events" {
                  name         = "events"
                  billing_mode = "PAY_PER_REQUEST"
                  hash_key     = "userId"
                  range_key    = "at"
                  attribute {
                    name = "userId"
                    type = "S"
                  }
                  attribute {
                    name = "at"
                    type = "N"
                  }
                }
                """;

        ImportResult result = DesignImport.read(hcl, "tables.tf", "tables");

        assertThat(result.design().tables()).extracting(Table::name).containsExactly("users", "events");
        assertThat(result.design().tables().get(1).keySchema().sortKeyAttribute().orElseThrow().type())
                .isEqualTo(ScalarType.N);
    }

    @Test
    void theJsonSyntaxReadsLikeTheNativeSyntax() throws ImportException {
        String json = """
                {
                  "resource": {
                    "aws_dynamodb_table": {
                      "orders": {
                        "name": "orders",
                        "billing_mode": "PAY_PER_REQUEST",
                        "hash_key": "PK",
                        "range_key": "SK",
                        "attribute": [
                          {"name": "PK", "type": "S"},
                          {"name": "SK", "type": "S"},
                          {"name": "GSI1PK", "type": "S"}
                        ],
                        "global_secondary_index": {"name": "GSI1", "hash_key": "GSI1PK", "projection_type": "ALL"},
                        "ttl": {"attribute_name": "expiresAt", "enabled": true},
                        "point_in_time_recovery": {"enabled": "${var.pitr}"}
                      }
                    }
                  }
                }
                """;

        ImportResult result = DesignImport.read(json, "main.tf.json", "main");
        Table orders = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.TERRAFORM_JSON);
        assertThat(orders.keySchema().attributeNames()).containsExactly("PK", "SK");
        assertThat(orders.index("GSI1")).isPresent();
        assertThat(orders.settings().ttlAttribute()).isEqualTo("expiresAt");
        assertThat(result.warnings()).extracting(ImportWarning::path)
                .containsExactly("/resource/aws_dynamodb_table/orders/point_in_time_recovery/enabled");
    }

    @Test
    void aTtlOnlyKnownAtPlanTimeIsOffAndJsonCommentsAreNotReported() throws ImportException {
        String json = """
                {"resource": {"aws_dynamodb_table": {"sessions": {
                  "//": "sessions expire after a day",
                  "name": "sessions", "billing_mode": "PAY_PER_REQUEST", "hash_key": "id",
                  "attribute": {"name": "id", "type": "S"},
                  "ttl": {"attribute_name": "expiresAt", "enabled": "${var.ttl_on}"}
                }}}}
                """;

        ImportResult result = DesignImport.read(json, "sessions.tf.json", "sessions");

        assertThat(result.design().table().settings().ttlAttribute()).isNull();
        assertThat(result.warnings()).extracting(w -> w.path() + ": " + w.message()).containsExactly(
                "/resource/aws_dynamodb_table/sessions/ttl: TTL (attribute_name \"expiresAt\", enabled var.ttl_on)"
                        + " is only known at plan time; the design has TTL off");
    }

    @Test
    void detectionIsByContentNotByFileName() {
        assertThat(DesignImport.detect(ORDERS)).contains(SourceFormat.TERRAFORM);
        assertThat(DesignImport.detect("resource \"aws_s3_bucket\" \"b\" {\n  bucket = \"b\"\n}\n")).isEmpty();
        assertThat(DesignImport.stem("main.tf")).isEqualTo("main");
        assertThat(DesignImport.stem("main.tf.json")).isEqualTo("main");
    }

    @Test
    void terraformWithoutATableSaysSoInsteadOfListingOtherFormats() {
        String hcl = "provider \"aws\" {\n  region = \"eu-west-1\"\n}\n\ndata \"aws_dynamodb_table\" \"t\" {\n"
                + "  name = \"orders\"\n}\n";

        assertThatThrownBy(() -> DesignImport.read(hcl, "providers.tf", "providers"))
                .hasMessage("providers.tf: the Terraform configuration has no aws_dynamodb_table resource");
    }

    @Test
    void malformedHclFailsWithALocatedError() {
        String hcl = "resource \"aws_dynamodb_table\" \"t\" {\n  hash_key = \"PK\n}\n";

        assertThatThrownBy(() -> DesignImport.read(hcl, "broken.tf", "broken"))
                .hasMessage("broken.tf:2:14: the string is not closed on its line");
    }
}
