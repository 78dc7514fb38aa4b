package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.UniqueValue;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import org.junit.jupiter.api.Test;

/**
 * The view models of the entity details tabs on commerce-main, without a toolkit: what each shows for the selected
 * entity, that each change is one undoable command, and that a refusal names its field and clears once the form is
 * right.
 */
class EntityDetailsViewModelTest {
    private final DesignSession session = new DesignSession(commerce(), null, new InlineTaskRunner());
    private final CopiesViewModel copies = new CopiesViewModel(session);
    private final AggregatesViewModel aggregates = new AggregatesViewModel(session);
    private final UniqueValuesViewModel unique = new UniqueValuesViewModel(session);
    private final EntityFactsViewModel facts = new EntityFactsViewModel(session);

    private static Design commerce() {
        try {
            ExampleGallery gallery = new ExampleGallery();
            return gallery.load(gallery.find("commerce-main").orElseThrow());
        } catch (Exception e) {
            throw new IllegalStateException("commerce-main does not load", e);
        }
    }

    private Entity entity(String name) {
        return session.table().entity(name).orElseThrow();
    }

    @Test
    void showTheSelectedEntitysDeclarationsAndNothingWithoutOne() {
        assertThat(copies.items()).isEmpty();
        assertThat(copies.entityProperty().get()).isNull();
        assertThat(facts.ttlChoices()).containsExactly(EntityFactsViewModel.NEVER);

        session.selectedEntityProperty().set("Order");
        assertThat(copies.items()).containsExactly(new DenormalizedCopy("customerName", "Customer", "name",
                CopyMode.LIVE));
        assertThat(copies.intoChoices()).startsWith(CopiesViewModel.WHOLE_ITEM, "entity", "customerId");
        assertThat(copies.entityNames()).containsExactly("Customer", "Order", "OrderHeader", "OrderItem", "Product");
        assertThat(facts.estimateProperty().get()).isEqualTo("2,000,000");
        assertThat(facts.ttlProperty().get()).isEqualTo(EntityFactsViewModel.NEVER);

        session.selectedEntityProperty().set("Customer");
        assertThat(aggregates.items()).containsExactly(new Aggregate("orderCount", "Order", AggregateRule.COUNT,
                null, MaintainedBy.STREAM));
        assertThat(unique.items()).containsExactly(new UniqueValue("email", "EMAIL#{email}"));
        assertThat(copies.items()).isEmpty();
    }

    @Test
    void formValuesBecomeDeclarations() {
        assertThat(CopiesViewModel.copy(CopiesViewModel.WHOLE_ITEM, "Order", "status", CopyMode.LIVE))
                .isEqualTo(new DenormalizedCopy(null, "Order", null, CopyMode.LIVE));
        assertThat(CopiesViewModel.copy(null, null, null, null))
                .isEqualTo(new DenormalizedCopy("", "", "", CopyMode.SNAPSHOT));
        assertThat(CopiesViewModel.holds(new DenormalizedCopy(null, "Order", null, CopyMode.LIVE)))
                .isEqualTo("whole item");
        assertThat(AggregatesViewModel.aggregate("orderCount", AggregateRule.COUNT, "Order", "total", null))
                .isEqualTo(new Aggregate("orderCount", "Order", AggregateRule.COUNT, null, MaintainedBy.STREAM));
        assertThat(AggregatesViewModel.value(new Aggregate("stock", "OrderItem", AggregateRule.SUM, "qty", null)))
                .isEqualTo("SUM of OrderItem.qty");
        assertThat(UniqueValuesViewModel.uniqueValue(" email ", " EMAIL#{email} "))
                .isEqualTo(new UniqueValue("email", "EMAIL#{email}"));
        assertThat(UniqueValuesViewModel.suggestedGuardKey("email")).isEqualTo("EMAIL#{email}");
        assertThat(UniqueValuesViewModel.suggestedGuardKey(null)).isEmpty();
    }

    @Test
    void aCopyIsAddedUpdatedAndRemovedEachOneUndo() {
        session.selectedEntityProperty().set("OrderItem");
        Design start = session.design();
        DenormalizedCopy title = CopiesViewModel.copy("name", "Product", "title", CopyMode.SNAPSHOT);

        assertThat(copies.add(title)).isEmpty();
        assertThat(copies.items()).containsExactly(title);
        DenormalizedCopy price = CopiesViewModel.copy("unitPrice", "Product", "price", CopyMode.SNAPSHOT);
        assertThat(copies.update(title, price)).isEmpty();
        assertThat(copies.items()).containsExactly(price);
        assertThat(copies.remove(price)).isEmpty();
        assertThat(copies.items()).isEmpty();

        session.undo();
        session.undo();
        assertThat(copies.items()).containsExactly(title);
        session.undo();
        assertThat(session.design()).isEqualTo(start);
    }

    @Test
    void aRefusalNamesItsFieldAndGoesOnceTheFormIsRight() {
        session.selectedEntityProperty().set("OrderItem");
        Design start = session.design();

        assertThat(copies.add(CopiesViewModel.copy("name", "Product", "price", CopyMode.SNAPSHOT)))
                .contains("OrderItem.name is S, but Product.price is N: a copy has the type of its source");
        assertThat(copies.problemFieldProperty().get()).isEqualTo("sourceAttribute");
        assertThat(session.design()).isEqualTo(start);

        copies.recheck(CopiesViewModel.copy("name", "Nowhere", null, CopyMode.SNAPSHOT), null);
        assertThat(copies.problemFieldProperty().get()).isEqualTo("sourceEntity");
        assertThat(copies.messageProperty().get()).isEqualTo("the source entity Nowhere does not exist in this table");

        copies.recheck(CopiesViewModel.copy("name", "Product", "title", CopyMode.SNAPSHOT), null);
        assertThat(copies.messageProperty().get()).isEmpty();
        assertThat(copies.problemFieldProperty().get()).isEmpty();
    }

    @Test
    void anEmptyFormIsNotCalledWrongBeforeItIsUsed() {
        session.selectedEntityProperty().set("OrderItem");
        copies.recheck(CopiesViewModel.copy(null, null, null, CopyMode.SNAPSHOT), null);
        assertThat(copies.messageProperty().get()).isEmpty();
    }

    @Test
    void aCountBecomesASumOfANumberAndAnUndoRestoresIt() {
        session.selectedEntityProperty().set("Customer");
        Aggregate count = aggregates.items().get(0);

        assertThat(aggregates.update(count, AggregatesViewModel.aggregate("orderCount", AggregateRule.SUM, "Order",
                "status", MaintainedBy.STREAM))).contains("a SUM needs a numeric source attribute: Order.status is S,"
                + " not N");
        assertThat(aggregates.problemFieldProperty().get()).isEqualTo("sourceAttribute");

        Aggregate sum = AggregatesViewModel.aggregate("orderCount", AggregateRule.SUM, "Order", "total",
                MaintainedBy.TRANSACTION);
        assertThat(aggregates.update(count, sum)).isEmpty();
        assertThat(aggregates.items()).containsExactly(sum);
        assertThat(aggregates.messageProperty().get()).isEmpty();
        session.undo();
        assertThat(aggregates.items()).containsExactly(count);
    }

    /** commerce-main with other table settings (it has TTL on expiresAt and a NEW_AND_OLD_IMAGES stream). */
    private static DesignSession commerceWith(String ttl, StreamViewType stream) {
        Design design = commerce();
        return new DesignSession(design.withTable("commerce-main", design.table().withSettings(new TableSettings(
                TableSettings.onDemand().billingMode(), null, ttl, stream))), null, new InlineTaskRunner());
    }

    @Test
    void theNoteSaysWhatTheTablesStreamMakesOfAnAggregate() {
        assertThat(aggregates.note(AggregateRule.SUM, MaintainedBy.STREAM)).startsWith("Stream: kept eventually");
        assertThat(aggregates.note(AggregateRule.SUM, MaintainedBy.TRANSACTION)).startsWith("Transaction:");

        assertThat(new AggregatesViewModel(commerceWith(null, null)).note(AggregateRule.COUNT, MaintainedBy.STREAM))
                .isEqualTo("Stream: the table has no stream yet; turn one on under Table and indexes, Settings.");
        AggregatesViewModel newImage = new AggregatesViewModel(commerceWith(null, StreamViewType.NEW_IMAGE));
        assertThat(newImage.note(AggregateRule.SUM, MaintainedBy.STREAM))
                .isEqualTo("Stream: the stream's view type NEW_IMAGE cannot compute a SUM (needs NEW_AND_OLD_IMAGES).");
        assertThat(newImage.note(AggregateRule.COUNT, MaintainedBy.STREAM)).startsWith("Stream: kept eventually");
    }

    @Test
    void aUniqueValueIsAddedWithItsGuardKeyAndABadKeyIsRefusedAtTheKey() {
        session.selectedEntityProperty().set("Customer");
        assertThat(unique.add(UniqueValuesViewModel.uniqueValue("name", "NAME#"))).contains(
                "the guard key NAME# must contain {name}, so each value gets a guard item of its own");
        assertThat(unique.problemFieldProperty().get()).isEqualTo("keyTemplate");

        assertThat(unique.add(UniqueValuesViewModel.uniqueValue("name", "NAME#{name}"))).isEmpty();
        assertThat(unique.items()).extracting(UniqueValue::attribute).containsExactly("email", "name");
        assertThat(unique.remove(new UniqueValue("email", "EMAIL#{email}"))).isEmpty();
        assertThat(unique.items()).extracting(UniqueValue::attribute).containsExactly("name");
    }

    @Test
    void theExpiryMustBeANumberAndTheNoteFollowsTheTablesTtl() {
        session.selectedEntityProperty().set("Customer");
        assertThat(facts.ttlNoteProperty().get()).isEqualTo("Items of Customer are kept until deleted.");

        assertThat(facts.setTtl("joinedDate")).contains("the TTL attribute must be a number (N) of epoch seconds:"
                + " Customer.joinedDate is S, and TTL skips items whose attribute is not a number");
        assertThat(facts.problemFieldProperty().get()).isEqualTo("ttlAttribute");
        assertThat(entity("Customer").ttlAttribute()).isNull();

        assertThat(facts.setTtl("orderCount")).isEmpty();
        assertThat(facts.messageProperty().get()).isEmpty();
        assertThat(facts.ttlProperty().get()).isEqualTo("orderCount");
        assertThat(facts.ttlNoteProperty().get())
                .isEqualTo("The table's TTL attribute is expiresAt, so TTL never reads orderCount.");
        assertThat(facts.ttlLabel("orderCount")).isEqualTo("orderCount (N)");

        assertThat(facts.setTtl(EntityFactsViewModel.NEVER)).isEmpty();
        assertThat(entity("Customer").ttlAttribute()).isNull();
        session.undo();
        assertThat(facts.ttlProperty().get()).isEqualTo("orderCount");
    }

    @Test
    void theEstimateIsAWholeNumberWithOrWithoutSeparators() {
        session.selectedEntityProperty().set("Product");
        Design start = session.design();
        assertThat(facts.setEstimate("lots")).contains("the estimated number of items must be a whole number of 0 or"
                + " more, not 'lots'");
        assertThat(facts.problemFieldProperty().get()).isEqualTo("estimatedItemCount");
        assertThat(facts.setEstimate("-5")).isPresent();
        assertThat(session.design()).isEqualTo(start);

        assertThat(facts.setEstimate("25_000")).isEmpty();
        assertThat(facts.estimateProperty().get()).isEqualTo("25,000");
        assertThat(facts.setEstimate("1,500,000")).isEmpty();
        assertThat(entity("Product").estimatedItemCount()).isEqualTo(1_500_000);
        assertThat(facts.setDescription("A product.")).isEmpty();
        assertThat(facts.descriptionProperty().get()).isEqualTo("A product.");

        session.undo();
        session.undo();
        session.undo();
        assertThat(session.design()).isEqualTo(start);
    }

    @Test
    void theTtlNoteOffersTheTablesAttributeAndSaysWhenTheTableHasNone() {
        DesignSession noTtl = commerceWith(null, null);
        EntityFactsViewModel off = new EntityFactsViewModel(noTtl);
        noTtl.selectedEntityProperty().set("Product");
        assertThat(off.setTtl("stock")).isEmpty();
        assertThat(off.ttlNoteProperty().get()).isEqualTo("The table has no TTL attribute, so its items never"
                + " expire: turn TTL on under Table and indexes, Settings.");

        DesignSession stockTtl = commerceWith("stock", null);
        EntityFactsViewModel on = new EntityFactsViewModel(stockTtl);
        stockTtl.selectedEntityProperty().set("Product");
        assertThat(on.ttlNoteProperty().get()).isEqualTo("The table's TTL attribute is stock: choose it to let"
                + " Product items expire.");
        assertThat(on.setTtl("stock")).isEmpty();
        assertThat(on.ttlNoteProperty().get()).startsWith("DynamoDB deletes an item at no cost");
    }
}
