package dev.tablesmith.io.interop;

import static dev.tablesmith.io.interop.TerraformValues.blocks;
import static dev.tablesmith.io.interop.TerraformValues.shown;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.io.interop.TerraformValues.Located;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The key schema of a Terraform table or index, in any of the AWS provider's forms: {@code hash_key} and
 * {@code range_key}; {@code key_schema} blocks ({@code attribute_name}, {@code key_type} HASH or RANGE), the form
 * provider 6.29+ uses for a GSI's multi-attribute keys (up to 4 partition and 4 sort key attributes); and the
 * {@code hash_keys}/{@code range_keys} lists that the 6.29.0 release notes announced. Each attribute takes its type
 * from the table's {@code attribute} blocks.
 */
final class TerraformKeys {
    private final ImportWarnings warnings;
    private final Map<String, ScalarType> types;

    TerraformKeys(ImportWarnings warnings, Map<String, ScalarType> types) {
        this.warnings = warnings;
        this.types = types;
    }

    /**
     * The key schema of {@code body}; empty when it has no partition key known before Terraform plans (an LSI,
     * {@code withPartitionKey} false, has none of its own and gets an empty partition key).
     */
    Optional<KeySchema> schema(JsonNode body, String path, boolean withPartitionKey) {
        List<KeyAttribute> hash = new ArrayList<>();
        List<KeyAttribute> range = new ArrayList<>();
        List<Located> keySchema = blocks(body.path("key_schema"), Pointers.child(path, "key_schema"));
        if (!keySchema.isEmpty()) {
            for (Located element : keySchema) {
                warnings.unknownFields(element.node(), element.path(), java.util.Set.of("attribute_name", "key_type"),
                        "key_schema");
                Optional<KeyAttribute> attribute = attribute(element.node().path("attribute_name"),
                        element.path() + "/attribute_name");
                String type = TerraformValues.string(element.node().path("key_type")).orElse("HASH")
                        .toUpperCase(Locale.ROOT);
                attribute.ifPresent(a -> (type.equals("RANGE") ? range : hash).add(a));
            }
        } else {
            add(hash, body, path, body.has("hash_keys") ? "hash_keys" : "hash_key");
            add(range, body, path, body.has("range_keys") ? "range_keys" : "range_key");
        }
        if (withPartitionKey && hash.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new KeySchema(hash, range));
    }

    private void add(List<KeyAttribute> keys, JsonNode body, String path, String argument) {
        JsonNode value = body.path(argument);
        if (value.isMissingNode() || value.isNull()) {
            return;
        }
        String at = Pointers.child(path, argument);
        if (value.isArray()) {
            for (int i = 0; i < value.size(); i++) {
                attribute(value.get(i), Pointers.child(at, i)).ifPresent(keys::add);
            }
        } else {
            attribute(value, at).ifPresent(keys::add);
        }
    }

    private Optional<KeyAttribute> attribute(JsonNode name, String path) {
        Optional<String> literal = TerraformValues.string(name).filter(n -> !n.isEmpty());
        if (literal.isEmpty()) {
            warnings.add(path, "key attribute " + (name.isMissingNode() ? "(none)" : shown(name))
                    + " is only known at plan time; ignored");
            return Optional.empty();
        }
        ScalarType type = types.get(literal.get());
        if (type == null) {
            warnings.add(path, "key attribute " + literal.get() + " has no attribute block; read as S");
            type = ScalarType.S;
        }
        return Optional.of(new KeyAttribute(literal.get(), type));
    }
}
