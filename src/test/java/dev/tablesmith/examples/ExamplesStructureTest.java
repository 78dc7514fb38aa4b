package dev.tablesmith.examples;

import static dev.tablesmith.examples.ExampleResources.fieldNames;
import static dev.tablesmith.examples.ExampleResources.list;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.examples.ExampleResources.ExampleFile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks the bundled examples against the {@code tablesmith/1} format with plain Jackson: the gallery index, the
 * field names and their order, key templates, sample records and access patterns. Needs nothing from the io
 * package.
 */
class ExamplesStructureTest {
    private static final Map<String, List<String>> FIELD_ORDER = Map.ofEntries(
            Map.entry("design", List.of("format", "name", "description", "tables", "pricing")),
            Map.entry("table", List.of("name", "partitionKey", "sortKey", "billing", "ttlAttribute",
                    "streamViewType", "globalSecondaryIndexes", "localSecondaryIndexes", "entities",
                    "accessPatterns", "items")),
            Map.entry("keyAttribute", List.of("name", "type")),
            Map.entry("index", List.of("name", "partitionKey", "sortKey", "projection", "provisioned")),
            Map.entry("projection", List.of("type", "nonKeyAttributes")),
            Map.entry("entity", List.of("name", "description", "colour", "estimatedItemCount", "attributes",
                    "keys", "ttlAttribute", "copies", "aggregates", "uniqueValues", "records")),
            Map.entry("attribute", List.of("name", "type", "required", "examples", "distinctValues", "enum",
                    "hotShare")),
            Map.entry("key", List.of("template", "when")),
            Map.entry("pattern", List.of("id", "name", "description", "kind", "entities", "equals", "range",
                    "sort", "limit", "requestsPerSecond", "consistency", "index", "keyCondition",
                    "exampleInputs", "write")),
            Map.entry("equals", List.of("attribute", "value")),
            Map.entry("range", List.of("attribute", "operator")),
            Map.entry("sort", List.of("attribute", "direction")),
            Map.entry("write", List.of("operation", "updateExpression", "conditionExpression", "transaction",
                    "values", "actions")));
    private static final Set<String> ATTRIBUTE_TYPES = Set.of("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS",
            "BS");
    private static final Pattern COLOUR = Pattern.compile("#[0-9A-Fa-f]{6}");

    static Stream<ExampleFile> examples() {
        return ExampleResources.examples().stream();
    }

    @Test
    void indexEntriesAreCompleteAndUnique() {
        List<JsonNode> entries = list(ExampleResources.index());
        assertThat(entries).hasSize(7);
        for (JsonNode entry : entries) {
            assertThat(fieldNames(entry)).containsExactly("name", "title", "description", "file");
            entry.properties().forEach(f -> assertThat(f.getValue().isTextual() && !f.getValue().asText()
                    .isBlank()).as("%s of %s", f.getKey(), entry).isTrue());
            assertThat(entry.path("description").asText()).as("one-line description").doesNotContain("\n");
            assertThat(entry.path("file").asText()).isEqualTo(entry.path("name").asText() + ".tablesmith.json");
        }
        for (String field : List.of("name", "title", "file")) {
            assertThat(entries.stream().map(e -> e.path(field).asText())).as(field).doesNotHaveDuplicates();
        }
        assertThat(entries.stream().map(e -> e.path("name").asText()))
                .containsExactly("commerce-main", "ledgerleaf", "users-groups", "org-chart", "hot-key-sharding",
                        "game-leaderboard-overloaded", "game-leaderboard-multikey");
    }

    @Test
    void everyIndexedFileExistsAndIsTablesmith1() {
        for (JsonNode entry : list(ExampleResources.index())) {
            String resource = ExampleResources.FOLDER + entry.path("file").asText();
            assertThat(ExampleResources.exists(resource)).as(resource).isTrue();
            JsonNode design = ExampleResources.parse(ExampleResources.text(resource), resource);
            assertThat(design.path("format").asText()).as(resource).isEqualTo("tablesmith/1");
            assertThat(design.path("name").asText()).as(resource).isEqualTo(entry.path("name").asText());
            assertThat(list(design.path("tables"))).as(resource).hasSize(1);
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void fileTextIndentsTwoSpacesPerLevelWithUnixLineEndsAndATrailingNewline(ExampleFile example) {
        String text = ExampleResources.text(ExampleResources.FOLDER + example.file());
        assertThat(text).doesNotContain("\r", "\t").endsWith("}\n").doesNotEndWith("\n\n");
        List<String> errors = new ArrayList<>();
        int depth = 0;
        String[] lines = text.split("\n");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n];
            String content = line.stripLeading();
            int expected = 2 * (content.startsWith("}") || content.startsWith("]") ? depth - 1 : depth);
            if (line.length() - content.length() != expected || content.isEmpty()) {
                errors.add(example.file() + ":" + (n + 1) + ": expected " + expected + " spaces of indentation");
            }
            depth += nesting(content);
        }
        assertThat(errors).isEmpty();
        assertThat(depth).isZero();
    }

    /** The change in bracket depth across one line, ignoring brackets inside strings. */
    private static int nesting(String line) {
        int change = 0;
        boolean inString = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                change++;
            } else if (c == '}' || c == ']') {
                change--;
            }
        }
        return change;
    }

    @ParameterizedTest
    @MethodSource("examples")
    void fieldsAreTheFormatsAndInItsOrder(ExampleFile example) {
        List<String> errors = new ArrayList<>();
        JsonNode design = example.design();
        checkOrder(errors, "design", "", design);
        JsonNode table = example.table();
        checkOrder(errors, "table", "/tables/0", table);
        checkOrder(errors, "keyAttribute", "/tables/0/partitionKey", table.path("partitionKey"));
        if (table.has("sortKey")) {
            checkOrder(errors, "keyAttribute", "/tables/0/sortKey", table.path("sortKey"));
        }
        List<JsonNode> gsis = list(table.path("globalSecondaryIndexes"));
        for (int i = 0; i < gsis.size(); i++) {
            String at = "/tables/0/globalSecondaryIndexes/" + i;
            JsonNode gsi = gsis.get(i);
            checkOrder(errors, "index", at, gsi);
            checkGsiKey(errors, at + "/partitionKey", gsi.path("partitionKey"));
            if (gsi.has("sortKey")) {
                checkGsiKey(errors, at + "/sortKey", gsi.path("sortKey"));
            }
            if (gsi.has("projection")) {
                checkOrder(errors, "projection", at + "/projection", gsi.path("projection"));
            }
        }
        List<JsonNode> entities = example.entities();
        for (int e = 0; e < entities.size(); e++) {
            String at = "/tables/0/entities/" + e;
            JsonNode entity = entities.get(e);
            checkOrder(errors, "entity", at, entity);
            List<JsonNode> attributes = list(entity.path("attributes"));
            for (int a = 0; a < attributes.size(); a++) {
                checkOrder(errors, "attribute", at + "/attributes/" + a, attributes.get(a));
            }
            entity.path("keys").properties().forEach(k ->
                    checkOrder(errors, "key", at + "/keys/" + k.getKey(), k.getValue()));
        }
        List<JsonNode> patterns = example.accessPatterns();
        for (int p = 0; p < patterns.size(); p++) {
            String at = "/tables/0/accessPatterns/" + p;
            JsonNode pattern = patterns.get(p);
            checkOrder(errors, "pattern", at, pattern);
            for (JsonNode equality : list(pattern.path("equals"))) {
                checkOrder(errors, "equals", at + "/equals", equality);
            }
            for (String part : List.of("range", "sort", "write")) {
                if (pattern.has(part)) {
                    checkOrder(errors, part, at + "/" + part, pattern.path(part));
                }
            }
        }
        assertThat(errors).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void fieldsHoldingTheirDefaultAreLeftOut(ExampleFile example) {
        JsonNode table = example.table();
        assertThat(table.path("billing").path("mode").asText("")).isNotEqualTo("PAY_PER_REQUEST");
        for (JsonNode gsi : list(table.path("globalSecondaryIndexes"))) {
            assertThat(gsi.path("projection").path("type").asText("")).isNotEqualTo("ALL");
        }
        for (JsonNode entity : example.entities()) {
            for (JsonNode attribute : list(entity.path("attributes"))) {
                assertThat(attribute.path("required").asBoolean(true)).as("%s", attribute).isTrue();
            }
        }
        for (JsonNode pattern : example.accessPatterns()) {
            assertThat(pattern.path("kind").asText("")).as(pattern.path("id").asText()).isNotEqualTo("READ");
            assertThat(pattern.path("consistency").asText("")).isNotEqualTo("EVENTUAL");
            assertThat(pattern.path("sort").path("direction").asText("")).isNotEqualTo("ASC");
            assertThat(pattern.path("write").path("transaction").asBoolean(true)).isTrue();
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void entityKeysNameKeyAttributesOfTheTableInKeyOrder(ExampleFile example) {
        List<String> keyAttributes = example.keyAttributeNames();
        String partitionKey = example.table().path("partitionKey").path("name").asText();
        for (JsonNode entity : example.entities()) {
            List<String> keys = fieldNames(entity.path("keys"));
            assertThat(keyAttributes).as(entity.path("name").asText()).containsAll(keys);
            assertThat(keys).as("%s keys in table key-attribute order", entity.path("name").asText())
                    .isEqualTo(keyAttributes.stream().filter(keys::contains).toList());
            assertThat(keys).as("%s writes the table's primary key", entity.path("name").asText())
                    .contains(partitionKey);
            for (JsonNode index : example.indexes()) {
                JsonNode key = index.path("partitionKey");
                for (JsonNode part : key.isArray() ? list(key) : List.of(key)) {
                    assertThat(part.path("type").asText()).as(index.path("name").asText()).isEqualTo("S");
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void templatePlaceholdersAndConditionsNameDeclaredAttributes(ExampleFile example) {
        List<String> errors = new ArrayList<>();
        for (JsonNode entity : example.entities()) {
            Set<String> declared = declaredAttributes(entity);
            entity.path("keys").properties().forEach(k -> {
                String template = k.getValue().path("template").asText();
                assertThat(template).as("%s.%s template", entity.path("name").asText(), k.getKey()).isNotBlank();
                for (String placeholder : TemplateText.placeholders(template)) {
                    if (!declared.contains(placeholder)) {
                        errors.add(entity.path("name").asText() + "." + k.getKey() + ": " + template
                                + " refers to undeclared '" + placeholder + "'");
                    }
                }
                if (k.getValue().has("when")) {
                    for (String attribute : TemplateText.conditionAttributes(k.getValue().path("when").asText())) {
                        if (!declared.contains(attribute)) {
                            errors.add(entity.path("name").asText() + "." + k.getKey() + ": when refers to "
                                    + "undeclared '" + attribute + "'");
                        }
                    }
                }
            });
        }
        assertThat(errors).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyEntityIsDescribedColouredAndHasRecords(ExampleFile example) {
        Set<String> colours = new HashSet<>();
        for (JsonNode entity : example.entities()) {
            String name = entity.path("name").asText();
            assertThat(entity.path("description").asText()).as(name).isNotBlank();
            assertThat(entity.path("colour").asText()).as(name).matches(COLOUR);
            assertThat(colours.add(entity.path("colour").asText().toUpperCase())).as("%s colour is distinct", name)
                    .isTrue();
            assertThat(entity.path("estimatedItemCount").asLong()).as(name).isPositive();
            assertThat(list(entity.path("attributes"))).as(name).isNotEmpty();
            assertThat(list(entity.path("records"))).as(name).isNotEmpty();
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void attributesHaveValidTypesAndOneKindOfValueHint(ExampleFile example) {
        for (JsonNode entity : example.entities()) {
            for (JsonNode attribute : list(entity.path("attributes"))) {
                String at = entity.path("name").asText() + "." + attribute.path("name").asText();
                assertThat(ATTRIBUTE_TYPES).as(at).contains(attribute.path("type").asText());
                assertThat(attribute.has("distinctValues") && attribute.has("enum")).as(at).isFalse();
                if (attribute.has("distinctValues")) {
                    assertThat(attribute.path("distinctValues").asLong()).as(at).isPositive();
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void idsAndNamesAreUnique(ExampleFile example) {
        assertThat(example.accessPatterns().stream().map(p -> p.path("id").asText())).doesNotHaveDuplicates();
        assertThat(example.accessPatterns().stream().map(p -> p.path("name").asText())).doesNotHaveDuplicates();
        assertThat(example.entities().stream().map(e -> e.path("name").asText())).doesNotHaveDuplicates();
        assertThat(example.indexes().stream().map(i -> i.path("name").asText())).doesNotHaveDuplicates();
        for (JsonNode entity : example.entities()) {
            assertThat(list(entity.path("attributes")).stream().map(a -> a.path("name").asText()))
                    .as(entity.path("name").asText()).doesNotHaveDuplicates();
        }
        // Read-side patterns are AP1..APn in order; write patterns added after them are W1..Wm in order.
        List<String> ids = example.accessPatterns().stream().map(p -> p.path("id").asText()).toList();
        long reads = ids.stream().filter(id -> id.startsWith("AP")).count();
        for (int i = 0; i < ids.size(); i++) {
            assertThat(ids.get(i)).isEqualTo(i < reads ? "AP" + (i + 1) : "W" + (i + 1 - reads));
        }
    }

    /**
     * A GSI key is one {@code {name, type}} object, or (DynamoDB's multi-attribute keys) an array of 2 to 4 of them;
     * a single attribute is always written as the object.
     */
    private static void checkGsiKey(List<String> errors, String at, JsonNode key) {
        if (key.isObject()) {
            checkOrder(errors, "keyAttribute", at, key);
        } else if (key.isArray() && key.size() >= 2 && key.size() <= 4) {
            for (int i = 0; i < key.size(); i++) {
                checkOrder(errors, "keyAttribute", at + "/" + i, key.get(i));
            }
        } else {
            errors.add(at + ": a GSI key is one attribute object or an array of 2 to 4");
        }
    }

    private static void checkOrder(List<String> errors, String kind, String at, JsonNode object) {
        List<String> order = FIELD_ORDER.get(kind);
        List<String> fields = fieldNames(object);
        for (String field : fields) {
            if (!order.contains(field)) {
                errors.add(at + ": unknown " + kind + " field '" + field + "'");
            }
        }
        List<String> known = fields.stream().filter(order::contains).toList();
        List<String> expected = order.stream().filter(known::contains).toList();
        if (!known.equals(expected)) {
            errors.add(at + ": " + kind + " fields " + known + " should be in the order " + expected);
        }
    }

    static Set<String> declaredAttributes(JsonNode entity) {
        Set<String> names = new HashSet<>();
        list(entity.path("attributes")).forEach(a -> names.add(a.path("name").asText()));
        return names;
    }


}
