package dev.tablesmith.io.interop;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.ScalarType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An entity being imported: its attributes (one declaration per name) and the key templates it writes, checked
 * against the table's key attributes. A key attribute is never an entity attribute (Tablesmith renders it from
 * a template), so a placeholder that names one drops its template with a warning; a placeholder naming an
 * attribute the source did not declare declares it.
 */
final class EntityDraft {
    private final String name;
    private final String path;
    private final Map<String, Attribute> attributes = new LinkedHashMap<>();
    private final List<EntityKey> keys = new ArrayList<>();

    EntityDraft(String name, String path) {
        this.name = name;
        this.path = path;
    }

    String name() {
        return name;
    }

    boolean has(String attribute) {
        return attributes.containsKey(attribute);
    }

    void attribute(String attribute, AttributeType type, boolean required, List<String> enumValues) {
        attributes.putIfAbsent(attribute, new Attribute(attribute, type, required, List.of(), null, enumValues));
    }

    /**
     * Converts {@code source} (see {@link TemplateConversion}) into the template this entity writes into
     * {@code keyAttribute}.
     *
     * @param keyTypes the table's key attributes (table and indexes) with their types
     */
    void key(String keyAttribute, String source, Map<String, String> substitutions, Map<String, ScalarType> keyTypes,
             boolean warnUndeclared, String where, ImportWarnings warnings) {
        TemplateConversion.convert(source, substitutions, where, warnings).ifPresent(converted -> {
            for (String placeholder : converted.placeholders()) {
                if (keyTypes.containsKey(placeholder) && !placeholder.equals(keyAttribute)
                        && !attributes.containsKey(placeholder)) {
                    warnings.add(where, name + "'s template '" + source + "' for " + keyAttribute + " is built from"
                            + " key attribute " + placeholder + ", which Tablesmith renders from its own template;"
                            + " dropped");
                    return;
                }
            }
            for (String placeholder : converted.placeholders()) {
                if (!attributes.containsKey(placeholder)) {
                    ScalarType keyType = keyTypes.getOrDefault(keyAttribute, ScalarType.S);
                    AttributeType type = converted.template().equals("{" + placeholder + "}")
                            ? keyType.asAttributeType() : AttributeType.S;
                    if (warnUndeclared) {
                        warnings.add(where, name + "'s template '" + source + "' uses '" + placeholder + "', which"
                                + " the source does not declare; declared as an attribute of type " + type);
                    }
                    attribute(placeholder, type, true, List.of());
                }
            }
            keys.add(EntityKey.of(keyAttribute, converted.template()));
        });
    }

    /**
     * The entity writes {@code keyAttribute} directly, as a natural key: the template is {@code {keyAttribute}}
     * and the entity declares an attribute of the same name and type (the one case where an entity attribute may
     * carry a key attribute's name).
     */
    void naturalKey(String keyAttribute, ScalarType type) {
        naturalKey(keyAttribute, type, true);
    }

    /**
     * As {@link #naturalKey(String, ScalarType)}; an index key the entity carries only sometimes is not required,
     * and an item without it is simply not in that index (a sparse index).
     */
    void naturalKey(String keyAttribute, ScalarType type, boolean required) {
        if (keys.stream().anyMatch(k -> k.attribute().equals(keyAttribute))) {
            return;
        }
        AttributeType attributeType = type.asAttributeType();
        attributes.put(keyAttribute, required ? Attribute.required(keyAttribute, attributeType)
                : Attribute.optional(keyAttribute, attributeType));
        keys.add(EntityKey.of(keyAttribute, "{" + keyAttribute + "}"));
    }

    /** The entity, with key templates in the order of the table's key attributes. */
    Entity build(Set<String> keyOrder, String description) {
        List<EntityKey> ordered = new ArrayList<>();
        for (String key : keyOrder) {
            keys.stream().filter(k -> k.attribute().equals(key)).findFirst().ifPresent(ordered::add);
        }
        keys.stream().filter(k -> !ordered.contains(k)).forEach(ordered::add);
        return new Entity(name, description, null, List.copyOf(attributes.values()), ordered, 0, List.of());
    }

    String path() {
        return path;
    }
}
