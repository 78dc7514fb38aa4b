package dev.tablesmith.engine;

import dev.tablesmith.engine.request.ReturnValues;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;

/**
 * The table the write fidelity tests run on: PK + SK with one GSI keyed by GSI1PK, holding one item (p / s, GSI1PK G,
 * visits 1), and the requests they send to it.
 */
final class WriteFidelityTable {
    static final String NAME = "t";
    static final Table TABLE = new Table(NAME, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"), null), Projection.all())),
            null, null, null, null);
    static final Item ITEM = Item.of(Map.of()).with("PK", s("p")).with("SK", s("s"))
            .with("GSI1PK", s("G")).with("visits", AttributeValue.n("1"));
    static final SimulatedTable BEFORE = new SimulatedTable(TABLE, List.of(ITEM));

    private WriteFidelityTable() {
    }

    static AttributeValue s(String v) {
        return AttributeValue.s(v);
    }

    /** The key of the item whose partition key is {@code pk} and sort key {@code s}. */
    static Map<String, AttributeValue> key(String pk) {
        return Map.of("PK", s(pk), "SK", s("s"));
    }

    static UpdateItemRequest update(Map<String, AttributeValue> key, String update,
                                    Map<String, AttributeValue> values, ReturnValues rv) {
        return new UpdateItemRequest(NAME, key, update, null, null, values, rv, null, null);
    }
}
