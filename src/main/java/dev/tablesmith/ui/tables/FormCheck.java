package dev.tablesmith.ui.tables;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What a form would do if applied now: the first problem of each field (none when it can be applied) and the
 * consequences beyond the key schema itself ("Customer, Order: key template GSI1PK renamed to TYPE_PK").
 */
public record FormCheck(Map<IndexField, String> problems, List<String> effects) {
    public FormCheck {
        problems = problems.isEmpty() ? Map.of() : Map.copyOf(new EnumMap<>(problems));
        effects = List.copyOf(effects);
    }

    public boolean isValid() {
        return problems.isEmpty();
    }

    /** The problem shown at {@code field}, or "". */
    public String problem(IndexField field) {
        return problems.getOrDefault(field, "");
    }
}
