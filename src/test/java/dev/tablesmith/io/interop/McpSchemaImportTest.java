package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.review.DesignReview;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.review.Finding;
import dev.tablesmith.review.Severity;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Imports the {@code schema.json} files of AWS's DynamoDB MCP server: two of its own test fixtures (see
 * {@code src/test/resources/dev/tablesmith/io/interop/mcp/SOURCES.md}) and an agent-written schema using every
 * part of the format, including what its validator does not accept (format specs).
 */
class McpSchemaImportTest {
    private static final String AGENT_SCHEMA = """
            {
              "tables": [{
                "table_config": {"table_name": "SaasTable", "partition_key": "pk", "sort_key": "sk"},
                "gsi_list": [
                  {"name": "ByScore", "partition_key": "gsi1pk", "sort_key": "gsi1sk",
                   "projection": "INCLUDE", "included_attributes": ["player"]},
                  {"name": "TournamentRegion", "partition_key": ["tournament_id", "region"],
                   "sort_key": ["round", "match_id"], "projection": "KEYS_ONLY"}
                ],
                "entities": {
                  "Match": {
                    "entity_type": "MATCH",
                    "pk_template": "TENANT#{tenant_id}",
                    "sk_template": "MATCH#{match_id}",
                    "gsi_mappings": [
                      {"name": "ByScore", "pk_template": "TENANT#{tenant_id}#SCORES", "sk_template": "{score:05d}"},
                      {"name": "TournamentRegion", "pk_template": ["{tournament_id}", "{region}"],
                       "sk_template": ["{round}", "{match_id}"]}
                    ],
                    "fields": [
                      {"name": "tenant_id", "type": "string", "required": true},
                      {"name": "match_id", "type": "string", "required": true},
                      {"name": "score", "type": "integer", "required": true},
                      {"name": "player", "type": "string", "required": true},
                      {"name": "tournament_id", "type": "string", "required": true},
                      {"name": "region", "type": "string", "required": true},
                      {"name": "round", "type": "string", "required": true},
                      {"name": "status", "type": "string", "required": false},
                      {"name": "tags", "type": "array", "item_type": "string", "required": false}
                    ],
                    "access_patterns": [
                      {"pattern_id": 1, "name": "get_match", "description": "One match",
                       "operation": "GetItem", "consistent_read": true,
                       "parameters": [{"name": "tenant_id", "type": "string"}, {"name": "match_id", "type": "string"}],
                       "return_type": "single_entity"},
                      {"pattern_id": 2, "name": "top_scores", "description": "Scores from a threshold",
                       "operation": "Query", "index_name": "ByScore", "range_condition": ">=",
                       "parameters": [{"name": "tenant_id", "type": "string"}, {"name": "min_score", "type": "integer"}],
                       "return_type": "entity_list"},
                      {"pattern_id": 3, "name": "region_round", "description": "Matches of a round",
                       "operation": "Query", "index_name": "TournamentRegion",
                       "parameters": [{"name": "tournament_id", "type": "string"}, {"name": "region", "type": "string"},
                                      {"name": "round", "type": "string"}],
                       "return_type": "entity_list"},
                      {"pattern_id": 4, "name": "open_matches", "description": "Open matches of a tenant",
                       "operation": "Query",
                       "filter_expression": {"conditions": [
                         {"field": "status", "operator": "=", "param": "status"},
                         {"field": "tags", "function": "contains", "param": "tag"}]},
                       "parameters": [{"name": "tenant_id", "type": "string"}, {"name": "status", "type": "string"},
                                      {"name": "tag", "type": "string"}],
                       "return_type": "entity_list"},
                      {"pattern_id": 5, "name": "close_match", "description": "Close a match",
                       "operation": "UpdateItem",
                       "parameters": [{"name": "tenant_id", "type": "string"}, {"name": "match_id", "type": "string"},
                                      {"name": "status", "type": "string"}],
                       "return_type": "single_entity", "retries": 3}
                    ]
                  }
                }
              }],
              "cross_table_access_patterns": [
                {"pattern_id": 100, "name": "register", "operation": "TransactWrite", "entities_involved": [],
                 "parameters": [], "return_type": "boolean"}
              ]
            }
            """;

    private static ImportResult fixture(String name) throws IOException, ImportException {
        try (InputStream in = McpSchemaImportTest.class.getResourceAsStream("mcp/" + name)) {
            return DesignImport.read(new String(in.readAllBytes(), StandardCharsets.UTF_8), name,
                    DesignImport.stem(name));
        }
    }

    private static List<String> messagesAt(ImportResult result, String path) {
        return result.warnings().stream().filter(w -> w.path().equals(path)).map(ImportWarning::message).toList();
    }

    @Test
    void schemaJsonIsRecognisedByItsContent() {
        assertThat(DesignImport.detect(AGENT_SCHEMA)).contains(SourceFormat.MCP_SCHEMA);
        assertThat(DesignImport.detect("{\"tables\": [{\"TableName\": \"x\"}]}")).isEmpty();
    }

    @Test
    void gamingLeaderboardFixtureGivesFourTablesWithNaturalKeys() throws Exception {
        ImportResult result = fixture("gaming_leaderboard_schema.json");
        Design design = result.design();

        assertThat(result.format()).isEqualTo(SourceFormat.MCP_SCHEMA);
        assertThat(design.tables()).extracting(Table::name)
                .containsExactly("GameTable", "LeaderboardTable", "AchievementTable", "TournamentTable");
        Table games = design.table("GameTable").orElseThrow();
        assertThat(games.keySchema().attributes()).containsExactly(KeyAttribute.s("game_id"), KeyAttribute.s("sk"));
        Entity game = games.entity("Game").orElseThrow();
        assertThat(game.key("game_id").orElseThrow().template()).isEqualTo("{game_id}");
        assertThat(game.key("sk").orElseThrow().template()).isEqualTo("METADATA");
        assertThat(game.attribute("is_active").orElseThrow().type()).isEqualTo(AttributeType.BOOL);
        assertThat(game.attribute("max_players").orElseThrow().required()).isFalse();
        // The MCP code generator writes a key that is one integer field as a number: score is an N sort key.
        Table leaderboard = design.table("LeaderboardTable").orElseThrow();
        assertThat(leaderboard.keySchema().attributes())
                .containsExactly(KeyAttribute.s("game_id"), new KeyAttribute("score", ScalarType.N));
        SecondaryIndex byPlayer = leaderboard.index("PlayerScoresIndex").orElseThrow();
        assertThat(byPlayer.keySchema().attributes())
                .containsExactly(KeyAttribute.s("player_id"), new KeyAttribute("score", ScalarType.N));
        assertThat(messagesAt(result, "/tables/1/entities/LeaderboardEntry/entity_type")).singleElement()
                .asString().contains("'SCORE'");
        assertThat(new DesignValidator().validate(design)).isEmpty();
    }

    @Test
    void gamingLeaderboardPatternsKeepOperationIndexAndInputs() throws Exception {
        Design design = fixture("gaming_leaderboard_schema.json").design();

        AccessPattern listGames = design.table("GameTable").orElseThrow().accessPattern("AP2").orElseThrow();
        assertThat(listGames.name()).isEqualTo("list_games");
        assertThat(listGames.equalities()).isEmpty();
        assertThat(listGames.index()).isNull();
        AccessPattern playerScores = design.table("LeaderboardTable").orElseThrow().accessPattern("AP4")
                .orElseThrow();
        assertThat(playerScores.index()).isEqualTo("PlayerScoresIndex");
        assertThat(playerScores.equalities()).extracting(e -> e.attribute()).containsExactly("player_id");
        AccessPattern submit = design.table("LeaderboardTable").orElseThrow().accessPattern("AP5").orElseThrow();
        assertThat(submit.kind()).isEqualTo(PatternKind.WRITE);
        assertThat(submit.write().operation()).isEqualTo(WriteOperation.PUT);
        AccessPattern update = design.table("TournamentTable").orElseThrow().accessPattern("AP10").orElseThrow();
        assertThat(update.write().operation()).isEqualTo(WriteOperation.UPDATE);
        assertThat(update.equalities()).extracting(e -> e.attribute()).containsExactly("tournament_id", "ranking");
    }

    /** The point of the import: the deterministic check of an agent's design finds the Scan it asked for. */
    @Test
    void checkReportsTheScanPatternOfTheGamingFixtureAndNoOtherError() throws Exception {
        List<Finding> findings = new DesignReview().review(fixture("gaming_leaderboard_schema.json").design());

        assertThat(findings).filteredOn(f -> f.severity() == Severity.ERROR).singleElement()
                .satisfies(f -> {
                    assertThat(f.ruleId()).isEqualTo("scan-required");
                    assertThat(f.message()).contains("AP2").contains("list_games");
                });
    }

    @Test
    void dealsFixtureKeepsRangeSparseIndexesAndPartitionKeyOnlyTables() throws Exception {
        ImportResult result = fixture("deals_schema.json");
        Design design = result.design();

        Table deals = design.table("Deals").orElseThrow();
        assertThat(deals.keySchema().hasSortKey()).isFalse();
        AccessPattern recent = deals.accessPattern("AP5").orElseThrow();
        assertThat(recent.index()).isEqualTo("DealsByBrand");
        assertThat(recent.equalities()).extracting(e -> e.attribute()).containsExactly("brand_id");
        assertThat(recent.range().attribute()).isEqualTo("created_at");
        assertThat(recent.range().operator()).isEqualTo(RangeOperator.GE);
        Table watches = design.table("UserWatches").orElseThrow();
        assertThat(watches.index("WatchesByCategory").orElseThrow().keySchema().hasSortKey()).isFalse();
        Entity watch = watches.entity("UserWatch").orElseThrow();
        assertThat(watch.attribute("brand_id").orElseThrow().required()).isFalse();
        assertThat(watch.key("user_id").orElseThrow().template()).isEqualTo("{user_id}");
        assertThat(result.warnings()).extracting(ImportWarning::path)
                .containsExactly("/tables/3/entities/UserWatch/entity_type");
        assertThat(new DesignValidator().validate(design)).isEmpty();
        assertThat(new DesignReview().review(design)).noneMatch(f -> f.severity() == Severity.ERROR);
    }

    @Test
    void agentSchemaWithFormatSpecsAndMultiAttributeKeysImports() throws Exception {
        ImportResult result = DesignImport.read(AGENT_SCHEMA, "schema.json", "schema");
        Table table = result.design().table();
        Entity match = table.entity("Match").orElseThrow();

        assertThat(match.key("pk").orElseThrow().template()).isEqualTo("TENANT#{tenant_id}");
        assertThat(match.key("gsi1sk").orElseThrow().template()).isEqualTo("{score|pad:5}");
        assertThat(messagesAt(result, "/tables/0/entities/Match/gsi_mappings")).singleElement().asString()
                .contains("{score|pad:5}");
        SecondaryIndex region = table.index("TournamentRegion").orElseThrow();
        assertThat(region.keySchema().partitionKey()).extracting(KeyAttribute::name)
                .containsExactly("tournament_id", "region");
        assertThat(region.keySchema().sortKey()).extracting(KeyAttribute::name).containsExactly("round", "match_id");
        assertThat(region.projection().type()).isEqualTo(ProjectionType.KEYS_ONLY);
        assertThat(table.index("ByScore").orElseThrow().projection().nonKeyAttributes()).containsExactly("player");
        assertThat(match.key("match_id").orElseThrow().template()).isEqualTo("{match_id}");
        assertThat(match.attribute("tags").orElseThrow().type()).isEqualTo(AttributeType.L);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void agentSchemaPatternsMapRangeFiltersConsistencyAndWarnTheRest() throws Exception {
        ImportResult result = DesignImport.read(AGENT_SCHEMA, "schema.json", "schema");
        Table table = result.design().table();

        AccessPattern get = table.accessPattern("AP1").orElseThrow();
        assertThat(get.consistency()).isEqualTo(ReadConsistency.STRONG);
        assertThat(get.index()).isEqualTo(AccessPattern.TABLE_INDEX);
        AccessPattern top = table.accessPattern("AP2").orElseThrow();
        assertThat(top.range().attribute()).isEqualTo("score");
        assertThat(top.equalities()).extracting(e -> e.attribute()).containsExactly("tenant_id");
        assertThat(table.accessPattern("AP3").orElseThrow().equalities()).extracting(e -> e.attribute())
                .containsExactly("tournament_id", "region", "round");
        assertThat(table.accessPattern("AP4").orElseThrow().equalities()).extracting(e -> e.attribute())
                .containsExactly("tenant_id", "status");
        assertThat(table.accessPattern("AP5").orElseThrow().equalities()).extracting(e -> e.attribute())
                .containsExactly("tenant_id", "match_id");
        String patterns = "/tables/0/entities/Match/access_patterns/";
        assertThat(messagesAt(result, patterns + "3/parameters")).singleElement().asString().contains("'tag'");
        assertThat(messagesAt(result, patterns + "3/filter_expression/conditions/1")).singleElement().asString()
                .contains("contains");
        assertThat(messagesAt(result, patterns + "4/parameters")).singleElement().asString()
                .contains("UpdateItem sets");
        assertThat(messagesAt(result, patterns + "4/retries")).hasSize(1);
        assertThat(messagesAt(result, "/cross_table_access_patterns/0")).singleElement().asString()
                .contains("register");
    }

    @Test
    void aMinimalSchemaWithOneEntityImports() {
        String text = "{\"tables\": [{\"table_config\": {\"table_name\": \"T\", \"partition_key\": \"pk\"},"
                + " \"entities\": {\"E\": {\"pk_template\": \"E#{id}\", \"fields\": [{\"name\": \"id\","
                + " \"type\": \"string\", \"required\": true}]}}}]}";
        ImportResult result = assertImports(text);
        assertThat(result.design().table().entity("E").orElseThrow().key("pk").orElseThrow().template())
                .isEqualTo("E#{id}");
    }

    private static ImportResult assertImports(String text) {
        try {
            return DesignImport.read(text, "s.json", "s");
        } catch (ImportException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
