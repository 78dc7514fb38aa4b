package dev.tablesmith.ui.snapshot;

import dev.tablesmith.export.DocumentImage;
import dev.tablesmith.io.export.DocumentImageRenderer;
import dev.tablesmith.engine.ViewTotals;
import dev.tablesmith.engine.ViewWindow;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.FontCheck;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.geometry.Bounds;
import java.awt.image.BufferedImage;
import javafx.scene.image.WritableImage;

/**
 * Draws the pictures of the design document: the designer's view ({@code entity-chart}, {@code collections:INDEX})
 * cut to the view itself, without menus, navigator and review panel, which mean nothing on a page. The toolkit
 * starts once for all pictures (headless, as for {@code tablesmith snapshot}) and is left running when it already
 * was (the app). Call it off the FX thread: it waits for the FX thread to draw each picture.
 */
public final class DocumentImages implements DocumentImageRenderer {
    /** The size the designer is laid out at for a picture: wide enough for an entity chart of six key columns. */
    public static final int WIDTH = 1400;
    public static final int HEIGHT = 1000;
    /** The entity chart's share of its view; the entity details below it are not part of the picture. */
    private static final double CHART_SHARE = 0.97;
    private static final int SETTLING_PASSES = 3;
    /** Pixels kept below the last row. */
    private static final int MARGIN = 6;
    /**
     * Above this many sample items (records and explicit items), a picture is drawn from a window of the view: its
     * first {@value #WINDOW_ENTRIES} entries, which fill more than the picture's height, with the whole view's
     * counts ({@link ViewWindow}); the designer's views of a million items would not fit in memory beside the
     * design, and the picture shows only its first screenful. At or below it the whole view is drawn.
     */
    public static final int WINDOW_ABOVE = 20_000;
    static final int WINDOW_ENTRIES = 60;
    /** Items left out of an index kept in a window: the list of them is folded in a picture, only its count shows. */
    static final int WINDOW_EXCLUSIONS = 20;

    private final int windowAbove;

    /** Pictures drawn from a window of each view above {@value #WINDOW_ABOVE} sample items. */
    public DocumentImages() {
        this(WINDOW_ABOVE);
    }

    /** Pictures drawn from a window of each view above {@code windowAbove} sample items. */
    DocumentImages(int windowAbove) {
        this.windowAbove = windowAbove;
    }

    @Override
    public void render(Design design, List<DocumentImage> images, Path folder) throws IOException {
        boolean startedHere = HeadlessToolkit.start();
        try {
            for (DocumentImage image : images) {
                PngImages.write(draw(design, image), folder.resolve(image.fileName()));
            }
        } catch (RuntimeException | Error e) {
            if (FontCheck.isNoFontsFailure(e)) {
                throw new IllegalStateException(FontCheck.NO_FONTS);
            }
            throw e;
        } finally {
            if (startedHere) {
                Platform.exit();
            }
        }
    }

    private BufferedImage draw(Design design, DocumentImage image) {
        Drawn drawn = designer(design, image);
        Scene scene = drawn.scene();
        WritableImage picture = null;
        double height = 0;
        for (int pass = 0; pass < SETTLING_PASSES; pass++) {
            HeadlessToolkit.drainEvents();
            // the scene's snapshot lays it out (it is in no window, so no pulse does); then the view alone
            picture = HeadlessToolkit.onFxThread(() -> {
                scene.snapshot(null);
                return view(scene, drawn.view()).snapshot(null, null);
            });
            height = HeadlessToolkit.onFxThread(() -> filledHeight(view(scene, drawn.view())));
        }
        BufferedImage whole = PngImages.toBufferedImage(picture);
        int cut = (int) Math.ceil(Math.min(whole.getHeight(), height + MARGIN));
        return cut <= 0 || cut >= whole.getHeight() ? whole : whole.getSubimage(0, 0, whole.getWidth(), cut);
    }

    /** The designer's scene a picture is taken of, and the view it shows. */
    record Drawn(Scene scene, SnapshotView view) {
    }

    /**
     * Builds the designer for {@code image} (on the FX thread; the window of a large view is worked out on the
     * calling thread first).
     */
    Drawn designer(Design design, DocumentImage image) {
        Table table = design.table(image.table()).orElseThrow(() -> new IllegalArgumentException(
                "the design has no table " + image.table()));
        // the designer shows a design's first table: a design of that table alone shows this one
        Design alone = new Design(design.name(), design.description(), List.of(table), design.pricing());
        SnapshotRequest asked = SnapshotRequest.parse(alone, image.view(), null, WIDTH, HEIGHT);
        ViewTotals totals = null;
        SnapshotRequest request = asked;
        if (sampleItems(table) > windowAbove) { // worked out here, off the FX thread
            ViewWindow window = ViewWindow.of(table, asked.index() == null ? AccessPattern.TABLE_INDEX
                    : asked.index(), WINDOW_ENTRIES, WINDOW_EXCLUSIONS);
            totals = window.totals();
            Design windowed = new Design(design.name(), design.description(), List.of(window.table()),
                    design.pricing());
            request = SnapshotRequest.parse(windowed, image.view(), null, WIDTH, HEIGHT);
        }
        SnapshotRequest drawn = request;
        ViewTotals counts = totals;
        return new Drawn(HeadlessToolkit.onFxThread(() -> new DesignerScene(drawn, counts).scene()), drawn.view());
    }

    private static long sampleItems(Table table) {
        long items = table.items().size();
        for (Entity entity : table.entities()) {
            items += entity.records().size();
        }
        return items;
    }

    /**
     * How far down the view holds something: the bottom of its last row that shows an item (a table row or a list
     * cell), so that the picture ends there instead of with empty rows; the whole view when it has no rows.
     */
    static double filledHeight(Node view) {
        Bounds own = view.getLayoutBounds();
        double bottom = -1;
        for (Node node : view.lookupAll(".indexed-cell")) {
            if (node instanceof IndexedCell<?> cell && cell.isVisible() && !cell.isEmpty()
                    && !(cell instanceof TableCell<?, ?>)) {
                Bounds bounds = view.sceneToLocal(cell.localToScene(cell.getLayoutBounds()));
                double cellBottom = bounds.getMaxY();
                Node list = cell.getParent();
                while (list != null && !(list instanceof javafx.scene.control.Control)) {
                    list = list.getParent();
                }
                if (list != null) { // a row half scrolled out ends where its list does
                    cellBottom = Math.min(cellBottom, view.sceneToLocal(list.localToScene(list.getLayoutBounds()))
                            .getMaxY());
                }
                bottom = Math.max(bottom, cellBottom - own.getMinY());
            }
        }
        return bottom < 0 ? own.getHeight() : bottom;
    }

    /** The content of the selected designer tab; for the entity chart, with the details pane pushed down. */
    private static Node view(Scene scene, SnapshotView view) {
        TabPane tabs = DesignerScene.find(scene.getRoot(), TabPane.class,
                        t -> t.getStyleClass().contains("designer-tabs"))
                .orElseThrow(() -> new IllegalStateException("the designer has no view tabs"));
        Node content = tabs.getSelectionModel().getSelectedItem().getContent();
        if (view == SnapshotView.ENTITY_CHART) {
            DesignerScene.find(content, SplitPane.class, s -> s.getStyleClass().contains("entity-chart-split"))
                    .ifPresent(split -> split.setDividerPositions(CHART_SHARE));
            return DesignerScene.find(content, TableView.class, t -> t.getStyleClass().contains("entity-chart-table"))
                    .<Node>map(t -> t).orElse(content);
        }
        return content;
    }
}
