package dev.tablesmith.ui.shell;

import static dev.tablesmith.ui.DesignerRobot.showTab;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.patterns.PatternRow;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.TableView;
import javafx.scene.control.TableCell;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The modelling loop across the designer's views: a new access pattern that no index serves shows as a Scan; giving
 * the entity a key template for it on a GSI in the entity chart turns it into a Query; undo turns it back.
 */
@ExtendWith(ApplicationExtension.class)
class DesignerWorkflowTest {
    private DesignSession session;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
        session = new DesignSession(commerce, null, new FxTaskRunner());
        // OrderHeader gains a carrier, and a pattern asks for the order headers of one carrier.
        session.push(DesignEdits.onTable("commerce-main", "Add carrier", table -> table.withEntities(
                table.entities().stream().map(e -> e.name().equals("OrderHeader") ? withCarrier(e) : e).toList())));
        session.push(DesignEdits.putAccessPattern("commerce-main", AccessPattern.read("AP99", "Orders by carrier",
                List.of("OrderHeader"), List.of(Equality.input("carrier")))));
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    private static Entity withCarrier(Entity entity) {
        List<Attribute> attributes = new ArrayList<>(entity.attributes());
        attributes.add(Attribute.optional("carrier", AttributeType.S));
        return entity.withAttributes(attributes);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The status chip class the patterns table shows for AP99 (read from its row, which may be scrolled away). */
    private static String statusOfAp99(FxRobot robot) {
        TableView<?> table = robot.lookup(".patterns-table").queryAs(TableView.class);
        return table.getItems().stream().map(PatternRow.class::cast).filter(r -> r.id().equals("AP99"))
                .map(r -> r.status().styleClass()).findFirst().orElse("");
    }

    private static void waitForStatus(FxRobot robot, String styleClass) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> styleClass.equals(statusOfAp99(robot)));
    }

    @Test
    void aScanBecomesAQueryWhenTheEntityGetsAGsiTemplateAndUndoTurnsItBack(FxRobot robot) throws Exception {
        showTab(robot, "Access patterns");
        waitForStatus(robot, "patterns-chip-scan");

        showTab(robot, "Entity chart");
        int row = session.table().entities().indexOf(session.table().entity("OrderHeader").orElseThrow());
        TableCell<?, ?> cell = robot.from(robot.lookup(".entity-chart-table").queryAs(Node.class))
                .lookup(".table-cell").match((TableCell<?, ?> c) -> c.getTableColumn() != null
                        && "GSI2PK".equals(c.getTableColumn().getText()) && c.getIndex() == row).query();
        robot.doubleClickOn(cell);
        robot.write("CARRIER#{carrier}").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.table().entity("OrderHeader").orElseThrow().key("GSI2PK")).isPresent();

        showTab(robot, "Access patterns");
        waitForStatus(robot, "patterns-chip-good");

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.table().entity("OrderHeader").orElseThrow().key("GSI2PK")).isEmpty();
        waitForStatus(robot, "patterns-chip-scan");
    }
}
