package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Request files are bounded by DynamoDB's largest request before they are read whole (issue 21: {@code yes '[' |
 * tablesmith query FILE --request -} ended in "Required array size too large"), and paths that are not regular
 * files say what they are.
 */
class InputBoundsTest {
    @TempDir
    Path dir;

    private Path oversized() throws Exception {
        Path file = dir.resolve("huge.json");
        byte[] chunk = new byte[1024 * 1024];
        Arrays.fill(chunk, (byte) '[');
        try (OutputStream out = Files.newOutputStream(file)) {
            for (int i = 0; i <= 16; i++) {
                out.write(chunk);
            }
        }
        return file;
    }

    @Test
    void aRequestFileLargerThanDynamoDbsLargestRequestIsRefusedInOneLine() throws Exception {
        Path design = RequestRun.commerceMain(dir);
        Path request = oversized();

        CliRun run = CliRun.of("query", design.toString(), "--request", request.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("tablesmith query: " + request + ": the request is larger than 16 MB, the most"
                + " DynamoDB accepts in one request (a BatchWriteItem); nothing run\n");
    }

    @Test
    void anOversizedStandardInputIsRefusedWithoutReadingItAll() throws Exception {
        Path design = RequestRun.commerceMain(dir);
        InputStream endless = new InputStream() {
            @Override
            public int read() {
                return '[';
            }

            @Override
            public int read(byte[] b, int off, int len) {
                Arrays.fill(b, off, off + len, (byte) '[');
                return len;
            }
        };
        InputStream saved = System.in;
        CliRun run;
        try {
            System.setIn(endless);
            run = CliRun.of("scan", design.toString(), "--request", "-");
        } finally {
            System.setIn(saved);
        }

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).hasLineCount(1).contains("stdin: the request is larger than 16 MB");
    }

    @Test
    void aSmallRequestOnStandardInputStillRuns() throws Exception {
        Path design = RequestRun.commerceMain(dir);
        InputStream saved = System.in;
        CliRun run;
        try {
            System.setIn(new ByteArrayInputStream("{ \"TableName\": \"commerce-main\" }".getBytes()));
            run = CliRun.of("scan", design.toString(), "--request", "-");
        } finally {
            System.setIn(saved);
        }

        assertThat(run.exitCode()).as(run.err()).isZero();
    }

    @Test
    void aNamedPipeAndALinkLoopAreNotCalledMissing() throws Exception {
        Path loop = dir.resolve("loop.tablesmith.json");
        Files.createSymbolicLink(loop, loop);
        Path fifo = dir.resolve("fifo.tablesmith.json");
        boolean made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;

        CliRun run = CliRun.of("validate", loop.toString());

        assertThat(run.err()).isEqualTo("tablesmith validate: symbolic link loop: " + loop + "\n");
        if (made) {
            assertThat(CliRun.of("validate", fifo.toString()).err())
                    .isEqualTo("tablesmith validate: not a regular file (a named pipe): " + fifo + "\n");
        }
    }
}
