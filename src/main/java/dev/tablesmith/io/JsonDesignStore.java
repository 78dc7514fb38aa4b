package dev.tablesmith.io;

import dev.tablesmith.model.Design;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.review.Problem;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Reads and writes the {@code .tablesmith.json} format ({@code tablesmith/1}, specified in
 * {@code docs/model-format.md}).
 *
 * <p>Reading parses the file once ({@link ParsedJson}): a JSON tree for the design's structure, and the entities'
 * sample records straight into items, noting exact number texts and repeated field names on the way. It then reads
 * the tree into the model collecting every shape problem (wrong JSON types, unknown or missing fields, unknown enum
 * values, invalid DynamoDB JSON, records that do not fit their attribute declarations), and runs the
 * {@link DesignValidator}. Each problem is reported as {@code FILE:LINE:COLUMN: PATH: MESSAGE}.
 *
 * <p>Lazy location rule: where values are in the file ({@link LocationIndex}) is worked out only when there is a
 * problem to locate, by tokenizing the text a second time; a valid file is parsed once and never indexed. The
 * problems, their {@code LINE:COLUMN} and the numbers' texts are the same either way. That second pass keeps only
 * the values the problems name and their ancestors ({@link ParsedJson#locations(java.util.Collection)}), as {@code check}
 * locates its findings, so a design of a million records with a few problems is located without an index of
 * every value.
 *
 * <p>Writing produces canonical text (documented field order, two-space indent, {@code \n}, trailing newline,
 * defaults left out), so saving twice gives the same bytes and a change is a small diff. Saving is atomic.
 */
public final class JsonDesignStore {
    /** The file name ending of a design: {@code NAME.tablesmith.json}. */
    public static final String DESIGN_FILE_SUFFIX = ".tablesmith.json";
    private static final Comparator<DesignFileProblem> FILE_ORDER = Comparator
            .comparingInt(DesignFileProblem::line)
            .thenComparingInt(DesignFileProblem::column)
            .thenComparing(DesignFileProblem::path)
            .thenComparing(DesignFileProblem::message);

    /** Problems are located through only the values they name, in one streaming pass over the file. */
    static final BiFunction<ParsedJson, Set<String>, LocationIndex> TARGETED = ParsedJson::locations;
    /** Problems are located through an index of every value of the file (for tests comparing the two). */
    static final BiFunction<ParsedJson, Set<String>, LocationIndex> FULL_INDEX = (json, pointers) -> json.locations();

    private final Function<Design, List<Problem>> validator;
    private final AtomicFileWriter fileWriter;
    private final BiFunction<ParsedJson, Set<String>, LocationIndex> locating;

    /** A store that validates with {@link DesignValidator}. */
    public JsonDesignStore() {
        this(new DesignValidator()::validate, ChannelWriter.FULLY);
    }

    /** For tests: another validator, and another way to write bytes during {@link #save}. */
    JsonDesignStore(Function<Design, List<Problem>> validator, ChannelWriter channelWriter) {
        this(validator, channelWriter, TARGETED);
    }

    /** For tests: as above, locating problems with {@code locating} ({@link #TARGETED} or {@link #FULL_INDEX}). */
    JsonDesignStore(Function<Design, List<Problem>> validator, ChannelWriter channelWriter,
                    BiFunction<ParsedJson, Set<String>, LocationIndex> locating) {
        this.validator = validator;
        this.fileWriter = new AtomicFileWriter(channelWriter);
        this.locating = locating;
    }

    /**
     * Loads and validates a design file.
     *
     * @throws DesignLoadException with every problem, located, when the file is not a valid design
     * @throws IOException         when the file cannot be read
     */
    public Design load(Path file) throws DesignLoadException, IOException {
        return valid(loadForEditing(file));
    }

    /** Reads and validates a design from a stream; {@code sourceName} names it in problems. */
    public Design read(InputStream in, String sourceName) throws DesignLoadException, IOException {
        return valid(readForEditing(in, sourceName));
    }

    /**
     * Loads a design file that may break validation rules, so that an editor can open it and show the problems.
     *
     * @throws DesignLoadException when the file is not even well-formed: malformed JSON, or a shape the model cannot
     *                             hold (wrong types, unknown fields, invalid DynamoDB JSON, ...)
     */
    public LoadedDesign loadForEditing(Path file) throws DesignLoadException, IOException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new IOException("cannot read " + file + ": " + AtomicFileWriter.reason(e), e);
        }
        return parse(bytes, file.toString());
    }

    /** {@link #loadForEditing(Path)} for a stream. */
    public LoadedDesign readForEditing(InputStream in, String sourceName) throws DesignLoadException, IOException {
        return parse(in.readAllBytes(), sourceName);
    }

    /** The canonical file text of a design (stable key order, pretty printed, trailing newline). */
    public String write(Design design) {
        return DesignWriter.write(design);
    }

    /**
     * Saves atomically: temp file in the same folder, fsync, previous version copied to {@code NAME.bak}, rename
     * over the target. On failure the original file is untouched and no temp file is left.
     *
     * @throws IOException with a one-line message naming the file, e.g. when its folder does not exist
     */
    public void save(Design design, Path file) throws IOException {
        fileWriter.write(file, write(design));
    }

    /**
     * {@link #write(Design)} into {@code out} as it goes, with the records spilled for some entities in place of
     * theirs in the model: a design with a million generated records is never whole in memory.
     */
    public void write(Design design, SpilledRecords records, Writer out) throws IOException {
        records.writeDesign(design, out);
    }

    /** {@link #save} of {@link #write(Design, SpilledRecords, Writer)}: streamed into the atomic writer. */
    public void save(Design design, SpilledRecords records, Path file) throws IOException {
        fileWriter.write(file, out -> records.writeDesign(design,
                new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 64 * 1024)));
    }

    private static Design valid(LoadedDesign loaded) throws DesignLoadException {
        if (!loaded.problems().isEmpty()) {
            throw new DesignLoadException(loaded.problems());
        }
        return loaded.design();
    }

    private LoadedDesign parse(byte[] bytes, String source) throws DesignLoadException {
        ParsedJson json;
        try {
            json = ParsedJson.readDesign(bytes);
        } catch (MalformedJsonException e) {
            throw new DesignLoadException(List.of(new DesignFileProblem(source, e.line(), e.column(), e.pointer(),
                    e.getMessage())));
        }
        ReadContext context = new ReadContext(json);
        json.duplicateFields().forEach(d -> context.fieldNameProblem(d.pointer(),
                "duplicate field '" + d.name() + "' (each field may appear once)"));
        Optional<Design> design = new DesignReader(context).read(json.root());
        if (context.hasProblems() || design.isEmpty()) {
            List<ShapeProblem> shape = context.problems();
            Set<String> pointers = new LinkedHashSet<>();
            shape.forEach(p -> pointers.add(p.pointer()));
            LocationIndex index = locating.apply(json, pointers);
            throw new DesignLoadException(shape.stream()
                    .map(p -> locate(source, index, p))
                    .sorted(FILE_ORDER)
                    .toList());
        }
        List<Problem> found = validator.apply(design.get());
        if (found.isEmpty()) {
            return new LoadedDesign(design.get(), List.of());
        }
        Set<String> pointers = new LinkedHashSet<>();
        found.forEach(p -> pointers.add(p.path()));
        LocationIndex index = locating.apply(json, pointers);
        List<DesignFileProblem> problems = found.stream()
                .map(p -> locate(source, index, p))
                .sorted(FILE_ORDER)
                .toList();
        return new LoadedDesign(design.get(), problems);
    }

    private static DesignFileProblem locate(String source, LocationIndex index, ShapeProblem problem) {
        LocationIndex.Position at = problem.atFieldName()
                ? index.nameAt(problem.pointer())
                : index.valueAt(problem.pointer());
        return new DesignFileProblem(source, at.line(), at.column(), problem.pointer(), problem.message());
    }

    /**
     * A validator problem located in the file: at its value, or at the nearest enclosing value that exists in the
     * file; a column inside a string value lands on that exact character.
     */
    private static DesignFileProblem locate(String source, LocationIndex index, Problem problem) {
        LocationIndex.Position at = index.contains(problem.path()) && problem.column() > 0
                ? index.insideString(problem.path(), problem.column()).orElse(index.valueAt(problem.path()))
                : index.valueAt(problem.path());
        return new DesignFileProblem(source, at.line(), at.column(), problem.path(), problem.message());
    }
}
