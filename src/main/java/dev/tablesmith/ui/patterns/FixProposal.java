package dev.tablesmith.ui.patterns;

import dev.tablesmith.edit.FixEdits;
import dev.tablesmith.edit.SchemaChange;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.Fix;
import java.util.List;
import java.util.Optional;

/**
 * The selected pattern's cheapest fix, worked out before it is made so the Apply fix dialog can show its effects
 * (the GSI added, the templates the entity writes, the pattern pinned, the items to backfill).
 *
 * @param patternId the pattern the fix serves
 * @param fix       the planner's cheapest fix
 * @param effects   one line per effect, empty when the fix cannot be applied
 * @param refusal   why it cannot be applied ("" when it can): a migration, or a change the table's rules refuse
 */
public record FixProposal(String patternId, Fix fix, List<String> effects, String refusal) {
    public FixProposal {
        effects = List.copyOf(effects);
    }

    /** The proposal for the fix of {@code patternId} on {@code table}, or empty when its plan needs none. */
    static Optional<FixProposal> of(Table table, String patternId, Optional<Fix> fix) {
        return fix.map(f -> {
            if (!FixEdits.applicable(f)) {
                return new FixProposal(patternId, f, List.of(), FixEdits.whyNotApplicable(f));
            }
            try {
                SchemaChange change = FixEdits.plan(table, patternId, f);
                return new FixProposal(patternId, f, change.effects(), "");
            } catch (IllegalArgumentException e) {
                return new FixProposal(patternId, f, List.of(), e.getMessage());
            }
        });
    }

    public boolean applicable() {
        return refusal.isEmpty();
    }
}
