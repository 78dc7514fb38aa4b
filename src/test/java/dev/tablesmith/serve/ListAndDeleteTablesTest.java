package dev.tablesmith.serve;

import static dev.tablesmith.serve.ControlPlaneFixtures.assertRefused;
import static dev.tablesmith.serve.ControlPlaneFixtures.assertValidation;
import static dev.tablesmith.serve.ControlPlaneFixtures.body;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.model.Design;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** ListTables paging and DeleteTable (dynalite {@code test/listTables.js}, {@code test/deleteTable.js}). */
class ListAndDeleteTablesTest {
    private final Design base = ControlPlaneFixtures.commerceMain();

    /** commerce-main plus tables named so that design order differs from name order. */
    private Design withTables(String... names) {
        Design d = base;
        for (String name : names) {
            d = ControlPlane.createTable(d, body("{'TableName':'" + name + "','BillingMode':'PAY_PER_REQUEST',"
                    + "'AttributeDefinitions':[{'AttributeName':'a','AttributeType':'S'}],"
                    + "'KeySchema':[{'AttributeName':'a','KeyType':'HASH'}]}")).design();
        }
        return d;
    }

    private static List<String> names(JsonNode response) {
        List<String> names = new ArrayList<>();
        response.get("TableNames").forEach(n -> names.add(n.asText()));
        return names;
    }

    @Test
    void namesInNameOrderWithoutLastEvaluatedWhenAllFit() {
        JsonNode response = ControlPlane.listTables(withTables("zeta", "alpha", "Beta"), body("{}"));
        assertThat(names(response)).containsExactly("Beta", "alpha", "commerce-main", "zeta");
        assertThat(response.has("LastEvaluatedTableName")).isFalse();
    }

    @Test
    void limitAndExclusiveStartTableNamePage() {
        // dynalite "should return list using ExclusiveStartTableName and Limit"
        Design d = withTables("zeta", "alpha", "beta");
        JsonNode first = ControlPlane.listTables(d, body("{'Limit':2}"));
        assertThat(names(first)).containsExactly("alpha", "beta");
        assertThat(first.get("LastEvaluatedTableName").asText()).isEqualTo("beta");
        JsonNode second = ControlPlane.listTables(d, body("{'Limit':2,'ExclusiveStartTableName':'beta'}"));
        assertThat(names(second)).containsExactly("commerce-main", "zeta");
        assertThat(second.has("LastEvaluatedTableName")).isFalse();
        JsonNode between = ControlPlane.listTables(d, body("{'ExclusiveStartTableName':'bz0'}"));
        assertThat(names(between)).containsExactly("commerce-main", "zeta");
    }

    @Test
    void limitAndStartNameAreChecked() {
        // dynalite "should return ValidationExceptions in order", "low Limit", "high Limit"
        assertValidation(() -> ControlPlane.listTables(base, body("{'ExclusiveStartTableName':'a;','Limit':500}")),
                "3 validation errors detected: Value '500' at 'limit' failed to satisfy constraint: Member must have "
                        + "value less than or equal to 100; Value 'a;' at 'exclusiveStartTableName' failed to satisfy "
                        + "constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; Value 'a;' at "
                        + "'exclusiveStartTableName' failed to satisfy constraint: Member must have length greater "
                        + "than or equal to 3");
        assertValidation(() -> ControlPlane.listTables(base, body("{'Limit':0}")),
                "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member must have "
                        + "value greater than or equal to 1");
    }

    @Test
    void deleteTableDescribesItDeletingAndTheDesignLosesIt() {
        Design d = withTables("scratch");
        Map<String, SimulatedTable> served = ControlPlaneFixtures.served(base);
        ControlPlane.Change change = ControlPlane.deleteTable(d, served, body("{'TableName':'commerce-main'}"));
        assertThat(change.design().table("commerce-main")).isEmpty();
        assertThat(change.design().tables()).hasSize(1);
        JsonNode description = change.response().get("TableDescription");
        assertThat(description.get("TableStatus").asText()).isEqualTo("DELETING");
        assertThat(description.get("TableName").asText()).isEqualTo("commerce-main");
        assertThat(description.get("ItemCount").asLong())
                .isEqualTo(served.get("commerce-main").view(null).entryCount()).isPositive();
        assertRefused(() -> ControlPlane.describeTable(change.design(), served, body("{'TableName':'commerce-main'}")),
                "ResourceNotFoundException", "Requested resource not found: Table: commerce-main not found");
    }

    @Test
    void deleteOfAnUnknownTableOrTheLastOneIsRefused() {
        assertRefused(() -> ControlPlane.deleteTable(base, Map.of(), body("{'TableName':'nope'}")),
                "ResourceNotFoundException", "Requested resource not found: Table: nope not found");
        assertValidation(() -> ControlPlane.deleteTable(base, Map.of(), body("{'TableName':'commerce-main'}")),
                "Table commerce-main is the only table of design " + base.name()
                        + "; a Tablesmith design keeps at least one table");
    }
}
