package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.examples.LeaderboardDesign;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Why an item is not in a multi-attribute GSI whose key is the entity's own attributes: DynamoDB indexes an item
 * only when it has every key attribute of the GSI (all partition and all sort attributes), so a Score without its
 * optional region is left out, and the reason names the attribute as the entity's own, not a missing template.
 */
class MultiAttributeExclusionTest {
    @Test
    void aScoreWithoutItsOptionalRegionIsLeftOutBecauseOfThatAttribute() {
        Table table = LeaderboardDesign.table("leaderboard");
        Entity score = table.entity("Score").orElseThrow();
        List<Attribute> attributes = new ArrayList<>(score.attributes());
        attributes.replaceAll(a -> a.name().equals("region") ? Attribute.optional("region", AttributeType.S) : a);
        Map<String, AttributeValue> noRegion = new LinkedHashMap<>(score.records().get(0).attributes());
        noRegion.remove("region");
        noRegion.put("matchId", AttributeValue.s("m99"));
        List<Item> records = new ArrayList<>(score.records());
        records.add(Item.of(noRegion));
        List<Entity> entities = new ArrayList<>(table.entities());
        entities.set(0, new Entity(score.name(), score.description(), score.colour(), attributes, score.keys(),
                score.estimatedItemCount(), records));

        IndexView board = SimulatedTable.of(table.withEntities(entities)).view(LeaderboardDesign.BOARD);

        assertThat(board.excluded()).filteredOn(e -> e.item().get("matchId")
                .equals(java.util.Optional.of(AttributeValue.s("m99")))).singleElement().extracting(Exclusion::reason)
                .isEqualTo("missing region: region is an optional attribute of Score and this item has none");
        assertThat(board.excluded()).filteredOn(e -> e.item().get("SK").orElseThrow()
                .equals(AttributeValue.s("PROFILE"))).first().extracting(Exclusion::reason).asString()
                .isEqualTo("missing tournamentId, region, round, score: Player has none of these attributes and no key"
                        + " template for them");
    }
}
