package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.model.Design;
import dev.tablesmith.review.Echo;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads exercise files ({@code NAME.exercise.json}, format {@code tablesmith-exercise-1}, documented in
 * {@code docs/exercises.md}): the task, the starting design (a file beside the exercise, a bundled example, or
 * inline), the checks, hints and an optional model solution. The bundled exercises live in
 * {@code /dev/tablesmith/classroom/exercises/}, listed in order in its {@code index.json}.
 */
public final class ExerciseFiles {
    /** The format name an exercise file declares. */
    public static final String FORMAT = "tablesmith-exercise-1";
    /** Where the bundled exercises live on the classpath. */
    public static final String BUNDLED_FOLDER = "/dev/tablesmith/classroom/exercises/";

    private static final ObjectMapper MAPPER = JsonLimits.jsonMapper();

    private final JsonDesignStore store = new JsonDesignStore();
    private final ExampleGallery examples = new ExampleGallery();

    /** Where a design reference's {@code file} is read from. */
    private interface Folder {
        InputStream open(String relative) throws IOException;
    }

    /** Reads an exercise file; its {@code file} references are relative to the file's folder. */
    public ExerciseFile read(Path file) throws ExerciseFileException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new ExerciseFileException(file + ": no such file");
        } catch (IOException e) {
            throw new ExerciseFileException(file + ": cannot read: " + e.getMessage(), e);
        }
        Path folder = file.toAbsolutePath().getParent();
        return parse(bytes, file.toString(), relative -> Files.newInputStream(inside(folder, relative)));
    }

    /**
     * {@code relative} resolved in the exercise's own folder, and only there: a {@code file} such as
     * {@code ../../etc/passwd}, an absolute path, or a link that leads out of the folder is refused before anything
     * is read, so an exercise file handed to a teacher cannot make Tablesmith read (and quote) other files.
     */
    static Path inside(Path folder, String relative) throws IOException {
        Path base = folder.toAbsolutePath().normalize();
        Path target = base.resolve(relative).normalize();
        boolean outside = !target.startsWith(base);
        if (!outside && Files.exists(target)) {
            outside = !target.toRealPath().startsWith(base.toRealPath());
        }
        if (outside) {
            throw new IOException("'" + (relative.length() <= 80 ? relative : relative.substring(0, 80) + "…")
                    + "' is outside the exercise's folder; a design file is read only from the exercise's own"
                    + " folder");
        }
        return target;
    }

    /** The bundled exercises, in order of rising difficulty. */
    public List<ExerciseFile> bundled() throws ExerciseFileException {
        JsonNode index = tree(resource("index.json"), BUNDLED_FOLDER + "index.json");
        List<ExerciseFile> exercises = new ArrayList<>();
        for (JsonNode name : index) {
            String resource = name.asText();
            exercises.add(parse(resource(resource), resource, this::openBundled));
        }
        return exercises;
    }

    /** The bundled exercise named {@code name}, if there is one. */
    public Optional<ExerciseFile> bundled(String name) throws ExerciseFileException {
        return bundled().stream().filter(e -> e.exercise().name().equals(name)).findFirst();
    }

    private InputStream openBundled(String relative) throws IOException {
        InputStream in = ExerciseFiles.class.getResourceAsStream(BUNDLED_FOLDER + relative);
        if (in == null) {
            throw new NoSuchFileException(BUNDLED_FOLDER + relative);
        }
        return in;
    }

    private byte[] resource(String relative) throws ExerciseFileException {
        try (InputStream in = openBundled(relative)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new ExerciseFileException("bundled exercise not found: " + BUNDLED_FOLDER + relative, e);
        }
    }

    private ExerciseFile parse(byte[] bytes, String source, Folder folder) throws ExerciseFileException {
        JsonNode root = tree(bytes, source);
        try {
            return parse(root, source, folder);
        } catch (ExerciseFileException e) {
            throw located(e, bytes, source);
        } catch (RuntimeException e) { // a shape no check foresaw: still one line about this file
            throw located(new ExerciseFileException(source + ": cannot read the exercise: " + e.getMessage(), e),
                    bytes, source);
        }
    }

    /**
     * {@code FILE: /pointer: message} made {@code FILE:LINE:COL: /pointer: message}, as design files are reported,
     * the position being where the value at the pointer (or its nearest existing parent) starts in the file.
     */
    private static ExerciseFileException located(ExerciseFileException e, byte[] bytes, String source) {
        String message = e.getMessage();
        String prefix = source + ": ";
        if (message == null || !message.startsWith(prefix)) {
            return e;
        }
        String rest = message.substring(prefix.length());
        String pointer = rest.startsWith("/") && rest.contains(": ") ? rest.substring(0, rest.indexOf(": ")) : "";
        try {
            LocationIndex index = LocationIndex.build(Utf8Text.decode(bytes, "an exercise file"));
            LocationIndex.Position at = index.valueAt(pointer);
            return new ExerciseFileException(source + ":" + at.line() + ":" + at.column() + ": "
                    + Echo.capQuoted(rest), e);
        } catch (MalformedJsonException | Utf8Text.NotTextException notIndexed) {
            return e;
        }
    }

    private ExerciseFile parse(JsonNode root, String source, Folder folder) throws ExerciseFileException {
        if (!root.isObject()) {
            throw new ExerciseFileException(source + ": an exercise file is a JSON object");
        }
        if (!FORMAT.equals(root.path("format").asText())) {
            throw new ExerciseFileException(source + ": /format: must be \"" + FORMAT + "\"");
        }
        String name = required(root, "name", source);
        Design start = design(root.get("start"), "/start", source, folder)
                .orElseThrow(() -> new ExerciseFileException(source + ": /start: needs the starting design"));
        Optional<Design> solution = design(root.get("solution"), "/solution", source, folder);
        List<String> hints = new ArrayList<>();
        root.path("hints").forEach(h -> hints.add(h.asText()));
        Exercise exercise = new Exercise(name, root.path("title").asText(name), root.path("level").asInt(1),
                required(root, "task", source), start, new ExerciseChecksReader(source).read(root.get("checks")),
                hints, root.path("lesson").asText(""));
        return new ExerciseFile(exercise, solution);
    }

    private Optional<Design> design(JsonNode reference, String at, String source, Folder folder)
            throws ExerciseFileException {
        if (reference == null || reference.isNull()) {
            return Optional.empty();
        }
        String where = source + ": " + at;
        try {
            if (reference.hasNonNull("design")) {
                byte[] inline = MAPPER.writeValueAsBytes(reference.get("design"));
                return Optional.of(store.read(new ByteArrayInputStream(inline), source + "#" + at + "/design"));
            }
            if (reference.hasNonNull("example")) {
                String example = reference.get("example").asText();
                Example found = examples.find(example).orElseThrow(() -> new ExerciseFileException(where
                        + ": unknown example '" + example + "'"));
                return Optional.of(examples.load(found));
            }
            if (reference.hasNonNull("file")) {
                String file = reference.get("file").asText();
                try (InputStream in = folder.open(file)) {
                    return Optional.of(store.read(in, file));
                } catch (NoSuchFileException e) {
                    throw new ExerciseFileException(where + ": design file not found: " + file);
                }
            }
        } catch (DesignLoadException e) {
            String first = e.problems().isEmpty() ? e.getMessage() : e.problems().get(0).toString();
            throw new ExerciseFileException(where + ": the design is not valid: " + first, e);
        } catch (IOException e) {
            throw new ExerciseFileException(where + ": cannot read the design: " + e.getMessage(), e);
        }
        throw new ExerciseFileException(where + ": needs one of \"file\", \"example\" or \"design\"");
    }

    private static JsonNode tree(byte[] bytes, String source) throws ExerciseFileException {
        String text;
        try {
            text = Utf8Text.decode(bytes, "an exercise file");
        } catch (Utf8Text.NotTextException e) {
            throw new ExerciseFileException(source + ":" + e.line() + ":" + e.column() + ": " + e.getMessage());
        }
        try {
            JsonNode root = MAPPER.readTree(text);
            if (root == null) {
                throw new ExerciseFileException(source + ": the file is empty");
            }
            return root;
        } catch (JsonProcessingException e) {
            throw new ExerciseFileException(JsonSyntaxMessages.problem(text, source, e, ""));
        }
    }

    private static String required(JsonNode root, String field, String source) throws ExerciseFileException {
        JsonNode value = root.get(field);
        if (value == null || !value.isTextual() || value.textValue().isBlank()) {
            throw new ExerciseFileException(source + ": /" + field + ": needs a string");
        }
        return value.textValue();
    }
}
