package dev.tablesmith.ui.start;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.Lesson;
import java.util.function.Function;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The start screen's Learn page, shown in place of the example gallery: the lessons in teaching order and the
 * exercises by level, side by side, one row each (a row acts as a button). A lesson opens its example with the
 * lesson beside the designer; an exercise opens its starting design with its checks beside it.
 */
final class LearnPage {
    private final StartViewModel start;
    private final LearnViewModel viewModel;
    private final VBox lessons = styled(new VBox(), "learn-list", "learn-lessons");
    private final VBox exercises = styled(new VBox(), "learn-list", "learn-exercises");
    private final VBox root = styled(new VBox(), "learn-page");

    LearnPage(StartViewModel start) {
        this.start = start;
        this.viewModel = start.learn();
        createView();
    }

    Node root() {
        return root;
    }

    private void createView() {
        Label title = styled(new Label("Learn DynamoDB modelling"), "section-title");
        Button back = styled(new Button("Back to examples"), "action", "learn-back");
        back.setOnAction(e -> start.showExamples());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox heading = styled(new HBox(12, title, spacer, back), "learn-heading");
        heading.setAlignment(Pos.CENTER_LEFT);
        Label subtitle = styled(new Label("A lesson opens its example in the designer and walks you through one"
                + " technique, step by step, beside it. An exercise opens a design that does not yet do what its"
                + " task asks, and checks your changes as you edit."), "section-subtitle");
        subtitle.setWrapText(true);
        subtitle.setMinHeight(Region.USE_PREF_SIZE); // the lists scroll; the introduction is never cut short
        Label message = styled(new Label(), "gallery-message");
        message.textProperty().bind(viewModel.messageProperty());
        message.managedProperty().bind(message.textProperty().isNotEmpty());
        message.visibleProperty().bind(message.managedProperty());
        message.setWrapText(true);

        HBox columns = styled(new HBox(28, column("Lessons", lessons), column("Exercises", exercises)),
                "learn-columns");
        ScrollPane scroll = styled(new ScrollPane(columns), "gallery-scroll");
        scroll.setFitToWidth(true);
        VBox.setVgrow(scroll, Priority.ALWAYS);
        root.getChildren().setAll(heading, subtitle, message, scroll);

        show(viewModel.lessons(), lessons, this::lessonButton);
        show(viewModel.exercises(), exercises, this::exerciseButton);
    }

    private static VBox column(String name, VBox list) {
        VBox column = styled(new VBox(styled(new Label(name), "learn-column-title"), list), "learn-column");
        column.setPrefWidth(0); // the two columns share the width evenly
        column.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(column, Priority.ALWAYS);
        return column;
    }

    private static <T> void show(ObservableList<T> items, VBox list, Function<T, Node> button) {
        Runnable fill = () -> list.getChildren().setAll(items.stream().map(button).toList());
        items.addListener((ListChangeListener<T>) change -> fill.run());
        fill.run();
    }

    private Node lessonButton(Lesson lesson) {
        int number = viewModel.lessons().indexOf(lesson) + 1;
        String steps = lesson.steps().size() == 1 ? "1 step" : lesson.steps().size() + " steps";
        HBox item = item(String.valueOf(number), lesson.title(), "On " + lesson.example() + " · " + steps,
                () -> viewModel.openLesson(lesson));
        item.getStyleClass().add("learn-lesson");
        return item;
    }

    private Node exerciseButton(Exercise exercise) {
        int checks = exercise.checks().size();
        String detail = checks == 1 ? "1 check" : checks + " checks";
        int lesson = lessonNumber(exercise.lesson());
        HBox item = item(String.valueOf(exercise.level()), exercise.title(),
                lesson > 0 ? "Practises lesson " + lesson + " · " + detail : detail,
                () -> viewModel.startExercise(exercise));
        item.getStyleClass().add("learn-exercise");
        Tooltip task = new Tooltip(exercise.task());
        task.setWrapText(true);
        task.setMaxWidth(420);
        Tooltip.install(item, task);
        return item;
    }

    /** The number a lesson is listed under (1 for the first), or 0 when no lesson has that id. */
    private int lessonNumber(String lessonId) {
        for (int i = 0; i < viewModel.lessons().size(); i++) {
            if (viewModel.lessons().get(i).id().equals(lessonId)) {
                return i + 1;
            }
        }
        return 0;
    }

    /**
     * A row that acts as a button (click, Enter or Space; focusable, announced as a button): the number in a round
     * badge, the title (wrapped when the column is narrow) and a muted line under it. A plain row rather than a
     * {@code Button} with a graphic, so that its height follows the wrapped title.
     */
    private static HBox item(String number, String title, String detail, Runnable action) {
        Label badge = styled(new Label(number), "learn-number");
        badge.setMinWidth(Region.USE_PREF_SIZE);
        Label name = styled(new Label(title), "learn-title");
        name.setWrapText(true);
        Label meta = styled(new Label(detail), "learn-meta");
        VBox text = new VBox(2, name, meta);
        text.setMinWidth(0);
        HBox.setHgrow(text, Priority.ALWAYS);
        HBox item = styled(new HBox(12, badge, text), "learn-item");
        item.setAlignment(Pos.CENTER_LEFT);
        item.setMaxWidth(Double.MAX_VALUE);
        item.setFocusTraversable(true);
        item.setAccessibleRole(AccessibleRole.BUTTON);
        item.setAccessibleText(title + ". " + detail);
        item.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY) {
                item.requestFocus();
                action.run();
            }
        });
        item.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE) {
                action.run();
                e.consume();
            }
        });
        return item;
    }
}
