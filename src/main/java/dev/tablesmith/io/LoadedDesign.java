package dev.tablesmith.io;

import dev.tablesmith.model.Design;
import java.util.List;

/**
 * A design read from a well-formed file, together with the problems the design validator found in it (located in
 * the file). An editor opens such a design so the user can fix the problems; {@link JsonDesignStore#load} refuses
 * it instead.
 *
 * @param design   the design
 * @param problems validation problems, sorted by line and column; empty when the design is valid
 */
public record LoadedDesign(Design design, List<DesignFileProblem> problems) {
    public LoadedDesign {
        problems = List.copyOf(problems);
    }
}
