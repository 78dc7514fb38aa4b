package dev.tablesmith.differential;

import dev.tablesmith.engine.SimulatedTable;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Each dataset is created and loaded into moto, and into the design endpoint, once per server (test classes share the run's one server), and
 * built into a {@link SimulatedTable} once per test class.
 */
final class LoadedTables {
    private static final Map<DynamoDbClient, Set<String>> LOADED = new WeakHashMap<>();

    private LoadedTables() {
    }

    /** moto's side with {@code datasets} created and loaded (loading only those not loaded yet). */
    static MotoSide moto(DynamoDbClient client, Dataset... datasets) {
        return load(new MotoSide(client), datasets);
    }

    /** The design endpoint's side with {@code datasets} created and loaded over HTTP, as on moto. */
    static ServeSide served(ServeSide endpoint, Dataset... datasets) {
        return load(endpoint, datasets);
    }

    private static synchronized <S extends SdkSide> S load(S side, Dataset... datasets) {
        Set<String> loaded = LOADED.computeIfAbsent(side.client(), c -> new HashSet<>());
        for (Dataset dataset : datasets) {
            if (!loaded.contains(dataset.tableName())) {
                side.createAndLoad(dataset.table(), dataset.items());
                loaded.add(dataset.tableName());
            }
        }
        return side;
    }

    /** The engine's side: one {@link SimulatedTable} per dataset. */
    static EngineSide engine(Dataset... datasets) {
        Map<String, SimulatedTable> tables = new java.util.HashMap<>();
        for (Dataset dataset : datasets) {
            tables.put(dataset.tableName(), new SimulatedTable(dataset.table(), dataset.items()));
        }
        return new EngineSide(tables);
    }
}
