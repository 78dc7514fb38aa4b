package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import javafx.geometry.Bounds;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Popup;

/**
 * The one-line editor of an entity-chart cell: a text field that offers the entity's attribute names in a popup
 * inside a placeholder (Up/Down choose, Enter or Tab insert, Escape closes), and underlines the exact characters a
 * template problem is about as the text is typed. Enter commits (the view model refuses text with a problem).
 */
final class TemplateEditor extends StackPane {
    private final TextField field = styled(new TextField(), "template-editor-field");
    private final Region marker = styled(new Region(), "template-error-marker");
    private final ListView<String> suggestions = styled(new ListView<>(), "template-completion");
    private final Popup popup = new Popup();
    private final Function<String, Optional<TemplateProblem>> check;
    private final BiFunction<String, Integer, Optional<AttributeCompletion>> complete;
    private final Tooltip problemTip = new Tooltip();
    private Optional<TemplateProblem> problem = Optional.empty();
    private AttributeCompletion completion;
    private static final long OPENING_CLICKS_NANOS = 800_000_000L;
    private long opened;

    /**
     * @param check    the problem of a text, located (empty when it can be committed)
     * @param complete the attribute-name completion at a caret position of a text
     * @param commit   called with the text when Enter is pressed
     * @param cancel   called on Escape
     */
    TemplateEditor(Function<String, Optional<TemplateProblem>> check,
                   BiFunction<String, Integer, Optional<AttributeCompletion>> complete,
                   java.util.function.Consumer<String> commit, Runnable cancel) {
        this.check = check;
        this.complete = complete;
        getStyleClass().add("template-editor");
        marker.setManaged(false);
        marker.setMouseTransparent(true);
        marker.setVisible(false);
        getChildren().addAll(field, marker);
        suggestions.setPrefWidth(220);
        popup.getContent().add(suggestions);
        popup.setAutoHide(true);
        popup.setHideOnEscape(false);
        suggestions.setOnMouseClicked(e -> accept());
        suggestions.addEventHandler(KeyEvent.KEY_PRESSED, this::onPopupKey);
        field.textProperty().addListener((obs, old, text) -> assist());
        field.caretPositionProperty().addListener((obs, old, caret) -> assist());
        // The double-click that opens the editor ends on the new field: its second click would select the word under
        // the pointer. Ignored just after opening, so editing starts with the caret at the end of the text.
        field.addEventFilter(javafx.scene.input.MouseEvent.ANY, e -> {
            if (e.getClickCount() >= 2 && System.nanoTime() - opened < OPENING_CLICKS_NANOS) {
                e.consume();
            }
        });
        field.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (popup.isShowing() && (e.getCode() == KeyCode.DOWN || e.getCode() == KeyCode.UP
                    || e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.TAB || e.getCode() == KeyCode.ESCAPE)) {
                onPopupKey(e);
            } else if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                commit.accept(field.getText());
            } else if (e.getCode() == KeyCode.ESCAPE) {
                e.consume();
                cancel.run();
            }
        });
    }

    TextField field() {
        return field;
    }

    /** The problem currently underlined, for tests. */
    Optional<TemplateProblem> problem() {
        return problem;
    }

    /** The names the completion popup offers, empty when it is closed. */
    List<String> offered() {
        return popup.isShowing() ? List.copyOf(suggestions.getItems()) : List.of();
    }

    /** Starts editing {@code text} with the caret at the end. */
    void edit(String text) {
        opened = System.nanoTime();
        field.setText(text);
        field.requestFocus();
        caretAtEnd();
        hidePopup();
        // Focus may arrive a pulse later (and a field gaining focus by traversal selects all): put the caret at
        // the end again then, so typing continues the text rather than replacing it.
        javafx.application.Platform.runLater(this::caretAtEnd);
    }

    private void caretAtEnd() {
        field.deselect();
        field.positionCaret(field.getText().length());
    }

    void close() {
        hidePopup();
    }

    private void onPopupKey(KeyEvent e) {
        switch (e.getCode()) {
            case DOWN -> suggestions.getSelectionModel().selectNext();
            case UP -> suggestions.getSelectionModel().selectPrevious();
            case ENTER, TAB -> accept();
            case ESCAPE -> hidePopup();
            default -> {
                return;
            }
        }
        e.consume();
    }

    private void accept() {
        String name = suggestions.getSelectionModel().getSelectedItem();
        if (name == null || completion == null) {
            return;
        }
        String text = field.getText();
        AttributeCompletion applied = completion;
        hidePopup();
        field.setText(applied.apply(text, name));
        field.positionCaret(applied.caretAfter(name, text));
        field.requestFocus();
    }

    private void assist() {
        refreshProblem();
        int caret = Math.min(field.getCaretPosition(), field.getText().length());
        Optional<AttributeCompletion> found = complete.apply(field.getText(), caret);
        if (found.isEmpty() || getScene() == null || !field.isFocused() && !popup.isShowing()) {
            hidePopup();
            return;
        }
        completion = found.get();
        if (!suggestions.getItems().equals(completion.candidates())) {
            suggestions.getItems().setAll(completion.candidates());
        }
        suggestions.getSelectionModel().selectFirst();
        suggestions.setPrefHeight(Math.min(8, completion.candidates().size()) * 26 + 4);
        Bounds bounds = field.localToScreen(field.getBoundsInLocal());
        if (bounds == null) {
            return;
        }
        double x = bounds.getMinX() + field.snappedLeftInset()
                + width(field.getText().substring(0, completion.start()));
        if (popup.isShowing()) {
            popup.setX(x);
            popup.setY(bounds.getMaxY());
        } else {
            // A popup has a scene of its own: give the list the window's stylesheets (theme, app.css).
            suggestions.getStylesheets().setAll(getScene().getStylesheets());
            popup.show(field, x, bounds.getMaxY());
        }
    }

    private void hidePopup() {
        completion = null;
        if (popup.isShowing()) {
            popup.hide();
        }
    }

    private void refreshProblem() {
        problem = check.apply(field.getText());
        field.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("error"), problem.isPresent());
        marker.setVisible(problem.isPresent());
        if (problem.isPresent()) {
            problemTip.setText(problem.get().message());
            field.setTooltip(problemTip);
        } else {
            field.setTooltip(null);
        }
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (problem.isEmpty()) {
            return;
        }
        String text = field.getText();
        int start = Math.min(problem.get().start(), text.length());
        int end = Math.min(problem.get().end(), text.length());
        double left = field.getLayoutX() + field.snappedLeftInset() + width(text.substring(0, start));
        double width = Math.max(6, width(text.substring(start, end)));
        double top = field.getLayoutY() + field.snappedTopInset();
        double height = field.getHeight() - field.snappedTopInset() - field.snappedBottomInset();
        marker.resizeRelocate(left, top, Math.min(width, getWidth() - left), height);
    }

    /** The rendered width of {@code text} in the field's font. */
    private double width(String text) {
        Text measure = new Text(text);
        measure.setFont(field.getFont());
        return measure.getLayoutBounds().getWidth();
    }
}
