package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A local secondary index shares its table's capacity (Developer Guide, "Provisioned throughput considerations for
 * local secondary indexes"): its units count on the table line; a GSI has its own.
 */
class IndexLoadsTest {
    @Test
    void anLsisUnitsCountOnTheTableAndAGsiKeepsItsOwn() {
        KeySchema key = KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK"));
        Table table = new Table("t", key, List.of(
                new SecondaryIndex("LSI1", IndexKind.LSI, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("LSK")),
                        Projection.all(), null),
                new SecondaryIndex("GSI1", IndexKind.GSI, KeySchema.of(KeyAttribute.s("G"), KeyAttribute.s("H")),
                        Projection.all(), null)), null, List.of(), List.of(), List.of());

        assertThat(IndexLoads.capacityOwner(table, "LSI1")).isEqualTo("table");
        assertThat(IndexLoads.capacityOwner(table, null)).isEqualTo("table");
        assertThat(IndexLoads.capacityOwner(table, "GSI1")).isEqualTo("GSI1");
        assertThat(IndexLoads.of(table, List.of(), null).writeUnits()).containsOnlyKeys("table", "GSI1");
    }
}
