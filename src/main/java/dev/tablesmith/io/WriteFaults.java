package dev.tablesmith.io;

import java.io.OutputStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * A seam for tests that prove a write is atomic: wraps the stream that {@link AtomicFiles} writes a given target
 * through, so a test can fail it after N bytes ("No space left on device") or slow it down to kill the process
 * mid-write. Only the target named is affected, so tests running side by side do not see each other's faults; with
 * nothing registered (the application) the stream is used as it is.
 */
public final class WriteFaults {
    private static final Map<Path, UnaryOperator<OutputStream>> WRAPPERS = new ConcurrentHashMap<>();

    private WriteFaults() {
    }

    /** Routes every write of {@code target} through {@code wrapper} until the returned handle is closed. */
    public static AutoCloseable wrapWritesTo(Path target, UnaryOperator<OutputStream> wrapper) {
        Path key = key(target);
        WRAPPERS.put(key, wrapper);
        return () -> WRAPPERS.remove(key, wrapper);
    }

    static OutputStream wrap(Path target, OutputStream stream) {
        if (WRAPPERS.isEmpty()) {
            return stream;
        }
        UnaryOperator<OutputStream> wrapper = WRAPPERS.get(key(target));
        return wrapper == null ? stream : wrapper.apply(stream);
    }

    private static Path key(Path target) {
        return target.toAbsolutePath().normalize();
    }
}
