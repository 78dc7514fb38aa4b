package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The design document section by section: pictures linked only when they will be written, every link between
 * sections landing on a heading as GitHub names it, and every bundled example exporting to well-formed tables.
 */
class MarkdownDocumentTest {
    private static final Pattern HEADING = Pattern.compile("(?m)^#{1,6} (.+)$");
    private static final Pattern LINK = Pattern.compile("\\]\\(#([^)]+)\\)");
    private static final Pattern IMAGE = Pattern.compile("!\\[([^\\]]*)\\]\\(([^)]+)\\)");

    private final MarkdownExporter exporter = new MarkdownExporter();

    @Test
    void aDocumentWithAnImageFolderLinksTheEntityChartAndEachIndexsItemCollections() {
        MarkdownDocument document = exporter.document(CommerceMain.design(), "design-images");

        assertThat(document.imageFolder()).isEqualTo("design-images");
        assertThat(document.images()).extracting(DocumentImage::view)
                .containsExactly("entity-chart", "collections:table", "collections:GSI1", "collections:GSI2");
        assertThat(document.images()).extracting(DocumentImage::fileName).containsExactly(
                "commerce-main-entity-chart.png", "commerce-main-collections-table.png",
                "commerce-main-collections-gsi1.png", "commerce-main-collections-gsi2.png");
        List<String> linked = new ArrayList<>();
        Matcher images = IMAGE.matcher(document.text());
        while (images.find()) {
            linked.add(images.group(2));
        }
        assertThat(linked).containsExactlyElementsOf(document.images().stream()
                .map(i -> "design-images/" + i.fileName()).toList());
        assertThat(document.text()).contains("![Entity chart of commerce-main](design-images/commerce-main-entity-chart"
                + ".png)\n\n| Entity | PK | SK |");
    }

    @Test
    void theDocumentForStandardOutputHasNoPicturesAndNoImageLinks() {
        MarkdownDocument document = exporter.document(CommerceMain.design(), null);

        assertThat(document.images()).isEmpty();
        assertThat(document.imageFolder()).isNull();
        assertThat(document.text()).doesNotContain("![").doesNotContain(".png").isEqualTo(
                exporter.export(CommerceMain.design()));
    }

    @Test
    void everyLinkBetweenSectionsLandsOnAHeadingAsGitHubNumbersThem() {
        String md = exporter.export(CommerceMain.design());
        Set<String> ids = headingIds(md);
        Matcher links = LINK.matcher(md);
        int count = 0;
        while (links.find()) {
            assertThat(ids).as("link #" + links.group(1)).contains(links.group(1));
            count++;
        }
        assertThat(count).isGreaterThan(60);
        assertThat(md).doesNotContain("\u0000");
    }

    @Test
    void twoTablesWithTheSameEntityNamesGetNumberedAnchorsAndTheirOwnPictures() {
        Table first = CommerceMain.design().table();
        Table second = new Table("archive", first.keySchema(), first.indexes(), first.settings(), first.entities(),
                first.accessPatterns(), first.items());
        Design design = new Design("two", "", List.of(first, second), null);

        MarkdownDocument document = exporter.document(design, "two-images");

        assertThat(document.text()).contains("## Table `archive`").contains("[Customer](#customer-1)")
                .contains("[AP1](#ap1-customer-profile-1)");
        Set<String> ids = headingIds(document.text());
        Matcher links = LINK.matcher(document.text());
        while (links.find()) {
            assertThat(ids).contains(links.group(1));
        }
        assertThat(document.images()).hasSize(8).extracting(DocumentImage::fileName).doesNotHaveDuplicates()
                .contains("archive-entity-chart.png");
    }

    @Test
    void indexNamesThatDifferOnlyInCaseGetTwoPictureFiles() {
        Table table = CommerceMain.design().table();
        SecondaryIndex gsi1 = table.index("GSI1").orElseThrow();
        List<SecondaryIndex> indexes = new ArrayList<>(table.indexes());
        indexes.add(new SecondaryIndex("gsi1", gsi1.kind(), gsi1.keySchema(), gsi1.projection(), null));
        Design design = Design.of("case", table.withIndexes(indexes));

        assertThat(exporter.document(design, "x").images()).extracting(DocumentImage::fileName)
                .contains("commerce-main-collections-gsi1.png", "commerce-main-collections-gsi1-2.png")
                .doesNotHaveDuplicates();
    }

    @Test
    void eachEntityListsItsAttributesWithTypesItsKeysPerIndexCopiesAndAggregates() {
        String md = exporter.export(CommerceMain.design());
        String customer = section(md, "#### Customer");
        assertThat(customer).contains("| Index | Key attribute | Template | Written when |")
                .contains("| [`GSI1`](#item-collections-of-gsi1) | `GSI1PK` | `TIER#{tier}` | always |")
                .contains("| `orderCount` | N | yes | `0`, `3` |")
                .contains("| `tier` | S | yes | one of `gold`, `silver`, `bronze` |")
                .contains("| `orderCount` | count | [Order](#order) | stream (NEW_IMAGE) |")
                .contains("| `email` | `EMAIL#{email}` |");
        String order = section(md, "#### Order\n");
        assertThat(order).contains("| [`GSI2`](#item-collections-of-gsi2) | `GSI2PK` | `OPEN` | `status = PENDING` |")
                .contains("| `customerName` | [Customer](#customer).`name` | live |");
    }

    @Test
    void eachPatternHasItsDescriptionPlanKeyConditionReadSettingsAndCost() {
        String md = exporter.export(CommerceMain.design());
        String ap2 = section(md, "#### AP2: A customer's orders, newest first");
        assertThat(ap2).contains("The date inside the sort key makes newest-first a key order")
                .contains("- **Query** on `table`: the key condition selects exactly the items wanted")
                .contains("- Entities: [Order](#order)")
                .contains("- Key condition: `PK = CUST#<customerId> AND begins_with(SK, ORDER#)`")
                .contains("- Read: eventually consistent, sorted by `orderDate` desc, limit 20")
                .contains("- Cost: 0.5 RCU per call, $0.06 per month at 0.35/s");
        String w3 = section(md, "#### W3: Register a customer");
        assertThat(w3).contains("- **TransactWriteItems (PutItem)**").contains("- Condition: `attribute_not_exists(PK)`")
                .contains("- Transaction: Put Customer");
    }

    @Test
    void theSampleItemsAreShownCollectionByCollectionWithWhatASparseIndexLeavesOut() {
        String md = exporter.export(CommerceMain.design());
        String table = section(md, "#### Item collections of the table");
        assertThat(table).startsWith("#### Item collections of the table\n\n43 items in 22 item collections.")
                .contains("**`PK = CUST#c1`** · 4 items\n\n| SK | Entity | Attributes |")
                .contains("| `PROFILE` | Customer | customerId: c1, name: Asha Rao");
        String gsi2 = section(md, "#### Item collections of `GSI2`");
        assertThat(gsi2).contains("3 items in 1 item collection; 40 items not in the index.")
                .contains("**`GSI2PK = OPEN`** · 3 items\n\n| PK | SK | Entity | Attributes |")
                .contains("Not in `GSI2` (sparse):")
                .contains("| OrderHeader | 9 | missing GSI2PK: OrderHeader has no GSI2PK template |");
    }

    static Stream<Example> examples() throws Exception {
        return new ExampleGallery().list().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void everyBundledExampleExportsWithWellFormedTablesAndResolvedLinks(Example example) throws Exception {
        Design design = new ExampleGallery().load(example);
        MarkdownDocument document = exporter.document(design, "doc-images");

        String md = document.text();
        assertThat(md).endsWith("\n").contains("## Review findings").contains("### Access patterns")
                .contains("### Item collections");
        assertThat(document.images()).isNotEmpty();
        Set<String> ids = headingIds(md);
        Matcher links = LINK.matcher(md);
        while (links.find()) {
            assertThat(ids).as(example.name() + " link #" + links.group(1)).contains(links.group(1));
        }
        MarkdownExportTest.assertTablesAreWellFormed(md);
    }

    /** The ids GitHub gives the headings, numbered in document order. */
    static Set<String> headingIds(String md) {
        Set<String> ids = new HashSet<>();
        Matcher headings = HEADING.matcher(md);
        while (headings.find()) {
            String slug = MarkdownAnchors.slug(headings.group(1));
            String id = slug;
            for (int n = 1; ids.contains(id); n++) {
                id = slug + "-" + n;
            }
            ids.add(id);
        }
        return ids;
    }

    /** From the heading starting with {@code start} to the next heading of the same or a higher level. */
    private static String section(String md, String start) {
        int from = md.indexOf(start);
        assertThat(from).as(start).isNotNegative();
        int level = start.indexOf(' ');
        Matcher next = Pattern.compile("(?m)^#{1," + level + "} ").matcher(md);
        int to = next.find(from + start.length()) ? next.start() : md.length();
        return md.substring(from, to);
    }
}
