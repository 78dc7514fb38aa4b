package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.review.Problem;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.Set;
import dev.tablesmith.model.Design;
import org.junit.jupiter.api.Test;

/**
 * The store locates a design's problems through only the values they name ({@link ParsedJson#locations(
 * java.util.Collection)}), as {@code check} locates its findings: every located message must be the one the index
 * of every value gives, for shape problems (record values, unknown, repeated and missing fields, wrong types) and
 * validator problems (a column inside a key template, an unknown index, multi-attribute keys).
 */
class TargetedProblemLocationTest {
    private static final Path EXAMPLES = Path.of("src/main/resources/dev/tablesmith/examples");

    private static String example(String name) throws Exception {
        return Files.readString(EXAMPLES.resolve(name + ".tablesmith.json"));
    }

    /** {@code text} with the first {@code old} replaced; fails when the text does not hold it. */
    private static String replaceFirst(String text, String old, String replacement) {
        int at = text.indexOf(old);
        assertThat(at).as("the example holds %s", old).isNotNegative();
        return text.substring(0, at) + replacement + text.substring(at + old.length());
    }

    /** The problems of a design text, shape problems or else the validator's, located by {@code locating}. */
    private static List<DesignFileProblem> problems(String text, Function<Design, List<Problem>> validator,
                                                    BiFunction<ParsedJson, Set<String>, LocationIndex> locating)
            throws Exception {
        JsonDesignStore store = new JsonDesignStore(validator, ChannelWriter.FULLY, locating);
        try {
            return store.readForEditing(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
                    "d.tablesmith.json").problems();
        } catch (DesignLoadException e) {
            return e.problems();
        }
    }

    /** Asserts the targeted and the full index locate alike, and that a problem names {@code expectedPointer}. */
    private static List<DesignFileProblem> assertLocatedAlike(String text, String expectedPointer) throws Exception {
        Function<Design, List<Problem>> validator = new DesignValidator()::validate;
        List<DesignFileProblem> targeted = problems(text, validator, JsonDesignStore.TARGETED);
        List<DesignFileProblem> full = problems(text, validator, JsonDesignStore.FULL_INDEX);
        assertThat(targeted).extracting(DesignFileProblem::path).contains(expectedPointer);
        assertThat(targeted).containsExactlyElementsOf(full);
        return targeted;
    }

    @Test
    void recordValuesDynamoDbRejectsAreLocatedAlike() throws Exception {
        String text = replaceFirst(example("commerce-main"), "\"orderCount\": 3", "\"orderCount\": 1E+126");
        text = replaceFirst(text, "\"orderCount\": 2", "\"orderCount\": 123456789012345678901234567890123456789");

        List<DesignFileProblem> problems = assertLocatedAlike(text, "/tables/0/entities/0/records/0/orderCount");

        assertThat(problems).hasSizeGreaterThanOrEqualTo(2);
        assertThat(problems.get(0).line()).isEqualTo(64);
        assertThat(problems.get(0).column()).isEqualTo(29);
    }

    @Test
    void unknownRepeatedMissingAndMistypedFieldsAreLocatedAlike() throws Exception {
        String text = replaceFirst(example("commerce-main"), "\"colour\": \"#4C9AFF\",",
                "\"colour\": \"#4C9AFF\", \"color\": 1, \"colour\": \"#4C9AFF\",");
        text = replaceFirst(text, "\"ttlAttribute\": \"expiresAt\"", "\"ttlAttribute\": 7");
        text = replaceFirst(text, "{ \"name\": \"GSI1PK\", \"type\": \"S\" }", "{ \"type\": \"S\" }");

        List<DesignFileProblem> problems = assertLocatedAlike(text, "/tables/0/entities/0/color");

        assertThat(problems).extracting(DesignFileProblem::path).contains("/tables/0/entities/0/colour",
                "/tables/0/ttlAttribute");
    }

    @Test
    void aColumnInsideAKeyTemplateWithEscapesAndAnUnknownIndexAreLocatedAlike() throws Exception {
        String text = replaceFirst(example("commerce-main"), "\"template\": \"CUST#{customerId}\"",
                "\"template\": \"CUST\\u0023\\t{customerIdd}\"");
        text = replaceFirst(text, "\"index\": \"GSI1\"", "\"index\": \"GSI9\"");

        List<DesignFileProblem> problems = assertLocatedAlike(text, "/tables/0/entities/0/keys/PK/template");

        DesignFileProblem template = problems.stream()
                .filter(p -> p.path().equals("/tables/0/entities/0/keys/PK/template")).findFirst().orElseThrow();
        String line = text.lines().toList().get(template.line() - 1);
        assertThat(line.substring(template.column() - 1)).startsWith("{customerIdd}");
        assertThat(problems).extracting(DesignFileProblem::message).anyMatch(m -> m.contains("GSI9"));
    }

    @Test
    void problemsInsideMultiAttributeKeysAreLocatedAlike() throws Exception {
        String shape = replaceFirst(example("game-leaderboard-multikey"), "{ \"name\": \"region\", \"type\": \"S\" }",
                "{ \"name\": \"region\", \"type\": \"Q\" }");
        assertLocatedAlike(shape, "/tables/0/globalSecondaryIndexes/0/partitionKey/1/type");

        String validator = replaceFirst(example("game-leaderboard-multikey"), "\"region\": { \"template\": \"{region}\" }",
                "\"region\": { \"template\": \"{regoin}\" }");
        assertLocatedAlike(validator, "/tables/0/entities/2/keys/region/template");
    }

    @Test
    void aProblemAtEveryValueOfAnExampleIsLocatedAlike() throws Exception {
        String text = example("commerce-main");
        LocationIndex all = LocationIndex.build(text);
        List<Problem> everywhere = new ArrayList<>();
        for (String pointer : all.pointers()) {
            everywhere.add(new Problem(pointer, 3, "a problem at " + pointer));
            everywhere.add(Problem.at(pointer + "/missing", "a problem below " + pointer));
        }

        List<DesignFileProblem> targeted = problems(text, design -> everywhere, JsonDesignStore.TARGETED);
        List<DesignFileProblem> full = problems(text, design -> everywhere, JsonDesignStore.FULL_INDEX);

        assertThat(targeted).hasSize(everywhere.size());
        assertThat(targeted).containsExactlyElementsOf(full);
    }
}
