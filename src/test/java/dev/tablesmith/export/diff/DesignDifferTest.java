package dev.tablesmith.export.diff;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DesignDifferTest {
    private static final Design V1 = DiffDesigns.v1();
    private final DesignDiffer differ = new DesignDiffer();

    @Test
    void aDesignComparedWithItselfHasNoChangesAndTheSameCost() {
        DesignDiff diff = differ.diff(V1, V1);

        assertThat(diff.isEmpty()).isTrue();
        assertThat(diff.changedCosts()).isEmpty();
        assertThat(diff.totalAfter()).isEqualTo(diff.totalBefore()).isPositive();
        assertThat(diff.heaviestImpact()).isEqualTo(Impact.NONE);
    }

    @Test
    void aNewGsiIsABackfillOfEveryItemThatCarriesItsKeys() {
        DesignChange gsi3 = change(differ.diff(V1, DiffDesigns.v2()), "GSI3");

        assertThat(gsi3.kind()).isEqualTo(ChangeKind.ADDED);
        assertThat(gsi3.impact()).isEqualTo(Impact.BACKFILL);
        assertThat(gsi3.itemsAffected()).isEqualTo(V1.table().entity("Product").orElseThrow().estimatedItemCount());
        assertThat(gsi3.summary()).contains("GSI3PK (S) / GSI3SK (S)", "INCLUDE title, price");
    }

    @Test
    void aNewGsiOnASparseKeyBackfillsOnlyTheShareOfItemsThatCarryIt() {
        Design after = DiffDesigns.withTable(V1, t -> t.withIndexes(append(t.indexes(),
                SecondaryIndex.gsi("OPEN", KeySchema.of(KeyAttribute.s("GSI2PK"), KeyAttribute.s("GSI1SK")),
                        Projection.keysOnly()))));
        Entity order = V1.table().entity("Order").orElseThrow();
        long pending = order.records().stream()
                .filter(r -> r.get("status").map(v -> v.toString().contains("PENDING")).orElse(false)).count();

        DesignChange open = change(differ.diff(V1, after), "OPEN");

        assertThat(pending).isPositive().isLessThan(order.records().size());
        assertThat(open.itemsAffected())
                .isEqualTo(Math.round(order.estimatedItemCount() * (double) pending / order.records().size()));
    }

    @Test
    void aRemovedGsiIsDeletedWithoutTouchingItems() {
        Design after = DiffDesigns.withTable(V1, t -> t.withIndexes(List.of(t.indexes().get(0))));

        DesignChange gsi2 = change(differ.diff(V1, after), "GSI2");

        assertThat(gsi2.kind()).isEqualTo(ChangeKind.REMOVED);
        assertThat(gsi2.impact()).isEqualTo(Impact.INDEX_DELETE);
        assertThat(gsi2.touchesItems()).isFalse();
    }

    @Test
    void aChangedProjectionRebuildsTheIndex() {
        Design after = DiffDesigns.withTable(V1, t -> t.withIndexes(t.indexes().stream()
                .map(i -> i.name().equals("GSI1") ? new SecondaryIndex(i.name(), i.kind(), i.keySchema(),
                        Projection.keysOnly(), null) : i).toList()));

        DesignChange gsi1 = change(differ.diff(V1, after), "GSI1");

        assertThat(gsi1.impact()).isEqualTo(Impact.INDEX_REBUILD);
        assertThat(gsi1.summary()).isEqualTo("projection ALL -> KEYS_ONLY");
        assertThat(gsi1.impactText()).contains("delete GSI1 and create it again");
        assertThat(gsi1.itemsAffected()).isPositive();
    }

    @Test
    void aChangedIndexKeySchemaRebuildsTheIndex() {
        Design after = DiffDesigns.withTable(V1, t -> t.withIndexes(t.indexes().stream()
                .map(i -> i.name().equals("GSI2") ? SecondaryIndex.gsi("GSI2",
                        KeySchema.of(KeyAttribute.s("GSI2PK"), KeyAttribute.s("GSI1SK")), i.projection()) : i)
                .toList()));

        DesignChange gsi2 = change(differ.diff(V1, after), "GSI2");

        assertThat(gsi2.impact()).isEqualTo(Impact.INDEX_REBUILD);
        assertThat(gsi2.summary()).isEqualTo("GSI2PK (S) -> GSI2PK (S) / GSI1SK (S)");
    }

    @Test
    void aNewLocalIndexMeansANewTable() {
        Design after = DiffDesigns.withTable(V1, t -> t.withIndexes(append(t.indexes(),
                SecondaryIndex.lsi("LSI1", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("GSI1SK")),
                        Projection.all()))));

        DesignChange lsi = change(differ.diff(V1, after), "LSI1");

        assertThat(lsi.impact()).isEqualTo(Impact.TABLE_RECREATE);
        assertThat(lsi.itemsAffected()).isEqualTo(V1.table().entities().stream()
                .mapToLong(Entity::estimatedItemCount).sum());
    }

    @Test
    void aChangedTableKeyTemplateIsAMigrationOfEveryItemOfTheEntity() {
        DesignChange sk = change(differ.diff(V1, DiffDesigns.v2()), "Order SK");

        assertThat(sk.impact()).isEqualTo(Impact.MIGRATION);
        assertThat(sk.summary()).isEqualTo("ORDER#{orderDate}#{orderId} -> ORDER#{orderId}");
        assertThat(sk.itemsAffected()).isEqualTo(2_000_000);
        assertThat(sk.impactText()).contains("immutable", "PutItem", "DeleteItem");
    }

    @Test
    void aChangedIndexKeyTemplateUpdatesTheItemsInPlace() {
        Design after = DiffDesigns.withEntity(V1, "Order", e -> e.withKeys(e.keys().stream()
                .map(k -> k.attribute().equals("GSI1SK") ? EntityKey.of("GSI1SK", "{orderDate}") : k).toList()));

        DesignChange gsi1sk = change(differ.diff(V1, after), "Order GSI1SK");

        assertThat(gsi1sk.impact()).isEqualTo(Impact.ITEM_UPDATE);
        assertThat(gsi1sk.itemsAffected()).isEqualTo(2_000_000);
    }

    @Test
    void aChangedSparseConditionUpdatesTheEntitysItems() {
        Design after = DiffDesigns.withEntity(V1, "Order", e -> e.withKeys(e.keys().stream()
                .map(k -> k.attribute().equals("GSI2PK") ? new EntityKey("GSI2PK", "OPEN", "status = PAID") : k)
                .toList()));

        DesignChange condition = change(differ.diff(V1, after), "Order GSI2PK condition");

        assertThat(condition.summary()).isEqualTo("status = PENDING -> status = PAID");
        assertThat(condition.impact()).isEqualTo(Impact.ITEM_UPDATE);
    }

    @Test
    void aRemovedIndexKeyOfAnEntityRemovesTheAttributeFromItsItems() {
        Design after = DiffDesigns.withEntity(V1, "Customer", e -> e.withKeys(e.keys().stream()
                .filter(k -> !k.attribute().startsWith("GSI1")).toList()));

        DesignDiff diff = differ.diff(V1, after);

        assertThat(change(diff, "Customer GSI1PK").kind()).isEqualTo(ChangeKind.REMOVED);
        assertThat(change(diff, "Customer GSI1PK").impactText()).contains("REMOVE GSI1PK");
        assertThat(change(diff, "Customer GSI1PK").itemsAffected()).isEqualTo(100_000);
    }

    @Test
    void attributesAddedRemovedAndRetypedSayWhatHappensToStoredItems() {
        Design after = DiffDesigns.withEntity(V1, "Customer", e -> e.withAttributes(List.of(
                e.attribute("customerId").orElseThrow(),
                new Attribute("orderCount", AttributeType.S, true, List.of(), null, List.of()),
                Attribute.required("phone", AttributeType.S),
                Attribute.optional("nickname", AttributeType.S))));

        DesignDiff diff = differ.diff(V1, after);

        assertThat(change(diff, "Customer.orderCount").summary()).isEqualTo("type N -> S");
        assertThat(change(diff, "Customer.orderCount").impact()).isEqualTo(Impact.ITEM_UPDATE);
        assertThat(change(diff, "Customer.phone").impact()).isEqualTo(Impact.ITEM_UPDATE);
        assertThat(change(diff, "Customer.nickname").impact()).isEqualTo(Impact.NONE);
        assertThat(change(diff, "Customer.email").kind()).isEqualTo(ChangeKind.REMOVED);
        assertThat(change(diff, "Customer.email").impact()).isEqualTo(Impact.NONE);
    }

    @Test
    void anAddedEntityChangesNothingStoredAndARemovedOneLeavesItsItemsBehind() {
        Entity invoice = new Entity("Invoice", "", null, List.of(Attribute.required("invoiceId", AttributeType.S)),
                List.of(EntityKey.of("PK", "INV#{invoiceId}"), EntityKey.of("SK", "META")), 10, List.of());
        Design after = DiffDesigns.withTable(V1, t -> t.withEntities(append(t.entities().stream()
                .filter(e -> !e.name().equals("OrderItem")).toList(), invoice)));

        DesignDiff diff = differ.diff(V1, after);

        assertThat(change(diff, "Invoice").impact()).isEqualTo(Impact.NONE);
        assertThat(change(diff, "OrderItem").kind()).isEqualTo(ChangeKind.REMOVED);
        assertThat(change(diff, "OrderItem").itemsAffected()).isEqualTo(5_000_000);
    }

    @Test
    void tableSettingsAndKeySchemaChangesAreReported() {
        Design after = DiffDesigns.withTable(V1, t -> new Table(t.name(),
                KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK2")), t.indexes(),
                new TableSettings(BillingMode.PROVISIONED, null, null, StreamViewType.NEW_IMAGE), t.entities(),
                t.accessPatterns(), t.items()));

        DesignDiff diff = differ.diff(V1, after);

        assertThat(change(diff, "key schema").impact()).isEqualTo(Impact.TABLE_RECREATE);
        assertThat(change(diff, "billing mode").summary()).isEqualTo("PAY_PER_REQUEST -> PROVISIONED");
        assertThat(change(diff, "Time to Live").summary()).isEqualTo("expiresAt -> none");
        assertThat(change(diff, "stream").summary()).isEqualTo("NEW_AND_OLD_IMAGES -> NEW_IMAGE");
    }

    @Test
    void aPatternThatLosesItsIndexNowNeedsAScanAndTheReverseIsAnImprovement() {
        Design without = withoutGsi1();

        DesignChange worse = change(differ.diff(V1, without), "AP9 plan");
        DesignChange better = change(differ.diff(without, V1), "AP9 plan");

        assertThat(worse.impact()).isEqualTo(Impact.NEEDS_SCAN);
        assertThat(worse.summary()).isEqualTo("Query on GSI1 -> Scan on table, sorted by the application");
        assertThat(better.impact()).isEqualTo(Impact.IMPROVEMENT);
    }

    @Test
    void patternsAddedRemovedAndRedefinedAreListedWithTheirCost() {
        AccessPattern ap5 = V1.table().accessPattern("AP5").orElseThrow();
        AccessPattern faster = new AccessPattern(ap5.id(), ap5.name(), ap5.description(), ap5.kind(),
                ap5.entities(), ap5.equalities(), ap5.range(), ap5.sort(), ap5.limit(), 2, ap5.consistency(),
                ap5.index(), ap5.keyCondition(), ap5.exampleInputs(), ap5.write());
        Design after = DiffDesigns.withTable(V1, t -> t.withAccessPatterns(t.accessPatterns().stream()
                .filter(p -> !p.id().equals("AP15")).map(p -> p.id().equals("AP5") ? faster : p).toList()));

        DesignDiff diff = differ.diff(V1, after);

        assertThat(change(diff, "AP5").summary()).isEqualTo("rate 0.05/s -> 2/s");
        assertThat(change(diff, "AP15").kind()).isEqualTo(ChangeKind.REMOVED);
        PatternCost ap5Cost = cost(diff, "AP5");
        assertThat(ap5Cost.after().getAsDouble()).isCloseTo(ap5Cost.before().getAsDouble() * 40,
                org.assertj.core.data.Percentage.withPercentage(1));
        assertThat(cost(diff, "AP15").after()).isEmpty();
        assertThat(diff.totalAfter() - diff.totalBefore())
                .isCloseTo(diff.costs().stream().mapToDouble(PatternCost::delta).sum(),
                        org.assertj.core.data.Offset.offset(1e-9));
    }

    @Test
    void theCommerceScenarioRaisesCostForTheNewIndexWritesAndAddsAPattern() {
        DesignDiff diff = differ.diff(V1, DiffDesigns.v2());

        assertThat(change(diff, "AP16").kind()).isEqualTo(ChangeKind.ADDED);
        assertThat(change(diff, "AP16").summary()).contains("Query on GSI3");
        assertThat(cost(diff, "AP16").before()).isEmpty();
        assertThat(cost(diff, "AP10").delta()).isPositive();
        assertThat(diff.totalAfter()).isGreaterThan(diff.totalBefore());
        assertThat(change(diff, "AP2 plan").summary()).endsWith("sorted by the application");
    }

    @Test
    void findingsThatAppearOrAreResolvedAreReported() {
        Design without = withoutGsi1();

        List<DesignChange> appeared = differ.diff(V1, without).changes(DiffSection.FINDINGS);
        List<DesignChange> resolved = differ.diff(without, V1).changes(DiffSection.FINDINGS);

        assertThat(appeared).extracting(DesignChange::impact).contains(Impact.FINDING);
        assertThat(resolved).extracting(DesignChange::impact).contains(Impact.IMPROVEMENT);
        assertThat(resolved).extracting(DesignChange::kind).contains(ChangeKind.REMOVED);
    }

    @Test
    void changesComeInSectionOrderThenNaturalSubjectOrder() {
        DesignDiff diff = differ.diff(V1, DiffDesigns.v2());

        List<DesignChange> changes = diff.changes();
        for (int i = 1; i < changes.size(); i++) {
            assertThat(changes.get(i).section()).isGreaterThanOrEqualTo(changes.get(i - 1).section());
        }
        List<String> patterns = diff.changes(DiffSection.PATTERNS).stream().map(DesignChange::subject).toList();
        assertThat(patterns).containsSubsequence("AP2 plan", "AP16");
        assertThat(diff.changes(DiffSection.INDEXES)).extracting(DesignChange::subject).containsExactly("GSI3");
    }

    /** commerce-main without GSI1: the tier, category and status patterns lose their index. */
    private static Design withoutGsi1() {
        return DiffDesigns.withTable(V1, t -> t.withIndexes(List.of(t.indexes().get(1)))
                .withEntities(t.entities().stream().map(e -> e.withKeys(e.keys().stream()
                        .filter(k -> !k.attribute().startsWith("GSI1")).toList())).toList()));
    }

    private static DesignChange change(DesignDiff diff, String subject) {
        Optional<DesignChange> found = diff.changes().stream().filter(c -> c.subject().equals(subject)).findFirst();
        assertThat(found).as("a change of %s in %s", subject, diff.changes().stream().map(DesignChange::subject)
                .toList()).isPresent();
        return found.orElseThrow();
    }

    private static PatternCost cost(DesignDiff diff, String id) {
        return diff.costs().stream().filter(c -> c.patternId().equals(id)).findFirst().orElseThrow();
    }

    private static <T> List<T> append(List<T> list, T element) {
        List<T> copy = new ArrayList<>(list);
        copy.add(element);
        return copy;
    }
}
