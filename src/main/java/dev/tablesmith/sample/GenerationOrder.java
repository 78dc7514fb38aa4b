package dev.tablesmith.sample;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.Relationships.Reference;
import dev.tablesmith.sample.Relationships.SameThing;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The order in which entities are generated: an entity after the entities it refers to (customers before their
 * orders, products before order lines) and a copy after the entity it copies; otherwise in table order. A cycle
 * of references is broken at the entity that comes first in the table, whose references then draw from the
 * records the targets have at that point.
 *
 * @param order    the generated entities, in generation order
 * @param leaderOf for an entity that is generated as a copy: the entity whose records it copies
 */
record GenerationOrder(List<String> order, Map<String, String> leaderOf) {

    static GenerationOrder of(Table table, Relationships relationships, Set<String> generated) {
        List<String> tableOrder = table.entities().stream().map(Entity::name).filter(generated::contains).toList();
        Map<String, String> leaderOf = new HashMap<>();
        for (SameThing same : relationships.sameThings()) {
            List<String> members = same.entities().stream().filter(generated::contains).toList();
            for (String follower : members.subList(Math.min(1, members.size()), members.size())) {
                leaderOf.putIfAbsent(follower, members.get(0));
            }
        }
        Map<String, Set<String>> dependencies = new HashMap<>();
        for (String entity : tableOrder) {
            Set<String> needs = new LinkedHashSet<>();
            if (leaderOf.containsKey(entity)) {
                needs.add(leaderOf.get(entity));
            }
            for (Reference reference : relationships.referencesFrom(entity)) {
                reference.targets().stream().filter(generated::contains).forEach(needs::add);
            }
            needs.remove(entity);
            dependencies.put(entity, needs);
        }
        List<String> order = new ArrayList<>();
        Set<String> done = new HashSet<>();
        List<String> remaining = new ArrayList<>(tableOrder);
        while (!remaining.isEmpty()) {
            String next = remaining.stream().filter(e -> done.containsAll(dependencies.get(e))).findFirst()
                    .orElse(remaining.get(0));
            remaining.remove(next);
            done.add(next);
            order.add(next);
        }
        return new GenerationOrder(order, leaderOf);
    }
}
