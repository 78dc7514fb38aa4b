package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tablesmith.model.BillingMode;
import org.junit.jupiter.api.Test;

/** The on-demand/provisioned comparison and the capacity to provision, each at its edges. */
class BillingComparisonTest {

    @Test
    void atExactlyBreakEvenBothCostTheSameAndOnDemandIsRecommended() {
        // on-demand at a steady peak $10, provisioned $5: the average must be half the peak to cost the same
        BillingComparison even = BillingComparison.of(10, 5, 0.5);

        assertThat(even.onDemandMonthly()).isEqualTo(5.0);
        assertThat(even.breakEvenUtilization()).isEqualTo(0.5);
        assertThat(even.recommended()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(even.reason()).isEqualTo("on-demand: your average is 50% of peak, both cost the same, and "
                + "on-demand needs no capacity planning; break-even at 50% of peak");
    }

    @Test
    void aSpikyWorkloadIsCheaperOnDemand() {
        BillingComparison spiky = BillingComparison.of(10, 3.72, 0.12);

        assertThat(spiky.onDemandMonthly()).isCloseTo(1.2, within(1e-12));
        assertThat(spiky.recommended()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(spiky.reason()).isEqualTo("on-demand: your average is 12% of peak, provisioned would cost 3.1x; "
                + "break-even at 37% of peak");
    }

    @Test
    void steadyTrafficAtFullUtilisationIsCheaperProvisioned() {
        // us-east-1: 1 RCU for a month is 730 x $0.00013 = $0.0949; 1 RRU/s on-demand is 2,628,000 x $0.125/M
        double provisioned = 730 * 0.00013;
        double onDemand = 730 * 3600 / 1_000_000.0 * 0.125;
        BillingComparison steady = BillingComparison.of(onDemand, provisioned, 1);

        assertThat(steady.breakEvenUtilization()).isCloseTo(0.2889, within(1e-4));
        assertThat(steady.recommended()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(steady.reason()).isEqualTo("provisioned: your average is 100% of peak, on-demand would cost "
                + "3.5x; break-even at 29% of peak");
    }

    @Test
    void withoutTrafficOnDemandCostsNothingAndProvisionedStillBillsItsMinimum() {
        BillingComparison idle = BillingComparison.of(0, 0.5694, 1);

        assertThat(idle.onDemandMonthly()).isZero();
        assertThat(idle.breakEvenUtilization()).isInfinite();
        assertThat(idle.recommended()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(idle.reason()).contains("no traffic", "$0.57 a month");
    }

    @Test
    void capacityIsThePeakOverTheTargetRoundedUpAndAtLeastOne() {
        assertThat(CapacityPlan.capacity(0, 0.7)).isEqualTo(1);
        assertThat(CapacityPlan.capacity(0.7, 0.7)).isEqualTo(1);
        assertThat(CapacityPlan.capacity(7, 0.7)).isEqualTo(10);
        assertThat(CapacityPlan.capacity(7.01, 0.7)).isEqualTo(11);
        // a target of 100%: exactly the peak
        assertThat(CapacityPlan.capacity(5, 1)).isEqualTo(5);
        assertThat(CapacityPlan.capacity(5.2, 1)).isEqualTo(6);
    }
}
