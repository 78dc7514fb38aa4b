package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.Fixtures.b;
import static dev.tablesmith.engine.expr.Fixtures.bool;
import static dev.tablesmith.engine.expr.Fixtures.l;
import static dev.tablesmith.engine.expr.Fixtures.m;
import static dev.tablesmith.engine.expr.Fixtures.n;
import static dev.tablesmith.engine.expr.Fixtures.names;
import static dev.tablesmith.engine.expr.Fixtures.ns;
import static dev.tablesmith.engine.expr.Fixtures.nul;
import static dev.tablesmith.engine.expr.Fixtures.s;
import static dev.tablesmith.engine.expr.Fixtures.ss;
import static dev.tablesmith.engine.expr.Fixtures.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each way to get a condition wrong, with the ValidationException message DynamoDB gives. */
class ConditionErrorsTest {
    private static final String PREFIX = "Invalid ConditionExpression: ";
    private static final Map<String, AttributeValue> VALUES = values(":v", s("x"), ":w", s("y"), ":n", n("1"),
            ":t", bool(true), ":l", l(n("1")), ":m", m("k", s("v")), ":ss", ss("a"), ":null", nul());
    private static final String ANY_TYPE = "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}";

    private static String messageOf(String expression, Map<String, String> names, Map<String, AttributeValue> values) {
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> ConditionExpression.parse(expression, names, values));
        assertThat(e).as("expected %s to be refused", expression).isNotNull();
        return e.getMessage();
    }

    private static Arguments refused(String expression, String detail) {
        return Arguments.of(expression, detail);
    }

    static Stream<Arguments> syntaxErrors() {
        return Stream.of(
                refused("a = = :v", "Syntax error; token: \"=\", near: \"= = :v\""),
                refused("_hidden = :v", "Syntax error; token: \"_\", near: \"_hidden\""),
                refused("a = :v b", "Syntax error; token: \"b\", near: \":v b\""),
                refused("contains(a, :v", "Syntax error; token: \"<EOF>\", near: \":v\""),
                refused("a", "Syntax error; token: \"<EOF>\", near: \"a\""),
                refused("   ", "Syntax error; token: \"<EOF>\", near: \"\""),
                refused("a IN ()", "Syntax error; token: \")\", near: \"()\""),
                refused("a != :v", "Syntax error; token: \"!\", near: \"a !=\""),
                refused("a = :v AND", "Syntax error; token: \"<EOF>\", near: \"AND\""),
                refused("a.b. = :v", "Syntax error; token: \"=\", near: \". = :v\""),
                refused("a[x] = :v", "Syntax error; token: \"x\", near: \"[x]\""),
                refused("a = :v)", "Syntax error; token: \")\", near: \":v)\""),
                refused("(a = :v", "Syntax error; token: \"<EOF>\", near: \":v\""),
                refused("a BETWEEN :v", "Syntax error; token: \"<EOF>\", near: \":v\""),
                refused("a BETWEEN :v OR :w", "Syntax error; token: \"OR\", near: \":v OR :w\""),
                refused("#my-name = :v", "Syntax error; token: \"-\", near: \"#my-name\""),
                refused("a = b = :v", "Syntax error; token: \"=\", near: \"b = :v\""),
                refused("AND = :v", "Syntax error; token: \"AND\", near: \"AND =\""),
                refused("(a = :v) = :w", "Syntax error; token: \"=\", near: \") = :w\""),
                refused("a = 1", "Syntax error; token: \"1\", near: \"= 1\""),
                refused("a = 'x'", "Syntax error; token: \"'\", near: \"= 'x\""),
                refused("a AND b = :v", "Syntax error; token: \"AND\", near: \"a AND b\""),
                refused("NOT a", "Syntax error; token: \"<EOF>\", near: \"a\""),
                refused("a = :v AND (b)", "Syntax error; token: \"<EOF>\", near: \")\""),
                refused("f() = :v", "Syntax error; token: \")\", near: \"() =\""),
                refused("# = :v", "Syntax error; token: \"#\", near: \"# =\""),
                refused("a = :", "Syntax error; token: \":\", near: \"= :\""),
                refused("a[-1] = :v", "Syntax error; token: \"-\", near: \"[-1\""),
                refused("a.and = :v", "Syntax error; token: \"and\", near: \".and =\""),
                refused("caf\u00e9 = :v", "Syntax error; token: \"\u00e9\", near: \"caf\u00e9 =\""));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("syntaxErrors")
    void syntaxErrorsNameTheTokenAndWhatIsNearIt(String expression, String detail) {
        assertThat(messageOf(expression, null, VALUES)).isEqualTo(PREFIX + detail);
    }

    static Stream<Arguments> semanticErrors() {
        return Stream.of(
                refused("((a = :v))", "The expression has redundant parentheses;"),
                refused("a = ((:v))", "The expression has redundant parentheses;"),
                refused("((a)) = :v", "The expression has redundant parentheses;"),
                refused("((c = :v) AND ((d = :v)))", "The expression has redundant parentheses;"),
                refused("NOT ((a = :v))", "The expression has redundant parentheses;"),
                refused("dog(a) = :v", "Invalid function name; function: dog"),
                refused("ATTRIBUTE_EXISTS(a)", "Invalid function name; function: ATTRIBUTE_EXISTS"),
                refused("BEGINS_WITH(a, :v)", "Invalid function name; function: BEGINS_WITH"),
                refused("size(a)", "The function is not allowed to be used this way in an expression; function: size"),
                refused("NOT size(a)",
                        "The function is not allowed to be used this way in an expression; function: size"),
                refused("size(a) AND b = :v",
                        "The function is not allowed to be used this way in an expression; function: size"),
                refused("begins_with(a, :v) = :t",
                        "The function is not allowed to be used this way in an expression; function: begins_with"),
                refused("attribute_exists(a) < :n",
                        "The function is not allowed to be used this way in an expression; function: attribute_exists"),
                refused("contains(begins_with(a, :v), :v)",
                        "The function is not allowed to be used this way in an expression; function: begins_with"),
                refused("if_not_exists(a, :v) = :v",
                        "The function is not allowed to be used this way in an expression; function: if_not_exists"),
                refused("list_append(a, :l) = :l",
                        "The function is not allowed to be used this way in an expression; function: list_append"),
                refused("size(a, b) = :n", "Incorrect number of operands for operator or function; "
                        + "operator or function: size, number of operands: 2"),
                refused("begins_with(a)", "Incorrect number of operands for operator or function; "
                        + "operator or function: begins_with, number of operands: 1"),
                refused("attribute_exists(a, b)", "Incorrect number of operands for operator or function; "
                        + "operator or function: attribute_exists, number of operands: 2"),
                refused("attribute_exists(:v)",
                        "Operator or function requires a document path; operator or function: attribute_exists"),
                refused("attribute_not_exists(size(a))",
                        "Operator or function requires a document path; operator or function: attribute_not_exists"),
                refused("begins_with(a, :n)", "Incorrect operand type for operator or function; "
                        + "operator or function: begins_with, operand type: N"),
                refused("begins_with(a, :t)", "Incorrect operand type for operator or function; "
                        + "operator or function: begins_with, operand type: BOOL"),
                refused("begins_with(size(a), :v)", "Incorrect operand type for operator or function; "
                        + "operator or function: begins_with, operand type: N"),
                refused("attribute_type(a, :n)", "Incorrect operand type for operator or function; "
                        + "operator or function: attribute_type, operand type: N"),
                refused("attribute_type(a, b)", "Incorrect operand type for operator or function; "
                        + "operator or function: attribute_type, operand type: " + ANY_TYPE),
                refused("attribute_type(a, :v)",
                        "Invalid attribute type name found; type: x, valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}"),
                refused("size(:n) = :n", "Incorrect operand type for operator or function; "
                        + "operator or function: size, operand type: N"),
                refused("size(:t) = :n", "Incorrect operand type for operator or function; "
                        + "operator or function: size, operand type: BOOL"),
                refused("size(:null) = :n", "Incorrect operand type for operator or function; "
                        + "operator or function: size, operand type: NULL"),
                refused("a < :l", "Incorrect operand type for operator or function; "
                        + "operator or function: <, operand type: L"),
                refused(":l >= a", "Incorrect operand type for operator or function; "
                        + "operator or function: >=, operand type: L"),
                refused("a <= :m", "Incorrect operand type for operator or function; "
                        + "operator or function: <=, operand type: M"),
                refused("a > :ss", "Incorrect operand type for operator or function; "
                        + "operator or function: >, operand type: SS"),
                refused("a < :t", "Incorrect operand type for operator or function; "
                        + "operator or function: <, operand type: BOOL"),
                refused("a > :null", "Incorrect operand type for operator or function; "
                        + "operator or function: >, operand type: NULL"),
                refused("a BETWEEN :t AND :t", "Incorrect operand type for operator or function; "
                        + "operator or function: BETWEEN, operand type: BOOL"),
                refused(":m BETWEEN a AND b", "Incorrect operand type for operator or function; "
                        + "operator or function: BETWEEN, operand type: M"),
                refused("a = a", "The first operand must be distinct from the remaining operands for this operator "
                        + "or function; operator: =, first operand: [a]"),
                refused("a.b[0] <> a.b[0]", "The first operand must be distinct from the remaining operands for "
                        + "this operator or function; operator: <>, first operand: [a, b, [0]]"),
                refused("contains(a, a)", "The first operand must be distinct from the remaining operands for this "
                        + "operator or function; operator: contains, first operand: [a]"),
                refused("#x = :undefined", "An expression attribute name used in the document path is not defined; "
                        + "attribute name: #x"),
                refused("a = :undefined", "An expression attribute value used in expression is not defined; "
                        + "attribute value: :undefined"),
                refused(":undefined = #x", "An expression attribute value used in expression is not defined; "
                        + "attribute value: :undefined"),
                refused("a.#inner = :v", "An expression attribute name used in the document path is not defined; "
                        + "attribute name: #inner"),
                refused("status = :v", "Attribute name is a reserved keyword; reserved keyword: status"),
                refused("Status = :v", "Attribute name is a reserved keyword; reserved keyword: Status"),
                refused("a.name = :v", "Attribute name is a reserved keyword; reserved keyword: name"),
                refused("status = :undefined", "Attribute name is a reserved keyword; reserved keyword: status"),
                refused("dog(status)", "Invalid function name; function: dog"),
                refused("a" + ".b".repeat(32) + " = :v",
                        "The document path has too many nesting levels; nesting levels: 33"));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @MethodSource("semanticErrors")
    void semanticErrorsUseDynamoDbMessages(String expression, String detail) {
        assertThat(messageOf(expression, null, VALUES)).isEqualTo(PREFIX + detail);
    }

    static Stream<Arguments> betweenBounds() {
        return Stream.of(
                Arguments.of(values(":lo", n("5"), ":hi", n("1")), "The BETWEEN operator requires upper bound to be "
                        + "greater than or equal to lower bound; lower bound operand: AttributeValue: {N:5}, upper "
                        + "bound operand: AttributeValue: {N:1}"),
                Arguments.of(values(":lo", n("1E2"), ":hi", n("99")), "The BETWEEN operator requires upper bound to "
                        + "be greater than or equal to lower bound; lower bound operand: AttributeValue: {N:1E2}, "
                        + "upper bound operand: AttributeValue: {N:99}"),
                Arguments.of(values(":lo", s("b"), ":hi", s("a")), "The BETWEEN operator requires upper bound to be "
                        + "greater than or equal to lower bound; lower bound operand: AttributeValue: {S:b}, upper "
                        + "bound operand: AttributeValue: {S:a}"),
                Arguments.of(values(":lo", s("\uD83D\uDE00"), ":hi", s("\uFFFD")), "The BETWEEN operator requires "
                        + "upper bound to be greater than or equal to lower bound; lower bound operand: "
                        + "AttributeValue: {S:\uD83D\uDE00}, upper bound operand: AttributeValue: {S:\uFFFD}"),
                Arguments.of(values(":lo", b(0x80), ":hi", b(0x7F)), "The BETWEEN operator requires upper bound to "
                        + "be greater than or equal to lower bound; lower bound operand: AttributeValue: {B:gA==}, "
                        + "upper bound operand: AttributeValue: {B:fw==}"),
                Arguments.of(values(":lo", n("1"), ":hi", s("a")), "The BETWEEN operator requires same data type "
                        + "for lower and upper bounds; lower bound operand: AttributeValue: {N:1}, upper bound "
                        + "operand: AttributeValue: {S:a}"));
    }

    @ParameterizedTest(name = "[{index}] {1}")
    @MethodSource("betweenBounds")
    void betweenRefusesBoundsInTheWrongOrderOrOfDifferentTypes(Map<String, AttributeValue> values, String detail) {
        assertThat(messageOf("a BETWEEN :lo AND :hi", null, values)).isEqualTo(PREFIX + detail);
    }

    @Test
    void betweenAcceptsEqualBoundsAndBoundsGivenAsPaths() {
        assertThatNoException().isThrownBy(() -> ConditionExpression.parse("a BETWEEN :lo AND :hi", null,
                values(":lo", n("1E1"), ":hi", n("10"))));
        assertThatNoException().isThrownBy(() -> ConditionExpression.parse("a BETWEEN b AND :hi", null,
                values(":hi", s("a"))));
    }

    @Test
    void inRefusesMoreThanOneHundredOperands() {
        StringBuilder list = new StringBuilder();
        Map<String, AttributeValue> vals = new LinkedHashMap<>();
        for (int i = 0; i < 100; i++) {
            list.append(i == 0 ? "" : ", ").append(":v").append(i);
            vals.put(":v" + i, n(Integer.toString(i)));
        }
        assertThat(messageOf("a IN (" + list + ")", null, vals)).isEqualTo(PREFIX
                + "The IN operator is provided with too many operands; number of operands: 101");
    }

    @Test
    void emptyAndOversizedExpressionsAreRefused() {
        assertThat(messageOf("", null, null)).isEqualTo(PREFIX + "The expression can not be empty;");
        String fits = "a".repeat(4096 - 5) + " = :v";
        assertThatNoException().isThrownBy(() -> ConditionExpression.parse(fits, null, values(":v", s("x"))));
        String over = "\u00e9".repeat(2049);
        assertThat(messageOf(over, null, null)).isEqualTo(PREFIX
                + "Expression size has exceeded the maximum allowed size; expression size: 4098");
    }

    @Test
    void thirtyTwoNestingLevelsAreAllowed() {
        assertThatNoException().isThrownBy(() -> ConditionExpression.parse("a" + ".b".repeat(31) + " = :v", null,
                values(":v", s("x"))));
    }

    @Test
    void reservedWordsAreFineBehindAPlaceholder() {
        ConditionExpression e = ConditionExpression.parse("#s = :v", names("#s", "status"), values(":v", s("x")));
        assertThat(e.test(Fixtures.item("status", s("x")))).isTrue();
    }

    static Stream<Arguments> placeholderDefinitions() {
        return Stream.of(
                Arguments.of(names("x", "a"), values(":v", s("x")),
                        "ExpressionAttributeNames contains invalid key: Syntax error; key: \"x\""),
                Arguments.of(names("#a-b", "a"), values(":v", s("x")),
                        "ExpressionAttributeNames contains invalid key: Syntax error; key: \"#a-b\""),
                Arguments.of(null, values("v", s("x")),
                        "ExpressionAttributeValues contains invalid key: Syntax error; key: \"v\""),
                Arguments.of(null, values(":v", n("b")), "ExpressionAttributeValues contains invalid value: "
                        + "The parameter cannot be converted to a numeric value: b for key :v"),
                Arguments.of(null, values(":v", n("123456789012345678901234567890123456789")),
                        "ExpressionAttributeValues contains invalid value: Attempting to store more than 38 "
                                + "significant digits in a Number for key :v"),
                Arguments.of(null, values(":v", n("1E126")), "ExpressionAttributeValues contains invalid value: "
                        + "Number overflow. Attempting to store a number with magnitude larger than supported range "
                        + "for key :v"),
                Arguments.of(null, values(":v", l(m("deep", n("x1")))), "ExpressionAttributeValues contains invalid "
                        + "value: The parameter cannot be converted to a numeric value: x1 for key :v"),
                Arguments.of(null, values(":v", ss()), "ExpressionAttributeValues contains invalid value: "
                        + "One or more parameter values were invalid: An string set  may not be empty for key :v"),
                Arguments.of(null, values(":v", ns()), "ExpressionAttributeValues contains invalid value: "
                        + "One or more parameter values were invalid: An number set  may not be empty for key :v"),
                Arguments.of(null, values(":v", ns("1", "1.0")), "ExpressionAttributeValues contains invalid value: "
                        + "Input collection contains duplicates for key :v"),
                Arguments.of(null, values(":v", ss("a", "a")), "ExpressionAttributeValues contains invalid value: "
                        + "One or more parameter values were invalid: Input collection [a, a] contains duplicates. "
                        + "for key :v"),
                Arguments.of(null, values(":v", new AttributeValue.BS(java.util.List.of())),
                        "ExpressionAttributeValues contains invalid value: One or more parameter values were "
                                + "invalid: Binary sets should not be empty for key :v"));
    }

    @ParameterizedTest(name = "[{index}] {2}")
    @MethodSource("placeholderDefinitions")
    void placeholderDefinitionsAreCheckedBeforeTheExpression(Map<String, String> names,
                                                             Map<String, AttributeValue> values, String message) {
        assertThat(messageOf("a = :v", names, values)).isEqualTo(message);
    }

    @Test
    void filterExpressionErrorsNameFilterExpression() {
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> ConditionExpression.parseFilter("status = :v", null, values(":v", s("x"))));
        assertThat(e.getMessage()).isEqualTo(
                "Invalid FilterExpression: Attribute name is a reserved keyword; reserved keyword: status");
        assertThat(e.kind()).contains(ExpressionKind.FILTER);
    }

    @Test
    void errorsPointAtTheirColumn() {
        ExpressionException syntax = catchThrowableOfType(ExpressionException.class,
                () -> ConditionExpression.parse("a = :v AND b != :v", null, values(":v", s("x"))));
        assertThat(syntax.column()).isEqualTo(14);
        ExpressionException reserved = catchThrowableOfType(ExpressionException.class,
                () -> ConditionExpression.parse("a = :v AND x.status = :v", null, values(":v", s("x"))));
        assertThat(reserved.column()).isEqualTo(14);
        ExpressionException empty = catchThrowableOfType(ExpressionException.class,
                () -> ConditionExpression.parse("", null, null));
        assertThat(empty.column()).isZero();
    }
}
