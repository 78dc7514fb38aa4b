package dev.tablesmith.cli.live;

import dev.tablesmith.cli.StandardInput;
import dev.tablesmith.live.DynamoDbClients;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith live connect|deploy|load|run|verify}: the design against DynamoDB Local or AWS. Holds what the
 * subcommands share: standard input (for the safety prompt) and the client factory (tests give their own AWS
 * profile files).
 */
@Command(name = "live",
        mixinStandardHelpOptions = true,
        description = {"Deploy a design to DynamoDB Local or AWS, load its sample items, run its access patterns "
                + "live, and verify the live answers against the engine's predictions."},
        subcommands = {LiveConnectCommand.class, LiveDeployCommand.class, LiveLoadCommand.class,
            LiveRunCommand.class, LiveVerifyCommand.class, LiveImportCommand.class},
        footer = {"", "Examples:",
                "  tablesmith live deploy commerce-main.tablesmith.json --endpoint http://localhost:8000",
                "  tablesmith live load commerce-main.tablesmith.json --endpoint http://localhost:8000 --generate 500",
                "  tablesmith live verify commerce-main.tablesmith.json --endpoint http://localhost:8000 --generate 500",
                "", "Writes to anything but localhost ask for the table name to be typed (--yes skips it).",
                "Exit codes: 0 success, 1 a difference or an aborted or failed write, 2 usage or connection error."})
public final class LiveCommand implements Callable<Integer> {
    private final BufferedReader in;
    private final Optional<String> noInput;
    private final DynamoDbClients clients;

    @Spec
    private CommandSpec spec;

    /** Reads standard input and the current user's AWS files. */
    public LiveCommand() {
        this(System.in, StandardInput.missing(), DynamoDbClients.forCurrentUser());
    }

    /** For tests: another standard input and another client factory. */
    public LiveCommand(InputStream in, DynamoDbClients clients) {
        this(in, Optional.empty(), clients);
    }

    /** For tests: a standard input that is missing for the reason given (as {@link StandardInput} tells). */
    LiveCommand(InputStream in, Optional<String> noInput, DynamoDbClients clients) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.noInput = noInput;
        this.clients = clients;
    }

    /** The {@code live} command above {@code spec}'s subcommand. */
    static LiveCommand of(CommandSpec spec) {
        for (CommandSpec at = spec; at != null; at = at.parent()) {
            if (at.userObject() instanceof LiveCommand live) {
                return live;
            }
        }
        throw new IllegalStateException(spec.qualifiedName() + " is not under 'live'");
    }

    BufferedReader in() {
        return in;
    }

    /** Why there is no standard input to read the prompt's answer from, or empty when there is one. */
    Optional<String> noInput() {
        return noInput;
    }

    DynamoDbClients clients() {
        return clients;
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": missing command (connect, deploy, load, run, verify or import)");
        err.println("Try '" + spec.qualifiedName() + " --help' for more information.");
        err.flush();
        return CommandLine.ExitCode.USAGE;
    }
}
