package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class WriteCostTest {
    private static final Table TABLE = new Table("commerce-main",
            KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                            Projection.all()),
                    SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), null), Projection.keysOnly())),
            null, null, null, null);

    private static final Item PENDING = Item.of(java.util.Map.of()).with("PK", AttributeValue.s("CUST#c1"))
            .with("SK", AttributeValue.s("ORDER#2026-07-14#o9")).with("GSI1PK", AttributeValue.s("STATUS#PENDING"))
            .with("GSI1SK", AttributeValue.s("2026-07-14T09:30Z")).with("GSI2PK", AttributeValue.s("OPEN"))
            .with("total", AttributeValue.n("59.98"));

    @Test
    void fulfillingAnOrderMovesItInGsi1AndRemovesItFromGsi2() {
        Item fulfilled = PENDING.with("GSI1PK", AttributeValue.s("STATUS#FULFILLED")).without("GSI2PK");
        WriteCost cost = WriteCost.of(TABLE, PENDING, fulfilled, false);
        assertThat(cost.indexes().get("GSI1")).isEqualTo(new WriteCost.IndexWrite(IndexChange.MOVED, 2));
        assertThat(cost.indexes().get("GSI2")).isEqualTo(new WriteCost.IndexWrite(IndexChange.LEFT, 1));
        assertThat(cost.tableUnits()).isEqualTo(1);
        assertThat(cost.totalUnits()).isEqualTo(4);
    }

    @Test
    void newItemEntersEveryIndexWhoseKeysItHas() {
        WriteCost cost = WriteCost.of(TABLE, null, PENDING, false);
        assertThat(cost.indexes().values()).extracting(WriteCost.IndexWrite::change)
                .containsExactly(IndexChange.ENTERED, IndexChange.ENTERED);
    }

    @Test
    void changingANonProjectedAttributeLeavesAKeysOnlyIndexUntouched() {
        WriteCost cost = WriteCost.of(TABLE, PENDING, PENDING.with("total", AttributeValue.n("60")), false);
        assertThat(cost.indexes().get("GSI1").change()).isEqualTo(IndexChange.UPDATED);
        assertThat(cost.indexes().get("GSI2")).isEqualTo(new WriteCost.IndexWrite(IndexChange.UNTOUCHED, 0));
    }

    @Test
    void transactionsCostDouble() {
        assertThat(WriteCost.of(TABLE, null, PENDING, true).totalUnits())
                .isEqualTo(2 * WriteCost.of(TABLE, null, PENDING, false).totalUnits());
    }

    @Test
    void itemLargerThanOneKilobyteCostsMoreUnitsOnTheTable() {
        Item big = PENDING.with("notes", AttributeValue.s("x".repeat(1500)));
        assertThat(WriteCost.of(TABLE, PENDING, big, false).tableUnits()).isEqualTo(2);
    }
}
