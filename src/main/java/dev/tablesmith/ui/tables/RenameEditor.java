package dev.tablesmith.ui.tables;

import dev.tablesmith.edit.NamingEdits;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The logic of the Rename dialog: the design's name (free text, one line) and its table's name (DynamoDB's rule:
 * 3 to 255 characters of {@code a-z A-Z 0-9 _ - .}), checked as the user types; applying renames both as one
 * undoable edit ({@link NamingEdits#rename}). Nothing is pushed when neither name changed.
 */
public final class RenameEditor {
    private final DesignSession session;

    public RenameEditor(DesignSession session) {
        this.session = session;
    }

    public String designName() {
        return session.design().name();
    }

    public String tableName() {
        return session.table().name();
    }

    /** The problem of each field, and what a new table name means for a deployed table. */
    public FormCheck check(String designName, String tableName) {
        Design design = session.design();
        Map<IndexField, String> problems = new EnumMap<>(IndexField.class);
        NamingEdits.designNameProblem(designName).ifPresent(p -> problems.put(IndexField.DESIGN_NAME, p));
        NamingEdits.tableNameProblem(design, tableName(), tableName)
                .ifPresent(p -> problems.put(IndexField.TABLE_NAME, p));
        List<String> effects = tableName.strip().equals(tableName()) ? List.of()
                : List.of("Exports and deploys use the new table name; DynamoDB cannot rename a table, so a table "
                        + "already deployed as " + tableName() + " stays as it is.");
        return new FormCheck(problems, effects);
    }

    /** Renames as one undoable edit; the reason when it is refused. Does nothing when neither name changed. */
    public Optional<String> apply(String designName, String tableName) {
        FormCheck check = check(designName, tableName);
        if (!check.isValid()) {
            return Optional.of(IndexEditor.first(check));
        }
        if (designName.strip().equals(designName()) && tableName.strip().equals(tableName())) {
            return Optional.empty();
        }
        return session.push(NamingEdits.rename(designName(), designName, tableName(), tableName));
    }
}
