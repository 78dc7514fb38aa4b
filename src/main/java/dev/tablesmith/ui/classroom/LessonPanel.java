package dev.tablesmith.ui.classroom;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.classroom.Lesson;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The guided tour beside the designer: a lesson chooser, the step's title and text, where to look, and Back /
 * Next. Each step switches the designer to the view it talks about (see {@link LessonViewModel}).
 */
public final class LessonPanel {
    private final LessonViewModel viewModel;
    private final VBox root = styled(new VBox(), "classroom-panel", "classroom-lesson");

    public LessonPanel(LessonViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Node root() {
        return root;
    }

    public LessonViewModel viewModel() {
        return viewModel;
    }

    private void createView() {
        Label heading = styled(new Label("Lesson"), "classroom-heading");
        ComboBox<Lesson> chooser = styled(new ComboBox<>(), "classroom-lesson-chooser");
        chooser.getItems().setAll(viewModel.lessons());
        chooser.setMaxWidth(Double.MAX_VALUE);
        chooser.setCellFactory(list -> new LessonCell());
        chooser.setButtonCell(new LessonCell());
        chooser.setValue(viewModel.lessonProperty().get());
        chooser.valueProperty().addListener((obs, old, lesson) -> {
            if (lesson != null && lesson != viewModel.lessonProperty().get()) {
                viewModel.select(lesson);
            }
        });

        Label notice = styled(new Label(), "classroom-notice");
        notice.setWrapText(true);
        notice.textProperty().bind(viewModel.lessonProperty().map(l -> "This lesson is taught on the example "
                + l.example() + "."));
        Button openExample = styled(new Button("Open the example"), "classroom-open-example");
        openExample.setOnAction(e -> viewModel.openExample());
        VBox exampleBox = styled(new VBox(6, notice, openExample), "classroom-example-box");
        exampleBox.visibleProperty().bind(viewModel.needsExampleProperty());
        exampleBox.managedProperty().bind(exampleBox.visibleProperty());

        Label progress = styled(new Label(), "classroom-progress", "muted");
        progress.textProperty().bind(viewModel.progressProperty());
        Label title = styled(new Label(), "classroom-step-title");
        title.setWrapText(true);
        title.textProperty().bind(viewModel.stepTitleProperty());
        Label text = styled(new Label(), "classroom-step-text");
        text.setWrapText(true);
        text.textProperty().bind(viewModel.textProperty());
        Label pointer = styled(new Label(), "classroom-pointer");
        pointer.setWrapText(true);
        pointer.textProperty().bind(viewModel.pointerProperty());
        Label message = styled(new Label(), "classroom-message");
        message.setWrapText(true);
        message.textProperty().bind(viewModel.messageProperty());
        message.visibleProperty().bind(viewModel.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());

        VBox body = styled(new VBox(10, title, text, pointer, message), "classroom-step");
        ScrollPane scroll = styled(new ScrollPane(body), "classroom-scroll");
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, Priority.ALWAYS);

        Button back = styled(new Button("Back"), "classroom-back");
        back.disableProperty().bind(viewModel.canBackProperty().not());
        back.setOnAction(e -> viewModel.back());
        Button next = styled(new Button("Next"), "classroom-next", "accent");
        next.disableProperty().bind(viewModel.canNextProperty().not());
        next.setOnAction(e -> viewModel.next());
        next.setDefaultButton(false);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = styled(new HBox(8, progress, spacer, back, next), "classroom-buttons");
        buttons.setAlignment(Pos.CENTER_LEFT);

        root.getChildren().setAll(heading, chooser, exampleBox, scroll, buttons);
    }

    private static final class LessonCell extends ListCell<Lesson> {
        @Override
        protected void updateItem(Lesson lesson, boolean empty) {
            super.updateItem(lesson, empty);
            setText(empty || lesson == null ? null : lesson.title());
        }
    }
}
