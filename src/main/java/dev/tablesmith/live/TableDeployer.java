package dev.tablesmith.live;

import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Deploys a design's table: {@link #plan} compares the design with {@code DescribeTable}, {@code DescribeTimeToLive}
 * and {@code DescribeContinuousBackups} without writing; {@link #apply} runs the plan's steps, waiting after each
 * table change until the table and its indexes are ACTIVE. A missing table is created with its keys, indexes,
 * billing and stream at once, then TTL and point-in-time recovery follow (neither is part of CreateTable); an
 * existing one gets its missing GSIs one {@code UpdateTable} at a time, as DynamoDB allows only one index creation
 * per update, then its settings (see {@link SettingsSteps}). A key schema that differs is reported and never
 * changed, and so is an LSI (LSIs exist only from CreateTable).
 */
public final class TableDeployer {
    private final DynamoDbClient client;
    private final TableWaiter waiter;
    private final ContinuousBackups backups;
    private final SettingsSteps settings;

    public TableDeployer(DynamoDbClient client, TableWaiter waiter) {
        this.client = client;
        this.waiter = waiter;
        this.backups = new ContinuousBackups(client, waiter.poll(), waiter.timeout());
        this.settings = new SettingsSteps(client, backups);
    }

    /** What deploying {@code table} would do; reads only. */
    public DeployPlan plan(Table table) {
        TableDescription live;
        try {
            live = client.describeTable(b -> b.tableName(table.name())).table();
        } catch (ResourceNotFoundException missing) {
            List<DeployStep> steps = new ArrayList<>();
            List<String> notes = new ArrayList<>();
            steps.add(new DeployStep(DeployStep.Kind.CREATE_TABLE, TableText.createTable(table), null));
            settings.forNewTable(table, steps, notes);
            return new DeployPlan(table.name(), false, steps, List.of(), notes);
        }
        return planUpdate(table, live);
    }

    private DeployPlan planUpdate(Table table, TableDescription live) {
        List<DeployStep> steps = new ArrayList<>();
        List<String> mismatches = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Map<String, String> types = types(live.attributeDefinitions());
        String wanted = TableText.keys(table.keySchema());
        String actual = keys(live.keySchema(), types);
        if (!wanted.equals(actual)) {
            mismatches.add("key schema of table " + table.name() + ": design " + wanted + ", live " + actual);
        }
        Map<String, GlobalSecondaryIndexDescription> liveGsis = new HashMap<>();
        live.globalSecondaryIndexes().forEach(g -> liveGsis.put(g.indexName(), g));
        Map<String, LocalSecondaryIndexDescription> liveLsis = new HashMap<>();
        live.localSecondaryIndexes().forEach(l -> liveLsis.put(l.indexName(), l));
        for (SecondaryIndex index : table.indexes()) {
            if (index.isGlobal()) {
                GlobalSecondaryIndexDescription gsi = liveGsis.remove(index.name());
                if (gsi == null) {
                    steps.add(new DeployStep(DeployStep.Kind.ADD_GLOBAL_SECONDARY_INDEX, "UpdateTable "
                            + table.name() + ": add " + TableText.index(index), index));
                } else {
                    compareIndex(index, keys(gsi.keySchema(), types), gsi.projection(), mismatches);
                }
            } else {
                LocalSecondaryIndexDescription lsi = liveLsis.remove(index.name());
                if (lsi == null) {
                    mismatches.add("LSI " + index.name() + " is missing; an LSI can only be created with the table");
                } else {
                    compareIndex(index, keys(lsi.keySchema(), types), lsi.projection(), mismatches);
                }
            }
        }
        liveGsis.keySet().forEach(n -> notes.add("the live table has GSI " + n + ", which the design does not;"
                + " left as it is"));
        liveLsis.keySet().forEach(n -> notes.add("the live table has LSI " + n + ", which the design does not"));
        String billing = live.billingModeSummary() == null ? "PROVISIONED"
                : live.billingModeSummary().billingModeAsString();
        if (!billing.equals(table.settings().billingMode().name())) {
            notes.add("billing mode: design " + table.settings().billingMode() + ", live " + billing
                    + "; not changed");
        }
        settings.forExistingTable(table, live, steps, mismatches, notes);
        return new DeployPlan(table.name(), true, steps, mismatches, notes);
    }

    private static void compareIndex(SecondaryIndex index, String liveKeys, Projection projection,
                                     List<String> mismatches) {
        String wantedKeys = TableText.keys(index.keySchema());
        if (!wantedKeys.equals(liveKeys)) {
            mismatches.add("index " + index.name() + " key schema: design " + wantedKeys + ", live " + liveKeys);
        }
        String wantedProjection = TableText.projection(index.projection());
        String liveProjection = projection == null ? "?" : projection.projectionTypeAsString()
                + (projection.hasNonKeyAttributes() ? " " + projection.nonKeyAttributes() : "");
        if (!wantedProjection.equals(liveProjection)) {
            mismatches.add("index " + index.name() + " projection: design " + wantedProjection + ", live "
                    + liveProjection);
        }
    }

    /**
     * Runs the plan's steps in order. After CreateTable, after each added GSI and after enabling a stream it waits
     * until the table and all its GSIs are ACTIVE; a point-in-time recovery step waits until
     * DescribeContinuousBackups says it is done (see {@link ContinuousBackups}).
     *
     * @param progress told what is happening, one line at a time
     * @return the steps the endpoint could not run and why (point-in-time recovery on DynamoDB Local); empty when
     *         every step ran
     */
    public List<String> apply(DeployPlan plan, Table table, Consumer<String> progress) throws InterruptedException {
        List<String> skipped = new ArrayList<>();
        for (DeployStep step : plan.steps()) {
            progress.accept(step.description());
            switch (step.kind()) {
                case CREATE_TABLE -> client.createTable(SdkTables.createTable(table));
                case ADD_GLOBAL_SECONDARY_INDEX -> client.updateTable(b -> b.tableName(table.name())
                        .attributeDefinitions(SdkTables.attributeDefinitions(table))
                        .globalSecondaryIndexUpdates(u -> u.create(c -> {
                            var gsi = SdkTables.globalSecondaryIndex(table, step.index());
                            c.indexName(gsi.indexName()).keySchema(gsi.keySchema()).projection(gsi.projection())
                                    .provisionedThroughput(gsi.provisionedThroughput());
                        })));
                case ENABLE_STREAM -> client.updateTable(b -> b.tableName(table.name())
                        .streamSpecification(SdkTables.streamSpecification(table)));
                case ENABLE_TIME_TO_LIVE -> client.updateTimeToLive(b -> b.tableName(table.name())
                        .timeToLiveSpecification(t -> t.enabled(true)
                                .attributeName(table.settings().ttlAttribute())));
                case ENABLE_POINT_IN_TIME_RECOVERY, DISABLE_POINT_IN_TIME_RECOVERY ->
                        pointInTimeRecovery(table, step, progress).ifPresent(skipped::add);
                default -> throw new IllegalStateException("unknown step " + step.kind());
            }
            if (changesTable(step.kind())) {
                waiter.awaitActive(table.name(), progress);
                progress.accept("ACTIVE");
            }
        }
        return skipped;
    }

    private static boolean changesTable(DeployStep.Kind kind) {
        return kind == DeployStep.Kind.CREATE_TABLE || kind == DeployStep.Kind.ADD_GLOBAL_SECONDARY_INDEX
                || kind == DeployStep.Kind.ENABLE_STREAM;
    }

    /** Runs a point-in-time recovery step; what was skipped, when the endpoint does not implement it. */
    private Optional<String> pointInTimeRecovery(Table table, DeployStep step, Consumer<String> progress)
            throws InterruptedException {
        boolean on = step.kind() == DeployStep.Kind.ENABLE_POINT_IN_TIME_RECOVERY;
        try {
            backups.set(table.name(), on, progress);
            progress.accept("point-in-time recovery " + ContinuousBackups.word(on));
            return Optional.empty();
        } catch (ContinuousBackups.Unsupported unsupported) {
            String line = "point-in-time recovery was not turned " + ContinuousBackups.word(on) + ": "
                    + unsupported.getMessage();
            progress.accept(line);
            return Optional.of(line);
        }
    }

    private static Map<String, String> types(List<AttributeDefinition> definitions) {
        return definitions.stream().collect(Collectors.toMap(AttributeDefinition::attributeName,
                AttributeDefinition::attributeTypeAsString, (a, b) -> a));
    }

    /** A live key schema written as {@link TableText#keys} writes the design's. */
    private static String keys(List<KeySchemaElement> elements, Map<String, String> types) {
        List<KeyAttribute> partition = new ArrayList<>();
        List<KeyAttribute> sort = new ArrayList<>();
        for (KeySchemaElement e : elements) {
            String type = types.get(e.attributeName());
            KeyAttribute attribute = new KeyAttribute(e.attributeName(), type == null ? null : ScalarType.valueOf(type));
            (e.keyType() == KeyType.HASH ? partition : sort).add(attribute);
        }
        return TableText.keys(new KeySchema(partition, sort));
    }
}
