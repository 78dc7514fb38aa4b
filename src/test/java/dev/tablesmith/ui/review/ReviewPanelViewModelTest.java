package dev.tablesmith.ui.review;

import dev.tablesmith.ui.DeferredTaskRunner;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.review.DesignReview;
import dev.tablesmith.review.Finding;
import dev.tablesmith.review.Severity;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.TaskRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ReviewPanelViewModelTest {
    private DesignSession session;
    private ReviewPanelViewModel viewModel;

    static Design commerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    /** Order gains a {@code carrier} attribute and AP16 reads orders by carrier: no index is keyed on it. */
    static void addOrdersByCarrier(DesignSession session) {
        assertThat(session.push(DesignEdits.onTable("commerce-main", "Add carrier to Order", table ->
                table.withEntities(table.entities().stream().map(entity -> entity.name().equals("Order")
                        ? withCarrier(entity) : entity).toList())))).isEmpty();
        assertThat(session.push(DesignEdits.putAccessPattern("commerce-main",
                AccessPattern.read("AP16", "Orders by carrier", List.of("Order"),
                        List.of(Equality.input("carrier")))))).isEmpty();
    }

    private static Entity withCarrier(Entity order) {
        List<Attribute> attributes = new ArrayList<>(order.attributes());
        attributes.add(Attribute.required("carrier", AttributeType.S));
        return order.withAttributes(attributes);
    }

    @BeforeEach
    void openCommerceMain() throws Exception {
        session = new DesignSession(commerceMain(), null, new InlineTaskRunner());
        viewModel = new ReviewPanelViewModel(session);
    }

    @Test
    void commerceMainHasNoErrorsAndTheCountsMatchTheReview() {
        List<Finding> expected = new DesignReview().review(session.design());

        assertThat(viewModel.findings()).containsExactlyElementsOf(expected);
        assertThat(viewModel.count(Severity.ERROR)).isZero();
        long warnings = expected.stream().filter(f -> f.severity() == Severity.WARNING).count();
        long infos = expected.stream().filter(f -> f.severity() == Severity.INFO).count();
        assertThat(viewModel.countsProperty().get()).startsWith("0 errors · ")
                .contains(warnings + " warning").endsWith(" · " + infos + " info");
    }

    @Test
    void countsTextUsesTheSingularForOne() {
        addOrdersByCarrier(session);
        Finding scan = viewModel.findings().stream().filter(f -> f.severity() == Severity.ERROR)
                .findFirst().orElseThrow();

        assertThat(ReviewPanelViewModel.countsText(List.of())).isEqualTo("0 errors · 0 warnings · 0 info");
        assertThat(ReviewPanelViewModel.countsText(List.of(scan))).isEqualTo("1 error · 0 warnings · 0 info");
    }

    @Test
    void ordersByCarrierNeedsAScanAndUndoRemovesTheError() {
        addOrdersByCarrier(session);

        assertThat(viewModel.findings()).anySatisfy(f -> {
            assertThat(f.ruleId()).isEqualTo("scan-required");
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.location().patternId()).contains("AP16");
        });
        assertThat(viewModel.countsProperty().get()).startsWith("1 error · ");

        session.undo();

        assertThat(viewModel.findings()).noneMatch(f -> f.ruleId().equals("scan-required"));
        assertThat(viewModel.count(Severity.ERROR)).isZero();
    }

    @Test
    void selectingAFindingSelectsItsPattern() {
        addOrdersByCarrier(session);
        Finding scan = viewModel.findings().stream().filter(f -> f.ruleId().equals("scan-required"))
                .findFirst().orElseThrow();

        viewModel.select(scan);

        assertThat(viewModel.selectedProperty().get()).isEqualTo(scan);
        assertThat(session.selectedPatternProperty().get()).isEqualTo("AP16");
    }

    @Test
    void selectingAFindingAboutAnEntitySelectsTheEntity() {
        Finding aboutEntity = viewModel.findings().stream()
                .filter(f -> f.location().entityName().isPresent()).findFirst().orElseThrow();

        viewModel.select(aboutEntity);

        assertThat(session.selectedEntityProperty().get()).isEqualTo(aboutEntity.location().entity());
    }

    @Test
    void aReviewOfAnOlderDesignThatArrivesLateIsDropped() throws Exception {
        DeferredTaskRunner deferred = new DeferredTaskRunner();
        DesignSession slow = new DesignSession(commerceMain(), null, deferred);
        ReviewPanelViewModel late = new ReviewPanelViewModel(slow);
        addOrdersByCarrier(slow);

        deferred.runLast();
        deferred.runAll();

        assertThat(late.findings()).anyMatch(f -> f.ruleId().equals("scan-required"));
        assertThat(late.findings()).containsExactlyElementsOf(new DesignReview().review(slow.design()));
    }

    @Test
    void aFailedReviewSaysSoInOneLine() throws Exception {
        TaskRunner failing = new TaskRunner() {
            @Override
            public <T> void run(Callable<T> work, Consumer<? super T> onSuccess,
                                Consumer<? super Throwable> onFailure) {
                onFailure.accept(new IllegalStateException("disk on fire"));
            }
        };
        ReviewPanelViewModel broken = new ReviewPanelViewModel(new DesignSession(commerceMain(), null, failing));

        assertThat(broken.failureProperty().get()).isEqualTo("The review could not run: disk on fire");
        assertThat(broken.findings()).isEmpty();
    }
}
