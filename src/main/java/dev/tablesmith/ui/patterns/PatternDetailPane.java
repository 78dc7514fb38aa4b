package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.classroom.Explanations;
import dev.tablesmith.classroom.LessonLink;
import java.util.function.Consumer;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The selected pattern: its title and status chip with Duplicate and Delete, the editor, and the plan (request,
 * the planner's reason, the cheapest fix, the cost) on the left; "Run on sample data" on the right.
 */
final class PatternDetailPane {
    private final PatternsViewModel viewModel;
    private final HBox root = styled(new HBox(), "patterns-detail");
    private final Label title = styled(new Label("Select an access pattern to see how it is served."),
            "patterns-detail-title");
    private final Label chip = styled(new Label(), "patterns-chip", "patterns-detail-chip");
    private final GridPane request = styled(new GridPane(), "patterns-request");
    private final Label reason = wrapped("patterns-reason");
    private final Label fix = wrapped("patterns-fix");
    private final Label cost = wrapped("patterns-cost");
    private final Label fixSection = section("Cheapest fix");
    private final Button applyFix = styled(new Button("Apply fix…"), "patterns-apply-fix");
    private final Button duplicate = styled(new Button("Duplicate"), "patterns-duplicate");
    private final Button delete = styled(new Button("Delete…"), "patterns-delete");
    private final VBox described = PatternsView.stack("patterns-described");
    private final VBox verdict = PatternsView.stack("patterns-verdict");
    private final Hyperlink learnWhy = styled(new Hyperlink(), "patterns-learn");
    private final Consumer<LessonLink> onLearnWhy;
    private LessonLink lesson;
    private final PatternEditorPane editor;
    private final WriteSpecPane writeSpec;
    /** Narrower than this, the detail is one column. */
    static final double NARROW_WIDTH = 900;
    private final Node run;

    PatternDetailPane(PatternsViewModel viewModel, Runnable onDuplicate, Runnable onDelete,
                      Consumer<LessonLink> onLearnWhy) {
        this.onLearnWhy = onLearnWhy;
        this.viewModel = viewModel;
        this.editor = new PatternEditorPane(viewModel.editor());
        this.writeSpec = new WriteSpecPane(viewModel.writeEditor());
        Node runPane = new PatternRunPane(viewModel).root();
        ScrollPane runScroll = styled(new ScrollPane(runPane), "patterns-sample-scroll");
        runScroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        runScroll.setFitToWidth(true);
        runScroll.setFitToHeight(true);
        runScroll.setMinHeight(0);
        runScroll.setMinWidth(Region.USE_PREF_SIZE);
        this.run = runScroll;
        duplicate.setOnAction(e -> onDuplicate.run());
        delete.setOnAction(e -> onDelete.run());
        createView();
        viewModel.detailProperty().addListener((obs, old, detail) -> showDetail(detail));
        viewModel.selectedProperty().addListener((obs, old, row) -> showRow(row));
        showDetail(viewModel.detailProperty().get());
        showRow(viewModel.selectedProperty().get());
    }

    Node root() {
        return root;
    }

    private void createView() {
        duplicate.setTooltip(new Tooltip("Duplicate the pattern (Ctrl+D)"));
        delete.setTooltip(new Tooltip("Delete the pattern (Delete)"));
        duplicate.setMinWidth(Region.USE_PREF_SIZE);
        delete.setMinWidth(Region.USE_PREF_SIZE);
        chip.setMinWidth(Region.USE_PREF_SIZE);
        chip.managedProperty().bind(chip.visibleProperty());
        title.setMinWidth(0);
        // A long question wraps onto a second line rather than losing its end at 1280x800.
        title.setWrapText(true);
        title.setMinHeight(Region.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox header = styled(new HBox(title, chip, spacer, duplicate, delete), "patterns-title-row");
        duplicate.visibleProperty().bind(described.visibleProperty());
        delete.visibleProperty().bind(described.visibleProperty());
        // Hidden with no pattern selected, they leave the title ("Select an access pattern…") the whole row.
        duplicate.managedProperty().bind(duplicate.visibleProperty());
        delete.managedProperty().bind(delete.visibleProperty());

        fixSection.managedProperty().bind(fixSection.visibleProperty());
        fix.managedProperty().bind(fix.visibleProperty());
        fix.visibleProperty().bind(fixSection.visibleProperty());
        applyFix.managedProperty().bind(applyFix.visibleProperty());
        applyFix.visibleProperty().bind(fixSection.visibleProperty());
        applyFix.setOnAction(e -> viewModel.fixProposal().ifPresent(proposal ->
                new FixDialog(viewModel, proposal, root.getScene().getWindow()).showAndWait()));
        learnWhy.setOnAction(e -> {
            if (lesson != null) {
                onLearnWhy.accept(lesson);
            }
        });
        learnWhy.managedProperty().bind(learnWhy.visibleProperty());
        learnWhy.setWrapText(true);
        learnWhy.setMinHeight(Region.USE_PREF_SIZE);
        verdict.getChildren().addAll(section("Why"), reason, learnWhy, fixSection, fix, applyFix);
        verdict.visibleProperty().bind(described.visibleProperty());
        verdict.managedProperty().bind(described.visibleProperty());
        described.getChildren().addAll(section("Planned request"), request, section("Cost"), cost);
        VBox left = PatternsView.stack("patterns-detail-left");
        // At 1280x800 the detail below the pattern list is about 230 px tall: the title and the key fields
        // (equalities, range, sort) come first, so they show without scrolling; why and the cheapest fix follow
        // the editor, then the request and cost. The run on sample data is on the right; narrower than
        // NARROW_WIDTH it moves under the plan.
        left.getChildren().addAll(header, editor.root(), writeSpec.root(), verdict, described);
        ScrollPane scroll = styled(new ScrollPane(left), "patterns-detail-scroll");
        scroll.setFitToWidth(true);
        HBox.setHgrow(scroll, Priority.ALWAYS);
        root.getChildren().addAll(scroll, run);
        root.widthProperty().addListener((obs, old, width) -> arrange(left, width.doubleValue()));
    }

    /** The run pane beside the plan when wide, under it when narrow. */
    private void arrange(VBox left, double width) {
        boolean narrow = width > 0 && width < NARROW_WIDTH;
        if (narrow && run.getParent() != left) {
            root.getChildren().remove(run);
            left.getChildren().add(run);
        } else if (!narrow && run.getParent() == left) {
            left.getChildren().remove(run);
            root.getChildren().add(run);
        }
    }

    private void showRow(PatternRow row) {
        lesson = row == null ? null : row.status() == PatternStatus.NEEDS_ENTITY
                ? Explanations.forRule("pattern-needs-entity").map(e -> e.link()).orElse(null)
                : Explanations.forResolution(row.plan().resolution()).link();
        learnWhy.setVisible(lesson != null);
        learnWhy.setText(lesson == null ? "" : "Learn why: the lesson on this kind of plan (step "
                + (lesson.step() + 1) + ")");
        editor.show(row == null ? null : viewModel.editor().pattern().orElse(row.plan().pattern()));
        writeSpec.show(row == null ? null : viewModel.writeEditor().write().orElse(null));
        chip.setVisible(row != null);
        if (row != null) {
            chip.setText(row.statusLabel());
            chip.getStyleClass().removeIf(s -> s.startsWith("patterns-chip-"));
            chip.getStyleClass().add(row.status().styleClass());
        }
    }

    private void showDetail(PatternDetail detail) {
        described.setVisible(detail != null);
        described.setManaged(detail != null);
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
        String refusal = viewModel.fixProposal().map(FixProposal::refusal).orElse("");
        applyFix.setTooltip(new Tooltip(refusal.isEmpty()
                ? "See what the fix changes, then make it as one undoable edit" : refusal));
        cost.setText(detail.cost());
    }

    private static Label section(String text) {
        return styled(new Label(text), "patterns-section");
    }

    private static Label wrapped(String styleClass) {
        Label label = styled(new Label(), styleClass);
        label.setWrapText(true);
        label.setMinHeight(Region.USE_PREF_SIZE);
        return label;
    }
}
