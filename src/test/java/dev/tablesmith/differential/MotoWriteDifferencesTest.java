package dev.tablesmith.differential;

import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.request.ReturnValues;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.model.AttributeValue;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The {@link MotoDifference}s in writes: each test shows what moto does and checks that the engine does what
 * DynamoDB does. Test names start with the difference's name.
 */
@ExtendWith({MotoServerExtension.class, DesignEndpointExtension.class})
class MotoWriteDifferencesTest {
    private WriteSides sides;

    @BeforeEach
    void freshTables(DynamoDbClient client, ServeSide endpoint) {
        sides = new WriteSides(client, endpoint, CommerceMain.dataset(), java.util.List.of(WriteDifferentialTest.EXTRA));
    }

    @Test
    void updatedOldOfNestedPathsReturnsWholeAttributesInMotoAndOnlyTheChangedFragmentInTheEngine() {
        UpdateItemRequest request = new UpdateItemRequest(sides.tableName(), WriteDifferentialTest.DOC,
                "SET info.city = :c", null, null, Map.of(":c", s("Bergen")), ReturnValues.UPDATED_OLD, null, null);
        WriteSides.Answer moto = sides.motoWrite(request);
        assertThat(moto.attributes().attributes().get("info"))
                .isEqualTo(AttributeValue.m(Map.of("city", s("Oslo"), "zip", s("0150"))));
        WriteSides.Answer engine = sides.engineWrite(request);
        assertThat(engine.attributes().attributes())
                .containsExactly(Map.entry("info", AttributeValue.m(Map.of("city", s("Oslo")))));
        assertThat(sides.engineItems()).isEqualTo(sides.motoItems());
        assertThat(sides.endpointWrite(request)).as("the endpoint answers as the engine").isEqualTo(engine);
    }
}
