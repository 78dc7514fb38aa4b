package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.examples.LeaderboardDesign;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The index card of a multi-attribute GSI: its key in key order with types, and the entities whose items are in
 * it. DynamoDB indexes an item in a GSI when it has every key attribute with the right type, whether a key template
 * or the entity's own attribute put it there; a multi-attribute key is usually the item's own attributes.
 */
class MultiAttributeIndexCardTest {
    private static IndexCard card(Table table) {
        SecondaryIndex board = table.index(LeaderboardDesign.BOARD).orElseThrow();
        return TableText.card(board, table);
    }

    @Test
    void theKeyIsShownInKeyOrderAndAnEntityWritingItsOwnAttributesIsAWriter() {
        IndexCard card = card(LeaderboardDesign.table("leaderboard"));

        assertThat(card.partitionKey()).isEqualTo("tournamentId (S) + region (S) + round (N)");
        assertThat(card.sortKey()).isEqualTo("score (N) + playerId (S)");
        assertThat(card.writersText()).isEqualTo("1 entity: Score");
        assertThat(card.isSparse()).isFalse();
    }

    @Test
    void anOptionalOwnAttributeMakesTheIndexSparseOnThatAttribute() {
        Table table = LeaderboardDesign.table("leaderboard");
        Entity score = table.entity("Score").orElseThrow();
        List<Attribute> attributes = new ArrayList<>(score.attributes());
        attributes.replaceAll(a -> a.name().equals("region") ? Attribute.optional("region", AttributeType.S) : a);
        List<Entity> entities = new ArrayList<>(table.entities());
        entities.set(0, new Entity(score.name(), score.description(), score.colour(), attributes, score.keys(),
                score.estimatedItemCount(), score.records()));

        IndexCard card = card(table.withEntities(entities));

        assertThat(card.writersText()).isEqualTo("1 entity: Score when attribute_exists(region)");
        assertThat(card.isSparse()).isTrue();
    }
}
