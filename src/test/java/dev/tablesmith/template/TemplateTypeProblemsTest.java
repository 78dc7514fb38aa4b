package dev.tablesmith.template;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeType;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TemplateTypeProblemsTest {

    private static final Map<String, AttributeType> TYPES = Map.of("price", AttributeType.N,
            "status", AttributeType.S, "active", AttributeType.BOOL, "tags", AttributeType.SS,
            "blob", AttributeType.B, "createdAt", AttributeType.S, "epoch", AttributeType.N);
    private static final Function<String, Optional<AttributeType>> LOOKUP =
            name -> Optional.ofNullable(TYPES.get(name));

    @ParameterizedTest(name = "{0} is fine")
    @CsvSource(delimiter = '¦', value = {
        "PRICE#{price|pad:7.2}",
        "STATUS#{status|upper}",
        "{price}#{status}#{active}",
        "{createdAt|date}",
        "{epoch|datetime|lower}",
        "{price|pad:4|lower}",
        "META",
        "{unknown|pad:3}",
    })
    void suitableTypesHaveNoProblems(String template) {
        assertThat(KeyTemplate.parse(template).typeProblems(LOOKUP)).isEmpty();
    }

    @ParameterizedTest(name = "{0}: {2}")
    @CsvSource(delimiter = '¦', value = {
        "STATUS#{status|pad:7.2} ¦ 16 ¦ pad:7.2 needs an N attribute, 'status' is S",
        "{price|upper} ¦ 8 ¦ upper needs an S attribute, 'price' is N",
        "{price|lower} ¦ 8 ¦ lower needs an S attribute, 'price' is N",
        "{active|date} ¦ 9 ¦ date needs an S attribute (ISO date/time) or an N attribute (epoch seconds), 'active' is BOOL",
        "{price|upper|pad:3} ¦ 8 ¦ upper needs an S attribute, 'price' is N",
        "{status|upper|pad:3} ¦ 15 ¦ pad:3 needs an N attribute, the result of upper is S",
        "TAGS#{tags} ¦ 6 ¦ 'tags' is SS; only S, N and BOOL attributes can be rendered into a key",
        "{blob} ¦ 1 ¦ 'blob' is B; only S, N and BOOL attributes can be rendered into a key",
    })
    void unsuitableTypesAreReportedAtTheirColumn(String template, int column, String message) {
        assertThat(KeyTemplate.parse(template).typeProblems(LOOKUP)).singleElement().satisfies(problem -> {
            assertThat(problem.column()).isEqualTo(column);
            assertThat(problem.message()).isEqualTo(message);
        });
    }

    @Test
    void eachPlaceholderIsCheckedSeparately() {
        assertThat(KeyTemplate.parse("{status|pad:2}#{tags}").typeProblems(LOOKUP))
                .extracting(TemplateTypeProblem::attribute).containsExactly("status", "tags");
    }
}
