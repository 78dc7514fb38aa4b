package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.AppTheme;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Shows what applying the selected pattern's cheapest fix does, one line per effect, before it is made as one
 * undoable edit (Edit › Undo takes it back whole). A refusal is shown in the dialog and changes nothing.
 */
final class FixDialog extends Dialog<ButtonType> {
    static final ButtonType APPLY = new ButtonType("Apply fix", ButtonBar.ButtonData.OK_DONE);

    FixDialog(PatternsViewModel viewModel, FixProposal proposal, Window owner) {
        initOwner(owner);
        setTitle("Apply fix to " + proposal.patternId());
        setHeaderText(null);
        // The planner words a fix to follow "Cheapest fix: "; here it opens the dialog, so it starts a sentence.
        String text = proposal.fix().summary();
        text = text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
        Label summary = styled(new Label(text + "."), "patterns-fix-summary");
        summary.setWrapText(true);
        VBox effects = styled(new VBox(), "patterns-fix-effects");
        proposal.effects().forEach(line -> {
            Label effect = styled(new Label("• " + line), "patterns-fix-effect");
            effect.setWrapText(true);
            effects.getChildren().add(effect);
        });
        Label error = styled(new Label(proposal.refusal()), "patterns-error");
        error.setWrapText(true);
        Label undo = styled(new Label("One edit: Edit › Undo takes it back whole."), "patterns-fix-undo");
        VBox content = styled(new VBox(8, summary, new Label("What it does:"), effects, undo, error),
                "dialog-content", "patterns-fix-dialog");
        content.setPrefWidth(560);
        getDialogPane().setContent(content);
        getDialogPane().getButtonTypes().setAll(APPLY, ButtonType.CANCEL);
        AppTheme.style(getDialogPane());
        getDialogPane().lookupButton(APPLY).setDisable(!proposal.applicable());
        getDialogPane().lookupButton(APPLY).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> refused = viewModel.applyFix(proposal);
            if (refused.isPresent()) {
                error.setText(refused.get());
                event.consume();
            }
        });
    }
}
