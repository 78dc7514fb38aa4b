package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class OneTableImportTest {

    private static List<String> messagesAt(ImportResult result, String path) {
        return result.warnings().stream().filter(w -> w.path().equals(path)).map(ImportWarning::message).toList();
    }

    @Test
    void officialJavaScriptSampleGivesFourEntitiesWithTemplates() {
        ImportResult result = RealWorldFixtures.read("onetable/sensedeep-overview-schema-v1.1.0.js");
        Table table = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.ONETABLE_JS);
        assertThat(table.name()).isEqualTo("sensedeep-overview-schema-v1.1.0");
        assertThat(table.keySchema().attributeNames()).containsExactly("pk", "sk");
        assertThat(table.entities()).extracting(Entity::name).containsExactly("Account", "User", "Product", "Invoice");
        Entity account = table.entity("Account").orElseThrow();
        assertThat(account.key("pk").orElseThrow().template()).isEqualTo("account#{id}");
        assertThat(account.key("sk").orElseThrow().template()).isEqualTo("account#");
        assertThat(account.key("gs1sk").orElseThrow().template()).isEqualTo("account#{name}{id}");
        assertThat(account.attribute("balance").orElseThrow().type()).isEqualTo(AttributeType.N);
        Entity user = table.entity("User").orElseThrow();
        assertThat(user.attribute("role").orElseThrow().enumValues()).containsExactly("admin", "user");
        assertThat(user.attribute("address").orElseThrow().type()).isEqualTo(AttributeType.M);
        assertThat(user.attribute("email").orElseThrow().required()).isTrue();
        assertThat(table.entity("Invoice").orElseThrow().attribute("date").orElseThrow().type())
                .isEqualTo(AttributeType.S);
        assertThat(table.index("gs1").orElseThrow().projection().type()).isEqualTo(ProjectionType.KEYS_ONLY);
        assertThat(messagesAt(result, "/models/User/email")).singleElement().asString()
                .contains("validate Match.email").contains("crypt true");
        assertThat(messagesAt(result, "/params")).singleElement().asString().contains("isoDates");
    }

    @Test
    void typeFieldBecomesTheModelNameAndPackedPropertiesAreReported() {
        ImportResult result = RealWorldFixtures.read("onetable/sensedeep-test-full-schema-packed-map.ts");
        Table table = result.design().table();
        Entity user = table.entity("User").orElseThrow();

        assertThat(user.key("pk").orElseThrow().template()).isEqualTo("User#{id}");
        assertThat(user.key("gs1pk").orElseThrow().template()).isEqualTo("User#{name}");
        assertThat(table.index("gs1").orElseThrow().projection().nonKeyAttributes()).containsExactly("data");
        assertThat(messagesAt(result, "/models/User/address")).singleElement().asString().contains("map data.address");
    }

    @Test
    void webModelerJsonSchemaReadsIndexesModelsAndPlainData() {
        ImportResult result = RealWorldFixtures.read("onetable/aws-labs-visualizer-hospital-noformat.json");
        Table table = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.ONETABLE_JSON);
        assertThat(table.globalSecondaryIndexes()).extracting(i -> i.name())
                .containsExactly("gsi1", "gsi2", "gsi3", "gsi4");
        assertThat(table.entity("admission").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("admission#{timestamp}#{roomId}");
        assertThat(messagesAt(result, "/models/admission/SK/value")).singleElement().asString()
                .contains("{roomId} without '$'");
        assertThat(messagesAt(result, "")).anyMatch(m -> m.contains("no 'format'"));
        assertThat(table.items()).hasSize(8);
        assertThat(table.items().get(0).get("name").orElseThrow().type()).isEqualTo(AttributeType.S);
    }

    @Test
    void localIndexNumberKeysAndTtlAreRead() throws ImportException {
        String schema = """
                module.exports = {
                  format: 'onetable:1.0.0',
                  indexes: {
                    primary: { hash: 'pk', sort: 'sk' },
                    ls1: { sort: 'created', type: 'local', project: 'keys' },
                  },
                  models: {
                    Event: {
                      pk: { type: String, value: 'event#${id}' },
                      sk: { type: String, value: 'event#' },
                      created: { type: Number, value: '${at}' },
                      id: { type: String },
                      at: { type: Number },
                      expires: { type: Number, ttl: true },
                    },
                  },
                }
                """;

        ImportResult result = DesignImport.read(schema, "schema.js", "events");
        Table table = result.design().table();

        assertThat(table.index("ls1").orElseThrow().kind()).isEqualTo(IndexKind.LSI);
        assertThat(table.index("ls1").orElseThrow().keySchema().sortKeyAttribute().orElseThrow().type())
                .isEqualTo(ScalarType.N);
        assertThat(table.entity("Event").orElseThrow().key("created").orElseThrow().template()).isEqualTo("{at}");
        assertThat(table.settings().ttlAttribute()).isEqualTo("expires");
        assertThat(table.name()).isEqualTo("events");
    }

    @Test
    void zeroPaddingOfANumberIsPadAndOfAStringIsReportedAndTheExportersNotesAreWarnings() throws Exception {
        String schema = "{\"format\": \"onetable:1.1.0\", \"version\": \"0.0.1\","
                + " \"params\": {\"typeField\": \"kind\", \"timestamps\": false},"
                + " \"indexes\": {\"primary\": {\"hash\": \"pk\", \"sort\": \"sk\"}},"
                + " \"models\": {\"Line\": {\"pk\": {\"type\": \"string\", \"value\": \"INV#${code:8:0}\"},"
                + " \"sk\": {\"type\": \"string\", \"value\": \"LINE#${lineNo:3:0}\"},"
                + " \"code\": {\"type\": \"string\"}, \"lineNo\": {\"type\": \"number\"}}},"
                + " \"notes\": [\"Line.sk = LINE#{lineNo|pad:3}: an example note\"]}";
        ImportResult result = DesignImport.read(schema, "schema.json", "lines");
        Entity line = result.design().table().entity("Line").orElseThrow();
        assertThat(line.key("sk").orElseThrow().template()).isEqualTo("LINE#{lineNo|pad:3}");
        assertThat(line.key("pk").orElseThrow().template()).isEqualTo("INV#{code}");
        assertThat(messagesAt(result, "/models/Line/pk/value")).singleElement().asString()
                .contains("padding '${code:8:0}' is not represented");
        assertThat(messagesAt(result, "/notes/0")).containsExactly("the schema notes: Line.sk = LINE#{lineNo|pad:3}:"
                + " an example note");
        assertThat(messagesAt(result, "/params")).isEmpty();
    }
}
