package dev.tablesmith.ui.tables;

/**
 * The table's own facts as shown at the top of the view: its primary key (partition key and optional sort key,
 * each with its scalar type), billing mode (on-demand, or provisioned with read and write capacity units), the
 * TTL attribute (an epoch-seconds N attribute DynamoDB deletes expired items by), the stream view type and
 * point-in-time recovery ("On" or "Off").
 */
public record TableFacts(String name, String partitionKey, String sortKey, String billing, String ttl,
                         String stream, String recovery) {
}
