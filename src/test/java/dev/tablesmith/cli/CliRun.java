package dev.tablesmith.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the CLI in-process with captured standard output and error. */
record CliRun(int exitCode, String out, String err) {
    static CliRun of(String... args) {
        return on(TablesmithCommand.commandLine(), args);
    }

    static CliRun on(CommandLine commandLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = commandLine.setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true))
                .execute(args);
        return new CliRun(exitCode, normalize(out), normalize(err));
    }

    private static String normalize(StringWriter writer) {
        return writer.toString().replace(System.lineSeparator(), "\n");
    }
}
