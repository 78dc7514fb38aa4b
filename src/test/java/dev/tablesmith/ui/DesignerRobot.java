package dev.tablesmith.ui;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import javafx.scene.control.TabPane;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What the designer's TestFX tests do again and again: show one of the designer's views by its tab title, and wait
 * for the background work (plans, collections, review) to show a result.
 */
public final class DesignerRobot {
    private DesignerRobot() {
    }

    /** Selects the designer tab titled {@code title} ("Access patterns") and lets the FX events run. */
    public static void showTab(FxRobot robot, String title) {
        TabPane tabs = robot.lookup(".designer-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
                .filter(t -> t.getText().equals(title)).findFirst()
                .orElseThrow(() -> new AssertionError("no designer tab " + title))));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Waits up to 20 seconds for {@code condition}, then for the FX events it set off. */
    public static void waitUntil(Supplier<Boolean> condition) throws TimeoutException {
        waitUntil(20, condition);
    }

    /** Waits up to {@code seconds} for {@code condition}, then for the FX events it set off. */
    public static void waitUntil(int seconds, Supplier<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition::get);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
