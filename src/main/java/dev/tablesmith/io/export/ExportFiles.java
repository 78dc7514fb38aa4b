package dev.tablesmith.io.export;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Writes an export to a file so that the file holds either its old content or the whole export, never a part:
 * the text goes to a temporary file in the same folder, is forced to disk, and is renamed over the target
 * (atomically where the file system allows).
 */
public final class ExportFiles {
    private ExportFiles() {
    }

    /** Writes {@code text} as UTF-8 to {@code target}; the message of a failure names the file and the reason. */
    public static void write(Path target, String text) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new IOException("cannot write " + target + ": folder " + folder + " does not exist");
        }
        if (Files.isDirectory(absolute)) {
            throw new IOException("cannot write " + target + ": it is a folder");
        }
        Path temp = Files.createTempFile(folder, "." + absolute.getFileName(), ".tmp");
        try {
            permissions(absolute, temp);
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                var buffer = java.nio.ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            Files.deleteIfExists(temp);
            String reason = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new IOException("cannot write " + target + ": " + reason, e);
        }
    }

    /** The target's permissions when it exists, else read-write for the owner and readable by all. */
    private static void permissions(Path target, Path temp) throws IOException {
        if (!Files.getFileStore(temp).supportsFileAttributeView("posix")) {
            return;
        }
        Files.setPosixFilePermissions(temp, Files.exists(target) ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--"));
    }
}
