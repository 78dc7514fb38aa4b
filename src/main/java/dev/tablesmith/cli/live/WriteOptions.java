package dev.tablesmith.cli.live;

import picocli.CommandLine.Option;

/** The safety options of the commands that write (deploy, load). */
final class WriteOptions {
    @Option(names = "--yes", description = "Do not ask before writing to a non-local endpoint (for scripts).")
    boolean yes;

    @Option(names = "--confirm", description = "Ask for the table name even on a local endpoint.")
    boolean confirm;
}
