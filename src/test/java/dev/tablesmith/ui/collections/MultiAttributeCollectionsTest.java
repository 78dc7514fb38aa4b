package dev.tablesmith.ui.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.examples.LeaderboardDesign;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The collections of a GSI with DynamoDB's multi-attribute keys (partition tournamentId · region · round, sort
 * score (N) · playerId (S)): one collection per tuple of partition values, its entries ordered by score as a number
 * and then by playerId (the Developer Guide's "Multi-attribute keys": sort attributes compare left to right, each
 * by its type), each sort part a value of its own; no toolkit needed.
 */
class MultiAttributeCollectionsTest {
    private final CollectionsBuilder builder = new CollectionsBuilder();

    private static List<String> bands(CollectionsContent content) {
        return content.rows().stream().filter(r -> r instanceof CollectionRow.Band)
                .map(CollectionRow::partitionKey).toList();
    }

    private static List<List<String>> items(CollectionsContent content, String band) {
        return content.rows().stream().filter(r -> r instanceof CollectionRow.ItemRow && r.partitionKey().equals(band))
                .map(r -> ((CollectionRow.ItemRow) r).sortParts()).toList();
    }

    @Test
    void collectionsAreGroupedByTheTupleOfEveryPartitionAttributeInKeyOrder() {
        CollectionsContent content = builder.build(LeaderboardDesign.design(), LeaderboardDesign.BOARD, false, null);

        assertThat(bands(content)).containsExactlyInAnyOrder("spring-cup · EU · 1", "spring-cup · EU · 2",
                "spring-cup · US · 1", "summer-open · EU · 1");
        assertThat(content.heading().partition()).isEqualTo("tournamentId (S) · region (S) · round (N)");
    }

    @Test
    void eachSortAttributeIsItsOwnValueAndTheyOrderLeftToRightWithScoreAsANumber() {
        CollectionsContent content = builder.build(LeaderboardDesign.design(), LeaderboardDesign.BOARD, false, null);

        // 870 before 1200 (as strings "1200" would come first); the tie at 870 is broken by playerId.
        assertThat(items(content, "spring-cup · EU · 1")).containsExactly(List.of("870", "ana"), List.of("870", "cy"),
                List.of("1200", "bo"));
        assertThat(content.heading().sortHeadings()).containsExactly("score (N) ↑", "playerId (S)");
        assertThat(content.heading().multiAttributeSort()).isTrue();
        assertThat(content.heading().sortChars()).containsExactly(4, 3);
        assertThat(content.heading().sentence()).isEqualTo("One item collection per value of tournamentId (S) · "
                + "region (S) · round (N), its items in order of score (N) ↑ · playerId (S)");
    }

    @Test
    void descendingReversesEachCollectionAndTurnsTheArrow() {
        CollectionsContent content = builder.build(LeaderboardDesign.design(), LeaderboardDesign.BOARD, true, null);

        assertThat(items(content, "spring-cup · EU · 1")).containsExactly(List.of("1200", "bo"), List.of("870", "cy"),
                List.of("870", "ana"));
        assertThat(content.heading().sortHeadings()).containsExactly("score (N) ↓", "playerId (S)");
    }

    @Test
    void theProfileItemWithoutTheGsiAttributesIsListedAsLeftOut() {
        CollectionsContent content = builder.build(LeaderboardDesign.design(), LeaderboardDesign.BOARD, false, null);

        assertThat(content.excluded()).hasSize(2).allSatisfy(e -> assertThat(e.entity()).isEqualTo("Player"));
    }

    @Test
    void aSingleAttributeViewKeepsOneSortColumnAndItsOwnHeading() {
        CollectionsContent table = builder.build(LeaderboardDesign.design(), "table", false, null);
        CollectionsContent byPlayer = builder.build(LeaderboardDesign.design(), "PlayerIndex", false, null);

        assertThat(table.heading().sentence()).isEqualTo(
                "One item collection per value of PK (S), its items in order of SK (S) ↑");
        assertThat(table.heading().multiAttributeSort()).isFalse();
        assertThat(byPlayer.heading().sortHeadings()).containsExactly("table key: PK · SK");
        assertThat(byPlayer.heading().sentence()).endsWith("no sort key, so its items have no order (listed by their "
                + "table key)");
    }

    @Test
    void partColumnsAreAsWideAsHeadingOrLongestValueWithinTheirBounds() {
        KeyHeading heading = new KeyHeading("a (S)", List.of("score (N) ↑", "playerId (S)", "x (S)"),
                List.of(4, 3, 200), true);

        double[] widths = SortColumns.widths(heading, text -> text.length() * 7.0, 8.0);

        assertThat(widths).containsExactly(Math.ceil(11 * 7.0 + 6), Math.ceil(12 * 7.0 + 6), SortColumns.MAX);
        assertThat(SortColumns.widths(new KeyHeading("PK (S)", List.of("SK (S) ↑"), List.of(40), true),
                text -> 10, 8.0)).containsExactly(SortColumns.SINGLE);
    }
}
