package dev.tablesmith.differential;


import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.QueryRequest;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Requests DynamoDB refuses, which moto refuses too: both sides must answer with a ValidationException, and the
 * engine with DynamoDB's message. moto's message is shown in the failure text but only compared where moto uses
 * DynamoDB's wording ({@code motoSameText}). The design endpoint, the engine behind HTTP, must answer HTTP 400 with
 * a ValidationException whose text is exactly the engine's. Invalid requests moto does not refuse this way are
 * {@link MotoDifference}s with tests of their own.
 */
@ExtendWith({MotoServerExtension.class, DesignEndpointExtension.class})
class ValidationParityTest {
    private static final String TABLE = DifferenceTables.MAIN;
    private static MotoSide moto;
    private static EngineSide engine;
    private static ServeSide endpoint;

    @BeforeAll
    static void load(DynamoDbClient client, ServeSide served) {
        moto = LoadedTables.moto(client, DifferenceTables.main());
        engine = LoadedTables.engine(DifferenceTables.main());
        endpoint = LoadedTables.served(served, DifferenceTables.main());
    }

    record Refused(String description, QueryRequest request, String dynamoMessage, boolean motoSameText) {
        @Override
        public String toString() {
            return description;
        }
    }

    static List<Refused> refusedQueries() {
        return List.of(
                new Refused("ConsistentRead on a GSI", QueryBuilder.on(TABLE).index("GSI1").key("GSI1PK = :g")
                        .value(":g", s("G")).consistentRead(true).build(),
                        "Consistent reads are not supported on global secondary indexes", true),
                new Refused("key condition without the partition key", QueryBuilder.on(TABLE).key("SK = :v")
                        .value(":v", s("a")).build(), "Query condition missed key schema element: PK", true),
                new Refused("unused name placeholder", QueryBuilder.on(TABLE).key("PK = :pk").value(":pk", s("p"))
                        .name("#unused", "v").build(),
                        "Value provided in ExpressionAttributeNames unused in expressions: keys: {#unused}", true),
                new Refused("a reserved word as an attribute name", QueryBuilder.on(TABLE).key("PK = :pk")
                        .value(":pk", s("p")).filter("data = :d").value(":d", s("x")).build(),
                        "Attribute name is a reserved keyword; reserved keyword: data", true));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusedQueries")
    void bothRefuseWithAValidationException(Refused refused) {
        assertThatThrownBy(() -> moto.query(refused.request())).isInstanceOfSatisfying(MotoSide.MotoRequestFailed.class,
                e -> {
                    AwsServiceException cause = (AwsServiceException) e.getCause();
                    assertThat(cause.awsErrorDetails().errorCode()).as(e.getMessage()).isEqualTo("ValidationException");
                    if (refused.motoSameText()) {
                        assertThat(cause.awsErrorDetails().errorMessage()).contains(refused.dynamoMessage());
                    }
                });
        DynamoDbError engineError = catchThrowableOfType(DynamoDbError.class, () -> engine.query(refused.request()));
        assertThat(engineError).as("the engine refuses").isNotNull();
        assertThat(engineError.errorType()).isEqualTo("ValidationException");
        assertThat(engineError.getMessage()).contains(refused.dynamoMessage());
        assertThatThrownBy(() -> endpoint.query(refused.request()))
                .isInstanceOfSatisfying(ServeSide.EndpointRequestFailed.class, e -> {
                    AwsServiceException cause = (AwsServiceException) e.getCause();
                    assertThat(cause.statusCode()).as(e.getMessage()).isEqualTo(400);
                    assertThat(cause.awsErrorDetails().errorCode()).as(e.getMessage())
                            .isEqualTo("ValidationException");
                    assertThat(cause.awsErrorDetails().errorMessage()).as("the endpoint's text is the engine's")
                            .isEqualTo(engineError.getMessage());
                });
    }
}
