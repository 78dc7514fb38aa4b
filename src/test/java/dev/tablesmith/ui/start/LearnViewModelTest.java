package dev.tablesmith.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.classroom.DesignerView;
import dev.tablesmith.classroom.Exercise;
import dev.tablesmith.classroom.GsiCountCheck;
import dev.tablesmith.classroom.Lesson;
import dev.tablesmith.classroom.LessonStep;
import dev.tablesmith.io.ExerciseFileException;
import dev.tablesmith.ui.DeferredTaskRunner;
import dev.tablesmith.ui.FakeDesignLibrary;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.IoDesignLibrary;
import dev.tablesmith.ui.LoadFailure;
import dev.tablesmith.ui.OpenedDesign;
import dev.tablesmith.ui.settings.UserSettingsStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LearnViewModelTest {
    private static final Lesson KEYS = lesson("keys", "Keys first", "commerce-main");
    private static final Lesson TREES = lesson("trees", "Trees in a sort key", "org-chart");
    private static final Exercise PROFILE = new Exercise("customer-profile", "A customer profile", 1,
            "Add AP1.", FakeDesignLibrary.design("exercise-start"), List.of(new GsiCountCheck(2)), List.of(), "");

    @TempDir
    Path dir;

    private final FakeDesignLibrary library = new FakeDesignLibrary()
            .withExample("commerce-main", "Commerce", "One table, two GSIs.")
            .withLesson(KEYS).withLesson(TREES).withExercise(PROFILE);
    private final List<LoadFailure> failures = new ArrayList<>();
    private final List<Object[]> lessonsOpened = new ArrayList<>();
    private final List<Object[]> exercisesStarted = new ArrayList<>();

    private static Lesson lesson(String id, String title, String example) {
        return new Lesson(id, title, example, List.of(
                new LessonStep("First", "Look at the chart.", DesignerView.ENTITY_CHART, "Customer", null, null)));
    }

    private LearnViewModel viewModel(dev.tablesmith.ui.TaskRunner tasks) {
        LearnViewModel viewModel = new LearnViewModel(library, tasks, failures::add);
        viewModel.setOnLessonOpened((design, lesson) -> lessonsOpened.add(new Object[] {design, lesson}));
        viewModel.setOnExerciseStarted((design, exercise) -> exercisesStarted.add(new Object[] {design, exercise}));
        return viewModel;
    }

    @Test
    void lessonsAndExercisesAreReadInTheBackgroundOnce() {
        DeferredTaskRunner tasks = new DeferredTaskRunner();
        LearnViewModel viewModel = viewModel(tasks);

        viewModel.load();
        viewModel.load();

        assertThat(viewModel.messageProperty().get()).isEqualTo(LearnViewModel.LOADING);
        assertThat(viewModel.lessons()).isEmpty();
        tasks.runAll();
        assertThat(tasks.ran()).isEqualTo(1);
        assertThat(viewModel.lessons()).containsExactly(KEYS, TREES);
        assertThat(viewModel.exercises()).containsExactly(PROFILE);
        assertThat(viewModel.messageProperty().get()).isEmpty();
    }

    @Test
    void unreadableExercisesAreSaidInOneLineAndTheNextLoadTriesAgain() {
        library.withExerciseFailure(new ExerciseFileException("01-customer-profile.exercise.json: not JSON"));
        LearnViewModel viewModel = viewModel(new InlineTaskRunner());

        viewModel.load();

        assertThat(viewModel.messageProperty().get()).isEqualTo(
                "The lessons and exercises could not be read: 01-customer-profile.exercise.json: not JSON");
        library.withExerciseFailure(null);
        viewModel.load();
        assertThat(viewModel.exercises()).containsExactly(PROFILE);
        assertThat(viewModel.messageProperty().get()).isEmpty();
    }

    @Test
    void openingALessonLoadsItsExampleAsAnUnsavedDesign() {
        LearnViewModel viewModel = viewModel(new InlineTaskRunner());

        viewModel.openLesson(KEYS);

        assertThat(lessonsOpened).hasSize(1);
        OpenedDesign opened = (OpenedDesign) lessonsOpened.get(0)[0];
        assertThat(opened.design().name()).isEqualTo("commerce-main");
        assertThat(opened.file()).isNull();
        assertThat(opened.origin()).isEqualTo("Lesson: Keys first");
        assertThat(lessonsOpened.get(0)[1]).isEqualTo(KEYS);
        assertThat(failures).isEmpty();
    }

    @Test
    void lessonWhoseExampleIsNotBundledFailsWithOneLine() {
        LearnViewModel viewModel = viewModel(new InlineTaskRunner());

        viewModel.openLesson(TREES);

        assertThat(lessonsOpened).isEmpty();
        assertThat(failures).singleElement().satisfies(failure -> {
            assertThat(failure.title()).isEqualTo("org-chart could not be opened");
            assertThat(failure.problems()).containsExactly("no bundled example is named org-chart");
        });
        assertThat(viewModel.messageProperty().get()).isEmpty();
    }

    @Test
    void startingAnExerciseOpensItsStartingDesignUnsaved() {
        LearnViewModel viewModel = viewModel(new InlineTaskRunner());

        viewModel.startExercise(PROFILE);

        assertThat(exercisesStarted).hasSize(1);
        OpenedDesign opened = (OpenedDesign) exercisesStarted.get(0)[0];
        assertThat(opened.design()).isSameAs(PROFILE.start());
        assertThat(opened.file()).isNull();
        assertThat(exercisesStarted.get(0)[1]).isSameAs(PROFILE);
    }

    @Test
    void startScreenShowsTheLearnPageAndLoadsItThenGoesBackToTheExamples() {
        StartViewModel start = new StartViewModel(library, new UserSettingsStore(dir.resolve("config")),
                new InlineTaskRunner());
        assertThat(start.learningProperty().get()).isFalse();

        start.showLearn();

        assertThat(start.learningProperty().get()).isTrue();
        assertThat(start.learn().lessons()).containsExactly(KEYS, TREES);
        start.showExamples();
        assertThat(start.learningProperty().get()).isFalse();
    }

    @Test
    void everyBundledLessonOpensItsBundledExample() {
        LearnViewModel viewModel = new LearnViewModel(new IoDesignLibrary(), new InlineTaskRunner(), failures::add);
        List<String> opened = new ArrayList<>();
        viewModel.setOnLessonOpened((design, lesson) -> opened.add(lesson.id() + " " + design.design().name()));
        viewModel.load();
        assertThat(viewModel.lessons()).isNotEmpty();
        assertThat(viewModel.exercises()).isNotEmpty();

        viewModel.lessons().forEach(viewModel::openLesson);

        assertThat(failures).isEmpty();
        assertThat(opened).containsExactlyElementsOf(
                viewModel.lessons().stream().map(l -> l.id() + " " + l.example()).toList());
    }
}
