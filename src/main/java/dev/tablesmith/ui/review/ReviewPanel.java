package dev.tablesmith.ui.review;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.classroom.Explanation;
import dev.tablesmith.classroom.Explanations;
import dev.tablesmith.classroom.LessonLink;
import dev.tablesmith.review.Finding;
import dev.tablesmith.ui.DesignSession;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The design-review panel for the bottom of the designer window (about 200 px high, full width): a header with
 * the counts by severity, the findings list (severity chip, rule id, message) and, beside it, the selected
 * finding's explanation and location.
 */
public final class ReviewPanel {
    private final ReviewPanelViewModel viewModel;
    private final BorderPane root = styled(new BorderPane(), "review-panel");
    private final ListView<Finding> list = styled(new ListView<>(), "review-panel-list");
    private final Label detailTitle = styled(new Label(), "review-panel-detail-title");
    private final Label detailMessage = styled(new Label(), "review-panel-detail-message");
    private final Label explanation = styled(new Label(), "review-panel-explanation");
    private final Label location = styled(new Label(), "review-panel-location", "code");
    private final Hyperlink learnWhy = styled(new Hyperlink(), "review-panel-learn");
    private final Button previewFix = styled(new Button("Preview and apply…"), "review-panel-apply");
    private final Label previewFailure = styled(new Label(), "review-native-error");
    private Consumer<LessonLink> onLearnWhy = link -> { };
    private LessonLink lesson;

    public ReviewPanel(DesignSession session) {
        this.viewModel = new ReviewPanelViewModel(session);
        root.setPrefHeight(200);
        root.setTop(header());
        root.setCenter(body());
        viewModel.selectedProperty().addListener((o, before, after) -> showDetail(after));
        showDetail(null);
    }

    public Node root() {
        return root;
    }

    public ReviewPanelViewModel viewModel() {
        return viewModel;
    }

    /**
     * What "Learn why" does with the lesson step that teaches the selected finding's rule (the classroom's lesson
     * panel opens at that step).
     */
    public void setOnLearnWhy(Consumer<LessonLink> action) {
        onLearnWhy = Objects.requireNonNull(action, "action");
    }

    private Node header() {
        Label title = styled(new Label("Design review"), "review-panel-title");
        Label counts = styled(new Label(), "review-panel-counts");
        counts.textProperty().bind(viewModel.countsProperty());
        Label failure = styled(new Label(), "review-panel-failure");
        failure.textProperty().bind(viewModel.failureProperty());
        HBox header = styled(new HBox(title, counts, failure), "review-panel-header");
        return header;
    }

    private Node body() {
        list.setItems(viewModel.findings());
        list.setCellFactory(view -> new FindingCell());
        list.setPlaceholder(styled(new Label("No findings: the review has nothing to report."), "muted"));
        list.getSelectionModel().selectedItemProperty().addListener((o, before, after) -> {
            if (after != null || !viewModel.findings().contains(viewModel.selectedProperty().get())) {
                viewModel.select(after);
            }
        });
        explanation.setWrapText(true);
        location.setWrapText(true);
        detailMessage.setWrapText(true);
        learnWhy.setOnAction(e -> {
            if (lesson != null) {
                onLearnWhy.accept(lesson);
            }
        });
        previewFix.setOnAction(e -> preview());
        previewFailure.setWrapText(true);
        VBox detail = styled(new VBox(detailTitle, detailMessage, location, explanation, previewFix, previewFailure,
                learnWhy),
                "review-panel-detail");
        detail.setFillWidth(true);
        ScrollPane scroll = styled(new ScrollPane(detail), "review-panel-detail-scroll");
        scroll.setFitToWidth(true);
        SplitPane split = styled(new SplitPane(list, scroll), "review-panel-split");
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.58);
        return split;
    }

    private void showDetail(Finding finding) {
        boolean none = finding == null;
        detailTitle.setText(none ? "Select a finding to read why it matters" : finding.ruleId()
                + "  ·  " + finding.severity().name());
        detailMessage.setText(none ? "" : finding.message());
        explanation.setText(none ? "" : finding.explanation());
        location.setText(none ? "" : "Location: " + ReviewPanelViewModel.locationText(finding.location()));
        for (Label label : new Label[] {detailMessage, explanation, location}) {
            label.setManaged(!none);
            label.setVisible(!none);
        }
        boolean fixable = ReviewPanelViewModel.hasNativeKeyFix(finding);
        previewFix.setManaged(fixable);
        previewFix.setVisible(fixable);
        previewFailure.setText("");
        lesson = none ? null : Explanations.forRule(finding.ruleId()).map(Explanation::link).orElse(null);
        learnWhy.setText(lesson == null ? "" : "Learn why: open the lesson that teaches this (step " + (lesson.step() + 1) + ")");
        learnWhy.setManaged(lesson != null);
        learnWhy.setVisible(lesson != null);
    }

    /** Opens the native-key preview of the selected finding once it is computed (off the FX thread). */
    private void preview() {
        Finding finding = viewModel.selectedProperty().get();
        if (!ReviewPanelViewModel.hasNativeKeyFix(finding)) {
            return;
        }
        previewFix.setDisable(true);
        viewModel.previewNativeKey(finding, proposal -> {
            previewFix.setDisable(false);
            new NativeKeyDialog(proposal, viewModel::applyNativeKey, root.getScene() == null ? null
                    : root.getScene().getWindow()).show();
        }, message -> {
            previewFix.setDisable(false);
            previewFailure.setText("No preview: " + message);
        });
    }

    /** One finding: severity chip, rule id, message. */
    private static final class FindingCell extends ListCell<Finding> {
        /** Cells take the list's width (long messages end in an ellipsis) instead of scrolling sideways. */
        FindingCell() {
            setPrefWidth(0);
        }

        @Override
        protected void updateItem(Finding finding, boolean empty) {
            super.updateItem(finding, empty);
            setText(null);
            if (empty || finding == null) {
                setGraphic(null);
                return;
            }
            Label rule = styled(new Label(finding.ruleId()), "review-panel-rule", "code");
            rule.setMinWidth(Region.USE_PREF_SIZE);
            Label message = styled(new Label(finding.message()), "review-panel-message");
            message.setMinWidth(0);
            message.setTooltip(new Tooltip(finding.message()));
            HBox.setHgrow(message, Priority.ALWAYS);
            setGraphic(styled(new HBox(SeverityChip.of(finding.severity()), rule, message), "review-panel-row"));
        }
    }
}
