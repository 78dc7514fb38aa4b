package dev.tablesmith.differential;


import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Queries on the generated string-keyed table ({@link GeneratedData#strings()}): the engine must give moto's
 * items in moto's order with moto's Count, ScannedCount and LastEvaluatedKey on every page (base table), and the
 * same entries with ties in any order (GSI1, GSI2, LSI1), under the named exceptions of {@link MotoDifference}.
 */
@ExtendWith({MotoServerExtension.class, DesignEndpointExtension.class})
class StringTableQueryDifferentialTest {
    private static MotoSide moto;
    private static EngineSide engine;
    private static ServeSide endpoint;

    @BeforeAll
    static void load(DynamoDbClient client, ServeSide served) {
        moto = LoadedTables.moto(client, GeneratedData.strings());
        engine = LoadedTables.engine(GeneratedData.strings());
        endpoint = LoadedTables.served(served, GeneratedData.strings());
    }

    static List<QueryCase> tableQueries() {
        return StringTableCases.tableQueries();
    }

    static List<QueryCase> indexQueries() {
        return StringTableCases.indexQueries();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("tableQueries")
    void tableQueryGivesMotosItemsInMotosOrder(QueryCase query) {
        Differential.query(engine, moto, endpoint, query);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("indexQueries")
    void indexQueryGivesMotosEntriesInIndexKeyOrder(QueryCase query) {
        Differential.query(engine, moto, endpoint, query);
    }
}
