package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.review.Problem;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Problems from the design validator carry only a JSON Pointer; the store locates them in the file. */
class ValidatorProblemLocationTest {
    private static final String DESIGN = """
            {
              "format": "tablesmith/1",
              "name": "shop",
              "tables": [
                {
                  "name": "shop-main",
                  "partitionKey": { "name": "PK", "type": "S" },
                  "sortKey": { "name": "SK", "type": "S" },
                  "entities": [
                    {
                      "name": "Order",
                      "keys": {
                        "PK": { "template": "CUST#{customerId}" },
                        "SK": { "template": "A\\u00e9\\t{orderDat}", "when": "status = PENDING" }
                      }
                    }
                  ]
                }
              ]
            }
            """;

    private static List<DesignFileProblem> problemsFor(Problem... reported) throws Exception {
        JsonDesignStore store = new JsonDesignStore(design -> List.of(reported), ChannelWriter.FULLY);
        return store.readForEditing(new ByteArrayInputStream(DESIGN.getBytes(StandardCharsets.UTF_8)), "shop.json")
                .problems();
    }

    @Test
    void problemAtAValueIsReportedWhereTheValueStarts() throws Exception {
        List<DesignFileProblem> problems = problemsFor(
                Problem.at("/tables/0/entities/0/keys/PK/template", "template refers to unknown attribute"));

        assertThat(problems).containsExactly(new DesignFileProblem("shop.json", 13, 33,
                "/tables/0/entities/0/keys/PK/template", "template refers to unknown attribute"));
    }

    @Test
    void columnInsideAStringWithoutEscapesLandsOnThatCharacter() throws Exception {
        List<DesignFileProblem> problems = problemsFor(
                new Problem("/tables/0/entities/0/keys/PK/template", 6, "unknown attribute 'customerId'"));

        assertThat(problems).extracting(DesignFileProblem::line, DesignFileProblem::column)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(13, 33 + 6));
        assertThat(DESIGN.lines().toList().get(12).charAt(33 + 6 - 1)).isEqualTo('{');
    }

    @Test
    void columnInsideAStringWithEscapesCountsEachEscapeAsOneCharacter() throws Exception {
        // "A\u00e9\t{orderDat}" decodes to A, é, tab, {, ... so the brace is character 4
        List<DesignFileProblem> problems = problemsFor(
                new Problem("/tables/0/entities/0/keys/SK/template", 4, "unknown attribute 'orderDat'"));

        assertThat(problems.get(0).line()).isEqualTo(14);
        assertThat(DESIGN.lines().toList().get(13).charAt(problems.get(0).column() - 1)).isEqualTo('{');
        assertThat(problems.get(0).column()).isEqualTo(33 + 10);
    }

    @Test
    void pointerToAFieldThatIsNotInTheFileFallsBackToTheNearestEnclosingValue() throws Exception {
        List<DesignFileProblem> problems = problemsFor(
                new Problem("/tables/0/entities/0/keys/GSI1PK/template", 3, "entity Order writes no GSI1PK"));

        assertThat(problems).containsExactly(new DesignFileProblem("shop.json", 12, 19,
                "/tables/0/entities/0/keys/GSI1PK/template", "entity Order writes no GSI1PK"));
    }

    @Test
    void pointerPastTheEndOfAnArrayFallsBackToTheArray() throws Exception {
        List<DesignFileProblem> problems = problemsFor(Problem.at("/tables/3", "no such table"));

        assertThat(problems).extracting(DesignFileProblem::line, DesignFileProblem::column)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(4, 13));
    }

    @Test
    void rootPointerAndUnknownTopLevelPointerAreReportedAtTheStartOfTheFile() throws Exception {
        List<DesignFileProblem> problems = problemsFor(Problem.at("", "design-wide problem"),
                Problem.at("/nothing/here", "elsewhere"));

        assertThat(problems).extracting(DesignFileProblem::line, DesignFileProblem::column)
                .containsOnly(org.assertj.core.groups.Tuple.tuple(1, 1));
    }

    @Test
    void validatorProblemsAreSortedByLineThenColumn() throws Exception {
        List<DesignFileProblem> problems = problemsFor(
                Problem.at("/tables/0/entities/0/keys/SK/when", "second"),
                Problem.at("/tables/0/sortKey", "first"),
                Problem.at("/tables/0/entities/0/keys/SK/template", "between"));

        assertThat(problems).extracting(DesignFileProblem::message).containsExactly("first", "between", "second");
    }

    @Test
    void loadRefusesADesignTheValidatorRejects(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("shop.tablesmith.json");
        Files.writeString(file, DESIGN);
        JsonDesignStore store = new JsonDesignStore(
                design -> List.of(Problem.at("/tables/0/sortKey", "sort key never used")), ChannelWriter.FULLY);

        assertThatThrownBy(() -> store.load(file))
                .isInstanceOf(DesignLoadException.class)
                .hasMessage(file + ":8:18: /tables/0/sortKey: sort key never used");
    }

    @Test
    void loadForEditingOpensADesignTheValidatorRejects(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("shop.tablesmith.json");
        Files.writeString(file, DESIGN);
        JsonDesignStore store = new JsonDesignStore(
                design -> List.of(Problem.at("/tables/0/sortKey", "sort key never used")), ChannelWriter.FULLY);

        LoadedDesign loaded = store.loadForEditing(file);

        assertThat(loaded.design().table().entity("Order")).isPresent();
        assertThat(loaded.problems()).hasSize(1);
    }

    @Test
    void validatorIsNotAskedAboutAFileWithShapeProblems() {
        JsonDesignStore store = new JsonDesignStore(design -> {
            throw new AssertionError("validator must not run");
        }, ChannelWriter.FULLY);
        byte[] broken = DESIGN.replace("\"sortKey\"", "\"sortkey\"").getBytes(StandardCharsets.UTF_8);

        assertThat(StoreFixtures.problemsOf(store, broken))
                .containsExactly("8:7: /tables/0/sortkey: unknown field 'sortkey' (did you mean 'sortKey'?)");
    }

    @Test
    void defaultStoreRunsTheDesignValidatorAndLoadsAValidDesign() throws Exception {
        String golden = StoreFixtures.resourceText("/dev/tablesmith/io/canonical/orders.tablesmith.json");

        assertThat(StoreFixtures.read(new JsonDesignStore(), golden)).isEqualTo(OrdersDesign.build());
    }

    @Test
    void missingFileGivesAOneLineMessage(@TempDir Path folder) {
        Path missing = folder.resolve("nope.tablesmith.json");

        assertThatThrownBy(() -> new JsonDesignStore().load(missing))
                .isInstanceOf(java.io.IOException.class)
                .hasMessage("cannot read " + missing + ": no such file or folder");
    }
}
