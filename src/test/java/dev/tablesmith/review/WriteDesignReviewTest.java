package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.WriteSpec;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The write-side rules on commerce-main and on small breakages of it. */
class WriteDesignReviewTest {
    private static final Set<String> WRITE_RULES = Set.of("write-key-unknown", "live-copy-unmaintained",
            "aggregate-stream", "invariant-by-stream", "unique-without-transaction", "ttl-attribute");
    private static Design design;

    @BeforeAll
    static void load() throws Exception {
        design = DesignReviewTest.example("commerce-main");
    }

    private static List<Finding> review(UnaryOperator<Table> change) {
        Table table = change.apply(design.table());
        return new DesignReview().review(design.withTable(table.name(), table)).stream()
                .filter(f -> WRITE_RULES.contains(f.ruleId())).toList();
    }

    private static Table withEntity(Table table, String name, UnaryOperator<Entity> change) {
        return table.withEntities(table.entities().stream()
                .map(e -> e.name().equals(name) ? change.apply(e) : e).toList());
    }

    private static Table withPattern(Table table, String id, UnaryOperator<AccessPattern> change) {
        return table.withAccessPatterns(table.accessPatterns().stream()
                .map(p -> p.id().equals(id) ? change.apply(p) : p).toList());
    }

    private static AccessPattern withWrite(AccessPattern p, WriteSpec write) {
        return new AccessPattern(p.id(), p.name(), p.description(), p.kind(), p.entities(), p.equalities(),
                p.range(), p.sort(), p.limit(), p.requestsPerSecond(), p.consistency(), p.index(), p.keyCondition(),
                p.exampleInputs(), write);
    }

    @Test
    void commerceMainKeepsEveryCopyAggregateAndUniqueValueAsItShould() {
        assertThat(review(t -> t)).isEmpty();
    }

    @Test
    void liveCopyIsFlaggedWhenThePatternThatFollowedItIsRemoved() {
        List<Finding> findings = review(t -> t.withAccessPatterns(t.accessPatterns().stream()
                .filter(p -> !p.id().equals("W2")).toList()));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("live-copy-unmaintained");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).isEqualTo("Order.customerName is a live copy of Customer.name, but no write"
                    + " pattern updates it");
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/1/copies");
        });
    }

    @Test
    void streamAggregateNeedsAStreamAndASumNeedsBothImages() {
        List<Finding> noStream = review(t -> t.withSettings(new TableSettings(t.settings().billingMode(),
                t.settings().provisioned(), t.settings().ttlAttribute(), null)));
        List<Finding> newImageSum = review(t -> withEntity(t.withSettings(new TableSettings(
                t.settings().billingMode(), null, t.settings().ttlAttribute(), StreamViewType.NEW_IMAGE)),
                "Customer", e -> e.withWriteRules(e.copies(), List.of(new Aggregate("revenue", "Order",
                        AggregateRule.SUM, "total", MaintainedBy.STREAM)), e.uniqueValues(), e.ttlAttribute())));

        assertThat(noStream).singleElement().satisfies(f -> assertThat(f.message()).isEqualTo(
                "Customer.orderCount (COUNT of Order) is kept by a stream, but the table has no stream"));
        assertThat(newImageSum).singleElement().satisfies(f -> assertThat(f.message()).isEqualTo(
                "Customer.revenue (SUM of Order) is kept by a stream, but the stream's view type NEW_IMAGE cannot"
                        + " compute it (needs NEW_AND_OLD_IMAGES)"));
    }

    @Test
    void stockCheckedByPlaceOrderCannotBeKeptByTheStream() {
        List<Finding> findings = review(t -> withEntity(t, "Product", e -> e.withWriteRules(e.copies(),
                List.of(new Aggregate("stock", "OrderItem", AggregateRule.SUM, "qty", MaintainedBy.STREAM)),
                e.uniqueValues(), e.ttlAttribute())));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("invariant-by-stream");
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.message()).isEqualTo("Product.stock is kept by a stream, but AP10 checks it in a condition,"
                    + " so the check reads a value that may be stale");
        });
    }

    @Test
    void uniqueEmailPutOutsideATransactionIsFlagged() {
        List<Finding> findings = review(t -> withPattern(t, "W3", p -> withWrite(p, new WriteSpec(
                p.write().operation(), null, "attribute_not_exists(PK)", false, p.write().values(),
                p.write().actions()))));

        assertThat(findings).extracting(Finding::message).containsExactly(
                "W3 \"Register a customer\" puts Customer, whose email must be unique, outside a transaction");
    }

    @Test
    void updateThatDoesNotKnowTheKeyCannotNameItsItem() {
        List<Finding> findings = review(t -> withPattern(t, "W1", p -> new AccessPattern(p.id(), p.name(),
                p.description(), p.kind(), p.entities(), List.of(), null, null, null, p.requestsPerSecond(),
                p.consistency(), null, null, java.util.Map.of(), p.write())));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("write-key-unknown");
            assertThat(f.message()).isEqualTo("W1 \"Update a customer's name\": the UpdateItem of Customer needs"
                    + " customerId for its primary key, which the pattern does not know");
        });
    }

    @Test
    void expiryOnAnAttributeTheTableTtlDoesNotUseIsFlagged() {
        List<Finding> other = review(t -> withEntity(t, "Order", e -> e.withWriteRules(e.copies(), e.aggregates(),
                e.uniqueValues(), "purgeAt")));
        List<Finding> same = review(t -> withEntity(t, "Order", e -> e.withWriteRules(e.copies(), e.aggregates(),
                e.uniqueValues(), "expiresAt")));

        assertThat(other).extracting(Finding::message).containsExactly(
                "Order expires by purgeAt, but the table's TTL attribute is expiresAt, so TTL never reads purgeAt");
        assertThat(same).isEmpty();
    }
}
