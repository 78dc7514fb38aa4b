package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The benchmark runs end to end on a small scale and reports every figure (the numbers themselves are not tested). */
class BenchCommandTest {

    @Test
    void engineBenchmarkReportsBuildHeapAndRequestFigures() {
        CliRun run = CliRun.of("bench", "engine", "--items", "500", "--queries", "200", "--no-compare");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("Tablesmith engine benchmark: commerce-main, 500 items, 200 requests",
                "generate records", "materialize items", "store items", "build views in parallel", "GSI2",
                "heap in use after GC", "engine requests", "per second");
    }

    @Test
    void serveBenchmarkReportsTheEndpointItsFloorAndTheRatio() {
        CliRun run = CliRun.of("bench", "serve", "--compare-items", "300", "--serve-requests", "120",
                "--serve-writes", "40", "--threads", "3", "--no-compare");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("serve benchmark: commerce-main", "from 3 clients", "start the endpoint",
                "design endpoint (tablesmith serve)", "HTTP floor (same server, fixed responses)",
                "endpoint time / floor time", "requests/s", "p50", "p99", "PutItem on the design endpoint",
                "items after the writes").doesNotContain("NOTE");
    }

    @Test
    void unknownBenchmarkIsAUsageError() {
        CliRun run = CliRun.of("bench", "planner");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("unknown benchmark 'planner' (known: engine, load, serve)");
    }

    @Test
    void aJvmWithoutItsOptimizingCompilerIsNamedBeforeTheNumbers() {
        assertThat(BenchCommand.jitNote(java.util.List.of("-Xmx1g", "-XX:TieredStopAtLevel=1")))
                .hasValueSatisfying(note -> assertThat(note).contains("without its optimizing compiler",
                        "java -jar tablesmith.jar bench"));
        assertThat(BenchCommand.jitNote(java.util.List.of("-Xmx1g"))).isEmpty();
        assertThat(BenchCommand.jitNote(java.util.List.of("-XX:TieredStopAtLevel=4"))).isEmpty();
    }
}
