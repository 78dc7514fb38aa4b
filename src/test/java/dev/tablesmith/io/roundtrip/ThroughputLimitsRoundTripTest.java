package dev.tablesmith.io.roundtrip;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.io.interop.DesignImport;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.io.interop.ImportWarning;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WarmThroughput;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The maximum on-demand throughput and the warm throughput of a table and of each GSI go out in the infrastructure
 * exports and come back when the file is imported: CloudFormation {@code OnDemandThroughput}
 * ({@code MaxReadRequestUnits}, {@code MaxWriteRequestUnits}) and {@code WarmThroughput} ({@code ReadUnitsPerSecond},
 * {@code WriteUnitsPerSecond}) on the table and in each GSI; Terraform {@code on_demand_throughput} and
 * {@code warm_throughput} blocks on the table and in each {@code global_secondary_index}; CDK TableV2
 * {@code Billing.onDemand({ maxReadRequestUnits, maxWriteRequestUnits })}, {@code warmThroughput} and the GSI props
 * {@code maxReadRequestUnits}, {@code maxWriteRequestUnits}, {@code warmThroughput}.
 */
class ThroughputLimitsRoundTripTest {
    private static final OnDemandThroughput TABLE_MAXIMUM = new OnDemandThroughput(900L, 300L);
    private static final WarmThroughput TABLE_WARM = new WarmThroughput(15000L, 5000L);
    private static final OnDemandThroughput GSI_MAXIMUM = new OnDemandThroughput(null, 120L);
    private static final WarmThroughput GSI_WARM = new WarmThroughput(13000L, null);

    /** commerce-main (on demand, with GSIs), its table and its first GSI given both limits. */
    static Design limited() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        Table table = design.table();
        List<SecondaryIndex> indexes = new ArrayList<>(table.indexes());
        for (int i = 0; i < indexes.size(); i++) {
            if (indexes.get(i).isGlobal()) {
                indexes.set(i, indexes.get(i).withThroughputLimits(GSI_MAXIMUM, GSI_WARM));
                break;
            }
        }
        Table limited = table.withIndexes(indexes).withSettings(table.settings().withOnDemandThroughput(TABLE_MAXIMUM)
                .withWarmThroughput(TABLE_WARM));
        return design.withTable(table.name(), limited);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"cloudformation, table.yaml", "cloudformation-json, table.json", "terraform, main.tf",
            "cdk, lib/stack.ts"})
    void tableAndGsiThroughputLimitsComeBackWithoutAWarning(String format, String file) throws Exception {
        Design design = limited();
        String exported = Exporters.byId(format).orElseThrow().export(design);
        ImportResult back = DesignImport.read(exported, file, design.name());

        Table table = back.design().table();
        assertThat(table.settings().onDemandThroughput()).isEqualTo(TABLE_MAXIMUM);
        assertThat(table.settings().warmThroughput()).isEqualTo(TABLE_WARM);
        SecondaryIndex gsi = table.globalSecondaryIndexes().get(0);
        assertThat(gsi.onDemandThroughput()).isEqualTo(GSI_MAXIMUM);
        assertThat(gsi.warmThroughput()).isEqualTo(GSI_WARM);
        assertThat(table.globalSecondaryIndexes().subList(1, table.globalSecondaryIndexes().size()))
                .allSatisfy(other -> assertThat(other.warmThroughput()).isNull());
        assertThat(back.warnings()).extracting(ImportWarning::message)
                .noneMatch(m -> m.toLowerCase(java.util.Locale.ROOT).contains("throughput")
                        || m.contains("RequestUnits") || m.contains("request_units"));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"cloudformation, OnDemandThroughput, MaxReadRequestUnits: 900", "terraform, on_demand_throughput,"
            + " max_read_request_units  = 900", "cdk, Billing.onDemand, maxReadRequestUnits: 900"})
    void theExportNamesTheLimitInTheToolsOwnWords(String format, String block, String member) throws Exception {
        String exported = Exporters.byId(format).orElseThrow().export(limited());
        assertThat(exported).contains(block, member);
        assertThat(exported).containsAnyOf("ReadUnitsPerSecond: 15000", "read_units_per_second  = 15000",
                "read_units_per_second = 15000", "readUnitsPerSecond: 15000");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"cloudformation", "terraform", "cdk"})
    void aDesignWithoutLimitsExportsNone(String format) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        String exported = Exporters.byId(format).orElseThrow()
                .export(gallery.load(gallery.find("commerce-main").orElseThrow()));
        assertThat(exported).doesNotContain("OnDemandThroughput", "WarmThroughput", "on_demand_throughput",
                "warm_throughput", "warmThroughput", "maxReadRequestUnits");
    }
}
