package dev.tablesmith.io;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.HexFormat;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Replaces a file so that, whatever fails and whenever the machine stops, the file holds either its old or its new
 * content in full:
 * <ol>
 *   <li>write the new bytes to a temporary file in the same folder (a rename is atomic only within one file
 *       system), then {@code FileChannel.force(true)} so they are on disk before anything points at them;</li>
 *   <li>copy the current file to {@code NAME.bak}, replacing an older one (a copy, not a move, so that NAME exists
 *       at every moment);</li>
 *   <li>rename the temporary file over NAME with {@code ATOMIC_MOVE} (falling back to {@code REPLACE_EXISTING}
 *       where the file system cannot do atomic moves);</li>
 *   <li>fsync the folder, where the operating system allows opening one, so the rename itself is durable.</li>
 * </ol>
 * On any failure the temporary file is deleted and the original is left as it was.
 */
final class AtomicFileWriter {
    private final ChannelWriter writer;

    AtomicFileWriter(ChannelWriter writer) {
        this.writer = writer;
    }

    void write(Path target, byte[] bytes) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new IOException("cannot save " + target + ": folder " + folder + " does not exist");
        }
        if (Files.isDirectory(absolute)) {
            throw new IOException("cannot save " + target + ": it is a folder");
        }
        Path temp = createTemp(folder, absolute.getFileName().toString());
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                writer.write(channel, bytes);
                channel.force(true);
            }
            if (Files.exists(absolute)) {
                copyPermissions(absolute, temp);
                Files.copy(absolute, backupOf(absolute), StandardCopyOption.REPLACE_EXISTING);
            }
            moveIntoPlace(temp, absolute);
        } catch (IOException e) {
            deleteQuietly(temp, e);
            throw new IOException("cannot save " + target + ": " + reason(e), e);
        } catch (RuntimeException | Error e) {
            deleteQuietly(temp, e);
            throw e;
        }
        syncFolder(folder);
    }

    private static void deleteQuietly(Path temp, Throwable cause) {
        try {
            Files.deleteIfExists(temp);
        } catch (IOException cleanup) {
            cause.addSuppressed(cleanup);
        }
    }

    /** {@code NAME.bak} beside {@code file}. */
    static Path backupOf(Path file) {
        return file.resolveSibling(file.getFileName() + ".bak");
    }

    private static Path createTemp(Path folder, String name) throws IOException {
        while (true) {
            String suffix = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
            Path temp = folder.resolve("." + name + "." + suffix + ".tmp");
            try {
                Files.newByteChannel(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return temp;
            } catch (FileAlreadyExistsException taken) {
                // another name
            }
        }
    }

    private static void moveIntoPlace(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Keeps the saved file's permissions (a temporary file starts with the process defaults). */
    private static void copyPermissions(Path from, Path to) {
        try {
            Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(from);
            Files.setPosixFilePermissions(to, permissions);
        } catch (UnsupportedOperationException | IOException notPosix) {
            // Windows and other non-POSIX file systems: the defaults will do
        }
    }

    /** Makes the rename durable; opening a folder fails on Windows, where there is nothing to do. */
    private static void syncFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException notSupported) {
            // the file itself is already safe on disk
        }
    }

    static String reason(IOException e) {
        String message = e.getMessage();
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        return message == null ? "input/output error" : message;
    }
}
