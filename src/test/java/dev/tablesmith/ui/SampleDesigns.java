package dev.tablesmith.ui;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import java.util.List;

/** Designs built in code for UI tests: a small version of the seed's commerce model. */
public final class SampleDesigns {
    private SampleDesigns() {
    }

    public static final Entity CUSTOMER = new Entity("Customer", "A customer profile at the top of its collection.",
            null, List.of(Attribute.required("customerId", AttributeType.S), Attribute.required("email", AttributeType.S)),
            List.of(EntityKey.of("PK", "CUST#{customerId}"), EntityKey.of("SK", "PROFILE"),
                    EntityKey.of("GSI1PK", "EMAIL#{email|lower}"), EntityKey.of("GSI1SK", "PROFILE")),
            100_000, List.of());

    public static final Entity ORDER = new Entity("Order", "An order header in its customer's collection.", null,
            List.of(Attribute.required("customerId", AttributeType.S), Attribute.required("orderId", AttributeType.S),
                    Attribute.required("orderDate", AttributeType.S), Attribute.required("status", AttributeType.S)),
            List.of(EntityKey.of("PK", "CUST#{customerId}"), EntityKey.of("SK", "ORDER#{orderDate}#{orderId}"),
                    EntityKey.of("GSI1PK", "STATUS#{status}"), EntityKey.of("GSI1SK", "{orderDate}"),
                    new EntityKey("GSI2PK", "OPEN", "status = PENDING")),
            2_000_000, List.of());

    /** One table, an overloaded GSI1 and a sparse GSI2, with the entities above. */
    public static Design commerce(TableSettings settings) {
        Table table = new Table("commerce-main", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                                Projection.include(List.of("customerName", "total"))),
                        SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), null), Projection.keysOnly())),
                settings, List.of(CUSTOMER, ORDER), List.of(), List.of());
        return new Design("commerce-main", "The seed's e-commerce model: one table, two GSIs.", List.of(table), null);
    }
}
