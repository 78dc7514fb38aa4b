package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.Leaderboard;
import dev.tablesmith.review.MultiAttributeConversion;
import dev.tablesmith.review.MultiAttributeConversion.Entry;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Converting a composite-string GSI to a native multi-attribute key (AWS, "Multi-attribute keys for global secondary
 * indexes", November 2025: up to 4 partition and 4 sort attributes, each compared by its own type) as one undoable
 * command, and its preview measured by the engine.
 */
class NativeKeyEditsTest {

    @Test
    void theGsiIsKeyedByTheTypedAttributesAndTheSyntheticTemplatesGo() {
        Table after = NativeKeyEdits.plan(Leaderboard.table(), "GSI1").table();

        assertThat(after.index("GSI1").orElseThrow().keySchema()).isEqualTo(new KeySchema(
                List.of(KeyAttribute.s("tournamentId"), KeyAttribute.s("region")),
                List.of(KeyAttribute.n("score"), KeyAttribute.s("playerId"))));
        Entity score = after.entity("Score").orElseThrow();
        assertThat(score.key("GSI1PK")).isEmpty();
        assertThat(score.key("GSI1SK")).isEmpty();
        assertThat(score.key("score")).contains(EntityKey.of("score", "{score}"));
        assertThat(after.keyAttributes()).extracting(KeyAttribute::name).doesNotContain("GSI1PK", "GSI1SK");
    }

    @Test
    void undoRestoresTheDesignExactlyAndRedoReappliesIt() {
        Design design = Design.of("leaderboard", Leaderboard.table());
        CommandStack stack = new CommandStack(design);

        stack.push(NativeKeyEdits.apply(Leaderboard.table().name(), "GSI1"));
        Design applied = stack.design();
        stack.undo();

        assertThat(applied).isNotEqualTo(design);
        assertThat(stack.design()).isEqualTo(design);
        stack.redo();
        assertThat(stack.design()).isEqualTo(applied);
        assertThat(stack.undoDescription()).contains("Use a native multi-attribute key on GSI1");
    }

    @Test
    void anOverloadedGsiIsRefusedWithTheReason() {
        Table table = Leaderboard.table();
        List<Entity> entities = new ArrayList<>(table.entities());
        entities.add(table.entities().get(0).withName("Copy"));
        Table twice = table.withEntities(entities);

        assertThatThrownBy(() -> NativeKeyEdits.plan(twice, "GSI1")).hasMessage("GSI1 is written by 2 entities; a "
                + "native key needs one (split an overloaded GSI into one GSI per entity first)");
    }

    @Test
    void previewShowsTheNegativeScorePadRefusedJoiningTheIndex() {
        MultiAttributeConversion preview = preview(Leaderboard.table());

        assertThat(preview.membersBefore()).hasSize(4);
        assertThat(preview.joined()).containsExactly("Score PK=PLAYER#p4 SK=TOURNAMENT#T1");
        assertThat(preview.left()).isEmpty();
        assertThat(preview.collections()).extracting(c -> c.partitionAfter()).containsExactlyInAnyOrder("T1 · EU",
                "T1 · US");
        MultiAttributeConversion.CollectionOrder eu = preview.collections().stream()
                .filter(c -> c.partitionAfter().equals("T1 · EU")).findFirst().orElseThrow();
        assertThat(eu.partitionBefore()).isEqualTo("TOURNAMENT#T1#REGION#EU");
        assertThat(eu.after()).extracting(Entry::sortKey).containsExactly("-5 · p4", "950 · p2", "1200 · p1",
                "10000 · p3");
        assertThat(eu.before()).extracting(Entry::sortKey).containsExactly("SCORE#00000950#p2",
                "SCORE#00001200#p1", "SCORE#00010000#p3");
        assertThat(eu.orderChanged()).isFalse();
    }

    @Test
    void previewShowsUnpaddedNumbersSortingAsNumbers() {
        MultiAttributeConversion preview = preview(Leaderboard.table(Leaderboard.PARTITION, "{score}#{playerId}"));

        MultiAttributeConversion.CollectionOrder eu = preview.reordered().get(0);
        assertThat(eu.before()).extracting(Entry::sortKey).containsExactly("-5#p4", "10000#p3", "1200#p1",
                "950#p2");
        assertThat(eu.after()).extracting(Entry::sortKey).containsExactly("-5 · p4", "950 · p2", "1200 · p1",
                "10000 · p3");
    }

    @Test
    void previewShowsASeparatorThatMisSorts() {
        MultiAttributeConversion preview = preview(Leaderboard.table(Leaderboard.PARTITION,
                "{lastName}#{firstName}"));

        assertThat(preview.reordered()).singleElement().satisfies(eu -> {
            assertThat(eu.before()).extracting(Entry::sortKey).containsExactly("Diaz#Di", "Lee#Cy",
                    "Smith Jones#Bob", "Smith#Ann");
            assertThat(eu.after()).extracting(Entry::sortKey).containsExactly("Diaz · Di", "Lee · Cy",
                    "Smith · Ann", "Smith Jones · Bob");
        });
    }

    @Test
    void previewStorageIsTheSyntheticAttributesBytesPerTheEngine() {
        Table before = Leaderboard.table();
        long synthetic = 0;
        for (SampleItem item : ItemMaterializer.materialize(before).items()) {
            for (String name : List.of("GSI1PK", "GSI1SK")) {
                synthetic += item.item().get(name).map(v -> ItemSize.utf8Length(name) + ItemSize.ofValue(v))
                        .orElse(0L);
            }
        }
        MultiAttributeConversion preview = preview(before);

        assertThat(preview.sampleItems()).isEqualTo(5);
        assertThat(preview.tableBytesBefore() - preview.tableBytesAfter()).isEqualTo(synthetic).isPositive();
        assertThat(preview.tableBytesSavedPerItem()).isEqualTo(synthetic / 5.0);
    }

    @Test
    void previewWriteUnitsCountTheTableAndEachIndexEntry() {
        MultiAttributeConversion preview = preview(Leaderboard.table());

        // Every item is under 1 KB: 1 WCU on the table per Put, plus 1 per GSI1 entry (4 before, 5 after).
        assertThat(preview.writeUnitsBefore()).isEqualTo(9.0);
        assertThat(preview.writeUnitsAfter()).isEqualTo(10.0);
    }

    private static MultiAttributeConversion preview(Table table) {
        return MultiAttributeConversion.compare(table, NativeKeyEdits.plan(table, "GSI1").table(), "GSI1");
    }
}
