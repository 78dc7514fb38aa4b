package dev.tablesmith.ui.tables;

import dev.tablesmith.edit.SchemaChange;
import dev.tablesmith.edit.TableKeyEdits;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.TableChangeCheck;
import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.Optional;

/**
 * The logic of the Edit table key dialog: the table's partition key and optional sort key (a blank sort key name
 * means none), each with its type S, N or B. Renaming or retyping a table key attribute does so wherever it is a
 * key, and the entities' key templates and the explicit items follow ({@link TableKeyEdits}). Problems are found
 * as the user types, by the validator's own rules; applying is one undoable edit.
 */
public final class TableKeyEditor {
    private final DesignSession session;

    TableKeyEditor(DesignSession session) {
        this.session = session;
    }

    public KeyPart partitionKey() {
        return KeyPart.of(session.table().keySchema().partitionKeyAttribute());
    }

    /** The table's sort key, or a blank one (type S) when it has none. */
    public KeyPart sortKey() {
        return session.table().keySchema().sortKeyAttribute().map(KeyPart::of)
                .orElse(new KeyPart("", ScalarType.S));
    }

    /** Said in the dialog: DynamoDB fixes a table's key at CreateTable. */
    public String note() {
        return "DynamoDB fixes a table's key schema when it creates the table: on a deployed table this means a new"
                + " table. A renamed key attribute is renamed in the indexes that use it, the entities' key templates"
                + " and the explicit items.";
    }

    public FormCheck check(KeyPart partitionKey, KeyPart sortKey) {
        Table table = session.table();
        SchemaChange change = TableKeyEdits.plan(table, schema(partitionKey, sortKey));
        return new FormCheck(ProblemFields.ofTableKey(TableChangeCheck.newSchemaProblems(table, change.table())),
                change.effects());
    }

    /** Applies the key schema as one undoable edit; the reason when it is refused. */
    public Optional<String> apply(KeyPart partitionKey, KeyPart sortKey) {
        FormCheck check = check(partitionKey, sortKey);
        if (!check.isValid()) {
            return Optional.of(IndexEditor.first(check));
        }
        return session.push(TableKeyEdits.setKeySchema(session.table().name(), schema(partitionKey, sortKey)));
    }

    private static KeySchema schema(KeyPart partitionKey, KeyPart sortKey) {
        return new KeySchema(List.of(partitionKey.toAttribute()),
                sortKey.isBlank() ? List.of() : List.of(sortKey.toAttribute()));
    }
}
