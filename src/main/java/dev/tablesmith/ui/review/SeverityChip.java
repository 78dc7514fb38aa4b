package dev.tablesmith.ui.review;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.review.Severity;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;

/**
 * A severity chip: a shape (circle for ERROR, triangle for WARNING, square for INFO) and the severity's name, so
 * that severity never depends on colour alone. Coloured by {@code .review-panel-chip-error|warning|info}.
 */
final class SeverityChip {
    private SeverityChip() {
    }

    static Label of(Severity severity) {
        Label chip = styled(new Label(severity.name(), icon(severity)), "review-panel-chip",
                "review-panel-chip-" + severity.word());
        chip.setMinWidth(92);
        return chip;
    }

    private static Node icon(Severity severity) {
        Node shape = switch (severity) {
            case ERROR -> new Circle(5);
            case WARNING -> new Polygon(5, 0, 10, 9, 0, 9);
            case INFO -> new Rectangle(9, 9);
        };
        return styled(shape, "review-panel-icon");
    }
}
