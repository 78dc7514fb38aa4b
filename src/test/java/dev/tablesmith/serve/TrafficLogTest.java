package dev.tablesmith.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TrafficLogTest {
    @TempDir
    Path dir;

    private static ServedRequest request(String operation, String error) {
        return new ServedRequest(Instant.parse("2026-12-03T06:00:00.123Z"), operation, "commerce-main", "GSI1",
                "{\"TableName\":\"commerce-main\"}", error == null ? 200 : 400, "{\"Count\":0}", error, 3, 1, 0.5,
                Duration.ofNanos(1_234_000));
    }

    @Test
    void aWrittenLogReadsBackEqual() throws Exception {
        Path file = dir.resolve("t.jsonl");
        List<ServedRequest> requests = List.of(request("Query", null), request("GetItem", "ValidationException"));

        TrafficLog.write(file, requests);

        assertThat(TrafficLog.read(file)).isEqualTo(requests);
        assertThat(Files.readAllLines(file)).hasSize(2).allSatisfy(l -> assertThat(l).doesNotContain("\n"));
    }

    @Test
    void aBadLineIsReportedWithFileAndLineNumber() throws Exception {
        Path file = dir.resolve("bad.jsonl");
        Files.writeString(file, TrafficLog.line(request("Query", null)) + "\n\n{\"operation\":\"Scan\"}\n");

        assertThatThrownBy(() -> TrafficLog.read(file)).isInstanceOf(TrafficLogException.class)
                .hasMessage(file + ":3: missing field 'time'");
    }

    @Test
    void aLineThatIsNotJsonIsReported() throws Exception {
        Path file = dir.resolve("bad.jsonl");
        Files.writeString(file, "not json\n");

        assertThatThrownBy(() -> TrafficLog.read(file)).hasMessageStartingWith(file + ":1: not JSON");
    }
}
