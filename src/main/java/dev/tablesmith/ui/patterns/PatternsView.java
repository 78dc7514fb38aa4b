package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.AppTheme;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The access patterns tab: every pattern with its planned operation, status chip and cost above; the selected
 * pattern's editor, request, reason, fix and cost, and a run on sample data with input fields below. Keys: Insert
 * adds a pattern (Ctrl+N is New design), Ctrl+D duplicates the selected one, Delete (in the table) deletes it after a
 * confirmation. Built in code, styled by the {@code .patterns-} rules of app.css.
 */
public final class PatternsView {
    private static final KeyCombination ADD_INSERT = new KeyCodeCombination(KeyCode.INSERT);
    private static final KeyCombination DUPLICATE = new KeyCodeCombination(KeyCode.D,
            KeyCombination.SHORTCUT_DOWN);
    /** Below this table width the Units and $/month columns hide, so the others keep whole headers. */
    static final double NARROW_TABLE_WIDTH = 860;
    /** How many rows the table shows when the tab opens. */
    static final int TABLE_ROWS = 8;
    private static final double TABLE_ROW_HEIGHT = 26;
    private static final double TABLE_HEADER_HEIGHT = 36;
    private final PatternsViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final TableView<PatternRow> table = new TableView<>();
    private java.util.function.Consumer<dev.tablesmith.classroom.LessonLink> onLearnWhy = link -> { };

    public PatternsView(DesignSession session) {
        this(new PatternsViewModel(session));
    }

    public PatternsView(PatternsViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        initListeners();
    }

    public Node root() {
        return root;
    }

    /**
     * What "Learn why" beside a plan's reason does with the lesson step that teaches that kind of verdict (the
     * classroom's lesson panel opens at that step).
     */
    public void setOnLearnWhy(java.util.function.Consumer<dev.tablesmith.classroom.LessonLink> action) {
        onLearnWhy = java.util.Objects.requireNonNull(action, "action");
    }

    public PatternsViewModel viewModel() {
        return viewModel;
    }

    private void createView() {
        Label title = styled(new Label("Access patterns"), "patterns-title");
        Label message = styled(new Label(), "muted", "patterns-message");
        message.textProperty().bind(viewModel.messageProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Button add = styled(new Button("Add pattern…"), "patterns-add");
        add.setOnAction(e -> addPattern());
        add.setTooltip(new Tooltip("Add an access pattern (Insert)"));
        Button addWrite = styled(new Button("Add write…"), "patterns-add-write");
        addWrite.setOnAction(e -> new AddWritePatternDialog(viewModel, root.getScene().getWindow()).showAndWait());
        addWrite.setTooltip(new Tooltip("Add a write pattern: PutItem, UpdateItem, DeleteItem or a transaction"));
        HBox header = styled(new HBox(title, message, spacer, add, addWrite), "patterns-header");

        createTable();
        SplitPane split = new SplitPane(table, new PatternDetailPane(viewModel, this::duplicate,
                this::confirmDelete, link -> onLearnWhy.accept(link)).root());
        split.setOrientation(Orientation.VERTICAL);
        split.getStyleClass().add("patterns-split");
        keepTableRows(split);
        root.setTop(header);
        root.setCenter(split);
        root.getStyleClass().add("patterns");
    }

    private void createTable() {
        table.getColumns().add(idColumn());
        table.getColumns().add(textColumn("Pattern", "The question in words", PatternRow::name, 242, 120));
        table.getColumns().add(textColumn("Entities", "The entities it returns or writes", PatternRow::entities,
                150, 80));
        table.getColumns().add(textColumn("Inputs", "What the caller knows: equalities (= constant), range and "
                + "sort", PatternRow::inputs, 220, 110));
        // Wide enough for "GetItem table" and "Write UPDATE" whole, and for "12.5 WCU" in Units.
        table.getColumns().add(textColumn("Operation", "The planned request and the index it uses",
                PatternRow::operation, 128, 124));
        table.getColumns().add(statusColumn());
        TableColumn<PatternRow, String> units = numberColumn("Units", "Read (RCU) or write (WCU) capacity units "
                + "per call", PatternRow::units, 92, 88);
        TableColumn<PatternRow, String> monthly = numberColumn("$/month", "Estimated USD a month at the "
                + "pattern's requests per second", PatternRow::monthlyCost, 86, 76);
        table.getColumns().add(units);
        table.getColumns().add(monthly);
        table.widthProperty().addListener((obs, old, width) -> {
            boolean wide = width.doubleValue() >= NARROW_TABLE_WIDTH;
            units.setVisible(wide);
            monthly.setVisible(wide);
        });
        table.setItems(viewModel.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        Label placeholder = new Label("No access patterns yet. Patterns come first: \"Add pattern…\" asks "
                + "for the question, what the caller knows and the entity it returns (it need not exist yet).");
        placeholder.setWrapText(true); // whole at 1280x800, not cut at the table's width
        placeholder.setMaxWidth(620);
        placeholder.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        table.setPlaceholder(placeholder);
        table.getStyleClass().add("patterns-table");
    }

    /**
     * Keeps the table {@link #TABLE_ROWS} rows tall when the tab first shows and when the window grows (the detail
     * below gets the rest), so that at 1280x800 the list and the selected pattern's key fields are both in view.
     */
    private void keepTableRows(SplitPane split) {
        SplitPane.setResizableWithParent(table, false);
        split.heightProperty().addListener(new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Number> obs, Number old, Number height) {
                if (height.doubleValue() > 0) {
                    split.heightProperty().removeListener(this);
                    double wanted = TABLE_HEADER_HEIGHT + TABLE_ROWS * TABLE_ROW_HEIGHT;
                    split.setDividerPositions(Math.min(0.6, wanted / height.doubleValue()));
                }
            }
        });
    }

    private void initListeners() {
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null && row != viewModel.selectedProperty().get()) {
                viewModel.select(row);
            }
        });
        viewModel.selectedProperty().addListener((obs, old, row) -> {
            if (row == null) {
                table.getSelectionModel().clearSelection();
            } else if (table.getSelectionModel().getSelectedItem() != row) {
                table.getSelectionModel().select(row);
                table.scrollTo(row);
            }
        });
        table.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.DELETE && viewModel.selectedProperty().get() != null) {
                e.consume();
                confirmDelete();
            }
        });
        root.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (ADD_INSERT.match(e)) {
                e.consume();
                addPattern();
            } else if (DUPLICATE.match(e) && viewModel.selectedProperty().get() != null) {
                e.consume();
                duplicate();
            }
        });
    }

    private void addPattern() {
        new AddPatternDialog(viewModel.newPattern(), root.getScene().getWindow()).showAndWait();
    }

    private void duplicate() {
        viewModel.duplicateSelected().ifPresent(this::refused);
    }

    /** Asks before deleting the selected pattern; undo brings it back. */
    private void confirmDelete() {
        PatternRow row = viewModel.selectedProperty().get();
        if (row == null) {
            return;
        }
        Alert confirm = new Alert(Alert.AlertType.CONFIRMATION, "Delete access pattern " + row.id() + " · "
                + row.name() + "? Undo (Ctrl+Z) brings it back.", ButtonType.OK, ButtonType.CANCEL);
        confirm.initOwner(root.getScene().getWindow());
        confirm.setTitle("Delete access pattern");
        confirm.setHeaderText(null);
        AppTheme.style(confirm.getDialogPane());
        if (confirm.showAndWait().filter(ButtonType.OK::equals).isPresent()) {
            viewModel.deleteSelected().ifPresent(this::refused);
        }
        table.requestFocus();
    }

    private void refused(String reason) {
        Alert alert = new Alert(Alert.AlertType.WARNING, reason, ButtonType.OK);
        alert.initOwner(root.getScene().getWindow());
        alert.setHeaderText(null);
        alert.showAndWait();
    }

    /**
     * A column with a short header (its tooltip says the rest) and a minimum width that keeps the header whole:
     * the table scrolls sideways before a header reads "Oper…".
     */
    private static TableColumn<PatternRow, String> textColumn(String title, String tip,
                                                              Function<PatternRow, String> value, double width,
                                                              double minWidth) {
        TableColumn<PatternRow, String> column = new TableColumn<>();
        column.setGraphic(header(title, tip));
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setPrefWidth(width);
        column.setMinWidth(minWidth);
        return column;
    }

    private static Label header(String title, String tip) {
        Label header = styled(new Label(title), "patterns-column-title");
        header.setMinWidth(Region.USE_PREF_SIZE);
        header.setTooltip(new Tooltip(tip));
        return header;
    }

    private static TableColumn<PatternRow, String> idColumn() {
        return textColumn("ID", "The pattern's id, unique in the table", PatternRow::id, 56, 56);
    }

    private static TableColumn<PatternRow, String> numberColumn(String title, String tip,
                                                                Function<PatternRow, String> value, double width,
                                                                double minWidth) {
        TableColumn<PatternRow, String> column = textColumn(title, tip, value, width, minWidth);
        column.getStyleClass().add("patterns-number");
        return column;
    }

    private static TableColumn<PatternRow, PatternRow> statusColumn() {
        TableColumn<PatternRow, PatternRow> column = new TableColumn<>();
        column.setGraphic(header("Status", "GetItem or Query (green), Query + filter or unsorted (amber), Scan "
                + "(red), a write, or the entity the pattern still needs"));
        column.setMinWidth(172); // "Needs entity Post" whole at 1280x800
        column.setCellValueFactory(c -> new javafx.beans.property.ReadOnlyObjectWrapper<>(c.getValue()));
        column.setCellFactory(c -> new TableCell<>() {
            private final Label chip = styled(new Label(), "patterns-chip");

            @Override
            protected void updateItem(PatternRow row, boolean empty) {
                super.updateItem(row, empty);
                if (empty || row == null) {
                    setGraphic(null);
                    return;
                }
                chip.setText(row.statusLabel());
                chip.getStyleClass().removeIf(s -> s.startsWith("patterns-chip-"));
                chip.getStyleClass().add(row.status().styleClass());
                setGraphic(chip);
            }
        });
        column.setPrefWidth(176);
        return column;
    }

    /** A vertical stack with the given style classes. */
    static VBox stack(String... styleClasses) {
        return styled(new VBox(), styleClasses);
    }
}
