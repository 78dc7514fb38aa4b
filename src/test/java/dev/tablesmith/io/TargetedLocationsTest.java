package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Design;
import dev.tablesmith.review.DesignReview;
import dev.tablesmith.review.Finding;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The location index built for a few pointers in one streaming pass ({@link TargetedLocations}) places every value
 * exactly where the index of the whole text ({@link LocationIndex#build}) does: its start, its member name, its
 * nearest existing ancestor for a pointer the file lacks, and each character inside a string.
 */
class TargetedLocationsTest {
    private static final Path EXAMPLES = Path.of("src/main/resources/dev/tablesmith/examples");

    static Stream<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            return files.filter(f -> f.toString().endsWith(".tablesmith.json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void everyPointerOfAnExampleIsWhereTheFullIndexPutsIt(Path example) throws Exception {
        byte[] bytes = Files.readAllBytes(example);
        LocationIndex full = LocationIndex.build(SourceText.decode(bytes));
        List<String> pointers = new ArrayList<>(full.pointers());
        assertThat(pointers).hasSizeGreaterThan(100);

        LocationIndex all = TargetedLocations.build(utf8(bytes), pointers);
        assertSame(full, all, pointers);
        for (int i = 0; i < pointers.size(); i += 23) {
            String pointer = pointers.get(i);
            assertSame(full, TargetedLocations.build(utf8(bytes), List.of(pointer)), List.of(pointer));
        }
    }

    @Test
    void aPointerTheFileLacksIsAtItsNearestExistingAncestor() throws Exception {
        byte[] bytes = Files.readAllBytes(EXAMPLES.resolve("commerce-main.tablesmith.json"));
        LocationIndex full = LocationIndex.build(SourceText.decode(bytes));
        List<String> missing = List.of("/tables/0/entities/1/records/9999/x", "/tables/0/nope/1", "/tables/7",
                "/tables/0/entities/2/keys/0/template/3", "no-slash", "", "/", "/tables/0/accessPatterns/2/zzz");
        LocationIndex targeted = TargetedLocations.build(utf8(bytes), missing);
        for (String pointer : missing) {
            assertThat(targeted.valueAt(pointer)).as(pointer).isEqualTo(full.valueAt(pointer));
            assertThat(targeted.nameAt(pointer)).as(pointer).isEqualTo(full.nameAt(pointer));
            assertThat(targeted.contains(pointer)).as(pointer).isEqualTo(full.contains(pointer));
        }
    }

    @Test
    void escapesNonAsciiAByteOrderMarkRepeatedNamesAndStringsAcrossReadChunksLandAlike() throws Exception {
        StringBuilder json = new StringBuilder("\uFEFF{\n  \"a/b~c\": {\"é\": \"caf\\u00e9 \\n 😀 x\", \"é\": [1, \"two\"]},\n");
        json.append("  \"list\": [\n");
        for (int i = 0; i < 3000; i++) {
            json.append("    {\"k\": \"").append("ab\\\"c\\\\d\\u0041".repeat(i % 7)).append("é".repeat(i % 5))
                    .append("#").append(i).append("\", \"n\": ").append(i).append(", \"empty\": {}}")
                    .append(i < 2999 ? ",\n" : "\n");
        }
        json.append("  ],\n  \"a/b~c\": {\"late\": true}\n}\n");
        byte[] bytes = json.toString().getBytes(StandardCharsets.UTF_8);
        LocationIndex full = LocationIndex.build(SourceText.decode(bytes));
        List<String> pointers = new ArrayList<>(full.pointers());
        assertThat(pointers).contains("/a~1b~0c/late", "/list/2999/k");
        assertSame(full, TargetedLocations.build(utf8(bytes), pointers), pointers);
        assertSame(full, TargetedLocations.build(new StringReader(SourceText.decode(bytes)), pointers), pointers);
    }

    @Test
    void textThatIsNotOneJsonValueIsRefused() {
        for (String text : List.of("", "{\"a\": 1} {}", "{\"a\": [1, 2}", "{\"a\": \"open")) {
            assertThatThrownBy(() -> TargetedLocations.build(new StringReader(text), List.of("/a")))
                    .as(text).isInstanceOf(IOException.class);
        }
    }

    @Test
    void findingsOfAFileAreLocatedAsTheFullIndexLocatesThem(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("d.tablesmith.json");
        Files.copy(EXAMPLES.resolve("game-leaderboard-overloaded.tablesmith.json"), file);
        Design design = new JsonDesignStore().load(file);
        List<Finding> findings = new DesignReview().review(design);
        assertThat(findings).isNotEmpty();
        LocationIndex full = LocationIndex.build(SourceText.decode(Files.readAllBytes(file)));
        List<FindingInFile> located = FindingLocator.load(file).locateAll(findings);
        for (int i = 0; i < findings.size(); i++) {
            Finding finding = findings.get(i);
            String path = finding.location().path();
            LocationIndex.Position expected = full.contains(path) && finding.location().column() > 0
                    ? full.insideString(path, finding.location().column()).orElse(full.valueAt(path))
                    : full.valueAt(path);
            assertThat(List.of(located.get(i).line(), located.get(i).column())).as(path)
                    .containsExactly(expected.line(), expected.column());
        }
    }

    @Test
    void aFileThatIsNoLongerWellFormedIsOneLocatedProblem(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("d.tablesmith.json");
        Files.copy(EXAMPLES.resolve("commerce-main.tablesmith.json"), file);
        List<Finding> findings = new DesignReview().review(new JsonDesignStore().load(file));
        Files.writeString(file, "{\n  \"name\": \"x\",\n  oops\n}\n");
        assertThatThrownBy(() -> FindingLocator.load(file).locateAll(findings))
                .isInstanceOf(DesignLoadException.class)
                .satisfies(e -> assertThat(((DesignLoadException) e).problems().get(0).toString())
                        .startsWith(file + ":3:3: "));
    }

    @Test
    void aCaptureMayStartInTheChunkBeforeTheLastOneReadIntoTheSameArray() throws IOException {
        CapturingReader reader = new CapturingReader(new StringReader("\uFEFF0123456789abcdefghij"));
        char[] buffer = new char[8];
        assertThat(reader.read(buffer, 0, 8)).isEqualTo(7); // 0123456 (the byte-order mark dropped)
        assertThat(reader.read(buffer, 0, 8)).isEqualTo(8); // 789abcde, over the first chunk
        reader.startCapture(5);
        assertThat(reader.read(buffer, 0, 8)).isEqualTo(5);
        assertThat(reader.stopCapture()).isEqualTo("56789abcdefghij");
        reader.startCapture(17);
        assertThat(reader.stopCapture()).isEqualTo("hij");
    }

    private static Reader utf8(byte[] bytes) {
        return new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8);
    }

    private static void assertSame(LocationIndex full, LocationIndex targeted, List<String> pointers) {
        assertThat(Set.copyOf(targeted.pointers())).containsAll(pointers);
        List<String> differences = new ArrayList<>();
        for (String pointer : pointers) {
            if (!targeted.valueAt(pointer).equals(full.valueAt(pointer))) {
                differences.add(pointer + ": value at " + targeted.valueAt(pointer) + ", not " + full.valueAt(pointer));
            }
            if (!targeted.nameAt(pointer).equals(full.nameAt(pointer))) {
                differences.add(pointer + ": name at " + targeted.nameAt(pointer) + ", not " + full.nameAt(pointer));
            }
            for (int column = 1; column <= 40; column++) {
                if (!targeted.insideString(pointer, column).equals(full.insideString(pointer, column))) {
                    differences.add(pointer + ": column " + column + " at " + targeted.insideString(pointer, column)
                            + ", not " + full.insideString(pointer, column));
                }
            }
        }
        assertThat(differences).isEmpty();
    }
}
