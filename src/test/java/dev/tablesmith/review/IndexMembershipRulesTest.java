package dev.tablesmith.review;

import static dev.tablesmith.review.CommerceMain.key;
import static dev.tablesmith.review.CommerceMain.withoutKey;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class IndexMembershipRulesTest {
    private final DesignValidator validator = new DesignValidator();

    @Test
    void entityWithoutTheTableSortKeyIsRejected() {
        Design design = CommerceMain.withEntity("OrderItem", withoutKey("SK"));

        assertThat(validator.validate(design)).containsExactly(Problem.at("/tables/0/entities/2/keys",
                "OrderItem does not write the table's sort key 'SK'; every item needs the table's full primary key"
                        + " (PK, SK)"));
    }

    @Test
    void entityWithoutTheTablePartitionKeyIsRejected() {
        Design design = CommerceMain.withEntity("OrderItem", withoutKey("PK"));

        assertThat(validator.validate(design)).containsExactly(Problem.at("/tables/0/entities/2/keys",
                "OrderItem does not write the table's partition key 'PK'; every item needs the table's full primary"
                        + " key (PK, SK)"));
    }

    @Test
    void entityWithoutAnyKeyIsADraftAndNotReported() {
        Design design = CommerceMain.withEntity("OrderItem", e -> e.withKeys(List.of()));

        assertThat(validator.validate(design)).isEmpty();
    }

    @Test
    void gsiSortKeyWithoutItsPartitionKeyNeverIndexesTheItem() {
        Design design = CommerceMain.withEntity("Order", withoutKey("GSI1PK"));

        assertThat(validator.validate(design)).containsExactly(Problem.at("/tables/0/entities/1/keys/GSI1SK",
                "Order writes GSI1SK but not GSI1PK, so its items never appear in GSI1: DynamoDB indexes an item only"
                        + " when it has all of the index's key attributes"));
    }

    @Test
    void gsiPartitionKeyWithoutItsSortKeyNeverIndexesTheItem() {
        Design design = CommerceMain.withEntity("Order", withoutKey("GSI1SK"));

        assertThat(validator.validate(design)).containsExactly(Problem.at("/tables/0/entities/1/keys/GSI1PK",
                "Order writes GSI1PK but not GSI1SK, so its items never appear in GSI1: DynamoDB indexes an item only"
                        + " when it has all of the index's key attributes"));
    }

    @Test
    void sparseGsiWithOnlyAPartitionKeyIsComplete() {
        assertThat(validator.validate(CommerceMain.design())).isEmpty();
    }

    @Test
    void partitionKeySharedWithTheTableDoesNotCountAsWritingTheIndex() {
        Entity note = new Entity("Note", "", null, List.of(Attribute.required("id", AttributeType.S)),
                List.of(EntityKey.of("PK", "NOTE#{id}"), EntityKey.of("SK", "META")), 1, List.of());
        Table table = new Table("notes", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.gsi("ByTime", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("T")),
                        Projection.all())), null, List.of(note), null, null);

        assertThat(validator.validate(Design.of("notes", table))).isEmpty();
    }

    @Test
    void multiAttributeGsiMissingOnePartitionPartIsReported() {
        Entity event = new Entity("Event", "", null, List.of(Attribute.required("id", AttributeType.S),
                Attribute.required("tenant", AttributeType.S), Attribute.required("at", AttributeType.S)),
                List.of(EntityKey.of("PK", "EV#{id}"), EntityKey.of("T1", "{tenant}"), EntityKey.of("S1", "{at}")),
                1, List.of());
        Table table = new Table("events", KeySchema.of(KeyAttribute.s("PK"), null),
                List.of(SecondaryIndex.gsi("ByTenant", new KeySchema(List.of(KeyAttribute.s("T1"),
                        KeyAttribute.s("T2")), List.of(KeyAttribute.s("S1"))), Projection.all())),
                null, List.of(event), null, null);

        assertThat(validator.validate(Design.of("events", table))).containsExactly(Problem.at(
                "/tables/0/entities/0/keys/S1", "Event writes S1 but not T2, so its items never appear in ByTenant:"
                        + " DynamoDB indexes an item only when it has all of the index's key attributes"));
    }

    /**
     * A Player's own playerId, which a multi-attribute leaderboard GSI also uses as its last sort attribute, does not
     * put the Player in that index: DynamoDB indexes only items with every key attribute (Developer Guide,
     * "Multi-attribute keys" and "Sparse indexes"), so a Player without a score is simply not a member.
     */
    @Test
    void naturalKeySharedWithAMultiAttributeGsiDoesNotCountAsWritingTheIndex() {
        Entity player = new Entity("Player", "", null, List.of(Attribute.required("playerId", AttributeType.S)),
                List.of(EntityKey.of("PK", "PLAYER#{playerId}"), EntityKey.of("playerId", "{playerId}")), 1,
                List.of());

        assertThat(validator.validate(Design.of("games", leaderboardTable(player)))).isEmpty();
    }

    @Test
    void multiAttributeGsiKeyWrittenByAComposedTemplateStillNeedsEveryPart() {
        Entity player = new Entity("Player", "", null, List.of(Attribute.required("id", AttributeType.S)),
                List.of(EntityKey.of("PK", "PLAYER#{id}"), EntityKey.of("playerId", "P#{id}")), 1, List.of());

        assertThat(validator.validate(Design.of("games", leaderboardTable(player)))).containsExactly(Problem.at(
                "/tables/0/entities/0/keys/playerId", "Player writes playerId but not tournamentId, region, so its"
                        + " items never appear in Leaderboard: DynamoDB indexes an item only when it has all of the"
                        + " index's key attributes"));
    }

    @Test
    void naturalKeyOnASingleAttributeGsiStillNeedsItsSortKey() {
        Entity user = new Entity("User", "", null, List.of(Attribute.required("org", AttributeType.S)),
                List.of(EntityKey.of("PK", "USER#{org}"), EntityKey.of("org", "{org}")), 1, List.of());
        Table table = new Table("users", KeySchema.of(KeyAttribute.s("PK"), null),
                List.of(SecondaryIndex.gsi("ByOrg", KeySchema.of(KeyAttribute.s("org"), KeyAttribute.s("joinedAt")),
                        Projection.all())), null, List.of(user), null, null);

        assertThat(validator.validate(Design.of("users", table))).containsExactly(Problem.at(
                "/tables/0/entities/0/keys/org", "User writes org but not joinedAt, so its items never appear in"
                        + " ByOrg: DynamoDB indexes an item only when it has all of the index's key attributes"));
    }

    private static Table leaderboardTable(Entity entity) {
        return new Table("games", KeySchema.of(KeyAttribute.s("PK"), null),
                List.of(SecondaryIndex.gsi("Leaderboard", new KeySchema(List.of(KeyAttribute.s("tournamentId"),
                        KeyAttribute.s("region")), List.of(KeyAttribute.n("score"), KeyAttribute.s("playerId"))),
                        Projection.all())), null, List.of(entity), null, null);
    }

    @Test
    void lsiSortKeyIsOptional() {
        Entity order = new Entity("Order", "", null, List.of(Attribute.required("id", AttributeType.S)),
                List.of(EntityKey.of("PK", "O#{id}"), EntityKey.of("SK", "META")), 1, List.of());
        Table table = new Table("orders", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.lsi("ByTotal", new KeySchema(List.of(KeyAttribute.s("PK")),
                        List.of(KeyAttribute.n("LSI1SK"))), Projection.keysOnly())), null, List.of(order), null, null);

        assertThat(validator.validate(Design.of("orders", table))).isEmpty();
    }

    @Test
    void conditionalPartitionKeyWithAlwaysWrittenSortKeyIsComplete() {
        Design design = CommerceMain.withEntity("Order", key("GSI1PK", "STATUS#{status}", "status <> FULFILLED"));

        assertThat(validator.validate(design)).isEmpty();
    }

    @Test
    void gsiSortedByTheTablesSortKeyIsSparseForEntitiesWithoutItsPartitionKey() {
        Entity user = new Entity("User", "", null, List.of(Attribute.required("id", AttributeType.S),
                Attribute.required("org", AttributeType.S)), List.of(EntityKey.of("PK", "USER#{id}"),
                EntityKey.of("SK", "PROFILE"), EntityKey.of("GSI1PK", "ORG#{org}")), 1, List.of());
        Entity note = new Entity("Note", "", null, List.of(Attribute.required("id", AttributeType.S)),
                List.of(EntityKey.of("PK", "NOTE#{id}"), EntityKey.of("SK", "META")), 1, List.of());
        Table table = new Table("notes", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.gsi("GSI1", new KeySchema(List.of(KeyAttribute.s("GSI1PK")),
                        List.of(KeyAttribute.s("SK"))), Projection.all())), null, List.of(user, note), null, null);

        assertThat(validator.validate(Design.of("notes", table))).isEmpty();
    }
}
