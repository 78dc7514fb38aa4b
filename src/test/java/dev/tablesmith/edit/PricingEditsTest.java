package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.KeyAttribute;
import java.util.List;
import org.junit.jupiter.api.Test;

class PricingEditsTest {
    private static Design design() {
        Table table = new Table("t", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(), null,
                List.of(), List.of(), List.of());
        return new Design("d", "", List.of(table), Pricing.usEast1().withPeakToAverage(4));
    }

    @Test
    void aRegionTakesThePriceTablesFiguresAndKeepsTheTrafficAssumptions() {
        Design after = PricingEdits.setRegion("ap-northeast-1").apply(design());

        assertThat(after.pricing().region()).isEqualTo("ap-northeast-1");
        assertThat(after.pricing().wcuHour()).isEqualTo(0.000742);
        assertThat(after.pricing().peakToAverage()).isEqualTo(4);
        assertThat(after.pricing().hoursPerMonth()).isEqualTo(730);
        assertThat(PricingEdits.setRegion("ap-northeast-1").description()).isEqualTo("Price for ap-northeast-1");
    }

    @Test
    void trafficSettingsAreEditsToo() {
        Design after = PricingEdits.setTargetUtilization(0.5).apply(PricingEdits.setPeakToAverage(2).apply(design()));

        assertThat(after.pricing().peakToAverage()).isEqualTo(2);
        assertThat(after.pricing().targetUtilization()).isEqualTo(0.5);
        assertThat(PricingEdits.setTargetUtilization(0.5).description()).isEqualTo("Set target utilisation to 50%");
    }

    @Test
    void anUnknownRegionOrAnImpossibleSettingIsRefusedWithAMessage() {
        assertThatThrownBy(() -> PricingEdits.setRegion("mars-1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no prices for region 'mars-1'");
        assertThatThrownBy(() -> PricingEdits.setPeakToAverage(0.5).apply(design()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("peakToAverage must be at least 1, not 0.5");
    }
}
