package dev.tablesmith.io.diff;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs the {@code git} command line in a directory: {@code git show REV:PATH} for a file's content at a revision,
 * {@code git rev-parse --show-toplevel} for the work tree a file is in. Every failure is a {@link GitException}
 * with git's own one-line reason (an unknown revision, a path not in that revision, not a work tree) or a clear
 * line when git is not installed.
 */
public final class GitShow {
    private static final long TIMEOUT_SECONDS = 30;

    private final String gitCommand;

    public GitShow() {
        this("git");
    }

    /** With another executable instead of {@code git} (tests use a name that does not exist). */
    public GitShow(String gitCommand) {
        this.gitCommand = gitCommand;
    }

    /**
     * The bytes of {@code path} at {@code revision}, as {@code git show REV:PATH} run in {@code directory}. A
     * revision that starts with {@code -} is refused before git runs: git would read {@code REV:PATH} as one of its
     * own options ({@code --output=FILE} writes a file), so no text of the user's ever becomes a git option.
     */
    public byte[] show(Path directory, String revision, String path) throws GitException {
        if (revision.isEmpty() || revision.startsWith("-")) {
            throw new GitException("'" + shorten(revision) + "' is not a revision (a revision never starts with"
                    + " '-'; for example HEAD~1 or main)");
        }
        return run(directory, "show", revision + ":" + path);
    }

    private static String shorten(String text) {
        return text.length() <= 80 ? text : text.substring(0, 80) + "… (" + text.length() + " characters)";
    }

    /** The top directory of the git work tree that holds {@code directory}. */
    public Path workTree(Path directory) throws GitException {
        String top = new String(run(directory, "rev-parse", "--show-toplevel"), StandardCharsets.UTF_8).strip();
        return Path.of(top);
    }

    private byte[] run(Path directory, String... arguments) throws GitException {
        List<String> command = new java.util.ArrayList<>();
        command.add(gitCommand);
        command.addAll(List.of(arguments));
        String shown = "git " + String.join(" ", arguments);
        Process process;
        try {
            process = new ProcessBuilder(command).directory(directory.toAbsolutePath().toFile()).start();
        } catch (IOException e) {
            throw new GitException("git is not installed or not on the PATH (needed for " + shown + ")");
        }
        try {
            process.getOutputStream().close();
            CompletableFuture<byte[]> errors = CompletableFuture.supplyAsync(() -> readAll(process
                    .getErrorStream()));
            byte[] output = process.getInputStream().readAllBytes();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                throw new GitException(shown + " did not finish in " + TIMEOUT_SECONDS + " seconds");
            }
            if (process.exitValue() != 0) {
                throw new GitException(shown + ": " + firstLine(errors.join()));
            }
            return output;
        } catch (IOException e) {
            throw new GitException(shown + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
            throw new GitException(shown + " was interrupted");
        }
    }

    private static byte[] readAll(InputStream in) {
        try {
            return in.readAllBytes();
        } catch (IOException e) {
            return new byte[0];
        }
    }

    private static String firstLine(byte[] stderr) {
        String text = new String(stderr, StandardCharsets.UTF_8).strip();
        String line = text.isEmpty() ? "failed" : text.lines().findFirst().orElse("failed");
        return line.replaceFirst("^fatal: ", "");
    }

    /** git could not give what was asked; the message is one line. */
    public static final class GitException extends Exception {
        private static final long serialVersionUID = 1L;

        public GitException(String message) {
            super(message, null, false, false);
        }
    }
}
