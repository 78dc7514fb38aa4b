package dev.tablesmith.ui.serve;

import dev.tablesmith.serve.ServedRequest;
import dev.tablesmith.serve.TrafficLog;
import dev.tablesmith.serve.TrafficLogException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Where the Traffic list is saved and opened: the traffic log format ({@link TrafficLog}, JSON lines, the format of
 * {@code tablesmith serve --log FILE}). Called off the FX thread.
 */
public interface TrafficFiles {
    List<ServedRequest> read(Path file) throws IOException, TrafficLogException;

    void write(Path file, List<ServedRequest> requests) throws IOException;

    /** The traffic log files {@code serve --log} writes. */
    static TrafficFiles log() {
        return new TrafficFiles() {
            @Override
            public List<ServedRequest> read(Path file) throws IOException, TrafficLogException {
                return TrafficLog.read(file);
            }

            @Override
            public void write(Path file, List<ServedRequest> requests) throws IOException {
                TrafficLog.write(file, requests);
            }
        };
    }
}
