package dev.tablesmith.classroom;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import java.util.Objects;
import java.util.Optional;

/**
 * "Entity E has a template on key attribute K": the entity writes the key attribute, optionally with a template
 * that starts with a given prefix (an entity-type prefix such as {@code PROD#}) and optionally only under a sparse
 * condition (DynamoDB indexes an item in a GSI only when it has every key attribute of the GSI).
 *
 * @param entity     the entity's name
 * @param attribute  the key attribute, e.g. {@code PK} or {@code GSI2PK}
 * @param startsWith the prefix the template must start with, or null for any template
 * @param sparse     true when the key must be written only under a condition; false when it need not be
 */
public record EntityKeyCheck(String entity, String attribute, String startsWith, boolean sparse)
        implements ExerciseCheck {
    public EntityKeyCheck {
        Objects.requireNonNull(entity, "entity");
        Objects.requireNonNull(attribute, "attribute");
    }

    @Override
    public String describe() {
        return entity + " writes " + attribute
                + (startsWith == null ? "" : " starting with " + startsWith)
                + (sparse ? " only under a condition (sparse)" : "");
    }

    @Override
    public CheckResult evaluate(DesignFacts facts) {
        Optional<Entity> found = facts.design().table().entity(entity);
        if (found.isEmpty()) {
            return new CheckResult(this, false, "the table has no entity " + entity);
        }
        Optional<EntityKey> key = found.get().key(attribute);
        if (key.isEmpty()) {
            return new CheckResult(this, false, entity + " does not write " + attribute);
        }
        String now = entity + "." + attribute + " = " + key.get().template()
                + (key.get().isSparse() ? " when " + key.get().when() : "");
        if (startsWith != null && !key.get().template().startsWith(startsWith)) {
            return new CheckResult(this, false, now);
        }
        if (sparse && !key.get().isSparse()) {
            return new CheckResult(this, false, now + " (always written)");
        }
        return new CheckResult(this, true, now);
    }
}
