package dev.tablesmith.cli;

import static dev.tablesmith.cli.RequestRun.json;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.io.JsonDesignStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CollectionsCommandTest {
    /** A table with a KEYS_ONLY index, one entity, and one explicit item no entity's templates match. */
    private static final String NOTES_DESIGN = """
            {
              "format": "tablesmith/1",
              "name": "notes",
              "tables": [
                {
                  "name": "notes",
                  "partitionKey": { "name": "PK", "type": "S" },
                  "sortKey": { "name": "SK", "type": "S" },
                  "globalSecondaryIndexes": [
                    {
                      "name": "ByAuthor",
                      "partitionKey": { "name": "author", "type": "S" },
                      "projection": { "type": "KEYS_ONLY" }
                    }
                  ],
                  "entities": [
                    {
                      "name": "Note",
                      "attributes": [
                        { "name": "noteId", "type": "S", "required": true },
                        { "name": "author", "type": "S", "required": true },
                        { "name": "body", "type": "S" }
                      ],
                      "keys": {
                        "PK": { "template": "NOTE#{noteId}" },
                        "SK": { "template": "BODY" },
                        "author": { "template": "{author}" }
                      },
                      "records": [ { "noteId": "n1", "author": "ana", "body": "hello" } ]
                    }
                  ],
                  "items": [
                    { "PK": { "S": "MISC#1" }, "SK": { "S": "x" }, "author": { "S": "ana" } }
                  ]
                }
              ]
            }
            """;

    @TempDir
    Path dir;
    private Path design;
    private int itemCount;

    @BeforeEach
    void exportCommerceMain() throws Exception {
        design = RequestRun.commerceMain(dir);
        itemCount = ItemMaterializer.materialize(new JsonDesignStore().load(design).table()).items().size();
    }

    /** The rows of the block that starts with {@code heading}, each split into its cells (header row first). */
    private static List<List<String>> block(String text, String heading) {
        List<String> lines = text.lines().toList();
        int start = lines.indexOf(heading);
        assertThat(start).as("line '%s' in%n%s", heading, text).isNotNegative();
        List<List<String>> rows = new ArrayList<>();
        for (int i = start + 1; i < lines.size() && !lines.get(i).isBlank(); i++) {
            assertThat(lines.get(i)).startsWith("  ");
            rows.add(Arrays.asList(lines.get(i).strip().split(" {2,}")));
        }
        return rows;
    }

    private static List<String> column(List<List<String>> rows, int column) {
        return rows.subList(1, rows.size()).stream().map(r -> r.get(column)).toList();
    }

    @Test
    void orderCollectionListsItemLinesBeforeMetaBecauseIComesBeforeMInUtf8() {
        CliRun run = CliRun.of("collections", design.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(block(run.out(), "PK = ORDER#o9 (3 items)")).containsExactly(
                List.of("SK", "ENTITY"),
                List.of("ITEM#sku-101", "OrderItem"),
                List.of("ITEM#sku-205", "OrderItem"),
                List.of("META", "OrderHeader"));
    }

    @Test
    void collectionsAreListedInUtf8ByteOrderOfTheirPartitionKey() {
        CliRun run = CliRun.of("collections", design.toString());

        List<String> partitionKeys = run.out().lines().filter(l -> l.startsWith("PK = "))
                .map(l -> l.substring("PK = ".length(), l.lastIndexOf(" ("))).toList();
        assertThat(partitionKeys).isSortedAccordingTo((a, b) -> Arrays.compareUnsigned(
                a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)));
        assertThat(partitionKeys.indexOf("ORDER#o10")).isLessThan(partitionKeys.indexOf("ORDER#o9"));
    }

    @Test
    void headingCountsEveryItemAndEveryCollection() {
        CliRun run = CliRun.of("collections", design.toString());

        long collections = run.out().lines().filter(l -> l.startsWith("PK = ")).count();
        assertThat(run.out().lines().limit(2)).containsExactly(
                "commerce-main (table): partition key PK, sort key SK",
                itemCount + " items in " + collections + " item collections");
        assertThat(run.out()).doesNotContain("not in ");
    }

    @Test
    void sparseGsi2HoldsOnlyPendingOrdersAndListsEveryOtherItemAsMissingGsi2pk() {
        CliRun run = CliRun.of("collections", design.toString(), "--index", "GSI2");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("GSI2 (global secondary index of commerce-main): partition key GSI2PK, "
                + "no sort key, projection ALL\n3 items in 1 item collection\n");
        List<List<String>> open = block(run.out(), "GSI2PK = OPEN (3 items)");
        assertThat(open.get(0)).containsExactly("PK", "SK", "ENTITY");
        assertThat(column(open, 1)).containsExactly("ORDER#2026-07-14#o9", "ORDER#2026-07-20#o10",
                "ORDER#2026-08-03#o11");
        assertThat(column(open, 2)).containsOnly("Order");

        int excluded = itemCount - 3;
        List<List<String>> notIn = block(run.out(), "not in GSI2: " + excluded + " items");
        assertThat(notIn.get(0)).containsExactly("PK", "SK", "ENTITY", "REASON");
        assertThat(notIn).hasSize(excluded + 1);
        assertThat(column(notIn.subList(1, notIn.size()), 3)).allMatch(r -> r.startsWith("missing GSI2PK: "));
        assertThat(notIn).contains(List.of("CUST#c1", "ORDER#2026-03-02#o3", "Order",
                        "missing GSI2PK: status = FULFILLED, so the condition status = PENDING is false"),
                List.of("CUST#c1", "PROFILE", "Customer", "missing GSI2PK: Customer has no GSI2PK template"));
    }

    @Test
    void gsi1PendingCollectionIsSortedByOrderTime() {
        CliRun run = CliRun.of("collections", design.toString(), "--index", "GSI1");

        List<List<String>> pending = block(run.out(), "GSI1PK = STATUS#PENDING (3 items)");
        assertThat(pending.get(0)).containsExactly("GSI1SK", "PK", "SK", "ENTITY");
        assertThat(column(pending, 0)).containsExactly("2026-07-14T09:30Z", "2026-07-20T16:55Z", "2026-08-03T07:20Z");
    }

    @Test
    void jsonOfGsi2HasTheDocumentedShape() {
        CliRun run = CliRun.of("collections", design.toString(), "--index", "GSI2", "--json");

        assertThat(run.exitCode()).isZero();
        JsonNode root = json(run.out());
        assertThat(root.get("table").asText()).isEqualTo("commerce-main");
        assertThat(root.get("index").asText()).isEqualTo("GSI2");
        assertThat(root.get("keySchema").toString()).isEqualTo("{\"partitionKey\":[\"GSI2PK\"],\"sortKey\":[]}");
        assertThat(root.get("itemCount").asInt()).isEqualTo(3);
        JsonNode collection = root.get("collections").get(0);
        assertThat(root.get("collections")).hasSize(1);
        assertThat(collection.get("partitionKey").toString()).isEqualTo("{\"GSI2PK\":{\"S\":\"OPEN\"}}");
        JsonNode first = collection.get("items").get(0);
        assertThat(first.get("key").toString()).isEqualTo("{\"GSI2PK\":{\"S\":\"OPEN\"},\"PK\":{\"S\":\"CUST#c1\"},"
                + "\"SK\":{\"S\":\"ORDER#2026-07-14#o9\"}}");
        assertThat(first.get("entity").asText()).isEqualTo("Order");
        assertThat(first.get("item").get("status").get("S").asText()).isEqualTo("PENDING");

        JsonNode excluded = root.get("excluded");
        assertThat(excluded).hasSize(itemCount - 3);
        List<String> entities = new ArrayList<>();
        excluded.forEach(e -> {
            assertThat(e.get("reason").asText()).startsWith("missing GSI2PK: ");
            assertThat(e.get("key").size()).isEqualTo(2);
            entities.add(e.get("entity").asText());
        });
        assertThat(entities).contains("Customer", "Order", "OrderHeader", "OrderItem", "Product");
    }

    @Test
    void jsonOfTheTableNamesItTableAndExcludesNothing() {
        JsonNode root = json(CliRun.of("collections", design.toString(), "--json").out());

        assertThat(root.get("index").asText()).isEqualTo("table");
        assertThat(root.get("itemCount").asInt()).isEqualTo(itemCount);
        assertThat(root.get("excluded")).isEmpty();
    }

    @Test
    void keysOnlyIndexEntryHoldsOnlyKeysAndAnUnmatchedExplicitItemIsUnknownEntity() throws IOException {
        Path notes = Files.writeString(dir.resolve("notes.tablesmith.json"), NOTES_DESIGN);

        CliRun text = CliRun.of("collections", notes.toString(), "--index", "ByAuthor");
        JsonNode root = json(CliRun.of("collections", notes.toString(), "--index", "ByAuthor", "--json").out());

        assertThat(text.out()).startsWith("ByAuthor (global secondary index of notes): partition key author, "
                + "no sort key, projection KEYS_ONLY\n");
        assertThat(block(text.out(), "author = ana (2 items)")).containsExactly(
                List.of("PK", "SK", "ENTITY"),
                List.of("MISC#1", "x", "unknown entity"),
                List.of("NOTE#n1", "BODY", "Note"));
        List<String> names = new ArrayList<>();
        root.get("collections").get(0).get("items").get(1).get("item").fieldNames().forEachRemaining(names::add);
        assertThat(names).containsExactlyInAnyOrder("PK", "SK", "author");
    }

    @Test
    void unknownIndexIsAUsageErrorListingTheKnownOnes() {
        CliRun run = CliRun.of("collections", design.toString(), "--index", "GSI3");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("tablesmith collections: unknown index 'GSI3'; the indexes of commerce-main: "
                + "GSI1, GSI2\n");
    }

    @Test
    void indexOnATableWithoutIndexesSaysSo() throws IOException {
        Path notes = Files.writeString(dir.resolve("plain.tablesmith.json"), NOTES_DESIGN
                .replaceAll("(?s)\"globalSecondaryIndexes\": \\[.*?\\],\\s*\"entities\"", "\"entities\"")
                .replaceAll(",\\s*\"author\": \\{ \"template\": \"\\{author}\" }", ""));
        assertThat(Files.readString(notes)).doesNotContain("ByAuthor", "{author}");

        CliRun run = CliRun.of("collections", notes.toString(), "--index", "ByAuthor");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith collections: unknown index 'ByAuthor': table notes has no "
                + "secondary indexes\n");
    }

    @Test
    void designWithTwoTablesNeedsTableToChooseOne() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = (ObjectNode) mapper.readTree(design.toFile());
        ObjectNode archive = ((ObjectNode) root.get("tables").get(0)).deepCopy();
        archive.put("name", "archive");
        archive.remove("accessPatterns");
        ((ArrayNode) root.get("tables")).add(archive);
        Files.writeString(design, mapper.writeValueAsString(root));

        CliRun ambiguous = CliRun.of("collections", design.toString());
        CliRun chosen = CliRun.of("collections", design.toString(), "--table", "archive");
        CliRun unknown = CliRun.of("collections", design.toString(), "--table", "orders");

        assertThat(ambiguous.exitCode()).isEqualTo(2);
        assertThat(ambiguous.err()).isEqualTo("tablesmith collections: the design has 2 tables; choose one with "
                + "--table (commerce-main, archive)\n");
        assertThat(chosen.exitCode()).isZero();
        assertThat(chosen.out()).startsWith("archive (table): ");
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown table 'orders'");
    }

    @Test
    void missingDesignFileIsAUsageError() {
        Path missing = dir.resolve("gone.tablesmith.json");

        CliRun run = CliRun.of("collections", missing.toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("tablesmith collections: no such file: " + missing + "\n");
    }

    @Test
    void invalidDesignPrintsItsProblemsAndExitsOne() throws IOException {
        Files.writeString(design, "{ \"format\": \"tablesmith/1\" }");

        CliRun run = CliRun.of("collections", design.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).isNotEmpty().allSatisfy(line -> assertThat(line).startsWith(design + ":1:1: "));
    }
}
