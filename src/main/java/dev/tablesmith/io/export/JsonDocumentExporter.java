package dev.tablesmith.io.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.export.DocObject;
import dev.tablesmith.export.DocumentExporter;
import dev.tablesmith.export.Exporter;
import dev.tablesmith.model.Design;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * An {@link Exporter} for a format that is a JSON document: the {@link DocumentExporter}'s tree printed by
 * Jackson with two-space indents, {@code "name": value} members, {@code \n} line endings and a final newline.
 */
public final class JsonDocumentExporter implements Exporter {
    private static final ObjectWriter WRITER = new ObjectMapper().writer(printer());
    private final DocumentExporter document;

    public JsonDocumentExporter(DocumentExporter document) {
        this.document = document;
    }

    @Override
    public String id() {
        return document.id();
    }

    @Override
    public String title() {
        return document.title();
    }

    @Override
    public String fileExtension() {
        return "json";
    }

    @Override
    public String export(Design design) {
        return print(document.document(design));
    }

    /**
     * Streams the document: the tree is printed value by value through one generator instead of being copied into a
     * Jackson tree and then into one string, so lists the document computes as they are read (a Workbench model's
     * items) are never all in memory.
     */
    @Override
    public void write(Design design, java.io.Writer out) throws java.io.IOException {
        try (com.fasterxml.jackson.core.JsonGenerator generator = WRITER.createGenerator(out)) {
            generator.disable(com.fasterxml.jackson.core.JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            write(generator, document.document(design));
        }
        out.write("\n");
    }

    private static void write(com.fasterxml.jackson.core.JsonGenerator generator, Object value)
            throws java.io.IOException {
        if (value instanceof DocObject object) {
            generator.writeStartObject();
            for (Map.Entry<String, Object> member : object.members().entrySet()) {
                generator.writeFieldName(member.getKey());
                write(generator, member.getValue());
            }
            generator.writeEndObject();
        } else if (value instanceof List<?> list) {
            generator.writeStartArray();
            for (Object item : list) {
                write(generator, item);
            }
            generator.writeEndArray();
        } else {
            generator.writeTree(node(value));
        }
    }

    /** A document tree as pretty-printed JSON ending in a newline. */
    public static String print(DocObject tree) {
        try {
            return WRITER.writeValueAsString(node(tree)) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static DefaultPrettyPrinter printer() {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withSeparators(Separators.createDefaultInstance()
                        .withObjectFieldValueSpacing(Separators.Spacing.AFTER));
        printer.indentObjectsWith(indenter);
        printer.indentArraysWith(indenter);
        return printer;
    }

    private static JsonNode node(Object value) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (value instanceof DocObject object) {
            ObjectNode out = nodes.objectNode();
            for (Map.Entry<String, Object> member : object.members().entrySet()) {
                out.set(member.getKey(), node(member.getValue()));
            }
            return out;
        }
        if (value instanceof List<?> list) {
            ArrayNode out = nodes.arrayNode();
            list.forEach(item -> out.add(node(item)));
            return out;
        }
        if (value instanceof String text) {
            return nodes.textNode(text);
        }
        if (value instanceof Boolean flag) {
            return nodes.booleanNode(flag);
        }
        if (value instanceof Integer || value instanceof Long) {
            return nodes.numberNode(((Number) value).longValue());
        }
        return nodes.numberNode(new BigDecimal(value.toString()));
    }
}
