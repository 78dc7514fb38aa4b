package dev.tablesmith.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

/** A temporary git work tree holding commerce-main v1 committed and v2 in the working copy. */
final class GitFixture {
    static final Path V1 = Path.of("src/test/resources/golden/diff/commerce-main.v1.tablesmith.json");
    static final Path V2 = Path.of("src/test/resources/golden/diff/commerce-main.v2.tablesmith.json");

    private GitFixture() {
    }

    static boolean gitAvailable() {
        try {
            return new ProcessBuilder("git", "--version").start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /** {@code dir/designs/shop.tablesmith.json}: v1 at HEAD, v2 on disk. */
    static Path repository(Path dir) throws IOException, InterruptedException {
        Path design = dir.resolve("designs").resolve("shop.tablesmith.json");
        Files.createDirectories(design.getParent());
        Files.copy(V1, design);
        git(dir, "init", "-q");
        git(dir, "add", ".");
        git(dir, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "v1");
        Files.copy(V2, design, StandardCopyOption.REPLACE_EXISTING);
        return design;
    }

    private static void git(Path dir, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor()).as(output).isZero();
    }
}
