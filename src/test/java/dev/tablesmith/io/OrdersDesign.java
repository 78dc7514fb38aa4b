package dev.tablesmith.io;

import static dev.tablesmith.io.RichDesign.map;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import java.util.List;
import java.util.Map;

/** The spec's Order example (docs/model-format.md) as a design; its canonical text is a golden test file. */
final class OrdersDesign {
    private OrdersDesign() {
    }

    static Design build() {
        Entity order = new Entity("Order", "An order header in its customer's collection.", "#E8743B",
                List.of(new Attribute("customerId", AttributeType.S, true, List.of(), 100000L, List.of()),
                        new Attribute("orderId", AttributeType.S, true, List.of("o9"), null, List.of()),
                        new Attribute("orderDate", AttributeType.S, true, List.of("2026-07-14"), null, List.of()),
                        new Attribute("status", AttributeType.S, true, List.of(), null,
                                List.of("PENDING", "PAID", "FULFILLED")),
                        Attribute.optional("total", AttributeType.N)),
                List.of(EntityKey.of("PK", "CUST#{customerId}"),
                        EntityKey.of("SK", "ORDER#{orderDate}#{orderId}"),
                        EntityKey.of("GSI1PK", "STATUS#{status}"),
                        EntityKey.of("GSI1SK", "{orderDate}"),
                        new EntityKey("GSI2PK", "OPEN", "status = PENDING")),
                2_000_000,
                List.of(Item.of(map("customerId", s("c1"), "orderId", s("o9"), "orderDate", s("2026-07-14"),
                        "status", s("PENDING"), "total", n("59.98")))));
        AccessPattern pendingOrders = new AccessPattern("AP5", "PENDING orders in a date window",
                "Operations dashboard.", PatternKind.READ, List.of("Order"),
                List.of(Equality.fixed("status", "PENDING")),
                new RangeCondition("orderDate", RangeOperator.BETWEEN), new SortOrder("orderDate", SortDirection.ASC),
                50, 2, ReadConsistency.EVENTUAL, "GSI1", null,
                Map.of("from", "2026-07-01", "to", "2026-07-31"), null);
        Table table = new Table("commerce-main", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                                Projection.include(List.of("customerName", "total"))),
                        SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), KeyAttribute.s("SK")),
                                Projection.keysOnly())),
                TableSettings.onDemand(), List.of(order), List.of(pendingOrders),
                List.of(Item.of(map("PK", s("ORDER#o9"), "SK", s("ITEM#sku-101"), "qty", n("2"),
                        "unitPrice", n("19.99")))));
        return new Design("commerce-main", "The seed's e-commerce/SaaS model: one table, two GSIs.",
                List.of(table), null);
    }
}
