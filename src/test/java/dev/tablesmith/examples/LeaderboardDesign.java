package dev.tablesmith.examples;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small leaderboard design whose GSI uses DynamoDB's multi-attribute keys (November 2025): partition key
 * {@code tournamentId (S) · region (S) · round (N)}, sort key {@code score (N) · playerId (S)}, all of them attributes
 * the Score item already has (no synthetic GSI1PK/GSI1SK). A Player profile item has none of them, so the GSI
 * leaves it out. A second, single-attribute GSI keeps the ordinary shape next to it.
 */
public final class LeaderboardDesign {
    /** The multi-attribute GSI's name. */
    public static final String BOARD = "LeaderboardIndex";

    private LeaderboardDesign() {
    }

    /** The GSI's key: 3 partition attributes, 2 sort attributes, in key order. */
    public static KeySchema boardKey() {
        return new KeySchema(List.of(KeyAttribute.s("tournamentId"), KeyAttribute.s("region"), KeyAttribute.n("round")),
                List.of(KeyAttribute.n("score"), KeyAttribute.s("playerId")));
    }

    public static Table table(String name) {
        SecondaryIndex board = SecondaryIndex.gsi(BOARD, boardKey(), Projection.all());
        SecondaryIndex byPlayer = SecondaryIndex.gsi("PlayerIndex", KeySchema.of(KeyAttribute.s("playerId"), null),
                Projection.keysOnly());
        Entity score = new Entity("Score", "One player's score in one round", "#4C7BD9",
                List.of(Attribute.required("playerId", AttributeType.S), Attribute.required("matchId", AttributeType.S),
                        Attribute.required("tournamentId", AttributeType.S),
                        Attribute.required("region", AttributeType.S), Attribute.required("round", AttributeType.N),
                        Attribute.required("score", AttributeType.N)),
                List.of(EntityKey.of("PK", "PLAYER#{playerId}"), EntityKey.of("SK", "MATCH#{matchId}")), 1000,
                scores());
        Entity player = new Entity("Player", "A player's profile", "#D9884C",
                List.of(Attribute.required("playerId", AttributeType.S), Attribute.required("name", AttributeType.S)),
                List.of(EntityKey.of("PK", "PLAYER#{playerId}"), EntityKey.of("SK", "PROFILE")), 100,
                List.of(record("playerId", "ana", "name", "Ana"), record("playerId", "bo", "name", "Bo")));
        return new Table(name, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(board, byPlayer),
                TableSettings.onDemand(), List.of(score, player), List.of(), List.of());
    }

    public static Design design() {
        return Design.of("leaderboard", table("leaderboard"));
    }

    private static List<Item> scores() {
        Object[][] rows = {
            {"ana", "m1", "spring-cup", "EU", 1, 870},
            {"bo", "m2", "spring-cup", "EU", 1, 1200},
            {"cy", "m3", "spring-cup", "EU", 1, 870},
            {"ana", "m4", "spring-cup", "EU", 2, 90},
            {"dee", "m5", "spring-cup", "US", 1, 1500},
            {"eli", "m6", "spring-cup", "US", 1, 9},
            {"bo", "m7", "summer-open", "EU", 1, 640},
        };
        List<Item> items = new ArrayList<>();
        for (Object[] r : rows) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("playerId", AttributeValue.s((String) r[0]));
            a.put("matchId", AttributeValue.s((String) r[1]));
            a.put("tournamentId", AttributeValue.s((String) r[2]));
            a.put("region", AttributeValue.s((String) r[3]));
            a.put("round", AttributeValue.n(String.valueOf(r[4])));
            a.put("score", AttributeValue.n(String.valueOf(r[5])));
            items.add(Item.of(a));
        }
        return items;
    }

    private static Item record(String k1, String v1, String k2, String v2) {
        Map<String, AttributeValue> a = new LinkedHashMap<>();
        a.put(k1, AttributeValue.s(v1));
        a.put(k2, AttributeValue.s(v2));
        return Item.of(a);
    }
}
