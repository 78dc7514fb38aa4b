package dev.tablesmith.ui.recovery;

import java.util.List;

/**
 * What start-up found in the recovery folder.
 *
 * @param found    recovery files that could be read, oldest first
 * @param problems one line per recovery file that could not be read, naming where it was moved aside
 */
public record RecoveryScan(List<RecoveryFile> found, List<String> problems) {
    public RecoveryScan {
        found = List.copyOf(found);
        problems = List.copyOf(problems);
    }

    public boolean isEmpty() {
        return found.isEmpty() && problems.isEmpty();
    }
}
