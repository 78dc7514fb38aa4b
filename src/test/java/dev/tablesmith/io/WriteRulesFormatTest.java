package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.TransactActionKind;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The write-side fields of the format: read, written back in canonical form, located problems. */
class WriteRulesFormatTest {
    private final JsonDesignStore store = new JsonDesignStore();

    private Design read(String text) throws Exception {
        return store.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "t.tablesmith.json");
    }

    private static String design(String entityExtra, String write) {
        return """
                {
                  "format": "tablesmith/1",
                  "name": "shop",
                  "tables": [
                    {
                      "name": "shop",
                      "partitionKey": { "name": "PK", "type": "S" },
                      "entities": [
                        { "name": "Customer", "attributes": [ { "name": "id", "type": "S" }, { "name": "name", "type": "S" } ],
                          "keys": { "PK": { "template": "C#{id}" } } },
                        { "name": "Order", "attributes": [ { "name": "id", "type": "S" }, { "name": "customerName", "type": "S" } ],
                          "keys": { "PK": { "template": "O#{id}" } }%s }
                      ],
                      "accessPatterns": [
                        { "id": "W1", "name": "Rename", "kind": "WRITE", "entities": ["Customer"],
                          "equals": [ { "attribute": "id" } ], "write": %s }
                      ]
                    }
                  ]
                }
                """.formatted(entityExtra, write);
    }

    @Test
    void copiesAggregatesUniqueValuesTtlValuesAndActionsReadAndWriteBack() throws Exception {
        Design design = read(design("""
                , "ttlAttribute": "expiresAt",
                "copies": [ { "attribute": "customerName", "sourceEntity": "Customer", "sourceAttribute": "name", "mode": "LIVE" } ],
                "aggregates": [ { "attribute": "lines", "rule": "COUNT", "sourceEntity": "Customer" } ],
                "uniqueValues": [ { "attribute": "id", "keyTemplate": "OID#{id}" } ]""", """
                { "operation": "UPDATE", "transaction": true, "values": { ":n": "Asha", ":one": 1.50 },
                  "actions": [ { "kind": "UPDATE", "entity": "Customer", "updateExpression": "SET #name = :n" },
                               { "kind": "CONDITION_CHECK", "entity": "Order", "conditionExpression": "attribute_exists(PK)", "itemsPerCall": 2 } ] }"""));

        var order = design.table().entity("Order").orElseThrow();
        var write = design.table().accessPattern("W1").orElseThrow().write();
        assertThat(order.ttlAttribute()).isEqualTo("expiresAt");
        assertThat(order.copies()).singleElement().satisfies(c -> assertThat(c.mode()).isEqualTo(CopyMode.LIVE));
        assertThat(order.aggregates()).hasSize(1);
        assertThat(order.uniqueValues()).hasSize(1);
        assertThat(write.values()).containsEntry(":n", AttributeValue.s("Asha"))
                .containsEntry(":one", AttributeValue.n("1.50"));
        assertThat(write.actions()).extracting(a -> a.kind()).containsExactly(TransactActionKind.UPDATE,
                TransactActionKind.CONDITION_CHECK);
        assertThat(read(store.write(design))).isEqualTo(design);
        assertThat(store.write(design)).contains("\":one\": 1.50").contains("\"itemsPerCall\": 2")
                .doesNotContain("\"maintainedBy\"");
    }

    @Test
    void placeholderWithoutItsColonIsALocatedProblem() {
        assertThatThrownBy(() -> read(design("", "{ \"operation\": \"UPDATE\", \"values\": { \"n\": \"x\" } }")))
                .isInstanceOf(DesignLoadException.class)
                .satisfies(e -> assertThat(((DesignLoadException) e).problems()).anySatisfy(p ->
                        assertThat(p.toString()).contains("/tables/0/accessPatterns/0/write/values/n")
                                .contains("placeholder 'n' must start with ':'")));
    }
}
