package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PlannerCommerceMainTest {
    private static Design design;
    private static Map<String, AccessPatternPlan> plans;

    @BeforeAll
    static void plan() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        design = gallery.load(gallery.find("commerce-main").orElseThrow());
        List<AccessPatternPlan> all = new AccessPatternPlanner(design.table(), design.pricing()).planAll();
        plans = all.stream().collect(Collectors.toMap(p -> p.pattern().id(), p -> p));
        all.forEach(p -> System.out.println(p.pattern().id() + " " + p.resolution() + " " + p.index().orElse("-")
                + " | " + (p.request() == null ? "" : p.request().keyConditionExpression() + " | "
                + p.request().filterExpression() + " | " + p.request().values() + " fwd=" + p.request().scanIndexForward())
                + " | " + p.reason() + " | sorted=" + p.sorted() + " | fix=" + p.fix() + " | cost=" + p.cost()));
    }

    @Test
    void printsPlans() {
        assertThat(plans).isNotEmpty();
    }
}
