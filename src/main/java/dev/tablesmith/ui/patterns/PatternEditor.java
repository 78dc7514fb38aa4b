package dev.tablesmith.ui.patterns;

import dev.tablesmith.edit.PatternEdits;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.NameSuggestions;
import dev.tablesmith.ui.DesignSession;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The edits of the selected access pattern, each one undoable command on the session. An edit that would make the
 * pattern invalid is refused with a one-line reason and the design stays as it was. The rules checked are
 * DynamoDB's: a GSI serves only eventually consistent reads; begins_with compares strings, so not a number; a
 * Limit is at least 1.
 */
public final class PatternEditor {
    private final DesignSession session;
    private final Supplier<String> selectedId;

    PatternEditor(DesignSession session, Supplier<String> selectedId) {
        this.session = session;
        this.selectedId = selectedId;
    }

    /** The selected pattern as the design holds it now, if one is selected. */
    public Optional<AccessPattern> pattern() {
        String id = selectedId.get();
        return id == null ? Optional.empty() : session.table().accessPattern(id);
    }

    /** Whether the selected pattern is a write (its write spec is shown read-only). */
    public boolean isWrite() {
        return pattern().map(p -> p.kind() == PatternKind.WRITE).orElse(false);
    }

    /** Sets the question in words; it cannot be blank. */
    public Optional<String> setName(String name) {
        if (name == null || name.isBlank()) {
            return Optional.of("The name cannot be empty: say the question in words.");
        }
        return edit("Set name", d -> d.name(name.trim()));
    }

    /** Sets the free-text description. */
    public Optional<String> setDescription(String description) {
        return edit("Set description", d -> d.description(description == null ? "" : description.trim()));
    }

    /**
     * Sets the entities the pattern returns: at least one, each an entity of the table (or one the pattern already
     * names that the table does not have yet).
     */
    public Optional<String> setEntities(List<String> entities) {
        if (entities.isEmpty()) {
            return Optional.of("Choose at least one entity the pattern returns.");
        }
        List<String> named = current().map(AccessPattern::entities).orElse(List.of());
        for (String entity : entities) {
            if (session.table().entity(entity).isEmpty() && !named.contains(entity)) {
                return Optional.of("The table has no entity " + entity + ".");
            }
        }
        return edit("Set entities", d -> d.entities(List.copyOf(entities)));
    }

    /** The entities the selected pattern names that the table does not have yet, in the pattern's order. */
    public List<String> missingEntities() {
        return current().map(p -> PatternText.missingEntities(p, session.table())).orElse(List.of());
    }

    /**
     * Creates the entities the selected pattern names that the table does not have, each with the attributes the
     * pattern asks by (equalities, range, sort; as strings, key attributes excluded), in one undoable command.
     */
    public Optional<String> createMissingEntities() {
        Optional<AccessPattern> pattern = current();
        List<String> missing = missingEntities();
        if (pattern.isEmpty() || missing.isEmpty()) {
            return Optional.of("The pattern's entities all exist.");
        }
        List<Attribute> attributes = new ArrayList<>();
        Set<String> keys = keyAttributeNames();
        for (String name : askedBy(pattern.get())) {
            if (!keys.contains(name)) {
                attributes.add(Attribute.required(name, AttributeType.S));
            }
        }
        return session.push(PatternEdits.createEntities(session.table().name(), missing, attributes));
    }

    /**
     * Replaces equality row {@code row}. The attribute text may carry its constant ({@code status = PUBLISHED});
     * otherwise a blank {@code value} makes the attribute an input of each call and a non-blank one a constant.
     */
    public Optional<String> setEquality(int row, String attribute, String value) {
        List<Equality> equalities = new ArrayList<>(current().map(AccessPattern::equalities).orElse(List.of()));
        if (row < 0 || row >= equalities.size()) {
            return Optional.of("There is no equality row " + (row + 1) + ".");
        }
        EqualityText.Parsed parsed = parseEquality(attribute, value);
        if (parsed.refusal().isPresent()) {
            return parsed.refusal();
        }
        Optional<String> refused = checkEquality(parsed.equality().attribute(), equalities, row);
        if (refused.isPresent()) {
            return refused;
        }
        equalities.set(row, parsed.equality());
        return edit("Set equality " + parsed.equality().attribute(), d -> d.equalities(equalities));
    }

    /** Adds an equality row at the end; the text may carry its constant ({@code status = PUBLISHED}). */
    public Optional<String> addEquality(String attribute, String value) {
        List<Equality> equalities = new ArrayList<>(current().map(AccessPattern::equalities).orElse(List.of()));
        EqualityText.Parsed parsed = parseEquality(attribute, value);
        if (parsed.refusal().isPresent()) {
            return parsed.refusal();
        }
        Optional<String> refused = checkEquality(parsed.equality().attribute(), equalities, -1);
        if (refused.isPresent()) {
            return refused;
        }
        equalities.add(parsed.equality());
        return edit("Add equality " + parsed.equality().attribute(), d -> d.equalities(equalities));
    }

    /** Removes equality row {@code row}; without any equality the planner can only Scan. */
    public Optional<String> removeEquality(int row) {
        List<Equality> equalities = new ArrayList<>(current().map(AccessPattern::equalities).orElse(List.of()));
        if (row < 0 || row >= equalities.size()) {
            return Optional.of("There is no equality row " + (row + 1) + ".");
        }
        Equality removed = equalities.remove(row);
        return edit("Remove equality " + removed.attribute(), d -> d.equalities(equalities));
    }

    /** Sets the range condition, or removes it with a blank attribute. */
    public Optional<String> setRange(String attribute, RangeOperator operator) {
        if (attribute == null || attribute.isBlank()) {
            return edit("Remove range", d -> d.range(null));
        }
        String name = attribute.trim();
        Optional<String> unknown = checkAttribute(name);
        if (unknown.isPresent()) {
            return unknown;
        }
        if (operator == null) {
            return Optional.of("Choose the range operator.");
        }
        if (operator == RangeOperator.BEGINS_WITH && typeOf(name) == AttributeType.N) {
            return Optional.of("begins_with compares strings, and " + name + " is a number (N): use < <= > >= or "
                    + "BETWEEN.");
        }
        return edit("Set range", d -> d.range(new RangeCondition(name, operator)));
    }

    /** Sets the wanted order, or removes it (any order will do) with a blank attribute. */
    public Optional<String> setSort(String attribute, SortDirection direction) {
        if (attribute == null || attribute.isBlank()) {
            return edit("Remove sort", d -> d.sort(null));
        }
        String name = attribute.trim();
        Optional<String> unknown = checkAttribute(name);
        return unknown.isPresent() ? unknown : edit("Set sort", d -> d.sort(new SortOrder(name, direction)));
    }

    /** Sets the Limit (page size), or removes it with null. */
    public Optional<String> setLimit(Integer limit) {
        if (limit != null && limit < 1) {
            return Optional.of("The Limit must be at least 1.");
        }
        return edit("Set limit", d -> d.limit(limit));
    }

    /** Sets the expected average rate the cost estimate multiplies by; zero or more. */
    public Optional<String> setRequestsPerSecond(double rate) {
        if (rate < 0 || Double.isNaN(rate) || Double.isInfinite(rate)) {
            return Optional.of("The rate must be zero or more requests per second.");
        }
        return edit("Set rate", d -> d.rate(rate));
    }

    /** Sets eventual or strong reads; strong costs twice the read units and is refused on a pinned GSI. */
    public Optional<String> setConsistency(ReadConsistency consistency) {
        if (consistency == ReadConsistency.STRONG && pinnedGsi(current().map(AccessPattern::index).orElse(null))) {
            return Optional.of("A GSI serves only eventually consistent reads: unpin the index first.");
        }
        return edit("Set consistency", d -> d.consistency(consistency));
    }

    /** Pins the pattern to an index ({@code table} or an index name), or lets the planner choose with null/blank. */
    public Optional<String> setIndex(String index) {
        String name = index == null || index.isBlank() ? null : index.trim();
        if (name != null && !AccessPattern.TABLE_INDEX.equals(name) && session.table().index(name).isEmpty()) {
            return Optional.of("The table has no index " + name + ".");
        }
        if (pinnedGsi(name) && current().map(p -> p.consistency() == ReadConsistency.STRONG).orElse(false)) {
            return Optional.of("A GSI serves only eventually consistent reads: set consistency to eventual first.");
        }
        return edit(name == null ? "Let the planner choose the index" : "Pin to " + name, d -> d.index(name));
    }

    /** The index choices: {@code table} and every secondary index. */
    public List<String> indexNames() {
        List<String> names = new ArrayList<>(List.of(AccessPattern.TABLE_INDEX));
        session.table().indexes().forEach(i -> names.add(i.name()));
        return names;
    }

    /** The attributes the selected pattern's entities declare, for the attribute pickers. */
    public List<String> attributeNames() {
        Set<String> names = new LinkedHashSet<>();
        for (Entity entity : entities()) {
            entity.attributes().forEach(a -> names.add(a.name()));
        }
        return List.copyOf(names);
    }

    /** The names of the table's entities, for the entity check list. */
    public List<String> entityNames() {
        return session.table().entities().stream().map(Entity::name).toList();
    }

    private Optional<AccessPattern> current() {
        return pattern();
    }

    private Optional<String> edit(String what, UnaryOperator<PatternDraft> change) {
        Optional<AccessPattern> current = current();
        if (current.isEmpty()) {
            return Optional.of("Select an access pattern first.");
        }
        AccessPattern next;
        try {
            next = change.apply(new PatternDraft(current.get())).build();
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
        if (next.equals(current.get())) {
            return Optional.empty();
        }
        return session.push(PatternEdits.edit(session.table().name(), what, next));
    }

    /** The typed text as an equality: a declared attribute name is taken as it is, even with a space in it. */
    private EqualityText.Parsed parseEquality(String attribute, String value) {
        String text = attribute == null ? "" : attribute.trim();
        if (attributeNames().contains(text)) {
            String constant = value == null ? "" : value.trim();
            return EqualityText.Parsed.ok(constant.isEmpty() ? Equality.input(text) : Equality.fixed(text, constant));
        }
        return EqualityText.parse(text, value);
    }

    private Optional<String> checkEquality(String name, List<Equality> equalities, int row) {
        for (int i = 0; i < equalities.size(); i++) {
            if (i != row && equalities.get(i).attribute().equals(name)) {
                return Optional.of(name + " already has an equality.");
            }
        }
        return checkAttribute(name);
    }

    /**
     * Refuses an attribute none of the pattern's entities declares and that is not a key attribute, naming the
     * closest one; until every entity the pattern names exists, any name is taken (the pattern lists what it
     * needs, and "Create entity" adds it).
     */
    private Optional<String> checkAttribute(String name) {
        if (!missingEntities().isEmpty()) {
            return Optional.empty();
        }
        List<String> known = new ArrayList<>(attributeNames());
        known.addAll(keyAttributeNames());
        if (known.contains(name)) {
            return Optional.empty();
        }
        String owners = String.join(", ", entities().stream().map(Entity::name).toList());
        return Optional.of(owners + " has no attribute " + name + NameSuggestions.closest(name, known)
                .map(c -> "; did you mean " + c + "?").orElse(": add it in the entity chart first, or use one of "
                        + String.join(", ", attributeNames()) + "."));
    }

    /** Every attribute the pattern asks by: equalities, then range and sort, each once. */
    private static List<String> askedBy(AccessPattern pattern) {
        Set<String> names = new LinkedHashSet<>();
        pattern.equalities().forEach(e -> names.add(e.attribute()));
        if (pattern.range() != null) {
            names.add(pattern.range().attribute());
        }
        if (pattern.sort() != null) {
            names.add(pattern.sort().attribute());
        }
        return List.copyOf(names);
    }

    private Set<String> keyAttributeNames() {
        Set<String> names = new LinkedHashSet<>();
        session.table().keyAttributes().forEach(k -> names.add(k.name()));
        return names;
    }

    private List<Entity> entities() {
        Table table = session.table();
        return current().map(p -> p.entities().stream().flatMap(n -> table.entity(n).stream()).toList())
                .orElse(List.of());
    }

    private AttributeType typeOf(String attribute) {
        for (Entity entity : entities()) {
            Optional<Attribute> declared = entity.attribute(attribute);
            if (declared.isPresent()) {
                return declared.get().type();
            }
        }
        return AttributeType.S;
    }

    private boolean pinnedGsi(String index) {
        return index != null && session.table().index(index).map(SecondaryIndex::isGlobal).orElse(false);
    }
}
