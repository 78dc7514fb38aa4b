package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A design holding an AWS secret access key is exported and diffed with one located warning that never repeats the
 * key (issue 20: "the same for any aws_secret_access_key-like value found in a design, an export or a diff"). The
 * key is AWS's documented example (General Reference, "Managing access keys").
 */
class SecretWarningCommandTest {
    private static final Path V1 = Path.of("src/test/resources/golden/diff/commerce-main.v1.tablesmith.json");
    private static final String SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

    @TempDir
    Path folder;

    private Path designWithSecret() throws Exception {
        Path file = folder.resolve("leaky.tablesmith.json");
        Files.writeString(file, Files.readString(V1).replaceFirst("\"description\": \"",
                "\"description\": \"aws_secret_access_key=" + SECRET + " "));
        return file;
    }

    @Test
    void exportWarnsOnceLocatedAndMasked() throws Exception {
        Path file = designWithSecret();

        CliRun run = CliRun.of("export", file.toString(), "--format", "cloudformation");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err().lines()).singleElement().asString()
                .startsWith(file + ":4:41: warning: this looks like an AWS secret access key (wJal… (40 characters))")
                .doesNotContain(SECRET);
    }

    @Test
    void diffWarnsForTheFileThatHoldsTheKey() throws Exception {
        Path file = designWithSecret();

        CliRun run = CliRun.of("diff", V1.toString(), file.toString());

        assertThat(run.err().lines().filter(line -> line.contains("warning:"))).singleElement().asString()
                .startsWith(file + ":4:41: warning:").doesNotContain(SECRET);
        assertThat(run.out()).doesNotContain(SECRET.substring(4));
    }

    @Test
    void exportsNeverHoldTheKey() throws Exception {
        Path file = designWithSecret();
        for (String format : new String[] {"markdown", "workbench", "cloudformation", "onetable"}) {
            Path out = folder.resolve("export." + format);

            CliRun run = CliRun.of("export", file.toString(), "--format", format, "--out", out.toString());

            assertThat(run.exitCode()).as(format).isZero();
            assertThat(run.err()).as(format).contains(file + ":4:41: warning:").doesNotContain(SECRET);
            assertThat(Files.readString(out)).as(format).doesNotContain(SECRET.substring(4));
        }
        assertThat(Files.readString(folder.resolve("export.markdown"))).contains("aws_secret_access_key=wJal"
                + "*".repeat(36) + " ");
    }

    @Test
    void importOutWarnsAndNeverWritesTheKey() throws Exception {
        Path model = folder.resolve("leaky.workbench.json");
        Files.writeString(model, Files.readString(Path.of("src/test/resources/golden/commerce-main.workbench.json"))
                .replaceFirst("\"ModelName\": \"", "\"ModelName\": \"aws_secret_access_key=" + SECRET + " "));
        Path out = folder.resolve("imported.tablesmith.json");

        CliRun run = CliRun.of("import", model.toString(), "--out", out.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.err().lines().filter(line -> line.contains("warning: this looks like"))).singleElement()
                .asString().startsWith(model + ":2:39: warning: this looks like an AWS secret access key (wJal… (40"
                        + " characters)); it is read masked").doesNotContain(SECRET);
        assertThat(Files.readString(out)).doesNotContain(SECRET.substring(4)).contains("wJal" + "*".repeat(36));
    }
}
