package dev.tablesmith.cli;

import dev.tablesmith.io.export.DocumentImageRenderer;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code tablesmith} command line: checks design files, exports the bundled examples and runs DynamoDB read
 * requests on a design's sample data without opening the app. Every subcommand is a thin wrapper over
 * {@code dev.tablesmith.io} and {@code dev.tablesmith.engine}.
 *
 * <p>Exit codes: 0 success, 1 the work failed (an invalid design, an unexpected error), 2 the command was used
 * wrongly (an unknown option, a missing argument, a file that does not exist, an unknown example).
 */
@Command(name = "tablesmith",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersionProvider.class,
        description = "Design DynamoDB single tables around their access patterns.%n"
                + "Run without arguments to open the Tablesmith app.",
        subcommands = {ValidateCommand.class, CheckCommand.class, PlanCommand.class, ExamplesCommand.class,
            GenerateCommand.class, CollectionsCommand.class, QueryCommand.class, ScanCommand.class,
            GetItemCommand.class, BatchGetItemCommand.class, WriteCommand.class, BenchCommand.class,
            SnapshotCommand.class, ExportCommand.class, ImportCommand.class, DiffCommand.class, ServeCommand.class,
            dev.tablesmith.cli.live.LiveCommand.class,
            ExerciseCommand.class,
            ItemsCommand.class,
            FixCommand.class,
            CommandLine.HelpCommand.class},
        footer = {"", "Exit codes: 0 success, 1 failure (invalid design, unexpected error), 2 usage error."})
public final class TablesmithCommand implements Callable<Integer> {
    /** Exit code for a command that ran but failed, e.g. a design with problems. */
    public static final int EXIT_FAILURE = 1;
    /** Exit code for a command used wrongly (picocli's own code for invalid input). */
    public static final int EXIT_USAGE = 2;

    @Spec
    private CommandSpec spec;

    /** A command line for {@code tablesmith}, with one-line error reporting installed, without the designer. */
    public static CommandLine commandLine() {
        return commandLine(SnapshotRenderer.UNAVAILABLE);
    }

    /** A command line for {@code tablesmith} whose {@code snapshot} command renders with {@code snapshots}. */
    public static CommandLine commandLine(SnapshotRenderer snapshots) {
        return commandLine(snapshots, null);
    }

    /**
     * A command line whose {@code snapshot} command renders with {@code snapshots} and whose Markdown export draws
     * its pictures with {@code images} (none when null).
     */
    public static CommandLine commandLine(SnapshotRenderer snapshots, DocumentImageRenderer images) {
        CommandLine.IFactory defaults = CommandLine.defaultFactory();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                if (type == ExportCommand.class) {
                    return type.cast(new ExportCommand(images));
                }
                return type == SnapshotCommand.class ? type.cast(new SnapshotCommand(snapshots))
                        : defaults.create(type);
            }
        };
        return new CommandLine(new TablesmithCommand(), factory)
                .setExecutionExceptionHandler(new OneLineErrorHandler())
                .setExecutionStrategy(new OutOfMemoryStrategy(new CommandLine.RunLast()))
                .setParameterExceptionHandler(new UsageErrorHandler());
    }

    /** Runs the command line on {@code args} with standard output and error and returns the exit code. */
    public static int execute(SnapshotRenderer snapshots, String... args) {
        return commandLine(snapshots).execute(args);
    }

    /** Runs the command line with the designer's renderers for snapshots and document pictures. */
    public static int execute(SnapshotRenderer snapshots, DocumentImageRenderer images, String... args) {
        return commandLine(snapshots, images).execute(args);
    }

    /** Reached only when no subcommand is given (the launcher opens the app in that case instead). */
    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        err.println("tablesmith: missing command");
        err.println("Try 'tablesmith --help' for more information.");
        return EXIT_USAGE;
    }
}
