package dev.tablesmith.ui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Whether JavaFX will find a font to draw text with, asked before the toolkit starts. On Linux (and other systems
 * without fonts of their own) JavaFX takes its fonts from fontconfig and reads TrueType and OpenType files only;
 * when fontconfig lists none, JavaFX prints "Error: JavaFX detected no fonts!" and the first scene fails with a
 * stack trace. The check looks in the usual font folders first (a few directory reads; a font is found at once on
 * any desktop) and only when they hold none asks fontconfig itself ({@code fc-list}), which also knows folders
 * configured elsewhere. Windows and macOS always have fonts and are not checked.
 */
public final class FontCheck {
    /** What the user reads, after {@code tablesmith: error: }. */
    public static final String NO_FONTS = "no fonts found: the designer needs one to draw text; install a font"
            + " package, e.g. on Debian or Ubuntu: sudo apt-get install fonts-dejavu-core";

    private static final List<String> FONT_SUFFIXES = List.of(".ttf", ".otf", ".ttc");
    private static final int MAX_DEPTH = 6;
    private static final long FC_LIST_TIMEOUT_SECONDS = 10;

    private FontCheck() {
    }

    /** The problem on this system, or empty when a font is there (or the system brings its own). */
    public static Optional<String> problem() {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.startsWith("windows") || os.startsWith("mac")) {
            return Optional.empty();
        }
        return problem(fontFolders(), FontCheck::fontconfigHasFont);
    }

    /**
     * {@link #NO_FONTS} when none of {@code folders} holds a font JavaFX can read and fontconfig does not list one
     * either (or cannot be asked); empty otherwise.
     *
     * @param fontconfig fontconfig's answer: whether it lists a usable font, or empty when it cannot be asked
     */
    static Optional<String> problem(List<Path> folders, Supplier<Optional<Boolean>> fontconfig) {
        if (holdsFont(folders) || fontconfig.get().orElse(false)) {
            return Optional.empty();
        }
        return Optional.of(NO_FONTS);
    }

    /** Whether any of {@code folders} (or a folder under it) holds a TrueType or OpenType font file. */
    static boolean holdsFont(List<Path> folders) {
        for (Path folder : folders) {
            if (!Files.isDirectory(folder)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(folder, MAX_DEPTH, FileVisitOption.FOLLOW_LINKS)) {
                if (files.anyMatch(FontCheck::isFontFile)) {
                    return true;
                }
            } catch (IOException | java.io.UncheckedIOException unreadable) {
                // an unreadable folder holds no font we could use; go on with the next one
            }
        }
        return false;
    }

    /** Whether {@code fc-list : file} output (one {@code PATH:} a line) names a font JavaFX can read. */
    static boolean listsFont(String fcListOutput) {
        return fcListOutput.lines().map(String::strip).map(line -> line.endsWith(":")
                ? line.substring(0, line.length() - 1) : line).anyMatch(FontCheck::isFontName);
    }

    /**
     * Whether {@code failure} (or one of its causes) is JavaFX failing for want of a font: a NullPointerException
     * thrown inside its font code ({@code com.sun.javafx.font}), which reaches the caller wrapped in an
     * ExceptionInInitializerError. For a system the folder check let through although fontconfig lists nothing.
     */
    public static boolean isNoFontsFailure(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof NullPointerException && t.getStackTrace().length > 0
                    && t.getStackTrace()[0].getClassName().startsWith("com.sun.javafx.font.")) {
                return true;
            }
        }
        return false;
    }

    private static boolean isFontFile(Path file) {
        Path name = file.getFileName();
        return name != null && isFontName(name.toString());
    }

    private static boolean isFontName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        return FONT_SUFFIXES.stream().anyMatch(lower::endsWith);
    }

    /** Where fontconfig looks by default: the system's and the user's font folders (XDG and the older ones). */
    private static List<Path> fontFolders() {
        List<Path> folders = new ArrayList<>();
        String home = System.getProperty("user.home", "");
        String dataHome = System.getenv("XDG_DATA_HOME");
        folders.add(dataHome == null || dataHome.isBlank() ? Path.of(home, ".local", "share", "fonts")
                : Path.of(dataHome, "fonts"));
        folders.add(Path.of(home, ".fonts"));
        String dataDirs = System.getenv("XDG_DATA_DIRS");
        for (String dir : (dataDirs == null || dataDirs.isBlank() ? "/usr/local/share:/usr/share" : dataDirs)
                .split(":")) {
            if (!dir.isBlank()) {
                folders.add(Path.of(dir, "fonts"));
            }
        }
        folders.add(Path.of("/usr/share/fonts"));
        folders.add(Path.of("/usr/X11R6/lib/X11/fonts"));
        return folders;
    }

    /**
     * Asks fontconfig for its font files; empty when {@code fc-list} is not installed or does not answer in time.
     * The list goes to a temporary file, so a long one cannot fill a pipe and stall the wait.
     */
    private static Optional<Boolean> fontconfigHasFont() {
        Path listing = null;
        try {
            listing = Files.createTempFile("tablesmith-fc-list", ".txt");
            Process fcList = new ProcessBuilder("fc-list", ":", "file").redirectErrorStream(true)
                    .redirectOutput(listing.toFile()).start();
            fcList.getOutputStream().close();
            if (!fcList.waitFor(FC_LIST_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                fcList.destroy();
                return Optional.empty();
            }
            return fcList.exitValue() == 0
                    ? Optional.of(listsFont(new String(Files.readAllBytes(listing), StandardCharsets.UTF_8)))
                    : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            if (listing != null) {
                try {
                    Files.deleteIfExists(listing);
                } catch (IOException ignored) {
                    // a temporary file left behind is harmless
                }
            }
        }
    }
}
