package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every file in {@code src/test/resources/dev/tablesmith/io/malformed/} fails to load with exactly the problems
 * listed here, each as {@code LINE:COLUMN: PATH: MESSAGE}, in file order.
 */
class MalformedDesignCorpusTest {
    private static final String FOLDER = "/dev/tablesmith/io/malformed/";

    private static final Map<String, List<String>> EXPECTED = Map.ofEntries(
            // --- not well-formed JSON: one problem, where Jackson stopped, with the innermost open container ---
            Map.entry("truncated", List.of(
                    "8:1: /tables/0: unexpected end of file: an object opened at 5:5 is not closed")),
            Map.entry("truncated-string", List.of(
                    "3:15: unexpected end of file inside a string (a closing \" is missing)")),
            Map.entry("trailing-comma-object", List.of(
                    "8:5: /tables/0: trailing comma before '}' (JSON allows no comma after the last field)")),
            Map.entry("trailing-comma-array", List.of(
                    "6:3: /tables: trailing comma before ']' (JSON allows no comma after the last element)")),
            Map.entry("missing-comma", List.of(
                    "3:3: expected ',' or '}' after a field value, found '\"'")),
            Map.entry("missing-colon", List.of(
                    "3:10: expected ':' after the field name, found '\"'")),
            Map.entry("comment", List.of(
                    "2:3: comments are not allowed in JSON")),
            Map.entry("single-quotes", List.of(
                    "2:3: expected a field name in double quotes, found '''")),
            Map.entry("unquoted-word", List.of(
                    "3:11: unrecognized word 'shop' (expected a string, number, object, array, true, false or null;"
                            + " strings need double quotes)")),
            Map.entry("line-break-in-string", List.of(
                    "3:14: line break inside a string (write it as \\n)")),
            Map.entry("bad-escape", List.of(
                    "3:15: invalid escape '\\s' in a string (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")),
            Map.entry("mismatched-bracket", List.of(
                    "5:3: /tables: unexpected '}': expected ']' to close the array opened at 3:13")),
            Map.entry("leading-zero", List.of(
                    "3:13: invalid number: leading zeroes not allowed")),
            Map.entry("empty", List.of(
                    "1:1: the file is empty (expected a JSON object)")),
            Map.entry("content-after-design", List.of(
                    "6:1: unexpected content after the end of the design (a design file holds one JSON object)")),
            Map.entry("root-is-array", List.of(
                    "1:1: expected the design as a JSON object, found an array")),
            Map.entry("not-utf8", List.of(
                    "3:15: not UTF-8 text at byte 44 (0xE9); is this a design file? (if it is, save it as UTF-8)")),
            // --- well-formed JSON, wrong shape: every problem ---
            Map.entry("wrong-format-version", List.of(
                    "2:13: /format: unsupported format version 'tablesmith/9' (this Tablesmith reads tablesmith/1)")),
            Map.entry("missing-format", List.of(
                    "1:1: missing required field 'format' (a design file starts with \"format\": \"tablesmith/1\")")),
            Map.entry("unknown-fields", List.of(
                    "8:7: /tables/0/sortkey: unknown field 'sortkey' (did you mean 'sortKey'?)",
                    "13:45: /tables/0/entities/0/attributes/0/requried: unknown field 'requried'"
                            + " (did you mean 'required'?)",
                    "16:11: /tables/0/entities/0/flavour: unknown field 'flavour'")),
            Map.entry("wrong-types", List.of(
                    "3:11: /name: expected a string, found a number",
                    "4:18: /description: expected a string, found an array",
                    "8:23: /tables/0/partitionKey: expected an object, found a string",
                    "10:50: /tables/0/entities/0/estimatedItemCount: expected a whole number, found a string",
                    "10:72: /tables/0/entities/0/attributes: expected an array, found an object",
                    "13:54: /tables/0/accessPatterns/0/entities: expected an array, found a string",
                    "13:72: /tables/0/accessPatterns/0/limit: expected a whole number, found 2.5",
                    "13:98: /tables/0/accessPatterns/0/requestsPerSecond: expected a number, found a string")),
            Map.entry("bad-enums", List.of(
                    "7:47: /tables/0/partitionKey/type: unknown key type 'STRING' (use S, N or B)",
                    "8:28: /tables/0/billing/mode: unknown billing mode 'ON_DEMAND' (use PAY_PER_REQUEST or"
                            + " PROVISIONED)",
                    "9:25: /tables/0/streamViewType: unknown stream view type 'NEW' (use KEYS_ONLY, NEW_IMAGE,"
                            + " OLD_IMAGE or NEW_AND_OLD_IMAGES)",
                    "11:102: /tables/0/globalSecondaryIndexes/0/projection/type: unknown projection type 'SOME'"
                            + " (use ALL, KEYS_ONLY or INCLUDE)",
                    "14:70: /tables/0/entities/0/attributes/0/type: unknown attribute type 'number'"
                            + " (use S, N, B, BOOL, NULL, L, M, SS, NS or BS)",
                    "20:19: /tables/0/accessPatterns/0/kind: unknown access pattern kind 'read' (use READ or WRITE)",
                    "22:60: /tables/0/accessPatterns/0/range/operator: unknown range operator 'BEGINSWITH'"
                            + " (use LT, LE, GT, GE, BETWEEN or BEGINS_WITH)",
                    "23:60: /tables/0/accessPatterns/0/sort/direction: unknown sort direction 'DOWN' (use ASC or DESC)",
                    "24:26: /tables/0/accessPatterns/0/consistency: unknown read consistency 'STRONGLY'"
                            + " (use EVENTUAL or STRONG)",
                    "25:35: /tables/0/accessPatterns/0/write/operation: unknown write operation 'INSERT'"
                            + " (use PUT, UPDATE or DELETE)")),
            Map.entry("missing-required-fields", List.of(
                    "1:1: missing required field 'name'",
                    "4:5: /tables/0: missing required field 'name'",
                    "5:23: /tables/0/partitionKey: missing required field 'name'",
                    "7:9: /tables/0/entities/0: missing required field 'name'",
                    "10:9: /tables/0/accessPatterns/0: missing required field 'entities'",
                    "10:9: /tables/0/accessPatterns/0: missing required field 'id'")),
            Map.entry("duplicate-field", List.of(
                    "4:3: /name: duplicate field 'name' (each field may appear once)")),
            Map.entry("no-tables", List.of(
                    "4:13: /tables: a design needs at least one table")),
            Map.entry("gsi-key-without-type", List.of(
                    "11:27: /tables/0/globalSecondaryIndexes/0/partitionKey: key attribute 'GSI1PK' has no type"
                            + " (use S, N or B)",
                    "12:58: /tables/0/globalSecondaryIndexes/0/sortKey/1: key attribute 'createdAt' has no type"
                            + " (use S, N or B)")),
            Map.entry("index-key-shapes", List.of(
                    "7:23: /tables/0/partitionKey: expected an object, found an array (only a global secondary"
                            + " index key may list several attributes)",
                    "9:43: /tables/0/globalSecondaryIndexes/0/partitionKey: a key needs at least one attribute",
                    "10:43: /tables/0/globalSecondaryIndexes/1/partitionKey: expected an object or an array,"
                            + " found a string",
                    "13:27: /tables/0/localSecondaryIndexes/0/partitionKey: unknown field 'partitionKey'"
                            + " (a local secondary index always uses the table's partition key)",
                    "14:38: /tables/0/localSecondaryIndexes/1/sortKey: expected an object, found an array"
                            + " (only a global secondary index key may list several attributes)")),
            Map.entry("out-of-range-numbers", List.of(
                    "8:18: /tables/0/billing: missing field 'writeCapacityUnits' (provisioned throughput needs"
                            + " both read and write capacity units)",
                    "8:64: /tables/0/billing/readCapacityUnits: cannot be negative",
                    "10:93: /tables/0/globalSecondaryIndexes/0/provisioned: missing required field"
                            + " 'writeCapacityUnits'",
                    "13:50: /tables/0/entities/0/estimatedItemCount: cannot be negative",
                    "13:119: /tables/0/entities/0/attributes/0/distinctValues: expected a whole number, found 1.5",
                    "16:74: /tables/0/accessPatterns/0/limit: must be at least 1",
                    "16:98: /tables/0/accessPatterns/0/requestsPerSecond: cannot be negative",
                    "17:71: /tables/0/accessPatterns/1/limit: number 99999999999 is too large")),
            Map.entry("bad-colour", List.of(
                    "9:38: /tables/0/entities/0/colour: expected a hex colour like #E8743B, found 'orange'")),
            // --- explicit items in DynamoDB JSON ---
            Map.entry("item-s-not-a-string", List.of(
                    "9:24: /tables/0/items/0/PK/S: expected a string for S, found a number")),
            Map.entry("item-two-descriptors", List.of(
                    "9:17: /tables/0/items/0/PK: a DynamoDB JSON value has exactly one type descriptor"
                            + " (S, N, B, BOOL, NULL, L, M, SS, NS or BS), found 2: S, N")),
            Map.entry("item-no-descriptor", List.of(
                    "9:17: /tables/0/items/0/PK: a DynamoDB JSON value has exactly one type descriptor"
                            + " (S, N, B, BOOL, NULL, L, M, SS, NS or BS), found none")),
            Map.entry("item-unknown-descriptor", List.of(
                    "9:19: /tables/0/items/0/PK/STRING: unknown type descriptor 'STRING'"
                            + " (use S, N, B, BOOL, NULL, L, M, SS, NS or BS)")),
            Map.entry("item-value-not-an-object", List.of(
                    "9:17: /tables/0/items/0/PK: expected a DynamoDB JSON value such as {\"S\": \"text\"},"
                            + " found a string")),
            Map.entry("item-bad-base64", List.of(
                    "9:47: /tables/0/items/0/photo/B: B value 'not base64!' is not valid base64")),
            Map.entry("item-n-not-a-number", List.of(
                    "9:45: /tables/0/items/0/qty/N: N value 'two' is not a number",
                    "9:70: /tables/0/items/0/price/N: expected a string for N, found a number"
                            + " (DynamoDB JSON writes numbers as strings: \"19.99\")")),
            Map.entry("item-bad-null-and-bool", List.of(
                    "9:49: /tables/0/items/0/gone/NULL: expected true for NULL, found false",
                    "9:76: /tables/0/items/0/paid/BOOL: expected true or false for BOOL, found a string")),
            Map.entry("item-bad-sets", List.of(
                    "9:47: /tables/0/items/0/tags/SS: a string set (SS) cannot be empty (DynamoDB rejects empty sets)",
                    "9:76: /tables/0/items/0/sizes/NS/1: duplicate value 1: a number set (NS) holds each value once",
                    "9:101: /tables/0/items/0/codes/SS: expected an array of strings for SS, found a string")),
            Map.entry("item-nested-errors", List.of(
                    "11:50: /tables/0/items/0/lines/L/1/N: N value 'x' is not a number",
                    "12:72: /tables/0/items/0/address/M/zip/N: expected a string for N, found a number"
                            + " (DynamoDB JSON writes numbers as strings: \"8001\")")),
            Map.entry("item-not-an-object", List.of(
                    "9:9: /tables/0/items/0: expected an item object, found an array")),
            // --- entity records typed by their attribute declarations ---
            Map.entry("record-type-mismatch", List.of(
                    "21:24: /tables/0/entities/0/records/0/total: 'total' is declared N: 'abc' is not a number",
                    "21:39: /tables/0/entities/0/records/0/gift: 'gift' is declared BOOL: expected true or false,"
                            + " found a string",
                    "21:60: /tables/0/entities/0/records/0/tags/1: 'tags' is declared SS: expected a string,"
                            + " found a number",
                    "21:73: /tables/0/entities/0/records/0/photo: 'photo' is declared B: '%%%' is not valid base64",
                    "21:88: /tables/0/entities/0/records/0/note: 'note' is declared NULL: expected null,"
                            + " found a number",
                    "22:24: /tables/0/entities/0/records/1/total: 'total' is declared N: expected a number,"
                            + " found true",
                    "22:39: /tables/0/entities/0/records/1/lines: 'lines' is declared L: expected an array,"
                            + " found an object",
                    "22:56: /tables/0/entities/0/records/1/sizes/1: 'sizes' is declared NS: 'x' is not a number",
                    "22:70: /tables/0/entities/0/records/1/tags: a string set (SS) cannot be empty"
                            + " (DynamoDB rejects empty sets)")),
            Map.entry("record-undeclared-attribute", List.of(
                    "21:15: /tables/0/entities/0/records/0/totl: attribute 'totl' is not declared by entity 'Order'"
                            + " (did you mean 'total'?)",
                    "21:26: /tables/0/entities/0/records/0/PK: 'PK' is a key attribute: records hold attribute"
                            + " values only, key values are rendered from the entity's 'keys' templates",
                    "21:42: /tables/0/entities/0/records/0/colour: attribute 'colour' is not declared by entity"
                            + " 'Order'")),
            Map.entry("record-not-an-object", List.of(
                    "21:13: /tables/0/entities/0/records/0: expected an object, found a string")));

    static Stream<Arguments> corpus() {
        return EXPECTED.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("corpus")
    void malformedFileIsRefusedWithEveryProblemLocated(String name, List<String> expected) throws IOException {
        byte[] bytes;
        try (InputStream in = getClass().getResourceAsStream(FOLDER + name + ".tablesmith.json")) {
            assertThat(in).as("corpus file %s", name).isNotNull();
            bytes = in.readAllBytes();
        }

        assertThat(StoreFixtures.problemsOf(StoreFixtures.formatOnlyStore(), bytes))
                .containsExactlyElementsOf(expected);
    }

    @Test
    void everyCorpusFileHasItsExpectedProblemsListed() throws IOException, URISyntaxException {
        Path folder = Path.of(getClass().getResource(FOLDER).toURI());
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(f -> f.getFileName().toString().replace(".tablesmith.json", "")))
                    .containsExactlyInAnyOrderElementsOf(EXPECTED.keySet());
        }
    }

    @Test
    void problemsPrintAsFileLineColumnPathMessage() throws IOException {
        byte[] bytes;
        try (InputStream in = getClass().getResourceAsStream(FOLDER + "wrong-format-version.tablesmith.json")) {
            bytes = in.readAllBytes();
        }
        try {
            StoreFixtures.formatOnlyStore().read(new java.io.ByteArrayInputStream(bytes), "orders.tablesmith.json");
            throw new AssertionError("expected a DesignLoadException");
        } catch (DesignLoadException e) {
            assertThat(e.getMessage()).isEqualTo("orders.tablesmith.json:2:13: /format: unsupported format version"
                    + " 'tablesmith/9' (this Tablesmith reads tablesmith/1)");
        }
    }
}
