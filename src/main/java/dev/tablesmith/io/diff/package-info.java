/**
 * The edges of {@code tablesmith diff} and the app's Compare with…: where the two designs come from (a file, or a
 * file at a git revision read with {@code git show REV:PATH}) and the diff as JSON (Jackson). The comparison itself
 * is pure and lives in {@link dev.tablesmith.export.diff}.
 */
package dev.tablesmith.io.diff;
