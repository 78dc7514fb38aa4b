package dev.tablesmith.ui.snapshot;

import dev.tablesmith.engine.ViewTotals;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.TablesmithApp;
import dev.tablesmith.ui.patterns.PatternRow;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.Predicate;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;

/**
 * The designer for one snapshot: a {@link DesignerWindow} on a session whose background work runs at once, in a
 * scene of the requested size (not shown in a window), with the requested tab, index and pattern selected. It
 * finds the controls it drives by their style class or id, as a user finds them by sight, so the designer needs
 * no API for snapshots. Build it on the FX thread.
 */
final class DesignerScene {
    /** Where the review view puts the divider between the views and the review panel (the designer: 0.74). */
    private static final double REVIEW_DIVIDER = 0.42;

    /** Rows of the patterns table left above a selected pattern, so that the reader sees where it stands. */
    private static final int ROWS_ABOVE_SELECTION = 2;

    private final Scene scene;

    DesignerScene(SnapshotRequest request) {
        this(request, null);
    }

    /**
     * The designer on a design whose table holds only a window of a larger view's sample data, showing the whole
     * view's counts ({@code whole}; null when the design is whole).
     */
    DesignerScene(SnapshotRequest request, ViewTotals whole) {
        DesignSession session = new DesignSession(request.design(), null, new SynchronousTaskRunner());
        if (whole != null) {
            session.showWindowOf(whole);
        }
        // Selected before the views exist, so the patterns view opens with it selected, as after a click.
        session.selectedPatternProperty().set(request.pattern());
        DesignerWindow designer = new DesignerWindow(session, new JsonDesignStore());
        scene = new Scene(designer.root(), request.width(), request.height());
        scene.getStylesheets().setAll(AppTheme.stylesheets(request.theme()));
        select(designer.root(), request);
    }

    Scene scene() {
        return scene;
    }

    private static void select(Parent root, SnapshotRequest request) {
        TabPane tabs = find(root, TabPane.class, t -> t.getStyleClass().contains("designer-tabs"))
                .orElseThrow(() -> new IllegalStateException("the designer has no view tabs"));
        Tab tab = tabs.getTabs().stream().filter(t -> request.view().tabTitle().equals(t.getText())).findFirst()
                .orElseThrow(() -> new IllegalStateException("the designer has no tab '"
                        + request.view().tabTitle() + "'"));
        tabs.getSelectionModel().select(tab);
        if (request.index() != null) {
            ComboBox<?> chooser = find(root, ComboBox.class, c -> "collections-chooser".equals(c.getId()))
                    .orElseThrow(() -> new IllegalStateException("the collections view has no index chooser"));
            chooseValue(chooser, request.index());
        }
        if (request.pattern() != null) {
            find(root, TableView.class, t -> t.getStyleClass().contains("patterns-table"))
                    .ifPresent(table -> selectRow(table, request.pattern()));
            // Runs the selected pattern's request on the sample data, so that the items it returns show.
            find(root, Button.class, b -> b.getStyleClass().contains("patterns-run"))
                    .filter(run -> !run.isDisabled())
                    .ifPresent(Button::fire);
        }
        if (request.view() == SnapshotView.REVIEW) {
            find(root, SplitPane.class, s -> s.getOrientation() == Orientation.VERTICAL)
                    .ifPresent(split -> split.setDividerPositions(REVIEW_DIVIDER));
            // The first finding selected, so that its explanation shows beside the list.
            find(root, ListView.class, l -> l.getStyleClass().contains("review-panel-list"))
                    .filter(list -> !list.getItems().isEmpty())
                    .ifPresent(list -> list.getSelectionModel().selectFirst());
        }
    }

    /** Selects the pattern's row in the patterns table, as a click does, and scrolls it into view. */
    private static <T> void selectRow(TableView<T> table, String patternId) {
        table.getItems().stream()
                .filter(row -> row instanceof PatternRow pattern && pattern.id().equals(patternId))
                .findFirst()
                .ifPresent(row -> {
                    table.getSelectionModel().select(row);
                    int index = table.getItems().indexOf(row);
                    if (index > ROWS_ABOVE_SELECTION) {
                        table.scrollTo(index - ROWS_ABOVE_SELECTION);
                    }
                });
    }

    private static <T> void chooseValue(ComboBox<T> chooser, String value) {
        T item = chooser.getItems().stream().filter(i -> value.equals(String.valueOf(i))).findFirst()
                .orElseThrow(() -> new IllegalStateException("the index chooser has no '" + value + "'"));
        chooser.setValue(item);
    }

    /**
     * The first node of {@code type} matching {@code test}, searched breadth-first through children and through
     * the content of split panes, tabs, scroll panes and titled panes (those are children only once skinned).
     */
    static <T extends Node> Optional<T> find(Node root, Class<T> type, Predicate<? super T> test) {
        Deque<Node> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            if (type.isInstance(node) && test.test(type.cast(node))) {
                return Optional.of(type.cast(node));
            }
            if (node instanceof SplitPane split) {
                queue.addAll(split.getItems());
            } else if (node instanceof TabPane tabs) {
                tabs.getTabs().stream().map(Tab::getContent).filter(c -> c != null).forEach(queue::add);
            } else if (node instanceof ScrollPane scroll && scroll.getContent() != null) {
                queue.add(scroll.getContent());
            } else if (node instanceof TitledPane titled && titled.getContent() != null) {
                queue.add(titled.getContent());
            }
            if (node instanceof Parent parent) {
                queue.addAll(parent.getChildrenUnmodifiable());
            }
        }
        return Optional.empty();
    }
}
