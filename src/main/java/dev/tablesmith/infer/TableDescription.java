package dev.tablesmith.infer;

import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.TableSettings;
import java.util.List;
import java.util.Objects;

/**
 * What DynamoDB's {@code DescribeTable} (and {@code DescribeTimeToLive}) say about a table, in model terms: the key
 * schema with the declared key types, the GSIs and LSIs with their projections and throughput, billing mode, TTL
 * attribute and stream view type.
 *
 * @param name                the table name
 * @param keySchema           the primary key
 * @param indexes             GSIs and LSIs, as DescribeTable lists them (GSIs first)
 * @param settings            billing mode and provisioned throughput, TTL attribute, stream view type
 * @param approximateItemCount DescribeTable's {@code ItemCount}, which DynamoDB refreshes about every six hours;
 *                            negative when unknown
 */
public record TableDescription(String name, KeySchema keySchema, List<SecondaryIndex> indexes,
                               TableSettings settings, long approximateItemCount) {
    public TableDescription {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(keySchema, "keySchema");
        indexes = indexes == null ? List.of() : List.copyOf(indexes);
        settings = settings == null ? TableSettings.onDemand() : settings;
    }
}
