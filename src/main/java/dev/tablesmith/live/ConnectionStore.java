package dev.tablesmith.live;

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
import java.util.List;
import java.util.Optional;

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
     * from the URL, the file is rewritten without it, and a warning (that does not repeat it) says so.
     */
    public Loaded load() throws IOException {
        if (!Files.exists(file)) {
            return new Loaded(List.of(), List.of());
        }
        JsonNode root;
        try {
            root = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new IOException(file + ": not a connections file (" + e.getMessage().lines().findFirst()
                    .orElse("") + ")", e);
        }
        List<Connection> out = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        int index = 0;
        for (JsonNode node : root.path("connections")) {
            String endpoint = text(node, "endpoint");
            if (Connection.hasUserInfo(endpoint)) {
                warnings.add(file + ": /connections/" + index + "/endpoint: the saved endpoint had credentials in "
                        + "it; they were removed from the file");
                endpoint = Connection.strippedOfUserInfo(endpoint);
            }
            try {
                out.add(new Connection(text(node, "name"), endpoint == null ? null : Connection.parseEndpoint(
                        endpoint), text(node, "profile"), text(node, "region")));
            } catch (IllegalArgumentException e) {
                throw new IOException(file + ": /connections/" + index + ": " + e.getMessage(), e);
            }
            index++;
        }
        if (!warnings.isEmpty()) {
            write(out);
        }
        return new Loaded(List.copyOf(out), List.copyOf(warnings));
    }

    /**
     * What {@link #load()} read.
     *
     * @param connections the saved connections in the order saved
     * @param warnings    one line each for what was cleaned out of the file
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
        List<Connection> all = new ArrayList<>(list());
        int at = indexOf(all, connection.name());
        if (at >= 0) {
            all.set(at, connection);
        } else {
            all.add(connection);
        }
        write(all);
    }

    /** Removes the named connection; false when there was none. */
    public boolean remove(String name) throws IOException {
        List<Connection> all = new ArrayList<>(list());
        int at = indexOf(all, name);
        if (at < 0) {
            return false;
        }
        all.remove(at);
        write(all);
        return true;
    }

    private static int indexOf(List<Connection> all, String name) {
        for (int i = 0; i < all.size(); i++) {
            if (name.equals(all.get(i).name())) {
                return i;
            }
        }
        return -1;
    }

    private void write(List<Connection> all) throws IOException {
        ObjectNode root = JSON.createObjectNode();
        root.put("version", 1);
        ArrayNode list = root.putArray("connections");
        for (Connection c : all) {
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
