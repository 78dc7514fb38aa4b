package dev.tablesmith.export.diff;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class NaturalOrderTest {
    @Test
    void digitRunsCompareAsNumbers() {
        List<String> ids = new ArrayList<>(List.of("AP10", "AP2", "AP2 plan", "AP1", "GSI12", "GSI3", "AP02x"));

        ids.sort(NaturalOrder.INSTANCE);

        assertThat(ids).containsExactly("AP1", "AP2", "AP2 plan", "AP02x", "AP10", "GSI3", "GSI12");
    }
}
