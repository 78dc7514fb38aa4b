package dev.tablesmith.ui.live;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.live.DeployPlan;
import dev.tablesmith.ui.AppTheme;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Shows a deploy plan before anything is written: each write, the differences a deploy does not change, and notes.
 * On a non-local connection the Deploy button stays disabled until the table name is typed (the CLI's safety
 * rule); on a plan without writes there is only Close.
 */
final class DeployDialog {
    /** The id of the button that runs the plan. */
    static final String APPLY_ID = "live-deploy-apply";
    /** The id of the field the table name is typed in. */
    static final String CONFIRM_ID = "live-deploy-confirm";

    private DeployDialog() {
    }

    /**
     * Opens the dialog (not blocking); {@code onApply} gets the typed table name (empty on a local connection)
     * when the user chooses Deploy.
     */
    static Dialog<ButtonType> show(Window owner, DeployPlan plan, String question, Consumer<String> onApply) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.setTitle("Deploy " + plan.tableName());
        dialog.setHeaderText(plan.writes() ? "Deploy will make these writes to table " + plan.tableName()
                : "Nothing to deploy");
        VBox body = styled(new VBox(), "live-plan");
        for (String line : plan.describe()) {
            Label label = styled(new Label(line), "live-plan-line",
                    line.startsWith("differs") ? "live-plan-differs" : line.startsWith("note") ? "muted" : "code");
            label.setWrapText(true);
            label.setMaxWidth(600);
            body.getChildren().add(label);
        }
        TextField typed = new TextField();
        typed.setId(CONFIRM_ID);
        typed.setPromptText(plan.tableName());
        boolean ask = plan.writes() && question != null && !question.isEmpty();
        if (ask) {
            Label prompt = styled(new Label(question), "live-plan-question");
            prompt.setWrapText(true);
            body.getChildren().addAll(prompt, typed);
        }
        dialog.getDialogPane().setContent(body);
        dialog.getDialogPane().setPrefWidth(640);
        ButtonType apply = new ButtonType("Deploy", ButtonBar.ButtonData.OK_DONE);
        if (plan.writes()) {
            dialog.getDialogPane().getButtonTypes().addAll(apply, ButtonType.CANCEL);
            Button button = (Button) dialog.getDialogPane().lookupButton(apply);
            button.setId(APPLY_ID);
            if (ask) {
                button.disableProperty().bind(typed.textProperty().map(t -> !t.strip().equals(plan.tableName())));
            }
        } else {
            dialog.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        }
        AppTheme.style(dialog.getDialogPane());
        if (owner != null) {
            dialog.initOwner(owner);
        }
        dialog.setOnHidden(e -> {
            if (dialog.getResult() == apply) {
                onApply.accept(typed.getText());
            }
        });
        dialog.show();
        return dialog;
    }
}
