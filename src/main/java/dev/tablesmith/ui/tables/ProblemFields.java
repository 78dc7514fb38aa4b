package dev.tablesmith.ui.tables;

import dev.tablesmith.review.Problem;
import dev.tablesmith.review.TableChangeCheck;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Puts the validator's problems at the form fields they are about, by their JSON Pointer: under the edited index
 * ({@code .../name}, {@code .../partitionKey}, {@code .../sortKey}, {@code .../projection},
 * {@code .../provisioned}), the index as a whole or the table's index counts (shown at the GSI/LSI choice), the
 * table's own keys; anything else (an entity's template that no longer fits, an access pattern) is about the form
 * as a whole. The first problem of each field is kept, in words that do not depend on where the index is in the
 * file.
 */
final class ProblemFields {
    private ProblemFields() {
    }

    /** Problems of an index form; {@code indexPath} is where the edited index is located. */
    static Map<IndexField, String> ofIndex(List<Problem> problems, String indexPath) {
        Map<IndexField, String> fields = new EnumMap<>(IndexField.class);
        String table = TableChangeCheck.tablePath();
        for (Problem problem : problems) {
            String path = problem.path();
            IndexField field;
            if (under(path, indexPath + "/name")) {
                field = IndexField.NAME;
            } else if (under(path, indexPath + "/partitionKey")) {
                field = IndexField.PARTITION_KEY;
            } else if (under(path, indexPath + "/sortKey")) {
                field = IndexField.SORT_KEY;
            } else if (under(path, indexPath + "/projection")) {
                field = IndexField.PROJECTION;
            } else if (under(path, indexPath + "/provisioned")) {
                field = IndexField.CAPACITY;
            } else if (path.equals(indexPath) || path.equals(table + "/globalSecondaryIndexes")
                    || path.equals(table + "/localSecondaryIndexes")) {
                field = IndexField.KIND;
            } else {
                field = IndexField.FORM;
            }
            fields.putIfAbsent(field, inWords(problem.message()));
        }
        return fields;
    }

    /**
     * The message without the file position of the index it clashes with ("already used by
     * globalSecondaryIndexes[1]"): the form checks the edited index as if it came last, which moves the others.
     */
    static String inWords(String message) {
        return message.replaceAll("already used by (global|local)SecondaryIndexes\\[\\d+]",
                "already the name of another index of this table");
    }

    /** Problems of the table-key form. */
    static Map<IndexField, String> ofTableKey(List<Problem> problems) {
        Map<IndexField, String> fields = new EnumMap<>(IndexField.class);
        String table = TableChangeCheck.tablePath();
        for (Problem problem : problems) {
            IndexField field = under(problem.path(), table + "/partitionKey") ? IndexField.PARTITION_KEY
                    : under(problem.path(), table + "/sortKey") ? IndexField.SORT_KEY : IndexField.FORM;
            fields.putIfAbsent(field, problem.message());
        }
        return fields;
    }

    private static boolean under(String path, String prefix) {
        return path.equals(prefix) || path.startsWith(prefix + "/");
    }
}
