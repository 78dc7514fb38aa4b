package dev.tablesmith.io.export;

import dev.tablesmith.export.DocumentImage;
import dev.tablesmith.export.MarkdownDocument;
import dev.tablesmith.export.MarkdownExporter;
import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.FileWriteException;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Writes the design document as a file with its pictures beside it: {@code design.md} and
 * {@code design-images/*.png}, linked relatively so that a code host shows them. The pictures are drawn into a
 * hidden staging folder first and moved into place one by one, and the Markdown is written last and atomically
 * ({@link ExportFiles#write}): a failure leaves the earlier document as it was, never a page whose links point at
 * pictures that were not written.
 */
public final class MarkdownFiles {
    private final MarkdownExporter exporter;
    private final DocumentImageRenderer renderer;

    /** Writes with {@code renderer}'s pictures, or without pictures when it is null. */
    public MarkdownFiles(MarkdownExporter exporter, DocumentImageRenderer renderer) {
        this.exporter = exporter;
        this.renderer = renderer;
    }

    /**
     * Writes the document to {@code target} and its pictures into the folder named after it; returns the document
     * written.
     *
     * @throws IOException with a one-line message naming the file and the reason
     */
    public MarkdownDocument write(Design design, Path target) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new IOException("cannot write " + target + ": folder " + folder + " does not exist");
        }
        String imageFolder = MarkdownDocument.imageFolderFor(absolute.getFileName().toString());
        MarkdownDocument document = exporter.document(design, renderer == null ? null : imageFolder);
        if (!document.images().isEmpty()) {
            writeImages(design, document, folder.resolve(imageFolder), folder, target);
        }
        ExportFiles.write(target, document.text());
        return document;
    }

    private void writeImages(Design design, MarkdownDocument document, Path images, Path folder, Path target)
            throws IOException {
        Path staging = null;
        try {
            Files.createDirectories(images);
            staging = AtomicFiles.stagingFolder(folder, images.getFileName().toString());
            try {
                renderer.render(design, document.images(), staging);
            } catch (IllegalStateException | IllegalArgumentException | UnsupportedOperationException e) {
                throw new IOException(e.getMessage(), e);
            }
            for (DocumentImage image : document.images()) {
                move(staging.resolve(image.fileName()), images.resolve(image.fileName()));
            }
        } catch (IOException e) {
            String reason = e instanceof FileWriteException || e instanceof java.nio.file.FileSystemException
                    ? AtomicFiles.folderRefusal(folder, e) // "permission denied", not the path it names
                    : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            throw new IOException("cannot write the pictures of " + target + " into " + images + ": " + reason, e);
        } finally {
            if (staging != null) {
                deleteTree(staging);
            }
        }
    }

    private static void move(Path from, Path to) throws IOException {
        if (!Files.isRegularFile(from)) {
            throw new IOException("the designer drew no " + from.getFileName());
        }
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // a staging folder left behind is hidden and harmless; the export itself succeeded or failed already
        }
    }
}
