package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads one table as the DynamoDB API writes it: the input of {@code aws dynamodb create-table --cli-input-json}
 * (a CreateTable request) or the {@code TableDescription} that DescribeTable ({@code {"Table": {...}}}) and
 * CreateTable ({@code {"TableDescription": {...}}}) return. Both carry {@code KeySchema} with
 * {@code AttributeDefinitions}, GSIs (a multi-attribute key is several HASH or RANGE elements, in order), LSIs,
 * projections, capacity and the stream; the request names its billing mode in {@code BillingMode}, the description in
 * {@code BillingModeSummary} (absent for a provisioned table never switched, so 0/0 capacity then means on-demand:
 * a provisioned table has at least 1 unit each).
 *
 * <p>The description's live state (status, item count, size, ARNs, ids, timestamps, stream labels, warm throughput
 * reached) describes the running table, not its design, and is dropped without a warning. Settings the design does
 * not hold (encryption with a KMS key, table class, deletion protection, tags, maximum on-demand throughput,
 * requested warm throughput, replicas, a resource policy) are each reported. Neither source says anything about TTL
 * or point-in-time recovery: DynamoDB creates a table with both off, and so does the import (for a description, a
 * warning points to {@code describe-time-to-live} and {@code describe-continuous-backups}).
 */
final class TableDescriptionReader {
    /** The two shapes: a CreateTable request, or a TableDescription of a table that exists. */
    enum Shape {
        CREATE_TABLE_INPUT, TABLE_DESCRIPTION
    }

    private static final Set<String> DEFINITION = Set.of("TableName", "KeySchema", "AttributeDefinitions",
            "GlobalSecondaryIndexes", "LocalSecondaryIndexes", "BillingMode", "BillingModeSummary",
            "ProvisionedThroughput", "StreamSpecification");
    /** TableDescription members that describe the running table, not its design: dropped silently. */
    private static final Set<String> LIVE_STATE = Set.of("TableStatus", "CreationDateTime", "TableSizeBytes",
            "ItemCount", "TableArn", "TableId", "LatestStreamLabel", "LatestStreamArn", "RestoreSummary",
            "ArchivalSummary", "GlobalTableVersion", "WarmThroughput", "ResponseMetadata");
    private static final Set<String> INDEX_STATE = Set.of("IndexStatus", "Backfilling", "IndexSizeBytes", "ItemCount",
            "IndexArn", "WarmThroughput");

    private final ImportWarnings warnings;
    private final TableDescriptionExtras extras;

    TableDescriptionReader(ImportWarnings warnings) {
        this.warnings = warnings;
        this.extras = new TableDescriptionExtras(warnings);
    }

    /** Where the table is in {@code root}, and in which shape; empty when {@code root} holds neither. */
    static Optional<Map.Entry<String, Shape>> locate(JsonNode root) {
        for (String wrapper : List.of("Table", "TableDescription")) {
            if (root.path(wrapper).path("KeySchema").isArray()) {
                return Optional.of(Map.entry("/" + wrapper, Shape.TABLE_DESCRIPTION));
            }
        }
        if (root.path("KeySchema").isArray() && root.has("TableName")) {
            return Optional.of(Map.entry("", Shape.CREATE_TABLE_INPUT));
        }
        return Optional.empty();
    }

    TableDraft read(JsonNode root, String path, Shape shape) {
        JsonNode table = root.at(path);
        Set<String> known = new HashSet<>(DEFINITION);
        known.addAll(TableDescriptionExtras.MEMBERS);
        if (shape == Shape.TABLE_DESCRIPTION) {
            known.addAll(LIVE_STATE);
            warnings.unknownFields(root, "", Set.of("Table", "TableDescription", "ResponseMetadata"), "output");
        }
        warnings.unknownFields(table, path, known, "table");
        Map<String, ScalarType> types = new LinkedHashMap<>();
        JsonNode definitions = table.path("AttributeDefinitions");
        for (JsonNode definition : definitions) {
            types.put(definition.path("AttributeName").asText(), scalar(definition.path("AttributeType").asText()));
        }
        Set<String> used = new HashSet<>();
        KeySchema keySchema = keySchema(table.path("KeySchema"), types, path + "/KeySchema", used);
        TableDraft draft = new TableDraft(path.isEmpty() ? "/" : path, table.path("TableName").asText(""), keySchema);
        boolean provisioned = billingMode(table, path, shape) == BillingMode.PROVISIONED;
        indexes(table.path("GlobalSecondaryIndexes"), path + "/GlobalSecondaryIndexes", IndexKind.GSI, provisioned,
                shape, types, used, draft);
        indexes(table.path("LocalSecondaryIndexes"), path + "/LocalSecondaryIndexes", IndexKind.LSI, provisioned,
                shape, types, used, draft);
        types.keySet().stream().filter(name -> !used.contains(name)).forEach(name -> warnings.add(
                path + "/AttributeDefinitions", "attribute definition " + name + " is used by no key schema"
                        + " (DynamoDB's CreateTable rejects such a definition); ignored"));
        draft.settings = settings(table, path, provisioned);
        extras.read(table, path, shape == Shape.CREATE_TABLE_INPUT);
        if (shape == Shape.TABLE_DESCRIPTION) {
            warnings.add(path, "describe-table does not report TTL or point-in-time recovery (see aws dynamodb"
                    + " describe-time-to-live and describe-continuous-backups); the design has both off");
        }
        return draft;
    }

    private BillingMode billingMode(JsonNode table, String path, Shape shape) {
        JsonNode mode = shape == Shape.CREATE_TABLE_INPUT ? table.path("BillingMode")
                : table.path("BillingModeSummary").path("BillingMode");
        String where = shape == Shape.CREATE_TABLE_INPUT ? path + "/BillingMode"
                : path + "/BillingModeSummary/BillingMode";
        if (mode.isMissingNode()) {
            if (shape == Shape.TABLE_DESCRIPTION && isZero(table.path("ProvisionedThroughput"))) {
                return BillingMode.PAY_PER_REQUEST;
            }
            return BillingMode.PROVISIONED;
        }
        return switch (mode.asText().toUpperCase(Locale.ROOT)) {
            case "PROVISIONED" -> BillingMode.PROVISIONED;
            case "PAY_PER_REQUEST" -> BillingMode.PAY_PER_REQUEST;
            default -> {
                warnings.add(where, "unknown billing mode " + mode + "; read as PAY_PER_REQUEST");
                yield BillingMode.PAY_PER_REQUEST;
            }
        };
    }

    private static boolean isZero(JsonNode throughput) {
        return throughput.path("ReadCapacityUnits").asLong(0) == 0
                && throughput.path("WriteCapacityUnits").asLong(0) == 0;
    }

    private KeySchema keySchema(JsonNode elements, Map<String, ScalarType> types, String path, Set<String> used) {
        List<KeyAttribute> hash = new ArrayList<>();
        List<KeyAttribute> range = new ArrayList<>();
        for (int i = 0; i < elements.size(); i++) {
            JsonNode element = elements.get(i);
            String name = element.path("AttributeName").asText();
            ScalarType type = types.get(name);
            if (type == null) {
                warnings.add(Pointers.child(path, i), "key attribute " + name + " is not in AttributeDefinitions;"
                        + " read as S");
                type = ScalarType.S;
            }
            used.add(name);
            String keyType = element.path("KeyType").asText();
            if (keyType.equalsIgnoreCase("RANGE")) {
                range.add(new KeyAttribute(name, type));
            } else {
                if (!keyType.equalsIgnoreCase("HASH")) {
                    warnings.add(Pointers.child(path, i) + "/KeyType", "key type '" + keyType + "' is neither HASH"
                            + " nor RANGE; read as HASH");
                }
                hash.add(new KeyAttribute(name, type));
            }
        }
        return new KeySchema(hash, range);
    }

    private void indexes(JsonNode list, String path, IndexKind kind, boolean provisioned, Shape shape,
                         Map<String, ScalarType> types, Set<String> used, TableDraft draft) {
        Set<String> known = new HashSet<>(Set.of("IndexName", "KeySchema", "Projection"));
        if (kind == IndexKind.GSI) {
            known.addAll(Set.of("ProvisionedThroughput", "OnDemandThroughput"));
            if (shape == Shape.CREATE_TABLE_INPUT) {
                known.add("WarmThroughput");
            }
        }
        if (shape == Shape.TABLE_DESCRIPTION) {
            known.addAll(INDEX_STATE);
        }
        for (int i = 0; i < list.size(); i++) {
            JsonNode index = list.get(i);
            String indexPath = Pointers.child(path, i);
            warnings.unknownFields(index, indexPath, known, "index");
            KeySchema keys = keySchema(index.path("KeySchema"), types, indexPath + "/KeySchema", used);
            Throughput throughput = null;
            if (kind == IndexKind.GSI) {
                throughput = provisioned ? throughput(index.path("ProvisionedThroughput"),
                        indexPath + "/ProvisionedThroughput") : null;
                extras.indexCapacity(index, indexPath, shape == Shape.CREATE_TABLE_INPUT);
            }
            draft.indexes.add(new SecondaryIndex(index.path("IndexName").asText(""), kind, keys,
                    WorkbenchIndexes.projection(index.path("Projection"), indexPath + "/Projection", warnings),
                    throughput));
        }
    }

    private TableSettings settings(JsonNode table, String path, boolean provisioned) {
        Throughput throughput = null;
        if (provisioned) {
            throughput = throughput(table.path("ProvisionedThroughput"), path + "/ProvisionedThroughput");
            if (throughput == null) {
                warnings.add(path, "provisioned billing without a ProvisionedThroughput (DynamoDB rejects such a"
                        + " table); read as 5 read and 5 write capacity units");
                throughput = new Throughput(5, 5);
            }
        }
        StreamViewType stream = null;
        JsonNode spec = table.path("StreamSpecification");
        if (spec.path("StreamEnabled").asBoolean(spec.has("StreamViewType"))) {
            String view = spec.path("StreamViewType").asText("");
            try {
                stream = StreamViewType.valueOf(view);
            } catch (IllegalArgumentException e) {
                warnings.add(path + "/StreamSpecification", "stream enabled with view type '" + view + "', which"
                        + " is not a StreamViewType; streams are off in the design");
            }
        }
        return new TableSettings(provisioned ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST, throughput,
                null, stream, false);
    }

    private Throughput throughput(JsonNode node, String path) {
        if (node.isMissingNode() || node.isNull()) {
            return null;
        }
        JsonNode read = node.path("ReadCapacityUnits");
        JsonNode write = node.path("WriteCapacityUnits");
        if (!read.canConvertToLong() || !write.canConvertToLong() || read.asLong() < 1 || write.asLong() < 1) {
            warnings.add(path, "capacity units " + node.path("ReadCapacityUnits") + " read / "
                    + node.path("WriteCapacityUnits") + " write are not whole numbers of at least 1; read as 5"
                    + " and 5");
            return new Throughput(5, 5);
        }
        return new Throughput(read.asLong(), write.asLong());
    }

    private static ScalarType scalar(String type) {
        return switch (type.strip().toUpperCase(Locale.ROOT)) {
            case "N" -> ScalarType.N;
            case "B" -> ScalarType.B;
            default -> ScalarType.S;
        };
    }
}
