package dev.tablesmith.ui.compare;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.export.diff.Counts;
import dev.tablesmith.export.diff.DesignChange;
import dev.tablesmith.export.diff.DesignDiff;
import dev.tablesmith.export.diff.DiffSection;
import dev.tablesmith.export.diff.PatternCost;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.geometry.HPos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The comparison, built in code: a bar to choose what to compare with (a git revision of the design's file, or
 * another file), then the diff grouped by section, each change with a coloured impact tag, what changed, what it
 * means for a live table and the items it touches, and the monthly cost per changed pattern and in total.
 */
public final class CompareView {
    private final CompareViewModel viewModel;
    private final BorderPane root = styled(new BorderPane(), "compare");
    private final VBox report = styled(new VBox(), "compare-report");
    private Consumer<CompareViewModel> onChooseFile = vm -> { };

    public CompareView(CompareViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        viewModel.diffProperty().addListener((obs, old, diff) -> show(diff));
    }

    public Node root() {
        return root;
    }

    public CompareViewModel viewModel() {
        return viewModel;
    }

    /** What "Choose file…" does (the dialog opens a file chooser and calls {@code compareWithFile}). */
    public void setOnChooseFile(Consumer<CompareViewModel> handler) {
        onChooseFile = handler;
    }

    private void createView() {
        TextField revision = styled(new TextField(), "compare-revision");
        revision.textProperty().bindBidirectional(viewModel.revisionProperty());
        revision.setPrefColumnCount(14);
        revision.setOnAction(e -> viewModel.compareWithRevision());
        Button compare = styled(new Button("Compare with revision"), "compare-run");
        compare.setDefaultButton(true);
        compare.setOnAction(e -> viewModel.compareWithRevision());
        boolean revisions = viewModel.canCompareWithRevision();
        compare.disableProperty().bind(viewModel.runningProperty().or(
                javafx.beans.binding.Bindings.createBooleanBinding(() -> !revisions)));
        revision.setDisable(!revisions);
        Button file = new Button("Compare with file…");
        file.setOnAction(e -> onChooseFile.accept(viewModel));
        file.disableProperty().bind(viewModel.runningProperty());
        Button copy = new Button("Copy as Markdown");
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(viewModel.markdown());
            Clipboard.getSystemClipboard().setContent(content);
        });
        copy.disableProperty().bind(viewModel.diffProperty().isNull());
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        HBox bar = styled(new HBox(new Label("Git revision"), revision, compare, file, spring, copy), "compare-bar");
        Label status = styled(new Label(), "compare-status");
        status.textProperty().bind(viewModel.statusProperty());
        Label failure = styled(new Label(), "compare-failure");
        failure.textProperty().bind(viewModel.failureProperty());
        failure.visibleProperty().bind(viewModel.failureProperty().isNotEmpty());
        failure.managedProperty().bind(failure.visibleProperty());
        failure.setWrapText(true);
        root.setTop(styled(new VBox(bar, status, failure), "compare-header"));
        ScrollPane scroll = styled(new ScrollPane(report), "compare-scroll");
        scroll.setFitToWidth(true);
        root.setCenter(scroll);
    }

    private void show(DesignDiff diff) {
        report.getChildren().clear();
        if (diff == null) {
            return;
        }
        if (diff.isEmpty()) {
            report.getChildren().add(styled(new Label("No differences: the designs are the same in everything the"
                    + " diff compares."), "compare-same"));
            return;
        }
        int count = diff.changes().size();
        report.getChildren().add(styled(new Label(count + (count == 1 ? " change" : " changes")
                + " · heaviest impact: " + diff.heaviestImpact().label()), "compare-summary"));
        report.getChildren().add(styled(new Label("Monthly cost"), "compare-section-title"));
        report.getChildren().add(costGrid(diff));
        for (DiffSection section : DiffSection.values()) {
            if (!diff.changes(section).isEmpty()) {
                report.getChildren().add(styled(new Label(section.title()), "compare-section-title"));
                GridPane grid = changesGrid();
                int row = 0;
                for (DesignChange change : diff.changes(section)) {
                    addChange(grid, row++, change);
                }
                report.getChildren().add(grid);
            }
        }
    }

    private static GridPane changesGrid() {
        GridPane grid = styled(new GridPane(), "compare-changes");
        ColumnConstraints tag = new ColumnConstraints();
        tag.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints text = new ColumnConstraints();
        text.setHgrow(Priority.ALWAYS);
        text.setFillWidth(true);
        ColumnConstraints items = new ColumnConstraints();
        items.setMinWidth(Region.USE_PREF_SIZE);
        items.setHalignment(HPos.RIGHT);
        grid.getColumnConstraints().addAll(tag, text, items);
        return grid;
    }

    private static void addChange(GridPane grid, int row, DesignChange change) {
        String tone = "compare-tone-" + change.impact().tone().name().toLowerCase(Locale.ROOT);
        Label tag = styled(new Label(change.impact().label()), "compare-tag", tone);
        Label subject = styled(new Label(sign(change) + " " + change.subject()), "compare-subject");
        Label summary = styled(new Label(change.summary()), "compare-detail", "code");
        summary.setWrapText(true);
        Label impact = styled(new Label(change.impactText()), "compare-impact");
        impact.setWrapText(true);
        VBox text = styled(new VBox(subject, summary, impact), "compare-change");
        Label items = styled(new Label(change.touchesItems() ? Counts.items(change.itemsAffected()) : ""),
                "compare-items");
        grid.addRow(row, tag, text, items);
        GridPane.setValignment(tag, javafx.geometry.VPos.TOP);
        GridPane.setValignment(items, javafx.geometry.VPos.TOP);
    }

    private static String sign(DesignChange change) {
        return switch (change.kind()) {
            case ADDED -> "+";
            case REMOVED -> "−";
            case CHANGED -> "~";
        };
    }

    private static GridPane costGrid(DesignDiff diff) {
        GridPane grid = styled(new GridPane(), "compare-cost");
        grid.addRow(0, header("Pattern"), header("Before"), header("After"), header("Change"));
        int row = 1;
        for (PatternCost cost : diff.changedCosts()) {
            grid.addRow(row++, new Label(cost.patternId() + "  " + cost.name()),
                    money(cost.before().isPresent() ? Counts.dollars(cost.before().getAsDouble()) : "new"),
                    money(cost.after().isPresent() ? Counts.dollars(cost.after().getAsDouble()) : "removed"),
                    delta(cost.delta()));
        }
        Label total = styled(new Label("Total, every pattern"), "compare-cost-total");
        grid.addRow(row, total, money(Counts.dollars(diff.totalBefore())), money(Counts.dollars(diff.totalAfter())),
                delta(diff.totalAfter() - diff.totalBefore()));
        return grid;
    }

    private static Label header(String text) {
        return styled(new Label(text), "compare-cost-header");
    }

    private static Label money(String text) {
        Label label = styled(new Label(text), "compare-money");
        GridPane.setHalignment(label, HPos.RIGHT);
        return label;
    }

    private static Label delta(double delta) {
        Label label = money(Counts.signedDollars(delta));
        label.getStyleClass().add(delta >= 0.005 ? "compare-cost-up" : delta <= -0.005 ? "compare-cost-down"
                : "compare-cost-same");
        return label;
    }
}
