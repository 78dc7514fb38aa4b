package dev.tablesmith.review;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The native multi-attribute key a GSI written by one entity through composite-string templates could have instead.
 *
 * <p>DynamoDB's multi-attribute GSI keys (November 2025) take up to 4 partition key attributes and up to 4 sort key
 * attributes, each a typed attribute the item already has: the partition key is the combination of its attributes and
 * the sort key compares its attributes left to right, each by its own type (N as a number). A template such as
 * {@code TOURNAMENT#{tournamentId}#REGION#{region}} only concatenates such attributes with literal separators, so
 * the same index can be keyed by {@code [tournamentId, region]} directly: no synthetic attribute to write, nothing
 * to backfill, and no padding or separator to get wrong.
 *
 * <p>The conversion is offered only where it keeps the index's meaning: the entity writes every key attribute of the
 * GSI and none under a sparse condition (a native key cannot be conditional), each placeholder names a declared
 * S, N or B attribute (BOOL cannot be a key attribute), no attribute appears twice, each side has at most 4 parts
 * (the partition at least 1), and the only filter is {@code pad} on a number (padding exists only to make text
 * sort as a number, which an N key does itself). {@code upper}, {@code lower}, {@code date} and {@code datetime}
 * change the value, so a native key holding the raw attribute would match and sort differently: no conversion.
 *
 * @param index        the GSI
 * @param entity       the one entity that writes it
 * @param partitionKey the native partition key attributes, in the template's order
 * @param sortKey      the native sort key attributes, in the template's order (empty for no sort key)
 * @param templates    the entity's templates that go away, as {@code GSI1PK = TOURNAMENT#{tournamentId}}
 * @param droppedPads  the placeholders whose {@code pad} is no longer needed, as {@code {score|pad:8}}
 */
public record NativeKeyShape(String index, String entity, List<KeyAttribute> partitionKey,
                             List<KeyAttribute> sortKey, List<String> templates, List<String> droppedPads) {
    public NativeKeyShape {
        partitionKey = List.copyOf(partitionKey);
        sortKey = List.copyOf(sortKey);
        templates = List.copyOf(templates);
        droppedPads = List.copyOf(droppedPads);
    }

    /** The key schema the GSI would have. */
    public KeySchema keySchema() {
        return new KeySchema(partitionKey, sortKey);
    }

    /** {@code partition [tournamentId (S), region (S)], sort [score (N), playerId (S)]}. */
    public String describe() {
        return "partition " + parts(partitionKey) + (sortKey.isEmpty() ? "" : ", sort " + parts(sortKey));
    }

    private static String parts(List<KeyAttribute> attributes) {
        return attributes.stream().map(a -> a.name() + " (" + a.type() + ")").toList().toString();
    }

    /** The entities that write at least one key attribute of {@code gsi}, in the table's order. */
    public static List<Entity> writers(Table table, SecondaryIndex gsi) {
        List<String> keys = gsi.keySchema().attributeNames();
        return table.entities().stream().filter(e -> keys.stream().anyMatch(k -> e.key(k).isPresent())).toList();
    }

    /**
     * Whether {@code entity} already writes {@code gsi} natively: every key attribute's template is just that
     * attribute ({@code tournamentId = {tournamentId}}).
     */
    public static boolean alreadyNative(SecondaryIndex gsi, Entity entity) {
        return gsi.keySchema().attributeNames().stream().allMatch(k -> entity.key(k)
                .map(t -> t.template().equals("{" + k + "}")).orElse(true));
    }

    /**
     * The native key {@code entity}'s templates of {@code gsi} amount to, or why there is none (added to
     * {@code whyNot} as a sentence; nothing is added when the GSI is already native).
     */
    public static Optional<NativeKeyShape> of(Table table, SecondaryIndex gsi, Entity entity, List<String> whyNot) {
        if (!gsi.isGlobal() || alreadyNative(gsi, entity)) {
            return Optional.empty();
        }
        Set<String> used = new LinkedHashSet<>();
        List<String> templates = new ArrayList<>();
        List<String> pads = new ArrayList<>();
        List<KeyAttribute> partition = side(table, gsi, gsi.keySchema().partitionKey(), entity, used, templates, pads,
                whyNot);
        List<KeyAttribute> sort = side(table, gsi, gsi.keySchema().sortKey(), entity, used, templates, pads, whyNot);
        if (partition == null || sort == null) {
            return Optional.empty();
        }
        if (partition.isEmpty()) {
            whyNot.add(gsi.name() + "'s partition key template names no attribute (a constant), so there is no "
                    + "attribute to key by");
            return Optional.empty();
        }
        int max = KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS;
        if (partition.size() > max || sort.size() > max) {
            whyNot.add(gsi.name() + "'s templates hold " + partition.size() + " partition and " + sort.size()
                    + " sort attributes; a multi-attribute key takes at most " + max + " on each side");
            return Optional.empty();
        }
        return Optional.of(new NativeKeyShape(gsi.name(), entity.name(), partition, sort, templates, pads));
    }

    /** The attributes one side's templates are made of, or null (with the reason) when they are not convertible. */
    private static List<KeyAttribute> side(Table table, SecondaryIndex gsi, List<KeyAttribute> keys, Entity entity,
                                           Set<String> used, List<String> templates, List<String> pads,
                                           List<String> whyNot) {
        List<KeyAttribute> parts = new ArrayList<>();
        for (KeyAttribute key : keys) {
            Optional<EntityKey> written = entity.key(key.name());
            if (written.isEmpty()) {
                whyNot.add(entity.name() + " does not write " + key.name() + ", so its items are not in " + gsi.name());
                return null;
            }
            if (written.get().isSparse()) {
                whyNot.add(entity.name() + " writes " + key.name() + " only when " + written.get().when()
                        + "; a native key cannot be conditional, so every item with the attributes would join "
                        + gsi.name());
                return null;
            }
            KeyTemplate template;
            try {
                template = KeyTemplate.parse(written.get().template());
            } catch (TemplateSyntaxException invalid) {
                whyNot.add(key.name() + "'s template does not parse");
                return null;
            }
            templates.add(key.name() + " = " + template.source());
            for (Placeholder placeholder : template.placeholders()) {
                Optional<ScalarType> type = partType(table, entity, placeholder, pads, whyNot);
                if (type.isEmpty()) {
                    return null;
                }
                if (!used.add(placeholder.attribute())) {
                    whyNot.add(placeholder.attribute() + " appears twice in " + gsi.name()
                            + "'s templates; a key names each attribute once");
                    return null;
                }
                parts.add(new KeyAttribute(placeholder.attribute(), type.get()));
            }
        }
        return parts;
    }

    private static Optional<ScalarType> partType(Table table, Entity entity, Placeholder placeholder,
                                                 List<String> pads, List<String> whyNot) {
        String name = placeholder.attribute();
        Optional<Attribute> attribute = entity.attribute(name);
        if (attribute.isEmpty()) {
            whyNot.add(entity.name() + " does not declare " + name + ", so there is no attribute to key by");
            return Optional.empty();
        }
        AttributeType type = attribute.get().type();
        ScalarType scalar = switch (type) {
            case S -> ScalarType.S;
            case N -> ScalarType.N;
            case B -> ScalarType.B;
            default -> null;
        };
        if (scalar == null) {
            whyNot.add(name + " is " + type + "; a key attribute must be S, N or B");
            return Optional.empty();
        }
        for (TemplateFilter filter : placeholder.filters()) {
            if (!(filter instanceof TemplateFilter.Pad) || scalar != ScalarType.N) {
                whyNot.add("{" + name + "|" + filter.source() + "} changes " + name + "'s value, so a native key "
                        + "holding " + name + " itself would match and sort differently");
                return Optional.empty();
            }
        }
        if (!placeholder.filters().isEmpty()) {
            pads.add(placeholder.source());
        }
        Optional<ScalarType> declared = table.keyAttributes().stream().filter(k -> k.name().equals(name))
                .map(KeyAttribute::type).filter(t -> t != null).findFirst();
        if (declared.isPresent() && declared.get() != scalar) {
            whyNot.add(name + " is already a key attribute of type " + declared.get() + ", not " + scalar);
            return Optional.empty();
        }
        return Optional.of(scalar);
    }
}
