package dev.tablesmith.ui.recovery;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Marks one running Tablesmith as alive: a file {@code ID.lock} in {@code instances/} beside the recovery folder,
 * locked by the operating system for as long as the process runs. Recovery files are stamped with the id of the
 * instance that wrote them, so another instance can tell the autosave of a design that is still open elsewhere
 * (its lock is held: not offered for recovery) from one left behind by a crash (the lock file is there but nobody
 * holds it, because the system released it with the dead process: offered, and the stale lock file removed).
 *
 * <p>Blocking file I/O: use it off the FX thread.
 */
public final class InstanceLock implements AutoCloseable {
    /** The folder, beside the recovery folder, holding one lock file per running instance. */
    static final String FOLDER = "instances";
    private static final String SUFFIX = ".lock";
    /** Ids locked by this process: checking them by opening their file could release the lock (POSIX locks). */
    private static final Set<String> HELD_HERE = ConcurrentHashMap.newKeySet();

    private final Path directory;
    private final String id;
    private final FileChannel channel;
    private final FileLock lock;

    private InstanceLock(Path directory, String id, FileChannel channel, FileLock lock) {
        this.directory = directory;
        this.id = id;
        this.channel = channel;
        this.lock = lock;
    }

    /** Creates and locks this instance's lock file in {@code directory} (created if needed). */
    public static InstanceLock acquire(Path directory) throws IOException {
        Files.createDirectories(directory);
        String id = ProcessHandle.current().pid() + "-" + UUID.randomUUID().toString().substring(0, 8);
        Path file = directory.resolve(id + SUFFIX);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        try {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                throw new IOException("the instance lock " + file + " is held by another process");
            }
            channel.write(java.nio.ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + "\n")
                    .getBytes(StandardCharsets.UTF_8)));
            HELD_HERE.add(id);
            return new InstanceLock(directory, id, channel, lock);
        } catch (IOException | RuntimeException e) {
            channel.close();
            Files.deleteIfExists(file);
            throw e;
        }
    }

    /** This instance's id, written into its recovery files. */
    public String id() {
        return id;
    }

    /**
     * Whether the instance {@code instanceId} is running now: its lock file exists and a live process holds it. A
     * lock file nobody holds is left over from a process that ended without closing; it is deleted.
     */
    public boolean isRunning(String instanceId) {
        if (HELD_HERE.contains(instanceId)) {
            return true;
        }
        if (!instanceId.matches("[A-Za-z0-9-]+")) {
            return false;
        }
        Path file = directory.resolve(instanceId + SUFFIX);
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (FileChannel other = FileChannel.open(file, StandardOpenOption.WRITE)) {
            FileLock probe = other.tryLock();
            if (probe == null) {
                return true;
            }
            probe.release();
        } catch (OverlappingFileLockException e) {
            return true;
        } catch (IOException e) {
            return true; // cannot tell: do not offer another instance's work
        }
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a stale lock file that cannot be deleted does no harm
        }
        return false;
    }

    /** Releases and deletes the lock file (the app is closing). */
    @Override
    public void close() throws IOException {
        HELD_HERE.remove(id);
        try {
            lock.release();
            channel.close();
        } finally {
            Files.deleteIfExists(directory.resolve(id + SUFFIX));
        }
    }
}
