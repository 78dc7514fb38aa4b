package dev.tablesmith.ui.tables;

import dev.tablesmith.edit.PricingEdits;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.planner.CapacityPlan;
import dev.tablesmith.planner.PriceTable;
import dev.tablesmith.planner.RegionPrices;
import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The "Capacity and cost" section of the table view: the table's {@link CapacityPlan} (both billing modes per table
 * and GSI, the itemised lines and the recommended mode), computed off the FX thread with the table's usage by
 * {@link TablesViewModel} whenever the design changes, and the pricing choices (region, peak-to-average ratio, target utilisation), each an undoable edit of the design.
 */
public final class CapacityViewModel {
    /** The peak-to-average ratios offered: 1 is steady traffic. */
    public static final List<Double> PEAK_TO_AVERAGE = List.of(1.0, 1.5, 2.0, 3.0, 4.0, 6.0, 10.0, 20.0);
    /** The target utilisations offered; 0.7 is auto scaling's default. */
    public static final List<Double> TARGETS = List.of(0.5, 0.6, 0.7, 0.8, 0.9, 1.0);

    private final DesignSession session;
    private final ReadOnlyObjectWrapper<CapacityPlan> plan = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Pricing> pricing = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");

    /** The section of {@code session}'s table; {@link TablesViewModel} hands it each computed plan. */
    CapacityViewModel(DesignSession session) {
        this.session = session;
    }

    /** A new design is being planned: its pricing, no plan yet. */
    void pending(Design design) {
        pricing.set(design.pricing());
        plan.set(null);
        message.set("Estimating capacity…");
    }

    /** The plan of the design last given to {@link #pending}. */
    void show(CapacityPlan result) {
        plan.set(result);
        message.set("");
    }

    /** Planning failed: why, in one line. */
    void failed(String why) {
        plan.set(null);
        message.set("Could not estimate the capacity: " + why);
    }

    /** The table's capacity plan; null while it is computed. */
    public ReadOnlyObjectProperty<CapacityPlan> planProperty() {
        return plan.getReadOnlyProperty();
    }

    /** The design's pricing. */
    public ReadOnlyObjectProperty<Pricing> pricingProperty() {
        return pricing.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The regions of the price table. */
    public List<String> regions() {
        return PriceTable.regions().stream().map(RegionPrices::region).toList();
    }

    /** Prices the design for {@code region} (one undoable edit); nothing when it already is. */
    public Optional<String> chooseRegion(String region) {
        Optional<RegionPrices> prices = PriceTable.of(region);
        if (region == null || prices.isEmpty() || prices.get().matches(session.design().pricing())) {
            return Optional.empty();
        }
        return session.push(PricingEdits.setRegion(region));
    }

    /** Sets the peak-to-average ratio (one undoable edit); nothing when unchanged. */
    public Optional<String> choosePeakToAverage(Double ratio) {
        if (ratio == null || ratio == session.design().pricing().peakToAverage()) {
            return Optional.empty();
        }
        return session.push(PricingEdits.setPeakToAverage(ratio));
    }

    /** Sets the target utilisation (one undoable edit); nothing when unchanged. */
    public Optional<String> chooseTarget(Double target) {
        if (target == null || target == session.design().pricing().targetUtilization()) {
            return Optional.empty();
        }
        return session.push(PricingEdits.setTargetUtilization(target));
    }
}
