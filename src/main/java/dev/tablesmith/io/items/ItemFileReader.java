package dev.tablesmith.io.items;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.io.DynamoJsonDocument;
import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Reads a file of sample data in DynamoDB JSON as users have it, telling the {@link ItemFileFormat} from the content,
 * and hands each write it asks for to a consumer in file order.
 *
 * <ul>
 *   <li>gzip (bytes {@code 1f 8b}), or a first non-blank line that is on its own a {@code {"Item": {...}}} object: an
 *       S3 export data file, read line by line as it streams (one item per line; a line that cannot be read is
 *       refused and the others go on);</li>
 *   <li>otherwise the whole file is read as one or more JSON values one after another (as {@code aws ... >> file}
 *       writes successive pages): each a scan/query page ({@code Items}), a get-item answer ({@code Item}), or a
 *       batch-write-item request ({@code {"TABLE": [...]}}, also inside {@code RequestItems}).</li>
 * </ul>
 *
 * <p>Locations: {@code FILE:LINE} for a line of an S3 export; {@code FILE: /Items/3} in a file of one JSON value;
 * {@code FILE:LINE: /Items/3} in a file of several, LINE being where that value starts. JSON nested past Jackson's
 * depth limit (500) is refused as malformed before any reader recurses into it.
 */
public final class ItemFileReader {
    private static final JsonFactory FACTORY = dev.tablesmith.io.JsonLimits.jsonFactory();

    private ItemFileReader() {
    }

    /**
     * Reads {@code file}, naming it {@code name} in locations.
     *
     * @throws ItemFileException when the file is not JSON or not one of the formats, located in one line
     * @throws IOException       when the file cannot be read
     */
    public static ItemFileFormat read(Path file, String name, Consumer<ItemOperation> out)
            throws IOException, ItemFileException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, name, out);
        }
    }

    /** Reads a stream as {@link #read(Path, String, Consumer)} reads a file. */
    public static ItemFileFormat read(InputStream raw, String name, Consumer<ItemOperation> out)
            throws IOException, ItemFileException {
        BufferedInputStream in = new BufferedInputStream(raw, 1 << 16);
        in.mark(2);
        int first = in.read();
        int second = in.read();
        in.reset();
        if (first == 0x1f && second == 0x8b) {
            try {
                LineSplitter lines = new LineSplitter(new GZIPInputStream(in, 1 << 16), false);
                S3ExportLines.readAll(lines, name, out);
            } catch (ZipException | EOFException e) {
                throw new ItemFileException(name + ": the gzip data is damaged or cut short (" + e.getMessage()
                        + "); the lines before were read");
            }
            return ItemFileFormat.S3_EXPORT;
        }
        LineSplitter lines = new LineSplitter(in, true);
        byte[] line = lines.next();
        while (line != null && isBlank(line)) {
            line = lines.next();
        }
        if (line == null) {
            throw new ItemFileException(name + ": the file is empty (expected DynamoDB JSON items)");
        }
        if (S3ExportLines.isExportLine(line)) {
            lines.stopKeeping();
            S3ExportLines.read(line, lines.lineNumber(), name, out);
            S3ExportLines.readAll(lines, name, out);
            return ItemFileFormat.S3_EXPORT;
        }
        return documents(lines.consumedAndRest(), name, out);
    }

    /** Reads the JSON values one after another; the format is the first value's. */
    private static ItemFileFormat documents(byte[] bytes, String name, Consumer<ItemOperation> out)
            throws ItemFileException {
        ItemFileFormat format = null;
        int count = 0;
        long start = 0;
        int startLine = 1;
        int startColumn = 1;
        try (JsonParser parser = FACTORY.createParser(bytes)) {
            while (parser.nextToken() != null) {
                JsonLocation at = parser.currentTokenLocation();
                start = at.getByteOffset();
                startLine = at.getLineNr();
                startColumn = at.getColumnNr();
                parser.skipChildren();
                long end = parser.currentLocation().getByteOffset();
                count++;
                boolean only = count == 1 && isBlank(Arrays.copyOfRange(bytes, (int) end, bytes.length));
                byte[] value = only ? bytes : Arrays.copyOfRange(bytes, (int) start, (int) end);
                String prefix = only ? name + ": " : name + ":" + startLine + ": ";
                ItemFileFormat read = ItemDocument.read(parse(value, name, only ? 1 : startLine,
                        only ? 1 : startColumn), prefix, out);
                format = format == null ? read : format;
            }
        } catch (JsonProcessingException e) {
            byte[] rest = Arrays.copyOfRange(bytes, (int) Math.min(start, bytes.length), bytes.length);
            parse(rest, name, startLine, startColumn);
            JsonLocation where = e.getLocation();
            throw new ItemFileException(name + ":" + (where == null ? startLine : where.getLineNr()) + ":"
                    + (where == null ? startColumn : where.getColumnNr()) + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new ItemFileException(name + ": " + e.getMessage());
        }
        if (format == null) {
            throw new ItemFileException(name + ": the file is empty (expected DynamoDB JSON items)");
        }
        return format;
    }

    /** Parses one value that starts at {@code line}, {@code column} of the file, located in the file's terms. */
    private static DynamoJsonDocument parse(byte[] value, String name, int line, int column) throws ItemFileException {
        try {
            return DynamoJsonDocument.parse(value);
        } catch (DynamoJsonDocument.Malformed e) {
            int fileLine = line + e.line() - 1;
            int fileColumn = e.line() == 1 ? column + e.column() - 1 : e.column();
            throw new ItemFileException(name + ":" + fileLine + ":" + fileColumn + ": " + e.getMessage());
        }
    }

    static boolean isBlank(byte[] bytes) {
        for (byte b : bytes) {
            if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
                return false;
            }
        }
        return true;
    }
}
