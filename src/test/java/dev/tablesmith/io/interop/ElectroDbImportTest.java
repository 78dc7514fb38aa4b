package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ElectroDB entities read from their source. The key formats are ElectroDB's (ElectroDbKeysAgainstElectroDbTest
 * runs ElectroDB itself on the same module).
 */
class ElectroDbImportTest {

    @Test
    void entitiesSharingATableGiveOneTableWithTheirIndexesAndElectroDbKeyTemplates() throws Exception {
        ImportResult result = DesignImport.read(resource("electrodb-task-app.js"));
        Table table = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.ELECTRODB);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        assertThat(table.name()).isEqualTo("task-app");
        assertThat(table.keySchema().attributeNames()).containsExactly("pk", "sk");
        assertThat(table.indexes()).extracting(SecondaryIndex::name).containsExactly("gsi1pk-gsi1sk-index", "gsi2",
                "gsi3", "gsi4");
        assertThat(table.indexes()).allMatch(i -> i.kind() == IndexKind.GSI);
        Entity employee = table.entity("Employee").orElseThrow();
        assertThat(employee.keys()).extracting(EntityKey::attribute, EntityKey::template).containsExactly(
                org.assertj.core.groups.Tuple.tuple("pk", "$taskapp#employeeid_{employeeId|lower}"),
                org.assertj.core.groups.Tuple.tuple("sk", "$employee_1#office_{office|lower}#age_{age}"),
                org.assertj.core.groups.Tuple.tuple("gsi1pk", "$taskapp#office_{office|lower}"),
                org.assertj.core.groups.Tuple.tuple("gsi1sk", "$employee_1"),
                org.assertj.core.groups.Tuple.tuple("gsi2pk", "team#{team|lower}"),
                org.assertj.core.groups.Tuple.tuple("gsi2sk", "$EMPLOYEE_1#TITLE_{title|upper}"),
                org.assertj.core.groups.Tuple.tuple("gsi3pk", "$TaskApp#title_{title}"),
                org.assertj.core.groups.Tuple.tuple("gsi3sk", "$staff#Employee_1#age_{age}#active_{active}"),
                org.assertj.core.groups.Tuple.tuple("gsi4pk", "$taskapp#manager_{mgr|lower}#sid_{storeId|lower}"),
                org.assertj.core.groups.Tuple.tuple("gsi4sk", "$employee_1#employeeid_{employeeId|lower}"));
        assertThat(employee.attributes()).extracting(Attribute::name).containsExactly("employeeId", "office", "age",
                "team", "title", "mgr", "storeId", "active");
        Attribute team = employee.attributes().get(3);
        assertThat(team.type()).isEqualTo(AttributeType.S);
        assertThat(team.enumValues()).containsExactly("Platform", "Mobile", "Data");
        assertThat(employee.attributes().get(0).required()).isTrue();
        assertThat(employee.attributes().get(2).type()).isEqualTo(AttributeType.N);
        assertThat(employee.attributes().get(7).type()).isEqualTo(AttributeType.BOOL);
        assertThat(table.entity("Office").orElseThrow().key("sk").orElseThrow().template()).isEqualTo("$office_2");

        List<String> messages = result.warnings().stream().map(w -> w.format("app.js")).toList();
        assertThat(messages).contains("app.js:37:9: index 'byTitle': collection 'staff' is not represented (its"
                + " name is kept in the sort key prefix)");
        assertThat(messages).anyMatch(m -> m.startsWith("app.js:7:18: ElectroDB also writes __edb_e__ ('Employee')"));
    }

    @Test
    void olderSchemaFormWithFacetsSetsAndOptionsAndRuntimeTable() throws ImportException {
        ImportResult result = DesignImport.read("""
                import { Entity } from "electrodb";
                const schema = {
                  service: "mallstoredirectory",
                  entity: "MallStores",
                  table: process.env.TABLE,
                  version: "1",
                  attributes: {
                    id: { type: "string", field: "storeLocationId", default: () => uuid() },
                    mall: { type: "string", required: true, validate: /^[a-z]+$/ },
                    rent: { type: "number", watch: ["mall"], set: (r) => r },
                    tags: { type: "set", items: "number" },
                    extra: { type: "any" },
                  },
                  indexes: {
                    store: { pk: { field: "pk", facets: ["id"] } },
                    units: {
                      index: "gsi1pk-gsi1sk-index",
                      type: "clustered",
                      condition: (attr) => attr.rent > 0,
                      pk: { field: "gsi1pk", facets: ["mall"] },
                      sk: { field: "gsi1sk", facets: ["rent", "nope"] },
                    },
                  },
                };
                export const MallStores = new Entity(schema, { client });
                """, "mall.ts", "mall");
        Table table = result.design().table();

        assertThat(table.name()).isEqualTo("mall");
        assertThat(table.keySchema().attributeNames()).containsExactly("pk");
        Entity stores = table.entity("MallStores").orElseThrow();
        assertThat(stores.key("pk").orElseThrow().template()).isEqualTo("$mallstoredirectory#id_{storeLocationId|lower}");
        assertThat(stores.key("gsi1sk")).isEmpty();
        assertThat(stores.attributes()).extracting(Attribute::name, Attribute::type).contains(
                org.assertj.core.groups.Tuple.tuple("tags", AttributeType.NS),
                org.assertj.core.groups.Tuple.tuple("extra", AttributeType.S));
        List<String> messages = result.warnings().stream().map(w -> w.format("mall.ts")).toList();
        assertThat(messages).contains(
                "mall.ts:5:3: entity MallStores's table process.env.TABLE is only known when the code runs; read as"
                        + " 'mall'",
                "mall.ts:8:5: MallStores attribute 'id' options not represented in Tablesmith: default",
                "mall.ts:9:5: MallStores attribute 'mall' options not represented in Tablesmith: validate",
                "mall.ts:10:5: MallStores attribute 'rent' options not represented in Tablesmith: watch, set",
                "mall.ts:12:5: type 'any' is not one Tablesmith represents (string, number, boolean, map, list, set"
                        + " or an enum array); read as S",
                "mall.ts:18:7: index 'units': type 'clustered' (ElectroDB orders a clustered index's sort key"
                        + " differently) is not represented; keys are read as an isolated index's",
                "mall.ts:19:7: index 'units': condition (attr) => attr.rent > 0 is not represented; ignored",
                "mall.ts:16:5: MallStores's key gsi1sk is composed of 'nope', which is not an attribute; the"
                        + " template is dropped");
    }

    @Test
    void entityWithoutAPrimaryIndexIsLocated() {
        assertThatThrownBy(() -> DesignImport.read("""
                const { Entity } = require('electrodb');
                new Entity({ model: { entity: 'a', version: '1', service: 's' }, attributes: {},
                  indexes: { byX: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] } } } });
                """, "x.js", "x")).isInstanceOf(ImportException.class)
                .hasMessage("x.js:3:3: entity a has no primary index (one without 'index:')");
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(ElectroDbImportTest.class.getResource(name).toURI());
    }
}
