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
 * <p>Cleanup rule, applied to the folder before each write of {@code NAME}: a regular file (not a link, not a
 * folder) whose name is exactly {@code .NAME.PID-RANDOM.tmp} is removed when process PID is no longer running or
 * the file was last modified more than {@link #STALE_AFTER} ago (a process id can be reused; a write in progress
 * keeps its file's time fresh). Temporary files of earlier versions, {@code .NAME.RANDOM.tmp} without a process id,
 * are removed by the age rule only. Nothing else is touched: another target's temporary files, other hidden files
 * and files of other programs stay, and a file that cannot be removed is left for the next write.
 *
 * <p>Staging folders (the Markdown document's pictures are drawn into {@code .NAME.PID-RANDOM.tmp} folders) follow
 * the same rule, and a stale one is removed only when it holds nothing but regular files: its files, then itself.
 */
final class StaleTemps {
    /** How old an unfinished temporary file must be before it is removed even though its process may be alive. */
    static final Duration STALE_AFTER = Duration.ofHours(1);

    private static final Pattern OURS = Pattern.compile("(?:(\\d{1,19})-)?[0-9a-f]{16}");

    private StaleTemps() {
    }

    /** {@code .NAME.PID-RANDOM.tmp} for this process. */
    static String newTempName(String name) {
        String random = HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        return "." + name + "." + ProcessHandle.current().pid() + "-" + random + ".tmp";
    }

    /** Removes the stale temporary files of {@code name} in {@code folder}; returns how many were removed. */
    static int remove(Path folder, String name) {
        String prefix = "." + name + ".";
        int removed = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, glob(prefix))) {
            for (Path file : files) {
                if (isStale(file, prefix, false)) {
                    removed += Files.deleteIfExists(file) ? 1 : 0;
                }
            }
        } catch (IOException | RuntimeException e) {
            // a folder we cannot list or a file we cannot remove: the write itself will say what is wrong
        }
        return removed;
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
        return Files.createDirectory(folder.resolve(newTempName(name)));
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
        boolean old = attributes.lastModifiedTime().toInstant().isBefore(Instant.now().minus(STALE_AFTER));
        return old || middle.group(1) != null && !isRunning(middle.group(1));
    }

    private static boolean isRunning(String pid) {
        try {
            return ProcessHandle.of(Long.parseLong(pid)).map(ProcessHandle::isAlive).orElse(false);
        } catch (NumberFormatException | SecurityException | UnsupportedOperationException e) {
            return true; // when we cannot tell, only the age rule applies
        }
    }
}
