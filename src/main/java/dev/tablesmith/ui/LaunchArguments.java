package dev.tablesmith.ui;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.startup.StartupReportOptions;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Reads what the launcher was given. An operating system opening a design file with Tablesmith (a file
 * association on Windows and Linux, "Open with" in a file manager) starts it with the file's path as the only
 * argument; that starts the app with the file open rather than the command line.
 */
public final class LaunchArguments {
    /** The file name ending of a Tablesmith design file. */
    public static final String DESIGN_FILE_SUFFIX = JsonDesignStore.DESIGN_FILE_SUFFIX;

    private LaunchArguments() {
    }

    /**
     * Whether these arguments start the app rather than the command line: no arguments, or only the path of an
     * existing {@code *.tablesmith.json} file, or {@code --startup-report} and its options. (Checks the file
     * system: call it before the app starts.)
     */
    public static boolean startsApp(List<String> arguments) {
        return arguments.isEmpty() || StartupReportOptions.requested(arguments)
                || designFileArgument(arguments).filter(Files::isRegularFile).isPresent();
    }

    /**
     * The startup report asked for: {@code --startup-report [--open <example or file>] [--generate <records>]}.
     *
     * @return empty when the arguments do not start with {@code --startup-report}
     * @throws IllegalArgumentException with a one-line message when its options are wrong
     */
    public static Optional<StartupReportOptions> startupReport(List<String> arguments) {
        return StartupReportOptions.parse(arguments);
    }

    /** The design file named by the arguments: present when the only argument ends in {@code .tablesmith.json}. */
    public static Optional<Path> designFileArgument(List<String> arguments) {
        if (arguments.size() != 1 || !arguments.get(0).endsWith(DESIGN_FILE_SUFFIX)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(arguments.get(0)));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }
}
