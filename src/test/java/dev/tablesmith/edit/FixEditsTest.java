package dev.tablesmith.edit;

import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.ChangeCost;
import dev.tablesmith.planner.Fix;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * On commerce-main with an "orders by shipping carrier" pattern (a Scan: no key is built from carrier), applying
 * the cheapest fix adds the GSI and the Order templates in one command, the pattern becomes a Query on it, and one
 * undo gives back the design exactly.
 */
public class FixEditsTest {
    private Design design;
    private Table table;

    @BeforeEach
    void addOrdersByCarrier() throws Exception {
        design = commerceWithOrdersByCarrier();
        table = design.table();
    }

    /** commerce-main whose Order has a carrier (fedex, ups, dhl on its records) and AP16 "Orders by shipping carrier". */
    public static Design commerceWithOrdersByCarrier() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design example = gallery.load(gallery.find("commerce-main").orElseThrow());
        Table base = example.table();
        Entity order = base.entity("Order").orElseThrow();
        List<Attribute> attributes = new ArrayList<>(order.attributes());
        attributes.add(new Attribute("carrier", AttributeType.S, true, List.of("fedex"), null,
                List.of("fedex", "ups", "dhl")));
        String[] carriers = {"fedex", "ups", "dhl"};
        List<Item> records = new ArrayList<>();
        for (int i = 0; i < order.records().size(); i++) {
            records.add(order.records().get(i).with("carrier", s(carriers[i % carriers.length])));
        }
        Entity withCarrier = order.withAttributes(attributes).withRecords(records);
        List<AccessPattern> patterns = new ArrayList<>(base.accessPatterns());
        patterns.add(new AccessPattern("AP16", "Orders by shipping carrier", "", PatternKind.READ,
                List.of("Order"), List.of(Equality.input("carrier")), null, null, null, 0.2,
                ReadConsistency.EVENTUAL, null, null, Map.of("carrier", "fedex"), null));
        return example.withTable(base.name(), base.withEntities(base.entities().stream()
                .map(e -> e.name().equals("Order") ? withCarrier : e).toList()).withAccessPatterns(patterns));
    }

    private AccessPatternPlan plan(Table of) {
        return new AccessPatternPlanner(of, design.pricing()).plan(of.accessPattern("AP16").orElseThrow());
    }

    @Test
    void ordersByCarrierBecomesAQueryOnTheNewGsiAndUndoRestoresTheDesign() {
        AccessPatternPlan before = plan(table);
        assertThat(before.resolution()).isEqualTo(Resolution.SCAN);
        Fix fix = before.fix().orElseThrow();
        assertThat(FixEdits.applicable(fix)).isTrue();
        assertThat(table.index(fix.index())).isEmpty();
        CommandStack stack = new CommandStack(design);

        stack.push(FixEdits.apply(table.name(), "AP16", fix));

        Table fixed = stack.design().table();
        SecondaryIndex gsi = fixed.index(fix.index()).orElseThrow();
        assertThat(gsi.isGlobal()).isTrue();
        assertThat(gsi.keySchema().partitionKeyAttribute().name()).isEqualTo(fix.templates().keySet().iterator()
                .next());
        // A native key on the attribute Order already has (no synthetic CARRIER#{carrier}, no backfill).
        assertThat(gsi.keySchema().partitionKeyAttribute()).isEqualTo(KeyAttribute.s("carrier"));
        assertThat(fixed.entity("Order").orElseThrow().key(gsi.keySchema().partitionKeyAttribute().name())
                .orElseThrow().template()).isEqualTo("{carrier}");
        AccessPatternPlan after = plan(fixed);
        assertThat(after.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(after.index()).contains(fix.index());
        assertThat(after.fix()).isEmpty();
        assertThat(stack.undoDescription()).hasValueSatisfying(d -> assertThat(d).startsWith("Apply fix to AP16"));

        stack.undo();

        assertThat(stack.design()).isEqualTo(design);
        assertThat(stack.canUndo()).isFalse();
    }

    @Test
    void theEffectsNameTheNewNativeIndexAndThatNothingIsBackfilled() {
        Fix fix = plan(table).fix().orElseThrow();

        SchemaChange change = FixEdits.plan(table, "AP16", fix);

        assertThat(change.effects()).anySatisfy(e -> assertThat(e).isEqualTo("Add GSI " + fix.index()
                + ": partition key [carrier (S)], projection ALL"))
                .anySatisfy(e -> assertThat(e).contains("Order writes carrier = {carrier}"))
                .anySatisfy(e -> assertThat(e).isEqualTo("No backfill: Order's items already have carrier; "
                        + "DynamoDB indexes them itself as it creates " + fix.index()))
                .noneSatisfy(e -> assertThat(e).startsWith("Backfill"));
        assertThat(table.index(fix.index())).isEmpty();
    }

    @Test
    void anExistingIndexFixPinsThePattern() {
        Fix fix = new Fix(ChangeCost.EXISTING_INDEX, "GSI1 already serves it", "GSI1", Map.of(), 0);
        CommandStack stack = new CommandStack(design);

        stack.push(FixEdits.apply(table.name(), "AP16", fix));

        assertThat(stack.design().table().accessPattern("AP16").orElseThrow().index()).isEqualTo("GSI1");
        assertThat(stack.design().table().indexes()).isEqualTo(table.indexes());
        stack.undo();
        assertThat(stack.design()).isEqualTo(design);
    }

    @Test
    void aMigrationIsNotApplicableAndSaysWhy() {
        Fix migration = new Fix(ChangeCost.MIGRATION, "store A and B in one item collection", null, Map.of(), 20);

        assertThat(FixEdits.applicable(migration)).isFalse();
        assertThat(FixEdits.whyNotApplicable(migration)).contains("migration");
        assertThatThrownBy(() -> new CommandStack(design).push(FixEdits.apply(table.name(), "AP16", migration)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("migration");
    }

    @Test
    void theFixTextCountsTheItemsDynamoDbIndexesWithThousandsSeparators() {
        Fix fix = plan(table).fix().orElseThrow();

        assertThat(table.entity("Order").orElseThrow().estimatedItemCount()).isEqualTo(2_000_000);
        assertThat(fix.summary()).contains("no backfill: DynamoDB indexes the existing 2,000,000 Order items itself");
        assertThat(fix.backfillItems()).isZero();
    }

    @Test
    void anEntityWithoutAnEstimateCountsItsSampleRecords() {
        Entity order = table.entity("Order").orElseThrow();
        Entity unestimated = new Entity(order.name(), order.description(), order.colour(), order.attributes(),
                order.keys(), 0, order.records(), order.copies(), order.aggregates(), order.uniqueValues(),
                order.ttlAttribute());
        Table without = table.withEntities(table.entities().stream().map(e -> e == order ? unestimated : e).toList());
        assertThat(order.records()).isNotEmpty();

        Fix fix = plan(without).fix().orElseThrow();

        assertThat(fix.backfillItems()).isZero();
        assertThat(fix.summary()).contains("indexes the existing " + order.records().size() + " Order items");
    }
}
