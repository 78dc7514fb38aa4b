package dev.tablesmith.ui.startup;

import com.sun.management.OperatingSystemMXBean;
import dev.tablesmith.ui.DesignLibrary;
import dev.tablesmith.ui.DesignerTab;
import dev.tablesmith.ui.LoadFailure;
import dev.tablesmith.ui.OpenedDesign;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.IntSupplier;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * Measures a start ({@code tablesmith --startup-report}): the time from JVM start to the first rendered frame of
 * the start screen with the example gallery loaded, and to interactive; then, when asked, opens a design and
 * measures from the open request to the design read, to the designer window's first frame and to interactive, then
 * selects each other view in turn and measures how long it takes to show its results, and finally the heap in use
 * after a garbage collection with every view computed. Prints one line per measurement ({@link StartupLines}) and
 * quits the app.
 *
 * <p>"First frame": the pulse after the one that laid out the content has begun, so the frame showing it has been
 * handed to the renderer. "Interactive": additionally every background task started so far has delivered its
 * result on the FX thread, and the FX thread then answers a queued event.
 */
public final class StartupReport {
    // a 100,000-record open on a busy machine takes minutes
    private static final Duration GIVE_UP = Duration.minutes(10);

    private final StartupReportOptions options;
    private final TrackingTaskRunner tasks;
    private final DesignLibrary library;
    private final Function<OpenedDesign, Stage> openWindow;
    private final PrintStream out;
    /**
     * When the user's command started: this JVM's start, or, in the app the plain jar relaunched with the fast-start
     * options (decision 0013), the start of the JVM that relaunched it, passed as {@code tablesmith.launch.start}.
     */
    private final long jvmStart = Long.getLong("tablesmith.launch.start",
            ManagementFactory.getRuntimeMXBean().getStartTime());
    private boolean finished;

    /**
     * @param openWindow shows an opened design in a designer window (the app's {@code DesignWindows::open})
     */
    public StartupReport(StartupReportOptions options, TrackingTaskRunner tasks, DesignLibrary library,
            Function<OpenedDesign, Stage> openWindow, PrintStream out) {
        this.options = Objects.requireNonNull(options, "options");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
        this.library = Objects.requireNonNull(library, "library");
        this.openWindow = Objects.requireNonNull(openWindow, "openWindow");
        this.out = Objects.requireNonNull(out, "out");
    }

    /** Watches the start screen just shown on {@code startScreen}; {@code galleryShown} tells when cards are in. */
    public void watch(Stage startScreen, BooleanSupplier galleryShown, IntSupplier exampleCount) {
        PauseTransition giveUp = new PauseTransition(GIVE_UP);
        giveUp.setOnFinished(e -> fail("not interactive after " + (int) GIVE_UP.toMinutes() + " minutes"));
        giveUp.play();
        whenRendered(startScreen.getScene(), galleryShown, () -> {
            long firstFrame = System.currentTimeMillis() - jvmStart;
            whenInteractive(() -> {
                long interactive = System.currentTimeMillis() - jvmStart;
                out.println(StartupLines.startScreen(firstFrame, interactive, processCpuMillis(),
                        exampleCount.getAsInt()));
                options.open().ifPresentOrElse(this::open, this::quit);
            });
        });
    }

    private void open(String name) {
        tasks.run(() -> StartupDesignFile.prepare(library, name, options.generate()), prepared -> {
            long prepareMillis = System.currentTimeMillis() - jvmStart;
            long requested = System.currentTimeMillis();
            long cpuAtRequest = processCpuMillis();
            tasks.run(() -> library.open(prepared.file()), opened -> {
                long read = System.currentTimeMillis() - requested;
                Stage window = openWindow.apply(opened);
                whenRendered(window.getScene(), () -> true, () -> {
                    long firstFrame = System.currentTimeMillis() - requested;
                    whenInteractive(() -> {
                        long interactive = System.currentTimeMillis() - requested;
                        long cpu = processCpuMillis() - cpuAtRequest;
                        showViews(window, List.of(DesignerTab.ACCESS_PATTERNS, DesignerTab.ITEM_COLLECTIONS,
                                DesignerTab.TABLES), () -> {
                            MemoryUsage heap = heapAfterGc();
                            out.println(StartupLines.openedDesign(name, prepared.records(), prepareMillis, read,
                                    firstFrame, interactive, cpu, heap.getUsed(), heap.getMax()));
                            deleteQuietly(prepared);
                            quit();
                        });
                    });
                });
            }, failure -> {
                deleteQuietly(prepared);
                fail(name + ": " + LoadFailure.describe(failure));
            });
        }, failure -> fail(name + ": " + LoadFailure.describe(failure)));
    }

    /**
     * Selects each view's tab in turn, as a user clicking through them would, and prints how long each took to
     * show its results (hidden views defer their work until shown).
     */
    private void showViews(Stage window, List<DesignerTab> views, Runnable then) {
        if (views.isEmpty()) {
            then.run();
            return;
        }
        if (!(window.getScene().lookup(".designer-tabs") instanceof TabPane tabs)) {
            fail("the designer window has no view tabs");
            return;
        }
        DesignerTab view = views.get(0);
        long selected = System.currentTimeMillis();
        tabs.getSelectionModel().select(view.ordinal());
        whenRendered(window.getScene(), () -> true, () -> whenInteractive(() -> {
            out.println(StartupLines.viewShown(view.name().toLowerCase(Locale.ROOT).replace('_', '-'),
                    System.currentTimeMillis() - selected));
            showViews(window, views.subList(1, views.size()), then);
        }));
    }

    /** Calls {@code then} on the pulse after the first one in which {@code scene} was laid out with {@code ready}. */
    private static void whenRendered(Scene scene, BooleanSupplier ready, Runnable then) {
        Runnable[] listener = new Runnable[1];
        boolean[] laidOut = new boolean[1];
        listener[0] = () -> {
            if (!laidOut[0]) {
                if (ready.getAsBoolean()) {
                    laidOut[0] = true;
                    Platform.requestNextPulse();
                }
                return;
            }
            scene.removePostLayoutPulseListener(listener[0]);
            then.run();
        };
        scene.addPostLayoutPulseListener(listener[0]);
        Platform.requestNextPulse();
    }

    /** Once no background task is in flight, and the FX thread has answered one more queued event. */
    private void whenInteractive(Runnable then) {
        tasks.whenIdle(() -> Platform.runLater(then));
    }

    /** This process's processor time, plus that of the JVM that relaunched it ({@code tablesmith.launch.cpu}). */
    private static long processCpuMillis() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof OperatingSystemMXBean os) {
            long nanos = os.getProcessCpuTime();
            return nanos < 0 ? -1 : nanos / 1_000_000 + Long.getLong("tablesmith.launch.cpu", 0);
        }
        return -1;
    }

    private static MemoryUsage heapAfterGc() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
    }

    private static void deleteQuietly(StartupDesignFile prepared) {
        try {
            prepared.cleanUp();
        } catch (java.io.IOException e) {
            // a leftover temporary file is harmless
        }
    }

    private void fail(String message) {
        if (!finished) {
            System.err.println("tablesmith: error: startup report: " + message);
            Platform.exit();
            System.exit(1);
        }
    }

    private void quit() {
        finished = true;
        Platform.exit();
    }
}
