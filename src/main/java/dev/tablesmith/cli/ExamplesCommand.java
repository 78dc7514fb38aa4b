package dev.tablesmith.cli;

import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith examples --list | --export NAME DIR}: the example designs bundled with Tablesmith, listed or
 * written out as a {@code .tablesmith.json} file to start from.
 */
@Command(name = "examples",
        mixinStandardHelpOptions = true,
        description = "List the bundled example designs, or export one as a design file.",
        footer = {"", "Examples:", "  tablesmith examples --list", "  tablesmith examples --export commerce-main ."})
final class ExamplesCommand implements Callable<Integer> {
    /** The file name suffix of a design file. */
    static final String DESIGN_FILE_SUFFIX = JsonDesignStore.DESIGN_FILE_SUFFIX;

    @ArgGroup(exclusive = true, multiplicity = "1")
    private Action action;

    @Option(names = "--force", description = "With --export: overwrite an existing file.")
    private boolean force;

    @Spec
    private CommandSpec spec;

    private final ExampleGallery gallery = new ExampleGallery();

    /** Exactly one of: list, or export. */
    static final class Action {
        @Option(names = "--list", required = true, description = "List the examples: name, title, description.")
        boolean list;

        @ArgGroup(exclusive = false, multiplicity = "1")
        Export export;
    }

    /** {@code --export NAME DIR}: both are needed. */
    static final class Export {
        @Option(names = "--export", required = true, paramLabel = "NAME",
                description = "Write example NAME to DIR/NAME" + DESIGN_FILE_SUFFIX + ", creating DIR.")
        String name;

        @Parameters(index = "0", paramLabel = "DIR", description = "The folder to write the example to.")
        Path directory;
    }

    @Override
    public Integer call() throws IOException {
        if (action.list) {
            return list();
        }
        return export(action.export.name, action.export.directory);
    }

    private int list() throws IOException {
        List<Example> examples = gallery.list();
        PrintWriter out = spec.commandLine().getOut();
        TextColumns table = new TextColumns("NAME", "TITLE", "DESCRIPTION");
        examples.forEach(e -> table.addRow(e.name(), e.title(), e.description()));
        table.print(out);
        out.flush();
        return 0;
    }

    private int export(String name, Path directory) throws IOException {
        Example example = gallery.find(name).orElseThrow(() -> unknownExample(name));
        Path target = directory.resolve(example.name() + DESIGN_FILE_SUFFIX);
        PrintWriter err = spec.commandLine().getErr();
        if (Files.exists(target) && !force) {
            err.println(spec.qualifiedName() + ": " + target + " already exists (add --force to overwrite it)");
            err.flush();
            return TablesmithCommand.EXIT_FAILURE;
        }
        try {
            Files.createDirectories(directory);
        } catch (IOException e) {
            err.println(spec.qualifiedName() + ": cannot create the folder " + directory + ": "
                    + IoErrors.describe(e));
            err.flush();
            return TablesmithCommand.EXIT_FAILURE;
        }
        try {
            AtomicFiles.write(target, gallery.text(example));
        } catch (IOException e) {
            err.println(spec.qualifiedName() + ": " + AtomicFiles.failure(target, e));
            err.flush();
            return TablesmithCommand.EXIT_FAILURE;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println("wrote " + target);
        out.flush();
        return 0;
    }

    private ParameterException unknownExample(String name) {
        String known;
        try {
            known = gallery.list().stream().map(Example::name).collect(Collectors.joining(", "));
        } catch (IOException e) {
            known = "(the list could not be read: " + IoErrors.describe(e) + ")";
        }
        return new ParameterException(spec.commandLine(), "unknown example '" + name + "'; known examples: " + known);
    }
}
