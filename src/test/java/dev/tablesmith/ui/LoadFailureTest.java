package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.DesignFileProblem;
import dev.tablesmith.io.DesignLoadException;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoadFailureTest {
    @Test
    void designFileProblemsBecomeOneLineEachInTheCliForm() {
        DesignFileProblem first = new DesignFileProblem("o.tablesmith.json", 14, 21, "/tables/0/name", "too short");
        DesignFileProblem second = new DesignFileProblem("o.tablesmith.json", 1, 1, "/format", "unsupported");

        LoadFailure failure = LoadFailure.of("o.tablesmith.json", new DesignLoadException(List.of(first, second)));

        assertThat(failure.title()).isEqualTo("o.tablesmith.json could not be opened");
        assertThat(failure.problems()).containsExactly(first.toString(), second.toString());
    }

    @Test
    void missingFileIsSaidInWords() {
        LoadFailure failure = LoadFailure.of("o.tablesmith.json", new NoSuchFileException("/x/o.tablesmith.json"));

        assertThat(failure.problems()).singleElement().asString().contains("does not exist");
    }

    @Test
    void otherReadErrorsGiveTheFirstLineOfTheirMessage() {
        LoadFailure failure = LoadFailure.of("o", new IOException("device not ready\nmore detail"));

        assertThat(failure.problems()).containsExactly("The file could not be read: device not ready");
    }

    @Test
    void unexpectedErrorsWithoutMessageNameTheirType() {
        assertThat(LoadFailure.describe(new UnsupportedOperationException())).isEqualTo("UnsupportedOperationException");
    }
}
