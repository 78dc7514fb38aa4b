package dev.tablesmith.planner;

import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The seed's worked example: on commerce-main every access pattern resolves the way the seed says (patterns 1-3 on
 * the table, 4, 5, 8 and 9 on the overloaded GSI1, 6 on the sparse GSI2), with the exact request; and a new
 * pattern without a template, "orders by shipping carrier", is a Scan whose cheapest fix is a CARRIER# template.
 */
class PlannerCommerceMainTest {
    private static Design design;
    private static Table table;
    private static Map<String, AccessPatternPlan> plans;

    @BeforeAll
    static void plan() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        design = gallery.load(gallery.find("commerce-main").orElseThrow());
        table = design.table();
        plans = new AccessPatternPlanner(table, design.pricing()).planAll().stream()
                .collect(Collectors.toMap(p -> p.pattern().id(), p -> p));
    }

    private static AccessPatternPlan plan(String id) {
        return plans.get(id);
    }

    @Test
    void everyPatternIsPlannedWithoutScanOrFilter() {
        assertThat(plans).hasSize(table.accessPatterns().size());
        assertThat(plans.values()).allSatisfy(p -> assertThat(p.isEfficient()).as(p.pattern().id()).isTrue());
        assertThat(plans.values().stream().filter(p -> p.fix().isPresent())).isEmpty();
    }

    @Test
    void customerProfileIsAGetItemOnTheTableWithTheFullKey() {
        AccessPatternPlan ap1 = plan("AP1");

        assertThat(ap1.resolution()).isEqualTo(Resolution.GET_ITEM);
        assertThat(ap1.index()).contains("table");
        assertThat(ap1.request().key()).containsExactlyInAnyOrderEntriesOf(
                Map.of("PK", s("CUST#c1"), "SK", s("PROFILE")));
        assertThat(ap1.request().indexName()).isNull();
        assertThat(ap1.reason()).isEqualTo("table: the full primary key is known");
    }

    @Test
    void productOrderHeaderAndOrderCountAreGetItemsToo() {
        assertThat(plan("AP7").request().key()).isEqualTo(Map.of("PK", s("PROD#sku-101"), "SK", s("META")));
        assertThat(plan("AP12").request().key()).isEqualTo(Map.of("PK", s("CUST#c1"), "SK", s("PROFILE")));
        assertThat(plan("AP14").request().key()).isEqualTo(Map.of("PK", s("ORDER#o9"), "SK", s("META")));
        assertThat(List.of(plan("AP7"), plan("AP12"), plan("AP14")))
                .allSatisfy(p -> assertThat(p.resolution()).isEqualTo(Resolution.GET_ITEM));
    }

    @Test
    void customersOrdersNewestFirstQueryTheTableWithBeginsWithOrderDescendingLimit20() {
        PlannedRequest request = plan("AP2").request();

        assertThat(plan("AP2").resolution()).isEqualTo(Resolution.QUERY);
        assertThat(request.indexName()).isNull();
        assertThat(request.keyConditionExpression()).isEqualTo("PK = :pk AND begins_with(SK, :sk)");
        assertThat(request.values()).isEqualTo(Map.of(":pk", s("CUST#c1"), ":sk", s("ORDER#")));
        assertThat(request.filterExpression()).isNull();
        assertThat(request.scanIndexForward()).isFalse();
        assertThat(request.limit()).isEqualTo(20);
        assertThat(plan("AP2").sorted()).isTrue();
    }

    @Test
    void orderWithItsLineItemsIsOneQueryOnThePartitionKeyAlone() {
        AccessPatternPlan ap3 = plan("AP3");

        assertThat(ap3.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(ap3.request().indexName()).isNull();
        assertThat(ap3.request().keyConditionExpression()).isEqualTo("PK = :pk");
        assertThat(ap3.request().values()).isEqualTo(Map.of(":pk", s("ORDER#o9")));
        assertThat(ap3.request().filterExpression()).isNull();

        List<Item> items = SimulatedTable.of(table).query(ap3.request().toQuery(null)).items();
        assertThat(items).extracting(i -> i.attributes().get("SK"))
                .containsExactly(s("ITEM#sku-101"), s("ITEM#sku-205"), s("META"));
    }

    @Test
    void pendingOrdersQueryTheStatusAxisOfGsi1() {
        PlannedRequest request = plan("AP4").request();

        assertThat(plan("AP4").resolution()).isEqualTo(Resolution.QUERY);
        assertThat(request.indexName()).isEqualTo("GSI1");
        assertThat(request.keyConditionExpression()).isEqualTo("GSI1PK = :pk");
        assertThat(request.values()).isEqualTo(Map.of(":pk", s("STATUS#PENDING")));
        assertThat(request.scanIndexForward()).isTrue();
        assertThat(request.limit()).isEqualTo(100);
    }

    @Test
    void pendingOrdersInADateWindowUseBetweenOnGsi1sk() {
        PlannedRequest request = plan("AP5").request();

        assertThat(request.indexName()).isEqualTo("GSI1");
        // AP5 states its own key condition; the plan binds its placeholders to the planned values in order.
        assertThat(request.keyConditionExpression()).isEqualTo("GSI1PK = :s AND GSI1SK BETWEEN :a AND :b");
        assertThat(request.values()).isEqualTo(Map.of(":s", s("STATUS#PENDING"), ":a", s("2026-07-01"),
                ":b", s("2026-07-31")));
        assertThat(request.filterExpression()).isNull();
        assertThat(request.limit()).isEqualTo(50);
        assertThat(plan("AP5").range()).containsExactly(s("2026-07-01"), s("2026-07-31"));
    }

    @Test
    void explicitKeyConditionOfThePatternIsTheOneThePlanUses() {
        AccessPatternPlan ap5 = plan("AP5");

        assertThat(ap5.request().keyConditionExpression()).isEqualTo(ap5.pattern().keyCondition());
    }

    @Test
    void openOrdersRideTheSparseGsi2WithoutAFilter() {
        AccessPatternPlan ap6 = plan("AP6");

        assertThat(ap6.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(ap6.request().indexName()).isEqualTo("GSI2");
        assertThat(ap6.request().keyConditionExpression()).isEqualTo("GSI2PK = :pk");
        assertThat(ap6.request().values()).isEqualTo(Map.of(":pk", s("OPEN")));
        assertThat(ap6.request().filterExpression()).isNull();
        assertThat(ap6.request().names()).isEmpty();

        List<Item> items = SimulatedTable.of(table).query(ap6.request().toQuery(null)).items();
        assertThat(items).isNotEmpty()
                .allSatisfy(i -> assertThat(i.attributes().get("status")).isEqualTo(s("PENDING")));
    }

    @Test
    void productsInACategoryCheapestFirstUseBeginsWithPriceOnGsi1() {
        PlannedRequest request = plan("AP8").request();

        assertThat(request.indexName()).isEqualTo("GSI1");
        assertThat(request.keyConditionExpression()).isEqualTo("GSI1PK = :pk AND begins_with(GSI1SK, :sk)");
        assertThat(request.values()).isEqualTo(Map.of(":pk", s("CATEGORY#books"), ":sk", s("PRICE#")));
        assertThat(request.scanIndexForward()).isTrue();
        assertThat(request.limit()).isEqualTo(24);
        assertThat(plan("AP8").sorted()).isTrue();
    }

    @Test
    void customersInATierQueryTheTierAxisOfGsi1() {
        PlannedRequest request = plan("AP9").request();

        assertThat(request.indexName()).isEqualTo("GSI1");
        assertThat(request.keyConditionExpression()).isEqualTo("GSI1PK = :pk");
        assertThat(request.values()).isEqualTo(Map.of(":pk", s("TIER#gold")));
        assertThat(plan("AP9").sorted()).isTrue();
    }

    @Test
    void lineItemsOnlyUseBeginsWithItemSoTheHeaderIsSkipped() {
        PlannedRequest request = plan("AP15").request();

        assertThat(request.keyConditionExpression()).isEqualTo("PK = :pk AND begins_with(SK, :sk)");
        assertThat(request.values()).isEqualTo(Map.of(":pk", s("ORDER#o9"), ":sk", s("ITEM#")));
    }

    @Test
    void fulfillingAnOrderCostsTheTableOneGsi1MoveTwoAndLeavingGsi2OneTwiceInItsTransactionWithTheHeader() {
        AccessPatternPlan ap11 = plan("AP11");
        Pricing pricing = design.pricing();

        // Order: table 1 + GSI1 moved 2 + GSI2 left 1 = 4, twice = 8; the META header's status: table 1, twice = 2.
        assertThat(ap11.resolution()).isEqualTo(Resolution.WRITE);
        assertThat(ap11.request()).isNull();
        assertThat(ap11.cost().writeUnits()).isEqualTo(10.0);
        assertThat(ap11.cost().readUnits()).isZero();
        assertThat(ap11.cost().basis()).isEqualTo("write units per TransactWriteItems call (each unit twice): "
                + "update Order 8; update OrderHeader 2");
        double expectedMonthly = 0.08 * pricing.hoursPerMonth() * 3600 * 10 / 1_000_000
                * pricing.writeRequestUnitsPerMillion();
        assertThat(ap11.cost().monthlyCost()).isCloseTo(expectedMonthly, within(1e-9));
    }

    @Test
    void placingAnOrderCountsEveryUnitTwiceInItsTransaction() {
        AccessPatternPlan ap10 = plan("AP10");

        // Each item is under 1 KB (1 unit, 2 in a transaction); Order enters GSI1 and GSI2; two lines, and two
        // stock updates that also update the Product's GSI1 entry (GSI1 projects ALL).
        assertThat(ap10.cost().basis()).isEqualTo("write units per TransactWriteItems call (each unit twice): "
                + "put Order 6; put OrderHeader 2; put OrderItem x2 4; update Product x2 8");
        assertThat(ap10.cost().writeUnits()).isEqualTo(20.0);
        assertThat(ap10.reason()).contains("TransactWriteItems");
    }

    @Test
    void counterUpdateTouchesGsi1BecauseGsi1ProjectsAllAttributes() {
        assertThat(plan("AP13").cost().writeUnits()).isEqualTo(2.0);
        assertThat(plan("AP13").cost().basis()).isEqualTo("write units per call: Customer: table 1, GSI1 updated 1");
    }

    /** The issue's "done when": a new pattern that no template serves. */
    @Nested
    class OrdersByShippingCarrier {
        private static final String CARRIER_PATTERN = "AP16";

        private Table withCarrier;
        private AccessPatternPlan carrierPlan;
        private Entity order;

        @BeforeEach
        void addThePattern() {
            order = table.entity("Order").orElseThrow();
            List<Attribute> attributes = new ArrayList<>(order.attributes());
            attributes.add(new Attribute("carrier", AttributeType.S, true, List.of("fedex"), null,
                    List.of("fedex", "ups", "dhl")));
            String[] carriers = {"fedex", "ups", "dhl"};
            List<Item> records = new ArrayList<>();
            for (int i = 0; i < order.records().size(); i++) {
                records.add(order.records().get(i).with("carrier", s(carriers[i % carriers.length])));
            }
            Entity withAttribute = order.withAttributes(attributes).withRecords(records);
            AccessPattern byCarrier = new AccessPattern(CARRIER_PATTERN, "Orders by shipping carrier", "",
                    PatternKind.READ, List.of("Order"), List.of(Equality.input("carrier")), null, null, null, 0.2,
                    ReadConsistency.EVENTUAL, null, null, Map.of("carrier", "fedex"), null);
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            patterns.add(byCarrier);
            withCarrier = replaceEntity(table, withAttribute).withAccessPatterns(patterns);
            carrierPlan = new AccessPatternPlanner(withCarrier, design.pricing()).plan(byCarrier);
        }

        @Test
        void isAScanWhoseReasonNamesEveryIndex() {
            assertThat(carrierPlan.resolution()).isEqualTo(Resolution.SCAN);
            assertThat(carrierPlan.reason())
                    .startsWith("no index can serve it: none has a partition key that is built only from {carrier} "
                            + "and constants.")
                    .contains("table: PK = CUST#{customerId} needs customerId, which the pattern does not give")
                    .contains("GSI1: GSI1PK = STATUS#{status} needs status, which the pattern does not give")
                    .contains("GSI2: GSI2 holds Order only while")
                    .contains("status = PENDING (GSI2PK is written only then); the pattern does not ask for that");
            assertThat(carrierPlan.verdicts()).extracting(IndexVerdict::index).containsExactly("table", "GSI1", "GSI2");
            assertThat(carrierPlan.verdicts()).noneMatch(IndexVerdict::usable);
            assertThat(carrierPlan.sorted()).isTrue();
        }

        @Test
        void cheapestFixIsANewGsiKeyedByCarrierItselfWithNothingToBackfill() {
            Fix fix = carrierPlan.fix().orElseThrow();

            assertThat(fix.cost()).isEqualTo(ChangeCost.NEW_INDEX_OR_TEMPLATE);
            assertThat(fix.cost().level()).isEqualTo(2);
            assertThat(fix.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.s("carrier"), null));
            assertThat(fix.templates()).isEqualTo(Map.of("carrier", "{carrier}"));
            assertThat(fix.backfillItems()).isZero();
            assertThat(fix.summary()).contains("native multi-attribute key", "no backfill");
        }

        @Test
        void theScanReturnsExactlyTheOrdersOfThatCarrier() {
            PlannedRequest scan = carrierPlan.request();
            assertThat(scan.filterExpression()).isEqualTo("carrier = :carrier");
            assertThat(scan.values()).isEqualTo(Map.of(":carrier", s("fedex")));

            List<Item> items = SimulatedTable.of(withCarrier).scan(scan.toScan(null)).items();

            List<AttributeValue> fedexOrders = withCarrier.entity("Order").orElseThrow().records().stream()
                    .filter(r -> r.attributes().get("carrier").equals(s("fedex")))
                    .map(r -> r.attributes().get("orderId")).toList();
            assertThat(items).extracting(i -> i.attributes().get("orderId"))
                    .containsExactlyInAnyOrderElementsOf(fedexOrders);
        }

        @Test
        void applyingTheFixMakesItAQueryOnTheNewIndex() {
            Fix fix = carrierPlan.fix().orElseThrow();
            List<EntityKey> keys = new ArrayList<>(withCarrier.entity("Order").orElseThrow().keys());
            fix.templates().forEach((attribute, template) -> keys.add(EntityKey.of(attribute, template)));
            SecondaryIndex index = SecondaryIndex.gsi(fix.index(), fix.keySchema(), Projection.all());
            List<SecondaryIndex> indexes = new ArrayList<>(withCarrier.indexes());
            if (withCarrier.index(fix.index()).isEmpty()) {
                indexes.add(index);
            }
            Table fixed = replaceEntity(withCarrier, withCarrier.entity("Order").orElseThrow().withKeys(keys))
                    .withIndexes(indexes);

            AccessPatternPlan replanned = new AccessPatternPlanner(fixed, design.pricing())
                    .plan(fixed.accessPattern(CARRIER_PATTERN).orElseThrow());

            assertThat(replanned.resolution()).isEqualTo(Resolution.QUERY);
            assertThat(replanned.index()).contains(fix.index());
            assertThat(replanned.request().values()).containsValue(s("fedex"));
            assertThat(replanned.fix()).isEmpty();
        }
    }

    private static Table replaceEntity(Table table, Entity replacement) {
        return table.withEntities(table.entities().stream()
                .map(e -> e.name().equals(replacement.name()) ? replacement : e).toList());
    }
}
