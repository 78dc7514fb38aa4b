package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class JavaFxErrorLinesTest {
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final JavaFxErrorLines err = new JavaFxErrorLines(bytes, StandardCharsets.UTF_8);

    @Test
    void javaFxLinesForFailuresReportedInOneLineOfOurOwnAreDropped() {
        err.println("Error: JavaFX detected no fonts! Please refer to release notes for proper font configuration");
        err.println("Exception in Application start method");

        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    @Test
    void everythingElsePassesUnchanged() {
        err.println("tablesmith: error: no fonts found");
        err.print("partial ");
        err.println((String) null);
        err.println(42);

        assertThat(bytes.toString(StandardCharsets.UTF_8).lines())
                .containsExactly("tablesmith: error: no fonts found", "partial null", "42");
    }
}
