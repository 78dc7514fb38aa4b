package dev.tablesmith.differential;


import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Scans of the generated tables and their indexes, with filters (a Scan may filter on key attributes),
 * projections, {@code Select=COUNT} and Limit with pagination. Scan order is hash order, which DynamoDB does not
 * define, so the items of all pages are compared as a multiset, with the total Count and each page's ScannedCount
 * and LastEvaluatedKey presence ({@link ResultOrder#unordered()}).
 */
@ExtendWith({MotoServerExtension.class, DesignEndpointExtension.class})
class ScanDifferentialTest {
    private static final String STRINGS = GeneratedData.STRINGS_TABLE;
    private static final String NUMBERS = GeneratedData.NUMBERS_TABLE;
    private static MotoSide moto;
    private static EngineSide engine;
    private static ServeSide endpoint;

    @BeforeAll
    static void load(DynamoDbClient client, ServeSide served) {
        moto = LoadedTables.moto(client, GeneratedData.strings(), GeneratedData.numberKeys());
        engine = LoadedTables.engine(GeneratedData.strings(), GeneratedData.numberKeys());
        endpoint = LoadedTables.served(served, GeneratedData.strings(), GeneratedData.numberKeys());
    }

    static List<ScanRequest> scans() {
        Random random = new Random(7003);
        int all = GeneratedData.strings().items().size();
        List<ScanRequest> scans = new ArrayList<>();
        scans.add(ScanBuilder.on(STRINGS).limit(400).build());
        scans.add(ScanBuilder.on(STRINGS).filter(ExpressionParts.of("kind = :k").value(":k", s("gamma"))).limit(500)
                .build());
        scans.add(ScanBuilder.on(STRINGS).filter(Filters.random(random)).projection(Projections.random(random))
                .limit(700).build());
        scans.add(ScanBuilder.on(STRINGS).filter(Filters.random(random)).select(Select.COUNT).build());
        scans.add(ScanBuilder.on(STRINGS).filter(ExpressionParts.of("begins_with(SK, :p) AND PK <> :x")
                .value(":p", s("ORDER")).value(":x", s("BIG#1"))).build());
        scans.add(ScanBuilder.on(STRINGS).limit(all).select(Select.COUNT).build());
        scans.add(ScanBuilder.on(STRINGS).index("GSI1").projection(ExpressionParts.of("GSI1PK, GSI1SK, price"))
                .limit(500).build());
        scans.add(ScanBuilder.on(STRINGS).index("GSI2").build());
        scans.add(ScanBuilder.on(STRINGS).index("GSI2").filter(Filters.random(random)).limit(40).build());
        scans.add(ScanBuilder.on(STRINGS).index("LSI1").limit(400).build());
        scans.add(ScanBuilder.on(NUMBERS).limit(100).build());
        scans.add(ScanBuilder.on(NUMBERS).index("ByBucket").build());
        scans.add(ScanBuilder.on(NUMBERS).filter(ExpressionParts.of("amount >= :z AND #bk IN (:b0, :b1)").name("#bk", "bucket")
                .value(":z", dev.tablesmith.model.AttributeValue.n(0)).value(":b0", dev.tablesmith.model.AttributeValue.n(0))
                .value(":b1", dev.tablesmith.model.AttributeValue.n("1.0"))).build());
        return scans;
    }

    @Test
    void generatedTablesStayWellBelowOneMegabyteSoNoPageStopsAtTheSizeLimit() {
        // MotoDifference.PAGE_SIZE_LIMIT_MEASURED_DIFFERENTLY: moto measures sizes its own way, so a page must never
        // come near 1 MB for the comparison to be about Limit and filters alone.
        for (Dataset data : List.of(GeneratedData.strings(), GeneratedData.numberKeys())) {
            long bytes = data.items().stream().mapToLong(ItemSize::of).sum();
            assertThat(bytes).as(data.tableName()).isLessThan(700_000);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scans")
    void scanGivesMotosItemsInSomeOrder(ScanRequest scan) {
        Differential.scan(engine, moto, endpoint, scan);
    }
}
