package dev.tablesmith.export;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.List;

/**
 * commerce-main varied to reach every branch of the infrastructure exports: provisioned at 10 RCU / 4 WCU, a GSI3
 * with an INCLUDE projection and throughput of its own, an LSI with an INCLUDE projection, no stream, and a
 * customer whose name holds the characters shells, JSON and Markdown treat specially.
 */
public final class VariedDesign {
    /** The name of customer c1: a quote, a dollar, backticks, a double quote, a backslash and a bar. */
    public static final String AWKWARD_NAME = "O'Brien $HOME `date` \"q\" \\ |";

    private VariedDesign() {
    }

    public static Design design() {
        Design base = CommerceMain.design();
        Table table = base.table();
        List<SecondaryIndex> indexes = new ArrayList<>(table.indexes());
        indexes.add(new SecondaryIndex("GSI3", dev.tablesmith.model.IndexKind.GSI,
                KeySchema.of(KeyAttribute.s("GSI3PK"), KeyAttribute.n("GSI3SK")),
                Projection.include(List.of("total", "status")), new Throughput(3, 2)));
        indexes.add(SecondaryIndex.lsi("LSI1", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("LSI1SK")),
                Projection.include(List.of("total"))));
        List<Entity> entities = new ArrayList<>(table.entities());
        Entity customer = entities.get(0);
        List<Item> records = new ArrayList<>(customer.records());
        records.set(0, records.get(0).with("name", AttributeValue.s(AWKWARD_NAME)));
        entities.set(0, customer.withRecords(records));
        Table varied = new Table("varied-orders", table.keySchema(), indexes,
                new TableSettings(BillingMode.PROVISIONED, new Throughput(10, 4), "expiresAt", null),
                entities, table.accessPatterns(), table.items());
        return Design.of("varied", varied);
    }
}
