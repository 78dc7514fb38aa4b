package dev.tablesmith.examples;

import static dev.tablesmith.examples.ExampleResources.fieldNames;
import static dev.tablesmith.examples.ExampleResources.list;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.examples.ExampleResources.ExampleFile;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The examples' sample data with plain Jackson: entity records are typed by their attribute declarations and
 * complete, rendered primary keys never collide, and explicit items are well-formed DynamoDB JSON.
 */
class ExamplesSampleDataTest {
    private static final Set<String> ATTRIBUTE_TYPES = Set.of("S", "N", "B", "BOOL", "NULL", "L", "M", "SS", "NS",
            "BS");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?([eE][-+]?\\d+)?");

    static Stream<ExampleFile> examples() {
        return ExampleResources.examples().stream();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void recordsUseOnlyDeclaredAttributesWithTheirTypesAndHaveTheRequiredOnes(ExampleFile example) {
        List<String> errors = new ArrayList<>();
        for (JsonNode entity : example.entities()) {
            String name = entity.path("name").asText();
            Map<String, JsonNode> declared = new LinkedHashMap<>();
            list(entity.path("attributes")).forEach(a -> declared.put(a.path("name").asText(), a));
            List<JsonNode> records = list(entity.path("records"));
            for (int r = 0; r < records.size(); r++) {
                JsonNode record = records.get(r);
                String at = name + " record " + r;
                for (String field : fieldNames(record)) {
                    JsonNode attribute = declared.get(field);
                    if (attribute == null) {
                        errors.add(at + ": undeclared attribute '" + field + "'");
                    } else {
                        checkValue(errors, at + "." + field, attribute, record.get(field));
                    }
                }
                declared.values().stream()
                        .filter(a -> a.path("required").asBoolean(false))
                        .map(a -> a.path("name").asText())
                        .filter(required -> !record.hasNonNull(required))
                        .forEach(missing -> errors.add(at + ": missing required '" + missing + "'"));
            }
        }
        assertThat(errors).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void renderedPrimaryKeysAreUnique(ExampleFile example) {
        String pk = example.table().path("partitionKey").path("name").asText();
        String sk = example.table().path("sortKey").path("name").asText();
        Set<String> keys = new HashSet<>();
        for (JsonNode entity : example.entities()) {
            for (JsonNode record : list(entity.path("records"))) {
                String key = TemplateText.render(entity.path("keys").path(pk).path("template").asText(), record)
                        + " / " + TemplateText.render(entity.path("keys").path(sk).path("template").asText(), record);
                assertThat(keys.add(key)).as("duplicate primary key %s", key).isTrue();
            }
        }
        for (JsonNode item : list(example.table().path("items"))) {
            String key = item.path(pk).path("S").asText() + " / " + item.path(sk).path("S").asText();
            assertThat(keys.add(key)).as("duplicate primary key %s", key).isTrue();
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void explicitItemsAreDynamoDbJsonWithTheTableKeys(ExampleFile example) {
        String pk = example.table().path("partitionKey").path("name").asText();
        String sk = example.table().path("sortKey").path("name").asText();
        for (JsonNode item : list(example.table().path("items"))) {
            assertThat(item.path(pk).path("S").isTextual()).as("%s has %s", item, pk).isTrue();
            assertThat(item.path(sk).path("S").isTextual()).as("%s has %s", item, sk).isTrue();
            item.properties().forEach(f -> checkDynamoDbValue(f.getKey(), f.getValue()));
        }
    }

    private static void checkValue(List<String> errors, String at, JsonNode attribute, JsonNode value) {
        String type = attribute.path("type").asText();
        boolean ok = switch (type) {
            case "S", "B" -> value.isTextual();
            case "N" -> value.isNumber() || value.isTextual() && NUMBER.matcher(value.asText()).matches();
            case "BOOL" -> value.isBoolean();
            case "NULL" -> value.isNull();
            case "L", "SS", "BS" -> value.isArray();
            case "NS" -> value.isArray();
            case "M" -> value.isObject();
            default -> false;
        };
        if (!ok) {
            errors.add(at + ": " + value + " is not a " + type + " value");
        }
        List<JsonNode> allowed = list(attribute.path("enum"));
        if (ok && !allowed.isEmpty() && allowed.stream().noneMatch(v -> v.asText().equals(value.asText()))) {
            errors.add(at + ": " + value + " is not one of " + allowed);
        }
    }

    private static void checkDynamoDbValue(String at, JsonNode value) {
        assertThat(fieldNames(value)).as("%s has exactly one type descriptor", at).hasSize(1);
        String type = fieldNames(value).get(0);
        JsonNode content = value.get(type);
        assertThat(ATTRIBUTE_TYPES).as(at).contains(type);
        switch (type) {
            case "S", "B" -> assertThat(content.isTextual()).as(at).isTrue();
            case "N" -> assertThat(content.asText()).as(at).matches(NUMBER);
            case "BOOL" -> assertThat(content.isBoolean()).as(at).isTrue();
            case "NULL" -> assertThat(content.asBoolean()).as(at).isTrue();
            case "L" -> list(content).forEach(v -> checkDynamoDbValue(at + "[]", v));
            case "M" -> content.properties().forEach(f -> checkDynamoDbValue(at + "." + f.getKey(),
                    f.getValue()));
            default -> assertThat(content.isArray()).as(at).isTrue();
        }
    }
}
