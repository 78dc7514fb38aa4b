package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Real ElectroDB/CDK/DynamoDB-Toolbox modules from public repositories (see the fixtures' SOURCES.md). */
class JsLibraryFixturesTest {

    /** tywalch/electrodb examples/taskmanager/models/employee.ts (MIT): collections, enums, validators. */
    @Test
    void electroDbTaskManagerEmployee() {
        ImportResult result = RealWorldFixtures.read("electrodb/electrodb-taskmanager-employee-collections.ts");
        Table table = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.ELECTRODB);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(table.name()).isEqualTo("electrodb-taskmanager-employee-collections");
        assertThat(table.indexes()).extracting(SecondaryIndex::name).containsExactly("gsi1pk-gsi1sk-index",
                "gsi2pk-gsi2sk-index", "gsi3pk-gsi3sk-index", "gsi4pk-gsi4sk-index", "gsi5pk-gsi5sk-index");
        Entity employee = table.entity("employee").orElseThrow();
        assertThat(employee.key("pk").orElseThrow().template()).isEqualTo("$task-manager#employee_{employee|lower}");
        assertThat(employee.key("sk").orElseThrow().template()).isEqualTo("$employee_1");
        assertThat(employee.key("gsi1sk").orElseThrow().template()).isEqualTo(
                "$workplaces#employee_1#team_{team|lower}#title_{title|lower}#employee_{employee|lower}");
        assertThat(employee.key("gsi3sk").orElseThrow().template()).isEqualTo("$assignments#employee_1");
        assertThat(employee.attributes().stream().filter(a -> a.name().equals("team")).findFirst().orElseThrow()
                .enumValues()).containsExactly("development", "marketing", "finance", "product",
                "cool cats and kittens");
        List<String> messages = result.warnings().stream().map(w -> w.format("e.ts")).toList();
        assertThat(messages).contains(
                "e.ts:139:5: entity employee's table table is only known when the code runs; read as"
                        + " 'electrodb-taskmanager-employee-collections'",
                "e.ts:52:7: employee attribute 'dateHired' options not represented in Tablesmith: validate");
    }
}
