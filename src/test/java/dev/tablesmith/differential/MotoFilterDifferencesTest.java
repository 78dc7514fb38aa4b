package dev.tablesmith.differential;


import static dev.tablesmith.differential.DifferenceChecks.motoFailsWithServerError;
import static dev.tablesmith.differential.DifferenceChecks.sortKeys;
import static dev.tablesmith.model.AttributeValue.b;
import static dev.tablesmith.model.AttributeValue.bool;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.nul;
import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.request.QueryRequest;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The {@link MotoDifference}s in evaluating FilterExpressions, on partition {@code p} of
 * {@link DifferenceTables#main()} (items a: v=0, t=1, s="é𝄞", b=0x800102; b: v=1, t=true, zz=NULL; c: v=-1;
 * d: s="abc"). Each test shows moto's answer, then checks the engine's, which is DynamoDB's. Test names start with
 * the difference's name.
 */
@ExtendWith(MotoServerExtension.class)
class MotoFilterDifferencesTest {
    private static MotoSide moto;
    private static EngineSide engine;

    @BeforeAll
    static void load(DynamoDbClient client) {
        moto = LoadedTables.moto(client, DifferenceTables.main());
        engine = LoadedTables.engine(DifferenceTables.main());
    }

    private static QueryRequest filtered(ExpressionParts filter) {
        return QueryBuilder.on(DifferenceTables.MAIN).key("PK = :pk").value(":pk", s("p")).filter(filter).build();
    }

    @Test
    void betweenFilterSkipsZeroInMotoButNotInTheEngine() {
        QueryRequest request = filtered(ExpressionParts.of("v BETWEEN :lo AND :hi").value(":lo", n(-1)).value(":hi",
                n(1)));
        assertThat(sortKeys(moto.query(request))).containsExactly("b", "c");
        assertThat(sortKeys(engine.query(request))).containsExactly("a", "b", "c");
    }

    @Test
    void missingAttributeEqualsNullInMotoButNotInTheEngine() {
        QueryRequest request = filtered(ExpressionParts.of("zz = :null").value(":null", nul()));
        assertThat(sortKeys(moto.query(request))).containsExactly("a", "b", "c", "d");
        assertThat(sortKeys(engine.query(request))).containsExactly("b");
    }

    @Test
    void notEqualOfTwoMissingAttributesIsFalseInMotoAndTrueInTheEngine() {
        QueryRequest request = filtered(ExpressionParts.of("nope1 <> nope2"));
        assertThat(sortKeys(moto.query(request))).isEmpty();
        assertThat(sortKeys(engine.query(request))).containsExactly("a", "b", "c", "d");
    }

    @Test
    void sizeOfMissingOrNumberFailsInMotoAndIsFalseInTheEngine() {
        QueryRequest missing = filtered(ExpressionParts.of("size(nope) > :z").value(":z", n(0)));
        QueryRequest number = filtered(ExpressionParts.of("attribute_exists(v) AND size(v) > :z").value(":z", n(0)));
        motoFailsWithServerError(() -> moto.query(missing));
        motoFailsWithServerError(() -> moto.query(number));
        assertThat(sortKeys(engine.query(missing))).isEmpty();
        assertThat(sortKeys(engine.query(number))).isEmpty();
    }

    @Test
    void sizeCountsCodePointsInMotoAndUtf16CodeUnitsInTheEngine() {
        QueryRequest three = filtered(ExpressionParts.of("attribute_exists(s) AND size(s) = :n").value(":n", n(3)));
        QueryRequest two = filtered(ExpressionParts.of("attribute_exists(s) AND size(s) = :n").value(":n", n(2)));
        assertThat(sortKeys(moto.query(two))).containsExactly("a");
        assertThat(sortKeys(moto.query(three))).containsExactly("d");
        assertThat(sortKeys(engine.query(three))).containsExactly("a", "d");
        assertThat(sortKeys(engine.query(two))).isEmpty();
    }

    @Test
    void binaryBeginsWithAndContainsFalseInMotoAreComparedByteForByteByTheEngine() {
        QueryRequest beginsWith = filtered(ExpressionParts.of("begins_with(b, :p)").value(":p",
                b(EdgeValues.bytes(0x80))));
        QueryRequest contains = filtered(ExpressionParts.of("contains(b, :c)").value(":c",
                b(EdgeValues.bytes(0x01, 0x02))));
        assertThat(sortKeys(moto.query(beginsWith))).isEmpty();
        assertThat(sortKeys(moto.query(contains))).isEmpty();
        assertThat(sortKeys(engine.query(beginsWith))).containsExactly("a");
        assertThat(sortKeys(engine.query(contains))).containsExactly("a");
    }

    @Test
    void mixedTypeOrderingFailsInMotoAndIsFalseInTheEngine() {
        QueryRequest request = filtered(ExpressionParts.of("s < :n").value(":n", n(1)));
        motoFailsWithServerError(() -> moto.query(request));
        assertThat(sortKeys(engine.query(request))).isEmpty();
    }

    @Test
    void boolEqualsNumberInMotoButNotInTheEngine() {
        QueryRequest equalsTrue = filtered(ExpressionParts.of("t = :true").value(":true", bool(true)));
        QueryRequest equalsOne = filtered(ExpressionParts.of("t = :one").value(":one", n(1)));
        assertThat(sortKeys(moto.query(equalsTrue))).containsExactly("a", "b");
        assertThat(sortKeys(moto.query(equalsOne))).containsExactly("a", "b");
        assertThat(sortKeys(engine.query(equalsTrue))).containsExactly("b");
        assertThat(sortKeys(engine.query(equalsOne))).containsExactly("a");
    }
}
