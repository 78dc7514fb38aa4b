package dev.tablesmith.io.interop;

import static dev.tablesmith.io.interop.TerraformValues.blocks;
import static dev.tablesmith.io.interop.TerraformValues.planTime;
import static dev.tablesmith.io.interop.TerraformValues.shown;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.io.interop.TerraformValues.Located;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Reads every Terraform {@code aws_dynamodb_table} resource (AWS provider) of a configuration, in the native syntax
 * (through {@link HclReader}) or the JSON syntax: {@code name}, {@code hash_key}/{@code range_key} with the
 * {@code attribute} blocks' types, {@code global_secondary_index} and {@code local_secondary_index} blocks (see
 * {@link TerraformIndexes}), {@code billing_mode} (the provider's default is PROVISIONED) with
 * {@code read_capacity}/{@code write_capacity}, {@code ttl} (off unless {@code enabled = true}),
 * {@code stream_enabled}/{@code stream_view_type} and {@code point_in_time_recovery} (absent: off, as DynamoDB
 * creates the table). A value only known at plan time ({@code var.x}, {@code "${var.env}-orders"}) is reported; a
 * table whose partition key is only known then cannot be imported and is left out with a warning.
 */
final class TerraformReader {
    static final String TABLE_TYPE = "aws_dynamodb_table";
    private static final Pattern HCL_TABLE = Pattern.compile("(?m)^\\s*resource\\s+\"?aws_dynamodb_table\"?\\s");
    private static final Pattern HCL_BLOCK = Pattern.compile(
            "(?m)^\\s*(resource|data|module|variable|provider|terraform|locals|output)\\b[^\\n=:]*\\{\\s*$");
    private static final Pattern TABLE_NAME = Pattern.compile("[A-Za-z0-9_.\\-]{3,255}");
    private static final Set<String> ARGUMENTS = Set.of("name", "billing_mode", "read_capacity", "write_capacity",
            "hash_key", "range_key", "key_schema", "attribute", "global_secondary_index", "local_secondary_index",
            "ttl", "stream_enabled", "stream_view_type", "point_in_time_recovery", "count", "for_each", "dynamic",
            "deletion_protection_enabled", "table_class", "on_demand_throughput", "warm_throughput", "//");

    private final ImportWarnings warnings;
    private final List<String> skipped = new ArrayList<>();

    TerraformReader(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    /** Whether {@code text} holds a {@code resource "aws_dynamodb_table"} block in the native syntax. */
    static boolean looksLikeHcl(String text) {
        return HCL_TABLE.matcher(text).find();
    }

    /** Whether {@code text} looks like a Terraform configuration in the native syntax (a top-level block header). */
    static boolean looksLikeTerraform(String text) {
        return HCL_BLOCK.matcher(text).find();
    }

    /** Whether a JSON tree is a Terraform JSON configuration with an {@code aws_dynamodb_table} resource. */
    static boolean hasTables(JsonNode root) {
        return !tableResources(root).isEmpty();
    }

    private record Resource(String name, Located body) {
    }

    private static List<Resource> tableResources(JsonNode root) {
        List<Resource> tables = new ArrayList<>();
        for (Located resources : blocks(root.path("resource"), "/resource")) {
            for (Located byType : blocks(resources.node().path(TABLE_TYPE), Pointers.child(resources.path(),
                    TABLE_TYPE))) {
                for (Iterator<Map.Entry<String, JsonNode>> it = byType.node().fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> named = it.next();
                    for (Located body : blocks(named.getValue(), Pointers.child(byType.path(), named.getKey()))) {
                        tables.add(new Resource(named.getKey(), body));
                    }
                }
            }
        }
        return tables;
    }

    /** The tables; fails when there is none whose keys are known before Terraform plans. */
    List<TableDraft> read(JsonNode root, String sourceName) throws ImportException {
        otherResources(root);
        List<TableDraft> tables = new ArrayList<>();
        for (Resource resource : tableResources(root)) {
            TableDraft table = table(resource.name(), resource.body().node(), resource.body().path());
            if (table != null) {
                tables.add(table);
            }
        }
        if (tables.isEmpty()) {
            throw ImportException.in(sourceName, skipped.isEmpty() ? "no aws_dynamodb_table resource found"
                    : skipped.get(0) + "; no table could be imported");
        }
        return tables;
    }

    /** Modules and other DynamoDB resources hold or change tables this reader does not see: each is reported. */
    private void otherResources(JsonNode root) {
        for (Located modules : blocks(root.path("module"), "/module")) {
            modules.node().fieldNames().forEachRemaining(name -> warnings.add(Pointers.child(modules.path(), name),
                    "module '" + name + "' is not read: the tables it creates are defined in the module's own files"));
        }
        for (Located resources : blocks(root.path("resource"), "/resource")) {
            resources.node().fieldNames().forEachRemaining(type -> {
                if (type.startsWith("aws_dynamodb_") && !type.equals(TABLE_TYPE)) {
                    warnings.add(Pointers.child(resources.path(), type), "resource type " + type
                            + " is not represented in Tablesmith; ignored");
                }
            });
        }
    }

    private TableDraft table(String resourceName, JsonNode body, String path) {
        warnings.unknownFields(body, path, ARGUMENTS, "aws_dynamodb_table");
        for (String meta : List.of("count", "for_each")) {
            if (body.has(meta)) {
                warnings.add(Pointers.child(path, meta), meta + " " + shown(body.get(meta)) + " is only known at plan"
                        + " time; the table is imported once");
            }
        }
        dynamicBlocks(body, path);
        notRepresented(body, path);
        Map<String, ScalarType> types = attributeTypes(body, path);
        TerraformKeys keys = new TerraformKeys(warnings, types);
        Optional<KeySchema> keySchema = keys.schema(body, path, true);
        if (keySchema.isEmpty()) {
            skipped.add(path + ": table '" + resourceName + "' has no partition key known before Terraform plans");
            warnings.add(path, "table '" + resourceName + "' is left out: its partition key is only known at plan"
                    + " time");
            return null;
        }
        TableDraft draft = new TableDraft(path, tableName(resourceName, body, path), keySchema.get());
        BillingMode billing = billing(body, path);
        new TerraformIndexes(warnings, keys).read(body, path, draft, billing == BillingMode.PROVISIONED);
        draft.settings = settings(body, path, billing);
        return draft;
    }

    private void dynamicBlocks(JsonNode body, String path) {
        for (Located dynamic : blocks(body.path("dynamic"), Pointers.child(path, "dynamic"))) {
            dynamic.node().fieldNames().forEachRemaining(type -> warnings.add(Pointers.child(dynamic.path(), type),
                    "dynamic \"" + type + "\" blocks are generated at plan time; not imported"));
        }
    }

    private void notRepresented(JsonNode body, String path) {
        JsonNode protection = body.path("deletion_protection_enabled");
        if (!protection.isMissingNode() && !TerraformValues.bool(protection).equals(Optional.of(false))) {
            warnings.add(path + "/deletion_protection_enabled", "deletion protection ("
                    + shown(protection) + ") is not represented in Tablesmith; ignored");
        }
        JsonNode tableClass = body.path("table_class");
        if (!tableClass.isMissingNode() && !TerraformValues.string(tableClass).equals(Optional.of("STANDARD"))) {
            warnings.add(path + "/table_class", "table class " + shown(tableClass) + " is not represented in"
                    + " Tablesmith; the design assumes STANDARD");
        }
    }

    private Map<String, ScalarType> attributeTypes(JsonNode body, String path) {
        Map<String, ScalarType> types = new LinkedHashMap<>();
        for (Located attribute : blocks(body.path("attribute"), Pointers.child(path, "attribute"))) {
            JsonNode name = attribute.node().path("name");
            JsonNode type = attribute.node().path("type");
            Optional<String> literalName = TerraformValues.string(name);
            if (literalName.isEmpty()) {
                warnings.add(attribute.path() + "/name", "attribute name " + shown(name) + " is only known at plan"
                        + " time; ignored");
                continue;
            }
            ScalarType scalar = TerraformValues.string(type).map(t -> t.strip().toUpperCase(Locale.ROOT))
                    .filter(t -> t.equals("S") || t.equals("N") || t.equals("B")).map(ScalarType::valueOf)
                    .orElse(null);
            if (scalar == null) {
                warnings.add(attribute.path() + "/type", "attribute " + literalName.get() + " has type "
                        + (type.isMissingNode() ? "(none)" : shown(type)) + ", not S, N or B; read as S");
                scalar = ScalarType.S;
            }
            types.put(literalName.get(), scalar);
        }
        return types;
    }

    private String tableName(String resourceName, JsonNode body, String path) {
        JsonNode name = body.path("name");
        Optional<String> literal = TerraformValues.string(name).filter(n -> TABLE_NAME.matcher(n).matches());
        if (literal.isPresent()) {
            return literal.get();
        }
        warnings.add(name.isMissingNode() ? path : path + "/name", name.isMissingNode()
                ? "no name; the table is named after its resource, '" + resourceName + "'"
                : "name " + shown(name) + " is only known at plan time; the table is named after its resource, '"
                + resourceName + "'");
        return resourceName;
    }

    private BillingMode billing(JsonNode body, String path) {
        JsonNode mode = body.path("billing_mode");
        if (mode.isMissingNode()) {
            return BillingMode.PROVISIONED;
        }
        Optional<String> literal = TerraformValues.string(mode).map(m -> m.toUpperCase(Locale.ROOT));
        if (literal.isPresent() && (literal.get().equals("PROVISIONED") || literal.get().equals("PAY_PER_REQUEST"))) {
            return BillingMode.valueOf(literal.get());
        }
        boolean provisioned = TerraformValues.number(body.path("read_capacity")).isPresent();
        warnings.add(path + "/billing_mode", "billing_mode " + shown(mode) + " is not a literal mode; read as "
                + (provisioned ? "PROVISIONED (read_capacity is set)" : "PAY_PER_REQUEST"));
        return provisioned ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST;
    }

    private TableSettings settings(JsonNode body, String path, BillingMode billing) {
        Throughput provisioned = billing == BillingMode.PROVISIONED
                ? TerraformIndexes.throughput(body, path, true, warnings) : null;
        TerraformThroughputLimits limits = new TerraformThroughputLimits(warnings);
        return new TableSettings(billing, provisioned, ttl(body, path), stream(body, path), recovery(body, path),
                limits.onDemand(body, path), limits.warm(body, path));
    }

    private String ttl(JsonNode body, String path) {
        List<Located> ttl = blocks(body.path("ttl"), Pointers.child(path, "ttl"));
        if (ttl.isEmpty()) {
            return null;
        }
        JsonNode block = ttl.get(0).node();
        String at = ttl.get(0).path();
        warnings.unknownFields(block, at, Set.of("attribute_name", "enabled"), "ttl");
        Optional<String> attribute = TerraformValues.string(block.path("attribute_name"));
        Optional<Boolean> enabled = TerraformValues.bool(block.path("enabled"));
        if (planTime(block.path("attribute_name")) || planTime(block.path("enabled"))) {
            warnings.add(at, "TTL (attribute_name " + shownOrNone(block.path("attribute_name")) + ", enabled "
                    + shownOrNone(block.path("enabled")) + ") is only known at plan time; the design has TTL off");
            return null;
        }
        if (enabled.orElse(false) && attribute.isPresent() && !attribute.get().isEmpty()) {
            return attribute.get();
        }
        if (attribute.isPresent() && !attribute.get().isEmpty()) {
            warnings.add(at, "TTL on " + attribute.get() + " is not enabled (enabled defaults to false); the design"
                    + " has TTL off");
        }
        return null;
    }

    private static String shownOrNone(JsonNode node) {
        return node.isMissingNode() ? "(none)" : shown(node);
    }

    private StreamViewType stream(JsonNode body, String path) {
        JsonNode enabled = body.path("stream_enabled");
        JsonNode view = body.path("stream_view_type");
        if (enabled.isMissingNode() && view.isMissingNode()) {
            return null;
        }
        if (!TerraformValues.bool(enabled).orElse(false)) {
            if (planTime(enabled) || (!view.isMissingNode() && !TerraformValues.string(view).orElse("").isEmpty())) {
                warnings.add(path + "/stream_enabled", "stream_enabled is " + (enabled.isMissingNode() ? "unset"
                        : shown(enabled)) + "; streams are off in the design");
            }
            return null;
        }
        Optional<String> type = TerraformValues.string(view).map(v -> v.toUpperCase(Locale.ROOT));
        try {
            return StreamViewType.valueOf(type.orElseThrow(IllegalArgumentException::new));
        } catch (IllegalArgumentException e) {
            warnings.add(path + "/stream_view_type", "stream view type " + (view.isMissingNode() ? "(none)"
                    : shown(view)) + " is not a literal StreamViewType; streams are off in the design");
            return null;
        }
    }

    private boolean recovery(JsonNode body, String path) {
        List<Located> blocks = blocks(body.path("point_in_time_recovery"), Pointers.child(path,
                "point_in_time_recovery"));
        if (blocks.isEmpty()) {
            return false;
        }
        Located block = blocks.get(0);
        warnings.unknownFields(block.node(), block.path(), Set.of("enabled"), "point_in_time_recovery");
        JsonNode enabled = block.node().path("enabled");
        if (planTime(enabled)) {
            warnings.add(block.path() + "/enabled", "point-in-time recovery " + shown(enabled) + " is only known at"
                    + " plan time; read as off");
        }
        return TerraformValues.bool(enabled).orElse(false);
    }
}
