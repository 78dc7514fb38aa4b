package dev.tablesmith.io;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Entity records printed to files as they are generated, so that a design with a million records is written
 * without ever holding them (issue 21): each record is printed once, as the design file has it (canonical layout,
 * {@link DesignWriter#RECORD_INDENT}), into a file of its entity in a hidden staging folder
 * ({@link AtomicFiles#stagingFolder}, which a later run cleans up after a killed one). {@link #writeDesign} then prints the design and
 * copies each entity's records in at its place: the same bytes as {@link JsonDesignStore#write} of the design with
 * those records in it.
 *
 * <p>Entities are written one after another; the files of all of them stay open until {@link #finish}. Not
 * thread-safe.
 */
public final class SpilledRecords implements Closeable {
    private final Path folder;
    private final Map<List<String>, Spill> spills = new LinkedHashMap<>();

    private SpilledRecords(Path folder) {
        this.folder = folder;
    }

    /**
     * Spills into a new hidden folder {@code .NAME.records.PID-RANDOM.tmp} in {@code near}; such folders of killed
     * runs are removed first.
     *
     * @throws IOException with a one-line message when the folder cannot be written
     */
    public static SpilledRecords near(Path near, String name) throws IOException {
        return new SpilledRecords(AtomicFiles.stagingFolder(near, name + ".records"));
    }

    /**
     * Makes the records spilled for {@code entity} of {@code table} replace its records in the design: none so far,
     * which stays so when no record is added.
     */
    public void begin(String table, String entity) throws IOException {
        List<String> key = List.of(table, entity);
        if (!spills.containsKey(key)) {
            Path file = folder.resolve(spills.size() + ".json");
            spills.put(key, new Spill(file, Files.newBufferedWriter(file, StandardCharsets.UTF_8)));
        }
    }

    /** Prints one more record of {@code entity} (after {@link #begin}). */
    public void add(String table, String entity, Item record) throws IOException {
        Spill spill = spills.get(List.of(table, entity));
        if (spill == null) {
            throw new IllegalStateException("no spill begun for " + table + "/" + entity);
        }
        if (spill.count > 0) {
            spill.out.write(",\n");
        }
        CanonicalJsonPrinter.printElement(AttributeValueWriter.plainRecord(record), DesignWriter.RECORD_INDENT,
                spill.out);
        spill.count++;
    }

    /** How many records {@code entity} of {@code table} has spilled. */
    public long count(String table, String entity) {
        Spill spill = spills.get(List.of(table, entity));
        return spill == null ? 0 : spill.count;
    }

    /** Flushes and closes the files; call once every record is added, before {@link #writeDesign}. */
    public void finish() throws IOException {
        for (Spill spill : spills.values()) {
            spill.out.close();
        }
    }

    /**
     * Writes the canonical text of {@code design} to {@code out}, each begun entity with its spilled records in
     * place of the model's, and flushes {@code out}.
     */
    public void writeDesign(Design design, Writer out) throws IOException {
        DesignWriter.write(design, new DesignWriter.PrintedRecords() {
            @Override
            public boolean replaces(String table, String entity) {
                return spills.containsKey(List.of(table, entity));
            }

            @Override
            public CanonicalJsonPrinter.PrintedElements records(String table, String entity) {
                Spill spill = spills.get(List.of(table, entity));
                return spill.count == 0 ? null : spill;
            }
        }, out);
        out.flush();
    }

    /** Deletes the spilled files and their folder. */
    @Override
    public void close() throws IOException {
        IOException first = null;
        for (Spill spill : spills.values()) {
            try {
                spill.out.close();
                Files.deleteIfExists(spill.file);
            } catch (IOException e) {
                first = first == null ? e : first;
            }
        }
        Files.deleteIfExists(folder);
        if (first != null) {
            throw first;
        }
    }

    /** One entity's records file. */
    private static final class Spill implements CanonicalJsonPrinter.PrintedElements {
        private final Path file;
        private final BufferedWriter out;
        private long count;

        Spill(Path file, BufferedWriter out) {
            this.file = file;
            this.out = out;
        }

        @Override
        public int elementIndent() {
            return DesignWriter.RECORD_INDENT;
        }

        @Override
        public void writeTo(Appendable target) throws IOException {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                char[] buffer = new char[64 * 1024];
                for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                    if (target instanceof Writer writer) {
                        writer.write(buffer, 0, n);
                    } else {
                        target.append(java.nio.CharBuffer.wrap(buffer, 0, n));
                    }
                }
            }
        }
    }
}
