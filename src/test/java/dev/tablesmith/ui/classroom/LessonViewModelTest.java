package dev.tablesmith.ui.classroom;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.classroom.LessonStep;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class LessonViewModelTest {
    private final List<Integer> shownViews = new ArrayList<>();
    private DesignSession session;
    private LessonViewModel viewModel;

    @BeforeEach
    void open() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
        session = new DesignSession(commerce, null, new InlineTaskRunner());
        viewModel = new LessonViewModel(session, shownViews::add);
    }

    private Lesson lesson(String id) {
        return viewModel.lessons().stream().filter(l -> l.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void nextAndBackStayInsideTheLessonAndShowEachStepsView() {
        Lesson first = viewModel.lessonProperty().get();
        for (int i = 0; i < first.steps().size() + 2; i++) {
            viewModel.next();
        }
        assertThat(viewModel.stepProperty().get()).isEqualTo(first.steps().size() - 1);
        assertThat(viewModel.canNextProperty().get()).isFalse();
        assertThat(viewModel.progressProperty().get()).isEqualTo("Step 4 of 4");
        assertThat(shownViews).containsExactlyElementsOf(first.steps().stream().map(s -> s.view().tabIndex())
                .toList());
        viewModel.back();
        assertThat(viewModel.stepProperty().get()).isEqualTo(first.steps().size() - 2);
        assertThat(viewModel.canBackProperty().get()).isTrue();
    }

    @Test
    void aStepSelectsItsEntityAndPatternInTheSession() {
        viewModel.select(lesson("sparse-index"));
        viewModel.next();
        LessonStep step = lesson("sparse-index").steps().get(1);
        assertThat(session.selectedPatternProperty().get()).isEqualTo(step.pattern());
        assertThat(viewModel.pointerProperty().get())
                .isEqualTo("Look at: Table and indexes · pattern AP6 · index GSI2");
    }

    @Test
    void aLessonOnAnotherExampleAsksForItAndOpeningItIsUndoable() {
        viewModel.select(lesson("inverted-index"));
        assertThat(viewModel.needsExampleProperty().get()).isTrue();
        assertThat(session.selectedEntityProperty().get()).isNull();

        viewModel.openExample();

        assertThat(session.design().name()).isEqualTo("users-groups");
        assertThat(viewModel.needsExampleProperty().get()).isFalse();
        assertThat(session.selectedEntityProperty().get()).isEqualTo("Membership");
        session.undo();
        assertThat(session.design().name()).isEqualTo("commerce-main");
        assertThat(viewModel.needsExampleProperty().get()).isTrue();
    }
}
