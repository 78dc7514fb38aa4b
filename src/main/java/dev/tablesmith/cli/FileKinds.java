package dev.tablesmith.cli;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Says what a path that is not a regular file is, for "tablesmith validate: no such file: X"-style lines: a folder,
 * a named pipe, a socket, a device, a symbolic link loop, a link to nothing, or nothing at all. Reporting a FIFO or a
 * link loop as "no such file" sent users looking for a file that was there.
 */
public final class FileKinds {
    private static final int TYPE_MASK = 0170000;
    private static final int FIFO = 0010000;
    private static final int CHARACTER_DEVICE = 0020000;
    private static final int BLOCK_DEVICE = 0060000;
    private static final int SOCKET = 0140000;

    private FileKinds() {
    }

    /** The prefix of the line for a path that is not a regular file: {@code "no such file: "}, ... */
    public static String notAFile(Path file) {
        if (Files.isDirectory(file)) {
            return "not a file: ";
        }
        if (Files.exists(file)) {
            return "not a regular file (" + special(file) + "): ";
        }
        if (Files.isSymbolicLink(file)) {
            try {
                file.toRealPath();
            } catch (FileSystemException e) {
                if (e.getReason() != null && e.getReason().contains("symbolic links")) {
                    return "symbolic link loop: ";
                }
            } catch (IOException e) {
                return "broken symbolic link: ";
            }
            return "broken symbolic link: ";
        }
        return "no such file: ";
    }

    private static String special(Path file) {
        try {
            int type = (Integer) Files.getAttribute(file, "unix:mode") & TYPE_MASK;
            return switch (type) {
                case FIFO -> "a named pipe";
                case SOCKET -> "a socket";
                case CHARACTER_DEVICE, BLOCK_DEVICE -> "a device";
                default -> "a special file";
            };
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return "a special file";
        }
    }
}
