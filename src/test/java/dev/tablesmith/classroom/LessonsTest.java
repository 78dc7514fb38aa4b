package dev.tablesmith.classroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.Resolution;
import dev.tablesmith.review.ReviewRule;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class LessonsTest {
    private final LessonLibrary library = LessonLibrary.bundled();

    @Test
    void theLessonsOfTheIssueAndTheWritesLessonAreBundledInTeachingOrder() {
        assertThat(library.lessons()).extracting(Lesson::id).containsExactly("access-patterns-first",
                "key-overloading", "item-collections", "hierarchies", "gsi-overloading", "inverted-index",
                "sparse-index", "write-sharding", "filter-expression", "writes", "when-not-single-table",
                "multi-attribute-keys");
    }

    @Test
    void everyStepNamesOnlyEntitiesPatternsAndIndexesItsExampleHas() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        for (Lesson lesson : library.lessons()) {
            Design design = gallery.load(gallery.find(lesson.example()).orElseThrow());
            Table table = design.table();
            for (LessonStep step : lesson.steps()) {
                String where = lesson.id() + " / " + step.title();
                assertThat(step.text()).as(where).isNotBlank();
                if (step.entity() != null) {
                    assertThat(table.entity(step.entity())).as(where).isPresent();
                }
                if (step.pattern() != null) {
                    assertThat(table.accessPattern(step.pattern())).as(where).isPresent();
                }
                if (step.index() != null && !step.index().equals("table")) {
                    assertThat(table.index(step.index())).as(where).isPresent();
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(ReviewRule.class)
    void everyReviewRuleHasAWhyLinkedToAnExistingLessonStep(ReviewRule rule) {
        Explanation explanation = Explanations.forRule(rule.id()).orElseThrow();
        assertThat(explanation.why()).isNotBlank();
        assertLinkExists(explanation.link());
    }

    @ParameterizedTest
    @EnumSource(Resolution.class)
    void everyPlannerResolutionHasAWhyLinkedToAnExistingLessonStep(Resolution resolution) {
        Explanation explanation = Explanations.forResolution(resolution);
        assertThat(explanation.why()).isNotBlank();
        assertLinkExists(explanation.link());
    }

    @Test
    void anUnknownRuleHasNoExplanation() {
        assertThat(Explanations.forRule("no-such-rule")).isEmpty();
    }

    private void assertLinkExists(LessonLink link) {
        Lesson lesson = library.lesson(link.lessonId()).orElseThrow();
        assertThat(link.step()).isLessThan(lesson.steps().size());
    }

    @Test
    void parserReadsHeaderStepsAndTheirTargets() {
        Lesson lesson = LessonParser.parse("""
                id: demo
                title: Demo
                example: commerce-main

                == First
                view: item-collections
                entity: Order
                pattern: AP2

                One paragraph.

                Another.
                == Second
                view: table-and-indexes
                index: GSI2

                Text.
                """, "demo.lesson.txt");
        assertThat(lesson.steps()).hasSize(2);
        LessonStep first = lesson.steps().get(0);
        assertThat(first.view()).isEqualTo(DesignerView.ITEM_COLLECTIONS);
        assertThat(first.entity()).isEqualTo("Order");
        assertThat(first.pattern()).isEqualTo("AP2");
        assertThat(first.text()).isEqualTo("One paragraph.\n\nAnother.");
        assertThat(lesson.steps().get(1).index()).isEqualTo("GSI2");
        assertThat(lesson.steps().get(1).view().tabIndex()).isEqualTo(3);
    }

    @Test
    void parserNamesTheLineOfAnUnknownView() {
        assertThatThrownBy(() -> LessonParser.parse("id: a\ntitle: A\nexample: e\n\n== S\nview: nowhere\n\nx",
                "a.txt")).hasMessage("a.txt:5: step 'S': unknown view 'nowhere'");
    }

    @Test
    void parserRejectsALessonWithoutAHeaderField() {
        assertThatThrownBy(() -> LessonParser.parse("id: a\n== S\nview: entity-chart\n\nx", "a.txt"))
                .hasMessageContaining("needs a 'title:' line");
        assertThat(List.of(DesignerView.values())).hasSize(4);
    }
}
