package dev.tablesmith.ui.startup;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.SampleGenerator;
import dev.tablesmith.ui.DesignLibrary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * The design file the startup report opens, prepared before the clock starts: a {@code *.tablesmith.json} file is
 * used as it is; a bundled example is written to a temporary design file, with its sample records replaced by
 * generated ones when asked, so that the measured open reads a real file from disk just as a user's open does.
 *
 * @param name      what was asked for (the example name or the file)
 * @param file      the design file to open
 * @param records   how many sample records (one item each in the table) the design holds
 * @param temporary whether {@code file} was written here and should be deleted after the report
 */
public record StartupDesignFile(String name, Path file, long records, boolean temporary) {
    /** The generator seed, fixed so that every run opens the same items. */
    public static final long SEED = 42;

    public StartupDesignFile {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
    }

    /**
     * Blocking: loads the example or file named {@code open}, replaces its records with {@code generate} generated
     * ones (spread evenly over the entities) when {@code generate > 0}, and writes a temporary design file when
     * the result is not already a file on disk.
     *
     * @throws IOException for an unknown example name, or a file that cannot be read or written
     */
    public static StartupDesignFile prepare(DesignLibrary library, String open, int generate)
            throws IOException, DesignLoadException {
        boolean isFile = open.endsWith(JsonDesignStore.DESIGN_FILE_SUFFIX);
        Design design = isFile ? library.load(Path.of(open)) : library.loadExample(example(library, open));
        if (isFile && generate == 0) {
            return new StartupDesignFile(open, Path.of(open), records(design.table()), false);
        }
        if (generate > 0) {
            design = withGeneratedRecords(design, generate);
        }
        Path file = Files.createTempFile("tablesmith-startup-", JsonDesignStore.DESIGN_FILE_SUFFIX);
        new JsonDesignStore().save(design, file);
        return new StartupDesignFile(open, file, records(design.table()), true);
    }

    /** {@code design} with every entity's records replaced: {@code total} records spread evenly (at least 1 each). */
    static Design withGeneratedRecords(Design design, int total) {
        Table table = design.table();
        int perEntity = Math.max(1, total / Math.max(1, table.entities().size()));
        Table generated = new SampleGenerator(SEED).generate(table.withItems(List.of()), perEntity).table();
        return design.withTable(table.name(), generated);
    }

    /** The sample records of every entity plus the table's own items. */
    static long records(Table table) {
        return table.items().size() + table.entities().stream().mapToLong(e -> e.records().size()).sum();
    }

    private static Example example(DesignLibrary library, String name) throws IOException {
        List<Example> examples = library.examples();
        return examples.stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow(() -> new IOException("no example named '" + name + "'; the examples are "
                        + String.join(", ", examples.stream().map(Example::name).toList())));
    }

    /** Deletes the file when it was written here. */
    public void cleanUp() throws IOException {
        if (temporary) {
            Files.deleteIfExists(file);
        }
    }
}
