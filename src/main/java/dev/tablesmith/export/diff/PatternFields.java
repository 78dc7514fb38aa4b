package dev.tablesmith.export.diff;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Equality;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Function;

/** The fields of an access pattern that change what is asked of the table, each in a short readable form. */
final class PatternFields {
    private record Field(String label, Function<AccessPattern, String> value) {
    }

    private static final List<Field> FIELDS = List.of(
            new Field("name", AccessPattern::name),
            new Field("kind", p -> p.kind().name()),
            new Field("entities", p -> String.join(", ", p.entities())),
            new Field("equalities", p -> String.join(", ", p.equalities().stream().map(PatternFields::equality)
                    .toList())),
            new Field("range", p -> p.range() == null ? "none" : p.range().attribute() + " "
                    + p.range().operator()),
            new Field("sort", p -> p.sort() == null ? "any order" : p.sort().attribute() + " "
                    + p.sort().direction()),
            new Field("limit", p -> p.limit() == null ? "none" : p.limit().toString()),
            new Field("rate", p -> String.format(Locale.ROOT, "%s/s", trim(p.requestsPerSecond()))),
            new Field("consistency", p -> String.valueOf(p.consistency())),
            new Field("index", p -> p.index() == null ? "planner's choice" : p.index()),
            new Field("key condition", p -> p.keyCondition() == null ? "derived" : p.keyCondition()),
            new Field("write", p -> p.write() == null ? "none" : p.write().toString()));

    private PatternFields() {
    }

    /** {@code rate 0.05/s -> 2/s; sort orderedAt ASC -> orderDate ASC}, or empty when nothing differs. */
    static String changes(AccessPattern before, AccessPattern after) {
        List<String> parts = new ArrayList<>();
        for (Field field : FIELDS) {
            String a = field.value().apply(before);
            String b = field.value().apply(after);
            if (!Objects.equals(a, b)) {
                parts.add(field.label().equals("write") ? "write changed"
                        : field.label() + " " + a + " -> " + b);
            }
        }
        return String.join("; ", parts);
    }

    private static String equality(Equality equality) {
        return equality.value() == null ? equality.attribute() : equality.attribute() + " = " + equality.value();
    }

    private static String trim(double number) {
        if (!Double.isFinite(number)) {
            return "too large to estimate";
        }
        return String.format(Locale.ROOT, "%.4f", number).replaceAll("\\.?0+$", "");
    }
}
