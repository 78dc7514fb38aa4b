package dev.tablesmith.ui.startup;

import java.util.Locale;

/**
 * The lines {@code --startup-report} prints: one {@code key=value} list per measurement, easy to read and easy for
 * {@code packaging/bench-startup.sh} to take medians of. Times are milliseconds, memory MiB.
 */
public final class StartupLines {
    /** The prefix of every report line. */
    public static final String PREFIX = "startup-report";
    private static final double MIB = 1024.0 * 1024.0;

    private StartupLines() {
    }

    /**
     * The start screen: first rendered frame with the example gallery, and interactive, both from JVM start; and
     * the processor time the process had used by then (all threads: a measure a busy machine inflates far less
     * than the wall-clock times), or -1 when the JVM cannot tell.
     */
    public static String startScreen(long firstFrameMillis, long interactiveMillis, long cpuMillis, int examples) {
        return String.format(Locale.ROOT, "%s start-screen first-frame-ms=%d interactive-ms=%d cpu-ms=%d examples=%d",
                PREFIX, firstFrameMillis, interactiveMillis, cpuMillis, examples);
    }

    /**
     * Opening a design: how long preparing its file took (generating and saving records, off the clock), then
     * from the open request to the design read from its file, to the designer window's first frame and to
     * interactive (the window answers, and the visible view and the review panel show their results), the
     * processor time the process used from the open request to interactive (all threads), and the heap in use after
     * a garbage collection once every view has been shown.
     */
    public static String openedDesign(String design, long items, long prepareMillis, long readMillis,
            long firstFrameMillis, long interactiveMillis, long cpuMillis, long heapUsedBytes, long heapMaxBytes) {
        return String.format(Locale.ROOT, "%s open=%s items=%d prepare-ms=%d read-ms=%d first-frame-ms=%d"
                        + " interactive-ms=%d cpu-ms=%d heap-used-mib=%.0f heap-max-mib=%.0f", PREFIX, design, items,
                prepareMillis, readMillis, firstFrameMillis, interactiveMillis, cpuMillis, heapUsedBytes / MIB,
                heapMaxBytes / MIB);
    }

    /**
     * Showing one more view of the opened design for the first time (its tab selected): from the selection to
     * the frame showing its results, once the work it started has delivered them.
     */
    public static String viewShown(String view, long shownMillis) {
        return String.format(Locale.ROOT, "%s view=%s shown-ms=%d", PREFIX, view, shownMillis);
    }
}
