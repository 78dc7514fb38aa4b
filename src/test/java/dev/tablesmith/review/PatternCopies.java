package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.WriteSpec;
import java.util.List;
import java.util.function.UnaryOperator;

/** Copies of an access pattern with one field changed, for tests. */
final class PatternCopies {
    private PatternCopies() {
    }

    static UnaryOperator<AccessPattern> id(String id) {
        return p -> new AccessPattern(id, p.name(), p.description(), p.kind(), p.entities(), p.equalities(),
                p.range(), p.sort(), p.limit(), p.requestsPerSecond(), p.consistency(), p.index(), p.keyCondition(),
                p.exampleInputs(), p.write());
    }

    static UnaryOperator<AccessPattern> entities(List<String> entities) {
        return p -> new AccessPattern(p.id(), p.name(), p.description(), p.kind(), entities, p.equalities(),
                p.range(), p.sort(), p.limit(), p.requestsPerSecond(), p.consistency(), p.index(), p.keyCondition(),
                p.exampleInputs(), p.write());
    }

    static UnaryOperator<AccessPattern> equalities(List<Equality> equalities) {
        return p -> new AccessPattern(p.id(), p.name(), p.description(), p.kind(), p.entities(), equalities,
                p.range(), p.sort(), p.limit(), p.requestsPerSecond(), p.consistency(), p.index(), p.keyCondition(),
                p.exampleInputs(), p.write());
    }

    static UnaryOperator<AccessPattern> range(RangeCondition range) {
        return p -> new AccessPattern(p.id(), p.name(), p.description(), p.kind(), p.entities(), p.equalities(),
                range, p.sort(), p.limit(), p.requestsPerSecond(), p.consistency(), p.index(), p.keyCondition(),
                p.exampleInputs(), p.write());
    }

    static UnaryOperator<AccessPattern> sort(SortOrder sort) {
        return p -> new AccessPattern(p.id(), p.name(), p.description(), p.kind(), p.entities(), p.equalities(),
                p.range(), sort, p.limit(), p.requestsPerSecond(), p.consistency(), p.index(), p.keyCondition(),
                p.exampleInputs(), p.write());
    }

    static UnaryOperator<AccessPattern> index(String index, ReadConsistency consistency) {
        return p -> new AccessPattern(p.id(), p.name(), p.description(), p.kind(), p.entities(), p.equalities(),
                p.range(), p.sort(), p.limit(), p.requestsPerSecond(), consistency, index, p.keyCondition(),
                p.exampleInputs(), p.write());
    }

    static UnaryOperator<AccessPattern> kind(PatternKind kind, WriteSpec write) {
        return p -> new AccessPattern(p.id(), p.name(), p.description(), kind, p.entities(), p.equalities(),
                p.range(), p.sort(), p.limit(), p.requestsPerSecond(), p.consistency(), p.index(), p.keyCondition(),
                p.exampleInputs(), write);
    }
}
