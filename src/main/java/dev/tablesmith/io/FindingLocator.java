package dev.tablesmith.io;

import dev.tablesmith.review.Finding;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Turns the JSON Pointers of design-review findings into lines and columns of the design file, the way
 * {@link JsonDesignStore} locates validation problems: at the value the pointer names, or at its nearest
 * enclosing value that exists in the file; a column inside a key template lands on that exact character.
 */
public final class FindingLocator {
    private final String source;
    private final LocationIndex index;

    private FindingLocator(String source, LocationIndex index) {
        this.source = source;
        this.index = index;
    }

    /**
     * Indexes a design file.
     *
     * @throws DesignLoadException when the file is not well-formed JSON (one located problem)
     * @throws IOException         when it cannot be read
     */
    public static FindingLocator load(Path file) throws IOException, DesignLoadException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IOException("cannot read " + file + ": " + AtomicFileWriter.reason(e), e);
        }
        return read(bytes, file.toString());
    }

    /** Indexes design file text; {@code source} names it in the located findings. */
    public static FindingLocator read(byte[] bytes, String source) throws DesignLoadException {
        try {
            return new FindingLocator(source, LocationIndex.build(SourceText.decode(bytes)));
        } catch (MalformedJsonException e) {
            throw new DesignLoadException(List.of(new DesignFileProblem(source, e.line(), e.column(), e.pointer(),
                    e.getMessage())));
        }
    }

    /** The finding with the line and column of its location. */
    public FindingInFile locate(Finding finding) {
        String path = finding.location().path();
        int column = finding.location().column();
        LocationIndex.Position at = index.contains(path) && column > 0
                ? index.insideString(path, column).orElse(index.valueAt(path))
                : index.valueAt(path);
        return new FindingInFile(source, at.line(), at.column(), finding);
    }

    /** Every finding located, in the given order. */
    public List<FindingInFile> locateAll(List<Finding> findings) {
        return findings.stream().map(this::locate).toList();
    }
}
