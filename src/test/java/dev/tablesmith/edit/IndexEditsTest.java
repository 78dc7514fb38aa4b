package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.DesignValidator;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Adding, editing and deleting secondary indexes on commerce-main (GSI1 overloaded, GSI2 sparse). */
class IndexEditsTest {
    private static final String T = "commerce-main";
    private CommandStack stack;

    static Design commerceMain() {
        try {
            ExampleGallery gallery = new ExampleGallery();
            return gallery.load(gallery.find("commerce-main").orElseThrow());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @BeforeEach
    void open() {
        stack = new CommandStack(commerceMain());
    }

    private Table table() {
        return stack.design().table();
    }

    private String template(String entity, String key) {
        return table().entity(entity).orElseThrow().key(key).map(EntityKey::template).orElse(null);
    }

    private static SecondaryIndex gsi(String name, String pk, String sk) {
        return SecondaryIndex.gsi(name, KeySchema.of(KeyAttribute.s(pk), sk == null ? null : KeyAttribute.s(sk)),
                Projection.all());
    }

    private static SecondaryIndex lsi(String name, KeyAttribute sk) {
        return SecondaryIndex.lsi(name, new KeySchema(List.of(), List.of(sk)), Projection.all());
    }

    private void refused(Command command, String message) {
        Design before = stack.design();
        assertThatThrownBy(() -> stack.push(command)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage(message);
        assertThat(stack.design()).isEqualTo(before);
    }

    @Test
    void anAddedGsiComesAfterTheOthersAddsItsKeyColumnsAndUndoRemovesIt() {
        Design before = stack.design();

        stack.push(IndexEdits.addIndex(T, gsi("GSI3", "GSI3PK", "GSI3SK")));

        assertThat(table().indexes()).extracting(SecondaryIndex::name).containsExactly("GSI1", "GSI2", "GSI3");
        assertThat(table().keyAttributes()).extracting(KeyAttribute::name).endsWith("GSI3PK", "GSI3SK");
        assertThat(stack.undoDescription()).contains("Add GSI GSI3");
        assertThat(new DesignValidator().validate(stack.design())).isEmpty();
        stack.undo();
        assertThat(stack.design()).isEqualTo(before);
    }

    @Test
    void aGsiKeyedOnADeclaredAttributeIsWrittenAsThatAttributeByTheEntitiesThatDeclareIt() {
        SchemaChange change = IndexEdits.planAdd(table(), gsi("ByEmail", "email", null));

        stack.push(IndexEdits.addIndex(T, gsi("ByEmail", "email", null)));

        assertThat(template("Customer", "email")).isEqualTo("{email}");
        assertThat(template("Order", "email")).isNull();
        assertThat(change.effects()).containsExactly("Customer: writes {email} into email, the attribute it declares");
        assertThat(new DesignValidator().validate(stack.design())).isEmpty();
    }

    @Test
    void aKeyTypeThatDisagreesWithTheDeclaredAttributeIsRefused() {
        SecondaryIndex byEmail = SecondaryIndex.gsi("ByEmail", KeySchema.of(KeyAttribute.n("email"), null),
                Projection.all());

        refused(IndexEdits.addIndex(T, byEmail), "attribute 'email' is S but key attribute 'email' is N");
    }

    @Test
    void indexNamesFollowDynamoDbsNamingRuleAndAreUniqueInTheTable() {
        refused(IndexEdits.addIndex(T, gsi("G3", "G3PK", null)),
                "index name 'G3' must be 3 to 255 characters long, not 2");
        refused(IndexEdits.addIndex(T, gsi("by customer", "G3PK", null)),
                "index name 'by customer' may contain only letters, digits, '_', '-' and '.'");
        refused(IndexEdits.addIndex(T, gsi("GSI1", "G3PK", null)),
                "index name 'GSI1' is already used by globalSecondaryIndexes[0]");
        refused(IndexEdits.addIndex(T, gsi("table", "G3PK", null)),
                "index name 'table' is reserved: access patterns use it for the base table");
    }

    @Test
    void theTwentyFirstGsiIsRefused() {
        IntStream.rangeClosed(3, 20).forEach(i -> stack.push(IndexEdits.addIndex(T, gsi("GSI" + i, "G" + i + "PK",
                null))));

        refused(IndexEdits.addIndex(T, gsi("GSI21", "G21PK", null)),
                "a table has at most 20 GSIs (DynamoDB's default quota), found 21");
    }

    @Test
    void anLsiTakesTheTablesPartitionKeyAndTheSixthIsRefused() {
        IntStream.rangeClosed(1, 5).forEach(i -> stack.push(IndexEdits.addIndex(T,
                lsi("LSI" + i, KeyAttribute.s("LSI" + i + "SK")))));

        assertThat(table().index("LSI1").orElseThrow().keySchema().partitionKey())
                .containsExactly(KeyAttribute.s("PK"));
        refused(IndexEdits.addIndex(T, lsi("LSI6", KeyAttribute.s("LSI6SK"))), "a table has at most 5 LSIs, found 6");
    }

    @Test
    void anLsiWithTheTablesOwnSortKeyIsRefused() {
        refused(IndexEdits.addIndex(T, lsi("LSI1", KeyAttribute.s("SK"))),
                "LSI1 has the table's own sort key SK; an LSI gives the table's item collections a different sort key");
    }

    @Test
    void oneKeyAttributeHasOneTypeAcrossTheTableAndItsIndexes() {
        SecondaryIndex clash = SecondaryIndex.gsi("GSI3", KeySchema.of(KeyAttribute.n("GSI1PK"), null),
                Projection.all());

        refused(IndexEdits.addIndex(T, clash), "'GSI1PK' is S in GSI1 but N in GSI3 (DynamoDB declares each key"
                + " attribute once, with one type)");
    }

    @Test
    void aGsiKeyHasAtMostFourAttributesOnEachSide() {
        List<KeyAttribute> four = IntStream.rangeClosed(1, 4).mapToObj(i -> KeyAttribute.s("P" + i)).toList();
        List<KeyAttribute> five = new ArrayList<>(four);
        five.add(KeyAttribute.s("P5"));

        stack.push(IndexEdits.addIndex(T, SecondaryIndex.gsi("Multi", new KeySchema(four, List.of()),
                Projection.keysOnly())));
        refused(IndexEdits.addIndex(T, SecondaryIndex.gsi("Multi5", new KeySchema(five, List.of()),
                Projection.keysOnly())), "a GSI key has at most 4 partition key attributes, Multi5 has 5");
        assertThat(table().index("Multi").orElseThrow().keySchema().partitionKey()).hasSize(4);
    }

    @Test
    void includeProjectionsNameAtMostOneHundredAttributesOverAllIndexes() {
        List<String> sixty = IntStream.range(0, 60).mapToObj(i -> "a" + i).toList();
        stack.push(IndexEdits.addIndex(T, SecondaryIndex.gsi("GSI3", KeySchema.of(KeyAttribute.s("G3PK"), null),
                Projection.include(sixty))));

        refused(IndexEdits.addIndex(T, SecondaryIndex.gsi("GSI4", KeySchema.of(KeyAttribute.s("G4PK"), null),
                Projection.include(sixty))), "the table's INCLUDE projections name 120 attributes up to GSI4;"
                + " DynamoDB allows at most 100 across all indexes");
    }

    @Test
    void aGsiIsProvisionedWithAtLeastOneReadAndOneWriteUnit() {
        SecondaryIndex none = new SecondaryIndex("GSI3", IndexKind.GSI, KeySchema.of(KeyAttribute.s("G3PK"), null),
                Projection.all(), new Throughput(0, 5));

        refused(IndexEdits.addIndex(T, none), "GSI3 is provisioned with 0 RCU / 5 WCU; DynamoDB's minimum for a GSI"
                + " is 1 read and 1 write capacity unit");
    }

    @Test
    void renamingAKeyAttributeInPlaceRenamesTheTemplatesThatWriteIt() {
        SecondaryIndex renamed = gsi("GSI1", "TYPE_PK", "GSI1SK");

        SchemaChange change = IndexEdits.planUpdate(table(), "GSI1", renamed);
        stack.push(IndexEdits.updateIndex(T, "GSI1", renamed));

        assertThat(template("Customer", "TYPE_PK")).isEqualTo("TIER#{tier}");
        assertThat(template("Order", "TYPE_PK")).isEqualTo("STATUS#{status}");
        assertThat(template("Order", "GSI1PK")).isNull();
        assertThat(table().entity("Order").orElseThrow().keys()).extracting(EntityKey::attribute)
                .containsExactly("PK", "SK", "TYPE_PK", "GSI1SK", "GSI2PK");
        assertThat(change.effects()).containsExactly(
                "Customer, Order, Product: key template GSI1PK renamed to TYPE_PK",
                "AP5: its key condition now names the renamed key attributes"
                        + " (TYPE_PK = :s AND GSI1SK BETWEEN :a AND :b)");
        assertThat(table().accessPatterns().stream().filter(p -> p.id().equals("AP5")).findFirst().orElseThrow()
                .keyCondition()).isEqualTo("TYPE_PK = :s AND GSI1SK BETWEEN :a AND :b");
        assertThat(stack.undoDescription()).contains("Edit index GSI1");
    }

    @Test
    void aKeyConditionKeepsItsValuesPlaceholdersAndLongerNames() {
        Map<String, String> renames = Map.of("PK", "pk", "SK", "sk");

        assertThat(KeyRewrite.renameTokens("PK = :PK AND begins_with(SK, :p) AND #PK = 'PK' AND PKX > :x",
                renames)).isEqualTo("pk = :PK AND begins_with(sk, :p) AND #PK = 'PK' AND PKX > :x");
        assertThat(KeyRewrite.renameTokens("GSI1PK = :s", renames)).isEqualTo("GSI1PK = :s");
    }

    @Test
    void renamingAKeyAttributeAnotherIndexStillUsesCopiesTheTemplates() {
        stack.push(IndexEdits.addIndex(T, gsi("GSI3", "GSI1PK", null)));

        stack.push(IndexEdits.updateIndex(T, "GSI3", gsi("GSI3", "G3PK", null)));

        assertThat(template("Order", "GSI1PK")).isEqualTo("STATUS#{status}");
        assertThat(template("Order", "G3PK")).isEqualTo("STATUS#{status}");
    }

    @Test
    void renamingAnIndexRepinsThePatternsPinnedToIt() {
        SchemaChange change = IndexEdits.planUpdate(table(), "GSI1", gsi("ByType", "GSI1PK", "GSI1SK"));

        stack.push(IndexEdits.updateIndex(T, "GSI1", gsi("ByType", "GSI1PK", "GSI1SK")));

        assertThat(table().accessPatterns()).filteredOn(p -> "ByType".equals(p.index())).extracting(AccessPattern::id)
                .containsExactly("AP4", "AP5", "AP8", "AP9");
        assertThat(change.effects()).containsExactly("AP4, AP5, AP8, AP9: pinned to GSI1, now to ByType");
        assertThat(stack.undoDescription()).contains("Rename index GSI1 to ByType");
    }

    @Test
    void aKeyTypeTheTemplatesCannotRenderIsRefused() {
        SecondaryIndex numeric = SecondaryIndex.gsi("GSI2", KeySchema.of(KeyAttribute.n("GSI2PK"), null),
                Projection.all());

        refused(IndexEdits.updateIndex(T, "GSI2", numeric), "'GSI2PK' is an N key attribute, so its template must be"
                + " one placeholder of an N attribute, without literal text or filters");
    }

    @Test
    void deletingAnIndexRemovesTheTemplatesNoOtherKeyUsesAndUnpinsItsPatterns() {
        Design before = stack.design();
        SchemaChange change = IndexEdits.planDelete(table(), "GSI2");

        stack.push(IndexEdits.deleteIndex(T, "GSI2"));

        assertThat(table().index("GSI2")).isEmpty();
        assertThat(template("Order", "GSI2PK")).isNull();
        assertThat(table().accessPattern("AP6").orElseThrow().index()).isNull();
        assertThat(change.effects()).containsExactly(
                "Order: GSI2PK template removed (no key uses GSI2PK any more)",
                "AP6: pinned to GSI2, now unpinned and planned again");
        assertThat(new DesignValidator().validate(stack.design())).isEmpty();
        stack.undo();
        assertThat(stack.design()).isEqualTo(before);
    }

    @Test
    void deletingAnIndexKeepsTheTemplatesOfKeyAttributesAnotherIndexUses() {
        stack.push(IndexEdits.addIndex(T, gsi("GSI3", "GSI1PK", null)));

        stack.push(IndexEdits.deleteIndex(T, "GSI1"));

        assertThat(template("Order", "GSI1PK")).isEqualTo("STATUS#{status}");
        assertThat(template("Order", "GSI1SK")).isNull();
    }

    @Test
    void editingOrDeletingAMissingIndexIsRefused() {
        refused(IndexEdits.deleteIndex(T, "GSI9"), "no index named GSI9");
        refused(IndexEdits.updateIndex(T, "GSI9", gsi("GSI9", "A", null)), "no index named GSI9");
    }

    @Test
    void changingAGsiIntoAnLsiDropsItsOwnPartitionKeyTemplates() {
        SecondaryIndex local = lsi("GSI2", new KeyAttribute("GSI2SK", ScalarType.S));

        stack.push(IndexEdits.updateIndex(T, "GSI2", local));

        assertThat(table().index("GSI2").orElseThrow().kind()).isEqualTo(IndexKind.LSI);
        assertThat(template("Order", "GSI2PK")).isNull();
        assertThat(new DesignValidator().validate(stack.design())).isEmpty();
    }
}
