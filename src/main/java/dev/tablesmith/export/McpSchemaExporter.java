package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The design as the {@code schema.json} of AWS's DynamoDB MCP server, which its repository generator
 * ({@code generate_data_access_layer}) and its {@code dynamodb_data_model_schema_validator} read: one entry in
 * {@code tables} per table with {@code table_config}, {@code gsi_list} (a multi-attribute key as an array of
 * names) and one entity per Tablesmith entity with its {@code fields}, {@code pk_template}/{@code sk_template},
 * {@code gsi_mappings} and the access patterns that read or write it first (see {@link McpPatternWriter}).
 *
 * <p>The format has no local secondary indexes, no template filters (its templates are {@code {field}} only, the
 * validator rejects {@code {score:05d}}), no sparse conditions, no sample items and no request rates; those are
 * left out (docs/interop.md lists them).
 */
public final class McpSchemaExporter implements DocumentExporter {
    @Override
    public String id() {
        return "dynamodb-mcp";
    }

    @Override
    public String title() {
        return "DynamoDB MCP server schema.json";
    }

    @Override
    public DocObject document(Design design) {
        McpPatternWriter patterns = new McpPatternWriter(design);
        List<Object> tables = new ArrayList<>();
        for (Table table : design.tables()) {
            tables.add(table(design, table, patterns));
        }
        return DocObject.object().put("tables", tables);
    }

    private static DocObject table(Design design, Table table, McpPatternWriter patterns) {
        DocObject config = DocObject.object()
                .put("table_name", table.name())
                .put("partition_key", table.keySchema().partitionKeyAttribute().name());
        table.keySchema().sortKeyAttribute().ifPresent(sk -> config.put("sort_key", sk.name()));
        DocObject out = DocObject.object().put("table_config", config);
        List<Object> gsis = new ArrayList<>();
        for (SecondaryIndex index : table.globalSecondaryIndexes()) {
            gsis.add(gsi(index));
        }
        if (!gsis.isEmpty()) {
            out.put("gsi_list", gsis);
        }
        Map<String, AccessPatternPlan> plans = DesignPlans.of(design, table).stream()
                .collect(Collectors.toMap(p -> p.pattern().id(), Function.identity(), (a, b) -> a));
        DocObject entities = DocObject.object();
        for (Entity entity : table.entities()) {
            List<AccessPattern> own = table.accessPatterns().stream()
                    .filter(p -> !p.entities().isEmpty() && p.entities().get(0).equals(entity.name())).toList();
            entities.put(entity.name(), entity(table, entity, own, plans, patterns));
        }
        return out.put("entities", entities);
    }

    private static DocObject gsi(SecondaryIndex index) {
        DocObject out = DocObject.object().put("name", index.name())
                .put("partition_key", names(index.keySchema().partitionKey()));
        if (index.keySchema().hasSortKey()) {
            out.put("sort_key", names(index.keySchema().sortKey()));
        }
        Projection projection = index.projection();
        if (projection.type() != ProjectionType.ALL) {
            out.put("projection", projection.type().name());
        }
        if (projection.type() == ProjectionType.INCLUDE) {
            out.put("included_attributes", List.copyOf(projection.nonKeyAttributes()));
        }
        return out;
    }

    /** One name, or an array of one to four for a multi-attribute key. */
    private static Object names(List<KeyAttribute> keys) {
        List<String> names = keys.stream().map(KeyAttribute::name).toList();
        return names.size() == 1 ? names.get(0) : names;
    }

    private static DocObject entity(Table table, Entity entity, List<AccessPattern> own,
                                    Map<String, AccessPatternPlan> plans, McpPatternWriter patterns) {
        DocObject out = DocObject.object().put("entity_type", entity.name().toUpperCase(Locale.ROOT));
        KeySchema keys = table.keySchema();
        Set<String> extraFields = new HashSet<>();
        out.put("pk_template", template(entity, keys.partitionKeyAttribute().name(), extraFields));
        keys.sortKeyAttribute().ifPresent(sk -> out.put("sk_template", template(entity, sk.name(), extraFields)));
        List<Object> mappings = new ArrayList<>();
        for (SecondaryIndex index : table.globalSecondaryIndexes()) {
            mapping(entity, index).ifPresent(mappings::add);
        }
        if (!mappings.isEmpty()) {
            out.put("gsi_mappings", mappings);
        }
        List<Object> fields = new ArrayList<>();
        entity.attributes().forEach(a -> fields.add(McpFieldTypes.field(a)));
        extraFields.stream().filter(f -> entity.attribute(f).isEmpty()).sorted()
                .forEach(f -> fields.add(McpFieldTypes.stringField(f)));
        out.put("fields", fields);
        out.put("access_patterns", patterns.write(table, entity, own, plans));
        return out;
    }

    /**
     * The entity's template for {@code keyAttribute} in MCP spelling; an entity that writes none is given the
     * natural key {@code {keyAttribute}} (the MCP format requires a template), and the field is added.
     */
    private static String template(Entity entity, String keyAttribute, Set<String> extraFields) {
        Optional<EntityKey> key = entity.key(keyAttribute);
        if (key.isEmpty()) {
            extraFields.add(keyAttribute);
            return "{" + keyAttribute + "}";
        }
        return mcpTemplate(key.get().template());
    }

    private static Optional<DocObject> mapping(Entity entity, SecondaryIndex index) {
        List<String> pk = templates(entity, index.keySchema().partitionKey());
        if (pk.isEmpty()) {
            return Optional.empty();
        }
        DocObject out = DocObject.object().put("name", index.name())
                .put("pk_template", pk.size() == 1 ? pk.get(0) : pk);
        List<String> sk = templates(entity, index.keySchema().sortKey());
        if (!sk.isEmpty()) {
            out.put("sk_template", sk.size() == 1 ? sk.get(0) : sk);
        }
        return Optional.of(out);
    }

    /** The entity's templates for every attribute of a key, or nothing if it writes not all of them. */
    private static List<String> templates(Entity entity, List<KeyAttribute> key) {
        List<String> out = new ArrayList<>();
        for (KeyAttribute part : key) {
            Optional<EntityKey> template = entity.key(part.name());
            if (template.isEmpty()) {
                return List.of();
            }
            out.add(mcpTemplate(template.get().template()));
        }
        return out;
    }

    /** {@code ORDER#{orderDate|date}#{orderId}} as {@code ORDER#{orderDate}#{orderId}}: filters have no place. */
    static String mcpTemplate(String template) {
        return TemplateForms.rewrite(template, attribute -> "{" + attribute + "}");
    }
}
