package dev.tablesmith.io.interop;

import dev.tablesmith.model.SecondaryIndex;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Makes imported table and index names ones DynamoDB accepts: 3 to 255 characters of {@code a-z A-Z 0-9 _ - .},
 * unique (tables within the design, indexes within their table). A name that has to change is reported.
 */
final class DynamoNames {
    private static final Pattern VALID = Pattern.compile("[A-Za-z0-9_.\\-]{3,255}");

    private DynamoNames() {
    }

    static void normalize(List<TableDraft> drafts, ImportWarnings warnings) {
        Set<String> tables = new HashSet<>();
        for (int t = 0; t < drafts.size(); t++) {
            TableDraft draft = drafts.get(t);
            String name = unique(clean(draft.name, "table" + (t + 1)), tables);
            if (!name.equals(draft.name)) {
                warnings.add(draft.path, "table name '" + draft.name + "' is not one DynamoDB accepts (3-255"
                        + " characters of a-z A-Z 0-9 _ - ., unique); renamed '" + name + "'");
                draft.name = name;
            }
            Set<String> indexes = new HashSet<>();
            for (int i = 0; i < draft.indexes.size(); i++) {
                SecondaryIndex index = draft.indexes.get(i);
                String indexName = unique(clean(index.name(), "index" + (i + 1)), indexes);
                if (!indexName.equals(index.name())) {
                    warnings.add(draft.path, "index name '" + index.name() + "' of table " + name + " is not one"
                            + " DynamoDB accepts (3-255 characters of a-z A-Z 0-9 _ - ., unique); renamed '"
                            + indexName + "'");
                    draft.indexes.set(i, index.withName(indexName));
                }
            }
        }
    }

    private static String clean(String name, String fallback) {
        if (VALID.matcher(name).matches()) {
            return name;
        }
        String cleaned = name.strip().replaceAll("[^A-Za-z0-9_.\\-]", "_");
        if (cleaned.replace("_", "").isEmpty()) {
            return fallback;
        }
        while (cleaned.length() < 3) {
            cleaned = cleaned + "_";
        }
        return cleaned.length() > 255 ? cleaned.substring(0, 255) : cleaned;
    }

    private static String unique(String name, Set<String> used) {
        String candidate = name;
        for (int n = 2; !used.add(candidate); n++) {
            candidate = name + "-" + n;
        }
        return candidate;
    }
}
