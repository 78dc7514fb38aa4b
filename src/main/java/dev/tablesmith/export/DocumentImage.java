package dev.tablesmith.export;

import java.util.Objects;

/**
 * A picture the design document links to: a view of the designer drawn for one table, written next to the
 * Markdown file. The core only names the picture; an adapter outside the core renders it (the designer draws with
 * JavaFX, which the core may not use).
 *
 * @param table    the table the view shows
 * @param view     the designer view, as {@code tablesmith snapshot --view} names it: {@code entity-chart} or
 *                 {@code collections:INDEX} ({@code collections:table} for the table's own item collections)
 * @param fileName the PNG file's name inside the document's image folder
 * @param alt      what the picture shows, in words, for readers who do not see it
 */
public record DocumentImage(String table, String view, String fileName, String alt) {
    public DocumentImage {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(view, "view");
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(alt, "alt");
        if (fileName.contains("/") || fileName.contains("\\") || fileName.startsWith(".")) {
            throw new IllegalArgumentException("an image file name has no folder: " + fileName);
        }
    }
}
