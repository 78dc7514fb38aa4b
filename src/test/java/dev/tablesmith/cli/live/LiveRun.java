package dev.tablesmith.cli.live;

import dev.tablesmith.live.DynamoDbClients;
import dev.tablesmith.live.ProfileFiles;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import picocli.CommandLine;

/**
 * Runs {@code tablesmith live ...} in-process with captured output, a given standard input, and AWS profile files
 * that do not exist (so the user's own are never read).
 */
record LiveRun(int exitCode, String out, String err) {
    static LiveRun withInput(String stdin, String... args) {
        return withClients(new DynamoDbClients(noAws()), stdin, args);
    }

    /** AWS profile files that do not exist. */
    static ProfileFiles noAws() {
        return new ProfileFiles(Path.of("target/no-aws/config"), Path.of("target/no-aws/credentials"));
    }

    static LiveRun withClients(DynamoDbClients clients, String stdin, String... args) {
        CommandLine live = new CommandLine(new LiveCommand(new ByteArrayInputStream(
                stdin.getBytes(StandardCharsets.UTF_8)), clients)).setCommandName("tablesmith live");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = live.setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true)).execute(args);
        return new LiveRun(exitCode, out.toString().replace(System.lineSeparator(), "\n"),
                err.toString().replace(System.lineSeparator(), "\n"));
    }

    static LiveRun of(String... args) {
        return withInput("", args);
    }
}
