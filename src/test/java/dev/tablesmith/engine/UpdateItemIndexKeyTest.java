package dev.tablesmith.engine;

import static dev.tablesmith.engine.WriteFidelityTable.BEFORE;
import static dev.tablesmith.engine.WriteFidelityTable.ITEM;
import static dev.tablesmith.engine.WriteFidelityTable.NAME;
import static dev.tablesmith.engine.WriteFidelityTable.key;
import static dev.tablesmith.engine.WriteFidelityTable.s;
import static dev.tablesmith.engine.WriteFidelityTable.update;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * UpdateItem and TransactWriteItems answers as real DynamoDB gives them; each test names the public suite that
 * recorded the behaviour against DynamoDB.
 */
class UpdateItemIndexKeyTest {
    // --- index keys written by an update --------------------------------------------------------------------------

    /**
     * A value given in the request: the PutItem-style text (Parity Suite transactIndexKeys.test.ts "Update
     * wrong-typed index key", captured on AWS eu-west-2; dynalite updateItem.js "wrong type on index").
     */
    @Test
    void settingAnIndexKeyToAWrongTypedValueNamesTheIndex() {
        assertThatThrownBy(() -> BEFORE.updateItem(update(key("p"), "SET GSI1PK = :v",
                Map.of(":v", AttributeValue.n("5")), null)))
                .hasMessage("One or more parameter values were invalid: Type mismatch for Index Key GSI1PK Expected: "
                        + "S Actual: N IndexName: GSI1");
    }

    /**
     * dynalite updateItem.js "wrong type on index" (older evidence, written against DynamoDB), on a missing item:
     * {@code set e = c[1], c = a + :a} and {@code set d.a = a add c :a} are the index-key type mismatch, not the
     * errors applying them to the item would give (a missing attribute, a string operand of {@code +}, a document
     * path into a missing map). The type the request states is checked before the update is applied.
     */
    @Test
    void aStatedWrongIndexKeyTypeIsReportedBeforeTheUpdateIsAppliedToTheItem() {
        String mismatch = "One or more parameter values were invalid: Type mismatch for Index Key GSI1PK Expected: S "
                + "Actual: N IndexName: GSI1";
        Map<String, AttributeValue> one = Map.of(":a", AttributeValue.n("1"));
        assertThatThrownBy(() -> BEFORE.updateItem(update(key("new"), "SET e = nothere[1], GSI1PK = PK + :a", one,
                null))).hasMessage(mismatch);
        assertThatThrownBy(() -> BEFORE.updateItem(update(key("new"), "SET d.a = PK ADD GSI1PK :a", one, null)))
                .hasMessage(mismatch);
    }

    /** dynalite updateItem.js "trying to update existing index" (set c = e, e a number on the item). */
    @Test
    void copyingAWrongTypedAttributeIntoAnIndexKeyHasUpdateItemsOwnMessage() {
        assertThatThrownBy(() -> BEFORE.updateItem(update(key("p"), "SET GSI1PK = visits", null, null)))
                .hasMessage("The update expression attempted to update the secondary index key to unsupported type");
    }

    /** Parity Suite transactIndexKeys.test.ts "Update empty-string index key" (AWS eu-west-2). */
    @Test
    void settingAnIndexKeyToAnEmptyStringHasUpdateItemsOwnMessage() {
        assertThatThrownBy(() -> BEFORE.updateItem(update(key("p"), "SET GSI1PK = :v", Map.of(":v", s("")), null)))
                .hasMessage("One or more parameter values are not valid. The update expression attempted to update a "
                        + "secondary index key to a value that is not supported. The AttributeValue for a key "
                        + "attribute cannot contain an empty string value.");
    }

    /** Parity Suite transactIndexKeys.test.ts: of indexes sharing a key attribute, the message names the first by name. */
    @Test
    void aKeySharedByIndexesIsReportedForTheFirstIndexByName() {
        Table shared = new Table(NAME, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.gsi("ZIDX", KeySchema.of(KeyAttribute.s("X"), null), Projection.all()),
                        SecondaryIndex.gsi("AIDX", KeySchema.of(KeyAttribute.s("X"), null), Projection.all())),
                null, null, null, null);
        SimulatedTable t = new SimulatedTable(shared, List.of(ITEM));
        assertThatThrownBy(() -> t.updateItem(update(key("p"), "SET X = :v", Map.of(":v", AttributeValue.n("1")),
                null))).hasMessageEndingWith("IndexName: AIDX");
    }

    /** Parity Suite transactIndexKeys.test.ts "Update empty-binary index key" (AWS eu-west-2): "binary" for B. */
    @Test
    void anEmptyBinaryIndexKeyIsNamedBinary() {
        Table binary = new Table(NAME, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.gsi("GSIB", KeySchema.of(new KeyAttribute("BIDX",
                        ScalarType.B), null), Projection.all())), null, null, null, null);
        SimulatedTable t = new SimulatedTable(binary, List.of(ITEM));
        assertThatThrownBy(() -> t.updateItem(update(key("p"), "SET BIDX = :v",
                Map.of(":v", new AttributeValue.B(new byte[0])), null)))
                .hasMessageEndingWith("The AttributeValue for a key attribute cannot contain an empty binary value.");
    }
}
