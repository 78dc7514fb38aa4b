package dev.tablesmith.io;

import static dev.tablesmith.model.AttributeValue.bool;
import static dev.tablesmith.model.AttributeValue.l;
import static dev.tablesmith.model.AttributeValue.m;
import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.nul;
import static dev.tablesmith.model.AttributeValue.s;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A design built in code that uses every field of the format and every DynamoDB type. */
final class RichDesign {
    private RichDesign() {
    }

    static Design build() {
        KeySchema primary = KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK"));
        List<SecondaryIndex> indexes = List.of(
                new SecondaryIndex("GSI1", IndexKind.GSI, KeySchema.of(KeyAttribute.s("GSI1PK"),
                        KeyAttribute.s("GSI1SK")), Projection.include(List.of("customerName", "total")),
                        new Throughput(5, 7)),
                new SecondaryIndex("ByTenantAndRegion", IndexKind.GSI,
                        new KeySchema(List.of(KeyAttribute.s("tenantId"), KeyAttribute.s("region")),
                                List.of(KeyAttribute.n("priority"), KeyAttribute.s("createdAt"))),
                        Projection.keysOnly(), null),
                SecondaryIndex.gsi("Inverted", KeySchema.of(KeyAttribute.s("SK"), KeyAttribute.s("PK")),
                        Projection.all()),
                SecondaryIndex.lsi("ByTotal", KeySchema.of(KeyAttribute.s("PK"),
                        new KeyAttribute("LSI1SK", ScalarType.N)), Projection.all()),
                SecondaryIndex.lsi("ByBlob", KeySchema.of(KeyAttribute.s("PK"),
                        new KeyAttribute("LSI2SK", ScalarType.B)), Projection.include(List.of("status"))));
        Table table = new Table("commerce-main", primary, indexes,
                new TableSettings(BillingMode.PROVISIONED, new Throughput(10, 4), "expiresAt",
                        StreamViewType.NEW_AND_OLD_IMAGES),
                List.of(customer(), order()), List.of(fullPattern(), minimalPattern()), items());
        Pricing pricing = new Pricing("eu-west-1", 0.1413, 0.7063, 0.000147, 0.000735, 0.283, 730);
        return new Design("commerce-main", "Tablesmith's worked example — café orders, \"quoted\", 📦 and a\ttab.",
                List.of(table), pricing);
    }

    private static Entity customer() {
        return new Entity("Customer", "", "#4C9AFF",
                List.of(Attribute.required("customerId", AttributeType.S),
                        new Attribute("email", AttributeType.S, true, List.of("ana@example.com"), 100000L, List.of())),
                List.of(EntityKey.of("PK", "CUST#{customerId}"), EntityKey.of("SK", "PROFILE"),
                        EntityKey.of("GSI1PK", "EMAIL#{email|lower}")),
                0, List.of(Item.of(map("customerId", s("c1"), "email", s("Zoë@example.com")))));
    }

    private static Entity order() {
        List<Attribute> attributes = List.of(
                Attribute.required("customerId", AttributeType.S),
                new Attribute("orderId", AttributeType.S, true, List.of("o9", "o10"), null, List.of()),
                Attribute.required("orderDate", AttributeType.S),
                new Attribute("status", AttributeType.S, true, List.of(), null,
                        List.of("PENDING", "PAID", "FULFILLED")),
                Attribute.optional("total", AttributeType.N),
                Attribute.optional("photo", AttributeType.B),
                Attribute.optional("gift", AttributeType.BOOL),
                Attribute.optional("note", AttributeType.NULL),
                Attribute.optional("tags", AttributeType.SS),
                Attribute.optional("sizes", AttributeType.NS),
                Attribute.optional("thumbs", AttributeType.BS),
                Attribute.optional("lines", AttributeType.L),
                Attribute.optional("address", AttributeType.M));
        List<EntityKey> keys = List.of(
                EntityKey.of("PK", "CUST#{customerId}"),
                EntityKey.of("SK", "ORDER#{orderDate}#{orderId}"),
                EntityKey.of("GSI1PK", "STATUS#{status}"),
                new EntityKey("GSI1SK", "{total|pad:7.2}", "status IN (PENDING, PAID)"),
                new EntityKey("tenantId", "OPEN", "status = 'PENDING'"),
                EntityKey.of("LSI1SK", "{total}"),
                EntityKey.of("extraKey", "not-a-key-attribute"));
        Map<String, AttributeValue> first = map(
                "customerId", s("c1"), "orderId", s("o9"), "orderDate", s("2026-07-14"), "status", s("PENDING"),
                "total", n("59.98"), "photo", AttributeValue.b(new byte[] {1, 2, 3, (byte) 0xff}),
                "gift", bool(true), "note", nul(),
                "tags", new AttributeValue.SS(List.of("red", "größe")),
                "sizes", new AttributeValue.NS(List.of("1", "2.50", "1E3")),
                "thumbs", new AttributeValue.BS(List.of(AttributeValue.b(new byte[] {0}),
                        AttributeValue.b(new byte[] {9, 8}))),
                "lines", l(List.of(s("sku-1"), n("-0.5"), bool(false), nul(),
                        l(List.of(n("12345678901234567890123456789012345678"))),
                        m(map("qty", n("2"))))),
                "address", m(map("city", s("Zürich"), "zip", s("8001"), "geo", m(map("lat", n("47.37"))))));
        Map<String, AttributeValue> second = map("customerId", s("c2"), "orderId", s("o10"),
                "orderDate", s("2026-07-15"), "status", s("PAID"), "total", n("+5"));
        return new Entity("Order", "An order header in its customer's collection.", "#E8743B", attributes, keys,
                2_000_000, List.of(Item.of(first), Item.of(second), Item.of(Map.of())));
    }

    private static AccessPattern fullPattern() {
        return new AccessPattern("AP5", "PENDING orders in a date window", "Operations dashboard.",
                PatternKind.WRITE, List.of("Order", "Customer"),
                List.of(Equality.fixed("status", "PENDING"), Equality.input("customerId")),
                new RangeCondition("orderDate", RangeOperator.BETWEEN),
                new SortOrder("orderDate", SortDirection.DESC), 50, 2.5, ReadConsistency.STRONG, "GSI1",
                "GSI1PK = :s AND GSI1SK BETWEEN :a AND :b", Map.of("to", "2026-07-31", "from", "2026-07-01"),
                new WriteSpec(WriteOperation.UPDATE, "SET GSI1PK = :s REMOVE GSI2PK", "attribute_exists(PK)", true));
    }

    private static AccessPattern minimalPattern() {
        return AccessPattern.read("AP1", "A customer's orders", List.of("Order"),
                List.of(Equality.input("customerId")));
    }

    private static List<Item> items() {
        return List.of(
                Item.of(map("PK", s("ORDER#o9"), "SK", s("ITEM#sku-101"), "qty", n("2"),
                        "unitPrice", n("19.990"))),
                Item.of(map("PK", s("X#1"), "SK", s("ALL#types"), "b", AttributeValue.b(new byte[] {104, 105}),
                        "yes", bool(true), "nothing", nul(),
                        "list", l(List.of(s("a"), n("1"), m(map("deep", new AttributeValue.SS(List.of("x", "y")))))),
                        "map", m(map("inner", l(List.of()))),
                        "ss", new AttributeValue.SS(List.of("a", "b")),
                        "ns", new AttributeValue.NS(List.of("1", "-2.5e-3")),
                        "bs", new AttributeValue.BS(List.of(AttributeValue.b(new byte[] {1}))))));
    }

    /** An insertion-ordered map from alternating names and values. */
    static Map<String, AttributeValue> map(Object... namesAndValues) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put((String) namesAndValues[i], (AttributeValue) namesAndValues[i + 1]);
        }
        return map;
    }
}
