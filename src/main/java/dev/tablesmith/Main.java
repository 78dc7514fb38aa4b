package dev.tablesmith;

import dev.tablesmith.cli.TablesmithCommand;
import dev.tablesmith.ui.LaunchArguments;
import dev.tablesmith.ui.TablesmithApp;
import java.util.List;
import javafx.application.Application;

/**
 * Starts Tablesmith: the app when there are no arguments (or only a design file to open), the command line
 * otherwise.
 *
 * <p>Not an {@link Application} subclass on purpose: the JavaFX launcher refuses to start an {@code Application}
 * main class from the class path without JavaFX modules, but starts one launched from a plain main class.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (LaunchArguments.startsApp(List.of(args))) {
            Application.launch(TablesmithApp.class, args);
        } else {
            System.exit(TablesmithCommand.execute(args));
        }
    }
}
