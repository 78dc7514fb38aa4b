package dev.tablesmith.cli;

import dev.tablesmith.io.SpilledRecords;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.Problem;
import dev.tablesmith.sample.RecordSink;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Where {@code tablesmith generate} puts records as they are made: checked by the design validator in batches of
 * {@value #BATCH} and spilled to files ({@link SpilledRecords}), so that a million records are never held at once
 * (issue 21). A batch is checked in a design that holds only it (every other entity's records left out), and the
 * problems' record pointers are moved to where the records stand in the written file, after the records an entity
 * already had when appending. The first batch with problems stops the run: nothing is written.
 */
final class GeneratedRecords {
    /** Records checked together. */
    static final int BATCH = 10_000;

    /** Stops the run at the first batch with problems. */
    static final class InvalidRecords extends RuntimeException {
        private final transient List<Problem> problems;

        InvalidRecords(List<Problem> problems) {
            super(problems.size() + " problems", null, false, false);
            this.problems = problems;
        }

        List<Problem> problems() {
            return problems;
        }
    }

    private final Design bare;
    private final SpilledRecords spilled;
    private final Function<Design, List<Problem>> validator;

    /**
     * @param design    the design records are generated for
     * @param validator the check of a design
     */
    GeneratedRecords(Design design, SpilledRecords spilled, Function<Design, List<Problem>> validator) {
        Design withoutRecords = design;
        for (Table table : design.tables()) {
            withoutRecords = withoutRecords.withTable(table.name(), table.withEntities(table.entities().stream()
                    .map(e -> e.records().isEmpty() ? e : e.withRecords(List.of())).toList()));
        }
        this.bare = withoutRecords;
        this.spilled = spilled;
        this.validator = validator;
    }

    /**
     * The sink for one table's run. The entities' spills begin here, holding the records they already had when
     * {@code keep} (appending); generated records follow them.
     *
     * @throws IOException when a spill file cannot be written
     */
    RecordSink forTable(Table table, List<String> entities, boolean keep) throws IOException {
        for (String name : entities) {
            spilled.begin(table.name(), name);
            if (keep) {
                for (Item record : table.entity(name).orElseThrow().records()) {
                    spilled.add(table.name(), name, record);
                }
            }
        }
        return new TableSink(table);
    }

    /** Checks and spills one table's records. */
    private final class TableSink implements RecordSink {
        private final Table table;
        private final int tableIndex;
        private final List<Item> batch = new ArrayList<>(BATCH);
        private long batchStart;

        TableSink(Table table) {
            this.table = table;
            this.tableIndex = bare.tables().stream().map(Table::name).toList().indexOf(table.name());
        }

        @Override
        public void record(String entity, int index, Item record) {
            if (batch.isEmpty()) {
                batchStart = spilled.count(table.name(), entity);
            }
            try {
                spilled.add(table.name(), entity, record);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            batch.add(record);
            if (batch.size() == BATCH) {
                check(entity);
            }
        }

        @Override
        public void entityDone(String entity, int records) {
            if (!batch.isEmpty()) {
                check(entity);
            }
        }

        private void check(String entity) {
            Table bareTable = bare.tables().get(tableIndex);
            List<Entity> entities = bareTable.entities().stream()
                    .map(e -> e.name().equals(entity) ? e.withRecords(batch) : e).toList();
            int entityIndex = entities.stream().map(Entity::name).toList().indexOf(entity);
            List<Problem> problems = validator.apply(bare.withTable(table.name(), bareTable.withEntities(entities)));
            batch.clear();
            if (!problems.isEmpty()) {
                String records = "/tables/" + tableIndex + "/entities/" + entityIndex + "/records/";
                throw new InvalidRecords(problems.stream().map(p -> moved(p, records, batchStart)).toList());
            }
        }
    }

    /** The problem with its record number {@code k} of the batch made {@code start + k}, the number in the file. */
    static Problem moved(Problem problem, String records, long start) {
        String path = problem.path();
        if (start == 0 || !path.startsWith(records)) {
            return problem;
        }
        int end = records.length();
        while (end < path.length() && Character.isDigit(path.charAt(end))) {
            end++;
        }
        if (end == records.length()) {
            return problem;
        }
        long k = Long.parseLong(path.substring(records.length(), end));
        return new Problem(records + (start + k) + path.substring(end), problem.column(), problem.message());
    }
}
