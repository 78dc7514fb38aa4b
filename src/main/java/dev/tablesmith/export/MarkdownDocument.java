package dev.tablesmith.export;

import java.util.List;
import java.util.Objects;

/**
 * The design document and the pictures its text links to.
 *
 * @param text        the Markdown, ending in a newline
 * @param imageFolder the folder the links point into, relative to the Markdown file, or null when the document
 *                    has no pictures (written to standard output, where a link would have nothing to show)
 * @param images      the pictures to write into {@code imageFolder}, each linked once from {@code text}
 */
public record MarkdownDocument(String text, String imageFolder, List<DocumentImage> images) {
    public MarkdownDocument {
        Objects.requireNonNull(text, "text");
        images = List.copyOf(images);
        if (imageFolder == null && !images.isEmpty()) {
            throw new IllegalArgumentException("pictures need a folder to be written to");
        }
    }

    /**
     * The image folder for a Markdown file: its name without {@code .md} and with {@code -images}, so that
     * {@code design.md} links into {@code design-images/}.
     */
    public static String imageFolderFor(String markdownFileName) {
        String base = markdownFileName.toLowerCase(java.util.Locale.ROOT).endsWith(".md")
                ? markdownFileName.substring(0, markdownFileName.length() - 3) : markdownFileName;
        return (base.isBlank() ? "design" : base) + "-images";
    }
}
