package dev.tablesmith.ui.recovery;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.io.AtomicFiles;
import dev.tablesmith.io.DesignLoadException;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.settings.ConfigDirectory;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The recovery folder ({@code recovery/} in the {@link ConfigDirectory}): one {@code ID.recovery.json} per open
 * designer window with unsaved changes, holding the design and the file it belongs to. Files are written atomically
 * (temp file, then rename), so a crash during an autosave leaves the previous autosave intact. A file that cannot be
 * read is moved to {@code recovery/corrupt/} and reported, never thrown at start-up.
 *
 * <p>Each file names the running instance that wrote it ({@link InstanceLock}, taken on first use): a scan leaves
 * out the files of other instances that are still running, so a second Tablesmith never offers to recover (or discard) a
 * design another one has open. Files of an instance that ended without closing them, and files written before
 * instances were recorded, are offered.
 *
 * <p>Blocking file I/O: call it off the FX thread.
 */
public final class RecoveryStore {
    static final String SUFFIX = ".recovery.json";
    static final String CORRUPT_FOLDER = "corrupt";
    private static final String FORMAT = "tablesmith-recovery/1";

    private final Path directory;
    private final JsonDesignStore designs;
    private final ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private InstanceLock instance;
    private boolean instanceFailed;

    public RecoveryStore(Path directory, JsonDesignStore designs) {
        this.directory = directory;
        this.designs = designs;
    }

    /** The store in the current user's settings folder. */
    public static RecoveryStore forCurrentUser() {
        return new RecoveryStore(ConfigDirectory.forCurrentUser().resolve("recovery"), new JsonDesignStore());
    }

    public Path directory() {
        return directory;
    }

    /** The recovery file of the window with {@code id}. */
    public Path fileOf(String id) {
        return directory.resolve(id + SUFFIX);
    }

    /** Writes (atomically replaces) the recovery file of window {@code id}. */
    public synchronized void write(String id, Design design, Path originalFile, Instant savedAt) throws IOException {
        ObjectNode root = mapper.createObjectNode();
        root.put("format", FORMAT);
        if (originalFile == null) {
            root.putNull("originalFile");
        } else {
            root.put("originalFile", originalFile.toAbsolutePath().normalize().toString());
        }
        root.put("savedAt", savedAt.toString());
        InstanceLock lock = instance();
        if (lock != null) {
            root.put("instance", lock.id());
        }
        root.set("design", mapper.readTree(designs.write(design)));
        Files.createDirectories(directory);
        Path target = fileOf(id);
        AtomicFiles.write(target, mapper.writeValueAsString(root) + "\n");
    }

    /** Deletes the recovery file of window {@code id}, if there is one. */
    public synchronized void delete(String id) throws IOException {
        Files.deleteIfExists(fileOf(id));
    }

    /**
     * Reads every recovery file. Each one that cannot be read is moved to {@code corrupt/} and reported in
     * {@link RecoveryScan#problems()} with the reason.
     */
    public synchronized RecoveryScan scan() {
        List<RecoveryFile> found = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return new RecoveryScan(found, problems);
        }
        List<Path> files = new ArrayList<>();
        try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
            stream.forEach(files::add);
        } catch (IOException e) {
            problems.add("The recovery folder " + directory + " could not be read: " + e.getMessage());
            return new RecoveryScan(found, problems);
        }
        files.sort(Comparator.naturalOrder());
        InstanceLock lock = instance();
        for (Path file : files) {
            try {
                if (lock != null && writtenByRunningInstance(file, lock)) {
                    continue; // open in a running Tablesmith: not this one's to recover or discard
                }
                found.add(read(file));
            } catch (IOException | RuntimeException | DesignLoadException e) {
                problems.add(setAside(file, reason(e)));
            }
        }
        found.sort(Comparator.comparing(RecoveryFile::savedAt));
        return new RecoveryScan(found, problems);
    }

    /** This process's instance lock, taken on first use; null when it cannot be taken (then nothing is left out). */
    private InstanceLock instance() {
        if (instance == null && !instanceFailed) {
            try {
                instance = InstanceLock.acquire(directory.resolveSibling(InstanceLock.FOLDER));
            } catch (IOException | RuntimeException e) {
                instanceFailed = true;
            }
        }
        return instance;
    }

    private boolean writtenByRunningInstance(Path file, InstanceLock lock) throws IOException {
        JsonNode writer = mapper.readTree(Files.readString(file, StandardCharsets.UTF_8)).path("instance");
        return writer.isTextual() && !writer.asText().equals(lock.id()) && lock.isRunning(writer.asText());
    }

    /** Releases this instance's lock (the app is closing); its remaining recovery files become recoverable. */
    public synchronized void close() {
        if (instance != null) {
            try {
                instance.close();
            } catch (IOException e) {
                // the lock goes with the process anyway
            }
            instance = null;
        }
    }

    RecoveryFile read(Path file) throws IOException, DesignLoadException {
        JsonNode root = mapper.readTree(Files.readString(file, StandardCharsets.UTF_8));
        if (root == null || !root.isObject() || !FORMAT.equals(root.path("format").asText())) {
            throw new IOException("not a Tablesmith recovery file");
        }
        JsonNode design = root.path("design");
        if (!design.isObject()) {
            throw new IOException("it holds no design");
        }
        Instant savedAt;
        try {
            savedAt = Instant.parse(root.path("savedAt").asText());
        } catch (DateTimeParseException e) {
            throw new IOException("its savedAt is not a time");
        }
        Path original = null;
        JsonNode originalNode = root.path("originalFile");
        if (originalNode.isTextual()) {
            try {
                original = Path.of(originalNode.asText());
            } catch (InvalidPathException e) {
                throw new IOException("its original file is not a path here: " + originalNode.asText());
            }
        }
        Design loaded = designs.readForEditing(new ByteArrayInputStream(
                mapper.writeValueAsBytes(design)), file.getFileName().toString()).design();
        String name = file.getFileName().toString();
        return new RecoveryFile(name.substring(0, name.length() - SUFFIX.length()), loaded, original, savedAt);
    }

    private String setAside(Path file, String reason) {
        Path aside = directory.resolve(CORRUPT_FOLDER).resolve(file.getFileName());
        try {
            Files.createDirectories(aside.getParent());
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            return "The recovery file " + file.getFileName() + " could not be read (" + reason + "); it was kept as "
                    + aside + ".";
        } catch (IOException e) {
            return "The recovery file " + file + " could not be read (" + reason + ") nor moved aside.";
        }
    }

    private static String reason(Exception e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            return e.getClass().getSimpleName();
        }
        return message.lines().findFirst().orElse(message);
    }
}
