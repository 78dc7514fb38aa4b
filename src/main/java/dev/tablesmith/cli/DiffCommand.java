package dev.tablesmith.cli;

import dev.tablesmith.export.diff.DesignDiff;
import dev.tablesmith.export.diff.DesignDiffer;
import dev.tablesmith.export.diff.DiffMarkdown;
import dev.tablesmith.export.diff.DiffText;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.io.diff.DesignSource;
import dev.tablesmith.io.diff.DesignSources;
import dev.tablesmith.io.diff.DiffJson;
import dev.tablesmith.io.diff.GitShow;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith diff OLD NEW [--format markdown|json|text]}: what changed between two designs and what each
 * change means for a live table. Exit codes follow {@code diff(1)}: 0 no differences, 1 differences, 2 trouble.
 */
@Command(name = "diff",
        mixinStandardHelpOptions = true,
        description = {"Compare two designs: indexes, entities, key templates, attributes, patterns and plans,",
            "with what each change means for a live table (backfill, migration, index rebuild, Scan, cost)."},
        footer = {"", "OLD and NEW are design files, or git:REV:PATH for a file at a git revision (read with",
                "git show in the current directory; PATH is relative to the top of the work tree unless it",
                "starts with ./).", "", "Examples:",
                "  tablesmith diff old.tablesmith.json new.tablesmith.json",
                "  tablesmith diff git:HEAD~1:shop.tablesmith.json shop.tablesmith.json --format markdown",
                "", "What is compared and what each impact means: docs/diff.md.",
                "Exit codes (as diff): 0 no differences; 1 differences found; 2 trouble (usage error, missing",
                "or invalid design file, git failure)."})
final class DiffCommand implements Callable<Integer> {
    static final int EXIT_SAME = 0;
    static final int EXIT_DIFFERENT = 1;
    static final int EXIT_TROUBLE = 2;

    @Parameters(index = "0", paramLabel = "OLD", description = "The older design: a file or git:REV:PATH.")
    private String oldArgument;

    @Parameters(index = "1", paramLabel = "NEW", description = "The newer design: a file or git:REV:PATH.")
    private String newArgument;

    @Option(names = "--format", paramLabel = "F", defaultValue = "text",
            description = "text (default), markdown or json.")
    private String format;

    @Spec
    private CommandSpec spec;

    private final Path workingDirectory;

    DiffCommand() {
        this(Path.of(""));
    }

    /** Resolves files and runs git in {@code workingDirectory} instead of the current directory (for tests). */
    DiffCommand(Path workingDirectory) {
        this.workingDirectory = workingDirectory;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            if (!format.equals("text") && !format.equals("markdown") && !format.equals("json")) {
                return trouble("unknown format '" + format + "'; the formats: text, markdown, json");
            }
            DesignSource oldSource;
            DesignSource newSource;
            try {
                oldSource = DesignSource.parse(oldArgument);
                newSource = DesignSource.parse(newArgument);
            } catch (IllegalArgumentException e) {
                return trouble(e.getMessage());
            }
            Design before = load(oldSource);
            Design after = load(newSource);
            if (before == null || after == null) {
                return EXIT_TROUBLE;
            }
            DesignDiff diff = new DesignDiffer().diff(before, after);
            out.print(switch (format) {
                case "markdown" -> DiffMarkdown.render(diff);
                case "json" -> DiffJson.write(diff);
                default -> DiffText.render(diff);
            });
            return diff.isEmpty() ? EXIT_SAME : EXIT_DIFFERENT;
        } finally {
            out.flush();
            err.flush();
        }
    }

    private Design load(DesignSource source) {
        PrintWriter err = spec.commandLine().getErr();
        Path file = workingDirectory.resolve(source.path());
        if (!source.isGit() && !Files.isRegularFile(file)) {
            trouble(FileKinds.notAFile(file) + source.path());
            return null;
        }
        try {
            var opened = new DesignSources().open(source, workingDirectory);
            opened.secretWarning().ifPresent(err::println);
            return opened.design();
        } catch (DesignLoadException e) {
            if (e.problems().isEmpty()) {
                err.println(source.text() + ": " + e.getMessage());
            }
            e.problems().forEach(err::println);
        } catch (ImportException e) {
            err.println(e.getMessage());
        } catch (GitShow.GitException e) {
            trouble(e.getMessage());
        } catch (IOException e) {
            trouble("cannot read " + source.text() + ": " + IoErrors.describe(e));
        }
        return null;
    }

    private int trouble(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": " + message);
        err.flush();
        return EXIT_TROUBLE;
    }
}
