package dev.tablesmith.io;

import static dev.tablesmith.io.StoreFixtures.formatOnlyStore;
import static dev.tablesmith.io.StoreFixtures.problemsOf;
import static dev.tablesmith.io.StoreFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Pricing;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class ReaderEdgeCasesTest {
    private final JsonDesignStore store = formatOnlyStore();
    private final String golden = StoreFixtures.resourceText("/dev/tablesmith/io/canonical/orders.tablesmith.json");

    private List<String> problems(String text) {
        return problemsOf(store, text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void wholeNumberWrittenWithAnExponentOrZeroFractionIsAccepted() throws Exception {
        Design design = read(store, golden.replace("\"estimatedItemCount\": 2000000", "\"estimatedItemCount\": 2e6")
                .replace("\"limit\": 50", "\"limit\": 50.0"));

        assertThat(design.table().entity("Order").orElseThrow().estimatedItemCount()).isEqualTo(2_000_000);
        assertThat(design.table().accessPattern("AP5").orElseThrow().limit()).isEqualTo(50);
    }

    @Test
    @Timeout(5)
    void hugeExponentIsReportedAsTooLargeWithoutExpandingIt() {
        assertThat(problems(golden.replace("\"estimatedItemCount\": 2000000", "\"estimatedItemCount\": 1e999999999")))
                .containsExactly("29:33: /tables/0/entities/0/estimatedItemCount: number 1e999999999 is too large"
                        + " (at most 1000000000000000)");
    }

    @Test
    void partialPricingTakesTheOtherPricesFromUsEast1() throws Exception {
        Design design = read(store, golden.replace("\n  ]\n}\n",
                "\n  ],\n  \"pricing\": { \"region\": \"eu-west-1\", \"rcuHour\": 0.000147 }\n}\n"));

        Pricing defaults = Pricing.usEast1();
        assertThat(design.pricing()).isEqualTo(new Pricing("eu-west-1", defaults.readRequestUnitsPerMillion(),
                defaults.writeRequestUnitsPerMillion(), 0.000147, defaults.wcuHour(), defaults.storageGbMonth(),
                defaults.hoursPerMonth()));
    }

    @Test
    void nestingBeyondJacksonsLimitIsOneLocatedProblemInPlainWords() {
        String deep = golden.replace("\"unitPrice\": { \"N\": \"19.99\" }",
                "\"unitPrice\": { \"L\": " + "[".repeat(1000) + "]".repeat(1000) + " }");

        assertThat(problems(deep)).singleElement().satisfies(problem -> assertThat(problem)
                .startsWith("71:")
                .doesNotContain("/0/0/0/")
                .endsWith(": nesting deeper than 200 levels"));
    }

    @Test
    void numberLongerThanJacksonsLimitIsOneLocatedProblemInPlainWords() {
        String longNumber = golden.replace("\"total\": 59.98", "\"total\": " + "9".repeat(1001));

        assertThat(problems(longNumber)).singleElement().satisfies(problem -> assertThat(problem)
                .startsWith("45:")
                .endsWith("/tables/0/entities/0/records/0: a number longer than 1,000 characters"));
    }

    @Test
    void exampleInputsAreWrittenSortedByName() {
        String text = store.write(RichDesign.build());

        assertThat(text).contains("\"exampleInputs\": { \"from\": \"2026-07-01\", \"to\": \"2026-07-31\" }");
    }

    @Test
    void loneSurrogateInTextSurvivesTheRoundTrip() throws Exception {
        Design design = OrdersDesign.build().withName("broken \ud800 half");

        assertThat(read(store, store.write(design)).name()).isEqualTo("broken \ud800 half");
    }

    @Test
    void unpaddedBase64IsAcceptedAndWrittenBackPadded() throws Exception {
        String text = golden.replace("\"qty\": { \"N\": \"2\" }", "\"qty\": { \"B\": \"aGk\" }");

        Design design = read(store, text);

        assertThat(design.table().items().get(0).get("qty")).hasValue(AttributeValue.b("hi".getBytes()));
        assertThat(store.write(design)).contains("\"qty\": { \"B\": \"aGk=\" }");
    }

    @Test
    void fieldNamesNeedingPointerEscapesAreLocated() {
        String text = golden.replace("\"qty\": { \"N\": \"2\" }", "\"a/b~c\": { \"N\": \"two\" }");

        assertThat(problems(text)).containsExactly(
                "70:27: /tables/0/items/0/a~1b~0c/N: N value 'two' is not a number");
    }

    @Test
    void problemsAreCollectedAcrossTheWholeFileInLineOrder() {
        String text = golden.replace("\"colour\": \"#E8743B\"", "\"colour\": 7")
                .replace("\"limit\": 50", "\"limit\": \"50\"")
                .replace("\"name\": \"commerce-main\",\n  \"description\"", "\"name\": true,\n  \"description\"");

        assertThat(problems(text)).containsExactly(
                "3:11: /name: expected a string, found true",
                "28:21: /tables/0/entities/0/colour: expected a string, found a number",
                "60:20: /tables/0/accessPatterns/0/limit: expected a whole number, found a string");
    }

    @Test
    void nullForAnOptionalFieldIsAWrongTypeNotAnAbsence() {
        assertThat(problems(golden.replace("\"index\": \"GSI1\"", "\"index\": null")))
                .containsExactly("62:20: /tables/0/accessPatterns/0/index: expected a string, found null");
    }

    @Test
    void recordsInsideListsAndMapsAreReadUntyped() throws Exception {
        String text = golden.replace("{ \"name\": \"total\", \"type\": \"N\" }",
                        "{ \"name\": \"total\", \"type\": \"N\" }, { \"name\": \"lines\", \"type\": \"L\" }")
                .replace("\"total\": 59.98 }", "\"total\": 59.98, \"lines\": [\"a\", 1.0, true, null, {\"k\": [2]}] }");

        Design design = read(store, text);

        assertThat(design.table().entity("Order").orElseThrow().records().get(0).get("lines")).hasValue(
                AttributeValue.l(List.of(AttributeValue.s("a"), AttributeValue.n("1.0"), AttributeValue.bool(true),
                        AttributeValue.nul(), AttributeValue.m(Map.of("k", AttributeValue.l(List.of(
                                AttributeValue.n("2"))))))));
    }
}
