package dev.tablesmith.cli;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.JsonDesignStore;
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
    private final JsonDesignStore store = new JsonDesignStore();

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

    /** Loads a design file and checks it as {@code tablesmith validate} does. */
    Design design(Path file) throws CommandFailure {
        try {
            return store.load(file);
        } catch (DesignLoadException e) {
            if (e.problems().isEmpty()) {
                err().println(file + ": " + e.getMessage());
            }
            e.problems().forEach(err()::println);
            throw failure(TablesmithCommand.EXIT_FAILURE);
        } catch (IOException e) {
            err().println(spec.qualifiedName() + ": cannot read " + file + ": " + IoErrors.describe(e));
            throw failure(TablesmithCommand.EXIT_FAILURE);
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
