package dev.tablesmith.cli;

import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.interop.DesignFiles;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.RecordMode;
import dev.tablesmith.sample.SampleGenerator;
import dev.tablesmith.serve.DesignEndpoint;
import dev.tablesmith.serve.ServeOptions;
import dev.tablesmith.serve.TrafficListener;
import dev.tablesmith.serve.TrafficLog;
import dev.tablesmith.serve.WriteMode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.BindException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith serve DESIGN [--port 8000] [--host 127.0.0.1] [--generate N --seed S] [--save | --read-only]
 * [--log FILE]}: the design's tables, with their sample items, as a local DynamoDB endpoint that the AWS CLI, the
 * SDKs and the application's own code talk to. Runs until Ctrl+C, which stops it cleanly (and writes a pending
 * save).
 */
@Command(name = "serve",
        mixinStandardHelpOptions = true,
        description = "Serve the design's tables and sample items as a local DynamoDB endpoint (AWS JSON 1.0).",
        footer = {"", "Example:",
                "  tablesmith serve commerce-main.tablesmith.json --port 8000",
                "  aws dynamodb query --endpoint-url http://127.0.0.1:8000 \\",
                "      --table-name commerce-main --key-condition-expression 'PK = :p' \\",
                "      --expression-attribute-values '{\":p\":{\"S\":\"CUST#c1\"}}'",
                "", "Exit codes: 0 stopped, 1 cannot serve (port in use, unwritable log), 2 usage error."})
final class ServeCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "DESIGN", description = "The design file (*.tablesmith.json).")
    Path designFile;

    @Option(names = "--port", paramLabel = "PORT", defaultValue = "8000",
            description = "The port (default: ${DEFAULT-VALUE}; 0 picks a free one).")
    int port;

    @Option(names = "--host", paramLabel = "ADDRESS", defaultValue = ServeOptions.LOOPBACK,
            description = "The address to listen on (default: ${DEFAULT-VALUE}, this machine only).")
    String host;

    @Option(names = "--generate", paramLabel = "N",
            description = "Generate N records per entity (replacing the design's) before serving.")
    Integer generate;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of the generated records (default: ${DEFAULT-VALUE}).")
    long seed;

    @ArgGroup(exclusive = true)
    Writes writes;

    static final class Writes {
        @Option(names = "--save", description = "Write the items back into the design file (atomic saves).")
        boolean save;

        @Option(names = "--read-only", description = "Refuse writes with DynamoDB's AccessDeniedException.")
        boolean readOnly;
    }

    @Option(names = "--log", paramLabel = "FILE",
            description = "Append every request and response to FILE as JSON lines (the app's Traffic format).")
    Path log;

    @Spec
    CommandSpec spec;

    private final CountDownLatch stop = new CountDownLatch(1);

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Design design;
        try {
            InputFiles files = new InputFiles(spec);
            files.requireFiles(designFile.toString());
            DesignFiles.Opened opened = files.open(designFile);
            if (writes != null && writes.save) {
                files.refuseOverwritingImport(opened, designFile, designFile, "--save");
            }
            design = opened.design();
        } catch (CommandFailure e) {
            return e.exitCode();
        }
        if (generate != null) {
            design = generated(design, generate, seed);
        }
        WriteMode mode = writes == null ? WriteMode.MEMORY : writes.save ? WriteMode.SAVE
                : writes.readOnly ? WriteMode.READ_ONLY : WriteMode.MEMORY;
        ServeOptions options = new ServeOptions(host, port, mode);
        BufferedWriter logWriter;
        try {
            logWriter = log == null ? null : Files.newBufferedWriter(log, StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            err.println(spec.qualifiedName() + ": cannot write the log " + log + ": " + IoErrors.describe(e));
            return TablesmithCommand.EXIT_FAILURE;
        }
        DesignEndpoint endpoint;
        try {
            endpoint = DesignEndpoint.start(design, options, logListener(logWriter, err),
                    mode == WriteMode.SAVE ? d -> save(d, err) : null);
        } catch (IOException e) {
            closeQuietly(logWriter);
            err.println(spec.qualifiedName() + ": cannot listen on " + host + ":" + port + ": "
                    + (e instanceof BindException ? "the address is in use or not this machine's"
                    : IoErrors.describe(e)));
            return TablesmithCommand.EXIT_FAILURE;
        }
        Thread hook = new Thread(() -> {
            endpoint.close();
            closeQuietly(logWriter);
            stop.countDown();
        }, "tablesmith-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        describe(out, err, endpoint, options);
        out.flush();
        err.flush();
        try {
            stop.await();
        } catch (InterruptedException e) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
                hook.run();
            } catch (IllegalStateException shuttingDown) {
                // the JVM is stopping: the hook runs anyway
            }
            Thread.currentThread().interrupt();
        }
        out.println("Stopped.");
        out.flush();
        return 0;
    }

    private void describe(PrintWriter out, PrintWriter err, DesignEndpoint endpoint, ServeOptions options) {
        out.println("Serving " + designFile.getFileName() + " at " + endpoint.url());
        endpoint.itemCounts().forEach((table, count) -> out.println("  " + table + ": " + count + " "
                + (count == 1 ? "item" : "items")));
        out.println(switch (options.mode()) {
            case SAVE -> "Writes are saved into " + designFile + ".";
            case READ_ONLY -> "Read-only: writes are refused with AccessDeniedException.";
            case MEMORY -> "Writes are kept in memory; --save writes them back into the design.";
        });
        if (log != null) {
            out.println("Requests are logged to " + log + ".");
        }
        out.println("Try: aws dynamodb list-tables --endpoint-url " + endpoint.url()
                + " (any region and credentials)");
        out.println("Press Ctrl+C to stop.");
        if (!options.loopbackOnly()) {
            err.println("warning: anyone who can reach " + host + ":" + endpoint.port()
                    + " can read and write this design");
        }
    }

    private void save(Design design, PrintWriter err) {
        try {
            new JsonDesignStore().save(design, designFile);
        } catch (IOException e) {
            err.println(spec.qualifiedName() + ": " + AtomicFiles.failure(designFile, e));
            err.flush();
        }
    }

    private static TrafficListener logListener(BufferedWriter writer, PrintWriter err) {
        if (writer == null) {
            return TrafficListener.NONE;
        }
        boolean[] failed = new boolean[1];
        return request -> {
            synchronized (writer) {
                try {
                    writer.write(TrafficLog.line(request));
                    writer.newLine();
                    writer.flush();
                } catch (IOException e) {
                    if (!failed[0]) {
                        failed[0] = true;
                        err.println("tablesmith serve: cannot write the log: " + IoErrors.describe(e));
                        err.flush();
                    }
                }
            }
        };
    }

    /** The design with {@code n} generated records per entity of every table (as {@code live load --generate}). */
    static Design generated(Design design, int n, long seed) {
        List<Table> tables = new ArrayList<>();
        for (Table table : design.tables()) {
            if (table.entities().isEmpty()) {
                tables.add(table);
                continue;
            }
            Map<String, Integer> counts = new LinkedHashMap<>();
            table.entities().stream().map(Entity::name).forEach(name -> counts.put(name, n));
            tables.add(new SampleGenerator(seed).generate(table, counts, RecordMode.REPLACE).table());
        }
        Design result = design;
        for (Table t : tables) {
            result = result.withTable(t.name(), t);
        }
        return result;
    }

    private static void closeQuietly(BufferedWriter writer) {
        if (writer == null) {
            return;
        }
        synchronized (writer) {
            try {
                writer.close();
            } catch (IOException e) {
                // nothing more can be logged
            }
        }
    }
}
