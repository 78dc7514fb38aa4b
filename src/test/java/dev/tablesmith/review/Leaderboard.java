package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.n;
import static dev.tablesmith.review.DesignReviewTest.Build.record;
import static dev.tablesmith.review.DesignReviewTest.Build.s;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A tournament leaderboard keyed the composite-string way: GSI1PK = {@code TOURNAMENT#{tournamentId}#REGION#{region}}
 * and GSI1SK = {@code SCORE#{score|pad:8}#{playerId}}, the example of AWS's multi-attribute key announcement
 * (November 2025), for the tests of the {@code native-multi-attribute-key} rule, its preview, edit and view.
 */
public final class Leaderboard {
    public static final String PARTITION = "TOURNAMENT#{tournamentId}#REGION#{region}";
    public static final String SORT = "SCORE#{score|pad:8}#{playerId}";

    private Leaderboard() {
    }

    /** The leaderboard with GSI1's templates {@link #PARTITION} and {@link #SORT}. */
    public static Table table() {
        return table(PARTITION, SORT);
    }

    /**
     * Scores of one tournament: p4's score is negative, which pad refuses (the item is left out of GSI1 before
     * and is in it with a native N key); p5 is in another region.
     */
    public static Table table(String partition, String sort) {
        return DesignReviewTest.Build.table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK")), List.of(score(partition, sort)),
                List.of());
    }

    public static Entity score(String partition, String sort) {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("PK", "PLAYER#{playerId}");
        keys.put("SK", "TOURNAMENT#{tournamentId}");
        keys.put("GSI1PK", partition);
        keys.put("GSI1SK", sort);
        return entity("Score", 5000, List.of(s("tournamentId"), s("region"), n("score"), s("playerId"),
                s("lastName"), s("firstName")), keys, records());
    }

    static Item[] records() {
        return new Item[] {
            record("tournamentId", "T1", "region", "EU", "score", 1200, "playerId", "p1", "lastName", "Smith",
                    "firstName", "Ann"),
            record("tournamentId", "T1", "region", "EU", "score", 950, "playerId", "p2", "lastName", "Smith Jones",
                    "firstName", "Bob"),
            record("tournamentId", "T1", "region", "EU", "score", 10000, "playerId", "p3", "lastName", "Lee",
                    "firstName", "Cy"),
            record("tournamentId", "T1", "region", "EU", "score", -5, "playerId", "p4", "lastName", "Diaz",
                    "firstName", "Di"),
            record("tournamentId", "T1", "region", "US", "score", 9, "playerId", "p5", "lastName", "Ng",
                    "firstName", "Ed"),
        };
    }

    /**
     * The leaderboard without p4's negative score, which the validator refuses in a file (pad cannot render it), so
     * that the design can be saved and loaded.
     */
    public static Table valid() {
        Table table = table();
        Entity score = table.entities().get(0);
        return table.withEntities(List.of(score.withRecords(score.records().stream()
                .filter(r -> !r.get("playerId").orElseThrow().equals(dev.tablesmith.model.AttributeValue.s("p4")))
                .toList())));
    }

    /** {@code count} more GSIs, each written by an entity of its own. */
    public static Table withMoreGsis(Table base, int count) {
        List<SecondaryIndex> indexes = new java.util.ArrayList<>(base.indexes());
        List<Entity> entities = new java.util.ArrayList<>(base.entities());
        for (int i = 0; i < count; i++) {
            String name = "X" + i;
            indexes.add(gsi(name, name + "PK", name + "SK"));
            entities.add(entity("E" + i, 10, List.of(s("id")), Map.of("PK", "E" + i + "#{id}", "SK", "META",
                    name + "PK", "E" + i, name + "SK", "{id}")));
        }
        return base.withIndexes(indexes).withEntities(entities);
    }
}
