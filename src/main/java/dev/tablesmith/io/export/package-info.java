/**
 * The export formats that are JSON documents, printed with Jackson, and the list of every exporter
 * ({@link dev.tablesmith.io.export.Exporters}) for the command line and the app's File &gt; Export menu.
 */
package dev.tablesmith.io.export;
