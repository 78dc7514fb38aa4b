package dev.tablesmith.cli.live;

import picocli.CommandLine.Option;

/** Which items a table is loaded with; load and verify must be given the same. */
final class SampleOptions {
    @Option(names = "--generate", paramLabel = "N",
            description = "Generate N records per entity (replacing the design's) before loading or predicting.")
    Integer generate;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the generated records (default: ${DEFAULT-VALUE}).")
    long seed;
}
