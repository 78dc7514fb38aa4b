package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.WriteOperation;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The shipped JSON Schema matches what the reader accepts, field for field and value for value. */
class JsonSchemaTest {
    private static final String RESOURCE = "/dev/tablesmith/io/tablesmith-1.schema.json";

    private static JsonNode schema() throws Exception {
        return new ObjectMapper().readTree(StoreFixtures.resourceText(RESOURCE));
    }

    private static JsonNode definition(JsonNode schema, String kind) {
        return kind.equals("design") ? schema : schema.path("$defs").path(kind);
    }

    private static List<String> names(JsonNode node) {
        return node.properties().stream().map(Map.Entry::getKey).toList();
    }

    private static List<String> texts(JsonNode array) {
        List<String> texts = new ArrayList<>();
        array.forEach(element -> texts.add(element.asText()));
        return texts;
    }

    @Test
    void jarCopyAndDocsCopyAreIdentical() throws Exception {
        Path docs = Path.of("docs/tablesmith-1.schema.json");

        assertThat(Files.readString(docs)).isEqualTo(StoreFixtures.resourceText(RESOURCE));
    }

    @Test
    void schemaIsDraft202012AndRefusesUnknownTopLevelFields() throws Exception {
        JsonNode schema = schema();

        assertThat(schema.path("$schema").asText()).isEqualTo("https://json-schema.org/draft/2020-12/schema");
        assertThat(schema.path("properties").path("format").path("const").asText())
                .isEqualTo(FormatFields.FORMAT_VERSION);
        assertThat(schema.path("properties").has("$schema")).isTrue();
    }

    static Stream<Arguments> fieldSets() {
        return FormatFields.ALL.stream().map(f -> Arguments.of(f.kind(), f));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("fieldSets")
    void schemaListsExactlyTheFieldsTheReaderAcceptsInWritingOrder(String kind, FieldSet fields) throws Exception {
        JsonNode definition = definition(schema(), kind);

        assertThat(names(definition.path("properties"))).as(kind).containsExactlyElementsOf(fields.fields());
        assertThat(texts(definition.path("required"))).as(kind)
                .containsExactlyInAnyOrderElementsOf(fields.required());
        assertThat(definition.path("additionalProperties").isBoolean()
                && !definition.path("additionalProperties").booleanValue()).as(kind).isTrue();
    }

    @Test
    void everyClosedObjectOfTheSchemaHasAFieldSetInTheReader() throws Exception {
        JsonNode defs = schema().path("$defs");
        List<String> closed = new ArrayList<>();
        for (Map.Entry<String, JsonNode> definition : defs.properties()) {
            if (definition.getValue().has("properties")) {
                closed.add(definition.getKey());
            }
        }

        assertThat(closed).containsExactlyInAnyOrderElementsOf(Stream.concat(
                FormatFields.ALL.stream().map(FieldSet::kind).filter(k -> !k.equals("design")),
                Stream.of("attributeValue")).toList());
    }

    @Test
    void dynamoDbJsonDescriptorsAreTheAttributeTypes() throws Exception {
        JsonNode value = schema().path("$defs").path("attributeValue");

        assertThat(names(value.path("properties")))
                .containsExactlyElementsOf(Arrays.stream(AttributeType.values()).map(Enum::name).toList());
    }

    @Test
    void enumeratedValuesAreTheModelEnums() throws Exception {
        JsonNode defs = schema().path("$defs");
        Map<JsonNode, Class<? extends Enum<?>>> enums = Map.ofEntries(
                Map.entry(defs.at("/keyAttribute/properties/type/enum"), ScalarType.class),
                Map.entry(defs.at("/attribute/properties/type/enum"), AttributeType.class),
                Map.entry(defs.at("/billing/properties/mode/enum"), BillingMode.class),
                Map.entry(defs.at("/table/properties/streamViewType/enum"), StreamViewType.class),
                Map.entry(defs.at("/projection/properties/type/enum"), ProjectionType.class),
                Map.entry(defs.at("/accessPattern/properties/kind/enum"), PatternKind.class),
                Map.entry(defs.at("/range/properties/operator/enum"), RangeOperator.class),
                Map.entry(defs.at("/sort/properties/direction/enum"), SortDirection.class),
                Map.entry(defs.at("/accessPattern/properties/consistency/enum"), ReadConsistency.class),
                Map.entry(defs.at("/write/properties/operation/enum"), WriteOperation.class),
                Map.entry(defs.at("/transactAction/properties/kind/enum"), TransactActionKind.class),
                Map.entry(defs.at("/copy/properties/mode/enum"), CopyMode.class),
                Map.entry(defs.at("/aggregate/properties/rule/enum"), AggregateRule.class),
                Map.entry(defs.at("/aggregate/properties/maintainedBy/enum"), MaintainedBy.class));

        enums.forEach((node, type) -> assertThat(texts(node)).as(type.getSimpleName())
                .containsExactlyElementsOf(Arrays.stream(type.getEnumConstants()).map(Enum::name).toList()));
    }
}
