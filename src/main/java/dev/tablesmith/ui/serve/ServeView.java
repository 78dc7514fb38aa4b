package dev.tablesmith.ui.serve;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.FullTextCell;
import dev.tablesmith.ui.live.LiveMessages;
import java.io.File;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * "Serve this design" and the Traffic list, the Live tab's second page: the serve bar (port, Start, Stop, the URL),
 * the traffic bar (filter, totals, Clear, Save…, Open…), the list of served requests with the pattern each serves
 * (amber for no access pattern, red for a Scan), and beside it the selected request (why, its JSON, "Add as access
 * pattern…"), the snippet to connect with, and the tally per pattern. Built in code, styled by the {@code .serve-}
 * rules of app.css.
 */
public final class ServeView {
    private final ServeViewModel viewModel;
    private final BorderPane root = styled(new BorderPane(), "serve");
    private final TabPane side = styled(new TabPane(), "serve-side");
    private Tab requestTab;
    private Tab connectTab;

    public ServeView(ServeViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        initListeners();
    }

    public Node root() {
        return root;
    }

    public ServeViewModel viewModel() {
        return viewModel;
    }

    private void createView() {
        VBox top = styled(new VBox(serveRow(), messageLabel(), editsNotice()), "serve-controls");
        root.setTop(top);
        TableView<TrafficRow> table = trafficTable();
        VBox traffic = new VBox(4, trafficHeading(), table);
        VBox.setVgrow(table, Priority.ALWAYS);
        // The list takes the full width (eight columns) and most of the height; the selected request, the snippet
        // and the tally sit under it, in a pane the user can drag taller.
        SplitPane split = new SplitPane(traffic, sidePane());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.68);
        styled(split, "serve-split");
        root.setCenter(split);
    }

    private void initListeners() {
        viewModel.selectedProperty().addListener((obs, old, row) -> {
            if (row != null) {
                side.getSelectionModel().select(requestTab);
            }
        });
        viewModel.runningProperty().addListener((obs, old, running) -> {
            if (running && viewModel.selectedProperty().get() == null) {
                side.getSelectionModel().select(connectTab);
            }
        });
    }

    private HBox serveRow() {
        Label title = styled(new Label("Serve this design"), "serve-title");
        title.setMinWidth(Region.USE_PREF_SIZE);
        TextField port = new TextField();
        port.setId("serve-port");
        port.setPromptText("free");
        port.setPrefWidth(80);
        port.setMinWidth(Region.USE_PREF_SIZE);
        port.textProperty().bindBidirectional(viewModel.portProperty());
        port.disableProperty().bind(viewModel.runningProperty().or(viewModel.busyProperty()));
        port.setTooltip(new Tooltip("The port to listen on (127.0.0.1 only); blank picks a free one"));
        Button start = button("Start", "serve-start", viewModel::start);
        start.getStyleClass().add("live-primary");
        start.disableProperty().bind(viewModel.runningProperty().or(viewModel.busyProperty()));
        start.setTooltip(new Tooltip("Serve this design on 127.0.0.1 (the port above, or a free one)"));
        Button stop = button("Stop", "serve-stop", viewModel::stop);
        stop.disableProperty().bind(viewModel.runningProperty().not().or(viewModel.busyProperty()));
        TextField url = styled(new TextField(), "serve-url");
        url.setId("serve-url");
        url.setEditable(false);
        url.textProperty().bind(Bindings.when(viewModel.urlProperty().isEmpty()).then("not serving")
                .otherwise(viewModel.urlProperty()));
        url.setPrefWidth(210);
        url.setMinWidth(Region.USE_PREF_SIZE);
        url.setTooltip(new Tooltip("The endpoint URL: give it to your application, the AWS CLI or an SDK"));
        return styled(new HBox(title, caption("Port"), port, start, stop, caption("URL"), url), "serve-row");
    }

    /** Under the Start row, the full width, wrapping: what the page does before Start, then what it is doing. */
    private Label messageLabel() {
        Label message = styled(new Label(), "live-message", "serve-message");
        message.setId("serve-message");
        message.setMinHeight(Region.USE_PREF_SIZE);
        message.setMaxWidth(Double.MAX_VALUE);
        return LiveMessages.bind(message, viewModel.statusProperty(), viewModel.failedProperty());
    }

    /** While the design differs from the one served: what that means, and Restart with the edits. */
    private HBox editsNotice() {
        Label text = styled(new Label(), "serve-notice-text");
        text.setId("serve-edits-notice");
        text.setWrapText(true);
        text.setMinHeight(Region.USE_PREF_SIZE);
        text.setMaxWidth(Double.MAX_VALUE);
        text.textProperty().bind(viewModel.editsNoticeProperty());
        HBox.setHgrow(text, Priority.ALWAYS);
        Button restart = button("Restart with the edits", "serve-restart", viewModel::restartWithEdits);
        restart.disableProperty().bind(viewModel.busyProperty());
        restart.setTooltip(new Tooltip("Stop and serve the edited design on the same port"));
        HBox notice = styled(new HBox(12, text, restart), "serve-notice");
        notice.managedProperty().bind(viewModel.editedProperty());
        notice.visibleProperty().bind(notice.managedProperty());
        return notice;
    }

    private ComboBox<String> filter() {
        ComboBox<String> filter = new ComboBox<>(viewModel.filterChoices());
        filter.setId("serve-filter");
        filter.valueProperty().bindBidirectional(viewModel.filterProperty());
        filter.setPrefWidth(190);
        filter.setTooltip(new Tooltip("Show the requests of one access pattern, those of none, or the Scans"));
        return filter;
    }

    private HBox listButtons() {
        Button clear = button("Clear", "serve-clear", viewModel::clear);
        Button save = button("Save…", "serve-save", this::save);
        Button open = button("Open…", "serve-open", this::open);
        save.setTooltip(new Tooltip("Save the list as JSON lines, the format of tablesmith serve --log"));
        open.setTooltip(new Tooltip("Open a traffic log (from Save… or tablesmith serve --log) and match it to "
                + "this design"));
        return new HBox(8, clear, save, open);
    }

    private HBox trafficHeading() {
        Label title = styled(new Label("Traffic"), "serve-title");
        title.setMinWidth(Region.USE_PREF_SIZE);
        Label summary = styled(new Label(), "muted", "serve-summary");
        summary.setId("serve-summary");
        summary.textProperty().bind(viewModel.summaryProperty());
        summary.setMinWidth(0);
        HBox heading = styled(new HBox(title, summary, grow(), caption("Show"), filter(), listButtons()),
                "serve-row", "serve-heading");
        heading.setPadding(new javafx.geometry.Insets(0, 0, 2, 0));
        return heading;
    }

    private TableView<TrafficRow> trafficTable() {
        TableView<TrafficRow> table = styled(new TableView<>(viewModel.shownRows()), "serve-traffic");
        table.setId("serve-traffic");
        table.setPlaceholder(styled(new Label("No requests yet: Start, then point your application at the URL "
                + "(Connect shows how)."), "muted"));
        TableColumn<TrafficRow, String> pattern = column("Pattern", TrafficRow::pattern, 146);
        pattern.setCellFactory(c -> new PatternCell());
        // The key condition comes last and takes what width is left: it is the longest text, and the Request tab
        // (and the tooltip) shows it whole.
        table.getColumns().addAll(List.of(column("Time", TrafficRow::time, 106),
                column("Operation", TrafficRow::operation, 88), pattern, column("Index", TrafficRow::where, 62),
                column("Read / returned", TrafficRow::items, 122), column("Capacity", TrafficRow::capacity, 72),
                column("Latency", TrafficRow::latency, 68), column("Key condition or key", TrafficRow::key, 200)));
        table.getColumns().get(table.getColumns().size() - 1).setMinWidth(160);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) ->
                viewModel.selectedProperty().set(row));
        viewModel.selectedProperty().addListener((obs, old, row) -> {
            if (row != table.getSelectionModel().getSelectedItem()) {
                table.getSelectionModel().select(row);
            }
        });
        return table;
    }

    private Node sidePane() {
        requestTab = new Tab("Request", requestPane());
        connectTab = new Tab("Connect", ServeSidePanes.connect(viewModel));
        Tab tallyTab = new Tab("Tally", ServeSidePanes.tally(viewModel));
        requestTab.setId("serve-request-tab");
        connectTab.setId("serve-connect-tab");
        tallyTab.setId("serve-tally-tab");
        side.getTabs().setAll(List.of(requestTab, connectTab, tallyTab));
        side.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        // Before any request, how to connect is what a newcomer needs under the list.
        side.getSelectionModel().select(connectTab);
        side.setMinHeight(110);
        return side;
    }

    private Node requestPane() {
        Label reason = styled(new Label(), "serve-reason");
        reason.setId("serve-reason");
        reason.setWrapText(true);
        reason.setMinHeight(Region.USE_PREF_SIZE);
        reason.setMaxWidth(Double.MAX_VALUE);
        reason.textProperty().bind(Bindings.when(viewModel.reasonProperty().isEmpty())
                .then("Select a request to see which access pattern it serves, and its JSON.")
                .otherwise(viewModel.reasonProperty()));
        Button add = button("Add as access pattern…", "serve-add-pattern", viewModel::addSelectedAsPattern);
        add.setTooltip(new Tooltip("Draft an access pattern from this request (entity, equalities, range, order, "
                + "index) and add it to the design; Undo takes it back"));
        add.managedProperty().bind(viewModel.canAddPatternProperty());
        add.visibleProperty().bind(add.managedProperty());
        TextArea request = json("serve-request-json", viewModel.requestTextProperty());
        TextArea response = json("serve-response-json", viewModel.responseTextProperty());
        ToggleGroup which = new ToggleGroup();
        ToggleButton showRequest = styled(new ToggleButton("Request JSON"), "serve-toggle");
        ToggleButton showResponse = styled(new ToggleButton("Response JSON"), "serve-toggle");
        showRequest.setId("serve-show-request");
        showResponse.setId("serve-show-response");
        showRequest.setToggleGroup(which);
        showResponse.setToggleGroup(which);
        which.selectToggle(showRequest);
        which.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                which.selectToggle(old); // one of the two is always shown
            }
        });
        request.visibleProperty().bind(showRequest.selectedProperty());
        response.visibleProperty().bind(showResponse.selectedProperty());
        StackPane bodies = new StackPane(request, response);
        VBox reasons = new VBox(6, add, reason);
        reasons.setPadding(new javafx.geometry.Insets(0, 8, 0, 0));
        // A long reason scrolls rather than being cut off when the pane is short.
        ScrollPane why = styled(new ScrollPane(reasons), "serve-why");
        why.setFitToWidth(true);
        why.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        why.setPrefWidth(470);
        why.setMinWidth(260);
        VBox json = new VBox(6, new HBox(0, showRequest, showResponse), bodies);
        VBox.setVgrow(bodies, Priority.ALWAYS);
        HBox.setHgrow(json, Priority.ALWAYS);
        return styled(new HBox(14, why, json), "serve-pane");
    }

    private void save() {
        FileChooser chooser = chooser("Save traffic");
        chooser.setInitialFileName("traffic.jsonl");
        File file = chooser.showSaveDialog(window());
        if (file != null) {
            viewModel.save(file.toPath());
        }
    }

    private void open() {
        File file = chooser("Open traffic").showOpenDialog(window());
        if (file != null) {
            viewModel.open(file.toPath());
        }
    }

    private static FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Traffic log (JSON lines)", "*.jsonl",
                "*.json", "*.log"), new FileChooser.ExtensionFilter("All files", "*"));
        return chooser;
    }

    private Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    private static TextArea json(String id, javafx.beans.value.ObservableValue<String> text) {
        TextArea area = styled(new TextArea(), "serve-json");
        area.setId(id);
        area.setEditable(false);
        area.textProperty().bind(text);
        area.setPrefRowCount(6);
        area.setWrapText(true);
        return area;
    }

    private static <R> TableColumn<R, String> column(String title, Function<R, String> value, double width) {
        TableColumn<R, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setPrefWidth(width);
        column.setMinWidth(width);
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

    static Button button(String text, String id, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setOnAction(e -> action.run());
        button.setMinWidth(Region.USE_PREF_SIZE);
        return button;
    }

    private static final List<String> VERDICT_CLASSES = List.of("serve-pattern", "serve-no-pattern", "serve-scan",
            "serve-refused", "serve-other");

    /** The pattern column: the ids, or "no access pattern" in amber, "Scan" in red, "refused" in grey. */
    private static final class PatternCell extends TableCell<TrafficRow, String> {
        private final Tooltip tooltip = new Tooltip();

        PatternCell() {
            tooltip.setWrapText(true);
            tooltip.setMaxWidth(520);
        }

        @Override
        protected void updateItem(String value, boolean empty) {
            super.updateItem(value, empty);
            getStyleClass().removeAll(VERDICT_CLASSES);
            TrafficRow row = empty ? null : getTableRow() == null ? null : getTableRow().getItem();
            setText(empty ? null : value);
            if (row != null) {
                getStyleClass().add(row.styleClass());
                tooltip.setText(row.reason());
                setTooltip(tooltip);
            } else {
                setTooltip(null);
            }
        }
    }
}
