package dev.tablesmith.review;

import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
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
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The seed's worked example, commerce-main (one table, overloaded GSI1, sparse GSI2), as a valid design that
 * validator tests break one thing at a time.
 */
final class CommerceMain {
    private CommerceMain() {
    }

    static Design design() {
        return Design.of("commerce-main", table());
    }

    static Table table() {
        return new Table("commerce-main", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                                Projection.all()),
                        SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), null), Projection.all())),
                null, List.of(customer(), order(), orderItem(), product()), patterns(), items());
    }

    static Entity customer() {
        return new Entity("Customer", "", null,
                List.of(Attribute.required("customerId", AttributeType.S), Attribute.required("name", AttributeType.S),
                        Attribute.optional("email", AttributeType.S),
                        new Attribute("tier", AttributeType.S, false, List.of(), null, List.of("gold", "silver")),
                        Attribute.required("joinedAt", AttributeType.S),
                        Attribute.optional("orderCount", AttributeType.N)),
                List.of(EntityKey.of("PK", "CUST#{customerId}"), EntityKey.of("SK", "PROFILE"),
                        EntityKey.of("GSI1PK", "TIER#{tier}"), EntityKey.of("GSI1SK", "{joinedAt}")),
                100_000, List.of(record("customerId", s("c1"), "name", s("Asha Rao"), "email", s("asha@example.com"),
                        "tier", s("gold"), "joinedAt", s("2026-01-02"), "orderCount", n("0"))));
    }

    static Entity order() {
        return new Entity("Order", "", "#E8743B",
                List.of(Attribute.required("customerId", AttributeType.S), Attribute.required("orderId", AttributeType.S),
                        Attribute.required("orderDate", AttributeType.S),
                        new Attribute("status", AttributeType.S, true, List.of(), null,
                                List.of("PENDING", "PAID", "FULFILLED")),
                        Attribute.optional("total", AttributeType.N), Attribute.optional("customerName", AttributeType.S)),
                List.of(EntityKey.of("PK", "CUST#{customerId}"), EntityKey.of("SK", "ORDER#{orderDate}#{orderId}"),
                        EntityKey.of("GSI1PK", "STATUS#{status}"), EntityKey.of("GSI1SK", "{orderDate}"),
                        new EntityKey("GSI2PK", "OPEN", "status = PENDING")),
                2_000_000, List.of(record("customerId", s("c1"), "orderId", s("o9"), "orderDate", s("2026-07-14"),
                        "status", s("PENDING"), "total", n("59.98"), "customerName", s("Asha Rao"))));
    }

    static Entity orderItem() {
        return new Entity("OrderItem", "", null,
                List.of(Attribute.required("orderId", AttributeType.S), Attribute.required("sku", AttributeType.S),
                        Attribute.required("qty", AttributeType.N), Attribute.required("unitPrice", AttributeType.N),
                        Attribute.optional("name", AttributeType.S)),
                List.of(EntityKey.of("PK", "ORDER#{orderId}"), EntityKey.of("SK", "ITEM#{sku}")),
                5_000_000, List.of(record("orderId", s("o9"), "sku", s("sku-101"), "qty", n("2"),
                        "unitPrice", n("19.99"), "name", s("Clean Code"))));
    }

    static Entity product() {
        return new Entity("Product", "", null,
                List.of(Attribute.required("sku", AttributeType.S), Attribute.required("title", AttributeType.S),
                        Attribute.required("stock", AttributeType.N), Attribute.required("price", AttributeType.N),
                        Attribute.required("category", AttributeType.S)),
                List.of(EntityKey.of("PK", "PROD#{sku}"), EntityKey.of("SK", "META"),
                        EntityKey.of("GSI1PK", "CATEGORY#{category}"), EntityKey.of("GSI1SK", "PRICE#{price|pad:7.2}")),
                10_000, List.of(record("sku", s("sku-101"), "title", s("Clean Code"), "stock", n("7"),
                        "price", n("19.99"), "category", s("books"))));
    }

    static List<AccessPattern> patterns() {
        return List.of(
                AccessPattern.read("AP1", "Customer profile", List.of("Customer"), List.of(Equality.input("customerId"))),
                new AccessPattern("AP2", "A customer's orders, newest first", "", PatternKind.READ, List.of("Order"),
                        List.of(Equality.input("customerId")), null, new SortOrder("orderDate", SortDirection.DESC),
                        20, 50, ReadConsistency.STRONG, "table", null, Map.of(), null),
                AccessPattern.read("AP3", "An order with its items", List.of("Order", "OrderItem"),
                        List.of(Equality.input("orderId"))),
                new AccessPattern("AP5", "PENDING orders in a date window", "", PatternKind.READ, List.of("Order"),
                        List.of(Equality.fixed("status", "PENDING")), new RangeCondition("orderDate",
                        RangeOperator.BETWEEN), new SortOrder("orderDate", SortDirection.ASC), 50, 2,
                        ReadConsistency.EVENTUAL, "GSI1", null, Map.of("from", "2026-07-01"), null),
                new AccessPattern("AP6", "Open orders", "", PatternKind.READ, List.of("Order"), List.of(), null, null,
                        null, 1, ReadConsistency.EVENTUAL, "GSI2", null, Map.of(), null),
                new AccessPattern("AP11", "Fulfil an order", "", PatternKind.WRITE, List.of("Order"),
                        List.of(Equality.input("customerId"), Equality.input("orderId")), null, null, null, 5,
                        ReadConsistency.EVENTUAL, null, null, Map.of(),
                        new WriteSpec(WriteOperation.UPDATE, "SET GSI1PK = :s REMOVE GSI2PK", null, false)));
    }

    static List<Item> items() {
        return List.of(Item.of(ordered("PK", s("ORDER#o9"), "SK", s("META"), "status", s("PENDING"),
                "total", n("59.98"))));
    }

    static Item record(Object... namesAndValues) {
        return Item.of(ordered(namesAndValues));
    }

    private static Map<String, AttributeValue> ordered(Object... namesAndValues) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            map.put((String) namesAndValues[i], (AttributeValue) namesAndValues[i + 1]);
        }
        return map;
    }

    /** The design with its table changed. */
    static Design withTable(UnaryOperator<Table> change) {
        return Design.of("commerce-main", change.apply(table()));
    }

    /** The design with one entity changed. */
    static Design withEntity(String name, UnaryOperator<Entity> change) {
        return withTable(t -> t.withEntities(t.entities().stream()
                .map(e -> e.name().equals(name) ? change.apply(e) : e).toList()));
    }

    /** The entity with the template (and condition) of one key replaced, or the key added at the end. */
    static UnaryOperator<Entity> key(String attribute, String template, String when) {
        return e -> {
            List<EntityKey> keys = new ArrayList<>(e.keys());
            EntityKey replacement = new EntityKey(attribute, template, when);
            int at = keys.indexOf(e.key(attribute).orElse(null));
            if (at < 0) {
                keys.add(replacement);
            } else {
                keys.set(at, replacement);
            }
            return e.withKeys(keys);
        };
    }

    /** The entity without the key for one attribute. */
    static UnaryOperator<Entity> withoutKey(String attribute) {
        return e -> e.withKeys(e.keys().stream().filter(k -> !k.attribute().equals(attribute)).toList());
    }

    /** The entity with one record replaced. */
    static UnaryOperator<Entity> record(int index, UnaryOperator<Item> change) {
        return e -> {
            List<Item> records = new ArrayList<>(e.records());
            records.set(index, change.apply(records.get(index)));
            return e.withRecords(records);
        };
    }

    /** The table with one access pattern replaced. */
    static Design withPattern(int index, UnaryOperator<AccessPattern> change) {
        return withTable(t -> {
            List<AccessPattern> patterns = new ArrayList<>(t.accessPatterns());
            patterns.set(index, change.apply(patterns.get(index)));
            return t.withAccessPatterns(patterns);
        });
    }
}
