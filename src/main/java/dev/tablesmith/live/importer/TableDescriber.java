package dev.tablesmith.live.importer;

import dev.tablesmith.infer.TableDescription;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * DescribeTable's answer as a pure {@link TableDescription}.
 *
 * <ul>
 *   <li>Key schemas: {@code HASH} elements form the partition key and {@code RANGE} elements the sort key, in the
 *       order listed (a GSI with multi-attribute keys lists several of each), typed by
 *       {@code AttributeDefinitions}.</li>
 *   <li>Projections: {@code ALL}, {@code KEYS_ONLY}, or {@code INCLUDE} with its {@code NonKeyAttributes}.</li>
 *   <li>Billing: {@code BillingModeSummary} when present; a table without one was created before on-demand existed
 *       and is provisioned. Provisioned tables and their GSIs keep their read and write capacity units.</li>
 *   <li>TTL: the attribute of {@code DescribeTimeToLive} when its status is {@code ENABLED} or {@code ENABLING}.</li>
 *   <li>Streams: the view type when the stream is enabled.</li>
 *   <li>Point-in-time recovery: on when {@code DescribeContinuousBackups} says {@code ENABLED} (or
 *       {@code ENABLING}); when it could not be read, the design default (on, decision 0014).</li>
 * </ul>
 */
public final class TableDescriber {
    private TableDescriber() {
    }

    /** The table with point-in-time recovery at the design default (on): for a table whose setting is unknown. */
    public static TableDescription describe(software.amazon.awssdk.services.dynamodb.model.TableDescription table,
                                            TimeToLiveDescription timeToLive) {
        return describe(table, timeToLive, TableSettings.DEFAULT_POINT_IN_TIME_RECOVERY);
    }

    /**
     * @param pointInTimeRecovery whether DescribeContinuousBackups says point-in-time recovery is on
     */
    public static TableDescription describe(software.amazon.awssdk.services.dynamodb.model.TableDescription table,
                                            TimeToLiveDescription timeToLive, boolean pointInTimeRecovery) {
        Map<String, ScalarType> types = new HashMap<>();
        for (AttributeDefinition definition : table.attributeDefinitions()) {
            types.put(definition.attributeName(), ScalarType.valueOf(definition.attributeTypeAsString()));
        }
        boolean provisioned = isProvisioned(table.billingModeSummary());
        List<SecondaryIndex> indexes = new ArrayList<>();
        for (GlobalSecondaryIndexDescription gsi : table.globalSecondaryIndexes()) {
            indexes.add(new SecondaryIndex(gsi.indexName(), IndexKind.GSI, keySchema(gsi.keySchema(), types),
                    projection(gsi.projection()), provisioned ? throughput(gsi.provisionedThroughput()) : null));
        }
        for (LocalSecondaryIndexDescription lsi : table.localSecondaryIndexes()) {
            indexes.add(new SecondaryIndex(lsi.indexName(), IndexKind.LSI, keySchema(lsi.keySchema(), types),
                    projection(lsi.projection()), null));
        }
        TableSettings settings = new TableSettings(provisioned ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST,
                provisioned ? throughput(table.provisionedThroughput()) : null, ttlAttribute(timeToLive),
                streamViewType(table.streamSpecification()), pointInTimeRecovery);
        long count = table.itemCount() == null ? -1 : table.itemCount();
        return new TableDescription(table.tableName(), keySchema(table.keySchema(), types), indexes, settings, count);
    }

    private static boolean isProvisioned(BillingModeSummary summary) {
        return summary == null || summary.billingMode() == null
                || summary.billingMode() == software.amazon.awssdk.services.dynamodb.model.BillingMode.PROVISIONED;
    }

    static KeySchema keySchema(List<KeySchemaElement> elements, Map<String, ScalarType> types) {
        List<KeyAttribute> partition = new ArrayList<>();
        List<KeyAttribute> sort = new ArrayList<>();
        for (KeySchemaElement element : elements) {
            KeyAttribute attribute = new KeyAttribute(element.attributeName(),
                    types.getOrDefault(element.attributeName(), ScalarType.S));
            (element.keyType() == KeyType.RANGE ? sort : partition).add(attribute);
        }
        return new KeySchema(partition, sort);
    }

    private static Projection projection(software.amazon.awssdk.services.dynamodb.model.Projection projection) {
        if (projection == null || projection.projectionTypeAsString() == null) {
            return Projection.all();
        }
        return switch (projection.projectionTypeAsString()) {
            case "KEYS_ONLY" -> Projection.keysOnly();
            case "INCLUDE" -> Projection.include(projection.nonKeyAttributes());
            default -> Projection.all();
        };
    }

    private static Throughput throughput(ProvisionedThroughputDescription description) {
        if (description == null) {
            return null;
        }
        long read = description.readCapacityUnits() == null ? 0 : description.readCapacityUnits();
        long write = description.writeCapacityUnits() == null ? 0 : description.writeCapacityUnits();
        return new Throughput(read, write);
    }

    private static String ttlAttribute(TimeToLiveDescription timeToLive) {
        if (timeToLive == null || (timeToLive.timeToLiveStatus() != TimeToLiveStatus.ENABLED
                && timeToLive.timeToLiveStatus() != TimeToLiveStatus.ENABLING)) {
            return null;
        }
        return timeToLive.attributeName();
    }

    private static StreamViewType streamViewType(StreamSpecification stream) {
        if (stream == null || !Boolean.TRUE.equals(stream.streamEnabled()) || stream.streamViewTypeAsString() == null) {
            return null;
        }
        try {
            return StreamViewType.valueOf(stream.streamViewTypeAsString());
        } catch (IllegalArgumentException unknown) {
            return null;
        }
    }
}
