package dev.tablesmith.io.items;

import static dev.tablesmith.io.items.ItemFileReaderTest.fixture;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Adding sample-data files to a design: DynamoDB's key checks, file order, records or explicit items. */
class ItemImportTest {
    private static final String MAIN = "commerce-main";
    private static final String AUDIT = "commerce-audit";

    static Design commerceMain() {
        try {
            ExampleGallery gallery = new ExampleGallery();
            return gallery.load(gallery.find("commerce-main").orElseThrow());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** commerce-main with the audit table the batch-write fixture also writes to. */
    static Design withAudit() {
        Design main = commerceMain();
        Table audit = new Table(AUDIT, KeySchema.of(KeyAttribute.s("id"), null), null, null, null, null, null);
        return new Design(main.name(), main.description(), List.of(main.table(), audit), main.pricing());
    }

    private static ItemImportResult importFixture(Design design, String table, String fixture) throws Exception {
        return ItemImport.importFiles(design, table, List.of(fixture(fixture)), List.of(fixture), () -> false);
    }

    private static ItemImportResult importText(Design design, String table, String text) throws Exception {
        ItemImport run = new ItemImport(design, table);
        ItemFileReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "f.json", run::accept);
        return run.result();
    }

    private static Entity entity(Design design, String name) {
        return design.table().entity(name).orElseThrow();
    }

    @Test
    void aBatchWriteFileAddsReplacesAndDeletesInFileOrderAcrossTables() throws Exception {
        Design before = withAudit();
        ItemImportResult result = importFixture(before, null, "batch-write-request-items.json");

        assertThat(result.refused()).isEmpty();
        assertThat(result.tables()).extracting(ItemImportResult.TableCounts::table).containsExactly(MAIN, AUDIT);
        ItemImportResult.TableCounts main = result.tables().get(0);
        assertThat(main.added()).as("sku-900 and its review").isEqualTo(2);
        assertThat(main.replaced()).as("customer c1").isEqualTo(1);
        assertThat(main.deleted()).as("order item o3/sku-150").isEqualTo(1);
        assertThat(main.asRecords()).as("product sku-900 renders exactly").isEqualTo(1);
        assertThat(main.asItems()).as("the review matches no entity; c1's tier 'platinum' is not in the enum")
                .isEqualTo(2);
        assertThat(result.tables().get(1).added()).isEqualTo(1);

        Design after = result.design();
        assertThat(entity(after, "Customer").records()).hasSize(entity(before, "Customer").records().size() - 1)
                .noneMatch(r -> r.get("customerId").equals(Optional.of(AttributeValue.s("c1"))));
        assertThat(entity(after, "Product").records()).hasSize(entity(before, "Product").records().size() + 1);
        assertThat(entity(after, "OrderItem").records()).hasSize(entity(before, "OrderItem").records().size() - 1)
                .noneMatch(r -> r.get("orderId").equals(Optional.of(AttributeValue.s("o3")))
                        && r.get("sku").equals(Optional.of(AttributeValue.s("sku-150"))));
        assertThat(after.table().items()).extracting(i -> i.get("SK").orElseThrow())
                .containsExactly(AttributeValue.s("REVIEW#2026-07-01#r1"), AttributeValue.s("PROFILE"));
        assertThat(after.table(AUDIT).orElseThrow().items()).hasSize(1);
        assertThat(ItemMaterializer.materialize(after.table()).problems()).isEmpty();
        assertThat(new DesignValidator().validate(after)).as("the design opens again").isEmpty();
    }

    /** As the Workbench importer keeps facet items: a record only when the design would accept it as one. */
    @Test
    void anItemItsEntityRendersExactlyBecomesARecordOfIt() throws Exception {
        String customer = "\"PK\": {\"S\": \"CUST#c9\"}, \"SK\": {\"S\": \"PROFILE\"}, \"GSI1PK\": {\"S\": "
                + "\"TIER#gold\"}, \"GSI1SK\": {\"S\": \"2026-03-01\"}, \"entity\": {\"S\": \"Customer\"}, "
                + "\"customerId\": {\"S\": \"c9\"}, \"name\": {\"S\": \"Ida\"}, \"email\": {\"S\": \"i@x.io\"}, "
                + "\"tier\": {\"S\": \"gold\"}, \"joinedDate\": {\"S\": \"2026-03-01\"}, \"orderCount\": {\"N\": \"0\"}";
        ItemImportResult result = importText(commerceMain(), null, "{\"Items\": [{" + customer + "}, {" + customer
                + ", \"note\": {\"S\": \"undeclared\"}}, {" + customer.replace("TIER#gold", "TIER#other")
                + "}]}");
        assertThat(result.refused()).isEmpty();
        assertThat(result.added()).isEqualTo(1);
        assertThat(result.replaced()).isEqualTo(2);
        assertThat(result.tables().get(0).asItems()).as("GSI1PK does not follow TIER#{tier}").isEqualTo(1);

        ItemImportResult exact = importText(commerceMain(), null, "{\"Items\": [{" + customer + "}]}");
        Entity customers = entity(exact.design(), "Customer");
        assertThat(customers.records()).hasSize(entity(commerceMain(), "Customer").records().size() + 1);
        Item c9 = customers.records().get(customers.records().size() - 1);
        assertThat(c9.get("tier")).contains(AttributeValue.s("gold"));
        assertThat(c9.has("PK")).as("a record holds no key attributes").isFalse();
        assertThat(exact.design().table().items()).isEmpty();
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void aBatchTableTheDesignLacksIsRefusedUnlessATableIsChosen() throws Exception {
        ItemImportResult unmapped = importFixture(commerceMain(), null, "batch-write-request-items.json");
        assertThat(unmapped.refused()).singleElement().hasToString("batch-write-request-items.json: "
                + "/commerce-audit/0/PutRequest/Item: table commerce-audit is not in the design (commerce-main); "
                + "choose the table to import it into (--table)");

        ItemImportResult mapped = importFixture(commerceMain(), MAIN, "batch-write-request-items.json");
        assertThat(mapped.refused()).singleElement().satisfies(r -> assertThat(r.reason())
                .isEqualTo("the table's partition key PK is missing: every item needs its full primary key"));
    }

    @Test
    void scanOutputFromTheAwsCliLandsInTheOnlyTable() throws Exception {
        ItemImportResult result = importFixture(commerceMain(), null, "aws-cli-scan.json");
        assertThat(result.refused()).isEmpty();
        assertThat(result.added()).isEqualTo(2);
        assertThat(result.replaced()).isEqualTo(1);
        assertThat(result.lines().get(0)).isEqualTo("aws-cli-scan.json: scan/query output, 3 writes");
        assertThat(result.lines().get(1)).isEqualTo("commerce-main: 2 added, 1 replaced, 0 deleted; 1 record of "
                + "entities, 2 explicit items");
    }

    @Test
    void theSameItemsFromEveryShapeGiveTheSameDesign() throws Exception {
        Design scan = importFixture(commerceMain(), null, "aws-cli-scan.json").design();
        Design pages = importFixture(commerceMain(), null, "aws-cli-scan-pages.json").design();
        Design export = importFixture(commerceMain(), null, "s3-export-data.json.gz").design();
        assertThat(pages).isEqualTo(scan);
        assertThat(export).isEqualTo(scan);
    }

    @Test
    void itemsWithoutATableNeedOneChosenInADesignOfSeveral() throws Exception {
        ItemImportResult result = importFixture(withAudit(), null, "aws-cli-get-item.json");
        assertThat(result.refused()).singleElement().satisfies(r -> assertThat(r.reason())
                .startsWith("the file names no table and the design has several (commerce-main, commerce-audit)"));
        assertThat(importFixture(withAudit(), MAIN, "aws-cli-get-item.json").replaced()).isEqualTo(1);
        assertThatThrownBy(() -> new ItemImport(commerceMain(), "nope"))
                .hasMessage("the design has no table nope (it has commerce-main)");
    }

    /** A later put of the same key replaces, a delete removes, a put after the delete adds again. */
    @Test
    void putsAndDeletesApplyInFileOrder() throws Exception {
        String file = "{\"" + MAIN + "\": ["
                + put("A", "1") + "," + put("A", "2") + "," + delete("A") + "," + delete("A") + ","
                + put("B", "1") + "," + put("A", "3") + "]}";
        ItemImportResult result = importText(commerceMain(), null, file);
        ItemImportResult.TableCounts counts = result.tables().get(0);
        assertThat(counts.added()).isEqualTo(3);
        assertThat(counts.replaced()).isEqualTo(1);
        assertThat(counts.deleted()).isEqualTo(1);
        assertThat(counts.deletesOfNothing()).isEqualTo(1);
        assertThat(result.design().table().items()).extracting(i -> i.get("PK").orElseThrow(),
                i -> i.get("v").orElseThrow()).containsExactly(
                        org.assertj.core.groups.Tuple.tuple(AttributeValue.s("X#B"), AttributeValue.n("1")),
                        org.assertj.core.groups.Tuple.tuple(AttributeValue.s("X#A"), AttributeValue.n("3")));
        assertThat(result.lines().get(0)).contains("(1 delete of a key not in the table)");
    }

    /** DynamoDB compares number keys by value: 1 and 1.0 are the same key (NumberKeyDifferentialTest). */
    @Test
    void numberKeysAreTheSameKeyByValue() throws Exception {
        Table numbers = new Table("n", KeySchema.of(KeyAttribute.n("id"), null), null, null, null, null, null);
        Design design = Design.of("n", numbers);
        ItemImportResult result = importText(design, null, "{\"Items\": [{\"id\": {\"N\": \"1\"}},"
                + " {\"id\": {\"N\": \"1.0\"}, \"x\": {\"S\": \"later\"}}]}");
        assertThat(result.added()).isEqualTo(1);
        assertThat(result.replaced()).isEqualTo(1);
        assertThat(result.design().table().items()).singleElement()
                .satisfies(i -> assertThat(i.get("x")).contains(AttributeValue.s("later")));
    }

    @Test
    void everyRefusalIsLocatedAndNamesTheRuleAndTheOthersAreImported() throws Exception {
        List<String> items = new ArrayList<>();
        items.add("{\"SK\": {\"S\": \"a\"}}");
        items.add("{\"PK\": {\"N\": \"1\"}, \"SK\": {\"S\": \"a\"}}");
        items.add("{\"PK\": {\"S\": \"\"}, \"SK\": {\"S\": \"a\"}}");
        items.add("{\"PK\": {\"S\": \"X#1\"}, \"SK\": {\"S\": \"\"}}");
        items.add("{\"PK\": {\"S\": \"X#1\"}, \"SK\": {\"S\": \"a\"}, \"GSI1PK\": {\"N\": \"5\"}}");
        items.add("{\"PK\": {\"S\": \"X#1\"}, \"SK\": {\"S\": \"a\"}, \"GSI1PK\": {\"S\": \"\"}}");
        items.add("{\"PK\": {\"S\": \"X#1\"}, \"SK\": {\"S\": \"a\"}, \"big\": {\"S\": \"" + "x".repeat(410_000)
                + "\"}}");
        items.add("{\"PK\": {\"S\": \"X#1\"}, \"SK\": {\"S\": \"a\"}, \"deep\": " + nested(33) + "}");
        items.add("{\"PK\": {\"S\": \"X#1\"}, \"SK\": {\"S\": \"a\"}, \"price\": {\"N\": \"1E+126\"}}");
        items.add("{\"PK\": {\"S\": \"X#ok\"}, \"SK\": {\"S\": \"a\"}, \"deep\": " + nested(32) + "}");
        ItemImportResult result = importText(commerceMain(), null, "{\"Items\": [" + String.join(",", items) + "]}");

        assertThat(result.added()).isEqualTo(1);
        assertThat(result.refused()).extracting(ItemImportResult.Refusal::location).containsExactly(
                "f.json: /Items/0", "f.json: /Items/1", "f.json: /Items/2", "f.json: /Items/3",
                "f.json: /Items/4", "f.json: /Items/5", "f.json: /Items/6", "f.json: /Items/7",
                "f.json: /Items/8/price/N");
        assertThat(result.refused()).extracting(ItemImportResult.Refusal::reason).satisfiesExactly(
                r -> assertThat(r).isEqualTo("the table's partition key PK is missing: every item needs its full "
                        + "primary key"),
                r -> assertThat(r).isEqualTo("the table's partition key PK is of type S, not N"),
                r -> assertThat(r).isEqualTo("the table's partition key PK cannot be empty"),
                r -> assertThat(r).isEqualTo("the table's sort key SK cannot be empty"),
                r -> assertThat(r).isEqualTo("GSI1's partition key GSI1PK is of type S, not N"),
                r -> assertThat(r).isEqualTo("GSI1's partition key GSI1PK cannot be empty"),
                r -> assertThat(r).startsWith("the item is 410,0").endsWith("bytes; DynamoDB stores items of at "
                        + "most 409,600 bytes (400 KB)"),
                r -> assertThat(r).isEqualTo("deep: nested 33 levels deep; DynamoDB stores at most 32"),
                r -> assertThat(r).startsWith("N value '1E+126' is outside DynamoDB's numbers"));
    }

    @Test
    void deleteKeysMustBeExactlyThePrimaryKey() throws Exception {
        String file = "{\"" + MAIN + "\": ["
                + "{\"DeleteRequest\": {\"Key\": {\"PK\": {\"S\": \"CUST#c1\"}}}},"
                + "{\"DeleteRequest\": {\"Key\": {\"PK\": {\"S\": \"CUST#c1\"}, \"SK\": {\"S\": \"PROFILE\"},"
                + " \"tier\": {\"S\": \"gold\"}}}},"
                + "{\"DeleteRequest\": {\"Key\": {\"PK\": {\"S\": \"CUST#c1\"}, \"SK\": {\"N\": \"1\"}}}},"
                + "{\"DeleteRequest\": {\"Key\": {\"PK\": {\"S\": \"CUST#c1\"}, \"SK\": {\"S\": \"\"}}}},"
                + "{\"DeleteRequest\": {\"Key\": {\"PK\": {\"S\": \"CUST#c1\"}, \"SK\": {\"S\": \"PROFILE\"}}}}]}";
        ItemImportResult result = importText(commerceMain(), null, file);
        assertThat(result.deleted()).isEqualTo(1);
        assertThat(result.refused()).extracting(ItemImportResult.Refusal::reason).satisfiesExactly(
                r -> assertThat(r).startsWith("the key lacks SK of the table's primary key (PK, SK)")
                        .endsWith("\"The provided key element does not match the schema\""),
                r -> assertThat(r).startsWith("the key has tier, which is not in the table's primary key"),
                r -> assertThat(r).startsWith("key attribute SK is of type S, not N"),
                r -> assertThat(r).isEqualTo("key attribute SK cannot be empty"));
        assertThat(entity(result.design(), "Customer").records())
                .hasSize(entity(commerceMain(), "Customer").records().size() - 1);
    }

    @Test
    void theReportListsEachRefusalOnItsOwnLine() throws Exception {
        ItemImportResult result = importText(commerceMain(), null, "{\"Items\": [{\"SK\": {\"S\": \"a\"}}]}");
        assertThat(result.lines()).containsExactly(
                "commerce-main: 0 added, 0 replaced, 0 deleted; 0 records of entities, 0 explicit items",
                "1 refused:",
                "  f.json: /Items/0: the table's partition key PK is missing: every item needs its full primary key");
        assertThat(result.unchanged()).isTrue();
    }

    private static String put(String id, String v) {
        return "{\"PutRequest\": {\"Item\": {\"PK\": {\"S\": \"X#" + id + "\"}, \"SK\": {\"S\": \"x\"}, \"v\": {\"N\": \""
                + v + "\"}}}}";
    }

    private static String delete(String id) {
        return "{\"DeleteRequest\": {\"Key\": {\"PK\": {\"S\": \"X#" + id + "\"}, \"SK\": {\"S\": \"x\"}}}}";
    }

    /** A value {@code levels} deep: maps inside maps, the leaf a string. */
    private static String nested(int levels) {
        return "{\"M\": {\"a\": ".repeat(levels - 1) + "{\"S\": \"leaf\"}" + "}}".repeat(levels - 1);
    }
}
