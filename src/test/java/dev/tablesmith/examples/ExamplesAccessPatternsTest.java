package dev.tablesmith.examples;

import static dev.tablesmith.examples.ExampleResources.list;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.examples.ExampleResources.ExampleFile;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks every example's access patterns against its entities and sample records with plain Jackson: the
 * attributes they name exist, the partition key of the index they use is fully bound by their equalities (so no
 * pattern needs a Scan), and each read finds something in the sample data.
 */
class ExamplesAccessPatternsTest {
    private static final Set<String> OPERATORS = Set.of("LT", "LE", "GT", "GE", "BETWEEN", "BEGINS_WITH");

    static Stream<ExampleFile> examples() {
        return ExampleResources.examples().stream();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void patternEntitiesExistAndDeclareEveryAttributeThePatternUses(ExampleFile example) {
        List<String> errors = new ArrayList<>();
        for (JsonNode pattern : example.accessPatterns()) {
            String id = pattern.path("id").asText();
            List<JsonNode> entities = entities(example, pattern);
            if (entities.isEmpty()) {
                errors.add(id + ": names no entity");
            }
            for (JsonNode name : list(pattern.path("entities"))) {
                if (example.entities().stream().noneMatch(e -> e.path("name").asText().equals(name.asText()))) {
                    errors.add(id + ": unknown entity " + name.asText());
                }
            }
            Set<String> declared = new HashSet<>();
            entities.forEach(e -> declared.addAll(ExamplesStructureTest.declaredAttributes(e)));
            List<String> used = new ArrayList<>();
            list(pattern.path("equals")).forEach(eq -> used.add(eq.path("attribute").asText()));
            for (String part : List.of("range", "sort")) {
                if (pattern.has(part)) {
                    used.add(pattern.path(part).path("attribute").asText());
                }
            }
            used.stream().filter(a -> !declared.contains(a))
                    .forEach(a -> errors.add(id + ": '" + a + "' is declared by none of its entities"));
            if (pattern.has("range") && !OPERATORS.contains(pattern.path("range").path("operator").asText())) {
                errors.add(id + ": unknown range operator " + pattern.path("range").path("operator"));
            }
        }
        assertThat(errors).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void patternsAreDescribedAndHaveARate(ExampleFile example) {
        for (JsonNode pattern : example.accessPatterns()) {
            String id = pattern.path("id").asText();
            assertThat(pattern.path("name").asText()).as(id).isNotBlank();
            assertThat(pattern.path("description").asText()).as(id).isNotBlank();
            assertThat(pattern.path("requestsPerSecond").asDouble()).as(id).isPositive();
            String name = pattern.path("name").asText();
            if (name.contains("newest first")) {
                assertThat(pattern.path("sort").path("direction").asText()).as(id).isEqualTo("DESC");
            }
            if (name.contains("cheapest first")) {
                assertThat(pattern.path("sort").has("direction")).as(id).isFalse();
            }
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void writePatternsSayWhatTheyWriteAndReadsDoNot(ExampleFile example) {
        for (JsonNode pattern : example.accessPatterns()) {
            String id = pattern.path("id").asText();
            if (pattern.path("kind").asText("READ").equals("WRITE")) {
                String operation = pattern.path("write").path("operation").asText();
                assertThat(operation).as(id).isIn("PUT", "UPDATE", "DELETE");
                assertThat(pattern.path("write").has("updateExpression")).as(id)
                        .isEqualTo(operation.equals("UPDATE"));
                assertThat(pattern.has("index")).as("%s: a write is not pinned to an index", id).isFalse();
            } else {
                assertThat(pattern.path("kind").asText("READ")).as(id).isEqualTo("READ");
                assertThat(pattern.has("write")).as(id).isFalse();
            }
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void pinnedIndexesExistAndStrongReadsStayOnTheTable(ExampleFile example) {
        Set<String> indexes = new HashSet<>(List.of("table"));
        example.indexes().forEach(i -> indexes.add(i.path("name").asText()));
        for (JsonNode pattern : example.accessPatterns()) {
            String id = pattern.path("id").asText();
            if (pattern.has("index")) {
                assertThat(indexes).as(id).contains(pattern.path("index").asText());
            }
            if (pattern.path("consistency").asText().equals("STRONG")) {
                assertThat(pattern.path("index").asText("table")).as("%s: GSIs are eventually consistent", id)
                        .isEqualTo("table");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void runTimeInputsHaveExampleValues(ExampleFile example) {
        List<String> errors = new ArrayList<>();
        for (JsonNode pattern : example.accessPatterns()) {
            String id = pattern.path("id").asText();
            JsonNode inputs = pattern.path("exampleInputs");
            for (JsonNode equality : list(pattern.path("equals"))) {
                if (!equality.has("value") && !inputs.has(equality.path("attribute").asText())) {
                    errors.add(id + ": no example input for " + equality.path("attribute").asText());
                }
            }
            JsonNode range = pattern.path("range");
            if (range.path("operator").asText().equals("BETWEEN")) {
                if (!inputs.has("from") || !inputs.has("to")) {
                    errors.add(id + ": BETWEEN needs example inputs from and to");
                }
            } else if (pattern.has("range") && !inputs.has(range.path("attribute").asText())) {
                errors.add(id + ": no example input for the range on " + range.path("attribute").asText());
            }
            inputs.properties().forEach(f -> {
                if (!f.getValue().isTextual()) {
                    errors.add(id + ": example input " + f.getKey() + " is not a string");
                }
            });
        }
        assertThat(errors).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyReadBindsThePartitionKeyOfTheIndexItUses(ExampleFile example) {
        List<String> errors = new ArrayList<>();
        for (JsonNode pattern : reads(example)) {
            String id = pattern.path("id").asText();
            Set<String> bound = new HashSet<>();
            list(pattern.path("equals")).forEach(eq -> bound.add(eq.path("attribute").asText()));
            Set<List<String>> renderedKeys = new HashSet<>();
            for (JsonNode entity : entities(example, pattern)) {
                List<String> rendered = new ArrayList<>();
                // A multi-attribute GSI partition key needs an equality on every one of its attributes.
                for (String partitionKey : partitionKeysOf(example, pattern.path("index").asText("table"))) {
                    JsonNode key = entity.path("keys").path(partitionKey);
                    if (key.isMissingNode()) {
                        errors.add(id + ": " + entity.path("name").asText() + " is not in the index (no "
                                + partitionKey + ")");
                        continue;
                    }
                    String template = key.path("template").asText();
                    List<String> unbound = TemplateText.placeholders(template).stream()
                            .filter(p -> !bound.contains(p)).toList();
                    if (!unbound.isEmpty()) {
                        errors.add(id + ": " + partitionKey + " = " + template + " needs " + unbound
                                + ", which the pattern does not supply (that would be a Scan)");
                    } else {
                        rendered.add(TemplateText.render(template, inputs(pattern)));
                    }
                }
                renderedKeys.add(rendered);
            }
            if (renderedKeys.size() > 1) {
                errors.add(id + ": its entities are in different partitions " + renderedKeys);
            }
        }
        assertThat(errors).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyReadFindsSampleRecordsForItsExampleInputs(ExampleFile example) {
        List<String> errors = new ArrayList<>();
        for (JsonNode pattern : reads(example)) {
            long matches = entities(example, pattern).stream()
                    .flatMap(entity -> list(entity.path("records")).stream())
                    .filter(record -> matches(pattern, record))
                    .count();
            if (matches == 0) {
                errors.add(pattern.path("id").asText() + " (" + pattern.path("name").asText()
                        + ") finds no sample record");
            }
        }
        assertThat(errors).isEmpty();
    }

    private static List<JsonNode> reads(ExampleFile example) {
        return example.accessPatterns().stream()
                .filter(p -> p.path("kind").asText("READ").equals("READ"))
                .toList();
    }

    private static List<JsonNode> entities(ExampleFile example, JsonNode pattern) {
        List<String> names = list(pattern.path("entities")).stream().map(JsonNode::asText).toList();
        return example.entities().stream().filter(e -> names.contains(e.path("name").asText())).toList();
    }

    /** The partition key attribute names of the table or index: several for a multi-attribute GSI key. */
    private static List<String> partitionKeysOf(ExampleFile example, String index) {
        if (index.equals("table")) {
            return List.of(example.table().path("partitionKey").path("name").asText());
        }
        JsonNode key = example.indexes().stream().filter(i -> i.path("name").asText().equals(index)).findFirst()
                .map(i -> i.path("partitionKey"))
                .orElseThrow(() -> new AssertionError("no index " + index));
        return (key.isArray() ? list(key) : List.of(key)).stream().map(k -> k.path("name").asText()).toList();
    }

    /** The pattern's equality values: fixed ones and example inputs, as a record to render templates with. */
    private static ObjectNode inputs(JsonNode pattern) {
        ObjectNode values = JsonNodeFactory.instance.objectNode();
        for (JsonNode equality : list(pattern.path("equals"))) {
            String attribute = equality.path("attribute").asText();
            JsonNode value = equality.has("value") ? equality.path("value")
                    : pattern.path("exampleInputs").path(attribute);
            values.set(attribute, value);
        }
        return values;
    }

    private static boolean matches(JsonNode pattern, JsonNode record) {
        Map<String, JsonNode> wanted = new LinkedHashMap<>();
        inputs(pattern).properties().forEach(f -> wanted.put(f.getKey(), f.getValue()));
        for (Map.Entry<String, JsonNode> equality : wanted.entrySet()) {
            if (!TemplateText.sameValue(record.get(equality.getKey()), equality.getValue().asText())) {
                return false;
            }
        }
        JsonNode range = pattern.path("range");
        if (range.isMissingNode()) {
            return true;
        }
        JsonNode value = record.get(range.path("attribute").asText());
        if (value == null) {
            return false;
        }
        JsonNode inputs = pattern.path("exampleInputs");
        String operand = inputs.path(range.path("attribute").asText()).asText();
        return switch (range.path("operator").asText()) {
            case "BETWEEN" -> compare(value, inputs.path("from").asText()) >= 0
                    && compare(value, inputs.path("to").asText()) <= 0;
            case "BEGINS_WITH" -> value.asText().startsWith(operand);
            case "LT" -> compare(value, operand) < 0;
            case "LE" -> compare(value, operand) <= 0;
            case "GT" -> compare(value, operand) > 0;
            case "GE" -> compare(value, operand) >= 0;
            default -> false;
        };
    }

    private static int compare(JsonNode value, String operand) {
        if (value.isNumber() || value.isTextual() && value.asText().matches("-?\\d+(\\.\\d+)?")
                && operand.matches("-?\\d+(\\.\\d+)?")) {
            return new BigDecimal(value.asText()).compareTo(new BigDecimal(operand));
        }
        return value.asText().compareTo(operand);
    }
}
