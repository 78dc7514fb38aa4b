package dev.tablesmith.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;

/**
 * Replaces a file so that, whatever fails and whenever the machine stops (kill -9, power loss, a full disk), the
 * file holds either its old or its new content in full:
 * <ol>
 *   <li>remove stale temporary files that earlier, killed writes of the same file left behind
 *       ({@link StaleTemps});</li>
 *   <li>write the new bytes to a temporary file {@code .NAME.PID-RANDOM.tmp} in the same folder (a rename is atomic
 *       only within one file system), streaming, then {@code FileChannel.force(true)} so they are on disk before
 *       anything points at them;</li>
 *   <li>for design saves only: copy the current file to {@code NAME.bak}, replacing an older one (a copy, not a
 *       move, so that NAME exists at every moment), itself through a forced temporary file and an atomic rename,
 *       so that the backup too is the old one or the new one, never a part;</li>
 *   <li>rename the temporary file over NAME with {@code ATOMIC_MOVE} (falling back to {@code REPLACE_EXISTING}
 *       where the file system cannot do atomic moves);</li>
 *   <li>fsync the folder, where the operating system allows opening one, so the rename itself is durable.</li>
 * </ol>
 * On any failure the temporary file is deleted, the original is left as it was, and the failure is one
 * {@link FileWriteException} whose message names the file (or the folder, when the folder refuses new files) and
 * the reason in a few words.
 */
final class AtomicFileWriter {
    private static final int BUFFER = 64 * 1024;
    /** Linux's kernel-provided file systems, in which a program cannot create a regular file. */
    private static final Set<String> VIRTUAL_FILE_SYSTEMS = Set.of("proc", "sysfs", "cgroup", "cgroup2", "debugfs",
            "tracefs", "securityfs", "configfs", "pstore", "bpf", "efivarfs", "fusectl", "binfmt_misc", "nsfs",
            "selinuxfs", "devpts");

    private final ChannelWriter writer;
    private final boolean keepBackup;

    /** A writer that keeps {@code NAME.bak}, as design saves do. */
    AtomicFileWriter(ChannelWriter writer) {
        this(writer, true);
    }

    AtomicFileWriter(ChannelWriter writer, boolean keepBackup) {
        this.writer = writer;
        this.keepBackup = keepBackup;
    }

    void write(Path target, byte[] bytes) throws IOException {
        if (writer == ChannelWriter.FULLY) {
            write(target, out -> out.write(bytes));
        } else {
            replace(target, (channel, temp) -> writer.write(channel, bytes));
        }
    }

    /** Writes {@code text} as UTF-8, encoding it on the way instead of into a second copy in memory. */
    void write(Path target, String text) throws IOException {
        if (writer != ChannelWriter.FULLY) {
            write(target, text.getBytes(StandardCharsets.UTF_8));
            return;
        }
        write(target, out -> {
            Writer encoder = new OutputStreamWriter(out, StandardCharsets.UTF_8);
            encoder.write(text);
            encoder.flush();
        });
    }

    /** Streams the new content into the temporary file: nothing of it needs to be in memory at once. */
    void write(Path target, AtomicFiles.Content content) throws IOException {
        replace(target, (channel, temp) -> {
            OutputStream stream = WriteFaults.wrap(target, Channels.newOutputStream(channel));
            OutputStream buffered = new BufferedOutputStream(stream, BUFFER);
            content.writeTo(new UnclosableStream(buffered));
            buffered.flush();
        });
    }

    @FunctionalInterface
    private interface Body {
        void write(FileChannel channel, Path temp) throws IOException;
    }

    private void replace(Path target, Body body) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        if (folder != null && Files.exists(folder) && !Files.isDirectory(folder)) {
            throw refused(target, folder + " is a file, not a folder");
        }
        if (folder == null || !Files.isDirectory(folder)) {
            throw refused(target, "folder " + folder + " does not exist");
        }
        if (Files.isDirectory(absolute)) {
            throw refused(target, "it is a folder");
        }
        String name = absolute.getFileName().toString();
        StaleTemps.remove(folder, name);
        boolean existed = Files.exists(absolute, LinkOption.NOFOLLOW_LINKS);
        Path temp = createTemp(folder, name);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                body.write(channel, temp);
                channel.force(true);
            }
            if (existed) {
                copyPermissions(absolute, temp);
                if (keepBackup) {
                    backUp(absolute, folder);
                }
            }
            moveIntoPlace(temp, absolute);
        } catch (IOException e) {
            deleteQuietly(temp, e);
            throw e instanceof FileWriteException ours ? ours
                    : new FileWriteException(failure(target, e, existed), reason(e), e);
        } catch (RuntimeException | Error e) {
            deleteQuietly(temp, e);
            throw e;
        }
        syncFolder(folder);
    }

    /**
     * Copies the current file to {@code NAME.bak} the way the file itself is written: into a temporary file
     * {@code .NAME.bak.PID-RANDOM.tmp}, forced to disk, renamed over {@code NAME.bak}; so a kill or a full disk
     * during the copy leaves the earlier backup whole instead of a truncated one.
     */
    private static void backUp(Path file, Path folder) throws IOException {
        Path backup = backupOf(file);
        Path temp = createTemp(folder, backup.getFileName().toString());
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                OutputStream out = WriteFaults.wrap(backup, Channels.newOutputStream(channel));
                Files.copy(file, out);
                out.flush();
                channel.force(true);
            }
            copyPermissions(file, temp);
            moveIntoPlace(temp, backup);
        } catch (IOException | RuntimeException | Error e) {
            deleteQuietly(temp, e);
            throw e;
        }
    }

    private static FileWriteException refused(Object what, String reason) {
        return new FileWriteException("cannot write " + what + ": " + reason, reason, null);
    }

    /** "cannot write FILE: REASON", and "; FILE is unchanged" when there was a file to keep. */
    static String failure(Path target, IOException e, boolean existed) {
        String line = "cannot write " + target + ": " + reason(e);
        return existed ? line + "; " + target.getFileName() + " is unchanged" : line;
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

    /** Creates the temporary file; a folder that refuses it is named as the folder, not by the temp path. */
    private static Path createTemp(Path folder, String name) throws IOException {
        while (true) {
            Path temp = folder.resolve(StaleTemps.newTempName(name));
            try {
                WriteFaults.checkNewFile(temp);
                Files.newByteChannel(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return temp;
            } catch (FileAlreadyExistsException taken) {
                // another name
            } catch (IOException e) {
                String reason = folderRefusal(folder, e);
                throw new FileWriteException("cannot write " + folder + ": " + reason, reason, e);
            }
        }
    }

    /**
     * Why {@code folder} refused a new file, in a few words: the operating system's reason, except where it names a
     * missing file in a folder that exists. Linux answers "no such file or directory" (ENOENT) to creating a file
     * in {@code /proc}, a virtual file system the kernel provides, where no program can make a file whatever its
     * permissions; the folder is there, so the true reason is that it does not accept new files. (In {@code /sys}
     * the kernel answers "permission denied", EACCES, which is said as it is.)
     */
    static String folderRefusal(Path folder, IOException e) {
        if (!(e instanceof java.nio.file.NoSuchFileException) || !Files.isDirectory(folder)) {
            return reason(e);
        }
        String type = fileSystemType(folder);
        if (type == null) {
            return "the folder does not accept new files";
        }
        return "the folder does not accept new files (" + (VIRTUAL_FILE_SYSTEMS.contains(type)
                ? type + ", a virtual file system the kernel provides)" : "a " + type + " file system)");
    }

    /** The type of the file system {@code folder} is on ("ext4", "proc"); null when it cannot be told. */
    private static String fileSystemType(Path folder) {
        try {
            String type = Files.getFileStore(folder).type();
            return type == null || type.isBlank() ? null : type;
        } catch (IOException | RuntimeException unknown) {
            return null;
        }
    }

    private static void moveIntoPlace(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Keeps the replaced file's permissions (a temporary file starts with the process defaults). */
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

    /** Why a file operation failed, in a few lower-case words, never a bare path. */
    static String reason(IOException e) {
        if (e instanceof FileWriteException ours) {
            return ours.reason();
        }
        if (e.getCause() instanceof IOException cause) {
            return reason(cause); // the operating system's error under a library's ("I/O error writing PNG file!")
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or folder";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException fileError) {
            return fileError.getReason() == null ? "input/output error" : lowerFirst(fileError.getReason());
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return "input/output error";
        }
        return lowerFirst(message.lines().findFirst().orElse(message).strip());
    }

    /** "No space left on device" as the operating system says it, in the lower case of our messages. */
    private static String lowerFirst(String text) {
        if (text.length() > 1 && Character.isUpperCase(text.charAt(0)) && Character.isLowerCase(text.charAt(1))) {
            return Character.toLowerCase(text.charAt(0)) + text.substring(1);
        }
        return text;
    }

    /** Lets a content writer close what it was given (ImageIO, Jackson do) without closing the channel early. */
    private static final class UnclosableStream extends java.io.FilterOutputStream {
        UnclosableStream(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) throws IOException {
            out.write(bytes, offset, length);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
