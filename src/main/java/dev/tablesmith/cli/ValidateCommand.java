package dev.tablesmith.cli;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.interop.DesignFiles;
import dev.tablesmith.io.interop.ImportException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith validate FILE...}: loads each design file the way the app does and reports every problem.
 *
 * <p>Problems are the command's result, so they go to standard output, one per line as
 * {@code FILE:LINE:COL: PATH: MESSAGE}, ready for {@code grep} or an editor's error list. The summary and usage
 * errors go to standard error. A file that does not exist is a usage error (exit 2) and nothing is checked; a
 * design with problems exits 1; all valid exits 0.
 */
@Command(name = "validate",
        mixinStandardHelpOptions = true,
        description = {"Check design files (*.tablesmith.json) for errors.",
            "Another tool's file the app can open (NoSQL Workbench, OneTable, CloudFormation, ...) is imported in"
                + " memory and checked; what the import cannot carry over is printed on standard error."},
        footer = {"", "Each problem is printed to standard output as FILE:LINE:COL: PATH: MESSAGE.",
                "The summary goes to standard error.",
                "Exit codes: 0 all files valid, 1 problems found, 2 usage error (e.g. no such file)."})
final class ValidateCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Design files to check.")
    private List<Path> files;

    @Spec
    private CommandSpec spec;

    private final DesignFiles designFiles = new DesignFiles();

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (reportMissingFiles(err)) {
            return TablesmithCommand.EXIT_USAGE;
        }
        int problems = 0;
        int invalidFiles = 0;
        for (Path file : files) {
            int found = check(file, out);
            problems += found;
            invalidFiles += found > 0 ? 1 : 0;
        }
        out.flush();
        err.println(summary(files.size(), problems, invalidFiles));
        err.flush();
        return invalidFiles == 0 ? 0 : TablesmithCommand.EXIT_FAILURE;
    }

    private boolean reportMissingFiles(PrintWriter err) {
        boolean missing = false;
        for (Path file : files) {
            if (!Files.isRegularFile(file)) {
                String what = FileKinds.notAFile(file);
                err.println(spec.qualifiedName() + ": " + what + file);
                missing = true;
            }
        }
        err.flush();
        return missing;
    }

    /** Checks one file and prints its problems; returns how many there were. */
    private int check(Path file, PrintWriter out) {
        try {
            PrintWriter err = spec.commandLine().getErr();
            designFiles.open(file, file.toString()).notices(file.toString()).forEach(err::println);
            err.flush();
            return 0;
        } catch (ImportException e) {
            out.println(e.getMessage());
            return 1;
        } catch (DesignLoadException e) {
            if (e.problems().isEmpty()) {
                out.println(file + ": " + e.getMessage());
                return 1;
            }
            e.problems().forEach(out::println);
            return e.problems().size();
        } catch (IOException e) {
            out.println(file + ": cannot read file: " + IoErrors.describe(e));
            return 1;
        } catch (RuntimeException e) {
            // a reader gap must not end the run: the remaining files are still checked and reported
            out.println(file + ": cannot check file: " + OneLineErrorHandler.describe(e));
            return 1;
        }
    }

    static String summary(int fileCount, int problems, int invalidFiles) {
        String checked = Plural.of(fileCount, "file") + " checked: ";
        if (problems == 0) {
            return checked + (fileCount == 1 ? "valid" : "all valid");
        }
        return checked + Plural.of(problems, "problem") + " in " + Plural.of(invalidFiles, "file");
    }
}
