package dev.tablesmith.differential;


import static dev.tablesmith.model.AttributeValue.b;
import static dev.tablesmith.model.AttributeValue.n;

import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.model.AttributeValue;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Queries on the number-keyed table ({@link GeneratedData#numberKeys()}): every partition is asked for with a
 * spelling of its key that may differ from the spellings its items were written with, and its binary sort keys
 * are ranged over with high-bit bytes. {@code ByBucket} has no sort key, so each of its partitions is one tie.
 */
@ExtendWith({MotoServerExtension.class, DesignEndpointExtension.class})
class NumberKeyDifferentialTest {
    private static final String TABLE = GeneratedData.NUMBERS_TABLE;
    private static MotoSide moto;
    private static EngineSide engine;
    private static ServeSide endpoint;

    @BeforeAll
    static void load(DynamoDbClient client, ServeSide served) {
        moto = LoadedTables.moto(client, GeneratedData.numberKeys());
        engine = LoadedTables.engine(GeneratedData.numberKeys());
        endpoint = LoadedTables.served(served, GeneratedData.numberKeys());
    }

    static List<QueryCase> queries() {
        Random random = new Random(7005);
        List<QueryCase> cases = new ArrayList<>();
        for (List<String> spellings : EdgeValues.NUMBER_KEYS) {
            AttributeValue pk = n(StringTableCases.pick(random, spellings));
            int size = GeneratedData.numberKeys().partitions().get(ComparableForm.value(pk, true)).size();
            cases.add(exact(base(pk)));
            cases.add(exact(base(pk).reverse().limit(StringTableCases.pageLimit(random, size))));
            cases.add(exact(base(pk).key("PK = :pk AND begins_with(SK, :v)").value(":v",
                    b(EdgeValues.bytes(List.of(0x00, 0x7F, 0x80, 0xFF).get(random.nextInt(4)))))));
            cases.add(exact(base(pk).key("PK = :pk AND SK > :v").value(":v", b(EdgeValues.bytes(0x7F)))
                    .forward(random.nextBoolean())));
            cases.add(exact(base(pk).key("PK = :pk AND SK BETWEEN :lo AND :hi").value(":lo", b(EdgeValues.bytes(0x00)))
                    .value(":hi", b(EdgeValues.bytes(0x80))).limit(random.nextBoolean() ? null : 4)));
            cases.add(exact(base(pk).key("PK = :pk AND SK <= :v").value(":v", b(EdgeValues.randomBinary(random)))
                    .filter(ExpressionParts.of("amount < :a").value(":a", n(EdgeValues.randomNumber(random))))
                    .projection(ExpressionParts.of("label, amount"))));
        }
        List<String> bucketKeys = GeneratedData.numberKeys().indexKeyNames("ByBucket");
        for (String bucket : List.of("0", "1E0", "2.0", "3", "4", "5.000")) {
            cases.add(ties(byBucket(bucket), bucketKeys));
            cases.add(ties(byBucket(bucket).limit(20 + random.nextInt(20)).reverse(), bucketKeys));
        }
        return cases;
    }

    /** {@code bucket} is a reserved word, so the key condition names it through a placeholder. */
    private static QueryBuilder byBucket(String bucket) {
        return QueryBuilder.on(TABLE).index("ByBucket").key("#bk = :b").name("#bk", "bucket").value(":b", n(bucket));
    }

    private static QueryBuilder base(AttributeValue pk) {
        return QueryBuilder.on(TABLE).key("PK = :pk").value(":pk", pk);
    }

    private static QueryCase exact(QueryBuilder builder) {
        QueryRequest request = builder.build();
        return new QueryCase(Describe.query(request), request, ResultOrder.exact());
    }

    private static QueryCase ties(QueryBuilder builder, List<String> keys) {
        QueryRequest request = builder.build();
        return new QueryCase(Describe.query(request), request, ResultOrder.tiesUnordered(keys));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("queries")
    void queryOnNumberAndBinaryKeysGivesMotosItems(QueryCase query) {
        Differential.query(engine, moto, endpoint, query);
    }
}
