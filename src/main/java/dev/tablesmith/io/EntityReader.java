package dev.tablesmith.io;

import static dev.tablesmith.io.FormatFields.ATTRIBUTE;
import static dev.tablesmith.io.FormatFields.ENTITY_KEY;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads one entity of the entity chart: its attributes, the key templates it writes (an object keyed by key
 * attribute name, in file order) and its sample records.
 */
final class EntityReader {
    private static final Pattern HEX_COLOUR = Pattern.compile("#[0-9A-Fa-f]{6}");

    private final ReadContext context;
    private final Set<String> tableKeyNames;

    /** @param tableKeyNames the table's and its indexes' key attribute names, for hints about misplaced keys */
    EntityReader(ReadContext context, Set<String> tableKeyNames) {
        this.context = context;
        this.tableKeyNames = tableKeyNames;
    }

    Optional<Entity> read(ObjectView entity) {
        String name = entity.string("name", "");
        String description = entity.string("description", "");
        String colour = entity.optionalString("colour");
        if (colour != null && !HEX_COLOUR.matcher(colour).matches()) {
            context.problem(entity.pointer("colour"), "expected a hex colour like #E8743B, found '" + colour + "'");
        }
        Long count = entity.wholeNumber("estimatedItemCount", 0, DesignBounds.MAX_COUNT);

        List<Attribute> attributes = new ArrayList<>();
        Map<String, Optional<AttributeType>> declared = new LinkedHashMap<>();
        for (ObjectView.Element element : entity.array("attributes")) {
            ObjectView.of(element.node(), element.pointer(), ATTRIBUTE, context).ifPresent(view -> {
                Attribute attribute = attribute(view);
                attributes.add(attribute);
                declared.putIfAbsent(attribute.name(), view.has("type") && !context.hasProblemAt(view.pointer("type"))
                        ? Optional.of(attribute.type()) : Optional.empty());
            });
        }
        List<EntityKey> keys = new ArrayList<>();
        for (ObjectView.Member member : entity.members("keys")) {
            ObjectView.of(member.node(), member.pointer(), ENTITY_KEY, context).ifPresent(key ->
                    keys.add(new EntityKey(member.name(), key.string("template", ""), key.optionalString("when"))));
        }
        RecordReader recordReader = new RecordReader(context, name, declared, tableKeyNames);
        List<Item> records = new ArrayList<>();
        LazyPointer recordsAt = LazyPointer.of(entity.pointer("records"));
        List<RecordStreamer.RawRecord> raw = rawRecords(entity);
        for (int r = 0; r < raw.size(); r++) {
            recordReader.record(raw.get(r), recordsAt.child(r)).ifPresent(records::add);
        }
        long estimatedItemCount = count == null ? 0 : count;
        WriteRulesReader writeRules = new WriteRulesReader(context);
        var copies = writeRules.copies(entity);
        var aggregates = writeRules.aggregates(entity);
        var uniqueValues = writeRules.uniqueValues(entity);
        String ttlAttribute = entity.optionalString("ttlAttribute");
        return ModelGuard.build(context, entity.pointer(), () -> new Entity(name, description, colour, attributes,
                keys, estimatedItemCount, records, copies, aggregates, uniqueValues, ttlAttribute));
    }

    /** The records, as the file's reading pass streamed them; none (with a problem) when they are not an array. */
    private List<RecordStreamer.RawRecord> rawRecords(ObjectView entity) {
        JsonNode records = entity.raw("records");
        if (records == null) {
            return List.of();
        }
        if (!records.isArray()) {
            context.wrongType(entity.pointer("records"), "an array", records);
            return List.of();
        }
        List<RecordStreamer.RawRecord> raw = context.records(records);
        if (raw == null) {
            throw new IllegalStateException("the records at " + entity.pointer("records") + " were not streamed");
        }
        return raw;
    }

    private Attribute attribute(ObjectView attribute) {
        return new Attribute(
                attribute.string("name", ""),
                attribute.choice("type", AttributeType.class, "attribute type", AttributeType.S),
                attribute.bool("required", false),
                attribute.strings("examples"),
                attribute.wholeNumber("distinctValues", 0, DesignBounds.MAX_COUNT),
                attribute.strings("enum"),
                hotShare(attribute));
    }

    /** The attribute's key skew: a share above 0 and at most 1, or null (absent or reported). */
    private Double hotShare(ObjectView attribute) {
        Double share = attribute.number("hotShare", 0);
        if (share != null && (share <= 0 || share > 1)) {
            context.problem(attribute.pointer("hotShare"), "a share of calls above 0 and at most 1 (0.3 for 30%)");
            return null;
        }
        return share;
    }
}
