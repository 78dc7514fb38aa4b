package dev.tablesmith.export;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The design document while it is written: the text, the headings it links between ({@link MarkdownAnchors}) and
 * the pictures it links to. Without an image folder (standard output) a picture is left out together with its
 * link, so that the page never shows a broken image.
 */
final class MarkdownPage {
    private final StringBuilder text = new StringBuilder();
    private final MarkdownAnchors anchors = new MarkdownAnchors();
    private final String imageFolder;
    private final List<DocumentImage> images = new ArrayList<>();
    private final java.util.Set<String> fileNames = new java.util.HashSet<>();

    /** A page whose pictures go into {@code imageFolder} (relative to the page), or none when it is null. */
    MarkdownPage(String imageFolder) {
        this.imageFolder = imageFolder;
    }

    MarkdownPage append(String markdown) {
        text.append(markdown);
        return this;
    }

    /** A paragraph: the text and a blank line. */
    MarkdownPage paragraph(String markdown) {
        text.append(markdown).append("\n\n");
        return this;
    }

    /** A heading registered under {@code key} for {@link MarkdownAnchors#link} links. */
    MarkdownPage heading(int level, String key, String markdown) {
        text.append(anchors.heading(level, key, markdown));
        return this;
    }

    /** A table followed by a blank line. */
    MarkdownPage table(MarkdownTable table) {
        text.append(table.render()).append('\n');
        return this;
    }

    /**
     * A picture of {@code view} of {@code table} in its own paragraph, named {@code name}.png in the image folder;
     * nothing when the page has no image folder.
     */
    MarkdownPage image(String table, String view, String name, String alt) {
        if (imageFolder == null) {
            return this;
        }
        String file = fileName(table + "-" + name, "");
        for (int n = 2; !fileNames.add(file); n++) { // GSI1 and gsi1 are two indexes, but one file on macOS
            file = fileName(table + "-" + name, "-" + n);
        }
        DocumentImage image = new DocumentImage(table, view, file, alt);
        images.add(image);
        text.append("![").append(alt.replace("[", "(").replace("]", ")")).append("](")
                .append(linkPath(imageFolder + "/" + image.fileName())).append(")\n\n");
        return this;
    }

    MarkdownDocument document() {
        return new MarkdownDocument(anchors.resolve(text.toString()), images.isEmpty() ? null : imageFolder, images);
    }

    /** A file name safe on every file system and in a URL: letters, digits, dot, hyphen, underscore. */
    static String fileName(String name, String suffix) {
        String safe = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._-]+", "-").replaceAll("^[-.]+", "");
        return (safe.isEmpty() ? "image" : safe) + suffix + ".png";
    }

    /** A relative path as a link target: spaces and other characters a URL cannot hold are percent-encoded. */
    static String linkPath(String path) {
        try {
            String relative = path.indexOf(':') >= 0 && path.indexOf(':') < path.indexOf('/') ? "./" + path : path;
            return new URI(null, null, relative, null).toASCIIString();
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("not a relative path: " + path, e);
        }
    }
}
