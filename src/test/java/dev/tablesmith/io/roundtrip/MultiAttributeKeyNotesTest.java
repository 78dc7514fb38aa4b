package dev.tablesmith.io.roundtrip;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.export.MultiAttributeKeyNotes;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.io.interop.DesignImport;
import dev.tablesmith.io.interop.ImportResult;
import dev.tablesmith.io.interop.ImportWarning;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * NoSQL Workbench models and OneTable schemas hold one partition and one sort key attribute per index, so a GSI with
 * a multi-attribute key (DynamoDB Developer Guide, "Multi-attribute keys pattern": up to 4 of each) is written with
 * the first attribute of each and a note giving the full key, which tells the format's user and which the import
 * reads back.
 */
class MultiAttributeKeyNotesTest {
    static Design multikey() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find("game-leaderboard-multikey").orElseThrow());
    }

    @Test
    void theWorkbenchModelWritesTheFirstAttributesAndNotesTheFullKeyInItsDescription() throws Exception {
        Design design = multikey();
        String model = Exporters.byId("workbench").orElseThrow().export(design);
        assertThat(model).contains("Multi-attribute GSI Leaderboard: partition tournamentId:S+region:S, sort"
                + " score:N+playerId:S (this format holds one partition and one sort key attribute per GSI");
        assertThat(model).doesNotContain("Multi-attribute GSI TournamentsByGame");

        ImportResult back = DesignImport.read(model, "model.json", design.name());
        assertThat(back.design().description()).isEqualTo(design.description());
        assertThat(back.design().table().index("Leaderboard").orElseThrow().keySchema())
                .isEqualTo(design.table().index("Leaderboard").orElseThrow().keySchema());
    }

    @Test
    void theOneTableSchemaNotesEachMultiAttributeGsiAndTheImportListsTheNote() throws Exception {
        Design design = multikey();
        String schema = Exporters.byId("onetable").orElseThrow().export(design);
        assertThat(schema).contains("\"Leaderboard\": {", "\"hash\": \"tournamentId\"", "\"sort\": \"score\"",
                "Multi-attribute GSI AchievementHolders: partition achievementId:S, sort earnedAt:S+playerId:S");

        ImportResult back = DesignImport.read(schema, "schema.json", design.name());
        assertThat(back.warnings()).extracting(ImportWarning::message)
                .anyMatch(m -> m.startsWith("the schema notes: Multi-attribute GSI Leaderboard"));
        assertThat(back.design().table().index("AchievementHolders").orElseThrow().keySchema().sortKey())
                .extracting(KeyAttribute::name).containsExactly("earnedAt", "playerId");
    }

    @Test
    void aNoteDoesNotChangeAGsiWhoseKeyIsNotItsFirstAttributes() {
        SecondaryIndex full = SecondaryIndex.gsi("ByTeam", new KeySchema(List.of(KeyAttribute.s("org"),
                KeyAttribute.s("team")), List.of(KeyAttribute.n("rank"))), Projection.all());
        Map<String, KeySchema> keys = MultiAttributeKeyNotes.keys(MultiAttributeKeyNotes.note(full));
        assertThat(keys).containsEntry("ByTeam", full.keySchema());

        SecondaryIndex edited = SecondaryIndex.gsi("ByTeam", KeySchema.of(KeyAttribute.s("department"),
                KeyAttribute.n("rank")), Projection.all());
        assertThat(MultiAttributeKeyNotes.restore(edited, keys)).isEqualTo(edited);
        SecondaryIndex written = SecondaryIndex.gsi("ByTeam", KeySchema.of(KeyAttribute.s("org"),
                KeyAttribute.n("rank")), Projection.all());
        assertThat(MultiAttributeKeyNotes.restore(written, keys)).isEqualTo(full);
    }

    @Test
    void aNoteWithMoreThanFourAttributesIsNotAKey() {
        String five = "Multi-attribute GSI Wide: partition a:S+b:S+c:S+d:S+e:S, sort none (this format holds one"
                + " partition and one sort key attribute per GSI: the first of each is written, and a table created"
                + " from this file alone gets that single-attribute GSI).";
        assertThat(MultiAttributeKeyNotes.keys(five)).isEmpty();
        assertThat(MultiAttributeKeyNotes.withoutNotes("About.\n\n" + five)).isEqualTo("About.");
    }
}
