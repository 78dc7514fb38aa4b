package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.SampleData;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Sizes estimated without sample items follow the same item-size rule as the engine ({@code ItemSize}): names in
 * UTF-8 bytes and numbers by their base-100 digits (the Parity Suite's captures, {@code CAPTURED_NUMBER_BYTES} in
 * src/item-size.ts, measured at the 400 KB gate on eu-west-2, 2026-08-18; docs/semantics.md "Number size").
 */
class ScaleEstimatesSizeTest {

    private static double averageBytes(KeySchema keys, Entity entity) {
        Table table = new Table("t", keys, List.of(), null, List.of(entity), List.of(), List.of());
        return new ScaleEstimates(table, new SampleData(List.of(), List.of())).averageItemBytes(entity);
    }

    private static Entity entity(List<Attribute> attributes, List<EntityKey> keys) {
        return new Entity("Reading", "", null, attributes, keys, 10, List.of());
    }

    @Test
    void numberExamplesAreSizedByTheirBase100Digits() {
        // captured: 1234 is 3 bytes and 100 is 2, so the average is 2.5, rounded to 3 (not 4 typical bytes)
        Attribute v = new Attribute("v", AttributeType.N, true, List.of("1234", "100"), null, List.of());
        double bytes = averageBytes(KeySchema.of(KeyAttribute.s("PK"), null), entity(List.of(v), List.of()));
        assertThat(bytes).isEqualTo("v".length() + 3);
    }

    @Test
    void attributeNamesAreCountedInUtf8Bytes() {
        // "größe" is 5 characters and 7 UTF-8 bytes; a text value without examples is taken as 16 bytes
        Attribute size = Attribute.required("größe", AttributeType.S);
        double bytes = averageBytes(KeySchema.of(KeyAttribute.s("PK"), null), entity(List.of(size), List.of()));
        assertThat(bytes).isEqualTo(7 + 16);
    }

    @Test
    void aNumberKeyIsATypicalNumberNotTwentyFourBytesOfText() {
        List<EntityKey> keys = List.of(EntityKey.of("PK", "{readingId}"));
        Attribute id = Attribute.required("readingId", AttributeType.N);
        double numberKey = averageBytes(KeySchema.of(KeyAttribute.n("PK"), null), entity(List.of(id), keys));
        double textKey = averageBytes(KeySchema.of(KeyAttribute.s("PK"), null), entity(List.of(id), keys));
        // readingId: 9 + 4 (typical number, 123456 is 4 bytes); PK: 2 + 4 as a number, 2 + 24 as text
        assertThat(numberKey).isEqualTo(9 + 4 + 2 + 4);
        assertThat(textKey).isEqualTo(9 + 4 + 2 + 24);
    }
}
