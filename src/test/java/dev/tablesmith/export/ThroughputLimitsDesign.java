package dev.tablesmith.export;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WarmThroughput;
import java.util.ArrayList;
import java.util.List;

/**
 * commerce-main (on demand) with a maximum on-demand throughput of 900 reads and 300 writes and a warm throughput of
 * 15,000 reads and 5,000 writes per second on the table, and a 120-write maximum and 13,000-read warm throughput on
 * GSI1, for the consumer tests of the infrastructure exports.
 */
final class ThroughputLimitsDesign {
    private ThroughputLimitsDesign() {
    }

    static Design design() {
        Design design = CommerceMain.design();
        Table table = design.table();
        List<SecondaryIndex> indexes = new ArrayList<>();
        for (SecondaryIndex index : table.indexes()) {
            indexes.add(index.name().equals("GSI1") ? index.withThroughputLimits(new OnDemandThroughput(null, 120L),
                    new WarmThroughput(13000L, null)) : index);
        }
        Table limited = table.withIndexes(indexes).withSettings(table.settings()
                .withOnDemandThroughput(new OnDemandThroughput(900L, 300L))
                .withWarmThroughput(new WarmThroughput(15000L, 5000L)));
        // Its own name, so that its CDK construct class does not clash with commerce-main's in one synth.
        return design.withName("throughput-limits").withTable(table.name(), limited);
    }
}
