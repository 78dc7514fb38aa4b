package dev.tablesmith.ui.patterns;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SortOrder;
import java.util.List;
import java.util.Map;

/**
 * A changeable copy of an access pattern for the editor: change one field, then {@link #build()} the new immutable
 * pattern (which checks the model's own invariants: Limit at least 1, rate not negative).
 */
final class PatternDraft {
    private final AccessPattern from;
    private String name;
    private String description;
    private List<String> entities;
    private List<Equality> equalities;
    private RangeCondition range;
    private SortOrder sort;
    private Integer limit;
    private double rate;
    private ReadConsistency consistency;
    private String index;
    private Map<String, String> exampleInputs;

    PatternDraft(AccessPattern from) {
        this.from = from;
        name = from.name();
        description = from.description();
        entities = from.entities();
        equalities = from.equalities();
        range = from.range();
        sort = from.sort();
        limit = from.limit();
        rate = from.requestsPerSecond();
        consistency = from.consistency();
        index = from.index();
        exampleInputs = from.exampleInputs();
    }

    PatternDraft name(String value) {
        name = value;
        return this;
    }

    PatternDraft description(String value) {
        description = value;
        return this;
    }

    PatternDraft entities(List<String> value) {
        entities = value;
        return this;
    }

    PatternDraft equalities(List<Equality> value) {
        equalities = value;
        return this;
    }

    PatternDraft range(RangeCondition value) {
        range = value;
        return this;
    }

    PatternDraft sort(SortOrder value) {
        sort = value;
        return this;
    }

    PatternDraft limit(Integer value) {
        limit = value;
        return this;
    }

    PatternDraft rate(double value) {
        rate = value;
        return this;
    }

    PatternDraft consistency(ReadConsistency value) {
        consistency = value;
        return this;
    }

    PatternDraft index(String value) {
        index = value;
        return this;
    }

    PatternDraft exampleInputs(Map<String, String> value) {
        exampleInputs = value;
        return this;
    }

    AccessPattern build() {
        return new AccessPattern(from.id(), name, description, from.kind(), entities, equalities, range, sort, limit,
                rate, consistency, index, from.keyCondition(), exampleInputs, from.write());
    }
}
