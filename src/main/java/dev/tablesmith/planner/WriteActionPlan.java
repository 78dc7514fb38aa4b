package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexChange;
import dev.tablesmith.model.TransactAction;
import java.util.List;
import java.util.Map;

/**
 * What one action of a write pattern needs and does.
 *
 * @param action        the action (a single write is one action on the pattern's first entity)
 * @param keyInputs     the attributes the primary key templates of the action's entity are built from: a Put
 *                      supplies them in the item, an Update, Delete or ConditionCheck must know them to name the item
 * @param missingInputs the key inputs the pattern does not know (an Update, Delete or ConditionCheck cannot name
 *                      its item without them); empty when the write is fully keyed
 * @param indexChanges  what the action does to each secondary index on the costliest sample item: entered, left,
 *                      moved, updated, untouched or absent
 * @param unitsPerItem  write units per item written (table and indexes, twice in a transaction)
 * @param guardItems    uniqueness guard items a Put also writes (one per unique value of the entity)
 * @param units         write units of the action per call: items per call times units per item, plus the guards
 */
public record WriteActionPlan(TransactAction action, List<String> keyInputs, List<String> missingInputs,
                              Map<String, IndexChange> indexChanges, double unitsPerItem, int guardItems,
                              double units) {
    public WriteActionPlan {
        keyInputs = List.copyOf(keyInputs);
        missingInputs = List.copyOf(missingInputs);
        indexChanges = Map.copyOf(indexChanges);
    }
}
