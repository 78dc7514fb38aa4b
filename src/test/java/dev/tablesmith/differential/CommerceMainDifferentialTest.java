package dev.tablesmith.differential;


import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The bundled commerce-main example, its items materialized from the entity records
 * ({@code ItemMaterializer.materialize}): its read access patterns as requests (customer orders newest first, an
 * order with its lines, the overloaded GSI1's three axes, the sparse open-orders GSI2), a few variations with
 * filters, projections and pagination, every item by GetItem, and a Scan of the table and of each index.
 */
@ExtendWith({MotoServerExtension.class, DesignEndpointExtension.class})
class CommerceMainDifferentialTest {
    private static final String TABLE = CommerceMain.TABLE;
    private static MotoSide moto;
    private static EngineSide engine;
    private static ServeSide endpoint;

    @BeforeAll
    static void load(DynamoDbClient client, ServeSide served) {
        moto = LoadedTables.moto(client, CommerceMain.dataset());
        engine = LoadedTables.engine(CommerceMain.dataset());
        endpoint = LoadedTables.served(served, CommerceMain.dataset());
    }

    static List<QueryCase> queries() {
        List<String> gsi1 = CommerceMain.dataset().indexKeyNames("GSI1");
        List<String> gsi2 = CommerceMain.dataset().indexKeyNames("GSI2");
        List<QueryCase> cases = new ArrayList<>();
        cases.add(exact("AP2 orders of c1, newest first", QueryBuilder.on(TABLE)
                .key("PK = :pk AND begins_with(SK, :o)").value(":pk", s("CUST#c1")).value(":o", s("ORDER#"))
                .reverse().limit(20)));
        cases.add(exact("AP3 order o9 with its lines", QueryBuilder.on(TABLE).key("PK = :pk")
                .value(":pk", s("ORDER#o9"))));
        cases.add(exact("AP3 order o6, one item per page", QueryBuilder.on(TABLE).key("PK = :pk")
                .value(":pk", s("ORDER#o6")).limit(1)));
        cases.add(exact("customer c3's whole collection, reverse", QueryBuilder.on(TABLE).key("PK = :pk")
                .value(":pk", s("CUST#c3")).reverse()));
        cases.add(exact("order lines above 10 with a projection", QueryBuilder.on(TABLE)
                .key("PK = :pk AND begins_with(SK, :i)").value(":pk", s("ORDER#o6")).value(":i", s("ITEM#"))
                .filter(ExpressionParts.of("unitPrice > :p").value(":p", n(10)))
                .projection(ExpressionParts.of("sku, qty, #n").name("#n", "name"))));
        cases.add(ties("AP4 pending orders, oldest first", QueryBuilder.on(TABLE).index("GSI1").key("GSI1PK = :s")
                .value(":s", s("STATUS#PENDING")).limit(100), gsi1));
        cases.add(ties("AP5 pending orders in July", QueryBuilder.on(TABLE).index("GSI1")
                .key("GSI1PK = :s AND GSI1SK BETWEEN :a AND :b").value(":s", s("STATUS#PENDING"))
                .value(":a", s("2026-07-01")).value(":b", s("2026-07-31")).limit(50), gsi1));
        cases.add(ties("AP6 open orders (sparse GSI2)", QueryBuilder.on(TABLE).index("GSI2").key("GSI2PK = :o")
                .value(":o", s("OPEN")).limit(100), gsi2));
        cases.add(ties("AP6 open orders, two per page, with a filter", QueryBuilder.on(TABLE).index("GSI2")
                .key("GSI2PK = :o").value(":o", s("OPEN")).limit(2)
                .filter(ExpressionParts.of("#t >= :t").name("#t", "total").value(":t", n("30"))), gsi2));
        cases.add(ties("AP8 books, cheapest first", QueryBuilder.on(TABLE).index("GSI1")
                .key("GSI1PK = :c AND begins_with(GSI1SK, :p)").value(":c", s("CATEGORY#books"))
                .value(":p", s("PRICE#")).limit(24), gsi1));
        cases.add(ties("books under 20.00, dearest first", QueryBuilder.on(TABLE).index("GSI1")
                .key("GSI1PK = :c AND GSI1SK < :p").value(":c", s("CATEGORY#books"))
                .value(":p", s("PRICE#0000020.00")).reverse(), gsi1));
        cases.add(ties("AP9 gold customers by join date", QueryBuilder.on(TABLE).index("GSI1").key("GSI1PK = :t")
                .value(":t", s("TIER#gold")).limit(100), gsi1));
        return cases;
    }

    static List<GetItemRequest> gets() {
        List<GetItemRequest> gets = new ArrayList<>();
        for (Item item : CommerceMain.dataset().items()) {
            gets.add(new GetItemRequest(TABLE, CommerceMain.dataset().keyOf(item), null, null, null, null));
        }
        gets.add(new GetItemRequest(TABLE, java.util.Map.of("PK", s("CUST#c1"), "SK", s("PROFILE")),
                "email, orderCount", null, true, null));
        gets.add(new GetItemRequest(TABLE, java.util.Map.of("PK", s("CUST#c9"), "SK", s("PROFILE")), null, null, null,
                null));
        return gets;
    }

    static List<ScanRequest> scans() {
        return List.of(ScanBuilder.on(TABLE).build(), ScanBuilder.on(TABLE).index("GSI1").build(),
                ScanBuilder.on(TABLE).index("GSI2").build(), ScanBuilder.on(TABLE).limit(7).build(),
                ScanBuilder.on(TABLE).filter(ExpressionParts.of("entity = :e").value(":e", s("OrderItem"))).limit(10)
                        .build());
    }

    private static QueryCase exact(String name, QueryBuilder builder) {
        QueryRequest request = builder.build();
        return new QueryCase(name + ": " + Describe.query(request), request, ResultOrder.exact());
    }

    private static QueryCase ties(String name, QueryBuilder builder, List<String> keys) {
        QueryRequest request = builder.build();
        return new QueryCase(name + ": " + Describe.query(request), request, ResultOrder.tiesUnordered(keys));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("queries")
    void accessPatternQueryGivesMotosAnswer(QueryCase query) {
        Differential.query(engine, moto, endpoint, query);
    }

    @Test
    void everyItemByGetItemAndAMissingOne() {
        for (GetItemRequest get : gets()) {
            Differential.getItem(engine, moto, endpoint, get);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("scans")
    void scanGivesMotosItems(ScanRequest scan) {
        Differential.scan(engine, moto, endpoint, scan);
    }
}
