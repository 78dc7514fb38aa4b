package dev.tablesmith.export;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Optional;

/**
 * The attribute OneTable stores each model's name in ({@code params.typeField}). OneTable writes it on every item a
 * model creates and reads it to tell the models of an item collection apart; its default is {@code _type}. A
 * single-table design often has such an attribute already ({@code entity: "Order"}); using it as the type field
 * makes OneTable write exactly the design's items instead of adding one attribute to each.
 */
final class OneTableTypeField {
    /** OneTable's default type field. */
    static final String DEFAULT = "_type";

    private OneTableTypeField() {
    }

    /**
     * The attribute every entity declares and every sample record holds as the entity's own name (an S value),
     * if there is one; a design with no records cannot show one.
     */
    static Optional<String> find(Table table) {
        List<Entity> entities = table.entities();
        if (entities.isEmpty() || entities.stream().allMatch(e -> e.records().isEmpty())) {
            return Optional.empty();
        }
        return entities.get(0).attributes().stream().map(a -> a.name())
                .filter(name -> entities.stream().allMatch(e -> holdsName(e, name)))
                .findFirst();
    }

    private static boolean holdsName(Entity entity, String attribute) {
        boolean declared = entity.attributes().stream().anyMatch(a -> a.name().equals(attribute)
                && (a.enumValues().isEmpty() || a.enumValues().equals(List.of(entity.name()))));
        AttributeValue name = AttributeValue.s(entity.name());
        return declared && entity.records().stream().map((Item r) -> r.get(attribute).orElse(null))
                .allMatch(name::equals);
    }
}
