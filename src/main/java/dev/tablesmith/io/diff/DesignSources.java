package dev.tablesmith.io.diff;

import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.interop.DesignFiles;
import dev.tablesmith.io.interop.ImportException;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.file.Path;

/** Loads either side of a diff, from a file or from git, with the same validation as opening a design file. */
public final class DesignSources {
    private final DesignFiles files = new DesignFiles();
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
            throws DesignLoadException, ImportException, IOException, GitShow.GitException {
        return open(source, directory).design();
    }

    /** {@link #load}, with what opening the file noticed (a credential in it, say). */
    public DesignFiles.Opened open(DesignSource source, Path directory)
            throws DesignLoadException, ImportException, IOException, GitShow.GitException {
        if (!source.isGit()) {
            Path file = directory.resolve(source.path());
            return files.open(file, file.toString());
        }
        byte[] bytes = git.show(directory, source.revision(), source.path());
        Path name = Path.of(source.path()).getFileName();
        return files.read(bytes, source.revision() + ":" + source.path(),
                name == null ? "imported" : name.toString());
    }

    /**
     * The design file {@code file} as it was at {@code revision}: the file's work tree is found with git and the
     * path made relative to it, so it does not matter which directory the app runs in.
     */
    public Design loadAtRevision(Path file, String revision)
            throws DesignLoadException, ImportException, IOException, GitShow.GitException {
        Path absolute = file.toAbsolutePath().normalize();
        Path directory = absolute.getParent();
        Path top = git.workTree(directory).toRealPath();
        String relative = top.relativize(absolute.toRealPath()).toString().replace('\\', '/');
        return load(DesignSource.git(revision, relative), top);
    }
}
