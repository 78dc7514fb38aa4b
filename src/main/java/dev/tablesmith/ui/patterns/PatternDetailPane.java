package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The selected pattern: its request, the planner's reason, the cheapest fix, the cost and its editable rate and
 * Limit on the left; "Run on sample data" and the returned items on the right.
 */
final class PatternDetailPane {
    private final PatternsViewModel viewModel;
    private final HBox root = styled(new HBox(), "patterns-detail");
    private final Label title = styled(new Label("Select an access pattern to see how it is served."),
            "patterns-detail-title");
    private final GridPane request = styled(new GridPane(), "patterns-request");
    private final Label reason = wrapped("patterns-reason");
    private final Label fix = wrapped("patterns-fix");
    private final Label cost = wrapped("patterns-cost");
    private final Label fixSection = section("Cheapest fix");
    private final TextField rate = styled(new TextField(), "patterns-rate");
    private final TextField limit = styled(new TextField(), "patterns-limit");
    private final Label editError = styled(new Label(), "patterns-error");
    private final Button run = styled(new Button("Run on sample data"), "patterns-run");
    private final Label runSummary = wrapped("patterns-run-summary");
    private final TableView<List<String>> items = styled(new TableView<>(), "patterns-items");
    private final VBox described = PatternsView.stack("patterns-described");

    PatternDetailPane(PatternsViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        viewModel.detailProperty().addListener((obs, old, detail) -> showDetail(detail));
        viewModel.sampleRunProperty().addListener((obs, old, sample) -> showRun(sample));
        showDetail(viewModel.detailProperty().get());
        showRun(null);
    }

    Node root() {
        return root;
    }

    private void createView() {
        rate.setPrefColumnCount(6);
        limit.setPrefColumnCount(5);
        limit.setPromptText("none");
        rate.setOnAction(e -> applyRate());
        limit.setOnAction(e -> applyLimit());
        rate.focusedProperty().addListener((obs, was, now) -> {
            if (!now) {
                applyRate();
            }
        });
        limit.focusedProperty().addListener((obs, was, now) -> {
            if (!now) {
                applyLimit();
            }
        });
        HBox editor = styled(new HBox(styled(new Label("Requests per second"), "muted"), rate,
                styled(new Label("Limit"), "muted"), limit), "patterns-editor");

        fixSection.managedProperty().bind(fixSection.visibleProperty());
        fix.managedProperty().bind(fix.visibleProperty());
        fix.visibleProperty().bind(fixSection.visibleProperty());
        described.getChildren().addAll(section("Request"), request, section("Why"), reason, fixSection, fix,
                section("Cost"), cost);
        editor.visibleProperty().bind(described.visibleProperty());
        editor.managedProperty().bind(editor.visibleProperty());
        editor.getChildren().forEach(n -> {
            if (n instanceof Label label) {
                label.setMinWidth(Region.USE_PREF_SIZE);
            }
        });
        VBox left = PatternsView.stack("patterns-detail-left");
        left.getChildren().addAll(title, editor, editError, described);
        editError.managedProperty().bind(editError.textProperty().isNotEmpty());
        ScrollPane scroll = styled(new ScrollPane(left), "patterns-detail-scroll");
        scroll.setFitToWidth(true);
        HBox.setHgrow(scroll, Priority.ALWAYS);

        run.setOnAction(e -> viewModel.runOnSampleData());
        items.setPlaceholder(styled(new Label("Run the request to see the items it returns."), "muted"));
        VBox.setVgrow(items, Priority.ALWAYS);
        run.setMinWidth(Region.USE_PREF_SIZE);
        VBox right = PatternsView.stack("patterns-sample");
        right.getChildren().addAll(section("Sample data"), run, runSummary, items);
        right.setPrefWidth(600);
        right.setMinWidth(540);
        root.getChildren().addAll(scroll, right);
    }

    private void showDetail(PatternDetail detail) {
        described.setVisible(detail != null);
        described.setManaged(detail != null);
        run.setDisable(detail == null);
        editError.setText("");
        request.getChildren().clear();
        if (detail == null) {
            title.setText("Select an access pattern to see how it is served.");
            return;
        }
        title.setText(detail.title());
        for (int i = 0; i < detail.request().size(); i++) {
            PatternDetail.Line line = detail.request().get(i);
            request.add(styled(new Label(line.label()), "patterns-request-label"), 0, i);
            Label value = styled(new Label(line.value()), "code", "patterns-request-value");
            value.setWrapText(true);
            request.add(value, 1, i);
        }
        reason.setText(detail.reason());
        fix.setText(detail.fix());
        fixSection.setVisible(!detail.fix().isEmpty());
        cost.setText(detail.cost());
        PatternRow row = viewModel.selectedProperty().get();
        if (row != null) {
            rate.setText(PatternText.number(row.plan().pattern().requestsPerSecond()));
            Integer l = row.plan().pattern().limit();
            limit.setText(l == null ? "" : String.valueOf(l));
        }
    }

    private void showRun(SampleRun sample) {
        items.getColumns().clear();
        items.getItems().clear();
        runSummary.setText(sample == null ? "" : sample.summary());
        if (sample == null) {
            return;
        }
        for (int i = 0; i < sample.columns().size(); i++) {
            int at = i;
            TableColumn<List<String>, String> column = new TableColumn<>(sample.columns().get(i));
            column.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().get(at)));
            int widest = sample.columns().get(i).length();
            for (List<String> cells : sample.rows()) {
                widest = Math.max(widest, cells.get(i).length());
            }
            column.setPrefWidth(Math.max(60, Math.min(240, widest * 9 + 24)));
            items.getColumns().add(column);
        }
        items.getItems().setAll(sample.rows());
        if (sample.rows().isEmpty()) {
            items.setPlaceholder(styled(new Label("No items returned."), "muted"));
        }
    }

    private void applyRate() {
        if (viewModel.selectedProperty().get() == null) {
            return;
        }
        try {
            show(viewModel.setRequestsPerSecond(Double.parseDouble(rate.getText().trim())));
        } catch (NumberFormatException e) {
            editError.setText("Requests/s must be a number, e.g. 2.5.");
        }
    }

    private void applyLimit() {
        if (viewModel.selectedProperty().get() == null) {
            return;
        }
        String text = limit.getText().trim().toLowerCase(Locale.ROOT);
        try {
            show(viewModel.setLimit(text.isEmpty() || text.equals("none") ? null : Integer.valueOf(text)));
        } catch (NumberFormatException e) {
            editError.setText("Limit must be a whole number, or empty for none.");
        }
    }

    private void show(Optional<String> refused) {
        editError.setText(refused.orElse(""));
    }

    private static Label section(String text) {
        return styled(new Label(text), "patterns-section");
    }

    private static Label wrapped(String styleClass) {
        Label label = styled(new Label(), styleClass);
        label.setWrapText(true);
        return label;
    }
}
