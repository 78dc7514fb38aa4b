package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.FullTextCell;
import dev.tablesmith.ui.items.WholeItemAction;
import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * "Run on sample data": one field per input of the selected pattern's request, the Run button, DynamoDB's Count,
 * ScannedCount and consumed capacity, the returned items and the request JSON that produced them.
 */
final class PatternRunPane {
    private final PatternsViewModel viewModel;
    private final VBox root = PatternsView.stack("patterns-sample");
    private final GridPane inputs = styled(new GridPane(), "patterns-form", "patterns-inputs");
    private final Label noInputs = styled(new Label(), "muted", "patterns-no-inputs");
    private final Button run = styled(new Button("Run on sample data"), "patterns-run");
    private final Label summary = styled(new Label(), "patterns-run-summary");
    private final TableView<SampleRun.Row> items = styled(new TableView<>(), "patterns-items");
    private final TextArea request = styled(new TextArea(), "code", "patterns-request-json");
    private final TabPane results = styled(new TabPane(), "patterns-results");

    PatternRunPane(PatternsViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        viewModel.sampleRunProperty().addListener((obs, old, sample) -> showRun(sample));
        viewModel.runInputs().addListener((ListChangeListener<RunInput>) c -> showInputs());
        viewModel.selectedProperty().addListener((obs, old, row) -> showInputs());
        showInputs();
        showRun(viewModel.sampleRunProperty().get());
    }

    Node root() {
        return root;
    }

    private void createView() {
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        run.setMinWidth(Region.USE_PREF_SIZE);
        run.setOnAction(e -> runOrApply());
        noInputs.managedProperty().bind(noInputs.visibleProperty());
        noInputs.setWrapText(true);
        noInputs.setMinHeight(Region.USE_PREF_SIZE); // wrapped, never cut to one line with "…"
        run.managedProperty().bind(run.visibleProperty());
        results.managedProperty().bind(results.visibleProperty());
        items.setPlaceholder(styled(new Label("Run the request to see the items it returns."), "muted"));
        items.setId("patterns-items");
        WholeItemAction.install(items, "Show whole item…", row -> {
            SampleRun sample = viewModel.sampleRunProperty().get();
            return sample == null ? null : sample.wholeItems(row);
        });
        request.setEditable(false);
        request.setWrapText(false);
        request.setPromptText("The request appears here after a run.");
        Tab itemsTab = new Tab("Items", items);
        itemsTab.setTooltip(new Tooltip("Double-click an item (or Enter) to see it whole"));
        Tab requestTab = new Tab("Request JSON", request);
        results.getTabs().setAll(itemsTab, requestTab);
        results.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(results, Priority.ALWAYS);
        Label section = styled(new Label("Sample data"), "patterns-section");
        summary.managedProperty().bind(summary.textProperty().isNotEmpty());
        root.getChildren().addAll(section, inputs, noInputs, run, summary, results);
        root.setPrefWidth(450);
        root.setMinWidth(380);
    }

    private void showInputs() {
        inputs.getChildren().clear();
        List<RunInput> fields = viewModel.runInputs();
        PatternRow row = viewModel.selectedProperty().get();
        boolean write = row != null && row.plan().request() == null;
        boolean applicable = write && row.plan().pattern().write() != null;
        run.setText(write ? "Apply to sample data" : "Run on sample data");
        run.setDisable(row == null || write && !applicable);
        // With no pattern selected there is nothing to run: one line says so, no disabled button, no empty tabs.
        run.setVisible(row != null);
        results.setVisible(row != null);
        noInputs.setVisible(row == null || fields.isEmpty());
        noInputs.setText(write ? "The write uses its example values; it changes the sample data (undo with Ctrl+Z)."
                : "This request has no inputs to type: its values are constants.");
        if (row == null) {
            noInputs.setText("Select an access pattern to run it on the sample data.");
        } else if (row.status() == PatternStatus.NEEDS_ENTITY) {
            run.setDisable(true);
            noInputs.setText("Nothing to run until the table has the entity the pattern needs.");
        }
        for (int i = 0; i < fields.size(); i++) {
            RunInput input = fields.get(i);
            Label label = styled(new Label(input.label() + " (" + input.type() + ")"), "patterns-field-label");
            label.setMinWidth(Region.USE_PREF_SIZE);
            TextField field = styled(new TextField(), "patterns-input");
            field.setId("patterns-input-" + input.name());
            field.textProperty().bindBidirectional(input.valueProperty());
            field.setOnAction(e -> runOrApply());
            GridPane.setHgrow(field, Priority.ALWAYS);
            Label error = styled(new Label(), "patterns-error", "patterns-input-error");
            error.textProperty().bind(input.errorProperty());
            error.managedProperty().bind(error.textProperty().isNotEmpty());
            error.setWrapText(true);
            inputs.add(label, 0, 2 * i);
            inputs.add(field, 1, 2 * i);
            inputs.add(error, 1, 2 * i + 1);
        }
    }

    private void runOrApply() {
        PatternRow row = viewModel.selectedProperty().get();
        if (row != null && row.plan().request() == null) {
            viewModel.applyToSampleData();
        } else {
            viewModel.runOnSampleData();
        }
    }

    private void showRun(SampleRun sample) {
        items.getColumns().clear();
        items.getItems().clear();
        summary.setText(sample == null ? "" : sample.summary());
        request.setText(sample == null ? "" : sample.request());
        if (sample == null) {
            items.setPlaceholder(styled(new Label("Run the request to see the items it returns."), "muted"));
            return;
        }
        if (RefusedWrite.COLUMNS.equals(sample.columns())) {
            showRefused(sample);
            return;
        }
        items.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        for (int i = 0; i < sample.columns().size(); i++) {
            int at = i;
            TableColumn<SampleRun.Row, String> column = new TableColumn<>(sample.columns().get(i));
            column.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().cells().get(at)));
            column.setCellFactory(c -> new FullTextCell<>());
            int widest = sample.columns().get(i).length();
            for (SampleRun.Row row : sample.rows()) {
                widest = Math.max(widest, row.cells().get(i).length());
            }
            column.setPrefWidth(Math.max(60, Math.min(sample.columns().size() > 4 ? 170 : 240, widest * 8 + 24)));
            items.getColumns().add(column);
        }
        items.getItems().setAll(sample.rows());
        if (sample.rows().isEmpty()) {
            items.setPlaceholder(styled(new Label("No items returned."), "muted"));
        }
    }

    /** A refused write: one wrapped row per action, filling the table's width, so no part of it is cut short. */
    private void showRefused(SampleRun sample) {
        TableColumn<SampleRun.Row, SampleRun.Row> column = new TableColumn<>(String.join(" \u00b7 ",
                sample.columns()));
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        column.setCellFactory(c -> new RefusedActionCell(column, sample.columns()));
        column.setSortable(false);
        items.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY);
        items.getColumns().add(column);
        items.getItems().setAll(sample.rows());
        // A transaction lists every action; the first that failed is the one to see.
        sample.rows().stream().filter(r -> !r.cells().get(1).equals("None")).findFirst().ifPresent(items::scrollTo);
    }
}
