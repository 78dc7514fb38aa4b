package dev.tablesmith.differential;


import static dev.tablesmith.model.AttributeValue.s;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * GetItem on existing and missing keys, with and without projections, strongly and eventually consistent; on the
 * number-keyed table with a different spelling of the key than the item was written with ({@code 1E2} for
 * {@code 100}), which must find the same item.
 */
@ExtendWith({MotoServerExtension.class, DesignEndpointExtension.class})
class GetItemDifferentialTest {
    private static MotoSide moto;
    private static EngineSide engine;
    private static ServeSide endpoint;

    @BeforeAll
    static void load(DynamoDbClient client, ServeSide served) {
        moto = LoadedTables.moto(client, GeneratedData.strings(), GeneratedData.numberKeys());
        engine = LoadedTables.engine(GeneratedData.strings(), GeneratedData.numberKeys());
        endpoint = LoadedTables.served(served, GeneratedData.strings(), GeneratedData.numberKeys());
    }

    record GetCase(String description, GetItemRequest request) {
        @Override
        public String toString() {
            return description;
        }
    }

    static List<GetCase> gets() {
        Random random = new Random(7004);
        List<GetCase> cases = new ArrayList<>();
        Dataset strings = GeneratedData.strings();
        for (int i = 0; i < 60; i++) {
            Item item = StringTableCases.pick(random, strings.items());
            ExpressionParts projection = random.nextInt(3) == 0 ? Projections.random(random) : null;
            cases.add(get(strings.tableName(), strings.keyOf(item), projection, random.nextBoolean()));
        }
        for (int i = 0; i < 15; i++) {
            Item item = StringTableCases.pick(random, strings.items());
            Map<String, AttributeValue> missing = new LinkedHashMap<>(strings.keyOf(item));
            missing.put("SK", s(((AttributeValue.S) missing.get("SK")).value() + "\uFFFD"));
            cases.add(get(strings.tableName(), missing, null, false));
        }
        cases.add(get(strings.tableName(), Map.of("PK", s("no such partition"), "SK", s("A#")), null, false));
        Dataset numbers = GeneratedData.numberKeys();
        for (int i = 0; i < 25; i++) {
            Item item = StringTableCases.pick(random, numbers.items());
            Map<String, AttributeValue> key = new LinkedHashMap<>(numbers.keyOf(item));
            String written = ((AttributeValue.N) key.get("PK")).value();
            List<String> spellings = EdgeValues.NUMBER_KEYS.stream()
                    .filter(list -> list.stream().anyMatch(x -> ComparableForm.canonicalNumber(x)
                            .equals(ComparableForm.canonicalNumber(written))))
                    .findFirst().orElseThrow();
            key.put("PK", AttributeValue.n(StringTableCases.pick(random, spellings)));
            cases.add(get(numbers.tableName(), key, random.nextBoolean() ? null : ExpressionParts.of("label, SK"),
                    false));
        }
        return cases;
    }

    private static GetCase get(String table, Map<String, AttributeValue> key, ExpressionParts projection,
                               boolean consistent) {
        GetItemRequest request = new GetItemRequest(table, key, projection == null ? null : projection.text(),
                projection == null || projection.names().isEmpty() ? null : projection.names(), consistent, null);
        return new GetCase(Describe.getItem(request) + (consistent ? " ConsistentRead" : ""), request);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gets")
    void getItemGivesMotosItem(GetCase get) {
        Differential.getItem(engine, moto, endpoint, get.request());
    }
}
