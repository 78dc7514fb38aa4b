package dev.tablesmith.differential;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The planner's Queries on a GSI with a multi-attribute key (2 partition attributes, a string then a number sort
 * attribute; DynamoDB Developer Guide, "Multi-attribute keys pattern"), run on moto_server and on the engine over
 * the same items: the same items come back in the same order. moto_server accepts such a GSI in CreateTable and
 * answers these Queries; it also refuses a sort attribute skipped before a range ("RANGE key attributes round must
 * have equality conditions specified"), as the planner never asks.
 */
@ExtendWith(MotoServerExtension.class)
class MultiAttributeKeyPlanDifferentialTest {
    private static final Table TABLE = tournament();
    private static MotoSide moto;
    private static EngineSide engine;

    @BeforeAll
    static void load(DynamoDbClient client) {
        List<Item> items = ItemMaterializer.materialize(TABLE).plainItems();
        moto = LoadedTables.moto(client, new Dataset(TABLE, items));
        engine = new EngineSide(Map.of(TABLE.name(), new SimulatedTable(TABLE, items)));
    }

    private static Table tournament() {
        List<Attribute> attributes = List.of(Attribute.required("matchId", AttributeType.S),
                Attribute.required("tournamentId", AttributeType.S), Attribute.required("region", AttributeType.S),
                Attribute.required("round", AttributeType.S), Attribute.required("score", AttributeType.N));
        List<Item> records = new ArrayList<>();
        String[] regions = {"NA", "EU"};
        String[] rounds = {"FINAL", "SEMI", "QUARTER"};
        int[] scores = {9, 10, 100, 2, 1000, 55, 7, 10};
        int id = 0;
        for (String region : regions) {
            for (String round : rounds) {
                for (int score : scores) {
                    Map<String, AttributeValue> values = new LinkedHashMap<>();
                    values.put("matchId", AttributeValue.s("m" + id++));
                    values.put("tournamentId", AttributeValue.s(id % 5 == 0 ? "SUMMER24" : "WINTER24"));
                    values.put("region", AttributeValue.s(region));
                    values.put("round", AttributeValue.s(round));
                    values.put("score", AttributeValue.n(Integer.toString(score)));
                    records.add(Item.of(values));
                }
            }
        }
        Entity match = new Entity("Match", "", null, attributes, List.of(EntityKey.of("PK", "MATCH#{matchId}"),
                EntityKey.of("tournamentId", "{tournamentId}"), EntityKey.of("region", "{region}"),
                EntityKey.of("round", "{round}"), EntityKey.of("score", "{score}")), records.size(), records);
        SecondaryIndex gsi3 = SecondaryIndex.gsi("GSI3", new KeySchema(List.of(KeyAttribute.s("tournamentId"),
                KeyAttribute.s("region")), List.of(KeyAttribute.s("round"), KeyAttribute.n("score"))),
                Projection.all());
        return new Table("matches_multi_attribute", KeySchema.of(KeyAttribute.s("PK"), null), List.of(gsi3), null,
                List.of(match), List.of(), List.of());
    }

    private static AccessPattern pattern(String id, List<String> equalities, RangeCondition range, SortOrder sort,
                                         Map<String, String> inputs) {
        return new AccessPattern(id, id, "", PatternKind.READ, List.of("Match"), equalities.stream()
                .map(Equality::input).toList(), range, sort, null, 1, ReadConsistency.EVENTUAL, null, null, inputs,
                null);
    }

    static Stream<AccessPattern> patterns() {
        Map<String, String> base = Map.of("tournamentId", "WINTER24", "region", "NA", "round", "FINAL");
        return Stream.of(
                pattern("partition", List.of("tournamentId", "region"), null, null, base),
                pattern("partition by round desc", List.of("tournamentId", "region"), null,
                        new SortOrder("round", SortDirection.DESC), base),
                pattern("first sort attribute", List.of("tournamentId", "region", "round"), null, null, base),
                pattern("score between, as numbers", List.of("tournamentId", "region", "round"),
                        new RangeCondition("score", RangeOperator.BETWEEN), null, Map.of("tournamentId", "WINTER24",
                                "region", "EU", "round", "SEMI", "from", "9", "to", "100")),
                pattern("score desc", List.of("tournamentId", "region", "round"), null,
                        new SortOrder("score", SortDirection.DESC), base),
                pattern("round range", List.of("tournamentId", "region"),
                        new RangeCondition("round", RangeOperator.GE), null, Map.of("tournamentId", "WINTER24",
                                "region", "NA", "round", "QUARTER")),
                pattern("skipped round: the application discards", List.of("tournamentId", "region"),
                        new RangeCondition("score", RangeOperator.GT), null, Map.of("tournamentId", "WINTER24",
                                "region", "NA", "score", "9")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("patterns")
    void plannedQueryGivesMotosItemsInMotosOrder(AccessPattern pattern) {
        AccessPatternPlan plan = new AccessPatternPlanner(TABLE, Pricing.usEast1()).plan(pattern);
        assertThat(plan.resolution()).as(plan.reason()).isIn(Resolution.QUERY, Resolution.QUERY_WITH_FILTER);
        assertThat(plan.request().indexName()).isEqualTo("GSI3");
        QueryRequest request = plan.request().toQuery(null);

        List<ReadPage> expected = moto.query(request);
        List<ReadPage> actual = engine.query(request);

        assertThat(expected.stream().mapToInt(p -> p.items().size()).sum()).as("moto returns items").isPositive();
        DifferentialAssertions.assertSamePages(pattern.id() + ": " + Describe.query(request), actual, expected,
                ResultOrder.tiesUnordered(List.of("tournamentId", "region", "round", "score")), request.limit());
    }
}
