package dev.tablesmith.engine.expr;

import static dev.tablesmith.engine.expr.Fixtures.item;
import static dev.tablesmith.engine.expr.Fixtures.names;
import static dev.tablesmith.engine.expr.Fixtures.s;
import static dev.tablesmith.engine.expr.Fixtures.values;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Checks made across all expressions of one request: unused placeholders and filters on key attributes. */
class RequestExpressionsTest {
    private static final IndexSpec TABLE = KeyConditionExpressionTest.STRING_SK;
    private static final IndexSpec GSI1 = new IndexSpec("GSI1", true,
            KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")), KeyConditionExpressionTest.TABLE_KEYS,
            Projection.all());

    private static String queryMessage(IndexSpec index, String key, String filter, String projection,
                                       Map<String, String> names, Map<String, AttributeValue> values) {
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> QueryExpressions.parse(index, key, filter, projection, names, values));
        assertThat(e).isNotNull();
        return e.getMessage();
    }

    @Test
    void queryParsesAllThreeExpressionsAndSharesPlaceholders() {
        QueryExpressions q = QueryExpressions.parse(TABLE, "PK = :pk AND begins_with(SK, :p)", "#s = :s",
                "#s, amount", names("#s", "status"), values(":pk", s("CUST#1"), ":p", s("ORDER#"), ":s", s("OPEN")));
        assertThat(q.keyCondition().beginsWith()).contains(s("ORDER#"));
        assertThat(q.filter().orElseThrow().test(item("status", s("OPEN")))).isTrue();
        assertThat(q.projection().orElseThrow().attributeNames()).containsExactly("status", "amount");
        assertThat(q.placeholders().names()).containsExactly("#s");
        assertThat(q.placeholders().values()).containsExactly(":pk", ":p", ":s");
    }

    @Test
    void aNameUsedOnlyInTheProjectionCountsAsUsed() {
        assertThatNoException().isThrownBy(() -> QueryExpressions.parse(TABLE, "PK = :pk", null, "#c",
                names("#c", "comment"), values(":pk", s("x"))));
    }

    @Test
    void unusedValuesAreRefusedAcrossTheRequest() {
        assertThat(queryMessage(TABLE, "PK = :pk", "a = :a", null, null,
                values(":pk", s("x"), ":a", s("y"), ":x", s("z"), ":y", s("w"))))
                .isEqualTo("Value provided in ExpressionAttributeValues unused in expressions: keys: {:x, :y}");
    }

    @Test
    void unusedNamesAreReportedBeforeUnusedValues() {
        assertThat(queryMessage(TABLE, "PK = :pk", null, null, names("#f2", "x"), values(":pk", s("x"),
                ":unused", s("y"))))
                .isEqualTo("Value provided in ExpressionAttributeNames unused in expressions: keys: {#f2}");
    }

    @Test
    void keyConditionProblemsComeBeforeFilterProblems() {
        assertThat(queryMessage(TABLE, "PK < :pk", "status = :pk", null, null, values(":pk", s("x"))))
                .isEqualTo("Query key condition not supported");
    }

    @Test
    void aFilterMayNotReadTheQueriedKeyAttributes() {
        assertThat(queryMessage(TABLE, "PK = :pk", "a = :a OR SK = :a", null, null,
                values(":pk", s("x"), ":a", s("y"))))
                .isEqualTo("Filter Expression can only contain non-primary key attributes: Primary key attribute: SK");
        assertThat(queryMessage(GSI1, "GSI1PK = :pk", "begins_with(#k, :a)", null, names("#k", "GSI1SK"),
                values(":pk", s("x"), ":a", s("y"))))
                .isEqualTo("Filter Expression can only contain non-primary key attributes: Primary key attribute: "
                        + "GSI1SK");
    }

    @Test
    void aGsiQueryMayFilterOnTheBaseTableKeys() {
        QueryExpressions q = QueryExpressions.parse(GSI1, "GSI1PK = :pk", "PK = :p AND SK > :s", null, null,
                values(":pk", s("x"), ":p", s("CUST#1"), ":s", s("A")));
        assertThat(q.filter().orElseThrow().attributeNames()).containsExactly("PK", "SK");
    }

    @Test
    void aMultiAttributeIndexRefusesFiltersOnAnyOfItsKeyAttributes() {
        assertThat(queryMessage(KeyConditionExpressionTest.MULTI, "h1 = :a AND h2 = :b", "r2 = :b", null, null,
                values(":a", s("t"), ":b", Fixtures.n("1"))))
                .isEqualTo("Filter Expression can only contain non-primary key attributes: Primary key attribute: r2");
    }

    @Test
    void scanMayFilterOnKeysButStillRefusesUnusedPlaceholders() {
        ScanExpressions scan = ScanExpressions.parse("PK = :pk", "SK", null, values(":pk", s("x")));
        assertThat(scan.filter()).isPresent();
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> ScanExpressions.parse(null, "SK", names("#a", "a"), null));
        assertThat(e.getMessage())
                .isEqualTo("Value provided in ExpressionAttributeNames unused in expressions: keys: {#a}");
        assertThat(e.kind()).isEmpty();
    }

    @Test
    void placeholderDefinitionsAreCheckedBeforeAnyExpression() {
        assertThat(queryMessage(TABLE, "PK < :pk", null, null, names("bad", "x"), values(":pk", s("x"))))
                .isEqualTo("ExpressionAttributeNames contains invalid key: Syntax error; key: \"bad\"");
    }

    @Test
    void aSingleConditionExpressionCanBeCheckedForUnusedPlaceholders() {
        Map<String, String> names = names("#a", "a", "#b", "b");
        Map<String, AttributeValue> values = values(":v", s("x"));
        ConditionExpression c = ConditionExpression.parse("#a = :v", names, values);
        assertThat(c.placeholders().unusedNames(names)).containsExactly("#b");
        assertThat(c.placeholders().unusedValues(values)).isEmpty();
        ExpressionException e = catchThrowableOfType(ExpressionException.class,
                () -> c.placeholders().requireAllUsed(names, values));
        assertThat(e.getMessage())
                .isEqualTo("Value provided in ExpressionAttributeNames unused in expressions: keys: {#b}");
    }

    @Test
    void usagesCombine() {
        PlaceholderUsage a = new PlaceholderUsage(java.util.Set.of("#a"), java.util.Set.of(":a"));
        PlaceholderUsage b = new PlaceholderUsage(java.util.Set.of("#b"), java.util.Set.of(":a", ":b"));
        PlaceholderUsage all = PlaceholderUsage.combine(List.of(a, b));
        assertThat(all.names()).containsExactlyInAnyOrder("#a", "#b");
        assertThat(all.values()).containsExactlyInAnyOrder(":a", ":b");
        assertThatNoException().isThrownBy(() -> all.requireAllUsed(names("#a", "x", "#b", "y"),
                values(":a", s("1"), ":b", s("2"))));
    }
}
