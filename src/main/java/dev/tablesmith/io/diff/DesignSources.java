package dev.tablesmith.io.diff;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Path;

/** Loads either side of a diff, from a file or from git, with the same validation as opening a design file. */
public final class DesignSources {
    private final JsonDesignStore store = new JsonDesignStore();
    private final GitShow git;

    public DesignSources() {
        this(new GitShow());
    }

    public DesignSources(GitShow git) {
        this.git = git;
    }

    /**
     * The design at {@code source}; a git source is read with {@code git show} run in {@code directory}, and its
     * problems are located as {@code REV:PATH:LINE:COL}.
     */
    public Design load(DesignSource source, Path directory)
            throws DesignLoadException, IOException, GitShow.GitException {
        if (!source.isGit()) {
            return store.load(directory.resolve(source.path()));
        }
        byte[] bytes = git.show(directory, source.revision(), source.path());
        return store.read(new ByteArrayInputStream(bytes), source.revision() + ":" + source.path());
    }

    /**
     * The design file {@code file} as it was at {@code revision}: the file's work tree is found with git and the
     * path made relative to it, so it does not matter which directory the app runs in.
     */
    public Design loadAtRevision(Path file, String revision)
            throws DesignLoadException, IOException, GitShow.GitException {
        Path absolute = file.toAbsolutePath().normalize();
        Path directory = absolute.getParent();
        Path top = git.workTree(directory).toRealPath();
        String relative = top.relativize(absolute.toRealPath()).toString().replace('\\', '/');
        return load(DesignSource.git(revision, relative), top);
    }
}
