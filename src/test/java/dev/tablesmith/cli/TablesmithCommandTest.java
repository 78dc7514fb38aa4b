package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Command;

class TablesmithCommandTest {
    @Test
    void versionPrintsTheManifestVersionOrDevelopmentBuild() {
        CliRun run = CliRun.of("--version");

        assertThat(run.exitCode()).isZero();
        // the tests run from target/classes, which have no jar manifest
        assertThat(run.out()).isEqualTo("tablesmith development build\n");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void helpNamesEverySubcommandAndTheExitCodes() {
        CliRun run = CliRun.of("--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Usage: tablesmith", "validate", "examples", "Exit codes");
    }

    @Test
    void subcommandHelpIsReachableThroughHelpCommand() {
        CliRun run = CliRun.of("help", "validate");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("Usage: tablesmith validate", "FILE:LINE:COL: PATH: MESSAGE");
    }

    @Test
    void unknownOptionIsAUsageErrorWithExitCode2AndNoStackTrace() {
        CliRun run = CliRun.of("--frobnicate");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("tablesmith: Unknown option: '--frobnicate'")
                .contains("Try 'tablesmith --help' for more information.")
                .doesNotContain("\tat ", "Exception");
        assertThat(run.out()).isEmpty();
    }

    @Test
    void mistypedSubcommandIsAUsageErrorThatSuggestsTheRightOne() {
        CliRun run = CliRun.of("validat", "x.tablesmith.json");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("validate");
    }

    @Test
    void noSubcommandIsAUsageError() {
        CliRun run = CliRun.of();

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("missing command");
    }

    @Test
    void unexpectedErrorIsReportedAsOneLineWithExitCode1() {
        CliRun run = CliRun.on(TablesmithCommand.commandLine().addSubcommand(new Failing()), "fail");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("tablesmith: error: the disk is on fire\n");
    }

    @Test
    void unexpectedErrorWithoutMessageNamesItsType() {
        assertThat(OneLineErrorHandler.describe(new IllegalStateException())).isEqualTo("IllegalStateException");
        assertThat(OneLineErrorHandler.describe(new IllegalStateException("first\nsecond"))).isEqualTo("first");
    }

    @Command(name = "fail")
    static final class Failing implements Callable<Integer> {
        @Override
        public Integer call() {
            throw new IllegalStateException("the disk is on fire");
        }
    }
}
