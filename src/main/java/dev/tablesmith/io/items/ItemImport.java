package dev.tablesmith.io.items;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.concurrent.CancellationException;

/**
 * Adds the items of DynamoDB JSON sample-data files ({@link ItemFileReader}) to a design's tables, checking each
 * write as DynamoDB would ({@link WriteRefusals}) and applying them in file order ({@link TableImport}). A refused
 * write is reported with its location and never stops the others.
 *
 * <p>Which table: a batch-write request names its table, matched by name with the design's tables; a name the design
 * does not have goes to the chosen table if one was chosen, else it is refused. Items of files that name no table
 * (scan, get-item, S3 export) go to the chosen table, or to the design's only table.
 */
public final class ItemImport {
    private final Design design;
    private final String chosen;
    private final Map<String, TableImport> tables = new LinkedHashMap<>();
    private final List<ItemImportResult.Refusal> refused = new ArrayList<>();
    private final List<ItemImportResult.FileRead> files = new ArrayList<>();

    /**
     * @param design the design to add to
     * @param table  the table chosen for items whose file names none (or a table the design lacks); null for none
     * @throws IllegalArgumentException when the design has no table {@code table}
     */
    public ItemImport(Design design, String table) {
        this.design = design;
        if (table != null && design.table(table).isEmpty()) {
            throw new IllegalArgumentException("the design has no table " + table + " (it has "
                    + String.join(", ", design.tables().stream().map(Table::name).toList()) + ")");
        }
        this.chosen = table;
    }

    /**
     * Reads every file in turn and applies its writes; a file that cannot be read stops the import (nothing of it is
     * half-applied to the design: the caller keeps the design it had).
     *
     * @param names     how each file is named in locations (parallel to {@code files})
     * @param cancelled checked between writes; when true the import stops with a {@link CancellationException}
     */
    public static ItemImportResult importFiles(Design design, String table, List<Path> files, List<String> names,
                                               BooleanSupplier cancelled) throws IOException, ItemFileException {
        ItemImport run = new ItemImport(design, table);
        for (int i = 0; i < files.size(); i++) {
            run.read(files.get(i), names.get(i), cancelled);
        }
        return run.result();
    }

    /**
     * Reads one file and applies its writes.
     *
     * @param cancelled checked between writes; when true the import stops with a {@link CancellationException}
     */
    public ItemFileFormat read(Path file, String name, BooleanSupplier cancelled)
            throws IOException, ItemFileException {
        long[] writes = {0};
        ItemFileFormat format = ItemFileReader.read(file, name, op -> {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException("import cancelled");
            }
            writes[0]++;
            accept(op);
        });
        files.add(new ItemImportResult.FileRead(name, format, writes[0]));
        return format;
    }

    /** Applies one write, or records why DynamoDB would refuse it. */
    public void accept(ItemOperation op) {
        if (op.kind() == ItemOperation.Kind.UNREADABLE) {
            refuse(op.location(), op.reason());
            return;
        }
        Optional<TableImport> target = table(op);
        if (target.isEmpty()) {
            return;
        }
        Table table = target.get().table();
        Optional<String> refusal = op.kind() == ItemOperation.Kind.PUT ? WriteRefusals.put(table, op.item())
                : WriteRefusals.delete(table, op.item());
        if (refusal.isPresent()) {
            refuse(op.location(), refusal.get());
        } else if (op.kind() == ItemOperation.Kind.PUT) {
            target.get().put(op.item());
        } else {
            target.get().delete(op.item());
        }
    }

    private Optional<TableImport> table(ItemOperation op) {
        String name;
        if (op.table() != null && design.table(op.table()).isPresent()) {
            name = op.table();
        } else if (chosen != null) {
            name = chosen;
        } else if (op.table() != null) {
            refuse(op.location(), "table " + op.table() + " is not in the design (" + tableNames() + "); choose "
                    + "the table to import it into (--table)");
            return Optional.empty();
        } else if (design.tables().size() == 1) {
            name = design.table().name();
        } else {
            refuse(op.location(), "the file names no table and the design has several (" + tableNames()
                    + "); choose the table to import into (--table)");
            return Optional.empty();
        }
        return Optional.of(tables.computeIfAbsent(name, n -> new TableImport(design.table(n).orElseThrow())));
    }

    private String tableNames() {
        return String.join(", ", design.tables().stream().map(Table::name).toList());
    }

    private void refuse(String location, String reason) {
        refused.add(new ItemImportResult.Refusal(location, reason));
    }

    /** The design with every accepted write applied, and the report. */
    public ItemImportResult result() {
        Map<String, Table> changed = new LinkedHashMap<>();
        List<ItemImportResult.TableCounts> counts = new ArrayList<>();
        for (TableImport t : tables.values()) {
            counts.add(t.apply(changed));
        }
        Design after = design;
        for (Map.Entry<String, Table> table : changed.entrySet()) {
            after = after.withTable(table.getKey(), table.getValue());
        }
        return new ItemImportResult(after, files, counts, refused);
    }
}
