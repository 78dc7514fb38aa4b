package dev.tablesmith.cli.live;

import dev.tablesmith.cli.FileKinds;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.interop.DesignFiles;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.live.Connection;
import dev.tablesmith.live.ConnectionStore;
import dev.tablesmith.live.LiveErrors;
import dev.tablesmith.live.LiveException;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import picocli.CommandLine.Model.CommandSpec;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * What every {@code live} subcommand starts from: the design file loaded, its table (renamed by {@code --table}),
 * the connection from the options (or a saved one), and a client for it. Every failure is one line on standard
 * error and a {@link LiveCommandFailure}: exit 2 for usage and connection problems, 1 for an invalid design.
 */
final class LiveContext {
    /** Exit code for a command that ran and found a problem (a difference, an aborted write). */
    static final int EXIT_FAILURE = 1;
    /** Exit code for a usage error or a connection that does not work. */
    static final int EXIT_USAGE = 2;
    private static final Set<String> CONNECTION_CODES = Set.of("AccessDeniedException", "AccessDenied",
            "UnrecognizedClientException", "InvalidSignatureException", "InvalidClientTokenId",
            "MissingAuthenticationTokenException", "ExpiredTokenException", "ExpiredToken",
            "IncompleteSignatureException", "RequestExpired");

    private final CommandSpec spec;
    private final Design design;
    private final Table table;
    private final Connection connection;
    private DynamoDbClient client;

    private LiveContext(CommandSpec spec, Design design, Table table, Connection connection) {
        this.spec = spec;
        this.design = design;
        this.table = table;
        this.connection = connection;
    }

    /** Loads the design and works out the connection; no request is sent yet. */
    static LiveContext open(CommandSpec spec, Path file, ConnectionOptions options, String tableName)
            throws LiveCommandFailure {
        LiveContext failing = new LiveContext(spec, null, null, null);
        if (!Files.isRegularFile(file)) {
            throw failing.fail(EXIT_USAGE, FileKinds.notAFile(file) + file);
        }
        Design design;
        try {
            DesignFiles.Opened opened = new DesignFiles().open(file, file.toString());
            opened.notices(file.toString()).forEach(failing.err()::println);
            design = opened.design();
        } catch (ImportException e) {
            throw failing.fail(EXIT_FAILURE, e.getMessage());
        } catch (DesignLoadException e) {
            e.problems().forEach(p -> failing.err().println(p));
            throw failing.fail(EXIT_FAILURE, file + " has " + Math.max(1, e.problems().size())
                    + " problem(s); see tablesmith validate");
        } catch (IOException e) {
            throw failing.fail(EXIT_FAILURE, "cannot read " + file + ": " + e.getMessage());
        }
        Table table = design.table();
        if (tableName != null && !tableName.isBlank()) {
            table = new Table(tableName, table.keySchema(), table.indexes(), table.settings(), table.entities(),
                    table.accessPatterns(), table.items());
        }
        return new LiveContext(spec, design, table, failing.connection(options));
    }

    /** The connection alone, for commands without a design file. */
    static LiveContext forConnection(CommandSpec spec, ConnectionOptions options) throws LiveCommandFailure {
        LiveContext failing = new LiveContext(spec, null, null, null);
        return new LiveContext(spec, null, null, failing.connection(options));
    }

    private Connection connection(ConnectionOptions options) throws LiveCommandFailure {
        if (options.endpoint != null && options.profile != null) {
            throw fail(EXIT_USAGE, "give --endpoint or --profile, not both");
        }
        Connection base = Connection.aws(null, null);
        if (options.connection != null) {
            Path dir = options.settingsDirectory != null ? options.settingsDirectory
                    : SettingsDirectory.forCurrentUser();
            ConnectionStore store = new ConnectionStore(dir);
            try {
                ConnectionStore.Loaded loaded = store.load();
                loaded.warnings().forEach(w -> err().println(spec.qualifiedName() + ": warning: " + w));
                List<Connection> saved = loaded.connections();
                base = saved.stream().filter(c -> options.connection.equals(c.name())).findFirst()
                        .orElseThrow(() -> fail(EXIT_USAGE, "no saved connection '" + options.connection + "' in "
                                + store.file() + (saved.isEmpty() ? " (none saved)" : "; saved: "
                                + String.join(", ", saved.stream().map(Connection::name).toList()))));
            } catch (IOException e) {
                throw fail(EXIT_USAGE, e.getMessage());
            }
        }
        try {
            URI endpoint = options.endpoint != null ? Connection.parseEndpoint(options.endpoint)
                    : options.profile != null ? null : base.endpoint();
            String profile = options.profile != null ? options.profile : options.endpoint != null ? null
                    : base.profile();
            String region = options.region != null ? options.region : base.region();
            return new Connection(base.name(), endpoint, profile, region);
        } catch (IllegalArgumentException e) {
            throw fail(EXIT_USAGE, e.getMessage());
        }
    }

    Design design() {
        return design;
    }

    Table table() {
        return table;
    }

    Connection connection() {
        return connection;
    }

    /**
     * The client, made on first use; while a request waits for an answer it says so on standard error with the
     * time left ({@code tablesmith live connect: waiting for http://localhost:8000 to answer... 20 s left}).
     */
    DynamoDbClient client() throws LiveCommandFailure {
        if (client == null) {
            try {
                client = LiveCommand.of(spec).clients().client(connection, line -> {
                    err().println(spec.qualifiedName() + ": " + line);
                    err().flush();
                });
            } catch (LiveException e) {
                throw fail(EXIT_USAGE, e.getMessage());
            }
        }
        return client;
    }

    void close() {
        if (client != null) {
            client.close();
        }
    }

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /** Prints {@code tablesmith live X: message} and gives the failure to throw. */
    LiveCommandFailure fail(int exitCode, String message) {
        out().flush();
        err().println(spec.qualifiedName() + ": " + message);
        err().flush();
        return new LiveCommandFailure(exitCode);
    }

    /** A failure of a live request in words; exit 2 when the connection is the problem, else 1. */
    LiveCommandFailure fail(RuntimeException failure) {
        return fail("", failure);
    }

    /** {@link #fail(RuntimeException)} with {@code prefix} before the words (e.g. how far a load got). */
    LiveCommandFailure fail(String prefix, RuntimeException failure) {
        Throwable cause = failure instanceof LiveException && failure.getCause() != null ? failure.getCause()
                : failure;
        boolean service = cause instanceof AwsServiceException s && s.awsErrorDetails() != null
                && s.awsErrorDetails().errorCode() != null && !s.awsErrorDetails().errorCode().isBlank()
                && !CONNECTION_CODES.contains(s.awsErrorDetails().errorCode());
        return fail(service ? EXIT_FAILURE : EXIT_USAGE, prefix + LiveErrors.describe(failure, connection));
    }
}
