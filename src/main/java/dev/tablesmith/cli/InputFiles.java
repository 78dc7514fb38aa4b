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
                String what = FileKinds.notAFile(file);
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

    /**
     * {@link #requireFiles}, where a folder is welcome too; a named pipe, a device or a symbolic link loop is said
     * to be what it is, not "no such file" (and is never opened: reading a pipe would wait for a writer).
     */
    void requireFilesOrFolders(String... names) throws CommandFailure {
        boolean missing = false;
        for (String name : names) {
            Path path = Path.of(name);
            if (!Files.isRegularFile(path) && !Files.isDirectory(path)) {
                String what = FileKinds.notAFile(path);
                err().println(spec.qualifiedName() + ": " + ("no such file: ".equals(what) ? "no such file or folder: "
                        : what) + name);
                missing = true;
            }
        }
        if (missing) {
            throw failure(TablesmithCommand.EXIT_USAGE);
        }
    }

    /**
     * The largest request file read: 16 MB, what one BatchWriteItem call, DynamoDB's largest request, may transmit
     * (DynamoDB API Reference, BatchWriteItem: "can transmit up to 16MB of data over the network").
     */
    static final int MAX_REQUEST_BYTES = 16 * 1024 * 1024;

    /**
     * The bytes of a request file, or of standard input for {@code -}, read no further than
     * {@link #MAX_REQUEST_BYTES}: a larger input is refused in one line before it is held in memory.
     */
    byte[] bytes(String name) throws CommandFailure {
        String source = sourceName(name);
        try {
            byte[] bytes;
            if (STDIN.equals(name)) {
                java.util.Optional<String> noInput = StandardInput.missing();
                if (noInput.isPresent()) {
                    err().println(spec.qualifiedName() + ": cannot read stdin: no input: " + noInput.get());
                    throw failure(TablesmithCommand.EXIT_USAGE);
                }
                InputStream in = System.in;
                bytes = in.readNBytes(MAX_REQUEST_BYTES + 1);
            } else {
                try (InputStream in = Files.newInputStream(Path.of(name))) {
                    bytes = in.readNBytes(MAX_REQUEST_BYTES + 1);
                }
            }
            if (bytes.length > MAX_REQUEST_BYTES) {
                err().println(spec.qualifiedName() + ": " + source + ": the request is larger than 16 MB, the most"
                        + " DynamoDB accepts in one request (a BatchWriteItem); nothing run");
                throw failure(TablesmithCommand.EXIT_FAILURE);
            }
            return bytes;
        } catch (IOException e) {
            err().println(spec.qualifiedName() + ": cannot read " + source + ": " + IoErrors.describe(e));
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
