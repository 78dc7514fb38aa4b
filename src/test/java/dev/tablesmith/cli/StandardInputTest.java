package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Telling a closed standard input from one the user gave (issue 21, the typed-name prompt with {@code <&-}). */
class StandardInputTest {
    @TempDir
    Path dir;

    private Path descriptorTo(String target) throws Exception {
        Path fd = Files.createDirectories(dir.resolve("fd"));
        return Files.createSymbolicLink(fd.resolve("0"), Path.of(target));
    }

    @Test
    void descriptorZeroOnTheJvmsOwnModuleImageIsAClosedInput() throws Exception {
        Path zero = descriptorTo("/usr/lib/jvm/java-17/lib/modules");

        assertThat(StandardInput.missing(zero, "/usr/lib/jvm/java-17", "app.jar"))
                .contains("standard input is closed");
    }

    @Test
    void descriptorZeroOnAClassPathJarIsAClosedInput() throws Exception {
        Path zero = descriptorTo("/opt/tablesmith/tablesmith.jar");

        assertThat(StandardInput.missing(zero, "/usr/lib/jvm/java-17", "/opt/tablesmith/tablesmith.jar"))
                .contains("standard input is closed");
    }

    @Test
    void noDescriptorZeroIsAClosedInput() throws Exception {
        Files.createDirectories(dir.resolve("fd"));

        assertThat(StandardInput.missing(dir.resolve("fd/0"), "/usr/lib/jvm/java-17", "")).isPresent();
    }

    @Test
    void aPipeATerminalOrARedirectedFileIsInput() throws Exception {
        for (String target : new String[] {"pipe:[1010519]", "/dev/pts/0", "/home/me/answer.txt", "/dev/null"}) {
            Path zero = descriptorTo(target);

            assertThat(StandardInput.missing(zero, "/usr/lib/jvm/java-17", "app.jar")).as(target).isEmpty();
            Files.delete(zero);
        }
    }
}
