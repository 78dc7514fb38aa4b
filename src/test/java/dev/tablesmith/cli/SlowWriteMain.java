package dev.tablesmith.cli;

import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.WriteFaults;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A child JVM for {@link KillDuringWriteTest}: the CLI with a slow disk under one target file, so that the parent
 * can kill it while the write is in progress. Arguments: TARGET CHUNK_BYTES PAUSE_MILLIS COMMAND-LINE...
 */
public final class SlowWriteMain {
    private SlowWriteMain() {
    }

    public static void main(String[] args) {
        WriteFaults.wrapWritesTo(Path.of(args[0]), FaultyStreams.slow(Integer.parseInt(args[1]),
                Long.parseLong(args[2])));
        System.out.println("started");
        System.exit(TablesmithCommand.commandLine().execute(Arrays.copyOfRange(args, 3, args.length)));
    }
}
