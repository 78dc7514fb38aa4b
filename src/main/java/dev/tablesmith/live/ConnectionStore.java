package dev.tablesmith.live;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The user's saved connections, in {@code connections.json} of the settings folder it is given:
 * <pre>{"version": 1, "connections": [{"name": "local", "endpoint": "http://localhost:8000", "region": null,
 * "profile": null}]}</pre>
 * Only names are stored (endpoint URL, profile name, region); credentials stay in the AWS files and are never
 * written by Tablesmith. Saving writes a temporary file and moves it into place, so a crash leaves the old file.
 */
public final class ConnectionStore {
    /** The file name inside the settings folder. */
    public static final String FILE_NAME = "connections.json";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path file;

    /** A store in {@code settingsDirectory} (created on first save). */
    public ConnectionStore(Path settingsDirectory) {
        this.file = settingsDirectory.resolve(FILE_NAME);
    }

    public Path file() {
        return file;
    }

    /** Every saved connection in the order saved; none when the file does not exist yet. */
    public List<Connection> list() throws IOException {
        return load().connections();
    }

    /**
     * The saved connections and what was wrong with the file. An endpoint saved with credentials in it
     * ({@code http://KEY:SECRET@host}, written by an older version or by hand) is a secret on disk: it is removed
     * from the URL, the file is rewritten without it, and a warning (that does not repeat it) says so. An entry that
     * is not a valid connection (not an object, no name, an endpoint that is not a URL, a bad region, a name saved
     * twice) is skipped with a located warning ({@code FILE:LINE:COL: /connections/N: ...}) and the others load; it
     * stays in the file as it is, through later saves, for the user to mend or delete.
     *
     * @throws IOException when the file cannot be read or is not JSON with a {@code connections} array at all
     */
    public Loaded load() throws IOException {
        Read read = read();
        if (read.cleaned()) {
            write(read.entries());
        }
        List<Connection> out = read.entries().stream().filter(e -> e.connection() != null)
                .map(Entry::connection).toList();
        return new Loaded(List.copyOf(out), List.copyOf(read.warnings()));
    }

    /** One element of the file's {@code connections} array: a connection, or an invalid entry kept as it was. */
    private record Entry(Connection connection, JsonNode raw) {
    }

    private record Read(List<Entry> entries, List<String> warnings, boolean cleaned) {
    }

    private Read read() throws IOException {
        List<Entry> entries = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        if (!Files.exists(file)) {
            return new Read(entries, warnings, false);
        }
        boolean cleaned = false;
        Set<String> names = new HashSet<>();
        try (JsonParser parser = JSON.createParser(file.toFile())) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                throw notConnections(parser.currentTokenLocation(), "not a JSON object");
            }
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                JsonToken value = parser.nextToken();
                if (!"connections".equals(field)) {
                    parser.skipChildren();
                    continue;
                }
                if (value != JsonToken.START_ARRAY) {
                    throw notConnections(parser.currentTokenLocation(), "/connections is not an array");
                }
                int index = 0;
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    JsonLocation at = parser.currentTokenLocation();
                    JsonNode node = parser.readValueAsTree();
                    String where = file + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": /connections/" + index;
                    if (node instanceof ObjectNode object && Connection.hasUserInfo(text(object, "endpoint"))) {
                        warnings.add(file + ": /connections/" + index + "/endpoint: the saved endpoint had "
                                + "credentials in it; they were removed from the file");
                        object.put("endpoint", Connection.strippedOfUserInfo(text(object, "endpoint")));
                        cleaned = true;
                    }
                    String problem = null;
                    Connection connection = null;
                    if (!(node instanceof ObjectNode)) {
                        problem = "not a connection (an object with name, endpoint, profile and region)";
                    } else if (text(node, "name") == null || text(node, "name").isBlank()) {
                        problem = "a saved connection needs a name";
                    } else if (!names.add(text(node, "name"))) {
                        problem = "the name '" + text(node, "name") + "' is saved twice; the first one is used";
                    } else {
                        try {
                            String endpoint = text(node, "endpoint");
                            connection = new Connection(text(node, "name"), endpoint == null ? null
                                    : Connection.parseEndpoint(endpoint), text(node, "profile"), text(node, "region"));
                        } catch (IllegalArgumentException e) {
                            problem = e.getMessage();
                        }
                    }
                    if (problem != null) {
                        warnings.add(where + ": " + problem + "; skipped (it stays in the file)");
                    }
                    entries.add(new Entry(connection, node));
                    index++;
                }
            }
        } catch (JsonProcessingException e) {
            throw notConnections(e.getLocation(), e.getOriginalMessage());
        }
        return new Read(entries, warnings, cleaned);
    }

    private IOException notConnections(JsonLocation at, String why) {
        String where = at == null ? file.toString() : file + ":" + at.getLineNr() + ":" + at.getColumnNr();
        return new IOException(where + ": not a connections file (" + (why == null ? "" : why.lines().findFirst()
                .orElse("")) + ")");
    }

    /**
     * What {@link #load()} read.
     *
     * @param connections the saved connections in the order saved
     * @param warnings    one line each for what was cleaned out of the file or skipped
     */
    public record Loaded(List<Connection> connections, List<String> warnings) {
    }

    /** The connection saved under {@code name}. */
    public Optional<Connection> find(String name) throws IOException {
        return list().stream().filter(c -> name.equals(c.name())).findFirst();
    }

    /** Saves the connection under its name, replacing one of the same name. */
    public void save(Connection connection) throws IOException {
        if (connection.name() == null || connection.name().isBlank()) {
            throw new IllegalArgumentException("a saved connection needs a name");
        }
        List<Entry> all = new ArrayList<>(read().entries());
        int at = indexOf(all, connection.name());
        if (at >= 0) {
            all.set(at, new Entry(connection, null));
        } else {
            all.add(new Entry(connection, null));
        }
        write(all);
    }

    /** Removes the named connection; false when there was none. */
    public boolean remove(String name) throws IOException {
        List<Entry> all = new ArrayList<>(read().entries());
        int at = indexOf(all, name);
        if (at < 0) {
            return false;
        }
        all.remove(at);
        write(all);
        return true;
    }

    private static int indexOf(List<Entry> all, String name) {
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).connection() != null && name.equals(all.get(i).connection().name())) {
                return i;
            }
        }
        return -1;
    }

    private void write(List<Entry> all) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", 1);
        ArrayNode list = root.putArray("connections");
        for (Entry entry : all) {
            if (entry.connection() == null) {
                list.add(entry.raw());
                continue;
            }
            Connection c = entry.connection();
            ObjectNode node = list.addObject();
            node.put("name", c.name());
            node.put("endpoint", c.endpoint() == null ? null : c.endpoint().toString());
            node.put("profile", c.profile());
            node.put("region", c.region());
        }
        Files.createDirectories(file.getParent());
        Path temp = Files.createTempFile(file.getParent(), FILE_NAME, ".tmp");
        try {
            Files.writeString(temp, JSON.writeValueAsString(root) + "\n");
            Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        return value == null || value.isNull() ? null : value.asText();
    }
}
