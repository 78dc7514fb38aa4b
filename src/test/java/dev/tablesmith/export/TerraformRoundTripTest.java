package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.interop.DesignImport;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Export to Terraform, import the file back: the same tables, keys (multi-attribute GSI keys included), indexes with
 * projections and capacity, billing, TTL, streams and point-in-time recovery, and nothing to warn about.
 */
class TerraformRoundTripTest {
    static Stream<Arguments> designs() {
        return Stream.of(Arguments.of("commerce-main", CommerceMain.design()),
                Arguments.of("varied", VariedDesign.design()),
                Arguments.of("multi-attribute GSI keys", MultiAttributeKeyExportTest.tournaments()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("designs")
    void exportThenImportGivesTheSameTables(String name, Design design) throws Exception {
        String tf = new TerraformExporter().export(design);

        ImportResult imported = DesignImport.read(tf, "main.tf", "main");

        assertThat(imported.warnings()).isEmpty();
        assertThat(imported.design().tables()).hasSameSizeAs(design.tables());
        for (int i = 0; i < design.tables().size(); i++) {
            Table expected = design.tables().get(i);
            Table actual = imported.design().tables().get(i);
            assertThat(actual.name()).isEqualTo(expected.name());
            assertThat(actual.keySchema()).isEqualTo(expected.keySchema());
            assertThat(actual.indexes()).extracting(SecondaryIndex::name, SecondaryIndex::kind,
                    SecondaryIndex::keySchema, SecondaryIndex::projection).containsExactlyElementsOf(
                    expected.indexes().stream().map(x -> org.assertj.core.groups.Tuple.tuple(x.name(), x.kind(),
                            x.keySchema(), x.projection())).toList());
            assertThat(actual.settings().billingMode()).isEqualTo(TableDefaults.onDemand(expected)
                    ? dev.tablesmith.model.BillingMode.PAY_PER_REQUEST : dev.tablesmith.model.BillingMode.PROVISIONED);
            if (!TableDefaults.onDemand(expected)) {
                assertThat(actual.settings().provisioned()).isEqualTo(TableDefaults.throughput(expected));
                for (SecondaryIndex index : expected.globalSecondaryIndexes()) {
                    assertThat(actual.index(index.name()).orElseThrow().provisioned())
                            .isEqualTo(TableDefaults.throughput(expected, index));
                }
            }
            assertThat(actual.settings().ttlAttribute()).isEqualTo(expected.settings().ttlAttribute());
            assertThat(actual.settings().streamViewType()).isEqualTo(expected.settings().streamViewType());
            assertThat(actual.settings().pointInTimeRecovery()).isEqualTo(expected.settings().pointInTimeRecovery());
        }
    }
}
