package dev.tablesmith.edit;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.NativeKeyShape;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Applies the {@code native-multi-attribute-key} finding as one undoable command: the GSI's key schema becomes the
 * attributes its composite-string templates were made of ({@link NativeKeyShape}), typed as the entity declares
 * them, and the entity's templates of the old synthetic key attributes are removed (a key attribute no key uses any
 * more has no template, see {@link KeyRewrite}). An entity that declares a new key attribute writes it as
 * {@code {name}}: DynamoDB indexes an item with that attribute as it is. Projection, throughput, name and the
 * patterns pinned to the GSI stay. Refused, with the first problem's message, when the changed table breaks a rule
 * the validator holds it to (for instance one attribute name with two key types).
 */
public final class NativeKeyEdits {
    private NativeKeyEdits() {
    }

    /** Converts GSI {@code indexName} of table {@code tableName} to its native multi-attribute key. */
    public static Command apply(String tableName, String indexName) {
        return IndexEdits.checked(tableName, "Use a native multi-attribute key on " + indexName,
                table -> plan(table, indexName));
    }

    /** The table with GSI {@code indexName} keyed natively, and each effect in words; refused when not possible. */
    public static SchemaChange plan(Table table, String indexName) {
        SecondaryIndex gsi = table.index(indexName).filter(SecondaryIndex::isGlobal).orElseThrow(() ->
                new IllegalArgumentException("no GSI named " + indexName));
        NativeKeyShape shape = shape(table, gsi);
        SecondaryIndex converted = new SecondaryIndex(gsi.name(), gsi.kind(), shape.keySchema(), gsi.projection(),
                gsi.provisioned());
        Table after = table.withIndexes(table.indexes().stream().map(i -> i == gsi ? converted : i).toList());
        List<String> effects = new ArrayList<>();
        effects.add(indexName + " keyed by " + shape.describe() + " instead of "
                + String.join(" and ", gsi.keySchema().attributeNames()));
        SchemaChange change = KeyRewrite.apply(table, after, Map.of(), effects);
        return change;
    }

    /** The native key of the one entity that writes {@code gsi}, or the reason there is none. */
    public static NativeKeyShape shape(Table table, SecondaryIndex gsi) {
        List<Entity> writers = NativeKeyShape.writers(table, gsi);
        if (writers.size() != 1) {
            throw new IllegalArgumentException(gsi.name() + " is written by " + writers.size() + " entities; a "
                    + "native key needs one (split an overloaded GSI into one GSI per entity first)");
        }
        List<String> whyNot = new ArrayList<>();
        return NativeKeyShape.of(table, gsi, writers.get(0), whyNot).orElseThrow(() ->
                new IllegalArgumentException(whyNot.isEmpty() ? gsi.name() + " already has a native key"
                        : whyNot.get(0)));
    }
}
