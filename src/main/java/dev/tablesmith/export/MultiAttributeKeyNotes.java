package dev.tablesmith.export;

import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a format with one partition and one sort key attribute per index carries a GSI with a multi-attribute key
 * (DynamoDB, November 2025: up to 4 partition and 4 sort key attributes; Developer Guide, "Multi-attribute keys
 * pattern"). A NoSQL Workbench model's GSI {@code KeyAttributes} holds one {@code PartitionKey} and one
 * {@code SortKey}, a OneTable schema's index one {@code hash} and one {@code sort}: the export writes the first
 * attribute of each there (the closest form the format has) and states the full key in a note, one sentence per such
 * GSI (at the end of the Workbench model's {@code Description}, as a line of the OneTable schema's {@code notes}).
 * The note warns the format's user that a table created from the file alone gets a single-attribute GSI;
 * Tablesmith's import reads the note back and restores the full key.
 */
public final class MultiAttributeKeyNotes {
    private static final String SEPARATOR = "\n\n";
    private static final String TAIL = " (this format holds one partition and one sort key attribute per GSI: the"
            + " first of each is written, and a table created from this file alone gets that single-attribute GSI).";
    private static final Pattern NOTE = Pattern.compile("Multi-attribute GSI (\\S+): partition (\\S+), sort (\\S+)"
            + Pattern.quote(TAIL));
    private static final Pattern ATTRIBUTE = Pattern.compile("([^+:]+):([SNB])");

    private MultiAttributeKeyNotes() {
    }

    /** Whether the index's key has more than one partition or sort key attribute. */
    public static boolean multiAttribute(SecondaryIndex index) {
        return index.keySchema().partitionKey().size() > 1 || index.keySchema().sortKey().size() > 1;
    }

    /** The design description followed by a note for each multi-attribute GSI (the description alone when none). */
    public static String describe(String description, List<SecondaryIndex> indexes) {
        List<String> notes = indexes.stream().filter(SecondaryIndex::isGlobal)
                .filter(MultiAttributeKeyNotes::multiAttribute).map(MultiAttributeKeyNotes::note).toList();
        if (notes.isEmpty()) {
            return description;
        }
        String base = description == null || description.isBlank() ? "" : description + SEPARATOR;
        return base + String.join(" ", notes);
    }

    /** The note stating {@code index}'s full key. */
    public static String note(SecondaryIndex index) {
        return "Multi-attribute GSI " + index.name() + ": partition " + attributes(index.keySchema().partitionKey())
                + ", sort " + (index.keySchema().sortKey().isEmpty() ? "none"
                : attributes(index.keySchema().sortKey())) + TAIL;
    }

    /** The full key of each GSI a Workbench description's notes name, by index name, in note order. */
    public static Map<String, KeySchema> keys(String description) {
        Map<String, KeySchema> keys = new LinkedHashMap<>();
        if (description == null) {
            return keys;
        }
        Matcher note = NOTE.matcher(description);
        while (note.find()) {
            List<KeyAttribute> partition = parse(note.group(2));
            List<KeyAttribute> sort = note.group(3).equals("none") ? List.of() : parse(note.group(3));
            if (!partition.isEmpty() && partition.size() <= KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS
                    && sort.size() <= KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS) {
                keys.put(note.group(1), new KeySchema(partition, sort));
            }
        }
        return keys;
    }

    /** The description without the notes {@link #describe} added. */
    public static String withoutNotes(String description) {
        if (description == null) {
            return null;
        }
        Matcher note = NOTE.matcher(description);
        if (!note.find()) {
            return description;
        }
        String before = description.substring(0, note.start());
        return before.endsWith(SEPARATOR) ? before.substring(0, before.length() - SEPARATOR.length())
                : before.strip();
    }

    /**
     * {@code index} with the full key a note gives it, when its key is that key's first attributes (by name), as the
     * export writes it; otherwise {@code index} as it is.
     */
    public static SecondaryIndex restore(SecondaryIndex index, Map<String, KeySchema> keys) {
        KeySchema full = keys.get(index.name());
        if (!index.isGlobal() || full == null
                || !full.partitionKeyAttribute().name().equals(index.keySchema().partitionKeyAttribute().name())
                || !full.sortKeyAttribute().map(KeyAttribute::name)
                .equals(index.keySchema().sortKeyAttribute().map(KeyAttribute::name))) {
            return index;
        }
        return index.withKeySchema(full);
    }

    private static String attributes(List<KeyAttribute> keys) {
        return String.join("+", keys.stream().map(k -> k.name() + ":" + (k.type() == null ? ScalarType.S
                : k.type()).name()).toList());
    }

    private static List<KeyAttribute> parse(String text) {
        List<KeyAttribute> keys = new ArrayList<>();
        for (String part : text.split("\\+")) {
            Matcher attribute = ATTRIBUTE.matcher(part);
            if (!attribute.matches()) {
                return List.of();
            }
            keys.add(new KeyAttribute(attribute.group(1), ScalarType.valueOf(attribute.group(2))));
        }
        return keys;
    }
}
