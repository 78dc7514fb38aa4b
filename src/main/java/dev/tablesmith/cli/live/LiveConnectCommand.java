package dev.tablesmith.cli.live;

import dev.tablesmith.live.Connection;
import dev.tablesmith.live.ConnectionCheck;
import dev.tablesmith.live.ConnectionStore;
import dev.tablesmith.live.LiveException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith live connect [--endpoint URL | --profile NAME] [--region R] [--save NAME]}: tests a connection
 * by listing its tables (ListTables), and saves it under a name in the settings folder (names only, no secrets).
 */
@Command(name = "connect", mixinStandardHelpOptions = true,
        description = "Test a connection by listing its tables; --save NAME keeps it for --connection NAME.")
final class LiveConnectCommand implements Callable<Integer> {
    @Mixin
    private ConnectionOptions options;

    @Option(names = "--save", paramLabel = "NAME", description = "Save the connection under this name.")
    private String save;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        LiveContext context = null;
        try {
            context = LiveContext.forConnection(spec, options);
            Connection connection = context.connection();
            List<String> tables;
            try {
                tables = ConnectionCheck.listTables(context.client(), connection);
            } catch (LiveException e) {
                throw context.fail(e);
            }
            context.out().println("connected to " + connection.describe() + ": " + tables.size() + " table"
                    + (tables.size() == 1 ? "" : "s") + (tables.isEmpty() ? "" : " (" + String.join(", ", tables)
                    + ")"));
            if (save != null) {
                Path dir = options.settingsDirectory != null ? options.settingsDirectory
                        : SettingsDirectory.forCurrentUser();
                ConnectionStore store = new ConnectionStore(dir);
                try {
                    store.save(connection.named(save));
                } catch (IOException e) {
                    throw context.fail(LiveContext.EXIT_FAILURE, "cannot save the connection: " + e.getMessage());
                }
                context.out().println("saved as '" + save + "' in " + store.file());
            }
            context.out().flush();
            return 0;
        } catch (LiveCommandFailure e) {
            return e.exitCode();
        } finally {
            if (context != null) {
                context.close();
            }
        }
    }
}
