package dev.tablesmith.ui.live;

import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.control.Label;

/**
 * The message line of the Live pages: a wrapping label that shows its text, takes no room while the text is empty,
 * and is styled {@code live-message-error} while the operation it reports has failed.
 */
public final class LiveMessages {
    private LiveMessages() {
    }

    /** Binds {@code message} (already styled {@code live-message}) to the text and the failed flag. */
    public static Label bind(Label message, ObservableStringValue text, ObservableBooleanValue failed) {
        message.setWrapText(true);
        message.textProperty().bind(text);
        failed.addListener((obs, old, isFailed) -> {
            message.getStyleClass().remove("live-message-error");
            if (isFailed) {
                message.getStyleClass().add("live-message-error");
            }
        });
        message.managedProperty().bind(message.textProperty().isNotEmpty());
        message.visibleProperty().bind(message.managedProperty());
        return message;
    }
}
