package dev.tablesmith.cli;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.interop.DesignFiles;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Reading the files a command is given, with the CLI's rules for failure: a file that does not exist is a usage
 * error (exit 2); a design with problems prints each as {@code FILE:LINE:COL: PATH: MESSAGE} on standard error and
 * fails (exit 1).
 */
final class InputFiles {
    /** The file name that stands for standard input. */
    static final String STDIN = "-";

    private final CommandSpec spec;
    private final DesignFiles designFiles = new DesignFiles();

    InputFiles(CommandSpec spec) {
        this.spec = spec;
    }

    /** Checks that each named file exists (standard input always does) before any work is done. */
    void requireFiles(String... names) throws CommandFailure {
        boolean missing = false;
        for (String name : names) {
            if (STDIN.equals(name)) {
                continue;
            }
            Path file = Path.of(name);
            if (!Files.isRegularFile(file)) {
                String what = Files.isDirectory(file) ? "not a file: " : "no such file: ";
                err().println(spec.qualifiedName() + ": " + what + name);
                missing = true;
            }
        }
        if (missing) {
            throw failure(TablesmithCommand.EXIT_USAGE);
        }
    }

    /**
     * Loads a design file and checks it as {@code tablesmith validate} does; another tool's file that the app can
     * open (a NoSQL Workbench model, a CloudFormation template, ...) is imported in memory, as File &gt; Open
     * does, and what the import could not carry over is printed on standard error.
     */
    Design design(Path file) throws CommandFailure {
        return open(file).design();
    }

    /** {@link #design(Path)}, telling whether the file was imported. */
    DesignFiles.Opened open(Path file) throws CommandFailure {
        try {
            DesignFiles.Opened opened = designFiles.open(file, file.toString());
            opened.notices(file.toString()).forEach(err()::println);
            err().flush();
            return opened;
        } catch (DesignLoadException e) {
            if (e.problems().isEmpty()) {
                err().println(file + ": " + e.getMessage());
            }
            e.problems().forEach(err()::println);
            throw failure(TablesmithCommand.EXIT_FAILURE);
        } catch (ImportException e) {
            err().println(e.getMessage());
            throw failure(TablesmithCommand.EXIT_FAILURE);
        } catch (IOException e) {
            err().println(spec.qualifiedName() + ": " + IoErrors.describe(e));
            throw failure(TablesmithCommand.EXIT_FAILURE);
        }
    }

    /**
     * Refuses to write a design over the file it was imported from: that file is another tool's, and a design file
     * in its place would lose it. A usage error naming the file and the way out.
     */
    void refuseOverwritingImport(DesignFiles.Opened opened, Path source, Path target, String option)
            throws CommandFailure {
        if (opened.isImported() && sameFile(source, target)) {
            err().println(spec.qualifiedName() + ": " + source + " is a " + opened.imported().get().format().label()
                    + ", not a design file; " + option + " would replace it with a design. Write the design to"
                    + " another file (tablesmith import " + source + " --out DESIGN.tablesmith.json).");
            throw failure(TablesmithCommand.EXIT_USAGE);
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
        }
    }

    /** {@link #requireFiles}, where a folder is welcome too. */
    void requireFilesOrFolders(String... names) throws CommandFailure {
        boolean missing = false;
        for (String name : names) {
            if (!Files.exists(Path.of(name))) {
                err().println(spec.qualifiedName() + ": no such file or folder: " + name);
                missing = true;
            }
        }
        if (missing) {
            throw failure(TablesmithCommand.EXIT_USAGE);
        }
    }

    /** The bytes of a file, or of standard input for {@code -}. */
    byte[] bytes(String name) throws CommandFailure {
        try {
            if (STDIN.equals(name)) {
                InputStream in = System.in;
                return in.readAllBytes();
            }
            return Files.readAllBytes(Path.of(name));
        } catch (IOException e) {
            err().println(spec.qualifiedName() + ": cannot read " + sourceName(name) + ": " + IoErrors.describe(e));
            throw failure(TablesmithCommand.EXIT_FAILURE);
        }
    }

    /** How problems name the file: its path as given, or {@code stdin}. */
    static String sourceName(String name) {
        return STDIN.equals(name) ? "stdin" : name;
    }

    private PrintWriter err() {
        return spec.commandLine().getErr();
    }

    private CommandFailure failure(int exitCode) {
        err().flush();
        return new CommandFailure(exitCode);
    }
}
