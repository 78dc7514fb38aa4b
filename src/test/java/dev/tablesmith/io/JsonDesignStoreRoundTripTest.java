package dev.tablesmith.io;

import static dev.tablesmith.io.StoreFixtures.formatOnlyStore;
import static dev.tablesmith.io.StoreFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JsonDesignStoreRoundTripTest {
    private final JsonDesignStore store = formatOnlyStore();

    @Test
    void richDesignReadsBackEqualAfterWriting() throws Exception {
        Design design = RichDesign.build();

        Design reread = read(store, store.write(design));

        assertThat(reread).isEqualTo(design);
    }

    @Test
    void loadWriteLoadIsLosslessAndTheTextIsStable() throws Exception {
        String first = store.write(RichDesign.build());

        Design loaded = read(store, first);
        String second = store.write(loaded);

        assertThat(second).isEqualTo(first);
        assertThat(read(store, second)).isEqualTo(loaded);
    }

    @Test
    void savingTheSameDesignTwiceGivesByteIdenticalFiles(@TempDir Path folder) throws Exception {
        Path one = folder.resolve("one.tablesmith.json");
        Path two = folder.resolve("two.tablesmith.json");

        store.save(RichDesign.build(), one);
        store.save(store.load(one), two);

        assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
    }

    @Test
    void canonicalTextOfASmallDesignMatchesTheGoldenFile() {
        String golden = StoreFixtures.resourceText("/dev/tablesmith/io/canonical/orders.tablesmith.json");

        assertThat(store.write(OrdersDesign.build())).isEqualTo(golden);
    }

    @Test
    void goldenFileReadsIntoTheDesignItWasWrittenFrom() throws Exception {
        String golden = StoreFixtures.resourceText("/dev/tablesmith/io/canonical/orders.tablesmith.json");

        assertThat(read(store, golden)).isEqualTo(OrdersDesign.build());
    }

    @Test
    void textUsesNewlinesTwoSpaceIndentAndEndsWithOneNewline() {
        String text = store.write(RichDesign.build());

        assertThat(text).doesNotContain("\r").endsWith("}\n").doesNotEndWith("\n\n");
        assertThat(text.lines().skip(1).findFirst()).hasValue("  \"format\": \"tablesmith/1\",");
        assertThat(text.lines().map(l -> l.length() - l.stripLeading().length())).allMatch(n -> n % 2 == 0);
    }

    @Test
    void nonAsciiTextIsWrittenAsUtf8NotEscaped() {
        String text = store.write(RichDesign.build());

        assertThat(text).contains("café", "📦", "Zürich", "größe", "—")
                .doesNotContain("\\u00e9")
                .contains("\\\"quoted\\\"", "\\ttab");
    }

    @Test
    void minimalDesignLeavesEveryDefaultOut() {
        Design minimal = Design.of("m", new Table("m-table", KeySchema.of(KeyAttribute.s("PK"), null),
                null, null, null, null, null));

        assertThat(store.write(minimal)).isEqualTo("""
                {
                  "format": "tablesmith/1",
                  "name": "m",
                  "tables": [
                    {
                      "name": "m-table",
                      "partitionKey": { "name": "PK", "type": "S" }
                    }
                  ]
                }
                """);
    }

    @Test
    void gsiKeyIsAnObjectForOneAttributeAndAnArrayForSeveral() {
        String text = store.write(RichDesign.build());

        assertThat(text).contains("\"partitionKey\": { \"name\": \"GSI1PK\", \"type\": \"S\" }")
                .contains("\"partitionKey\": [\n            { \"name\": \"tenantId\", \"type\": \"S\" },\n"
                        + "            { \"name\": \"region\", \"type\": \"S\" }\n          ]");
    }

    @Test
    void entityKeysAreWrittenInTableKeyAttributeOrderThenOthers() throws Exception {
        Design design = RichDesign.build();
        Table table = design.table();
        var order = table.entity("Order").orElseThrow();
        var shuffled = order.withKeys(List.of(order.keys().get(6), order.keys().get(3), order.keys().get(0),
                order.keys().get(5), order.keys().get(1), order.keys().get(4), order.keys().get(2)));
        Design reordered = design.withTable(table.name(), table.withEntities(List.of(
                table.entities().get(0), shuffled)));

        Design reread = read(store, store.write(reordered));

        assertThat(reread.table().entity("Order").orElseThrow().keys()).extracting(k -> k.attribute())
                .containsExactly("PK", "SK", "GSI1PK", "GSI1SK", "tenantId", "LSI1SK", "extraKey");
    }

    @Test
    void numbersKeepTheExactTextTheyWereWrittenWith() throws Exception {
        String text = store.write(OrdersDesign.build())
                .replace("\"total\": 59.98", "\"total\": 1.50E+2")
                .replace("\"qty\": { \"N\": \"2\" }", "\"qty\": { \"N\": \"0002.500\" }");

        Design design = read(store, text);

        Item record = design.table().entity("Order").orElseThrow().records().get(0);
        assertThat(record.get("total")).hasValue(AttributeValue.n("1.50E+2"));
        assertThat(design.table().items().get(0).get("qty")).hasValue(AttributeValue.n("0002.500"));
    }

    @Test
    void numbersBeyondDoublePrecisionSurvive() throws Exception {
        String big = "123456789012345678901234567890.123456789";
        String text = store.write(OrdersDesign.build()).replace("\"total\": 59.98", "\"total\": " + big);

        Design design = read(store, text);

        assertThat(design.table().entity("Order").orElseThrow().records().get(0).get("total"))
                .hasValue(AttributeValue.n(big));
        assertThat(store.write(design)).contains("\"total\": " + big);
    }

    @Test
    void numericStringInARecordIsANumberKeptAsWritten() throws Exception {
        String text = store.write(OrdersDesign.build()).replace("\"total\": 59.98", "\"total\": \"59.980\"");

        Design design = read(store, text);

        assertThat(design.table().entity("Order").orElseThrow().records().get(0).get("total"))
                .hasValue(AttributeValue.n("59.980"));
    }

    @Test
    void schemaReferenceIsAcceptedAndNotKept() throws Exception {
        String text = store.write(OrdersDesign.build())
                .replace("{\n  \"format\"", "{\n  \"$schema\": \"./tablesmith-1.schema.json\",\n  \"format\"");

        Design design = read(store, text);

        assertThat(design).isEqualTo(OrdersDesign.build());
    }

    @Test
    void byteOrderMarkIsIgnored() throws Exception {
        byte[] text = store.write(OrdersDesign.build()).getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[text.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(text, 0, withBom, 3, text.length);

        Design design = store.read(new java.io.ByteArrayInputStream(withBom), "bom.json");

        assertThat(design).isEqualTo(OrdersDesign.build());
        assertThat(Arrays.equals(store.write(design).getBytes(StandardCharsets.UTF_8), text)).isTrue();
    }
}
