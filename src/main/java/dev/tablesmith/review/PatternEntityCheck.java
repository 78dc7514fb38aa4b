package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import java.util.List;

/**
 * {@code pattern-needs-entity}: an access pattern naming an entity the table does not have yet. The method lists
 * the access patterns first, so such a pattern is valid; but nothing can be planned for it until the entity exists
 * (DynamoDB serves a request only from the items and key attributes an entity writes), so the pattern has no
 * operation and no cost yet.
 */
final class PatternEntityCheck implements ReviewCheck {

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        Table table = context.table();
        List<String> known = table.entities().stream().map(Entity::name).toList();
        for (AccessPattern pattern : table.accessPatterns()) {
            List<String> missing = missingEntities(table, pattern);
            if (missing.isEmpty()) {
                continue;
            }
            String first = missing.get(0);
            String message = PatternResolutionCheck.label(pattern) + " needs entity " + String.join(", ", missing)
                    + ": the table has no " + (missing.size() == 1 ? "such entity" : "such entities") + " yet"
                    + NameSuggestions.didYouMean(first, known);
            String explanation = "A pattern is planned on the items of the entities it returns: their key templates"
                    + " decide which index can serve it with a GetItem or a Query. Until the table has "
                    + first + ", the pattern has no operation and no cost. Add the entity (the pattern's \"Create"
                    + " entity\" button adds it with the attributes the pattern asks by), or name an existing one.";
            int at = pattern.entities().indexOf(first);
            FindingLocation location = FindingLocation.at(context.patternPath(pattern).child("entities").child(at)
                    .toString()).withPattern(pattern.id());
            findings.add(Finding.of(ReviewRule.PATTERN_NEEDS_ENTITY, location, message, explanation));
        }
    }

    /** The entities the pattern names that the table does not have, in the pattern's order. */
    static List<String> missingEntities(Table table, AccessPattern pattern) {
        return pattern.entities().stream().filter(name -> table.entity(name).isEmpty()).toList();
    }
}
