package dev.tablesmith.ui;

import dev.tablesmith.io.DesignFileProblem;
import dev.tablesmith.io.DesignLoadException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.Objects;

/**
 * Why a design could not be opened, in the user's terms: a title and one line per problem (for a design file
 * with errors, the {@code FILE:LINE:COL: PATH: MESSAGE} lines the CLI prints too). Never a stack trace.
 *
 * @param title    e.g. "orders.tablesmith.json could not be opened"
 * @param problems one or more lines
 */
public record LoadFailure(String title, List<String> problems) {
    public LoadFailure {
        Objects.requireNonNull(title, "title");
        problems = List.copyOf(problems);
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("a load failure says at least one problem");
        }
    }

    /** The failure for {@code error}, thrown while opening the design named {@code source}. */
    public static LoadFailure of(String source, Throwable error) {
        String title = source + " could not be opened";
        if (error instanceof DesignLoadException load && !load.problems().isEmpty()) {
            return new LoadFailure(title, load.problems().stream().map(DesignFileProblem::toString).toList());
        }
        return new LoadFailure(title, List.of(describe(error)));
    }

    /** One line saying what went wrong, for errors that are not a list of problems in a design file. */
    public static String describe(Throwable error) {
        if (error instanceof NoSuchFileException) {
            return "The file does not exist (it may have been moved or deleted).";
        }
        if (error instanceof AccessDeniedException) {
            return "Tablesmith is not allowed to read the file (permission denied).";
        }
        String message = error.getMessage() == null || error.getMessage().isBlank()
                ? error.getClass().getSimpleName()
                : error.getMessage().lines().findFirst().orElse("").strip();
        return error instanceof IOException ? "The file could not be read: " + message : message;
    }
}
