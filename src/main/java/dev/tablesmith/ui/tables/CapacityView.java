package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.Pricing;
import dev.tablesmith.planner.BillingComparison;
import dev.tablesmith.planner.CapacityPlan;
import dev.tablesmith.planner.IndexCapacity;
import dev.tablesmith.planner.MonthlyLine;
import java.util.Locale;
import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The "Capacity and cost" card: region, peak-to-average and target-utilisation choices (each an undoable edit of
 * the design's pricing), then per table and GSI the request units a second at peak, the RCU and WCU to provision,
 * a month on-demand and provisioned side by side, storage, streams and backups, the totals, the recommended mode
 * with its reason, and where the prices come from.
 */
final class CapacityView {
    private final CapacityViewModel viewModel;
    private final VBox root = styled(new VBox(), "tables-card", "capacity-card");
    private final ComboBox<String> region = styled(new ComboBox<>(), "capacity-region");
    private final ComboBox<Double> peak = styled(new ComboBox<>(), "capacity-peak");
    private final ComboBox<Double> target = styled(new ComboBox<>(), "capacity-target");
    private final VBox body = new VBox();

    CapacityView(CapacityViewModel viewModel) {
        this.viewModel = viewModel;
        Label name = styled(new Label("Capacity and cost"), "tables-card-name");
        region.getItems().setAll(viewModel.regions());
        peak.getItems().setAll(CapacityViewModel.PEAK_TO_AVERAGE);
        peak.setConverter(converter(v -> "peak = " + number(v) + " x average"));
        target.getItems().setAll(CapacityViewModel.TARGETS);
        target.setConverter(converter(v -> number(v * 100) + "% target utilisation"));
        region.setOnAction(e -> viewModel.chooseRegion(region.getValue()));
        peak.setOnAction(e -> viewModel.choosePeakToAverage(peak.getValue()));
        target.setOnAction(e -> viewModel.chooseTarget(target.getValue()));
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox heading = styled(new HBox(name, gap, new Label("Region"), region, peak, target),
                "tables-card-heading");
        heading.setSpacing(8);
        root.getChildren().addAll(heading, body);
        viewModel.pricingProperty().addListener((obs, old, pricing) -> showPricing(pricing));
        viewModel.planProperty().addListener((obs, old, plan) -> showPlan(plan));
        viewModel.messageProperty().addListener((obs, old, text) -> showPlan(viewModel.planProperty().get()));
        showPricing(viewModel.pricingProperty().get());
        showPlan(viewModel.planProperty().get());
    }

    Node root() {
        return root;
    }

    private void showPricing(Pricing pricing) {
        if (pricing == null) {
            return;
        }
        region.setValue(pricing.region());
        peak.setValue(pricing.peakToAverage());
        target.setValue(pricing.targetUtilization());
    }

    private void showPlan(CapacityPlan plan) {
        body.getChildren().clear();
        if (plan == null) {
            body.getChildren().add(styled(new Label(viewModel.messageProperty().get()), "muted"));
            return;
        }
        GridPane grid = styled(new GridPane(), "tables-grid", "capacity-grid");
        grid.setHgap(18);
        header(grid, "Index", "RRU/s at peak", "WRU/s at peak", "RCU", "WCU", "On-demand", "Provisioned");
        int row = 1;
        for (IndexCapacity index : plan.indexes()) {
            cells(grid, row++, index.index(), units(index.readUnitsPerSecond()), units(index.writeUnitsPerSecond()),
                    Long.toString(index.readCapacityUnits()), Long.toString(index.writeCapacityUnits()),
                    monthly(index.onDemandMonthly()), monthly(index.provisionedMonthly()));
        }
        for (MonthlyLine line : plan.lines()) {
            boolean fixed = line.item().equals("storage") ? line.detail().startsWith("total")
                    : !line.item().equals("reads") && !line.item().equals("writes");
            if (fixed) {
                cells(grid, row++, label(line.item()), "", "", "", "", monthly(line.onDemand()),
                        monthly(line.provisioned()));
            }
        }
        BillingComparison comparison = plan.comparison();
        int totalRow = row;
        cells(grid, totalRow, "Total", "", "", "", "", monthly(comparison.onDemandMonthly()),
                monthly(comparison.provisionedMonthly()));
        grid.getChildren().stream().filter(n -> GridPane.getRowIndex(n) == totalRow)
                .forEach(n -> n.getStyleClass().add("capacity-total"));
        Label recommendation = styled(new Label("Recommended: " + comparison.reason()), "capacity-recommendation");
        recommendation.setWrapText(true);
        Label source = styled(new Label(plan.prices().region() + " prices of " + plan.prices().asOf()
                + (plan.prices().verified() ? "" : " (unverified)") + ". Reserved capacity is not assumed. "
                + "Source: " + plan.prices().source()), "muted", "capacity-source");
        source.setWrapText(true);
        body.getChildren().addAll(grid, recommendation, source);
        body.setSpacing(8);
    }

    private static void header(GridPane grid, String... texts) {
        for (int c = 0; c < texts.length; c++) {
            Label label = styled(new Label(texts[c]), "tables-label");
            grid.add(label, c, 0);
            if (c > 0) {
                GridPane.setHalignment(label, HPos.RIGHT);
            }
        }
    }

    private static void cells(GridPane grid, int row, String... texts) {
        for (int c = 0; c < texts.length; c++) {
            Label label = styled(new Label(texts[c]), "tables-value", "capacity-cell");
            grid.add(label, c, row);
            if (c > 0) {
                GridPane.setHalignment(label, HPos.RIGHT);
            }
        }
    }

    private static String label(String item) {
        return switch (item) {
            case "storage" -> "Storage";
            case "streams" -> "Streams";
            case "pitr" -> "Point-in-time recovery";
            default -> item;
        };
    }

    private static String units(double perSecond) {
        return String.format(Locale.ROOT, "%,.2f", perSecond);
    }

    private static String monthly(double usd) {
        return String.format(Locale.ROOT, usd >= 100 ? "$%,.0f/month" : "$%,.2f/month", usd);
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%s", value);
    }

    private static StringConverter<Double> converter(java.util.function.Function<Double, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(Double value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public Double fromString(String string) {
                return null;
            }
        };
    }
}
