package dev.tablesmith.io;

import static dev.tablesmith.io.StoreFixtures.formatOnlyStore;
import static dev.tablesmith.io.StoreFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.review.Problem;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A design file is read in one pass, its records streamed into items and its locations worked out only when a
 * problem needs one. These tests pin what that must not change on a large file: exact {@code LINE:COLUMN}s of
 * problems deep in a long record list, exact number texts, and repeated field names.
 *
 * <p>Expected positions are found in the test text itself (the offset of a unique marker), not taken from the
 * reader.
 */
class OnePassLoadTest {
    private static final int RECORDS = 5_000;
    private static final String GOLDEN = StoreFixtures.resourceText("/dev/tablesmith/io/canonical/orders.tablesmith.json");
    private static final String ONE_RECORD = "            { \"customerId\": \"c1\", \"orderId\": \"o9\", \"orderDate\":"
            + " \"2026-07-14\", \"status\": \"PENDING\", \"total\": 59.98 }";
    private static final String RECORDS_AT = "/tables/0/entities/0/records/";

    /** The golden Order design with {@link #RECORDS} records; {@code special} may replace record i's line. */
    private static String largeDesign(IntFunction<String> special) {
        assertThat(GOLDEN).contains(ONE_RECORD);
        String records = IntStream.range(0, RECORDS).mapToObj(i -> {
            String line = special.apply(i);
            return line != null ? "            " + line : String.format(Locale.ROOT, "            { \"customerId\":"
                    + " \"c%d\", \"orderId\": \"o%d\", \"orderDate\": \"2026-07-14\", \"status\": \"%s\","
                    + " \"total\": %d.5 }", i % 97, i, i % 2 == 0 ? "PENDING" : "PAID", i);
        }).collect(Collectors.joining(",\n"));
        return GOLDEN.replace(ONE_RECORD, records);
    }

    /** {@code LINE:COL} of the first character of {@code marker}, which must occur once in {@code text}. */
    private static String positionOf(String text, String marker) {
        int at = text.indexOf(marker);
        assertThat(at).as("marker %s", marker).isNotNegative();
        assertThat(text.indexOf(marker, at + 1)).as("marker %s is unique", marker).isNegative();
        int line = (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
        int column = at - text.lastIndexOf('\n', at - 1);
        return line + ":" + column;
    }

    private static List<String> shapeProblems(String text) {
        return StoreFixtures.problemsOf(formatOnlyStore(), text.getBytes(StandardCharsets.UTF_8));
    }

    private static List<DesignFileProblem> validatorProblems(JsonDesignStore store, String text) throws Exception {
        return store.readForEditing(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "f.json")
                .problems();
    }

    private static String at(DesignFileProblem problem) {
        return problem.line() + ":" + problem.column();
    }

    @Test
    void largeDesignWithoutProblemsReadsEveryRecordExactly() throws Exception {
        Design design = read(formatOnlyStore(), largeDesign(i -> null));

        List<Item> records = design.table().entity("Order").orElseThrow().records();
        assertThat(records).hasSize(RECORDS);
        assertThat(records.get(4321).get("orderId")).hasValue(AttributeValue.s("o4321"));
        assertThat(records.get(4321).get("total")).hasValue(AttributeValue.n("4321.5"));
        assertThat(records.get(4321).get("status")).hasValue(AttributeValue.s("PAID"));
    }

    @Test
    void wrongValueDeepInALargeRecordListIsReportedAtItsExactLineAndColumn() {
        String text = largeDesign(i -> i == 4321 ? "{ \"customerId\": \"c1\", \"orderId\": \"o4321\", \"orderDate\":"
                + " \"2026-07-14\", \"status\": \"PAID\", \"total\": \"lots\" }" : null);

        assertThat(shapeProblems(text)).containsExactly(positionOf(text, "\"lots\"") + ": " + RECORDS_AT
                + "4321/total: 'total' is declared N: 'lots' is not a number");
    }

    @Test
    void undeclaredAttributeDeepInALargeRecordListIsReportedAtItsName() {
        String text = largeDesign(i -> i == 3777 ? "{ \"customerId\": \"c1\", \"orderId\": \"o3777\", \"orderDate\":"
                + " \"2026-07-14\", \"status\": \"PAID\", \"totl\": 5 }" : null);

        assertThat(shapeProblems(text)).singleElement().asString()
                .startsWith(positionOf(text, "\"totl\"") + ": " + RECORDS_AT + "3777/totl: attribute 'totl' is not"
                        + " declared by entity 'Order'");
    }

    @Test
    void validatorProblemDeepInALargeRecordListIsLocatedAtItsValue() throws Exception {
        String text = largeDesign(i -> i == 4999 ? "{ \"customerId\": \"c1\", \"orderId\": \"o4999\", \"orderDate\":"
                + " \"2026-07-14\", \"status\": \"SHIPPED\", \"total\": 1 }" : null);

        List<DesignFileProblem> problems = validatorProblems(new JsonDesignStore(), text);

        assertThat(problems).extracting(OnePassLoadTest::at, DesignFileProblem::path)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(positionOf(text, "\"SHIPPED\""),
                        RECORDS_AT + "4999/status"));
    }

    @Test
    void validatorColumnInsideAStringDeepInALargeRecordListLandsOnThatCharacter() throws Exception {
        String text = largeDesign(i -> i == 2718 ? "{ \"customerId\": \"c1\", \"orderId\": \"o\\u00e9-2718\","
                + " \"orderDate\": \"2026-07-14\", \"status\": \"PAID\", \"total\": 1 }" : null);
        JsonDesignStore store = new JsonDesignStore(design -> List.of(
                new Problem(RECORDS_AT + "2718/orderId", 4, "the fourth character")), ChannelWriter.FULLY);

        List<DesignFileProblem> problems = validatorProblems(store, text);

        // "o\u00e9-2718": character 4 is the '2', after the six-character escape that stands for one character
        assertThat(problems).extracting(OnePassLoadTest::at).containsExactly(positionOf(text, "2718\", \"orderDate"));
    }

    @Test
    void exactNumberTextsSurviveALoadSaveRoundTrip() throws Exception {
        String text = largeDesign(i -> switch (i) {
            case 10 -> "{ \"customerId\": \"c1\", \"orderId\": \"o10\", \"orderDate\": \"2026-07-14\", \"status\":"
                    + " \"PAID\", \"total\": 1E2 }";
            case 2000 -> "{ \"customerId\": \"c1\", \"orderId\": \"o2000\", \"orderDate\": \"2026-07-14\", \"status\":"
                    + " \"PAID\", \"total\": 59.90 }";
            case 3000 -> "{ \"customerId\": \"c1\", \"orderId\": \"o3000\", \"orderDate\": \"2026-07-14\", \"status\":"
                    + " \"PAID\", \"total\": -0 }";
            case 4998 -> "{ \"customerId\": \"c1\", \"orderId\": \"o4998\", \"orderDate\": \"2026-07-14\", \"status\":"
                    + " \"PAID\", \"total\": 1.0e-5 }";
            default -> null;
        }).replace("      \"accessPatterns\": [\n", """
                      "accessPatterns": [
                        {
                          "id": "AP9",
                          "name": "Adjust an order",
                          "kind": "WRITE",
                          "entities": ["Order"],
                          "write": {
                            "operation": "UPDATE",
                            "values": { ":a": 1E2, ":b": 59.90, ":c": -0, ":d": 1.0e-5, ":e": 0.5 }
                          }
                        },
                """);
        JsonDesignStore store = formatOnlyStore();

        Design design = read(store, text);
        String saved = store.write(design);

        List<Item> records = design.table().entity("Order").orElseThrow().records();
        assertThat(List.of(10, 2000, 3000, 4998)).extracting(i -> records.get(i).get("total").orElseThrow())
                .containsExactly(AttributeValue.n("1E2"), AttributeValue.n("59.90"), AttributeValue.n("-0"),
                        AttributeValue.n("1.0e-5"));
        assertThat(design.table().accessPattern("AP9").orElseThrow().write().values()).containsExactly(
                java.util.Map.entry(":a", AttributeValue.n("1E2")), java.util.Map.entry(":b", AttributeValue.n("59.90")),
                java.util.Map.entry(":c", AttributeValue.n("-0")), java.util.Map.entry(":d", AttributeValue.n("1.0e-5")),
                java.util.Map.entry(":e", AttributeValue.n("0.5")));
        assertThat(saved).contains("\"total\": 1E2 }", "\"total\": 59.90 }", "\"total\": -0 }", "\"total\": 1.0e-5 }",
                "\":a\": 1E2", "\":b\": 59.90", "\":c\": -0", "\":d\": 1.0e-5", "\":e\": 0.5");
        assertThat(read(store, saved)).isEqualTo(design);
    }

    @Test
    void repeatedFieldDeepInARecordIsReportedAtItsSecondName() {
        String text = largeDesign(i -> i == 2500 ? "{ \"customerId\": \"c1\", \"orderId\": \"o2500\", \"status\":"
                + " \"PAID\", \"orderDate\": \"2026-07-14\", \"status\": \"PENDING\" }" : null);

        assertThat(shapeProblems(text)).containsExactly(positionOf(text, "\"status\": \"PENDING\" }") + ": "
                + RECORDS_AT + "2500/status: duplicate field 'status' (each field may appear once)");
    }

    @Test
    void repeatedFieldInsideAMapValueOfARecordIsReportedAtItsSecondName() {
        String text = largeDesign(i -> i == 1234 ? "{ \"customerId\": \"c1\", \"orderId\": \"o1234\", \"orderDate\":"
                + " \"2026-07-14\", \"status\": \"PAID\", \"extras\": { \"a\": 1, \"b\": [{ \"c\": 1, \"c\": 2 }],"
                + " \"a\": 3 } }" : null).replace("{ \"name\": \"total\", \"type\": \"N\" }",
                "{ \"name\": \"total\", \"type\": \"N\" },\n            { \"name\": \"extras\", \"type\": \"M\" }");

        assertThat(shapeProblems(text)).containsExactlyInAnyOrder(
                positionOf(text, "\"c\": 2") + ": " + RECORDS_AT + "1234/extras/b/0/c: duplicate field 'c'"
                        + " (each field may appear once)",
                positionOf(text, "\"a\": 3") + ": " + RECORDS_AT + "1234/extras/a: duplicate field 'a'"
                        + " (each field may appear once)");
    }

    @Test
    void repeatedFieldOutsideTheRecordsIsReportedAtItsSecondName() {
        String text = largeDesign(i -> null).replace("\"colour\": \"#E8743B\",",
                "\"colour\": \"#E8743B\",\n          \"colour\": \"#00FF00\",");

        assertThat(shapeProblems(text)).containsExactly(positionOf(text, "\"colour\": \"#00FF00\"")
                + ": /tables/0/entities/0/colour: duplicate field 'colour' (each field may appear once)");
    }

    @Test
    void recordThatIsNotAnObjectIsReportedWhereItStarts() {
        String text = largeDesign(i -> i == 4000 ? "[\"o4000\"]" : null);

        assertThat(shapeProblems(text)).containsExactly(positionOf(text, "[\"o4000\"]") + ": " + RECORDS_AT
                + "4000: expected an object, found an array");
    }

    @Test
    void syntaxErrorDeepInALargeRecordListIsDescribedAtItsPosition() {
        String text = largeDesign(i -> i == 4444 ? "{ \"customerId\": \"c1\" \"orderId\": \"o4444\" }" : null);

        assertThat(shapeProblems(text)).singleElement().asString()
                .startsWith(positionOf(text, "\"orderId\": \"o4444\"") + ": " + RECORDS_AT + "4444");
    }
}
