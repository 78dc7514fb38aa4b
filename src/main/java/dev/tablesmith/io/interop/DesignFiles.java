package dev.tablesmith.io.interop;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.io.SecretText;
import dev.tablesmith.io.Utf8Text;
import dev.tablesmith.model.Design;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Opening any file a design can come from: a Tablesmith design file, or another tool's file that
 * {@link DesignImport} reads (NoSQL Workbench, OneTable, CloudFormation, ...), imported in memory. This is what File
 * &gt; Open does and what every command that reads a design does, so that {@code tablesmith check model.json} works
 * on a Workbench model as the app's Open does. Which one a file is comes from its content, never its name.
 */
public final class DesignFiles {
    private static final JsonFactory JSON = dev.tablesmith.io.JsonLimits.jsonFactory();

    private final JsonDesignStore store;

    public DesignFiles(JsonDesignStore store) {
        this.store = store;
    }

    public DesignFiles() {
        this(new JsonDesignStore());
    }

    /**
     * A design as opened: the design file's own design, or the design imported from another format with what the
     * import could not carry over.
     *
     * @param design   the design (always valid: a design file that is not valid throws instead)
     * @param imported the import, when the file was another tool's
     */
    public record Opened(Design design, Optional<ImportResult> imported, Optional<String> secretWarning) {
        public Opened(Design design, Optional<ImportResult> imported) {
            this(design, imported, Optional.empty());
        }

        static Opened designFile(Design design) {
            return new Opened(design, Optional.empty());
        }

        Opened withSecretWarning(Optional<String> warning) {
            return new Opened(design, imported, warning);
        }

        /** Whether the file was another tool's format, imported in memory. */
        public boolean isImported() {
            return imported.isPresent();
        }

        /**
         * The lines that tell a user what happened, {@code FILE: read as ... (imported in memory, N warnings)} and
         * then each warning as {@code FILE: PATH: MESSAGE}; none for a design file.
         */
        public List<String> notices(String sourceName) {
            if (imported.isEmpty()) {
                return secretWarning.stream().toList();
            }
            ImportResult result = imported.get();
            int count = result.warnings().size();
            String first = sourceName + ": read as a " + result.format().label() + " (imported in memory, " + count
                    + (count == 1 ? " warning" : " warnings") + ")";
            return Stream.concat(Stream.concat(Stream.of(first), secretWarning.stream()),
                    result.warnings().stream().map(w -> w.format(sourceName))).toList();
        }
    }

    /**
     * Opens {@code file}; {@code sourceName} names it in problems and warnings (the path as given, or just the file
     * name in the app).
     *
     * @throws DesignLoadException a design file with problems, each located
     * @throws ImportException     another tool's file that cannot be imported (one located line)
     * @throws IOException         the file cannot be read
     */
    public Opened open(Path file, String sourceName) throws IOException, DesignLoadException, ImportException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IOException("cannot read " + file + ": " + AtomicFiles.reason(e), e);
        }
        Path name = file.getFileName();
        return read(bytes, sourceName, DesignImport.stem(name == null ? "imported" : name.toString()));
    }

    /**
     * {@link #open} for bytes already read (a file at a git revision, say). A credential in them is masked before
     * they are read ({@link SecretText#mask}): the design opened never holds it, so no save, export or diff of it
     * does either; {@link Opened#secretWarning()} says so, located.
     *
     * @param defaultName the design's name when an imported source has none
     */
    public Opened read(byte[] bytes, String sourceName, String defaultName)
            throws IOException, DesignLoadException, ImportException {
        SecretText.MaskedBytes masked = SecretText.mask(bytes, sourceName);
        return readDesign(masked.bytes(), sourceName, defaultName).withSecretWarning(masked.warning());
    }

    private Opened readDesign(byte[] bytes, String sourceName, String defaultName)
            throws IOException, DesignLoadException, ImportException {
        if (declaresTablesmithFormat(bytes)) {
            return Opened.designFile(store.read(new ByteArrayInputStream(bytes), sourceName));
        }
        String text;
        try {
            text = Utf8Text.decode(bytes, Utf8Text.DESIGN_FILE);
        } catch (Utf8Text.NotTextException notText) {
            return Opened.designFile(store.read(new ByteArrayInputStream(bytes), sourceName));
        }
        try {
            ImportResult result = DesignImport.read(text, sourceName, defaultName);
            return new Opened(result.design(), Optional.of(result));
        } catch (ImportException notImported) {
            if (!mayBeDesignFile(bytes)) {
                throw notImported;
            }
            return Opened.designFile(store.read(new ByteArrayInputStream(bytes), sourceName));
        }
    }

    /**
     * Top-level fields that only other tools' files have: a file with one of them that cannot be imported is told
     * why the import failed, not that it lacks a design file's fields.
     */
    private static final Set<String> FOREIGN_FIELDS = Set.of("DataModel", "ModelName", "Resources", "resources",
            "AWSTemplateFormatVersion", "models", "indexes", "resource", "Table", "TableDescription", "TableName",
            "KeySchema");

    /**
     * Whether a file that could not be imported is better reported as a design file with problems: malformed JSON
     * (its located syntax error), or a JSON object without any field only other tools' files have. YAML,
     * JavaScript and the like are not.
     */
    private static boolean mayBeDesignFile(byte[] bytes) {
        try (JsonParser parser = JSON.createParser(bytes)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            boolean foreign = false;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                foreign |= FOREIGN_FIELDS.contains(parser.currentName());
                parser.nextToken();
                parser.skipChildren();
            }
            return !foreign;
        } catch (IOException malformed) {
            return startsWithBrace(bytes);
        }
    }

    private static boolean startsWithBrace(byte[] bytes) {
        for (byte b : bytes) {
            if (b == '{') {
                return true;
            }
            if (b != ' ' && b != '\t' && b != '\n' && b != '\r' && b != (byte) 0xEF && b != (byte) 0xBB
                    && b != (byte) 0xBF) {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether the bytes are a JSON object whose top-level {@code format} says {@code tablesmith/...}, read token by
     * token and stopping there: a design file writes {@code format} first, so a design of hundreds of megabytes is
     * recognised without being decoded twice. Anything else answers false and goes through import detection.
     */
    static boolean declaresTablesmithFormat(byte[] bytes) {
        try (JsonParser parser = JSON.createParser(bytes)) {
            return declaresTablesmithFormat(parser);
        } catch (IOException malformed) {
            return false;
        }
    }

    /** {@link #declaresTablesmithFormat(byte[])} on a parser at the start of the document. */
    static boolean declaresTablesmithFormat(JsonParser parser) {
        try {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                return false;
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if ("format".equals(field)) {
                    return value == JsonToken.VALUE_STRING && parser.getText().startsWith("tablesmith/");
                }
                parser.skipChildren();
            }
            return false;
        } catch (IOException malformed) {
            return false;
        }
    }
}
