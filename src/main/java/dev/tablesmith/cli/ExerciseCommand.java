package dev.tablesmith.cli;

import dev.tablesmith.classroom.CheckResult;
import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.GradedFile;
import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.GradeReports;
import dev.tablesmith.io.ExerciseFile;
import dev.tablesmith.io.ExerciseFileException;
import dev.tablesmith.io.ExerciseFiles;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.Submissions;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith exercise list | start NAME --out FILE | check FILE...}: the classroom exercises. {@code start}
 * writes an exercise's starting design (marked with the exercise's name in its description); {@code check} grades
 * design files against their exercise and prints PASS or FAIL for every check of every file, for a teacher grading
 * a class. Exit 1 when any check of any file fails.
 */
@Command(name = "exercise",
        mixinStandardHelpOptions = true,
        description = "Classroom exercises: list them, start one, check designs against them.",
        subcommands = {ExerciseCommand.ListExercises.class, ExerciseCommand.Start.class,
            ExerciseCommand.Check.class},
        footer = {"", "Examples:", "  tablesmith exercise list",
            "  tablesmith exercise start orders-by-carrier --out carrier.tablesmith.json",
            "  tablesmith exercise check students/*.tablesmith.json",
            "  tablesmith exercise check submissions/ --exercise orders-by-carrier --csv grades.csv --json grades.json",
            "  tablesmith exercise check --exercise my.exercise.json answer.tablesmith.json"})
final class ExerciseCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": missing command (list, start or check)");
        err.println("Try '" + spec.qualifiedName() + " --help' for more information.");
        err.flush();
        return TablesmithCommand.EXIT_USAGE;
    }

    /** {@code exercise list}. */
    @Command(name = "list", mixinStandardHelpOptions = true, description = "List the bundled exercises.")
    static final class ListExercises implements Callable<Integer> {
        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() throws ExerciseFileException {
            TextColumns table = new TextColumns("NAME", "LEVEL", "TITLE", "CHECKS");
            for (ExerciseFile file : new ExerciseFiles().bundled()) {
                Exercise e = file.exercise();
                table.addRow(e.name(), String.valueOf(e.level()), e.title(), String.valueOf(e.checks().size()));
            }
            PrintWriter out = spec.commandLine().getOut();
            table.print(out);
            out.flush();
            return 0;
        }
    }

    /** {@code exercise start NAME --out FILE}. */
    @Command(name = "start", mixinStandardHelpOptions = true,
            description = "Write a bundled exercise's starting design to FILE and print its task.")
    static final class Start implements Callable<Integer> {
        @Parameters(index = "0", paramLabel = "NAME", description = "The exercise, as 'exercise list' names it.")
        String name;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "The design file to write.")
        Path out;

        @Option(names = "--force", description = "Overwrite FILE if it exists.")
        boolean force;

        @Spec
        private CommandSpec spec;

        @Override
        public Integer call() throws ExerciseFileException {
            Exercise exercise = bundled(spec, name).exercise();
            PrintWriter err = spec.commandLine().getErr();
            if (Files.exists(out) && !force) {
                err.println(spec.qualifiedName() + ": " + out + " already exists (add --force to overwrite it)");
                err.flush();
                return TablesmithCommand.EXIT_FAILURE;
            }
            Design start = exercise.start();
            String description = (start.description().isBlank() ? "" : start.description() + "\n\n")
                    + Submissions.MARKER + exercise.name();
            Design marked = new Design(start.name(), description, start.tables(), start.pricing());
            try {
                new JsonDesignStore().save(marked, out);
            } catch (IOException e) {
                err.println(spec.qualifiedName() + ": " + AtomicFiles.failure(out, e));
                err.flush();
                return TablesmithCommand.EXIT_FAILURE;
            }
            PrintWriter stdout = spec.commandLine().getOut();
            stdout.println("wrote " + out);
            stdout.println();
            stdout.println(exercise.title());
            stdout.println(exercise.task());
            stdout.println();
            stdout.println("Checks:");
            exercise.checks().forEach(c -> stdout.println("  - " + c.describe()));
            stdout.flush();
            return 0;
        }
    }

    /** {@code exercise check [--exercise NAME|FILE] [--csv FILE] [--json FILE] FILE|FOLDER...}. */
    @Command(name = "check", mixinStandardHelpOptions = true,
            description = {"Grade design files: PASS or FAIL for every check of every file; exit 1 when any fails.",
                "A FOLDER grades every .json file in it and its subfolders (a class's submissions); --csv and"
                    + " --json write the grades for a gradebook: one row per student file with its score."})
    static final class Check implements Callable<Integer> {
        @Parameters(arity = "1..*", paramLabel = "FILE|FOLDER",
                description = "Design files (.tablesmith.json, or any file the app can open), or folders of them.")
        List<Path> files;

        @Option(names = "--exercise", paramLabel = "NAME|FILE", description = "The exercise to grade against: a "
                + "bundled exercise's name or an .exercise.json file. Default: the exercise named in each design's "
                + "description by 'exercise start'.")
        String exercise;

        @Option(names = "--csv", paramLabel = "FILE",
                description = "Write the grades as CSV: file, exercise, status, passed, total, score, each check.")
        Path csv;

        @Option(names = "--json", paramLabel = "FILE",
                description = "Write the grades as JSON, with every check's detail.")
        Path json;

        @Spec
        private CommandSpec spec;

        private final Submissions submissions = new Submissions();

        @Override
        public Integer call() throws ExerciseFileException {
            List<Path> designs;
            try {
                designs = designFiles();
            } catch (CommandFailure e) {
                return e.exitCode();
            }
            Optional<Exercise> given;
            try {
                given = exercise == null ? Optional.empty() : Optional.of(resolve(exercise));
            } catch (ExerciseFileException e) { // already FILE:LINE:COL: PATH: MESSAGE
                spec.commandLine().getErr().println(e.getMessage());
                spec.commandLine().getErr().flush();
                return TablesmithCommand.EXIT_FAILURE;
            }
            PrintWriter out = spec.commandLine().getOut();
            List<GradedFile> graded = new ArrayList<>();
            for (Path file : designs) {
                GradedFile result = submissions.grade(file, file.toString(), given);
                print(result, out);
                graded.add(result);
            }
            out.flush();
            if (!writeReports(graded)) {
                return TablesmithCommand.EXIT_FAILURE;
            }
            return graded.stream().allMatch(g -> "passed".equals(g.status())) ? 0 : TablesmithCommand.EXIT_FAILURE;
        }

        /** The files named, with each folder replaced by the .json files in it, sorted by path. */
        private List<Path> designFiles() throws CommandFailure {
            new InputFiles(spec).requireFilesOrFolders(files.stream().map(Path::toString).toArray(String[]::new));
            List<Path> found = new ArrayList<>();
            for (Path file : files) {
                if (!Files.isDirectory(file)) {
                    found.add(file);
                    continue;
                }
                try {
                    List<Path> inFolder = Submissions.inFolder(file);
                    if (inFolder.isEmpty()) {
                        spec.commandLine().getErr().println(spec.qualifiedName() + ": no .json files in " + file);
                    }
                    found.addAll(inFolder);
                } catch (IOException e) {
                    spec.commandLine().getErr().println(spec.qualifiedName() + ": cannot read the folder " + file
                            + ": " + IoErrors.describe(e));
                    spec.commandLine().getErr().flush();
                    throw new CommandFailure(TablesmithCommand.EXIT_FAILURE);
                }
            }
            if (found.isEmpty()) {
                spec.commandLine().getErr().flush();
                throw new CommandFailure(TablesmithCommand.EXIT_USAGE);
            }
            return found;
        }

        private static void print(GradedFile file, PrintWriter out) {
            if (file.grade().isEmpty()) {
                out.println(file.file() + ": FAIL: " + file.problem());
                return;
            }
            out.println(file.file() + " (" + file.exercise().orElseThrow() + "): " + file.passedCount() + "/"
                    + file.checkCount() + " checks pass");
            for (CheckResult result : file.grade().get().results()) {
                out.println("  " + (result.passed() ? "PASS" : "FAIL") + "  " + result.check().describe()
                        + " (" + result.detail() + ")");
            }
        }

        /** Writes the --csv and --json reports atomically; false (with a one-line message) when one cannot be. */
        private boolean writeReports(List<GradedFile> graded) {
            PrintWriter err = spec.commandLine().getErr();
            boolean written = true;
            if (csv != null) {
                written &= writeReport(csv, GradeReports.csv(graded), err);
            }
            if (json != null) {
                written &= writeReport(json, GradeReports.json(graded), err);
            }
            err.flush();
            return written;
        }

        private boolean writeReport(Path target, String report, PrintWriter err) {
            try {
                AtomicFiles.write(target, GradeReports.bytes(report));
                err.println("wrote " + target);
                return true;
            } catch (IOException e) {
                err.println(spec.qualifiedName() + ": " + AtomicFiles.failure(target, e));
                return false;
            }
        }

        private Exercise resolve(String nameOrFile) throws ExerciseFileException {
            Path path = Path.of(nameOrFile);
            if (nameOrFile.endsWith(".json")
                    || (Files.exists(path, LinkOption.NOFOLLOW_LINKS) && !Files.isDirectory(path))) {
                if (!Files.isRegularFile(path)) {
                    String what = FileKinds.notAFile(path);
                    throw new ParameterException(spec.commandLine(), ("no such file: ".equals(what)
                            ? "no such exercise file: " : what) + nameOrFile);
                }
                return new ExerciseFiles().read(path).exercise();
            }
            return bundled(spec, nameOrFile).exercise();
        }
    }

    private static ExerciseFile bundled(CommandSpec spec, String name) throws ExerciseFileException {
        ExerciseFiles exercises = new ExerciseFiles();
        Optional<ExerciseFile> found = exercises.bundled(name);
        if (found.isEmpty()) {
            String known = exercises.bundled().stream().map(e -> e.exercise().name())
                    .collect(Collectors.joining(", "));
            throw new ParameterException(spec.commandLine(), "unknown exercise '" + name + "'; known exercises: "
                    + known);
        }
        return found.get();
    }
}
