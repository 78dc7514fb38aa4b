package dev.tablesmith.cli;

import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.WriteFaults;
import dev.tablesmith.ui.snapshot.DesignerSnapshots;
import dev.tablesmith.ui.snapshot.DocumentImages;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.UnaryOperator;

/**
 * A child JVM for the kill -9 tests ({@link KilledWriters}): the CLI (with the designer's renderers, as {@code Main}
 * runs it) with a stalling disk under one target file, so that the parent can kill it while the write is in
 * progress, at a known byte rather than by timing.
 *
 * <p>Arguments: {@code TARGET BYTES stall COMMAND-LINE...} writes the first BYTES bytes of TARGET and then waits
 * for ever. The command line {@code app-save DESIGN FILE} saves DESIGN to FILE through
 * {@link JsonDesignStore#save}, the call the app's Save and Save As make (TARGET may then be FILE or its
 * {@code FILE.bak}).
 */
public final class SlowWriteMain {
    private SlowWriteMain() {
    }

    public static void main(String[] args) throws Exception {
        if (!"stall".equals(args[2])) {
            throw new IllegalArgumentException("usage: TARGET BYTES stall COMMAND-LINE...");
        }
        WriteFaults.wrapWritesTo(Path.of(args[0]), stallAfter(Long.parseLong(args[1])));
        System.out.println("started");
        String[] command = Arrays.copyOfRange(args, 3, args.length);
        if (command[0].equals("app-save")) {
            JsonDesignStore store = new JsonDesignStore();
            store.save(store.load(Path.of(command[1])), Path.of(command[2]));
            System.exit(0);
        }
        System.exit(TablesmithCommand.execute(DesignerSnapshots::write, new DocumentImages(), command));
    }

    /** Lets {@code bytes} bytes through to the file and then blocks the writing thread until the process dies. */
    static UnaryOperator<OutputStream> stallAfter(long bytes) {
        return FaultyStreams.afterBytes(bytes, () -> {
            while (true) {
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted", e);
                }
            }
        });
    }
}
