package dev.tablesmith.io.items;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/**
 * The four shapes of sample-data files, told apart by content. The fixtures in {@code dev/tablesmith/io/items} were
 * written by aws-cli 1.45.11 against moto_server (scan, scan pages with --max-items/--starting-token, get-item), the
 * batch-write request file was accepted by the same CLI, and the S3 export data file follows the AWS docs "DynamoDB
 * table export output format" (DYNAMODB_JSON: one {"Item": ...} per line, gzip).
 */
class ItemFileReaderTest {

    static Path fixture(String name) {
        try {
            return Path.of(ItemFileReaderTest.class.getResource("/dev/tablesmith/io/items/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static final class Collected {
        final List<ItemOperation> ops = new ArrayList<>();
        ItemFileFormat format;
    }

    private static Collected read(String fixture) throws Exception {
        Collected c = new Collected();
        c.format = ItemFileReader.read(fixture(fixture), fixture, c.ops::add);
        return c;
    }

    private static Collected read(String text, String name) throws Exception {
        return read(text.getBytes(StandardCharsets.UTF_8), name);
    }

    private static Collected read(byte[] bytes, String name) throws Exception {
        Collected c = new Collected();
        c.format = ItemFileReader.read(new ByteArrayInputStream(bytes), name, c.ops::add);
        return c;
    }

    @Test
    void awsCliScanOutputIsOnePutPerItemLocatedByPointer() throws Exception {
        Collected c = read("aws-cli-scan.json");
        assertThat(c.format).isEqualTo(ItemFileFormat.SCAN);
        assertThat(c.ops).hasSize(3).allMatch(op -> op.kind() == ItemOperation.Kind.PUT && op.table() == null);
        assertThat(c.ops.get(1).location()).isEqualTo("aws-cli-scan.json: /Items/1");
        assertThat(c.ops.get(1).item().get("price")).contains(AttributeValue.n("12.50"));
    }

    @Test
    void scanPagesWrittenOneAfterAnotherAreAllReadAndLocatedByTheLineTheirPageStarts() throws Exception {
        Collected c = read("aws-cli-scan-pages.json");
        assertThat(c.format).isEqualTo(ItemFileFormat.SCAN);
        assertThat(c.ops).hasSize(3);
        assertThat(c.ops.get(0).location()).isEqualTo("aws-cli-scan-pages.json:1: /Items/0");
        assertThat(c.ops.get(2).location()).matches("aws-cli-scan-pages\\.json:\\d+: /Items/0");
        assertThat(c.ops.get(2).location()).isNotEqualTo("aws-cli-scan-pages.json:1: /Items/0");
    }

    @Test
    void getItemOutputIsOnePut() throws Exception {
        Collected c = read("aws-cli-get-item.json");
        assertThat(c.format).isEqualTo(ItemFileFormat.GET_ITEM);
        assertThat(c.ops).singleElement().satisfies(op -> {
            assertThat(op.kind()).isEqualTo(ItemOperation.Kind.PUT);
            assertThat(op.location()).isEqualTo("aws-cli-get-item.json: /Item");
        });
    }

    @Test
    void batchWriteRequestItemsKeepFileOrderAndNameTheirTables() throws Exception {
        Collected c = read("batch-write-request-items.json");
        assertThat(c.format).isEqualTo(ItemFileFormat.BATCH_WRITE);
        assertThat(c.ops).extracting(ItemOperation::kind).containsExactly(ItemOperation.Kind.PUT,
                ItemOperation.Kind.PUT, ItemOperation.Kind.PUT, ItemOperation.Kind.DELETE, ItemOperation.Kind.PUT);
        assertThat(c.ops).extracting(ItemOperation::table).containsExactly("commerce-main", "commerce-main",
                "commerce-main", "commerce-main", "commerce-audit");
        assertThat(c.ops.get(3).location())
                .isEqualTo("batch-write-request-items.json: /commerce-main/3/DeleteRequest/Key");
    }

    @Test
    void aFullBatchWriteItemRequestIsReadThroughRequestItems() throws Exception {
        Collected c = read("{\"RequestItems\": {\"t\": [{\"DeleteRequest\": {\"Key\": {\"id\": {\"S\": \"a\"}}}}]}}",
                "req.json");
        assertThat(c.format).isEqualTo(ItemFileFormat.BATCH_WRITE);
        assertThat(c.ops).singleElement().satisfies(op -> assertThat(op.location())
                .isEqualTo("req.json: /RequestItems/t/0/DeleteRequest/Key"));
    }

    @Test
    void aWriteRequestOfNeitherKindIsRefusedAndTheOthersRead() throws Exception {
        Collected c = read("{\"t\": [{\"UpdateRequest\": {}}, {\"PutRequest\": {\"Item\": {\"id\": {\"S\": \"a\"}}}}]}",
                "req.json");
        assertThat(c.ops.get(0).kind()).isEqualTo(ItemOperation.Kind.UNREADABLE);
        assertThat(c.ops.get(0).location()).isEqualTo("req.json: /t/0");
        assertThat(c.ops.get(0).reason()).contains("PutRequest").contains("DeleteRequest");
        assertThat(c.ops.get(1).kind()).isEqualTo(ItemOperation.Kind.PUT);
    }

    @Test
    void gzipS3ExportDataIsOnePutPerLineLocatedByLine() throws Exception {
        Collected c = read("s3-export-data.json.gz");
        assertThat(c.format).isEqualTo(ItemFileFormat.S3_EXPORT);
        assertThat(c.ops).extracting(ItemOperation::location).containsExactly("s3-export-data.json.gz:1",
                "s3-export-data.json.gz:2", "s3-export-data.json.gz:3");
    }

    @Test
    void anUncompressedS3ExportIsToldFromItsFirstLine() throws Exception {
        Collected c = read("s3-export-data.json");
        assertThat(c.format).isEqualTo(ItemFileFormat.S3_EXPORT);
        assertThat(c.ops).hasSize(3).allMatch(op -> op.kind() == ItemOperation.Kind.PUT);
    }

    @Test
    void aBadLineOfAnExportIsRefusedWithItsLineAndTheNextLinesAreRead() throws Exception {
        String text = "{\"Item\":{\"id\":{\"S\":\"a\"}}}\n"
                + "{\"Item\":{\"id\":{\"S\":\"b\"},\"n\":{\"N\":\"12x\"}}}\n"
                + "\n"
                + "{\"Item\":{\"id\":{\"S\":\"c\"}\n"
                + "{\"Keys\":{\"id\":{\"S\":\"d\"}}}\r\n"
                + "{\"Item\":{\"id\":{\"S\":\"e\"}}}";
        Collected c = read(gzip(text), "part.json.gz");
        assertThat(c.ops).extracting(ItemOperation::kind).containsExactly(ItemOperation.Kind.PUT,
                ItemOperation.Kind.UNREADABLE, ItemOperation.Kind.UNREADABLE, ItemOperation.Kind.UNREADABLE,
                ItemOperation.Kind.PUT);
        assertThat(c.ops.get(1).location()).isEqualTo("part.json.gz:2");
        assertThat(c.ops.get(1).reason()).isEqualTo("/Item/n/N: N value '12x' is not a number");
        assertThat(c.ops.get(2).location()).startsWith("part.json.gz:4:");
        assertThat(c.ops.get(3).location()).isEqualTo("part.json.gz:5");
        assertThat(c.ops.get(3).reason()).startsWith("expected {\"Item\": {...}}");
        assertThat(c.ops.get(4).location()).isEqualTo("part.json.gz:6");
    }

    /**
     * Streaming: the first item reaches the consumer after a buffer or two of a 1 MB (compressed) export has been decompressed, not
     * after the whole file.
     */
    @Test
    void aGzipExportStreamsItemsBeforeTheFileHasBeenRead() throws Exception {
        int lines = 60_000;
        java.util.Random random = new java.util.Random(7);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            text.append("{\"Item\":{\"PK\":{\"S\":\"USER#").append(i).append("\"},\"pad\":{\"S\":\"")
                    .append(Long.toHexString(random.nextLong())).append(Long.toHexString(random.nextLong()))
                    .append("\"}}}\n");
        }
        byte[] gz = gzip(text.toString());
        long[] readWhenFirst = {-1};
        long[] read = {0};
        InputStream counting = new ByteArrayInputStream(gz) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                int n = super.read(b, off, len);
                read[0] += Math.max(0, n);
                return n;
            }
        };
        int[] puts = {0};
        ItemFileFormat format = ItemFileReader.read(counting, "big.json.gz", op -> {
            if (readWhenFirst[0] < 0) {
                readWhenFirst[0] = read[0];
            }
            puts[0]++;
        });
        assertThat(format).isEqualTo(ItemFileFormat.S3_EXPORT);
        assertThat(puts[0]).isEqualTo(lines);
        assertThat(gz.length).isGreaterThan(1_000_000);
        assertThat(readWhenFirst[0]).as("compressed bytes read before the first item").isLessThan(gz.length / 4);
    }

    @Test
    void aMalformedScanFileIsOneLocatedLine() {
        assertThatThrownBy(() -> read("{\n  \"Items\": [\n    {\"id\": {\"S\": \"a\"}},\n  ]\n}", "scan.json"))
                .isInstanceOf(ItemFileException.class)
                .hasMessageMatching("scan\\.json:4:3: .*")
                .hasMessageNotContaining("\n");
    }

    @Test
    void aMalformedSecondPageIsLocatedInTheFile() {
        String text = "{\"Items\": [], \"Count\": 0}\n{\"Items\": [\n  {\"id\": {\"S\": \"a\"}}\n  {\"id\": 1}]}";
        assertThatThrownBy(() -> read(text, "pages.json")).isInstanceOf(ItemFileException.class)
                .hasMessageStartingWith("pages.json:4:3: ");
    }

    @Test
    void aFileOfAnotherShapeIsRefusedNamingTheShapesExpected() {
        assertThatThrownBy(() -> read("{\"TableName\": \"t\", \"KeySchema\": []}", "describe.json"))
                .isInstanceOf(ItemFileException.class)
                .hasMessageStartingWith("describe.json: /: not DynamoDB JSON sample data: expected scan/query output");
        assertThatThrownBy(() -> read("[1, 2]", "array.json")).isInstanceOf(ItemFileException.class)
                .hasMessageStartingWith("array.json: /: not DynamoDB JSON sample data");
        assertThatThrownBy(() -> read("{\"Items\": {}}", "items.json")).isInstanceOf(ItemFileException.class)
                .hasMessage("items.json: /Items: expected an array of items, found an object");
        assertThatThrownBy(() -> read("  \n\n", "blank.json")).isInstanceOf(ItemFileException.class)
                .hasMessage("blank.json: the file is empty (expected DynamoDB JSON items)");
    }

    @Test
    void anUnreadableItemOfAScanIsRefusedAtItsValue() throws Exception {
        Collected c = read("{\"Items\": [{\"id\": {\"S\": \"a\"}}, {\"id\": {\"S\": \"b\"}, \"tags\": {\"SS\": []}},"
                + " {\"id\": {\"N\": 5}}]}", "scan.json");
        assertThat(c.ops.get(0).kind()).isEqualTo(ItemOperation.Kind.PUT);
        assertThat(c.ops.get(1).kind()).isEqualTo(ItemOperation.Kind.UNREADABLE);
        assertThat(c.ops.get(1).location()).isEqualTo("scan.json: /Items/1/tags/SS");
        assertThat(c.ops.get(2).location()).isEqualTo("scan.json: /Items/2/id/N");
        assertThat(c.ops.get(2).reason()).contains("numbers as strings");
    }

    /** Nesting past Jackson's limit is refused as malformed, located, instead of overflowing the stack. */
    @Test
    void deepNestingIsRefusedWithoutOverflowingTheStack() {
        String deep = "{\"L\":[".repeat(5000) + "]}".repeat(5000);
        assertThatThrownBy(() -> read("{\"Items\": [{\"a\": " + deep + "}]}", "deep.json"))
                .isInstanceOf(ItemFileException.class).hasMessageStartingWith("deep.json:1:");
    }

    static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }
}
