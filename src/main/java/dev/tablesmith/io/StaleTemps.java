package dev.tablesmith.io;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The naming of our temporary files and the removal of those a killed write left behind.
 *
 * <p>Naming: a write of {@code NAME} goes through {@code .NAME.PID-RANDOM.tmp} in the same folder, PID being the
 * writing process's id in decimal and RANDOM 16 lower-case hex digits.
 *
 * <p>Cleanup rule, applied to the folder before each write into it: a regular file (not a link, not a folder)
 * whose name is exactly {@code .ANY.PID-RANDOM.tmp}, for the file being written or any other, is removed when
 * process PID is no longer running or the file was last modified more than {@link #STALE_AFTER} ago (a process id
 * can be reused; a write in progress keeps its file's time fresh). So whichever of our writers next writes into a
 * folder cleans up after every killed one. Temporary files of earlier versions, {@code .NAME.RANDOM.tmp} without a
 * process id, are removed by the age rule only and only by a write of the same {@code NAME} (that shape is too
 * plain to claim for any name). Nothing else is touched: other hidden files and files of other programs stay, and
 * a file that cannot be removed is left for the next write.
 *
 * <p>Staging folders (the Markdown document's pictures are drawn into {@code .NAME.PID-RANDOM.tmp} folders) follow
 * the same rule, and a stale one is removed only when it holds nothing but regular files: its files, then itself.
 */
final class StaleTemps {
    /** How old an unfinished temporary file must be before it is removed even though its process may be alive. */
    static final Duration STALE_AFTER = Duration.ofHours(1);

    private static final Pattern OURS = Pattern.compile("(?:(\\d{1,19})-)?[0-9a-f]{16}");
    /** {@code .ANY.PID-RANDOM.tmp}: the temporary file of a write of any name, by its full current shape. */
    private static final Pattern ANY_OURS = Pattern.compile("\\..+\\.(\\d{1,19})-[0-9a-f]{16}\\.tmp");

    private StaleTemps() {
    }

    /** {@code .NAME.PID-RANDOM.tmp} for this process. */
    static String newTempName(String name) {
        String random = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        return "." + name + "." + ProcessHandle.current().pid() + "-" + random + ".tmp";
    }

    /**
     * Removes the stale temporary files in {@code folder} before a write of {@code name}: those of {@code name} in
     * either shape, and those of any other name in the current shape; returns how many were removed.
     */
    static int remove(Path folder, String name) {
        String prefix = "." + name + ".";
        int removed = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, ".*.tmp")) {
            for (Path file : files) {
                removed += removeIfStale(file, prefix) ? 1 : 0;
            }
        } catch (IOException | RuntimeException e) {
            // a folder we cannot list or a file we cannot remove: the write itself will say what is wrong
        }
        return removed;
    }

    /** One file; another writer's temporary file may be renamed away meanwhile, which ends nothing but this one. */
    private static boolean removeIfStale(Path file, String prefix) {
        try {
            return (isStale(file, prefix, false) || isStaleOfAnotherName(file)) && Files.deleteIfExists(file);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static boolean isStaleOfAnotherName(Path file) throws IOException {
        Matcher ours = ANY_OURS.matcher(file.getFileName().toString());
        if (!ours.matches()) {
            return false;
        }
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class,
                LinkOption.NOFOLLOW_LINKS);
        return attributes.isRegularFile() && (isOld(attributes) || !isRunning(ours.group(1)));
    }

    private static boolean isOld(BasicFileAttributes attributes) {
        return attributes.lastModifiedTime().toInstant().isBefore(Instant.now().minus(STALE_AFTER));
    }

    /** Creates the staging folder {@code .NAME.PID-RANDOM.tmp} in {@code folder}, removing stale ones first. */
    static Path newStagingFolder(Path folder, String name) throws IOException {
        String prefix = "." + name + ".";
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder, glob(prefix))) {
            for (Path entry : entries) {
                if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS) && isStale(entry, prefix, true)) {
                    removeFlatFolder(entry);
                }
            }
        } catch (IOException | RuntimeException e) {
            // as for files: whatever cannot be removed now waits for the next write
        }
        Path staging = folder.resolve(newTempName(name));
        try {
            WriteFaults.checkNewFile(staging);
            return Files.createDirectory(staging);
        } catch (IOException e) {
            String reason = AtomicFileWriter.folderRefusal(folder, e); // the folder, never the hidden name we chose
            throw new FileWriteException("cannot write " + folder + ": " + reason, reason, e);
        }
    }

    /** Deletes a folder that holds only regular files; leaves it whole when it holds anything else. */
    private static void removeFlatFolder(Path staging) throws IOException {
        java.util.List<Path> files = new java.util.ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(staging)) {
            for (Path entry : entries) {
                if (!Files.isRegularFile(entry, LinkOption.NOFOLLOW_LINKS)) {
                    return;
                }
                files.add(entry);
            }
        }
        for (Path file : files) {
            Files.deleteIfExists(file);
        }
        Files.deleteIfExists(staging);
    }

    private static String glob(String prefix) {
        return prefix.replaceAll("([\\\\*?\\[\\]{}])", "\\\\$1") + "*.tmp";
    }

    private static boolean isStale(Path file, String prefix, boolean folder) throws IOException {
        String fileName = file.getFileName().toString();
        if (!fileName.startsWith(prefix) || !fileName.endsWith(".tmp")) {
            return false;
        }
        Matcher middle = OURS.matcher(fileName.substring(prefix.length(), fileName.length() - ".tmp".length()));
        if (!middle.matches()) {
            return false;
        }
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class,
                LinkOption.NOFOLLOW_LINKS);
        if (folder ? !attributes.isDirectory() : !attributes.isRegularFile()) {
            return false;
        }
        return isOld(attributes) || middle.group(1) != null && !isRunning(middle.group(1));
    }

    private static boolean isRunning(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException | SecurityException | UnsupportedOperationException e) {
            return true; // when we cannot tell, only the age rule applies
        }
    }
}
