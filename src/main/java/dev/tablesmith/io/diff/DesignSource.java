package dev.tablesmith.io.diff;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Where one side of a diff comes from: a design file, or a design file as it was at a git revision, written
 * {@code git:REV:PATH} (for example {@code git:HEAD~1:designs/shop.tablesmith.json}, {@code git:main:./shop.json}).
 * As in {@code git show REV:PATH}, PATH is relative to the top of the work tree unless it starts with {@code ./}.
 *
 * @param text     the argument as given
 * @param revision the git revision, or null for a plain file
 * @param path     the file path (inside the revision for git)
 */
public record DesignSource(String text, String revision, String path) {
    /** The prefix that marks a git revision. */
    public static final String GIT_PREFIX = "git:";

    public DesignSource {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(path, "path");
    }

    /**
     * Reads an argument. {@code git:REV:PATH} needs both parts: the revision ends at the first {@code :} after the
     * prefix.
     *
     * @throws IllegalArgumentException with a one-line message when a {@code git:} argument lacks REV or PATH
     */
    public static DesignSource parse(String argument) {
        if (!argument.startsWith(GIT_PREFIX)) {
            return new DesignSource(argument, null, argument);
        }
        String rest = argument.substring(GIT_PREFIX.length());
        int colon = rest.indexOf(':');
        if (colon <= 0 || colon == rest.length() - 1) {
            throw new IllegalArgumentException("'" + argument + "' is not git:REV:PATH (for example"
                    + " git:HEAD~1:design.tablesmith.json)");
        }
        return new DesignSource(argument, rest.substring(0, colon), rest.substring(colon + 1));
    }

    /** A file on disk. */
    public static DesignSource file(Path file) {
        return new DesignSource(file.toString(), null, file.toString());
    }

    /** A file at a git revision; {@code path} as {@code git show} reads it. */
    public static DesignSource git(String revision, String path) {
        return new DesignSource(GIT_PREFIX + revision + ":" + path, revision, path);
    }

    public boolean isGit() {
        return revision != null;
    }

    public Optional<String> gitRevision() {
        return Optional.ofNullable(revision);
    }
}
