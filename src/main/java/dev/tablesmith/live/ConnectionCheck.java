package dev.tablesmith.live;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;

/**
 * "Test connection": lists the tables the connection can see (ListTables, every page). A failure becomes one line
 * of {@link LiveErrors} as a {@link LiveException}.
 */
public final class ConnectionCheck {
    private ConnectionCheck() {
    }

    /** The table names, or a {@link LiveException} saying why they cannot be listed. */
    public static List<String> listTables(DynamoDbClient client, Connection connection) {
        try {
            List<String> names = new ArrayList<>();
            String start = null;
            do {
                String from = start;
                ListTablesResponse page = client.listTables(b -> b.exclusiveStartTableName(from));
                names.addAll(page.tableNames());
                start = page.lastEvaluatedTableName();
            } while (start != null);
            return names;
        } catch (RuntimeException e) {
            throw new LiveException(LiveErrors.describe(e, connection), e);
        }
    }
}
