package dev.tablesmith.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The seed files the fuzz suite damages, in a fixed order: the bundled example designs, the files {@code import}
 * reads (this project's golden exports and real-world fixtures, plus the shared real-world folder when this machine
 * has it) and request files for {@code query}, {@code scan} and {@code get-item}.
 */
final class FuzzCorpus {
    static final Path EXAMPLES = Path.of("src/main/resources/dev/tablesmith/examples");
    static final Path REQUESTS = Path.of("src/test/resources/fuzz/requests");
    private static final List<Path> IMPORT_FOLDERS = List.of(Path.of("src/test/resources/golden"),
            Path.of("src/test/resources/realworld"), Path.of("src/test/resources/dev/tablesmith/io/interop"),
            Path.of("/work/shared/fixtures/realworld"));
    /** Golden files no importer reads (documents, scripts, source code). */
    private static final List<String> NOT_IMPORTABLE = List.of(".md", ".sh", ".code.java", ".code.js", ".code.py");

    private FuzzCorpus() {
    }

    /** Every bundled example design. */
    static List<Path> designs() {
        return files(EXAMPLES).stream().filter(file -> file.toString().endsWith(".tablesmith.json")).toList();
    }

    /** Every file {@code import} recognises among the fixtures. */
    static List<Path> imports() {
        List<Path> all = new ArrayList<>();
        for (Path folder : IMPORT_FOLDERS) {
            if (Files.isDirectory(folder)) {
                files(folder).stream().filter(FuzzCorpus::importable).forEach(all::add);
            }
        }
        return all;
    }

    /** Every request file; its name starts with the command that reads it ({@code query-}, {@code scan-}, ...). */
    static List<Path> requests() {
        return files(REQUESTS);
    }

    /** The command a request file is for: its name up to the last {@code -} before a word. */
    static String command(Path request) {
        String name = request.getFileName().toString();
        return name.startsWith("get-item") ? "get-item" : name.substring(0, name.indexOf('-'));
    }

    private static boolean importable(Path file) {
        String name = file.getFileName().toString();
        return !name.equals("SOURCES.md") && !name.endsWith(".gz") && !name.startsWith(".")
                && NOT_IMPORTABLE.stream().noneMatch(name::endsWith) && !file.toString().contains("/diff/");
    }

    static byte[] read(Path file) {
        try {
            return Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> files(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
