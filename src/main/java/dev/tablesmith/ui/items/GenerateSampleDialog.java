package dev.tablesmith.ui.items;

import dev.tablesmith.ui.DialogStage;
import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.DesignSession;
import javafx.application.Platform;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The "Generate sample data…" window: Records (a number, for each entity or in total), the entities to generate,
 * the seed, replace or add; Generate, a progress bar with what is being generated, Cancel while it runs, Close.
 */
public final class GenerateSampleDialog {
    private final GenerateSampleViewModel viewModel;
    private final VBox root = styled(new VBox(14), "generate-sample");
    private Runnable onClose = () -> { };

    public GenerateSampleDialog(GenerateSampleViewModel viewModel) {
        this.viewModel = viewModel;
        build();
    }

    /** Opens the window for {@code session}'s design, owned by {@code owner}. */
    public static Stage show(Window owner, DesignSession session) {
        Stage stage = new Stage();
        GenerateSampleDialog dialog = new GenerateSampleDialog(new GenerateSampleViewModel(session,
                Platform::runLater));
        dialog.onClose = () -> {
            dialog.viewModel.cancel();
            stage.close();
        };
        return DialogStage.show(owner, stage, new Scene(dialog.root()), "Generate sample data", dialog.onClose);
    }

    public Parent root() {
        return root;
    }

    public GenerateSampleViewModel viewModel() {
        return viewModel;
    }

    private void build() {
        Label intro = styled(new Label("Generated records follow the attributes and key templates, and refer to each "
                + "other as the templates show: a post's userId is a generated user's, its comments come after "
                + "it. The same seed gives the same records."), "generate-sample-intro", "muted");
        intro.setWrapText(true);
        intro.setMinHeight(Region.USE_PREF_SIZE);

        TextField count = styled(new TextField(), "generate-sample-count");
        count.setId("generate-sample-count");
        count.setPrefColumnCount(7);
        count.textProperty().bindBidirectional(viewModel.countProperty());
        ToggleGroup per = new ToggleGroup();
        RadioButton each = new RadioButton("per entity");
        RadioButton total = new RadioButton("in total, shared by the entities");
        each.setMinWidth(Region.USE_PREF_SIZE);
        total.setMinWidth(Region.USE_PREF_SIZE);
        total.setId("generate-sample-in-total");
        each.setToggleGroup(per);
        total.setToggleGroup(per);
        each.setSelected(!viewModel.inTotalProperty().get());
        total.setSelected(viewModel.inTotalProperty().get());
        total.selectedProperty().bindBidirectional(viewModel.inTotalProperty());
        HBox countRow = styled(new HBox(12, count, each, total), "generate-sample-row");
        countRow.setAlignment(Pos.CENTER_LEFT);

        FlowPane entityBoxes = styled(new FlowPane(16, 8), "generate-sample-entities");
        entityBoxes.setPrefWrapLength(520);
        Runnable showEntities = () -> {
            entityBoxes.getChildren().clear();
            for (EntityChoice choice : viewModel.entities()) {
                CheckBox box = new CheckBox(choice.label());
                box.selectedProperty().bindBidirectional(choice.selected());
                entityBoxes.getChildren().add(box);
            }
            if (viewModel.entities().isEmpty()) {
                entityBoxes.getChildren().add(styled(new Label("none yet: add entities in the Entity chart"),
                        "muted"));
            }
        };
        showEntities.run();
        viewModel.entities().addListener((javafx.collections.ListChangeListener<EntityChoice>) c -> showEntities.run());

        TextField seed = styled(new TextField(), "generate-sample-seed");
        seed.setId("generate-sample-seed");
        seed.setPrefColumnCount(7);
        seed.setMaxWidth(Region.USE_PREF_SIZE);
        seed.textProperty().bindBidirectional(viewModel.seedProperty());

        ToggleGroup mode = new ToggleGroup();
        RadioButton replace = new RadioButton("replace them");
        RadioButton add = new RadioButton("add the new records after them");
        add.setId("generate-sample-add");
        replace.setToggleGroup(mode);
        add.setToggleGroup(mode);
        replace.setSelected(viewModel.replaceProperty().get());
        add.setSelected(!viewModel.replaceProperty().get());
        replace.selectedProperty().bindBidirectional(viewModel.replaceProperty());
        HBox modeRow = styled(new HBox(12, replace, add), "generate-sample-row");

        GridPane form = styled(new GridPane(), "generate-sample-form");
        form.setHgap(14);
        form.setVgap(12);
        form.addRow(0, label("Records"), countRow);
        form.addRow(1, label("Entities"), entityBoxes);
        form.addRow(2, label("Seed"), seed);
        form.addRow(3, label("Existing records"), modeRow);
        form.getChildren().forEach(n -> GridPane.setValignment(n, javafx.geometry.VPos.TOP));

        ProgressBar bar = styled(new ProgressBar(0), "generate-sample-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(viewModel.progressProperty());
        Label progressText = styled(new Label(), "generate-sample-progress-text", "muted");
        progressText.textProperty().bind(viewModel.progressTextProperty());
        VBox progress = styled(new VBox(6, bar, progressText), "generate-sample-progress-box");
        progress.visibleProperty().bind(viewModel.runningProperty());

        Label message = styled(new Label(), "generate-sample-message");
        message.setId("generate-sample-message");
        message.setWrapText(true);
        message.textProperty().bind(viewModel.messageProperty());
        viewModel.failedProperty().addListener((obs, was, now) -> {
            message.getStyleClass().remove("generate-sample-message-error");
            if (now) {
                message.getStyleClass().add("generate-sample-message-error");
            }
        });
        message.setMinHeight(40); // room for two lines, so the window need not grow when the outcome arrives
        message.setMaxWidth(Double.MAX_VALUE);

        Button generate = styled(new Button("_Generate"), "primary");
        generate.setId("generate-sample-generate");
        generate.setDefaultButton(true);
        generate.disableProperty().bind(viewModel.runningProperty());
        generate.setOnAction(e -> viewModel.generate());
        Button cancel = new Button("Cancel");
        cancel.setId("generate-sample-cancel");
        cancel.disableProperty().bind(viewModel.runningProperty().not());
        cancel.setOnAction(e -> viewModel.cancel());
        Button close = new Button("Close");
        close.setId("generate-sample-close");
        close.setCancelButton(true);
        close.setOnAction(e -> onClose.run());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = styled(new HBox(8, spacer, generate, cancel, close), "generate-sample-buttons");

        root.getChildren().setAll(styled(new Label("Generate sample data"), "section-title"), intro, form, progress,
                message, buttons);
        root.setPrefWidth(700);
    }

    private static Label label(String text) {
        Label label = styled(new Label(text), "generate-sample-label");
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
