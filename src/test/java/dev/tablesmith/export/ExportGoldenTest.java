package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.export.Exporters;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every exporter on commerce-main against its golden file in {@code src/test/resources/golden/}; rewrite them with
 * {@code mvn test -Dtest=ExportGoldenTest -Dgolden.update=true} and review the diff.
 */
class ExportGoldenTest {
    static final Clock FIXED = Clock.fixed(Instant.parse("2026-07-01T09:30:00Z"), ZoneOffset.UTC);

    static Stream<Arguments> exporters() {
        Stream<Exporter> formats = Exporters.all(FIXED).stream();
        Stream<Exporter> languages = Stream.of(CodeLanguage.values()).map(Exporters::code);
        return Stream.concat(formats, languages).map(e -> Arguments.of(e.id(), e));
    }

    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("exporters")
    void exportOfCommerceMainMatchesItsGoldenFile(String id, Exporter exporter) throws Exception {
        String text = exporter.export(CommerceMain.design());
        assertThat(text).endsWith("\n");
        GoldenFiles.check("commerce-main." + id + "." + exporter.fileExtension(), text);
    }

    /** What the command line streams into a file is byte for byte the golden export. */
    @ParameterizedTest(name = "{0} ({1})")
    @MethodSource("exporters")
    void streamedExportOfCommerceMainMatchesItsGoldenFile(String id, Exporter exporter) throws Exception {
        java.io.StringWriter streamed = new java.io.StringWriter();
        exporter.write(CommerceMain.design(), streamed);
        GoldenFiles.check("commerce-main." + id + "." + exporter.fileExtension(), streamed.toString());
    }

    @Test
    void everyFormatOfTheIssueIsListedOnceInMenuOrder() {
        assertThat(Exporters.ids()).containsExactly("workbench", "onetable", "dynamodb-mcp", "cloudformation",
                "cloudformation-json", "terraform", "cli", "cdk", "markdown", "code");
        assertThat(Exporters.all().stream().map(Exporter::fileExtension).toList())
                .containsExactly("json", "json", "json", "yaml", "json", "tf", "sh", "ts", "md", "md");
    }

    @Test
    void theSameDesignAndClockGiveTheSameBytes() {
        for (Exporter exporter : Exporters.all(FIXED)) {
            assertThat(exporter.export(CommerceMain.design())).as(exporter.id())
                    .isEqualTo(exporter.export(CommerceMain.design()));
        }
    }

    @Test
    void aDifferenceIsReportedWithNumberedExpectedAndActualLines() {
        String diff = GoldenFiles.diff("a\nb\nc\n", "a\nB\nc\nd\n");
        assertThat(diff).contains("-     2  b").contains("+     2  B").contains("+     4  d")
                .contains("(expected 3 lines, got 4)");
        List<String> lines = diff.lines().toList();
        assertThat(lines.get(0)).contains("1  a");
    }

    @Test
    void aMissingGoldenFileFailsWithHowToCreateIt() {
        if (GoldenFiles.updating()) {
            return;
        }
        assertThatThrownBy(() -> GoldenFiles.check("no-such-golden.txt", "x\n"))
                .hasMessageContaining("-Dgolden.update=true");
    }
}
