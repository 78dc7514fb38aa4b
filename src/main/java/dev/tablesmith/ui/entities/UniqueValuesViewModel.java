package dev.tablesmith.ui.entities;

import dev.tablesmith.edit.Command;
import dev.tablesmith.edit.EntityRelationEdits;
import dev.tablesmith.edit.EntityRelationRules;
import dev.tablesmith.edit.FieldRefusal;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.UniqueValue;
import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.Optional;

/**
 * The selected entity's unique attributes. DynamoDB enforces uniqueness only on the primary key, so each unique
 * value gets a guard item whose partition key holds the value ({@code EMAIL#{email}}), put with
 * {@code attribute_not_exists} in the same transaction as the entity.
 */
public final class UniqueValuesViewModel extends DeclarationListViewModel<UniqueValue> {

    public UniqueValuesViewModel(DesignSession session) {
        super(session);
    }

    /** The unique value the form describes. */
    public static UniqueValue uniqueValue(String attribute, String keyTemplate) {
        return new UniqueValue(attribute == null ? "" : attribute.strip(), keyTemplate == null ? ""
                : keyTemplate.strip());
    }

    /** The guard key to offer for an attribute when the field is empty: {@code EMAIL#{email}}. */
    public static String suggestedGuardKey(String attribute) {
        return attribute == null || attribute.isBlank() ? "" : EntityRelationRules.suggestedGuardKey(attribute);
    }

    @Override
    List<UniqueValue> read(Entity entity) {
        return entity.uniqueValues();
    }

    @Override
    Optional<FieldRefusal> check(Table table, String holder, UniqueValue value, UniqueValue replacing) {
        return EntityRelationRules.uniqueValue(table, holder, value, replacing);
    }

    @Override
    Command addCommand(String table, String holder, UniqueValue value) {
        return EntityRelationEdits.addUniqueValue(table, holder, value);
    }

    @Override
    Command updateCommand(String table, String holder, UniqueValue from, UniqueValue to) {
        return EntityRelationEdits.updateUniqueValue(table, holder, from, to);
    }

    @Override
    Command removeCommand(String table, String holder, UniqueValue value) {
        return EntityRelationEdits.removeUniqueValue(table, holder, value);
    }
}
