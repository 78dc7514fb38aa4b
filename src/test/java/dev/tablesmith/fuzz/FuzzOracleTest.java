package dev.tablesmith.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The oracle catches each kind of broken run, and lets a well-behaved one pass. */
class FuzzOracleTest {
    private static final List<String> FILE = List.of("/tmp/x/design.tablesmith.json");

    private static List<String> problems(int exitCode, String out, String err) {
        return FuzzOracle.problems(new CliOutcome(exitCode, out, err, null, false), FILE, "{}");
    }

    @Test
    void aLocatedOneLineRefusalPasses() {
        assertThat(problems(1, "", "/tmp/x/design.tablesmith.json:3:7: /tables: expected an array\n")).isEmpty();
    }

    @Test
    void dynamoDbsOwnErrorLineIsUnlocatedByDesign() {
        assertThat(problems(1, "{}", "ValidationException: Limit must be at least 1\n")).isEmpty();
    }

    @Test
    void anUnlocatedLineFails() {
        assertThat(problems(1, "", "tablesmith: error: capacity units cannot be negative\n"))
                .singleElement().asString().contains("names no file");
    }

    @Test
    void aStackTraceFails() {
        assertThat(problems(1, "", "/tmp/x/design.tablesmith.json: java.lang.IllegalStateException: boom\n"
                + "\tat dev.tablesmith.io.Foo.bar(Foo.java:12)\n")).hasSize(2);
    }

    @Test
    void anEscapedErrorATimeoutAndAStrangeExitCodeFail() {
        assertThat(FuzzOracle.problems(new CliOutcome(-1, "", "", new StackOverflowError(), false), FILE, ""))
                .singleElement().asString().contains("uncaught java.lang.StackOverflowError");
        assertThat(FuzzOracle.problems(new CliOutcome(-1, "", "", null, true), FILE, ""))
                .containsExactly("ran longer than the time bound");
        assertThat(problems(3, "", "")).containsExactly("exit code 3");
    }

    @Test
    void aLineLongerThanTheBoundFails() {
        String line = "/tmp/x/design.tablesmith.json: /name: " + "x".repeat(FuzzOracle.MAX_LINE);
        assertThat(problems(1, "", line + "\n")).singleElement().asString().contains("characters");
    }

    @Test
    void notANumberOnStandardOutputFailsUnlessTheInputHeldIt() {
        assertThat(problems(0, "{\"monthlyCost\": NaN}", "")).containsExactly("NaN or Infinity on standard output");
        assertThat(FuzzOracle.problems(new CliOutcome(0, "cost Infinity", "", null, false), FILE, "\"Infinity\""))
                .isEmpty();
    }
}
