package dev.tablesmith.cli.live;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Where a live command connects, shared by every {@code live} subcommand. */
final class ConnectionOptions {
    @Option(names = "--endpoint", paramLabel = "URL",
            description = "A local endpoint such as DynamoDB Local (http://localhost:8000); dummy credentials.")
    String endpoint;

    @Option(names = "--profile", paramLabel = "NAME",
            description = "An AWS profile of ~/.aws/config or ~/.aws/credentials (SSO profiles included).")
    String profile;

    @Option(names = "--region", paramLabel = "R",
            description = "The region (default: the profile's; us-east-1 for an endpoint).")
    String region;

    @Option(names = "--connection", paramLabel = "NAME",
            description = "A connection saved with 'tablesmith live connect --save NAME'.")
    String connection;

    @Option(names = "--settings-dir", paramLabel = "DIR", hidden = true,
            description = "The settings folder holding saved connections (default: the app's).")
    Path settingsDirectory;
}
