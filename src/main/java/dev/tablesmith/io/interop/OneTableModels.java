package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.TableSettings;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * OneTable {@code models} (in a OneTable schema, or in the {@code ModelSchema} block some modelers add to a
 * Workbench file) as entities: each model is an entity, a field named like a key attribute with a {@code value}
 * template is the entity's key template ({@code 'ACCOUNT#${id}'} becomes {@code ACCOUNT#{id}}, and
 * {@code ${_type}} the model's name), every other field an attribute. Field options Tablesmith has no place for
 * ({@code generate}, {@code validate}, {@code crypt}, {@code map}, ...) are listed in a warning.
 */
final class OneTableModels {
    private static final Set<String> MAPPED_OPTIONS = Set.of("type", "value", "required", "enum", "ttl");

    private OneTableModels() {
    }

    /**
     * Adds one entity per model to {@code draft}.
     *
     * @param keyTypes          every key attribute of the table and its indexes, with its type
     * @param missingIndexKeys  key attributes of indexes the schema declares but the table does not have
     */
    static void read(JsonNode models, String path, TableDraft draft, Map<String, ScalarType> keyTypes,
                     Set<String> missingIndexKeys, ImportWarnings warnings) {
        for (Iterator<Map.Entry<String, JsonNode>> it = models.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> model = it.next();
            String modelPath = Pointers.child(path, model.getKey());
            if (model.getKey().startsWith("~")) {
                warnings.add(modelPath, "'" + model.getKey() + "' is a modeler's placeholder, not a model; skipped");
                continue;
            }
            if (!model.getValue().isObject()) {
                warnings.add(modelPath, "model is not an object; skipped");
                continue;
            }
            EntityDraft entity = new EntityDraft(model.getKey(), modelPath);
            List<String> keysWithoutValue = new ArrayList<>();
            List<String[]> templates = new ArrayList<>();
            for (Iterator<Map.Entry<String, JsonNode>> fields = model.getValue().fields(); fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                String name = field.getKey();
                JsonNode spec = field.getValue();
                String fieldPath = Pointers.child(modelPath, name);
                JsonNode value = spec.path("value");
                if (keyTypes.containsKey(name)) {
                    if (value.isTextual()) {
                        templates.add(new String[] {name, value.asText(), Pointers.child(fieldPath, "value")});
                    } else {
                        keysWithoutValue.add(name);
                    }
                    continue;
                }
                if (missingIndexKeys.contains(name)) {
                    warnings.add(fieldPath, "'" + name + "' is a key of an index the table does not have; dropped");
                    continue;
                }
                readField(entity, name, spec, fieldPath, draft, warnings);
            }
            for (String key : keysWithoutValue) {
                entity.naturalKey(key, keyTypes.get(key), draft.keySchema.attributeNames().contains(key));
            }
            for (String[] t : templates) {
                t[1] = paddingOnNumbersOnly(t[1], model.getValue(), t[2], warnings);
                entity.key(t[0], t[1], Map.of("_type", model.getKey()), keyTypes, true, t[2], warnings);
            }
            if (!keysWithoutValue.isEmpty()) {
                warnings.add(modelPath, "model " + model.getKey() + " sets " + String.join(", ", keysWithoutValue)
                        + " without a value template; read as natural keys the application supplies ("
                        + String.join(", ", keysWithoutValue.stream().map(k -> "{" + k + "}").toList()) + ")");
            }
            draft.addEntity(entity.build(keyTypes.keySet(), ""), modelPath);
        }
    }

    private static final java.util.regex.Pattern PADDED = java.util.regex.Pattern.compile("\\$\\{([^}:]+):([^}]*)}");

    /**
     * OneTable's {@code ${name:W:C}} left-pads the value's text with C to W characters. Tablesmith's {@code pad:W}
     * is that for numbers padded with zeros; any other padding (of a string, or with another character) is read as
     * the plain {@code ${name}}, with a warning.
     */
    private static String paddingOnNumbersOnly(String value, JsonNode model, String path, ImportWarnings warnings) {
        java.util.regex.Matcher m = PADDED.matcher(value);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String name = m.group(1);
            String type = model.path(name).isObject() ? model.path(name).path("type").asText("")
                    : model.path(name).asText("");
            boolean number = type.equalsIgnoreCase("number");
            String replacement = m.group();
            if (!number || !TemplateConversion.ONETABLE_PAD.matcher(name + ":" + m.group(2)).matches()) {
                warnings.add(path, "padding '" + m.group() + "' is not represented (Tablesmith pads numbers with"
                        + " zeros, to at most 38 digits); read as ${" + name + "}");
                replacement = "${" + name + "}";
            }
            m.appendReplacement(out, java.util.regex.Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static void readField(EntityDraft entity, String name, JsonNode spec, String fieldPath, TableDraft draft,
                                  ImportWarnings warnings) {
        JsonNode typeNode = spec.isObject() ? spec.path("type") : spec;
        AttributeType type = type(typeNode.asText("String"), Pointers.child(fieldPath, "type"), warnings);
        List<String> enumValues = new ArrayList<>();
        spec.path("enum").forEach(v -> enumValues.add(v.asText()));
        entity.attribute(name, type, spec.path("required").asBoolean(false), enumValues);
        if (spec.path("value").isTextual()) {
            warnings.add(Pointers.child(fieldPath, "value"), "computed value '" + spec.get("value").asText()
                    + "' of non-key attribute '" + name + "' is not represented; the attribute is kept");
        }
        if (spec.path("ttl").asBoolean(false)) {
            draft.settings = new TableSettings(draft.settings.billingMode(),
                    draft.settings.provisioned(), name, draft.settings.streamViewType());
        }
        if (!spec.isObject()) {
            return;
        }
        List<String> unmapped = new ArrayList<>();
        spec.fieldNames().forEachRemaining(option -> {
            if (!MAPPED_OPTIONS.contains(option)) {
                unmapped.add(option + describe(spec.get(option)));
            }
        });
        if (!unmapped.isEmpty()) {
            warnings.add(fieldPath, "field '" + name + "' options not represented in Tablesmith: "
                    + String.join(", ", unmapped));
        }
    }

    private static String describe(JsonNode option) {
        if (option.isTextual() || option.isNumber() || option.isBoolean()) {
            return " " + DynamoJsonValues.abbreviate(option.asText());
        }
        return "";
    }

    /** OneTable's type names (JavaScript constructors, or their names as strings) as DynamoDB types. */
    static AttributeType type(String name, String path, ImportWarnings warnings) {
        switch (name.strip().toLowerCase(Locale.ROOT)) {
            case "string":
            case "date":
                return AttributeType.S;
            case "number":
                return AttributeType.N;
            case "boolean":
                return AttributeType.BOOL;
            case "object":
                return AttributeType.M;
            case "array":
                return AttributeType.L;
            case "buffer":
            case "binary":
            case "arraybuffer":
                return AttributeType.B;
            case "set":
                return AttributeType.SS;
            default:
                warnings.add(path, "unknown type '" + name + "'; read as S");
                return AttributeType.S;
        }
    }
}
