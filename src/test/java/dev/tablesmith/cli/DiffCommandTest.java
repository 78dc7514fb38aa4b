package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import dev.tablesmith.io.diff.GitShow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class DiffCommandTest {
    private static final Path V1 = Path.of("src/test/resources/golden/diff/commerce-main.v1.tablesmith.json");
    private static final Path V2 = Path.of("src/test/resources/golden/diff/commerce-main.v2.tablesmith.json");

    @TempDir
    Path dir;

    @Test
    void identicalDesignsExitZeroAndSaySo() {
        CliRun run = CliRun.of("diff", V1.toString(), V1.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("commerce-main: no differences\n");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void differentDesignsExitOneWithTheTextReportByDefault() {
        CliRun run = CliRun.of("diff", V1.toString(), V2.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("~ Order SK: ORDER#{orderDate}#{orderId} -> ORDER#{orderId}",
                "+ GSI3: ", "backfill, 20,000 items");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void markdownIsTheGoldenReport() throws IOException {
        CliRun run = CliRun.of("diff", V1.toString(), V2.toString(), "--format", "markdown");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEqualTo(Files.readString(Path.of("src/test/resources/golden/diff/"
                + "commerce-main.v1-v2.md")));
    }

    @Test
    void jsonListsChangesAndCost() {
        CliRun run = CliRun.of("diff", V1.toString(), V2.toString(), "--format", "json");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("\"identical\": false", "\"heaviestImpact\": \"MIGRATION\"",
                "\"subject\": \"Order SK\"", "\"items\": 2000000", "\"totalAfter\": ");
    }

    @Test
    void troubleExitsTwoWithOneLine() {
        CliRun missing = CliRun.of("diff", V1.toString(), "nope.tablesmith.json");
        CliRun format = CliRun.of("diff", V1.toString(), V2.toString(), "--format", "html");
        CliRun badGit = CliRun.of("diff", "git:HEAD", V2.toString());

        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("tablesmith diff: no such file: nope.tablesmith.json\n");
        assertThat(format.exitCode()).isEqualTo(2);
        assertThat(format.err()).isEqualTo("tablesmith diff: unknown format 'html'; the formats: text, markdown,"
                + " json\n");
        assertThat(badGit.exitCode()).isEqualTo(2);
        assertThat(badGit.err()).isEqualTo("tablesmith diff: 'git:HEAD' is not git:REV:PATH (for example"
                + " git:HEAD~1:design.tablesmith.json)\n");
    }

    @Test
    void anInvalidDesignPrintsItsLocatedProblemsAndExitsTwo() throws IOException {
        Path broken = dir.resolve("broken.tablesmith.json");
        Files.writeString(broken, "{ \"name\": ");

        CliRun run = CliRun.on(commandLineIn(dir), "diff", "broken.tablesmith.json", V1.toAbsolutePath().toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("broken.tablesmith.json:1:11: ").doesNotContain("Exception").hasLineCount(1);
    }

    @Test
    void aGitRevisionIsReadWithGitShowInTheCurrentDirectory() throws Exception {
        assumeGit();
        Path design = dir.resolve("shop.tablesmith.json");
        Files.copy(V1, design);
        git("init", "-q");
        git("add", "shop.tablesmith.json");
        git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "v1");
        Files.copy(V2, design, StandardCopyOption.REPLACE_EXISTING);

        CliRun changed = CliRun.on(commandLineIn(dir), "diff", "git:HEAD:shop.tablesmith.json",
                "shop.tablesmith.json", "--format", "markdown");
        CliRun same = CliRun.on(commandLineIn(dir), "diff", "git:HEAD:shop.tablesmith.json",
                "git:HEAD:./shop.tablesmith.json");

        assertThat(changed.exitCode()).isEqualTo(1);
        assertThat(changed.out()).contains("`Order SK`", "**migration**");
        assertThat(same.exitCode()).isZero();
    }

    @Test
    void aRevisionThatLooksLikeAGitOptionIsRefusedBeforeGitRuns() throws Exception {
        assumeGit();
        Files.copy(V1, dir.resolve("shop.tablesmith.json"));
        git("init", "-q");
        git("add", "shop.tablesmith.json");
        git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "v1");
        Path written = dir.resolve("written-by-git.txt");

        CliRun run = CliRun.on(commandLineIn(dir), "diff", "git:--output=" + written + ":shop.tablesmith.json",
                "shop.tablesmith.json");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("tablesmith diff: '--output=").contains("is not a revision")
                .hasLineCount(1);
        try (var files = Files.list(dir)) {
            assertThat(files.map(f -> f.getFileName().toString())).noneMatch(n -> n.startsWith("written-by-git"));
        }
    }

    @Test
    void anUnknownRevisionOrPathIsGitsOneLineReason() throws Exception {
        assumeGit();
        Files.copy(V1, dir.resolve("shop.tablesmith.json"));
        git("init", "-q");
        git("add", "shop.tablesmith.json");
        git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "v1");

        CliRun revision = CliRun.on(commandLineIn(dir), "diff", "git:nosuchrev:shop.tablesmith.json",
                "shop.tablesmith.json");
        CliRun path = CliRun.on(commandLineIn(dir), "diff", "git:HEAD:other.tablesmith.json",
                "shop.tablesmith.json");

        assertThat(revision.exitCode()).isEqualTo(2);
        assertThat(revision.err()).startsWith("tablesmith diff: git show nosuchrev:shop.tablesmith.json: ")
                .contains("nosuchrev").hasLineCount(1);
        assertThat(path.exitCode()).isEqualTo(2);
        assertThat(path.err()).startsWith("tablesmith diff: git show HEAD:other.tablesmith.json: ")
                .contains("other.tablesmith.json").hasLineCount(1);
    }

    @Test
    void outsideAWorkTreeGitSaysSo() throws Exception {
        assumeGit();
        Files.copy(V1, dir.resolve("shop.tablesmith.json"));

        CliRun run = CliRun.on(commandLineIn(dir), "diff", "git:HEAD:shop.tablesmith.json", "shop.tablesmith.json");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("not a git repository").hasLineCount(1);
    }

    @Test
    void withoutGitTheMessageSaysGitIsMissing() {
        GitShow.GitException e = org.junit.jupiter.api.Assertions.assertThrows(GitShow.GitException.class,
                () -> new GitShow("tablesmith-no-such-git").show(dir, "HEAD", "x.json"));

        assertThat(e.getMessage()).isEqualTo("git is not installed or not on the PATH (needed for git show"
                + " HEAD:x.json)");
    }

    private static CommandLine commandLineIn(Path directory) {
        CommandLine.IFactory defaults = CommandLine.defaultFactory();
        CommandLine.IFactory factory = new CommandLine.IFactory() {
            @Override
            public <K> K create(Class<K> type) throws Exception {
                if (type == DiffCommand.class) {
                    return type.cast(new DiffCommand(directory));
                }
                return type == SnapshotCommand.class ? type.cast(new SnapshotCommand(SnapshotRenderer.UNAVAILABLE))
                        : defaults.create(type);
            }
        };
        return new CommandLine(new TablesmithCommand(), factory)
                .setExecutionExceptionHandler(new OneLineErrorHandler())
                .setParameterExceptionHandler(new UsageErrorHandler());
    }

    private static void assumeGit() {
        boolean present;
        try {
            present = new ProcessBuilder("git", "--version").start().waitFor() == 0;
        } catch (IOException | InterruptedException e) {
            present = false;
        }
        assumeThat(present).as("git on the PATH").isTrue();
    }

    private void git(String... arguments) throws IOException, InterruptedException {
        List<String> command = new java.util.ArrayList<>(List.of("git"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor()).as(output).isZero();
    }
}
