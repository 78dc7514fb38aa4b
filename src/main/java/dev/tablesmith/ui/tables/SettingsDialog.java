package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Edit settings… on the table card (and Design ▸ Table settings…): billing mode with the table's and each GSI's
 * capacity when provisioned, the TTL attribute, the stream and point-in-time recovery, and the maximum on-demand and
 * warm throughput of the table and each GSI. Each problem shows under its
 * field as the user types, what the change means for a deployed table above the buttons; OK applies it as one
 * undoable edit.
 */
public final class SettingsDialog extends Dialog<ButtonType> {
    /** The stream choice that means no stream. */
    static final String NO_STREAM = "Off";

    private final SettingsEditor editor;
    private final RadioButton onDemand = styled(new RadioButton("On-demand (pay per request)"),
            "settings-on-demand");
    private final RadioButton provisioned = styled(new RadioButton("Provisioned capacity"), "settings-provisioned");
    private final TextField read = styled(new TextField(), "settings-read");
    private final TextField write = styled(new TextField(), "settings-write");
    private final Map<String, TextField[]> gsiFields = new LinkedHashMap<>();
    private final TextField[] tableLimits = limitFields("table");
    private final Map<String, TextField[]> gsiLimitFields = new LinkedHashMap<>();
    /** Shows the limit rows; on when the table or a GSI has a limit, so the dialog stays short without. */
    private final CheckBox showLimits = styled(new CheckBox("Maximum on-demand and warm throughput"),
            "settings-show-limits");
    private final ComboBox<String> ttl = styled(new ComboBox<>(), "settings-ttl");
    private final ComboBox<String> stream = styled(new ComboBox<>(), "settings-stream");
    private final CheckBox recovery = styled(new CheckBox("Point-in-time recovery (continuous backups, 35 days)"),
            "settings-recovery");
    private final FormRows rows = new FormRows();
    private final Map<IndexField, Label> errors = new EnumMap<>(IndexField.class);
    private final VBox effects = styled(new VBox(), "tables-effects");
    private final Label formError = styled(new Label(), "tables-field-error", "tables-form-error");
    private boolean filling = true;

    public SettingsDialog(SettingsEditor editor, Window owner) {
        this.editor = editor;
        initOwner(owner);
        setTitle("Table settings");
        setHeaderText(null);
        build();
        fill(editor.current());
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        AppTheme.style(getDialogPane());
        filling = false;
        changed();
        getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> refused = editor.apply(form());
            if (refused.isPresent()) {
                IndexDialog.showError(formError, refused.get());
                event.consume();
            }
        });
    }

    /** Shows the dialog for {@code session}'s table and waits until it is closed. */
    public static void show(DesignSession session, Window owner) {
        new SettingsDialog(new SettingsEditor(session), owner).showAndWait();
    }

    /** The form as filled in now. */
    SettingsForm form() {
        Map<String, SettingsForm.Capacity> gsis = new LinkedHashMap<>();
        gsiFields.forEach((name, fields) -> gsis.put(name,
                new SettingsForm.Capacity(fields[0].getText(), fields[1].getText())));
        String chosenStream = stream.getValue();
        StreamViewType type = chosenStream == null || chosenStream.equals(NO_STREAM) ? null
                : StreamViewType.valueOf(chosenStream);
        String ttlText = ttl.getEditor().getText();
        Map<String, SettingsForm.Limits> gsiLimits = new LinkedHashMap<>();
        gsiLimitFields.forEach((name, fields) -> gsiLimits.put(name, limits(fields)));
        return new SettingsForm(provisioned.isSelected() ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST,
                read.getText(), write.getText(), gsis, ttlText, type, recovery.isSelected(), limits(tableLimits),
                gsiLimits);
    }

    private static SettingsForm.Limits limits(TextField[] fields) {
        return new SettingsForm.Limits(fields[0].getText(), fields[1].getText(), fields[2].getText(),
                fields[3].getText());
    }

    /** Max read, max write, warm read, warm write of one owner ({@code table} or a GSI's name). */
    private static TextField[] limitFields(String owner) {
        TextField[] fields = new TextField[4];
        String[] ids = {"max-read", "max-write", "warm-read", "warm-write"};
        for (int i = 0; i < fields.length; i++) {
            fields[i] = styled(new TextField(), "settings-limit");
            fields[i].setId("settings-" + ids[i] + "-" + owner);
            fields[i].setPrefColumnCount(5);
            fields[i].setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            fields[i].setPromptText(i % 2 == 0 ? "read" : "write");
        }
        return fields;
    }

    /** One line: the maximum on-demand read and write request units, then the warm read and write units/s. */
    private HBox limitRow(TextField[] fields) {
        for (TextField field : fields) {
            field.textProperty().addListener((obs, old, text) -> changed());
        }
        HBox row = styled(new HBox(fixed(new Label("max")), fields[0], fields[1], fixed(new Label("warm")),
                fields[2], fields[3], fixed(styled(new Label("units/s"), "muted"))), "tables-inline");
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static Label fixed(Label label) {
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }

    private Node gsiLimitGrid() {
        GridPane grid = styled(new GridPane(), "settings-gsi-grid");
        grid.setHgap(8);
        grid.setVgap(6);
        int row = 0;
        for (String name : editor.current().gsiLimits().keySet()) {
            TextField[] fields = limitFields(name);
            gsiLimitFields.put(name, fields);
            grid.add(fixed(styled(new Label(name), "settings-gsi-name")), 0, row);
            grid.add(limitRow(fields), 1, row++);
        }
        return gsiLimitFields.isEmpty() ? styled(new Label("The table has no GSI."), "tables-note") : grid;
    }

    private void build() {
        ToggleGroup billing = new ToggleGroup();
        onDemand.setToggleGroup(billing);
        provisioned.setToggleGroup(billing);
        billing.selectedToggleProperty().addListener((obs, old, now) -> changed());
        HBox modes = styled(new HBox(onDemand, provisioned), "tables-kind-choice");
        rows.add("Billing", IndexField.BILLING_MODE, errors, modes,
                styled(new Label("On-demand bills each read and write request; provisioned bills read and write"
                        + " capacity units per hour, for the table and for each GSI."), "tables-note"));
        rows.add("Capacity", IndexField.BILLING, errors, capacityRow(read, write));
        rows.add("GSI capacity", IndexField.CAPACITY, errors, gsiGrid());
        showLimits.selectedProperty().addListener((obs, old, now) -> changed());
        rows.add("Throughput", showLimits);
        rows.add("Table limits", IndexField.LIMITS, errors, limitRow(tableLimits),
                styled(new Label("Read and write units per second. Max: the on-demand maximum"
                        + " (OnDemandThroughput); requests past it are throttled. Warm: what the table serves"
                        + " instantly (WarmThroughput). Blank: not set. The review compares both with the peak."),
                        "tables-note"));
        rows.add("GSI limits", IndexField.GSI_LIMITS, errors, gsiLimitGrid());
        ttl.setEditable(true);
        ttl.getItems().setAll(editor.ttlCandidates());
        ttl.setPromptText("Off");
        ttl.setPrefWidth(260);
        ttl.getEditor().textProperty().addListener((obs, old, text) -> changed());
        rows.add("TTL attribute", IndexField.TTL, errors, ttl,
                styled(new Label("An N attribute holding an expiry in epoch seconds; DynamoDB deletes an item"
                        + " after it. Leave empty for no TTL."), "tables-note"));
        List<String> streams = new ArrayList<>(List.of(NO_STREAM));
        for (StreamViewType type : StreamViewType.values()) {
            streams.add(type.name());
        }
        stream.getItems().setAll(streams);
        stream.valueProperty().addListener((obs, old, now) -> changed());
        rows.add("Stream", IndexField.STREAM, errors, stream,
                styled(new Label("What each stream record carries: the keys, the new or old image, or both."),
                        "tables-note"));
        recovery.selectedProperty().addListener((obs, old, now) -> changed());
        rows.add("Backups", IndexField.RECOVERY, errors, recovery);
        FormRows.wrapping(formError);
        IndexDialog.showError(formError, "");
        getDialogPane().setContent(styled(new VBox(rows.grid(), effects, formError), "tables-dialog",
                "settings-dialog"));
        getDialogPane().getStyleClass().add("tables-dialog-pane");
    }

    private HBox capacityRow(TextField readField, TextField writeField) {
        readField.setPrefColumnCount(6);
        writeField.setPrefColumnCount(6);
        readField.textProperty().addListener((obs, old, text) -> changed());
        writeField.textProperty().addListener((obs, old, text) -> changed());
        HBox row = styled(new HBox(new Label("Read"), readField, new Label("Write"), writeField,
                styled(new Label("capacity units"), "muted")), "tables-inline");
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private Node gsiGrid() {
        GridPane grid = styled(new GridPane(), "settings-gsi-grid");
        grid.setHgap(8);
        grid.setVgap(6);
        int row = 0;
        for (String name : editor.current().gsiCapacity().keySet()) {
            TextField gsiRead = styled(new TextField(), "settings-gsi-read");
            TextField gsiWrite = styled(new TextField(), "settings-gsi-write");
            gsiRead.setId("settings-read-" + name);
            gsiWrite.setId("settings-write-" + name);
            gsiFields.put(name, new TextField[] {gsiRead, gsiWrite});
            grid.add(styled(new Label(name), "settings-gsi-name"), 0, row);
            grid.add(capacityRow(gsiRead, gsiWrite), 1, row++);
        }
        if (gsiFields.isEmpty()) {
            return styled(new Label("The table has no GSI."), "tables-note");
        }
        return grid;
    }

    private void fill(SettingsForm form) {
        (form.billingMode() == BillingMode.PROVISIONED ? provisioned : onDemand).setSelected(true);
        read.setText(form.readCapacity());
        write.setText(form.writeCapacity());
        form.gsiCapacity().forEach((name, capacity) -> {
            gsiFields.get(name)[0].setText(capacity.read());
            gsiFields.get(name)[1].setText(capacity.write());
        });
        ttl.getEditor().setText(form.ttlAttribute());
        stream.setValue(form.stream() == null ? NO_STREAM : form.stream().name());
        recovery.setSelected(form.pointInTimeRecovery());
        fillLimits(tableLimits, form.tableLimits());
        form.gsiLimits().forEach((name, limits) -> fillLimits(gsiLimitFields.get(name), limits));
        showLimits.setSelected(!form.tableLimits().equals(SettingsForm.Limits.NONE)
                || form.gsiLimits().values().stream().anyMatch(l -> !l.equals(SettingsForm.Limits.NONE)));
    }

    private static void fillLimits(TextField[] fields, SettingsForm.Limits limits) {
        fields[0].setText(limits.maxRead());
        fields[1].setText(limits.maxWrite());
        fields[2].setText(limits.warmRead());
        fields[3].setText(limits.warmWrite());
    }

    private void changed() {
        if (filling) {
            return;
        }
        boolean isProvisioned = provisioned.isSelected();
        rows.show(IndexField.BILLING, isProvisioned);
        rows.show(IndexField.CAPACITY, isProvisioned);
        FormCheck shown = editor.check(form());
        boolean limitProblem = !shown.problem(IndexField.LIMITS).isEmpty()
                || !shown.problem(IndexField.GSI_LIMITS).isEmpty();
        rows.show(IndexField.LIMITS, showLimits.isSelected() || limitProblem);
        rows.show(IndexField.GSI_LIMITS, showLimits.isSelected() || limitProblem);
        // DynamoDB only takes a maximum on-demand throughput on an on-demand table
        tableLimits[0].setDisable(isProvisioned);
        tableLimits[1].setDisable(isProvisioned);
        gsiLimitFields.values().forEach(fields -> {
            fields[0].setDisable(isProvisioned);
            fields[1].setDisable(isProvisioned);
        });
        FormCheck check = editor.check(form());
        errors.forEach((field, label) -> IndexDialog.showError(label, check.problem(field)));
        IndexDialog.showError(formError, check.problem(IndexField.FORM));
        IndexDialog.showEffects(effects, check.isValid() ? check.effects() : List.of());
        getDialogPane().lookupButton(ButtonType.OK).setDisable(!check.isValid());
        IndexDialog.fitWindow(this);
    }
}
