package dev.tablesmith.io;

import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * A seam for tests that prove a write is atomic: wraps the stream that {@link AtomicFiles} writes a given target
 * through, so a test can fail it after N bytes ("No space left on device") or slow it down to kill the process
 * mid-write; and makes a folder refuse new files as a read-only folder does (EACCES on creating the temporary file,
 * which folder permissions cannot do to a test that runs as root). Only the target or folder named is affected, so
 * tests running side by side do not see each other's faults; with nothing registered (the application) the stream
 * is used as it is and every folder is asked for real.
 */
public final class WriteFaults {
    private static final Map<Path, UnaryOperator<OutputStream>> WRAPPERS = new ConcurrentHashMap<>();
    private static final Map<Path, Boolean> READ_ONLY = new ConcurrentHashMap<>();

    private WriteFaults() {
    }

    /** Routes every write of {@code target} through {@code wrapper} until the returned handle is closed. */
    public static AutoCloseable wrapWritesTo(Path target, UnaryOperator<OutputStream> wrapper) {
        Path key = key(target);
        WRAPPERS.put(key, wrapper);
        return () -> WRAPPERS.remove(key, wrapper);
    }

    /**
     * Makes {@code folder} refuse new files until the returned handle is closed: creating a file in it fails with
     * {@link AccessDeniedException} naming the file, as Linux does for a folder without write permission.
     */
    public static AutoCloseable refuseNewFilesIn(Path folder) {
        Path key = key(folder);
        READ_ONLY.put(key, Boolean.TRUE);
        return () -> READ_ONLY.remove(key);
    }

    /** Throws as a read-only folder would when {@code file} is about to be created in one registered as such. */
    static void checkNewFile(Path file) throws AccessDeniedException {
        if (!READ_ONLY.isEmpty() && file.toAbsolutePath().getParent() != null
                && READ_ONLY.containsKey(key(file.toAbsolutePath().getParent()))) {
            throw new AccessDeniedException(file.toString());
        }
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
