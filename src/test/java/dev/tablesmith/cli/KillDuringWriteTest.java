package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.FaultyStreams;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * kill -9 during {@code generate --out} (issue 20/21: killed writes left 0 B, 33 B and 65,593 B files and hidden
 * temporary files that nothing removed). A child JVM runs the CLI and stalls once the target's temporary file holds
 * a given number of bytes (its first byte, then 200,000 of about 400,000); the test kills it with
 * {@link Process#destroyForcibly()} (SIGKILL on Linux) there ({@link KilledWriters}) and checks that the target is
 * the old file byte for byte; the next write then removes the dead process's temporary file and writes the whole new
 * file. The other writers: {@link KillEveryWriterTest}.
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

        for (long killedAt : new long[] {1, 200_000}) {
            KilledWriters.killAt(target, killedAt, dir.resolve("child.log"), generate(target));

            assertThat(Files.readAllBytes(target)).as("killed at %d bytes", killedAt).isEqualTo(OLD);
            assertThat(FaultyStreams.temps(folder)).as("the killed write's temporary file; each write removed the"
                    + " one before it").hasSize(1);
        }

        CliRun next = CliRun.of(generate(target));

        assertThat(next.exitCode()).isZero();
        assertThat(Files.readAllBytes(target)).isEqualTo(whole);
        assertThat(FaultyStreams.temps(folder)).as("the dead writers' temporary files").isEmpty();
    }
}
