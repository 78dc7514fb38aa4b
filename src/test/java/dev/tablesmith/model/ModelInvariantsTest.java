package dev.tablesmith.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModelInvariantsTest {

    private static Table commerceTable() {
        KeySchema primary = KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK"));
        SecondaryIndex gsi1 = SecondaryIndex.gsi("GSI1",
                KeySchema.of(KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")), Projection.all());
        SecondaryIndex gsi2 = SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.s("GSI2PK"), null),
                Projection.keysOnly());
        SecondaryIndex lsi = SecondaryIndex.lsi("LSI1", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.n("total")),
                Projection.include(List.of("status")));
        return new Table("commerce-main", primary, List.of(gsi1, lsi, gsi2), null, null, null, null);
    }

    @Test
    void keyAttributesListTableKeysThenIndexKeysWithoutRepeats() {
        assertThat(commerceTable().keyAttributes()).extracting(KeyAttribute::name)
                .containsExactly("PK", "SK", "GSI1PK", "GSI1SK", "total", "GSI2PK");
    }

    @Test
    void gsisAndLsisAreSeparatedInDisplayOrder() {
        Table table = commerceTable();
        assertThat(table.globalSecondaryIndexes()).extracting(SecondaryIndex::name).containsExactly("GSI1", "GSI2");
        assertThat(table.localSecondaryIndexes()).extracting(SecondaryIndex::name).containsExactly("LSI1");
    }

    @Test
    void tableDefaultsToOnDemandWithEmptyLists() {
        Table table = commerceTable();
        assertThat(table.settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(table.entities()).isEmpty();
        assertThat(table.items()).isEmpty();
    }

    @Test
    void designNeedsAtLeastOneTable() {
        assertThatThrownBy(() -> new Design("empty", "", List.of(), null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one table");
    }

    @Test
    void designDefaultsToUsEast1Pricing() {
        Design design = Design.of("d", commerceTable());
        assertThat(design.pricing().region()).isEqualTo("us-east-1");
        assertThat(design.pricing().writeRequestUnitsPerMillion()).isEqualTo(0.625);
        assertThat(design.table().name()).isEqualTo("commerce-main");
    }

    @Test
    void listsPassedToRecordsAreCopiedSoLaterChangesDoNotLeakIn() {
        List<Attribute> attributes = new ArrayList<>(List.of(Attribute.required("customerId", AttributeType.S)));
        Entity entity = new Entity("Customer", null, null, attributes, List.of(), 0, List.of());
        attributes.add(Attribute.optional("email", AttributeType.S));
        assertThat(entity.attributes()).hasSize(1);
        assertThatThrownBy(() -> entity.attributes().add(Attribute.optional("x", AttributeType.S)))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void binaryValuesCompareByContentAndCannotBeMutatedFromOutside() {
        byte[] bytes = {1, 2, (byte) 0xff};
        AttributeValue.B value = AttributeValue.b(bytes);
        bytes[0] = 9;
        assertThat(value).isEqualTo(AttributeValue.b(new byte[] {1, 2, (byte) 0xff}));
        value.value()[1] = 7;
        assertThat(value.byteAt(1)).isEqualTo((byte) 2);
        assertThat(value.base64()).isEqualTo("AQL/");
    }

    @Test
    void numbersKeepTheTextTheyWereWrittenWith() {
        assertThat(AttributeValue.n("1E2").value()).isEqualTo("1E2");
        assertThat(AttributeValue.n("1E2")).isNotEqualTo(AttributeValue.n("100"));
    }

    @Test
    void itemKeepsAttributeOrderAndIsImmutable() {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        values.put("PK", AttributeValue.s("CUST#c1"));
        values.put("SK", AttributeValue.s("PROFILE"));
        Item item = Item.of(values).with("name", AttributeValue.s("Asha Rao"));
        assertThat(item.attributes().keySet()).containsExactly("PK", "SK", "name");
        assertThat(item.without("SK").has("SK")).isFalse();
        assertThat(item.has("SK")).isTrue();
    }

    @Test
    void sparseKeyIsOneWithACondition() {
        assertThat(new EntityKey("GSI2PK", "OPEN", "status = PENDING").isSparse()).isTrue();
        assertThat(new EntityKey("GSI2PK", "OPEN", "  ").isSparse()).isFalse();
    }

    @Test
    void accessPatternRejectsAZeroLimit() {
        assertThatThrownBy(() -> new AccessPattern("AP1", "x", "", PatternKind.READ, List.of(), List.of(), null,
                null, 0, 0, null, null, null, null, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void onlySNAndBAreKeyTypes() {
        assertThat(AttributeType.values()).filteredOn(AttributeType::isKeyType)
                .containsExactly(AttributeType.S, AttributeType.N, AttributeType.B);
        assertThat(AttributeType.SS.asScalarType()).isEmpty();
        assertThat(ScalarType.N.asAttributeType()).isEqualTo(AttributeType.N);
    }
}
