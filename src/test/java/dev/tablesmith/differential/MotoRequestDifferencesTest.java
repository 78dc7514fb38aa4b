package dev.tablesmith.differential;

import static dev.tablesmith.differential.DifferenceChecks.engineRefuses;
import static dev.tablesmith.differential.DifferenceChecks.motoFailsWithServerError;
import static dev.tablesmith.differential.DifferenceChecks.motoRefuses;
import static dev.tablesmith.differential.DifferenceChecks.sortKeys;
import static dev.tablesmith.model.AttributeValue.l;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.live.SdkRequests;
import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The {@link MotoDifference}s in request handling, keys, paging, capacity and number form: each test first shows
 * what moto does (so a moto upgrade that changes it is noticed) and then checks that the engine does what DynamoDB
 * does. Test names start with the difference's name.
 */
@ExtendWith(MotoServerExtension.class)
class MotoRequestDifferencesTest {
    private static final String TABLE = DifferenceTables.MAIN;
    private static MotoSide moto;
    private static EngineSide engine;

    @BeforeAll
    static void load(DynamoDbClient client) {
        moto = LoadedTables.moto(client, DifferenceTables.main(), DifferenceTables.wrongType(),
                DifferenceTables.numberSortKey());
        engine = LoadedTables.engine(DifferenceTables.main(), DifferenceTables.wrongType(),
                DifferenceTables.numberSortKey());
    }

    private static QueryBuilder partitionP() {
        return QueryBuilder.on(TABLE).key("PK = :pk").value(":pk", s("p"));
    }

    @Test
    void reversedBetweenAcceptedByMotoIsRefusedByTheEngine() {
        QueryRequest request = QueryBuilder.on(TABLE).key("PK = :pk AND SK BETWEEN :hi AND :lo").value(":pk", s("p"))
                .value(":hi", s("c")).value(":lo", s("a")).build();
        assertThat(moto.query(request)).singleElement().satisfies(page -> assertThat(page.items()).isEmpty());
        engineRefuses(() -> engine.query(request), "The BETWEEN operator requires upper bound to be greater than or"
                + " equal to lower bound");
    }

    @Test
    void unprojectedGsiAttributeAcceptedByMotoIsRefusedByTheEngine() {
        QueryRequest request = QueryBuilder.on(TABLE).index("GSI2").key("GSI2PK = :g").value(":g", s("none"))
                .projection(ExpressionParts.of("title")).build();
        assertThat(moto.query(request)).singleElement().satisfies(page -> assertThat(page.items()).isEmpty());
        engineRefuses(() -> engine.query(request),
                "One or more parameter values were invalid: Global secondary index GSI2 does not project [title]");
    }

    @Test
    void filterOnKeyAttributeAcceptedByMotoIsRefusedByTheEngine() {
        QueryRequest request = partitionP().filter(ExpressionParts.of("SK > :a").value(":a", s("a"))).build();
        assertThat(sortKeys(moto.query(request))).containsExactly("b", "c", "d");
        engineRefuses(() -> engine.query(request),
                "Filter Expression can only contain non-primary key attributes: Primary key attribute: SK");
    }

    @Test
    void wrongTypeIndexKeyIndexedByMotoIsLeftOutOfTheIndexByTheEngine() {
        String table = DifferenceTables.WRONG_TYPE;
        // moto stored the items; DynamoDB refuses such a write ("Type mismatch for Index Key GSI1SK Expected: S
        // Actual: N IndexName: GSI1"), which is why the engine keeps them out of the index with the reason.
        QueryRequest onlyWrong = QueryBuilder.on(table).index("GSI1").key("GSI1PK = :g").value(":g", s("G#B")).build();
        assertThat(moto.query(onlyWrong).get(0).items()).extracting(i -> i.attributes().get("PK"))
                .containsExactly(s("i4"));
        QueryRequest mixed = QueryBuilder.on(table).index("GSI1").key("GSI1PK = :g").value(":g", s("G#A")).build();
        motoFailsWithServerError(() -> moto.query(mixed));

        assertThat(engine.query(onlyWrong).get(0).items()).isEmpty();
        assertThat(engine.query(mixed).get(0).items()).extracting(i -> i.attributes().get("PK"))
                .containsExactly(s("i1"), s("i2"));
        assertThat(engine.table(table).view("GSI1").excluded()).extracting(e -> e.item().attributes().get("PK"),
                e -> e.reason()).containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple(s("i3"), "GSI1SK is N, index declares S"),
                        org.assertj.core.groups.Tuple.tuple(s("i4"), "GSI1SK is N, index declares S"));
    }

    @Test
    void wrongTypeIndexKeyWriteIsAcceptedByMoto() {
        // The write DynamoDB refuses goes through in moto (shown here directly, not through the dataset loader).
        moto.client().putItem(PutItemRequest.builder().tableName(DifferenceTables.WRONG_TYPE).item(SdkValues.toSdk(
                Map.of("PK", s("i5"), "SK", s("x"), "GSI1PK", s("G#C"), "GSI1SK", n("1"))))
                .build());
        assertThat(moto.client().getItem(b -> b.tableName(DifferenceTables.WRONG_TYPE).key(SdkValues.toSdk(
                Map.of("PK", s("i5"), "SK", s("x"))))).hasItem()).isTrue();
    }

    @Test
    void numbersNotCanonicalInMotoAreCanonicalFromTheEngine() {
        GetItemRequest get = new GetItemRequest(TABLE, Map.of("PK", s("p"), "SK", s("a")), "n1, n2, n3, ns", null,
                null, null);
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> raw = moto.client()
                .getItem(SdkRequests.getItem(new GetItemRequest(TABLE, get.key(), null, null, null, null))).item();
        assertThat(raw.get("n1").n()).isEqualTo("1E2");
        assertThat(raw.get("n2").n()).isEqualTo("12.50");
        assertThat(raw.get("n3").n()).isEqualTo("-0");

        Item item = engine.getItem(get);
        assertThat(item.attributes()).containsEntry("n1", n("100")).containsEntry("n2", n("12.5"))
                .containsEntry("n3", n("0"))
                .containsEntry("ns", new AttributeValue.NS(List.of("5", "100")));
    }

    @Test
    void scanSelectCountReturnsItemsInMotoButOnlyTheCountFromTheEngine() {
        dev.tablesmith.engine.request.ScanRequest scan = ScanBuilder.on(TABLE).select(Select.COUNT).build();
        var motoResponse = moto.client().scan(SdkRequests.scan(scan));
        QueryResponse engineResponse = engine.table(TABLE).scan(scan);
        assertThat(motoResponse.items()).isNotEmpty().hasSize(motoResponse.count());
        assertThat(engineResponse.items()).isEmpty();
        // (The counts themselves are compared on the generated tables in ScanDifferentialTest; this table holds items
        // moto and DynamoDB store differently, see the other differences.)
        assertThat(engineResponse.count()).isPositive();
    }

    @Test
    void fixedConsumedCapacityInMotoIsComputedFromItemSizesByTheEngine() {
        QueryRequest query = QueryBuilder.on(TABLE).key("PK = :pk").value(":pk", s("big"))
                .capacity(ReturnConsumedCapacity.TOTAL).build();
        double motoQuery = moto.client().query(SdkRequests.query(query)).consumedCapacity().capacityUnits();
        GetItemRequest get = new GetItemRequest(TABLE, Map.of("PK", s("huge"), "SK", s("k00")), null, null, true,
                ReturnConsumedCapacity.TOTAL);
        double motoGet = moto.client().getItem(SdkRequests.getItem(get)).consumedCapacity().capacityUnits();
        assertThat(motoQuery).isEqualTo(1.0);
        assertThat(motoGet).isEqualTo(0.5);

        // DynamoDB: a Query reads the sum of the item sizes rounded up to 4 KB, half a unit per 4 KB when eventually
        // consistent; a strongly consistent GetItem is one unit per 4 KB of its item.
        long partitionBytes = DifferenceTables.main().items().stream()
                .filter(i -> i.attributes().get("PK").equals(s("big"))).mapToLong(ItemSize::of).sum();
        long hugeItemBytes = ItemSize.of(DifferenceTables.main().items().stream()
                .filter(i -> i.attributes().get("PK").equals(s("huge"))).findFirst().orElseThrow());
        assertThat(engine.table(TABLE).query(query).consumedCapacity().total().capacityUnits())
                .isEqualTo(Math.ceil(partitionBytes / 4096.0) * 0.5).isEqualTo(2.0);
        assertThat(engine.table(TABLE).getItem(get).consumedCapacity().total().capacityUnits())
                .isEqualTo(Math.ceil(hugeItemBytes / 4096.0)).isEqualTo(25.0);
    }

    @Test
    void exactLimitWithoutLastEvaluatedKeyInMotoGetsAKeyAndAnEmptyPageFromTheEngine() {
        QueryRequest request = partitionP().limit(4).build();
        List<ReadPage> motoPages = moto.query(request);
        assertThat(motoPages).singleElement().satisfies(page -> {
            assertThat(page.count()).isEqualTo(4);
            assertThat(page.lastEvaluatedKey()).isNull();
        });
        List<ReadPage> enginePages = engine.query(request);
        assertThat(enginePages).hasSize(2);
        assertThat(enginePages.get(0).lastEvaluatedKey()).isEqualTo(Map.of("PK", s("p"), "SK", s("d")));
        assertThat(enginePages.get(1).items()).isEmpty();
        assertThat(enginePages.get(1).lastEvaluatedKey()).isNull();
        assertThat(MotoDifference.withoutTrailingEmptyPage("Limit 4 on 4 items", enginePages, 1)).hasSize(1);
    }

    @Test
    void beginsWithOnNumberSortKeyFailsInMotoAndIsRefusedByTheEngine() {
        QueryRequest request = QueryBuilder.on(DifferenceTables.NUMBER_SORT_KEY).key("PK = :pk AND begins_with(SK, :v)")
                .value(":pk", s("p")).value(":v", n("1")).build();
        motoFailsWithServerError(() -> moto.query(request));
        engineRefuses(() -> engine.query(request), "begins_with");
    }

    @Test
    void unusedValuesAcceptedByMotoAreRefusedByTheEngine() {
        QueryRequest request = partitionP().value(":unused", s("x")).build();
        assertThat(sortKeys(moto.query(request))).containsExactly("a", "b", "c", "d");
        engineRefuses(() -> engine.query(request),
                "Value provided in ExpressionAttributeValues unused in expressions: keys: {:unused}");
    }

    @Test
    void undefinedPlaceholderFailsInMotoAndIsRefusedByTheEngine() {
        QueryRequest value = partitionP().filter("v = :nope").build();
        QueryRequest name = partitionP().filter(ExpressionParts.of("#nope = :x").value(":x", s("x"))).build();
        motoFailsWithServerError(() -> moto.query(value));
        motoFailsWithServerError(() -> moto.query(name));
        engineRefuses(() -> engine.query(value),
                "An expression attribute value used in expression is not defined; attribute value: :nope");
        engineRefuses(() -> engine.query(name),
                "An expression attribute name used in the document path is not defined; attribute name: #nope");
    }

    @Test
    void keyConditionValueTypeNotCheckedByMotoIsRefusedByTheEngine() {
        QueryRequest request = QueryBuilder.on(TABLE).key("PK = :pk").value(":pk", n(1)).build();
        assertThat(moto.query(request)).singleElement().satisfies(page -> assertThat(page.items()).isEmpty());
        engineRefuses(() -> engine.query(request),
                "One or more parameter values were invalid: Condition parameter type does not match schema type");
    }

    @Test
    void unknownIndexIsResourceNotFoundInMotoAndAValidationExceptionFromTheEngine() {
        QueryRequest request = QueryBuilder.on(TABLE).index("NOPE").key("PK = :pk").value(":pk", s("p")).build();
        assertThatThrownBy(() -> moto.query(request)).isInstanceOfSatisfying(MotoSide.MotoRequestFailed.class,
                e -> assertThat(((software.amazon.awssdk.awscore.exception.AwsServiceException) e.getCause())
                        .awsErrorDetails().errorCode()).isEqualTo("ResourceNotFoundException"));
        engineRefuses(() -> engine.query(request), "The table does not have the specified index: NOPE");
    }

    @Test
    void projectedNamePlaceholderWithIndexUnusedInMotoIsProjectedByTheEngine() {
        GetItemRequest get = new GetItemRequest(TABLE, Map.of("PK", s("p"), "SK", s("a")), "#l[1]", Map.of("#l", "l"),
                null, null);
        motoRefuses(() -> moto.getItem(get), "Value provided in ExpressionAttributeNames unused in expressions");
        assertThat(engine.getItem(get)).isEqualTo(new Item(Map.of("l", l(List.of(s("y"))))));
    }

    @Test
    void severalElementsOfOneListProjectedAsOneByMotoAreAllProjectedByTheEngine() {
        GetItemRequest get = new GetItemRequest(TABLE, Map.of("PK", s("p"), "SK", s("a")), "l[2], l[0]", null, null,
                null);
        assertThat(moto.getItem(get)).isEqualTo(new Item(Map.of("l", l(List.of(s("x"))))));
        assertThat(engine.getItem(get)).isEqualTo(new Item(Map.of("l", l(List.of(s("x"), s("z"))))));
    }

    @Test
    void lsiUnprojectedAttributesNotFetchedByMotoAreFetchedFromTheTableByTheEngine() {
        QueryRequest projected = QueryBuilder.on(TABLE).index("LSI1").key("PK = :pk").value(":pk", s("p"))
                .projection("title, SK").build();
        assertThat(moto.query(projected).get(0).items()).containsExactly(new Item(Map.of("SK", s("a"))),
                new Item(Map.of("SK", s("b"))));
        assertThat(engine.query(projected).get(0).items()).containsExactly(new Item(Map.of("SK", s("a"))),
                new Item(Map.of("SK", s("b"), "title", s("second"))));

        QueryRequest all = QueryBuilder.on(TABLE).index("LSI1").key("PK = :pk").value(":pk", s("p"))
                .select(Select.ALL_ATTRIBUTES).build();
        assertThat(moto.query(all).get(0).items()).allSatisfy(i -> assertThat(i.attributes())
                .containsOnlyKeys("PK", "SK", "LSI1SK"));
        Item second = DifferenceTables.main().items().get(1);
        assertThat(engine.query(all).get(0).items()).contains(second);
    }

    @Test
    void pageSizeLimitMeasuredDifferentlyByMotoStillEndsTheEnginesPageNearOneMegabyte() {
        QueryRequest request = QueryBuilder.on(TABLE).key("PK = :pk").value(":pk", s("huge")).build();
        List<ReadPage> motoPages = moto.query(request);
        // moto stops before its running total of its own item sizes passes 1,000,000 bytes: 9 items of 100,008.
        assertThat(motoPages.get(0).count()).isEqualTo(9);
        assertThat(sortKeys(motoPages)).hasSize(12).isSorted();

        List<ReadPage> enginePages = engine.query(request);
        long itemBytes = ItemSize.of(DifferenceTables.main().items().stream()
                .filter(i -> i.attributes().get("PK").equals(s("huge"))).findFirst().orElseThrow());
        ReadPage first = enginePages.get(0);
        assertThat(first.lastEvaluatedKey()).isNotNull();
        assertThat(first.count() * itemBytes).isBetween(1_048_576L - itemBytes, 1_048_576L + itemBytes);
        assertThat(sortKeys(enginePages)).isEqualTo(sortKeys(motoPages));
    }

    @Test
    void motoErrorsAreReportedWithTheRequest() {
        QueryRequest request = QueryBuilder.on("no-such-table").key("PK = :pk").value(":pk", s("p")).build();
        assertThatThrownBy(() -> moto.query(request)).isInstanceOf(MotoSide.MotoRequestFailed.class)
                .hasMessageContaining("moto failed on QueryRequest[tableName=no-such-table");
    }

    @Test
    void continuousBackupsReadyAtOnceInMotoWhereDynamoDbMayStillRefuseTheUpdate(DynamoDbClient client) {
        String table = "pitr-at-once-" + ProcessHandle.current().pid();
        client.createTable(b -> b.tableName(table).billingMode("PAY_PER_REQUEST")
                .attributeDefinitions(a -> a.attributeName("id").attributeType("S"))
                .keySchema(k -> k.attributeName("id").keyType("HASH")));

        var created = client.describeContinuousBackups(b -> b.tableName(table)).continuousBackupsDescription();
        var updated = client.updateContinuousBackups(b -> b.tableName(table)
                .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(true)))
                .continuousBackupsDescription();

        // DynamoDB: ContinuousBackupsUnavailableException for a while after CreateTable (TableDeployerTest
        // covers the retry); moto: backups ENABLED from the start and point-in-time recovery on at the first try.
        assertThat(created.continuousBackupsStatusAsString()).isEqualTo("ENABLED");
        assertThat(created.pointInTimeRecoveryDescription().pointInTimeRecoveryStatusAsString()).isEqualTo("DISABLED");
        assertThat(updated.pointInTimeRecoveryDescription().pointInTimeRecoveryStatusAsString()).isEqualTo("ENABLED");
    }
}
