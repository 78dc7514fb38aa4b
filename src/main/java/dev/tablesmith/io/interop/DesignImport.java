package dev.tablesmith.io.interop;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import dev.tablesmith.io.JsonLimits;
import dev.tablesmith.io.JsonSyntaxMessages;
import dev.tablesmith.io.SecretText;
import dev.tablesmith.io.Utf8Text;
import dev.tablesmith.model.Design;
import dev.tablesmith.review.Echo;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.yaml.snakeyaml.error.MarkedYAMLException;

/**
 * Imports a design from another tool's file: a NoSQL Workbench model, a OneTable schema (JSON, or a JavaScript /
 * TypeScript module), or a CloudFormation template or Serverless Framework file with {@code AWS::DynamoDB::Table}
 * resources, in JSON or YAML, or a CDK stack, ElectroDB or DynamoDB-Toolbox module ({@link JsLibraryImport}). The
 * format is recognised from the content, never from the file name. The result is
 * a design that passes {@code DesignValidator}, with a warning for everything the source holds that the design
 * does not.
 */
public final class DesignImport {
    private static final ObjectMapper JSON = JsonLimits.jsonMapper();
    private static final YAMLMapper YAML = JsonLimits.yamlMapper();

    private DesignImport() {
    }

    /** Reads and imports a file; its name (without extension) names the design when the source does not. */
    public static ImportResult read(Path file) throws ImportException, IOException {
        return read(file, warning -> { });
    }

    /**
     * {@link #read(Path)} with any AWS credential in the file masked before it is read ({@link SecretText#mask}),
     * so the design imported, and every file written from it, never holds it; {@code secretWarning} is given the
     * located warning when there was one.
     */
    public static ImportResult read(Path file, Consumer<String> secretWarning) throws ImportException, IOException {
        SecretText.MaskedBytes masked = SecretText.mask(Files.readAllBytes(file), file.toString());
        String text;
        try {
            text = Utf8Text.decode(masked.bytes(), Utf8Text.DESIGN_FILE);
        } catch (Utf8Text.NotTextException e) {
            throw ImportException.at(file.toString(), e.line(), e.column(), e.getMessage());
        }
        masked.warning().ifPresent(secretWarning);
        String fileName = file.getFileName().toString();
        return read(text, file.toString(), stem(fileName));
    }

    /**
     * Imports {@code text}.
     *
     * @param sourceName  how error messages name the source (a path)
     * @param defaultName the design's name when the source has none
     */
    public static ImportResult read(String text, String sourceName, String defaultName) throws ImportException {
        try {
            return convert(text, sourceName, defaultName);
        } catch (ImportProblem problem) {
            if (problem.pointer().matches("\\d+:\\d+")) { // a JavaScript module's construct, already a LINE:COL
                throw new ImportException(sourceName + ":" + problem.pointer() + ": " + problem.getMessage());
            }
            String what = problem.pointer() + ": " + problem.getMessage();
            var at = PointerLocator.locate(JSON, text, problem.pointer())
                    .or(() -> PointerLocator.locate(YAML, text, problem.pointer()));
            throw at.isPresent() ? ImportException.at(sourceName, at.get().line(), at.get().column(), what)
                    : ImportException.in(sourceName, what);
        } catch (IllegalArgumentException notRepresentable) {
            // a model invariant no reader checked first: still one line naming the file
            throw ImportException.in(sourceName, "cannot import: " + notRepresentable.getMessage());
        }
    }

    private static ImportResult convert(String text, String sourceName, String defaultName) throws ImportException {
        Source source = parse(text, sourceName);
        ImportWarnings warnings = new ImportWarnings();
        String name = defaultName;
        String description = "";
        List<TableDraft> tables;
        switch (source.format) {
            case WORKBENCH -> {
                WorkbenchReader.Model model = new WorkbenchReader(warnings).read(source.tree, defaultName);
                name = model.name();
                description = model.description();
                tables = model.tables();
            }
            case ONETABLE_JSON, ONETABLE_JS -> tables = List.of(new OneTableReader(warnings).read(source.tree,
                    tableName(defaultName)));
            case TERRAFORM, TERRAFORM_JSON -> tables = new TerraformReader(warnings).read(source.tree, sourceName);
            case DESCRIBE_TABLE, CREATE_TABLE_INPUT -> {
                var located = TableDescriptionReader.locate(source.tree).orElseThrow();
                tables = List.of(new TableDescriptionReader(warnings).read(source.tree, located.getKey(),
                        located.getValue()));
            }
            case MCP_SCHEMA -> tables = new McpSchemaReader(warnings).read(source.tree);
            case MCP_DATA_MODEL -> tables = new McpDataModelReader(warnings).read(source.tree);
            case CDK, ELECTRODB, DYNAMODB_TOOLBOX -> tables = JsLibraryImport.read(source.format, text, sourceName,
                    tableName(defaultName), warnings);
            default -> tables = new CloudFormationReader(warnings).read(source.tree,
                    CloudFormationReader.resourcesPath(source.tree).orElseThrow());
        }
        Design design = DesignAssembly.assemble(name, description, tables, warnings, sourceName);
        return new ImportResult(design, source.format, warnings.list());
    }

    /**
     * The import format {@code text} is in, if it is one this class reads; empty for a Tablesmith design and
     * anything else. Parses the text, so call it off the UI thread.
     */
    public static Optional<SourceFormat> detect(String text) {
        if (declaresTablesmithFormat(text)) {
            return Optional.empty();
        }
        if (TerraformReader.looksLikeHcl(text)) {
            return Optional.of(SourceFormat.TERRAFORM); // even when malformed, so that read() locates the problem
        }
        try {
            return Optional.of(parse(text, "").format);
        } catch (ImportException e) {
            return Optional.empty();
        }
    }

    /**
     * Whether {@code text} is a JSON object whose top-level {@code format} field says {@code tablesmith/...}: read
     * field by field without building a tree and without reading nested values (a design file writes
     * {@code format} first, so a 26 MB design with 100,000 records is recognised after a few bytes). Anything else,
     * malformed JSON included, answers false and goes through the full detection.
     */
    static boolean declaresTablesmithFormat(String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        try (JsonParser parser = JSON.getFactory().createParser(body)) {
            return DesignFiles.declaresTablesmithFormat(parser);
        } catch (IOException malformed) {
            return false;
        }
    }

    private record Source(JsonNode tree, SourceFormat format) {
    }

    private static Source parse(String text, String sourceName) throws ImportException {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String start = body.stripLeading();
        if (start.isEmpty()) {
            throw ImportException.in(sourceName, "the file is empty");
        }
        if (start.startsWith("{") || start.startsWith("[")) {
            return classify(tree(JSON, body, sourceName, "JSON"), false, sourceName);
        }
        if (TerraformReader.looksLikeHcl(body)) {
            return new Source(HclReader.read(body, sourceName), SourceFormat.TERRAFORM);
        }
        Optional<SourceFormat> library = JsLibraryImport.detect(body);
        if (library.isPresent()) {
            return new Source(null, library.get());
        }
        if (JsObjectReader.looksLikeModule(body)) {
            JsonNode tree = JsObjectReader.read(body, sourceName);
            if (!tree.has("models") && !tree.has("indexes")) {
                throw ImportException.in(sourceName, "the module does not export a OneTable schema (no 'indexes'"
                        + " or 'models')");
            }
            return new Source(tree, SourceFormat.ONETABLE_JS);
        }
        if (TerraformReader.looksLikeTerraform(body)) {
            throw ImportException.in(sourceName, "the Terraform configuration has no aws_dynamodb_table resource");
        }
        if (!body.contains("Resources:") && !body.contains("resources:")) {
            throw ImportException.in(sourceName, unknown());
        }
        return classify(tree(YAML, body, sourceName, "YAML"), true, sourceName);
    }

    private static Source classify(JsonNode tree, boolean yaml, String sourceName) throws ImportException {
        if (!tree.isObject()) {
            throw ImportException.in(sourceName, unknown());
        }
        if (tree.path("format").asText("").startsWith("tablesmith/")) {
            throw ImportException.in(sourceName, "this is already a Tablesmith design; open it instead of"
                    + " importing it");
        }
        if (tree.has("DataModel")) {
            if (!tree.get("DataModel").isArray() || tree.get("DataModel").isEmpty()) {
                throw ImportException.in(sourceName, "the NoSQL Workbench model has no tables (DataModel is empty)");
            }
            return new Source(tree, SourceFormat.WORKBENCH);
        }
        if (!yaml && TerraformReader.hasTables(tree)) {
            return new Source(tree, SourceFormat.TERRAFORM_JSON);
        }
        var table = TableDescriptionReader.locate(tree);
        if (!yaml && table.isPresent()) {
            return new Source(tree, table.get().getValue() == TableDescriptionReader.Shape.TABLE_DESCRIPTION
                    ? SourceFormat.DESCRIBE_TABLE : SourceFormat.CREATE_TABLE_INPUT);
        }
        if (!yaml && McpSchemaReader.recognises(tree)) {
            return new Source(tree, SourceFormat.MCP_SCHEMA);
        }
        if (!yaml && McpDataModelReader.recognises(tree)) {
            return new Source(tree, SourceFormat.MCP_DATA_MODEL);
        }
        if (CloudFormationReader.resourcesPath(tree).isPresent()) {
            return new Source(tree, SourceFormat.CLOUDFORMATION);
        }
        if (tree.has("Resources") || tree.has("resources") || tree.has("AWSTemplateFormatVersion")) {
            throw ImportException.in(sourceName, "the template has no AWS::DynamoDB::Table resource");
        }
        if (!yaml && (tree.has("models") || tree.path("indexes").has("primary"))) {
            return new Source(tree, SourceFormat.ONETABLE_JSON);
        }
        throw ImportException.in(sourceName, yaml ? "no AWS::DynamoDB::Table resource found (read as YAML); "
                + unknown() : unknown());
    }

    private static String unknown() {
        return "not a format Tablesmith imports: expected a NoSQL Workbench model, a OneTable schema, a"
                + " CloudFormation or Terraform table, describe-table output, create-table input, a DynamoDB MCP"
                + " schema.json, or a CDK, ElectroDB or DynamoDB-Toolbox module";
    }

    private static JsonNode tree(ObjectMapper mapper, String text, String sourceName, String language)
            throws ImportException {
        JsonParser parser = null;
        try (JsonParser opened = mapper.createParser(text)) {
            parser = opened;
            JsonNode tree = mapper.readTree(opened);
            if (tree == null || tree.isMissingNode()) {
                throw ImportException.in(sourceName, "the file holds no " + language + " document");
            }
            return tree;
        } catch (JsonProcessingException e) {
            JsonLocation location = e.getLocation();
            String limit = JsonLimits.describe(e.getOriginalMessage());
            if (limit == null && "JSON".equals(language)) {
                throw new ImportException(JsonSyntaxMessages.problem(text, sourceName, e, "malformed JSON: "));
            }
            String pointer = parser == null ? "" : enclosing(parser);
            String message = limit != null ? limit : "malformed " + language + ": " + yamlProblem(e);
            if ((location == null || location.getLineNr() <= 0) && parser != null) {
                location = parser.currentTokenLocation(); // a limit exceeded: Jackson stops at the token
            }
            if (limit == null && e.getCause() instanceof MarkedYAMLException marked
                    && marked.getProblemMark() != null) {
                location = new JsonLocation(null, -1, marked.getProblemMark().getLine() + 1,
                        marked.getProblemMark().getColumn() + 1);
            }
            if (limit == null && !pointer.isEmpty()) {
                message = pointer + ": " + message; // the value being read; a limit's pointer is as long as the depth
            }
            if (location != null && location.getLineNr() > 0) {
                throw ImportException.at(sourceName, location.getLineNr(), Math.max(1, location.getColumnNr()),
                        message);
            }
            throw ImportException.in(sourceName, message);
        } catch (IOException e) {
            throw ImportException.in(sourceName, "cannot read the " + language + " text: " + e.getMessage());
        }
    }

    /**
     * SnakeYAML's problem in one line, with what it was reading and where that began: "expected ',' or '}', but
     * got <block end> (while parsing a flow mapping that starts at 13:24)"; the first line of Jackson's text for
     * anything else.
     */
    private static String yamlProblem(JsonProcessingException e) {
        if (e.getCause() instanceof MarkedYAMLException marked && marked.getProblem() != null) {
            String context = marked.getContext() == null ? "" : " (" + marked.getContext()
                    + (marked.getContextMark() == null ? "" : " that starts at " + (marked.getContextMark().getLine()
                    + 1) + ":" + (marked.getContextMark().getColumn() + 1)) + ")";
            String problem = marked.getProblem().strip().replaceFirst("but got ([^<'\\s][^\\s]*)$", "but got '$1'");
            return Echo.capQuoted(problem + context);
        }
        return firstLine(e.getOriginalMessage());
    }

    /** The JSON Pointer of the value the parser was reading when it stopped ({@code ""} at the top). */
    private static String enclosing(JsonParser parser) {
        try {
            String pointer = parser.getParsingContext().pathAsPointer().toString();
            return pointer.length() > 400 ? "" : Echo.capPath(pointer);
        } catch (RuntimeException e) {
            return "";
        }
    }

    private static String firstLine(String message) {
        String text = message == null ? "unreadable" : message.strip();
        int newline = text.indexOf('\n');
        text = newline < 0 ? text : text.substring(0, newline);
        return text.replaceAll("\\s*\\(for [^)]*\\)", "").strip();
    }

    /** The file name without its extension ({@code serverless.yml} gives {@code serverless}). */
    static String stem(String fileName) {
        String stem = fileName.replaceAll("(?i)(\\.tf)?\\.(json|js|mjs|cjs|ts|yml|yaml|template|tf)$", "");
        return stem.isBlank() ? "imported" : stem;
    }

    /** A DynamoDB table name made from a design name: 3-255 characters of a-z A-Z 0-9 _ - . */
    static String tableName(String name) {
        String cleaned = name.replaceAll("[^A-Za-z0-9_.\\-]", "-");
        if (cleaned.length() < 3) {
            cleaned = (cleaned + "-table").replaceAll("^-", "");
        }
        return cleaned.length() > 255 ? cleaned.substring(0, 255) : cleaned;
    }
}
