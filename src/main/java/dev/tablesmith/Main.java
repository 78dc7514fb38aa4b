package dev.tablesmith;

import dev.tablesmith.cli.TablesmithCommand;
import dev.tablesmith.ui.FontCheck;
import dev.tablesmith.ui.JavaFxErrorLines;
import dev.tablesmith.ui.LaunchArguments;
import dev.tablesmith.ui.TablesmithApp;
import dev.tablesmith.ui.snapshot.DesignerSnapshots;
import dev.tablesmith.ui.snapshot.DocumentImages;
import java.util.List;
import java.util.Optional;
import java.util.logging.Logger;
import javafx.application.Application;

/**
 * Starts Tablesmith: the app when there are no arguments (or only a design file to open), the command line
 * otherwise.
 *
 * <p>Not an {@link Application} subclass on purpose: the JavaFX launcher refuses to start an {@code Application}
 * main class from the class path without JavaFX modules, but starts one launched from a plain main class.
 */
public final class Main {
    /**
     * JavaFX logs "Unsupported JavaFX configuration: classes were loaded from 'unnamed module'" to its {@code javafx}
     * logger on every class-path start. Running from the class path is this jar's deliberate setup, so that one
     * warning is only noise to a user and is filtered out; every other JavaFX message still shows. The logger is
     * held here so that its filter is not lost to garbage collection.
     */
    private static final Logger JAVAFX_LOG = Logger.getLogger("javafx");
    private static final String CLASS_PATH_WARNING = "Unsupported JavaFX configuration";

    private Main() {
    }

    /**
     * The app, or the command line with the designer's headless renderer for {@code tablesmith snapshot}; with
     * {@code --startup-report} the app measures its own start, prints the times and exits. Before the app starts,
     * a system without fonts is reported in one line ({@link FontCheck}); JavaFX's own lines for the failures
     * reported that way are left out of the error stream ({@link JavaFxErrorLines}).
     */
    public static void main(String[] args) {
        JAVAFX_LOG.setFilter(r -> r.getMessage() == null || !r.getMessage().startsWith(CLASS_PATH_WARNING));
        JavaFxErrorLines.install();
        if (LaunchArguments.startsApp(List.of(args))) {
            try {
                LaunchArguments.startupReport(List.of(args));
            } catch (IllegalArgumentException e) {
                System.err.println("tablesmith: error: " + e.getMessage());
                System.exit(2);
            }
            Optional<Integer> relaunched = FastStartRelaunch.relaunch(List.of(args));
            if (relaunched.isPresent()) {
                System.exit(relaunched.get());
            }
            Optional<String> noFonts = FontCheck.problem();
            if (noFonts.isPresent()) {
                System.err.println("tablesmith: error: " + noFonts.get());
                System.exit(1);
            }
            System.exit(launchApp(args));
        } else {
            System.exit(TablesmithCommand.execute(DesignerSnapshots::write, new DocumentImages(), args));
        }
    }

    private static int launchApp(String[] args) {
        try {
            Application.launch(TablesmithApp.class, args);
            return 0;
        } catch (RuntimeException e) {
            // e.g. no display: say so in one line, and point to the command line, which needs none
            if (FontCheck.isNoFontsFailure(e)) { // fontconfig lists no font although font files exist
                System.err.println("tablesmith: error: " + FontCheck.NO_FONTS);
                return 1;
            }
            Throwable cause = e.getCause() != null && e.getMessage() != null
                    && e.getMessage().startsWith("Exception in Application") ? e.getCause() : e;
            System.err.println("tablesmith: error: the app could not start: " + cause.getMessage()
                    + " (the command line works without a display: tablesmith --help)");
            return 1;
        }
    }
}
