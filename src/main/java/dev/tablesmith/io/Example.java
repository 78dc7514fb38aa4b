package dev.tablesmith.io;

/**
 * An example design bundled with Tablesmith.
 *
 * @param name        short name, e.g. {@code commerce-main}
 * @param title       display title
 * @param description one line shown in the gallery
 * @param resource    classpath resource of its {@code .tablesmith.json}
 */
public record Example(String name, String title, String description, String resource) {
}
