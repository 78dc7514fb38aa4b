package dev.tablesmith.io.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;

/**
 * The table of a CloudFormation JSON template as the SDK's {@code CreateTableRequest}, property by property, the way
 * CloudFormation itself maps {@code AWS::DynamoDB::Table} onto CreateTable. Properties CreateTable does not take
 * (TTL, point-in-time recovery: separate API calls) are returned apart; any other property fails the conversion,
 * so the template cannot carry something the SDK's model has no place for.
 */
final class CloudFormationCreateTable {
    static final Set<String> CREATE_TABLE_PROPERTIES = Set.of("TableName", "BillingMode", "AttributeDefinitions",
            "KeySchema", "ProvisionedThroughput", "GlobalSecondaryIndexes", "LocalSecondaryIndexes",
            "StreamSpecification");
    static final Set<String> SEPARATE_CALLS = Set.of("TimeToLiveSpecification", "PointInTimeRecoverySpecification");

    /** The request and the properties applied by other calls. */
    record Converted(CreateTableRequest request, Map<String, JsonNode> separate) {
    }

    private CloudFormationCreateTable() {
    }

    static Converted convert(String templateJson, String logicalId) throws IOException {
        JsonNode resource = new ObjectMapper().readTree(templateJson).path("Resources").path(logicalId);
        if (!"AWS::DynamoDB::Table".equals(resource.path("Type").asText())) {
            throw new IllegalArgumentException("no AWS::DynamoDB::Table " + logicalId);
        }
        JsonNode properties = resource.path("Properties");
        Map<String, JsonNode> separate = new java.util.LinkedHashMap<>();
        Iterator<String> names = properties.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (SEPARATE_CALLS.contains(name)) {
                separate.put(name, properties.get(name));
            } else if (!CREATE_TABLE_PROPERTIES.contains(name)) {
                throw new IllegalArgumentException("CreateTable has no property " + name);
            }
        }
        CreateTableRequest.Builder request = CreateTableRequest.builder()
                .tableName(properties.path("TableName").asText())
                .billingMode(properties.path("BillingMode").asText())
                .attributeDefinitions(list(properties.path("AttributeDefinitions"), d -> AttributeDefinition.builder()
                        .attributeName(d.path("AttributeName").asText())
                        .attributeType(d.path("AttributeType").asText()).build()))
                .keySchema(keySchema(properties.path("KeySchema")));
        if (properties.has("ProvisionedThroughput")) {
            request.provisionedThroughput(throughput(properties.get("ProvisionedThroughput")));
        }
        if (properties.has("GlobalSecondaryIndexes")) {
            request.globalSecondaryIndexes(list(properties.get("GlobalSecondaryIndexes"), i -> {
                GlobalSecondaryIndex.Builder gsi = GlobalSecondaryIndex.builder()
                        .indexName(i.path("IndexName").asText()).keySchema(keySchema(i.path("KeySchema")))
                        .projection(projection(i.path("Projection")));
                if (i.has("ProvisionedThroughput")) {
                    gsi.provisionedThroughput(throughput(i.get("ProvisionedThroughput")));
                }
                return gsi.build();
            }));
        }
        if (properties.has("LocalSecondaryIndexes")) {
            request.localSecondaryIndexes(list(properties.get("LocalSecondaryIndexes"), i -> LocalSecondaryIndex
                    .builder().indexName(i.path("IndexName").asText()).keySchema(keySchema(i.path("KeySchema")))
                    .projection(projection(i.path("Projection"))).build()));
        }
        if (properties.has("StreamSpecification")) {
            request.streamSpecification(StreamSpecification.builder().streamEnabled(true)
                    .streamViewType(properties.get("StreamSpecification").path("StreamViewType").asText()).build());
        }
        return new Converted(request.build(), separate);
    }

    private static List<KeySchemaElement> keySchema(JsonNode elements) {
        return list(elements, e -> KeySchemaElement.builder().attributeName(e.path("AttributeName").asText())
                .keyType(e.path("KeyType").asText()).build());
    }

    private static Projection projection(JsonNode projection) {
        Projection.Builder out = Projection.builder().projectionType(projection.path("ProjectionType").asText());
        if (projection.has("NonKeyAttributes")) {
            out.nonKeyAttributes(list(projection.get("NonKeyAttributes"), JsonNode::asText));
        }
        return out.build();
    }

    private static ProvisionedThroughput throughput(JsonNode throughput) {
        return ProvisionedThroughput.builder().readCapacityUnits(throughput.path("ReadCapacityUnits").asLong())
                .writeCapacityUnits(throughput.path("WriteCapacityUnits").asLong()).build();
    }

    private static <T> List<T> list(JsonNode array, java.util.function.Function<JsonNode, T> element) {
        List<T> out = new ArrayList<>();
        array.forEach(n -> out.add(element.apply(n)));
        return out;
    }
}
