package dev.tablesmith.cli;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.FindingInFile;
import dev.tablesmith.io.FindingJson;
import dev.tablesmith.io.FindingLocator;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.interop.DesignFiles;
import dev.tablesmith.model.Design;
import dev.tablesmith.review.DesignReview;
import dev.tablesmith.review.Finding;
import dev.tablesmith.review.ReviewReport;
import dev.tablesmith.review.Severity;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith check FILE [--json | --format markdown] [--strict]}: the design review of a design file
 * ({@link DesignReview}): patterns that need a Scan, hot partitions, keys and items over DynamoDB's limits, key
 * templates that sort or prefix wrongly, unused indexes and entities.
 *
 * <p>Text output is one line per finding, {@code FILE:LINE:COL: SEVERITY rule-id: message}, on standard output,
 * then a summary on standard error. {@code --json} prints an array of findings, {@code --format markdown} a report
 * for a pull request. Exit codes: 0 no errors, 1 errors (or warnings with {@code --strict}, or an invalid design),
 * 2 usage error.
 */
@Command(name = "check",
        mixinStandardHelpOptions = true,
        description = {"Review a design: Scans, hot partitions, key and item sizes, key templates, unused indexes.",
            "Each finding has a rule id, a severity (ERROR, WARNING, INFO), a location and an explanation."},
        footer = {"", "Examples:",
                "  tablesmith check commerce-main.tablesmith.json",
                "  tablesmith check commerce-main.tablesmith.json --strict",
                "  tablesmith check commerce-main.tablesmith.json --format markdown > review.md",
                "", "Text output: one line per finding, FILE:LINE:COL: SEVERITY rule-id: message; the summary goes"
                + " to standard error.",
                "The rules are described in docs/review-rules.md.",
                "Exit codes: 0 no errors, 1 errors found (with --strict also warnings) or an invalid design file,"
                + " 2 usage error."})
final class CheckCommand implements Callable<Integer> {
    /** The output formats. */
    enum Format {
        TEXT, JSON, MARKDOWN
    }

    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    private Path designFile;

    @Option(names = "--json", description = "Print the findings as a JSON array (same as --format json).")
    private boolean json;

    @Option(names = "--format", paramLabel = "FORMAT",
            description = "text (default), json, or markdown: a report to paste into a pull request.")
    private String format;

    @Option(names = "--strict", description = "Fail (exit 1) on warnings as well as on errors.")
    private boolean strict;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        InputFiles files = new InputFiles(spec);
        try {
            Format chosen = chosenFormat();
            files.requireFiles(designFile.toString());
            DesignFiles.Opened opened = files.open(designFile);
            Design design = opened.design();
            FindingLocator locator = opened.isImported() ? importedLocator(design)
                    : FindingLocator.load(designFile);
            List<Finding> findings = new DesignReview().review(design);
            List<FindingInFile> located = located(locator, findings);
            switch (chosen) {
                case TEXT -> located.forEach(out::println);
                case JSON -> out.print(FindingJson.write(located));
                case MARKDOWN -> {
                    Map<Finding, FindingInFile> where = new IdentityHashMap<>();
                    located.forEach(l -> where.put(l.finding(), l));
                    out.print(ReviewReport.markdown(design, findings, f -> position(where.get(f))));
                }
            }
            out.flush();
            boolean failed = count(findings, Severity.ERROR) > 0 || strict && count(findings, Severity.WARNING) > 0;
            err.println(summary(designFile.toString(), findings, strict));
            return failed ? TablesmithCommand.EXIT_FAILURE : 0;
        } catch (CommandFailure e) {
            return e.exitCode();
        } finally {
            out.flush();
            err.flush();
        }
    }

    private Format chosenFormat() throws CommandFailure {
        Format named = null;
        if (format != null) {
            try {
                named = Format.valueOf(format.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException unknown) {
                throw usage("unknown format '" + format + "' (use text, json or markdown)");
            }
        }
        if (json && named != null && named != Format.JSON) {
            throw usage("--json and --format " + format + " ask for different formats; use one of them");
        }
        return json ? Format.JSON : named == null ? Format.TEXT : named;
    }

    private List<FindingInFile> located(FindingLocator locator, List<Finding> findings) throws CommandFailure {
        try {
            return locator.locateAll(findings);
        } catch (DesignLoadException e) {
            e.problems().forEach(spec.commandLine().getErr()::println);
        } catch (IOException e) {
            spec.commandLine().getErr().println(spec.qualifiedName() + ": " + IoErrors.describe(e));
        }
        spec.commandLine().getErr().flush();
        throw new CommandFailure(TablesmithCommand.EXIT_FAILURE);
    }

    /**
     * Findings of an imported design are located in the design file {@code tablesmith import} writes for it (its
     * canonical text, named as import names it), since their paths are the design's, not the other tool's file's.
     */
    private FindingLocator importedLocator(Design design) throws CommandFailure {
        String name = ImportCommand.defaultTarget(designFile).getFileName().toString();
        spec.commandLine().getErr().println(designFile + ": findings are located in " + name + ", the design"
                + " 'tablesmith import " + designFile + "' writes");
        return FindingLocator.read(new JsonDesignStore().write(design), name);
    }

    private static String position(FindingInFile located) {
        return located.source() + ":" + located.line() + ":" + located.column();
    }

    private static long count(List<Finding> findings, Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }

    /** {@code FILE: 1 error, 2 warnings, 5 info}, and why the check fails with {@code --strict}. */
    static String summary(String file, List<Finding> findings, boolean strict) {
        boolean strictFailure = strict && count(findings, Severity.ERROR) == 0
                && count(findings, Severity.WARNING) > 0;
        return file + ": " + ReviewReport.summary(findings) + (strictFailure ? " (--strict: warnings fail the check)"
                : "");
    }

    private CommandFailure usage(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": " + message);
        err.println("Try '" + spec.qualifiedName() + " --help' for more information.");
        err.flush();
        return new CommandFailure(TablesmithCommand.EXIT_USAGE);
    }
}
