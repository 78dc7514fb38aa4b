package dev.tablesmith.io.items;

import dev.tablesmith.model.Design;
import java.util.ArrayList;
import java.util.List;

/**
 * What an import did: the design with the imported items, what happened in each table, and the writes refused.
 *
 * @param design  the design after the import
 * @param files   the files read, in order
 * @param tables  per table written to, in the order first written
 * @param refused the refused writes, in file order
 */
public record ItemImportResult(Design design, List<FileRead> files, List<TableCounts> tables, List<Refusal> refused) {
    /**
     * One file read.
     *
     * @param name   as locations name it
     * @param format its shape
     * @param writes the puts, deletes and unreadable entries it holds
     */
    public record FileRead(String name, ItemFileFormat format, long writes) {
        @Override
        public String toString() {
            return name + ": " + format.label() + ", " + writes + (writes == 1 ? " write" : " writes");
        }
    }

    /**
     * What the import did to one table.
     *
     * @param table            the table's name
     * @param added            puts of a primary key the table did not hold
     * @param replaced         puts of a primary key it held (the earlier item is gone)
     * @param deleted          deletes that removed an item
     * @param deletesOfNothing deletes of a key the table did not hold (DynamoDB does nothing)
     * @param asRecords        imported items kept as records of the entity whose key templates render them exactly
     * @param asItems          imported items kept as explicit items
     */
    public record TableCounts(String table, long added, long replaced, long deleted, long deletesOfNothing,
                              long asRecords, long asItems) {
    }

    /** A write DynamoDB would refuse: {@code location: reason} is one line. */
    public record Refusal(String location, String reason) {
        @Override
        public String toString() {
            return location + ": " + reason;
        }
    }

    public ItemImportResult {
        files = List.copyOf(files);
        tables = List.copyOf(tables);
        refused = List.copyOf(refused);
    }

    public long added() {
        return tables.stream().mapToLong(TableCounts::added).sum();
    }

    public long replaced() {
        return tables.stream().mapToLong(TableCounts::replaced).sum();
    }

    public long deleted() {
        return tables.stream().mapToLong(TableCounts::deleted).sum();
    }

    /** Whether the import changed nothing in the design. */
    public boolean unchanged() {
        return added() + replaced() + deleted() == 0;
    }

    /**
     * The report as lines: one line per file read ("orders.json: scan/query output, 4 writes"), one summary line per table ("orders: 3 added, 1 replaced, 1 deleted, 2 refused; 2 as
     * records of their entities, 2 explicit items"), then each refused write located.
     */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (FileRead f : files) {
            lines.add(f.toString());
        }
        for (TableCounts t : tables) {
            StringBuilder line = new StringBuilder(t.table()).append(": ").append(t.added()).append(" added, ")
                    .append(t.replaced()).append(" replaced, ").append(t.deleted()).append(" deleted");
            if (t.deletesOfNothing() > 0) {
                line.append(" (").append(t.deletesOfNothing()).append(t.deletesOfNothing() == 1 ? " delete" : " deletes")
                        .append(" of a key not in the table)");
            }
            line.append("; ").append(t.asRecords()).append(t.asRecords() == 1 ? " record" : " records")
                    .append(" of entities, ").append(t.asItems()).append(t.asItems() == 1 ? " explicit item"
                            : " explicit items");
            lines.add(line.toString());
        }
        lines.add(refused.size() + " refused" + (refused.isEmpty() ? "" : ":"));
        for (Refusal r : refused) {
            lines.add("  " + r);
        }
        return lines;
    }
}
