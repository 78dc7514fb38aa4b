package dev.tablesmith.io;

import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.GradedFile;
import dev.tablesmith.io.interop.DesignFiles;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A class's submitted designs, graded against an exercise: what {@code tablesmith exercise check} and the app's
 * Learn &gt; Grade submissions do for a teacher. One file that cannot be graded never stops the others; it is a
 * {@link GradedFile} with the reason.
 */
public final class Submissions {
    /** The line {@code exercise start} adds to a design's description so that grading knows its exercise. */
    public static final String MARKER = "Tablesmith exercise: ";
    private static final Pattern MARKER_LINE = Pattern.compile(Pattern.quote(MARKER) + "(\\S+)");

    private final DesignFiles designs = new DesignFiles();
    private final ExerciseFiles exercises = new ExerciseFiles();

    /**
     * The submissions in {@code folder} and its subfolders: every {@code .json} file (a design file, or any file the
     * app can open), hidden files and folders skipped, sorted by path.
     *
     * @throws IOException when the folder cannot be read
     */
    public static List<Path> inFolder(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile)
                    .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json"))
                    .filter(p -> !hidden(folder.relativize(p)))
                    .sorted().toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static boolean hidden(Path relative) {
        for (Path part : relative) {
            if (part.toString().startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Grades one file against {@code given}, or, without one, against the bundled exercise its description names
     * ({@link #MARKER}).
     *
     * @param name how the file is named in the result (the path as the teacher gave it)
     */
    public GradedFile grade(Path file, String name, Optional<Exercise> given) {
        Optional<String> exerciseName = given.map(Exercise::name);
        Design design;
        try {
            design = designs.open(file, name).design();
        } catch (ImportException e) {
            return GradedFile.ungraded(name, exerciseName, "not a valid design: " + e.getMessage());
        } catch (DesignLoadException e) {
            String first = e.problems().isEmpty() ? e.getMessage() : e.problems().get(0).toString();
            return GradedFile.ungraded(name, exerciseName, "not a valid design: " + first);
        } catch (IOException e) {
            return GradedFile.ungraded(name, exerciseName, "cannot read: " + AtomicFiles.reason(e));
        }
        if (given.isPresent()) {
            return GradedFile.graded(name, given.get(), given.get().grade(design));
        }
        Optional<String> marked = markedExercise(design);
        if (marked.isEmpty()) {
            return GradedFile.ungraded(name, Optional.empty(), "no exercise named in the design; pass --exercise NAME");
        }
        Optional<Exercise> exercise;
        try {
            exercise = exercises.bundled(marked.get()).map(ExerciseFile::exercise);
        } catch (ExerciseFileException e) {
            return GradedFile.ungraded(name, marked, "the exercise cannot be read: " + e.getMessage());
        }
        if (exercise.isEmpty()) {
            return GradedFile.ungraded(name, marked, "the design names exercise '" + marked.get()
                    + "', which is not a bundled exercise; pass --exercise FILE");
        }
        return GradedFile.graded(name, exercise.get(), exercise.get().grade(design));
    }

    /** The exercise a design's description names, as {@code exercise start} wrote it. */
    public static Optional<String> markedExercise(Design design) {
        Matcher matcher = MARKER_LINE.matcher(design.description());
        return matcher.find() ? Optional.of(matcher.group(1)) : Optional.empty();
    }
}
