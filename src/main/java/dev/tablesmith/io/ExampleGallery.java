package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The bundled example designs, listed in {@code index.json} in their classpath folder (by default
 * {@code /dev/tablesmith/examples/}): an array of {@code {"name", "title", "description", "file"}} objects, in
 * gallery order, whose files lie beside the index.
 */
public final class ExampleGallery {
    /** Where the bundled examples live on the classpath. */
    public static final String DEFAULT_FOLDER = "/dev/tablesmith/examples/";

    private static final ObjectMapper MAPPER = JsonLimits.jsonMapper();
    private static final List<String> ENTRY_FIELDS = List.of("name", "title", "description", "file");

    private final String folder;
    private final JsonDesignStore store;

    /** The bundled gallery. */
    public ExampleGallery() {
        this(DEFAULT_FOLDER);
    }

    /**
     * A gallery in another classpath folder.
     *
     * @param folder an absolute resource folder such as {@code /dev/tablesmith/examples/} (a missing trailing
     *               slash is added)
     */
    public ExampleGallery(String folder) {
        this(folder, new JsonDesignStore());
    }

    ExampleGallery(String folder, JsonDesignStore store) {
        String absolute = folder.startsWith("/") ? folder : "/" + folder;
        this.folder = absolute.endsWith("/") ? absolute : absolute + "/";
        this.store = store;
    }

    /**
     * All examples, in gallery order.
     *
     * @throws IOException when the index is missing or not a list of complete entries
     */
    public List<Example> list() throws IOException {
        String index = folder + "index.json";
        JsonNode root;
        try (InputStream in = open(index, "example gallery index")) {
            root = MAPPER.readTree(in);
        } catch (JsonProcessingException e) {
            throw new IOException("example gallery index " + index + " is not valid JSON (line "
                    + e.getLocation().getLineNr() + ")", e);
        }
        if (root == null || !root.isArray()) {
            throw new IOException("example gallery index " + index + " must be a JSON array of examples");
        }
        List<Example> examples = new ArrayList<>();
        for (int i = 0; i < root.size(); i++) {
            JsonNode entry = root.get(i);
            for (String field : ENTRY_FIELDS) {
                if (entry == null || !entry.path(field).isTextual()) {
                    throw new IOException("example gallery index " + index + ": entry " + (i + 1)
                            + " needs a string '" + field + "'");
                }
            }
            examples.add(new Example(entry.get("name").textValue(), entry.get("title").textValue(),
                    entry.get("description").textValue(), folder + entry.get("file").textValue()));
        }
        return examples;
    }

    /** The example named {@code name}, if the gallery has one. */
    public Optional<Example> find(String name) throws IOException {
        return list().stream().filter(e -> e.name().equals(name)).findFirst();
    }

    /** The example's file text, exactly as bundled. */
    public String text(Example example) throws IOException {
        try (InputStream in = open(example.resource(), "example file")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** Loads and validates the example. */
    public Design load(Example example) throws IOException, DesignLoadException {
        try (InputStream in = open(example.resource(), "example file")) {
            String resource = example.resource();
            return store.read(in, resource.substring(resource.lastIndexOf('/') + 1));
        }
    }

    private InputStream open(String resource, String what) throws IOException {
        InputStream in = ExampleGallery.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IOException(what + " not found on the classpath: " + resource);
        }
        return in;
    }
}
