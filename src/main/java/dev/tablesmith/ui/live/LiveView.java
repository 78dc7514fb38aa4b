package dev.tablesmith.ui.live;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.live.ConnectionStore;
import dev.tablesmith.live.DynamoDbClients;
import dev.tablesmith.live.ProfileFiles;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FullTextCell;
import dev.tablesmith.ui.LineListDialog;
import dev.tablesmith.ui.items.WholeItemAction;
import dev.tablesmith.ui.serve.DesignEndpointStarter;
import dev.tablesmith.ui.serve.EndpointStarter;
import dev.tablesmith.ui.serve.ServeView;
import dev.tablesmith.ui.serve.ServeViewModel;
import dev.tablesmith.ui.serve.TrafficFiles;
import dev.tablesmith.ui.settings.ConfigDirectory;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import static dev.tablesmith.ui.Css.styled;

/**
 * The "Live" tab: the connection picker (saved connections or a new local endpoint / AWS profile, Test connection),
 * the table name and sample, the actions Deploy, Load, Run and Verify with progress and Cancel, and the results:
 * Run's items, consumed capacity and latency, or Verify's verdict per read pattern with the prediction beside the
 * live answer. Built in code, styled by the {@code .live-} rules of app.css.
 */
public final class LiveView {
    private final LiveViewModel viewModel;
    private final ServeViewModel serve;
    private final BorderPane root = styled(new BorderPane(), "live");
    private Consumer<Path> onOpenFile = file -> { };

    public LiveView(DesignSession session) {
        this(session, new DesignEndpointStarter(), TrafficFiles.log());
    }

    /** The Live tab with "Serve this design" starting endpoints through {@code starter}. */
    public LiveView(DesignSession session, EndpointStarter starter, TrafficFiles trafficFiles) {
        this(session, new ServeViewModel(session, starter, trafficFiles, Platform::runLater));
    }

    private LiveView(DesignSession session, ServeViewModel serve) {
        this(new LiveViewModel(session, new LiveOperations(DynamoDbClients.forCurrentUser()),
                new ConnectionStore(ConfigDirectory.forCurrentUser()), LiveView::profileNames, Platform::runLater,
                serve::whenRunning), serve);
        viewModel.loadSavedConnections();
    }

    /** The Live tab without "Serve this design" (the connection picker's embedded entry says it is unavailable). */
    public LiveView(LiveViewModel viewModel) {
        this(viewModel, null);
    }

    /** The Live tab; with {@code serve}, a second page serves the design and lists its traffic. */
    public LiveView(LiveViewModel viewModel, ServeViewModel serve) {
        this.viewModel = viewModel;
        this.serve = serve;
        createView();
    }

    /** The AWS profiles of the current user's config and credentials files (read off the FX thread). */
    static List<String> profileNames() {
        return ProfileFiles.forCurrentUser().load().profiles().keySet().stream().sorted().toList();
    }

    public Node root() {
        return root;
    }

    public LiveViewModel viewModel() {
        return viewModel;
    }

    /** What happens to a design file written by Import: the designer opens it in a window of its own. */
    public void setOnOpenFile(Consumer<Path> handler) {
        onOpenFile = java.util.Objects.requireNonNull(handler, "handler");
    }

    private void createView() {
        VBox top = styled(new VBox(connectionRow(), tablesRow(), sampleRow(), actionRow(), sampleHint(),
                progressRow(), messageLabel()), "live-controls");
        if (serve == null) {
            root.setTop(top);
            root.setCenter(results());
            return;
        }
        BorderPane connect = new BorderPane(results(), top, null, null, null);
        Tab connectPage = new Tab("Deploy, run and verify", connect);
        connectPage.setId("live-page-connect");
        Tab servePage = new Tab("Serve and traffic", new ServeView(serve).root());
        servePage.setId("live-page-serve");
        TabPane pages = styled(new TabPane(connectPage, servePage), "live-pages");
        pages.setId("live-pages");
        pages.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        root.setCenter(pages);
        // The endpoint stops with the window, so its port is free again and no request reaches a closed design.
        root.sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null) {
                scene.windowProperty().addListener((o, was, window) -> stopWith(window));
                stopWith(scene.getWindow());
            }
        });
    }

    private void stopWith(javafx.stage.Window window) {
        if (window != null && !window.getProperties().containsKey(ServeViewModel.class)) {
            window.getProperties().put(ServeViewModel.class, serve);
            window.addEventHandler(javafx.stage.WindowEvent.WINDOW_HIDDEN, e -> serve.stop());
        }
    }

    /** The serve page's view model, or null when the tab has none. */
    public ServeViewModel serveViewModel() {
        return serve;
    }

    private HBox connectionRow() {
        ConnectionForm form = viewModel.form();
        ComboBox<String> picker = styled(new ComboBox<>(form.choices()), "live-connection-picker");
        picker.setId("live-connection");
        picker.valueProperty().bindBidirectional(form.choiceProperty());
        ChoiceBox<ConnectionForm.Kind> kind = new ChoiceBox<>();
        kind.getItems().setAll(ConnectionForm.Kind.values());
        kind.setId("live-kind");
        kind.valueProperty().bindBidirectional(form.kindProperty());
        TextField endpoint = field("live-endpoint", form.endpointProperty().get(), 260);
        endpoint.textProperty().bindBidirectional(form.endpointProperty());
        ComboBox<String> profile = styled(new ComboBox<>(form.profiles()), "live-profile");
        profile.setEditable(true);
        profile.setPromptText("profile (default chain)");
        profile.setId("live-profile");
        profile.setPrefWidth(260);
        profile.valueProperty().bindBidirectional(form.profileProperty());
        var aws = form.kindProperty().isEqualTo(ConnectionForm.Kind.AWS_PROFILE);
        show(endpoint, aws.not());
        show(profile, aws);
        var embedded = form.choiceProperty().isEqualTo(ConnectionForm.EMBEDDED);
        kind.disableProperty().bind(embedded);
        endpoint.disableProperty().bind(embedded);
        profile.disableProperty().bind(embedded);
        picker.setTooltip(new Tooltip("This design (embedded): the open design served in-process (see Serve and "
                + "traffic), started on first use; nothing to install"));
        TextField region = field("live-region", "", 110);
        region.setPromptText("us-east-1");
        region.textProperty().bindBidirectional(form.regionProperty());
        Button test = button("Test connection", "live-test", viewModel::testConnection);
        picker.setPrefWidth(190);
        kind.setPrefWidth(150);
        return styled(new HBox(caption("Connection"), picker, kind, endpoint, profile, caption("Region"), region,
                test), "live-row");
    }

    private HBox tablesRow() {
        ConnectionForm form = viewModel.form();
        TextField saveName = field("live-save-name", "", 140);
        saveName.setPromptText("name");
        saveName.textProperty().bindBidirectional(form.saveNameProperty());
        Button save = button("Save connection", "live-save", viewModel::saveConnection);
        save.setTooltip(new Tooltip("Save the endpoint, profile and region (never a key) under this name"));
        return styled(new HBox(styled(tablesLabel(), "live-tables"), grow(), caption("Save as"), saveName, save),
                "live-row");
    }

    private Label tablesLabel() {
        Label tables = new Label();
        tables.setId("live-tables");
        tables.textProperty().bind(viewModel.tablesProperty());
        tables.managedProperty().bind(tables.textProperty().isNotEmpty());
        tables.visibleProperty().bind(tables.managedProperty());
        return tables;
    }

    private HBox sampleRow() {
        TextField table = field("live-table", "", 240);
        table.textProperty().bindBidirectional(viewModel.tableNameProperty());
        TextField generate = field("live-generate", "", 90);
        generate.setPromptText("none");
        generate.textProperty().bindBidirectional(viewModel.generateProperty());
        generate.setTooltip(new Tooltip("Records to generate per entity before Load and Verify; empty: only the "
                + "design's own items"));
        TextField seed = field("live-seed", "", 70);
        seed.textProperty().bindBidirectional(viewModel.seedProperty());
        ComboBox<String> pattern = new ComboBox<>(viewModel.patternChoices());
        pattern.setId("live-pattern");
        pattern.valueProperty().bindBidirectional(viewModel.patternProperty());
        return styled(new HBox(caption("Table"), table, caption("Generate per entity"), generate, caption("Seed"),
                seed, caption("Run pattern"), pattern), "live-row");
    }

    private HBox actionRow() {
        Button deploy = button("Deploy…", "live-deploy", this::deploy);
        Button load = button("Load", "live-load", this::load);
        Button run = button("Run", "live-run", viewModel::run);
        Button verify = button("Verify", "live-verify", viewModel::verify);
        verify.getStyleClass().add("live-primary");
        for (Button b : List.of(deploy, load, run, verify)) {
            b.disableProperty().bind(viewModel.busyProperty());
        }
        Button importTable = button("Import table…", "live-import", this::importTable);
        importTable.disableProperty().bind(viewModel.busyProperty());
        importTable.setTooltip(new javafx.scene.control.Tooltip("Read the table named above back as a new design:"
                + " keys, indexes, a sample of at most this many items, entities and templates inferred (reads only)"));
        TextField limit = field("live-import-limit", "", 70);
        limit.setMinWidth(Region.USE_PREF_SIZE);
        limit.textProperty().bindBidirectional(viewModel.importLimitProperty());
        limit.setTooltip(new Tooltip("The most items Import table… reads from the table (a bounded Scan)"));
        Button cancel = button("Cancel", "live-cancel", viewModel::cancel);
        cancel.disableProperty().bind(viewModel.busyProperty().not());
        return styled(new HBox(deploy, load, run, verify, cancel, grow(), importTable, caption("reading at most"),
                limit, caption("items")), "live-row", "live-actions");
    }

    /** What Load and Verify write and read, under the buttons (beside them it squeezed the import field). */
    private static Label sampleHint() {
        Label hint = styled(new Label("Load and Verify use the same sample: the design's items, or with Generate set,"
                + " that many generated records per entity from the seed."), "muted", "live-hint");
        hint.setId("live-hint");
        hint.setWrapText(true);
        return hint;
    }

    private HBox progressRow() {
        ProgressBar bar = styled(new ProgressBar(), "live-progress");
        bar.setId("live-progress");
        bar.progressProperty().bind(viewModel.loadProgressProperty());
        bar.setPrefWidth(260);
        Label text = styled(new Label(), "muted", "live-load-text");
        text.setId("live-load-text");
        text.textProperty().bind(viewModel.loadTextProperty());
        HBox row = styled(new HBox(caption("Load"), bar, text), "live-row");
        row.managedProperty().bind(text.textProperty().isNotEmpty());
        row.visibleProperty().bind(row.managedProperty());
        return row;
    }

    private Label messageLabel() {
        Label message = styled(new Label(), "live-message");
        message.setId("live-message");
        return LiveMessages.bind(message, viewModel.messageProperty(), viewModel.failedProperty());
    }

    private Node results() {
        Label title = styled(new Label(), "live-results-title");
        title.setId("live-results-title");
        title.textProperty().bind(Bindings.when(viewModel.resultsTitleProperty().isEmpty())
                .then("Results of Run and Verify appear here, each read pattern beside its prediction.")
                .otherwise(viewModel.resultsTitleProperty()));
        TableView<VerdictRow> verdicts = verdictTable();
        TableView<RunRow> runs = runTable();
        runs.visibleProperty().bind(Bindings.isNotEmpty(viewModel.runRows()));
        verdicts.visibleProperty().bind(runs.visibleProperty().not());
        StackPane tables = new StackPane(verdicts, runs);
        VBox.setVgrow(tables, Priority.ALWAYS);
        Label hint = styled(new Label("Double-click a row (or Enter) for the items it returned."), "muted",
                "live-results-hint");
        hint.setId("live-results-hint");
        hint.setMinWidth(Region.USE_PREF_SIZE);
        show(hint, Bindings.isNotEmpty(viewModel.runRows()).or(Bindings.isNotEmpty(viewModel.verdicts())));
        title.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(title, Priority.ALWAYS);
        HBox heading = new HBox(12, title, hint);
        heading.setAlignment(javafx.geometry.Pos.BASELINE_LEFT);
        return styled(new VBox(heading, tables), "live-results");
    }

    private TableView<VerdictRow> verdictTable() {
        TableView<VerdictRow> table = styled(new TableView<>(viewModel.verdicts()), "live-verdicts");
        table.setId("live-verdicts");
        table.setPlaceholder(styled(new Label("No verify yet"), "muted"));
        TableColumn<VerdictRow, String> verdict = column("Verdict", VerdictRow::verdict, 70);
        verdict.setCellFactory(c -> new VerdictCell());
        TableColumn<VerdictRow, String> differences = column("Differences", VerdictRow::differences, 200);
        differences.setCellFactory(c -> new WrappingCell());
        TableColumn<VerdictRow, String> counts = new TableColumn<>("Count / ScannedCount");
        counts.getColumns().addAll(List.of(column("Predicted", VerdictRow::predicted, 105),
                column("Live", VerdictRow::live, 105)));
        table.getColumns().addAll(List.of(column("Pattern", VerdictRow::patternId, 65),
                column("Name", VerdictRow::patternName, 210), column("Request", VerdictRow::resolution, 120),
                verdict, counts, column("Latency", VerdictRow::latency, 85), differences));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        WholeItemAction.install(table, "Show returned items…", VerdictRow::wholeItems);
        return table;
    }

    private TableView<RunRow> runTable() {
        TableView<RunRow> table = styled(new TableView<>(viewModel.runRows()), "live-runs");
        table.setId("live-runs");
        table.getColumns().addAll(List.of(column("Pattern", RunRow::patternId, 70),
                column("Name", RunRow::patternName, 210), column("Request", RunRow::request, 150),
                column("Items", r -> String.valueOf(r.items()), 60), column("Count", r -> String.valueOf(r.count()), 60),
                column("ScannedCount", r -> String.valueOf(r.scannedCount()), 115),
                column("Consumed RCU", RunRow::capacity, 140), column("Predicted RCU", RunRow::predictedText, 115),
                column("Latency", RunRow::latencyText, 80),
                column("Refused", r -> r.refused() == null ? "" : r.refused(), 160)));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        WholeItemAction.install(table, "Show returned items…", RunRow::wholeItems);
        return table;
    }

    /** Import: reads the table, asks where to save the new design, saves it off the FX thread, then opens it. */
    private void importTable() {
        viewModel.importTable(result -> {
            FileChooser chooser = new FileChooser();
            chooser.setTitle("Save the imported design");
            chooser.setInitialFileName(result.design().name() + JsonDesignStore.DESIGN_FILE_SUFFIX);
            chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Tablesmith design",
                    "*" + JsonDesignStore.DESIGN_FILE_SUFFIX));
            java.io.File chosen = chooser.showSaveDialog(root.getScene() == null ? null : root.getScene().getWindow());
            if (chosen == null) {
                return;
            }
            Path file = chosen.toPath();
            viewModel.saveImported(result, file, () -> {
                if (!result.warnings().isEmpty()) {
                    LineListDialog.create(root.getScene() == null ? null : root.getScene().getWindow(),
                            Alert.AlertType.INFORMATION, "Imported with warnings", result.design().name(),
                            dev.tablesmith.ui.Plurals.count(result.warnings().size(), "thing")
                                    + " the import could not infer or represent:",
                            result.warnings(), 14, "import-warnings").show();
                }
                onOpenFile.accept(file);
            });
        });
    }

    private void deploy() {
        String question = viewModel.writesNeedConfirmation()
                ? viewModel.confirmationQuestion("make the writes listed above to table " + viewModel.table().name())
                : "";
        viewModel.planDeploy(plan -> DeployDialog.show(window(), plan, question,
                typed -> viewModel.applyDeploy(plan, typed)));
    }

    private void load() {
        if (!viewModel.writesNeedConfirmation()) {
            viewModel.load("");
            return;
        }
        TextInputDialog dialog = new TextInputDialog();
        dialog.setTitle("Load " + viewModel.table().name());
        dialog.setHeaderText(viewModel.confirmationQuestion("write the sample items (BatchWriteItem) to table "
                + viewModel.table().name()));
        AppTheme.style(dialog.getDialogPane());
        dialog.initOwner(window());
        Optional<String> typed = dialog.showAndWait();
        typed.ifPresent(viewModel::load);
    }

    private javafx.stage.Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    private static <R> TableColumn<R, String> column(String title, Function<R, String> value, double width) {
        TableColumn<R, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setPrefWidth(width);
        column.setMinWidth(Math.min(width, 60));
        column.setCellFactory(c -> new FullTextCell<>());
        return column;
    }

    private static Label caption(String text) {
        Label caption = styled(new Label(text), "live-caption");
        caption.setMinWidth(Region.USE_PREF_SIZE);
        return caption;
    }

    private static Region grow() {
        Region region = new Region();
        HBox.setHgrow(region, Priority.ALWAYS);
        return region;
    }

    private static TextField field(String id, String text, double width) {
        TextField field = new TextField(text);
        field.setId(id);
        field.setPrefWidth(width);
        return field;
    }

    private static Button button(String text, String id, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> action.run());
        button.setMinWidth(Region.USE_PREF_SIZE);
        return button;
    }

    private static void show(Node node, javafx.beans.value.ObservableValue<Boolean> when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
    }

    /** "same" or "differs", coloured by the {@code live-same} and {@code live-differs} rules. */
    private static final class VerdictCell extends TableCell<VerdictRow, String> {
        @Override
        protected void updateItem(String value, boolean empty) {
            super.updateItem(value, empty);
            getStyleClass().removeAll("live-same", "live-differs");
            setText(empty ? null : value);
            if (!empty && value != null) {
                getStyleClass().add("same".equals(value) ? "live-same" : "live-differs");
            }
        }
    }

    /** Shows every difference, one per line, wrapping long ones. */
    private static final class WrappingCell extends TableCell<VerdictRow, String> {
        WrappingCell() {
            setWrapText(true);
            setPadding(new Insets(2, 4, 2, 4));
        }

        @Override
        protected void updateItem(String value, boolean empty) {
            super.updateItem(value, empty);
            setText(empty || value == null || value.isEmpty() ? (empty ? null : "—") : value);
        }
    }
}
