package dev.tablesmith.ui.snapshot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.patterns.PatternRow;
import javafx.geometry.Orientation;
import javafx.scene.Parent;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The designer a snapshot shows: the requested tab, index, pattern and review selection, found as a user would. */
class DesignerSceneTest {
    private static Design commerce;

    @BeforeAll
    static void startToolkitAndLoadCommerce() throws Exception {
        FxToolkit.registerPrimaryStage();
        ExampleGallery gallery = new ExampleGallery();
        commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    @Test
    void eachViewSelectsItsTab() {
        for (SnapshotView view : SnapshotView.values()) {
            Parent root = build(view.cliName(), null);
            assertThat(tabs(root).getSelectionModel().getSelectedItem().getText()).as(view.cliName())
                    .isEqualTo(view.tabTitle());
        }
    }

    @Test
    void collectionsOfAnIndexChooseThatIndex() {
        Parent root = build("collections:GSI2", null);

        ComboBox<?> chooser = DesignerScene.find(root, ComboBox.class, c -> "collections-chooser".equals(c.getId()))
                .orElseThrow();
        assertThat(chooser.getValue()).isEqualTo("GSI2");
    }

    @Test
    void aPatternIsSelectedInThePatternsTable() {
        Parent root = build("patterns", "AP6");

        TableView<?> table = DesignerScene.find(root, TableView.class,
                t -> t.getStyleClass().contains("patterns-table")).orElseThrow();
        assertThat(((PatternRow) table.getSelectionModel().getSelectedItem()).id()).isEqualTo("AP6");
    }

    @Test
    void theReviewViewEnlargesThePanelAndSelectsTheFirstFinding() {
        Parent root = build("review", null);

        SplitPane split = DesignerScene.find(root, SplitPane.class, s -> s.getOrientation() == Orientation.VERTICAL)
                .orElseThrow();
        assertThat(split.getDividerPositions()[0]).isLessThan(0.5);
        ListView<?> findings = DesignerScene.find(root, ListView.class,
                l -> l.getStyleClass().contains("review-panel-list")).orElseThrow();
        assertThat(findings.getItems()).isNotEmpty();
        assertThat(findings.getSelectionModel().getSelectedIndex()).isZero();
    }

    @Test
    void findLooksInsideSplitPanesAndTabsBeforeTheyAreSkinned() {
        Parent root = build("entity-chart", null);

        assertThat(DesignerScene.find(root, TabPane.class, t -> true)).isPresent();
        assertThat(DesignerScene.find(root, ListView.class, l -> l.getStyleClass().contains("no-such-class")))
                .isEmpty();
    }

    private static Parent build(String view, String pattern) {
        SnapshotRequest request = SnapshotRequest.parse(commerce, view, pattern, 1280, 800);
        return WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> new DesignerScene(request).scene().getRoot()));
    }

    private static TabPane tabs(Parent root) {
        return DesignerScene.find(root, TabPane.class, t -> t.getStyleClass().contains("designer-tabs")).orElseThrow();
    }
}
