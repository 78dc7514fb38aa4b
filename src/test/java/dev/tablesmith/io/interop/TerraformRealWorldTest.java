package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.export.TerraformExporter;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.DesignValidator;
import java.net.URISyntaxException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Terraform files from public repositories (see {@code realworld/terraform/SOURCES.md} in the test resources). */
class TerraformRealWorldTest {
    static Path fixture(String name) {
        try {
            return Path.of(TerraformRealWorldTest.class.getResource("realworld/terraform/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void threatExchangeDatastoreGivesThreeTablesWithIncludeProjectionsAndStreams() throws Exception {
        ImportResult result = DesignImport.read(fixture("threatexchange-hma-datastore-three-tables.tf"));

        assertThat(result.format()).isEqualTo(SourceFormat.TERRAFORM);
        assertThat(result.design().tables()).extracting(Table::name)
                .containsExactly("hma_datastore", "hma_banks", "hma_counts");
        Table datastore = result.design().table("hma_datastore").orElseThrow();
        assertThat(datastore.keySchema().attributeNames()).containsExactly("PK", "SK");
        assertThat(datastore.settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(datastore.settings().streamViewType()).isEqualTo(StreamViewType.NEW_IMAGE);
        SecondaryIndex gsi1 = datastore.index("GSI-1").orElseThrow();
        assertThat(gsi1.keySchema().attributeNames()).containsExactly("GSI1-PK", "GSI1-SK");
        assertThat(gsi1.projection().type()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(gsi1.projection().nonKeyAttributes()).hasSize(7).startsWith("ContentHash").endsWith("SignalType");
        assertThat(result.design().table("hma_banks").orElseThrow().indexes()).extracting(SecondaryIndex::name)
                .containsExactly("BankNameIndex", "BankMemberSignalCursorIndex", "BankMemberIdIndex");
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(result.warnings()).extracting(ImportWarning::path).containsExactlyInAnyOrder(
                "/resource/aws_dynamodb_table/hma_datastore/0/name",
                "/resource/aws_dynamodb_table/hma_datastore/0/tags",
                "/resource/aws_dynamodb_table/hma_datastore/0/lifecycle",
                "/resource/aws_dynamodb_table/hma_banks/0/name",
                "/resource/aws_dynamodb_table/hma_banks/0/tags",
                "/resource/aws_dynamodb_table/hma_banks/0/lifecycle",
                "/resource/aws_dynamodb_table/hma_counts/0/name");
    }

    @Test
    void wellcomeLockTableInTerraform011StyleIsProvisionedWithAVariableIndexName() throws Exception {
        ImportResult result = DesignImport.read(fixture("wellcome-platform-matcher-locktable-tf011.tf"));
        Table locks = result.design().table();

        assertThat(locks.name()).isEqualTo("matcher_lock_table");
        assertThat(locks.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(locks.settings().provisioned()).isEqualTo(new Throughput(1, 1));
        assertThat(locks.settings().ttlAttribute()).isEqualTo("expires");
        SecondaryIndex gsi = locks.indexes().get(0);
        assertThat(gsi.name()).isEqualTo("gsi1");
        assertThat(gsi.keySchema().attributeNames()).containsExactly("contextId");
        assertThat(gsi.provisioned()).isEqualTo(new Throughput(1, 1));
        assertThat(result.warnings()).extracting(w -> w.path() + ": " + w.message()).contains(
                "/module/matcher_lock_table_dynamo_autoscaling: module 'matcher_lock_table_dynamo_autoscaling' is"
                        + " not read: the tables it creates are defined in the module's own files",
                "/resource/aws_dynamodb_table/matcher_lock_table/0/global_secondary_index/0/name: index name"
                        + " var.matcher_lock_table_index is not a literal; named 'gsi1'");
    }

    @Test
    void realFilesSurviveAnExportAndImportRoundTrip() throws Exception {
        for (String name : new String[] {"threatexchange-hma-datastore-three-tables.tf",
                "wellcome-platform-matcher-locktable-tf011.tf"}) {
            Design first = DesignImport.read(fixture(name)).design();

            ImportResult again = DesignImport.read(new TerraformExporter().export(first), "export.tf", "export");

            assertThat(again.warnings()).as(name).isEmpty();
            assertThat(again.design().tables()).as(name).hasSameSizeAs(first.tables());
            for (int i = 0; i < first.tables().size(); i++) {
                Table expected = first.tables().get(i);
                Table actual = again.design().tables().get(i);
                assertThat(actual.name()).isEqualTo(expected.name());
                assertThat(actual.keySchema()).isEqualTo(expected.keySchema());
                assertThat(actual.indexes()).isEqualTo(expected.indexes());
                assertThat(actual.settings()).isEqualTo(expected.settings());
            }
        }
    }

    @Test
    void theModuleWhoseEveryValueIsAVariableCannotBeImported() {
        Path file = fixture("terraform-aws-modules-dynamodb-table-main.tf");

        assertThatThrownBy(() -> DesignImport.read(file)).isInstanceOf(ImportException.class)
                .hasMessage(file + ": /resource/aws_dynamodb_table/this/0: table 'this' has no partition key known"
                        + " before Terraform plans; no table could be imported");
    }
}
