package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.UpdateFixtures.n;
import static dev.tablesmith.engine.expr.UpdateFixtures.s;
import static dev.tablesmith.engine.expr.UpdateFixtures.values;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Which error an UpdateExpression with several faults gets, as dynalite {@code test/updateItem.js} recorded it
 * (older evidence, written against DynamoDB): reserved words, function names, repeated sections, undefined names,
 * undefined values, overlapping paths, conflicting paths, ADD and DELETE value types, and last the operands of
 * functions and of {@code +} and {@code -} (their count, a document path where one is needed, their types).
 */
class UpdateCheckOrderFidelityTest {
    private static final Map<String, String> NAMES = Map.of("#a", "a", "#b", "b");
    private static final Map<String, AttributeValue> VALUES = values(":a", s("a"), ":b", s("a"));

    private static void fails(String text, Map<String, String> names, Map<String, AttributeValue> values,
            String message) {
        assertThatThrownBy(() -> UpdateExpression.parse(text, names, values)).hasMessage(message);
    }

    /** dynalite updateItem.js "overlapping paths": set d[1] = a, d.b = a, c[1].a = a, #c = if_not_exists(a). */
    @Test
    void anOverlapIsReportedBeforeAFunctionWithTooFewOperands() {
        fails("set d[1] = a, d.b = a, c[1].a = a, #c = if_not_exists(a)", Map.of("#c", "c"), Map.of(),
                "Invalid UpdateExpression: Two document paths overlap with each other; must remove or rewrite one of "
                        + "these paths; path one: [c, [1], a], path two: [c]");
    }

    /** dynalite updateItem.js "conflicting paths": remove a.#c set a[1] = #d, with a function beside it. */
    @Test
    void aConflictIsReportedBeforeAFunctionWithTooFewOperands() {
        fails("remove a.#c set a[1] = if_not_exists(b)", Map.of("#c", "c"), Map.of(),
                "Invalid UpdateExpression: Two document paths conflict with each other; must remove or rewrite one "
                        + "of these paths; path one: [a, c], path two: [a, [1]]");
    }

    /**
     * dynalite updateItem.js "incorrect types in UpdateExpression": set b = list_append(:a, a), c = if_not_exists(a)
     * add a.b :a with :a a string is the ADD error, not list_append's operand type nor if_not_exists' operand count.
     */
    @Test
    void addAndDeleteValueTypesAreReportedBeforeFunctionOperands() {
        fails("set b = list_append(:a, a), c = if_not_exists(a) add a.b :a", Map.of(), values(":a", s("a")),
                "Invalid UpdateExpression: Incorrect operand type for operator or function; operator: ADD, operand "
                        + "type: STRING");
        fails("set b = :a + :n delete a.b :n", Map.of(), values(":a", s("a"), ":n", n("1")),
                "Invalid UpdateExpression: Incorrect operand type for operator or function; operator: DELETE, "
                        + "operand type: NUMBER");
    }

    /** dynalite updateItem.js "undefined attribute names": SET #c = if_not_exists(:c). */
    @Test
    void anUndefinedNameIsReportedBeforeAnUndefinedValueAndTheFunctionOperands() {
        fails("SET #c = if_not_exists(:c)", NAMES, VALUES, "Invalid UpdateExpression: An expression attribute name "
                + "used in the document path is not defined; attribute name: #c");
    }

    /** dynalite updateItem.js "undefined attribute values": SET #a = if_not_exists(:c). */
    @Test
    void anUndefinedValueIsReportedBeforeTheFunctionOperands() {
        fails("SET #a = if_not_exists(:c)", NAMES, VALUES, "Invalid UpdateExpression: An expression attribute value "
                + "used in expression is not defined; attribute value: :c");
    }

    /** dynalite updateItem.js "multiple sections": set a = #c set c = :d. */
    @Test
    void aRepeatedSectionIsReportedBeforeUndefinedPlaceholders() {
        fails("set a = #c set c = :d", NAMES, VALUES,
                "Invalid UpdateExpression: The \"SET\" section can only be used once in an update expression;");
    }

    /** dynalite updateItem.js "invalid functions": set #c = if_not_exist(:c) set c = d. */
    @Test
    void anUnknownFunctionIsReportedBeforeARepeatedSection() {
        fails("set #c = if_not_exist(:c) set c = d", NAMES, VALUES,
                "Invalid UpdateExpression: Invalid function name; function: if_not_exist");
    }

    /** dynalite updateItem.js "reserved keywords": set #c = :c set abOrt = true. */
    @Test
    void aReservedWordIsReportedFirst() {
        fails(" set #c = :c set abOrt = true ", NAMES, VALUES,
                "Invalid UpdateExpression: Attribute name is a reserved keyword; reserved keyword: abOrt");
    }
}
