package dev.tablesmith.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A Tablesmith design: what one {@code NAME.tablesmith.json} file holds.
 *
 * <p>A single-table design has one table; the list leaves room for designs that add more later.
 *
 * @param name        the design's name
 * @param description free text
 * @param tables      the tables (at least one)
 * @param pricing     the prices cost estimates use
 */
public record Design(String name, String description, List<Table> tables, Pricing pricing) {
    public Design {
        Objects.requireNonNull(name, "name");
        description = description == null ? "" : description;
        tables = List.copyOf(Objects.requireNonNull(tables, "tables"));
        if (tables.isEmpty()) {
            throw new IllegalArgumentException("a design has at least one table");
        }
        pricing = pricing == null ? Pricing.usEast1() : pricing;
    }

    public static Design of(String name, Table table) {
        return new Design(name, "", List.of(table), Pricing.usEast1());
    }

    /** The design's first (in a single-table design, its only) table. */
    public Table table() {
        return tables.get(0);
    }

    public Optional<Table> table(String tableName) {
        return tables.stream().filter(t -> t.name().equals(tableName)).findFirst();
    }

    /** A copy with the table of the same name replaced. */
    public Design withTable(String tableName, Table replacement) {
        return new Design(name, description, tables.stream()
                .map(t -> t.name().equals(tableName) ? replacement : t).toList(), pricing);
    }

    public Design withName(String newName) {
        return new Design(newName, description, tables, pricing);
    }

    public Design withPricing(Pricing newPricing) {
        return new Design(name, description, tables, newPricing);
    }
}
