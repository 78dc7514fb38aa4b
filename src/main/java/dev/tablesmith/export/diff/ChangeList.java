package dev.tablesmith.export.diff;

import java.util.ArrayList;
import java.util.List;

/** The changes found so far, with the table name put before each subject when the designs hold several tables. */
final class ChangeList {
    private final List<DesignChange> changes = new ArrayList<>();
    private final String prefix;

    ChangeList(String prefix) {
        this.prefix = prefix;
    }

    void add(DiffSection section, ChangeKind kind, String subject, String summary, Impact impact, String text,
             long items) {
        changes.add(new DesignChange(section, kind, prefix + subject, summary, impact, text, items));
    }

    void add(DiffSection section, ChangeKind kind, String subject, String summary, Impact impact, String text) {
        add(section, kind, subject, summary, impact, text, -1);
    }

    List<DesignChange> changes() {
        return changes;
    }
}
