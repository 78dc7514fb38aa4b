package dev.tablesmith.cli;

import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith snapshot FILE --view VIEW --out FILE.png}: renders a view of the designer to PNG without a
 * display, for README screenshots, design reviews and docs. FILE is a design file or the name of a bundled
 * example.
 */
@Command(name = "snapshot",
        mixinStandardHelpOptions = true,
        description = {"Render a view of the designer to a PNG file, without a display.",
            "FILE is a design file or the name of a bundled example (tablesmith examples --list)."},
        footer = {"", "Examples:",
                "  tablesmith snapshot commerce-main --view entity-chart --out chart.png",
                "  tablesmith snapshot commerce-main.tablesmith.json --view patterns --pattern AP2 --out ap2.png",
                "  tablesmith snapshot commerce-main --view collections:GSI2 --out gsi2.png --width 1600 --height 1000",
                "", "Exit codes: 0 success, 1 invalid design file, "
                + "2 usage error (no such file, unknown view, index or pattern, --out not writable)."})
final class SnapshotCommand implements Callable<Integer> {
    /** The default theme. */
    static final String THEME = "light";

    @Parameters(index = "0", paramLabel = "FILE", description = "The design file, or an example name.")
    private String design;

    @Option(names = "--view", required = true, paramLabel = "VIEW",
            description = "entity-chart, patterns, collections, collections:INDEX, tables or review.")
    private String view;

    @Option(names = "--out", required = true, paramLabel = "FILE.png", description = "The PNG file to write.")
    private Path out;

    @Option(names = "--width", paramLabel = "W", defaultValue = "1280",
            description = "Width in pixels (default: ${DEFAULT-VALUE}).")
    private int width;

    @Option(names = "--height", paramLabel = "H", defaultValue = "800",
            description = "Height in pixels (default: ${DEFAULT-VALUE}).")
    private int height;

    @Option(names = "--pattern", paramLabel = "ID",
            description = "Select this access pattern: the patterns view shows its plan, the collections view "
                    + "marks its read slice.")
    private String pattern;

    @Option(names = "--theme", paramLabel = "THEME", defaultValue = THEME,
            description = "The designer's theme: light or dark (default: ${DEFAULT-VALUE}).")
    private String theme;

    @Spec
    private CommandSpec spec;

    private final SnapshotRenderer renderer;

    SnapshotCommand(SnapshotRenderer renderer) {
        this.renderer = renderer;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try {
            if (!theme.equals("light") && !theme.equals("dark")) {
                throw usage("unknown theme '" + theme + "'; the themes: light, dark");
            }
            requireWritable(this.out);
            Design loaded = load();
            try {
                renderer.render(loaded, view, pattern, width, height, theme, this.out);
            } catch (IllegalArgumentException e) {
                throw usage(e.getMessage());
            } catch (IOException e) {
                throw usage(AtomicFiles.failure(this.out, e));
            }
            out.println("wrote " + this.out + " (" + width + "x" + height + ")");
            return 0;
        } catch (CommandFailure e) {
            return e.exitCode();
        } finally {
            out.flush();
        }
    }

    /** A design file when one exists by that name, otherwise a bundled example; a usage error when neither. */
    private Design load() throws CommandFailure {
        InputFiles files = new InputFiles(spec);
        Path file = Path.of(design);
        if (Files.exists(file)) {
            files.requireFiles(design);
            return files.design(file);
        }
        Example example = example().orElseThrow(() -> usage("no such file or example: " + design));
        try {
            return new ExampleGallery().load(example);
        } catch (IOException | DesignLoadException e) {
            throw usage("cannot read example " + design + ": " + e.getMessage());
        }
    }

    private Optional<Example> example() throws CommandFailure {
        try {
            return new ExampleGallery().find(design);
        } catch (IOException e) {
            throw usage("cannot read the example gallery: " + IoErrors.describe(e));
        }
    }

    /** Checks the output before the work of rendering: an existing folder to write into, not a folder itself. */
    private void requireWritable(Path target) throws CommandFailure {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        if (Files.isDirectory(absolute)) {
            throw usage("cannot write " + target + ": it is a folder");
        }
        if (folder == null || !Files.isDirectory(folder)) {
            throw usage("cannot write " + target + ": no such folder " + folder);
        }
        if (!Files.isWritable(folder)) {
            throw usage("cannot write " + folder + ": permission denied"); // the folder refuses new files
        }
    }

    private CommandFailure usage(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": " + message);
        err.flush();
        return new CommandFailure(TablesmithCommand.EXIT_USAGE);
    }
}
