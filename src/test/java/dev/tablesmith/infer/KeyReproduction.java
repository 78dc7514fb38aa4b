package dev.tablesmith.infer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.SparseCondition;
import java.util.List;

/**
 * The property every import must have: for each item attributed to an entity, every key value the item holds is
 * what the entity's template renders from the item's own attributes, and a key the item lacks is one the entity
 * does not write for it (its condition does not hold, or its template needs an attribute the item lacks).
 */
final class KeyReproduction {
    private KeyReproduction() {
    }

    static void assertTemplatesReproduceKeys(InferenceResult result) {
        Table table = result.design().table();
        for (Entity entity : table.entities()) {
            List<Item> items = result.itemsByEntity().get(entity.name());
            assertThat(items).as("items of " + entity.name()).isNotNull();
            for (Item item : items) {
                for (EntityKey key : entity.keys()) {
                    ScalarType type = table.keyAttributes().stream().filter(k -> k.name().equals(key.attribute()))
                            .map(KeyAttribute::type).findFirst().orElseThrow();
                    RenderResult rendered = KeyTemplate.parse(key.template()).renderAs(type, item::get);
                    boolean written = key.when() == null || SparseCondition.parse(key.when()).test(item::get);
                    if (item.has(key.attribute())) {
                        assertThat(written).as(entity.name() + " writes " + key.attribute() + " for " + item).isTrue();
                        Object value = rendered instanceof RenderResult.Rendered r ? r.value() : rendered;
                        assertThat(value).as(entity.name() + "." + key.attribute() + " of " + item)
                                .isEqualTo(item.get(key.attribute()).orElseThrow());
                    } else if (table.items().stream().noneMatch(i -> i == item)) {
                        assertThat(written && rendered instanceof RenderResult.Rendered)
                                .as(entity.name() + " would write " + key.attribute() + " for " + item).isFalse();
                    }
                }
            }
        }
    }
}
