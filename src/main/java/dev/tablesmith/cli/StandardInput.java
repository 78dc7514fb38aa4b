package dev.tablesmith.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Whether this process has a standard input of its own. Started with standard input closed ({@code <&-}),
 * descriptor 0 is free, and the JVM's first open file (its module image, a jar of the class path) takes it: reading
 * {@code System.in} would then read bytes of that file, and a prompt would echo them. On Linux the descriptor's
 * target is visible in {@code /proc/self/fd/0}, so a closed input is told apart from a pipe, a terminal or a file
 * the user redirected; elsewhere standard input is taken as it is.
 */
public final class StandardInput {
    private static final Path DESCRIPTOR = Path.of("/proc/self/fd/0");

    private StandardInput() {
    }

    /** Why there is no standard input to read ("standard input is closed"), or empty when there is one. */
    public static Optional<String> missing() {
        return missing(DESCRIPTOR, System.getProperty("java.home", ""), System.getProperty("java.class.path", ""));
    }

    static Optional<String> missing(Path descriptor, String javaHome, String classPath) {
        if (!Files.exists(descriptor.getParent())) {
            return Optional.empty(); // not Linux: nothing to tell from
        }
        Path target;
        try {
            target = Files.readSymbolicLink(descriptor);
        } catch (NoSuchFileException closed) {
            return Optional.of(CLOSED);
        } catch (IOException | UnsupportedOperationException unknown) {
            return Optional.empty();
        }
        return isOwnFile(target.toString(), javaHome, classPath) ? Optional.of(CLOSED) : Optional.empty();
    }

    private static final String CLOSED = "standard input is closed";

    /** Whether {@code target} is a file the JVM opened for itself: under its home, or a class path entry. */
    private static boolean isOwnFile(String target, String javaHome, String classPath) {
        if (!javaHome.isEmpty() && (target.startsWith(javaHome + File.separator) || target.startsWith(real(javaHome)
                + File.separator))) {
            return true;
        }
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.isEmpty() && (target.equals(entry) || target.equals(real(entry)))) {
                return true;
            }
        }
        return false;
    }

    private static String real(String path) {
        try {
            return Path.of(path).toRealPath().toString();
        } catch (IOException | RuntimeException unresolved) {
            return path;
        }
    }
}
