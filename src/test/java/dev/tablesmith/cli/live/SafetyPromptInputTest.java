package dev.tablesmith.cli.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.live.DynamoDbClients;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.live.ProfileFiles;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The typed-name prompt reads only a standard input that exists (issue 21: with stdin closed, {@code <&-}, the
 * abort message printed a line of bytes of a file the JVM had open on descriptor 0).
 */
@ExtendWith(MotoServerExtension.class)
class SafetyPromptInputTest {
    @TempDir
    Path dir;

    private static LiveRun deploy(MotoServer moto, Path design, byte[] stdin, Optional<String> noInput) {
        DynamoDbClients clients = new DynamoDbClients(new ProfileFiles(Path.of("target/no-aws/config"),
                Path.of("target/no-aws/credentials")));
        CommandLine live = new CommandLine(new LiveCommand(new ByteArrayInputStream(stdin), noInput, clients))
                .setCommandName("tablesmith live");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = live.setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true)).execute("deploy",
                design.toString(), "--endpoint", moto.endpoint().toString(), "--table",
                "prompt-" + ProcessHandle.current().pid() + "-" + System.nanoTime(), "--confirm");
        return new LiveRun(exitCode, out.toString(), err.toString());
    }

    @Test
    void closedStandardInputIsNotReadAndSaysNoInput(MotoServer moto) throws Exception {
        Path design = Examples.export("commerce-main", dir);
        byte[] bytesOfAnotherFile = "PK\u0003\u0004\u0000binary".getBytes(StandardCharsets.ISO_8859_1);

        LiveRun run = deploy(moto, design, bytesOfAnotherFile, Optional.of("standard input is closed"));

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("aborted: no input: standard input is closed, so the table name cannot be"
                + " typed (--yes skips the question); nothing written").doesNotContain("binary", "Type the table");
    }

    @Test
    void endOfInputSaysNoInput(MotoServer moto) throws Exception {
        LiveRun run = deploy(moto, Examples.export("commerce-main", dir), new byte[0], Optional.empty());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("aborted: no input: no table name was typed before standard input ended;"
                + " nothing written");
    }

    @Test
    void aWrongAnswerIsEchoedPrintableAndCapped(MotoServer moto) throws Exception {
        String answer = "\u0001\u0002" + "x".repeat(5000) + "\n";

        LiveRun run = deploy(moto, Examples.export("commerce-main", dir), answer.getBytes(StandardCharsets.UTF_8),
                Optional.empty());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("aborted: typed '??" + "x".repeat(78) + "…' (5002 characters) is not the"
                + " table name").doesNotContain("\u0001");
    }
}
