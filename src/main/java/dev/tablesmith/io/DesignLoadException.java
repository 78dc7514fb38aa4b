package dev.tablesmith.io;

import java.util.List;

/** A design file could not be loaded; {@link #problems()} says every reason, each located. */
public final class DesignLoadException extends Exception {
    private final transient List<DesignFileProblem> problems;

    public DesignLoadException(List<DesignFileProblem> problems) {
        super(problems.isEmpty() ? "design could not be loaded" : problems.get(0).toString());
        this.problems = List.copyOf(problems);
    }

    public List<DesignFileProblem> problems() {
        return problems;
    }
}
