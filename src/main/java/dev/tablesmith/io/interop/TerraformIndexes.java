package dev.tablesmith.io.interop;

import static dev.tablesmith.io.interop.TerraformValues.blocks;
import static dev.tablesmith.io.interop.TerraformValues.shown;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.io.interop.TerraformValues.Located;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Throughput;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The {@code global_secondary_index} and {@code local_secondary_index} blocks of a Terraform table: name, keys (see
 * {@link TerraformKeys}), {@code projection_type} with {@code non_key_attributes}, and a GSI's
 * {@code read_capacity}/{@code write_capacity} on a provisioned table, and a GSI's {@code on_demand_throughput} and
 * {@code warm_throughput}. An LSI's partition key is the table's.
 */
final class TerraformIndexes {
    private static final Set<String> GSI_ARGUMENTS = Set.of("name", "hash_key", "range_key", "hash_keys",
            "range_keys", "key_schema", "projection_type", "non_key_attributes", "read_capacity", "write_capacity",
            "on_demand_throughput", "warm_throughput");
    private static final Set<String> LSI_ARGUMENTS = Set.of("name", "range_key", "key_schema", "projection_type",
            "non_key_attributes");

    private final ImportWarnings warnings;
    private final TerraformKeys keys;

    TerraformIndexes(ImportWarnings warnings, TerraformKeys keys) {
        this.warnings = warnings;
        this.keys = keys;
    }

    void read(JsonNode table, String path, TableDraft draft, boolean provisioned) {
        List<Located> gsis = blocks(table.path("global_secondary_index"), Pointers.child(path,
                "global_secondary_index"));
        for (int i = 0; i < gsis.size(); i++) {
            Located gsi = gsis.get(i);
            warnings.unknownFields(gsi.node(), gsi.path(), GSI_ARGUMENTS, "global_secondary_index");
            Optional<KeySchema> schema = keys.schema(gsi.node(), gsi.path(), true);
            if (schema.isEmpty()) {
                warnings.add(gsi.path(), "the index has no partition key known before Terraform plans; left out");
                continue;
            }
            TerraformThroughputLimits limits = new TerraformThroughputLimits(warnings);
            draft.indexes.add(new SecondaryIndex(name(gsi, "gsi" + (i + 1)), IndexKind.GSI, schema.get(),
                    projection(gsi), provisioned ? throughput(gsi.node(), gsi.path(), false, warnings) : null,
                    limits.onDemand(gsi.node(), gsi.path()), limits.warm(gsi.node(), gsi.path())));
        }
        List<Located> lsis = blocks(table.path("local_secondary_index"), Pointers.child(path,
                "local_secondary_index"));
        for (int i = 0; i < lsis.size(); i++) {
            Located lsi = lsis.get(i);
            warnings.unknownFields(lsi.node(), lsi.path(), LSI_ARGUMENTS, "local_secondary_index");
            KeySchema schema = keys.schema(lsi.node(), lsi.path(), false).orElseThrow();
            if (schema.sortKey().isEmpty()) {
                warnings.add(lsi.path(), "the local index has no sort key known before Terraform plans; left out");
                continue;
            }
            draft.indexes.add(new SecondaryIndex(name(lsi, "lsi" + (i + 1)), IndexKind.LSI,
                    new KeySchema(draft.keySchema.partitionKey(), schema.sortKey()), projection(lsi), null));
        }
    }

    private String name(Located index, String fallback) {
        Optional<String> name = TerraformValues.string(index.node().path("name")).filter(n -> !n.isBlank());
        if (name.isEmpty()) {
            JsonNode written = index.node().path("name");
            warnings.add(index.path() + "/name", "index name " + (written.isMissingNode() ? "(none)" : shown(written))
                    + " is not a literal; named '" + fallback + "'");
        }
        return name.orElse(fallback);
    }

    private Projection projection(Located index) {
        JsonNode type = index.node().path("projection_type");
        Optional<ProjectionType> literal = TerraformValues.string(type).map(t -> t.toUpperCase(Locale.ROOT))
                .filter(t -> Set.of("ALL", "KEYS_ONLY", "INCLUDE").contains(t)).map(ProjectionType::valueOf);
        if (literal.isEmpty()) {
            warnings.add(index.path() + "/projection_type", "projection_type " + (type.isMissingNode() ? "(none)"
                    : shown(type)) + " is not ALL, KEYS_ONLY or INCLUDE; read as ALL");
            return Projection.all();
        }
        if (literal.get() != ProjectionType.INCLUDE) {
            return new Projection(literal.get(), List.of());
        }
        JsonNode attributes = index.node().path("non_key_attributes");
        Optional<List<String>> names = TerraformValues.strings(attributes);
        if (names.isEmpty()) {
            warnings.add(index.path() + "/non_key_attributes", "non_key_attributes " + shown(attributes)
                    + " are only known at plan time; the index projects the keys only");
            return Projection.include(List.of());
        }
        return Projection.include(names.get());
    }

    /**
     * {@code read_capacity} and {@code write_capacity} of a provisioned table or GSI. A table must give both (read
     * as 5 and 5 with a warning when it does not); a GSI without them gets null, the table's.
     */
    static Throughput throughput(JsonNode body, String path, boolean table, ImportWarnings warnings) {
        JsonNode read = body.path("read_capacity");
        JsonNode write = body.path("write_capacity");
        if (!table && read.isMissingNode() && write.isMissingNode()) {
            return null;
        }
        Optional<Long> readUnits = TerraformValues.number(read);
        Optional<Long> writeUnits = TerraformValues.number(write);
        if (readUnits.isEmpty() || writeUnits.isEmpty()) {
            warnings.add(path, "provisioned capacity read_capacity " + (read.isMissingNode() ? "(none)" : shown(read))
                    + ", write_capacity " + (write.isMissingNode() ? "(none)" : shown(write))
                    + " is not literal; read as 5 for each missing value");
        }
        return new Throughput(Math.max(0, readUnits.orElse(5L)), Math.max(0, writeUnits.orElse(5L)));
    }
}
