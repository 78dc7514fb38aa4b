package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.Fixtures.item;
import static dev.tablesmith.engine.expr.Fixtures.l;
import static dev.tablesmith.engine.expr.Fixtures.m;
import static dev.tablesmith.engine.expr.Fixtures.n;
import static dev.tablesmith.engine.expr.Fixtures.names;
import static dev.tablesmith.engine.expr.Fixtures.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.model.Item;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class ProjectionExpressionTest {
    private static final Item ITEM = item(
            "pk", s("p"),
            "a", m("b", n("1"), "c", n("2")),
            "letters", l(s("x"), s("y"), s("z")),
            "alt", s("o"),
            "info", m("arr", l(m("v", n("1"), "w", n("9")), m("v", n("2")))),
            "dotted.name", s("yes"));

    private static Item project(String text, Map<String, String> names) {
        return ProjectionExpression.parse(text, names).project(ITEM);
    }

    @Test
    void keepsTheStructureAroundNestedPathsAndClosesUpListElements() {
        assertThat(project("a.c, letters[2], letters[0], #o", names("#o", "alt")))
                .isEqualTo(item("a", m("c", n("2")), "letters", l(s("x"), s("z")), "alt", s("o")));
    }

    @Test
    void followsListsOfMaps() {
        assertThat(project("info.arr[1].v, info.arr[0].w", null))
                .isEqualTo(item("info", m("arr", l(m("w", n("9")), m("v", n("2"))))));
    }

    @Test
    void takesWholeAttributesAndPlaceholderNamesWithDots() {
        assertThat(project("pk, #d, a", names("#d", "dotted.name")))
                .isEqualTo(item("pk", s("p"), "dotted.name", s("yes"), "a", m("b", n("1"), "c", n("2"))));
    }

    @Test
    void leavesOutPathsTheItemDoesNotHave() {
        assertThat(project("a.zzz, nope, letters[7], alt[0], pk.x", null)).isEqualTo(item());
        assertThat(project("a.zzz, a.b", null)).isEqualTo(item("a", m("b", n("1"))));
    }

    @Test
    void reportsPathsAttributesAndPlaceholders() {
        ProjectionExpression p = ProjectionExpression.parse("a.c, #o, letters[1], #o2.x", names("#o", "alt",
                "#o2", "info", "#unused", "u"));
        assertThat(p.paths()).extracting(DocumentPath::toString).containsExactly("a.c", "alt", "letters[1]", "info.x");
        assertThat(p.attributeNames()).containsExactly("a", "alt", "letters", "info");
        assertThat(p.placeholders().names()).containsExactly("#o", "#o2");
        assertThat(p.placeholders().values()).isEmpty();
    }

    static Stream<Arguments> refusals() {
        String prefix = "Invalid ProjectionExpression: ";
        return Stream.of(
                Arguments.of("a,,b", prefix + "Syntax error; token: \",\", near: \",,b\""),
                Arguments.of("a b", prefix + "Syntax error; token: \"b\", near: \"a b\""),
                Arguments.of("size(a)", prefix + "Syntax error; token: \"(\", near: \"size(a\""),
                Arguments.of("a,", prefix + "Syntax error; token: \"<EOF>\", near: \",\""),
                Arguments.of("", prefix + "The expression can not be empty;"),
                Arguments.of("pk, name", prefix + "Attribute name is a reserved keyword; reserved keyword: name"),
                Arguments.of("a.#x", prefix + "An expression attribute name used in the document path is not "
                        + "defined; attribute name: #x"),
                Arguments.of("a, a.b", prefix + "Two document paths overlap with each other; must remove or rewrite "
                        + "one of these paths; path one: [a], path two: [a, b]"),
                Arguments.of("a.b, a", prefix + "Two document paths overlap with each other; must remove or rewrite "
                        + "one of these paths; path one: [a, b], path two: [a]"),
                Arguments.of("a, a", prefix + "Two document paths overlap with each other; must remove or rewrite "
                        + "one of these paths; path one: [a], path two: [a]"),
                Arguments.of("#n, pk", prefix + "Two document paths overlap with each other; must remove or rewrite "
                        + "one of these paths; path one: [pk], path two: [pk]"),
                Arguments.of("a.b, a[0]", prefix + "Two document paths conflict with each other; must remove or "
                        + "rewrite one of these paths; path one: [a, b], path two: [a, [0]]"),
                Arguments.of("a" + ".b".repeat(32), prefix + "The document path has too many nesting levels; "
                        + "nesting levels: 33"),
                // scylladb/scylladb#25947 (test_projection_expression_list_index, passes on DynamoDB): an index that
                // does not fit an integer is refused
                Arguments.of("a[99999999999999]", prefix + "List index is not within the allowable range; index: "
                        + "[99999999999999]"),
                Arguments.of("a[2147483648]", prefix + "List index is not within the allowable range; index: "
                        + "[2147483648]"));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("refusals")
    void refusesWhatDynamoDbRefuses(String text, String message) {
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> ProjectionExpression.parse(text, names("#n", "pk")));
        assertThat(e).isNotNull();
        assertThat(e.getMessage()).isEqualTo(message);
    }

    @Test
    void distinctSiblingsDoNotOverlap() {
        assertThat(ProjectionExpression.parse("a.b, a.c, ab, letters[0], letters[1]", null).paths()).hasSize(5);
    }
}
