package dev.tablesmith.ui.settings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.io.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Reads and writes the user's settings as {@code settings.json} in the {@link ConfigDirectory}. Fields this version
 * does not know are kept when saving, so an older Tablesmith does not erase a newer one's settings. A missing or
 * unreadable file means default settings; the app never fails to start over its settings.
 *
 * <p>Blocking file I/O: call it through a {@code TaskRunner}, never on the FX thread.
 */
public final class UserSettingsStore {
    static final String FILE_NAME = "settings.json";
    private static final String RECENT_FILES = "recentFiles";
    private static final String THEME = "theme";
    private static final String NAVIGATOR_SHOWN = "navigatorShown";
    private static final String REVIEW_SHOWN = "reviewShown";

    private final Path file;
    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public UserSettingsStore(Path directory) {
        this.file = directory.resolve(FILE_NAME);
    }

    /** The store in the current user's settings folder. */
    public static UserSettingsStore forCurrentUser() {
        return new UserSettingsStore(ConfigDirectory.forCurrentUser());
    }

    public Path file() {
        return file;
    }

    /** The saved settings, or the defaults when there are none or they cannot be read. */
    public synchronized UserSettings load() {
        return toSettings(readTree());
    }

    /** Applies {@code change} to the saved settings and saves the result atomically; returns it. */
    public synchronized UserSettings update(UnaryOperator<UserSettings> change) throws IOException {
        ObjectNode tree = readTree();
        UserSettings updated = change.apply(toSettings(tree));
        ArrayNode recent = tree.putArray(RECENT_FILES);
        updated.recentFiles().forEach(p -> recent.add(p.toString()));
        tree.put(THEME, updated.theme().setting());
        tree.put(NAVIGATOR_SHOWN, updated.navigatorShown());
        tree.put(REVIEW_SHOWN, updated.reviewShown());
        write(mapper.writeValueAsString(tree) + "\n");
        return updated;
    }

    private ObjectNode readTree() {
        if (!Files.isRegularFile(file)) {
            return mapper.createObjectNode();
        }
        try {
            JsonNode node = mapper.readTree(Files.readString(file, StandardCharsets.UTF_8));
            return node instanceof ObjectNode object ? object : mapper.createObjectNode();
        } catch (IOException e) {
            return mapper.createObjectNode(); // unreadable or not JSON: start from the defaults
        }
    }

    private static UserSettings toSettings(ObjectNode tree) {
        List<Path> recent = new ArrayList<>();
        for (JsonNode entry : tree.path(RECENT_FILES)) {
            if (entry.isTextual()) {
                try {
                    recent.add(Path.of(entry.asText()));
                } catch (InvalidPathException e) {
                    // a path from another platform (a synced settings folder): not usable here, skip it
                }
            }
        }
        return new UserSettings(recent.stream().distinct().limit(UserSettings.MAX_RECENT_FILES).toList(),
                Theme.fromSetting(tree.path(THEME).asText(null)), tree.path(NAVIGATOR_SHOWN).asBoolean(true),
                tree.path(REVIEW_SHOWN).asBoolean(true));
    }

    private void write(String text) throws IOException {
        Files.createDirectories(file.getParent());
        AtomicFiles.write(file, text);
    }
}
