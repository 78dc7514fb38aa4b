package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI script hands every argument to {@code aws} exactly: the script runs in bash with {@code aws} replaced by
 * a function printing one argument per line, and the arguments come out as the export meant them, awkward
 * characters and spliced-in input variables included.
 */
class CliScriptQuotingTest {
    @TempDir
    Path folder;

    @Test
    void awkwardCharactersInSampleValuesReachTheAwsCliUnchanged() throws Exception {
        List<String> arguments = arguments(new CliScriptExporter().export(VariedDesign.design()));
        String expectedName = "\"name\":{\"S\":" + JsonText.string(VariedDesign.AWKWARD_NAME) + "}";
        assertThat(arguments).anyMatch(a -> a.startsWith("{\"PK\":{\"S\":\"CUST#c1\"}") && a.contains(expectedName));
    }

    @Test
    void patternInputsAreSplicedIntoTheRequestJson() throws Exception {
        List<String> arguments = arguments(new CliScriptExporter().export(CommerceMain.design()));
        assertThat(arguments).contains("{\":pk\":{\"S\":\"CUST#c1\"},\":sk\":{\"S\":\"ORDER#\"}}",
                "{\":a\":{\"S\":\"2026-07-01\"},\":b\":{\"S\":\"2026-07-31\"},\":s\":{\"S\":\"STATUS#PENDING\"}}",
                "PK = :pk AND begins_with(SK, :sk)", "--no-scan-index-forward", "--max-items", "20");
    }

    @Test
    void shellQuotingKeepsEveryCharacter() throws Exception {
        String text = "it's $HOME `x` \"y\" \\ ! *";
        List<String> arguments = arguments("aws " + ShellWords.quote(text) + " "
                + ShellWords.quoteWithVariables("a" + ShellWords.variable("v") + "'b'") + "\n", "v='1 2'");
        assertThat(arguments).containsExactly(text, "a1 2'b'");
    }

    /** The arguments every {@code aws} call of the script received, in order. */
    private List<String> arguments(String script, String... prelude) throws IOException, InterruptedException {
        String harness = "aws() { printf '%s\\n' \"$@\"; }\n" + String.join("\n", prelude) + "\n"
                + script.replace("set -euo pipefail", "set -eu");
        Path file = Files.writeString(folder.resolve("run.sh"), harness, StandardCharsets.UTF_8);
        Process process;
        try {
            process = new ProcessBuilder("bash", file.toString()).redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, "bash is not installed");
            return List.of();
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isEqualTo(0);
        return output.lines().toList();
    }
}
