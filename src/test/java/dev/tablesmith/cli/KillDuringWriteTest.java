package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.FaultyStreams;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 during {@code generate --out} (issue 20/21: killed writes left 0 B, 33 B and 65,593 B files and hidden
 * temporary files that nothing removed). A child JVM runs the CLI with a slow disk under the target (64 KB every
 * 15 ms), the test kills it with {@link Process#destroyForcibly()} (SIGKILL on Linux) once the temporary file has
 * reached a given size (its first byte, past one chunk, past three), and checks that the target is the old file byte for byte; the next write then removes the
 * dead process's temporary file and writes the whole new file.
 */
class KillDuringWriteTest {
    private static final byte[] OLD = "{\"the old file\": true}\n".getBytes(java.nio.charset.StandardCharsets.UTF_8);
    private static final String COUNT = "400";

    @TempDir
    Path dir;
    private Path design;

    @BeforeEach
    void exportCommerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        design = Files.writeString(dir.resolve("commerce-main.tablesmith.json"),
                gallery.text(gallery.find("commerce-main").orElseThrow()));
    }

    private String[] generate(Path out) {
        return new String[] {"generate", design.toString(), "--count", COUNT, "--seed", "5", "--out", out.toString()};
    }

    @Test
    void aKilledWriteLeavesTheOldFileAndTheNextWriteRemovesItsTempFile() throws Exception {
        Path expected = dir.resolve("expected.tablesmith.json");
        assertThat(CliRun.of(generate(expected)).exitCode()).isZero();
        byte[] whole = Files.readAllBytes(expected);
        assertThat(whole.length).as("large enough to be killed part way").isGreaterThan(300_000);
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path target = folder.resolve("out.tablesmith.json");
        Files.write(target, OLD);

        List<Long> killedAt = new ArrayList<>();
        for (long threshold : new long[] {1, 65_537, 200_000}) {
            killedAt.add(killDuringWrite(target, threshold));

            assertThat(Files.readAllBytes(target)).as("killed at %d bytes", killedAt.get(killedAt.size() - 1))
                    .isEqualTo(OLD);
            assertThat(FaultyStreams.temps(folder)).as("the killed write's temporary file; each write removed the"
                    + " one before it").hasSize(1);
        }
        assertThat(killedAt).allMatch(size -> size < whole.length);

        CliRun next = CliRun.of(generate(target));

        assertThat(next.exitCode()).isZero();
        assertThat(Files.readAllBytes(target)).isEqualTo(whole);
        assertThat(FaultyStreams.temps(folder)).as("the dead writers' temporary files").isEmpty();
    }

    /** Starts the slow child, kills it once its temporary file holds {@code threshold} bytes; returns that size. */
    private long killDuringWrite(Path target, long threshold) throws Exception {
        List<String> before = FaultyStreams.temps(target.getParent());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-cp",
                System.getProperty("java.class.path"), SlowWriteMain.class.getName(), target.toString(), "65536",
                "15"));
        command.addAll(List.of(generate(target)));
        Process child = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("child.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (System.nanoTime() < deadline && child.isAlive()) {
                Optional<Path> temp = newTemp(target.getParent(), before);
                if (temp.isPresent() && Files.size(temp.get()) >= threshold) {
                    child.destroyForcibly().waitFor();
                    return Files.size(temp.get());
                }
                Thread.sleep(2);
            }
            throw new AssertionError("the child ended or took too long before writing " + threshold + " bytes: "
                    + Files.readString(dir.resolve("child.log")));
        } finally {
            child.destroyForcibly();
        }
    }

    private static Optional<Path> newTemp(Path folder, List<String> before) throws Exception {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".tmp"))
                    .filter(f -> !before.contains(f.getFileName().toString())).findFirst();
        }
    }
}
