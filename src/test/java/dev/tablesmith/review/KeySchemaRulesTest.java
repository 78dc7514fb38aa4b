package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class KeySchemaRulesTest {
    private final DesignValidator validator = new DesignValidator();

    private static Table bare(KeySchema key, List<SecondaryIndex> indexes) {
        return new Table("orders", key, indexes, null, null, null, null);
    }

    private static final KeySchema PK_SK = KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK"));

    private List<Problem> validate(Table table) {
        return validator.validate(Design.of("d", table));
    }

    private static SecondaryIndex gsi(String name, KeyAttribute pk, KeyAttribute sk) {
        return SecondaryIndex.gsi(name, KeySchema.of(pk, sk), Projection.all());
    }

    private static SecondaryIndex lsi(String name, KeyAttribute sk) {
        return SecondaryIndex.lsi(name, new KeySchema(List.of(KeyAttribute.s("PK")), List.of(sk)), Projection.all());
    }

    @Test
    void tableWithoutPartitionKeyIsRejected() {
        assertThat(validate(bare(new KeySchema(List.of(), List.of()), List.of())))
                .containsExactly(Problem.at("/tables/0/partitionKey", "the table has no partition key"));
    }

    @Test
    void tableWithTwoPartitionKeyAttributesIsRejected() {
        KeySchema key = new KeySchema(List.of(KeyAttribute.s("A"), KeyAttribute.s("B")), List.of());

        assertThat(validate(bare(key, List.of()))).containsExactly(Problem.at("/tables/0/partitionKey",
                "the table has 2 partition key attributes; a table has exactly one (only GSIs have multi-attribute keys)"));
    }

    @Test
    void tableWithTwoSortKeyAttributesIsRejected() {
        KeySchema key = new KeySchema(List.of(KeyAttribute.s("PK")), List.of(KeyAttribute.s("A"), KeyAttribute.s("B")));

        assertThat(validate(bare(key, List.of()))).containsExactly(Problem.at("/tables/0/sortKey",
                "the table has 2 sort key attributes; a table has at most one (only GSIs have multi-attribute keys)"));
    }

    @Test
    void tableKeyAttributeWithoutTypeIsRejected() {
        KeySchema key = KeySchema.of(KeyAttribute.s("PK"), new KeyAttribute("SK", null));

        assertThat(validate(bare(key, List.of())))
                .containsExactly(Problem.at("/tables/0/sortKey/type", "key attribute 'SK' has no type (S, N or B)"));
    }

    @Test
    void keyAttributeWithoutNameIsRejected() {
        KeySchema key = KeySchema.of(KeyAttribute.s(""), null);

        assertThat(validate(bare(key, List.of())))
                .containsExactly(Problem.at("/tables/0/partitionKey/name", "key attribute has no name"));
    }

    @Test
    void gsiKeyAttributeWithoutTypeIsRejected() {
        SecondaryIndex index = gsi("GSI1", new KeyAttribute("GSI1PK", null), KeyAttribute.s("GSI1SK"));

        assertThat(validate(bare(PK_SK, List.of(index)))).containsExactly(Problem.at(
                "/tables/0/globalSecondaryIndexes/0/partitionKey/type", "key attribute 'GSI1PK' has no type (S, N or B)"));
    }

    @Test
    void multiAttributeGsiKeyPathsNameThePart() {
        SecondaryIndex index = SecondaryIndex.gsi("GSI2", new KeySchema(List.of(KeyAttribute.s("tenant")),
                List.of(KeyAttribute.s("a"), KeyAttribute.s("b"), new KeyAttribute("c", null))), Projection.all());
        Table table = bare(PK_SK, List.of(gsi("GSI1", KeyAttribute.s("X1"), null), index));

        assertThat(validate(table)).containsExactly(Problem.at("/tables/0/globalSecondaryIndexes/1/sortKey/2/type",
                "key attribute 'c' has no type (S, N or B)"));
    }

    @Test
    void gsiWithFourPartitionAndFourSortAttributesIsValid() {
        SecondaryIndex index = SecondaryIndex.gsi("GSI1", new KeySchema(attributes("p", 4), attributes("s", 4)),
                Projection.all());

        assertThat(validate(bare(PK_SK, List.of(index)))).isEmpty();
    }

    @Test
    void gsiWithFivePartitionAttributesIsRejected() {
        SecondaryIndex index = SecondaryIndex.gsi("GSI1", new KeySchema(attributes("p", 5), List.of()),
                Projection.all());

        assertThat(validate(bare(PK_SK, List.of(index)))).containsExactly(Problem.at(
                "/tables/0/globalSecondaryIndexes/0/partitionKey",
                "a GSI key has at most 4 partition key attributes, GSI1 has 5"));
    }

    @Test
    void gsiWithFiveSortAttributesIsRejected() {
        SecondaryIndex index = SecondaryIndex.gsi("GSI1", new KeySchema(attributes("p", 1), attributes("s", 5)),
                Projection.all());

        assertThat(validate(bare(PK_SK, List.of(index)))).containsExactly(Problem.at(
                "/tables/0/globalSecondaryIndexes/0/sortKey", "a GSI key has at most 4 sort key attributes, GSI1 has 5"));
    }

    @Test
    void gsiWithoutPartitionKeyIsRejected() {
        SecondaryIndex index = SecondaryIndex.gsi("GSI1", new KeySchema(List.of(), List.of(KeyAttribute.s("S1"))),
                Projection.all());

        assertThat(validate(bare(PK_SK, List.of(index)))).containsExactly(
                Problem.at("/tables/0/globalSecondaryIndexes/0/partitionKey", "GSI1 has no partition key"));
    }

    @Test
    void sameKeyAttributeWithTwoTypesNamesBothIndexes() {
        Table table = bare(PK_SK, List.of(gsi("GSI1", KeyAttribute.s("GSI1PK"), KeyAttribute.s("GSI1SK")),
                gsi("GSI2", KeyAttribute.s("GSI2PK"), null),
                gsi("GSI3", KeyAttribute.s("GSI3PK"), KeyAttribute.n("GSI1SK"))));

        assertThat(validate(table)).containsExactly(Problem.at("/tables/0/globalSecondaryIndexes/2/sortKey/type",
                "'GSI1SK' is S in GSI1 but N in GSI3 (DynamoDB declares each key attribute once, with one type)"));
    }

    @Test
    void indexKeyTypeDisagreeingWithTheTableNamesTheTable() {
        Table table = bare(PK_SK, List.of(gsi("Inverted", KeyAttribute.s("SK"), KeyAttribute.n("PK"))));

        assertThat(validate(table)).containsExactly(Problem.at("/tables/0/globalSecondaryIndexes/0/sortKey/type",
                "'PK' is S in the table but N in Inverted (DynamoDB declares each key attribute once, with one type)"));
    }

    @Test
    void invertedIndexWithAgreeingTypesIsValid() {
        assertThat(validate(bare(PK_SK, List.of(gsi("Inverted", KeyAttribute.s("SK"), KeyAttribute.s("PK"))))))
                .isEmpty();
    }

    @Test
    void sameAttributeAsPartitionAndSortKeyIsRejected() {
        assertThat(validate(bare(KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("PK")), List.of())))
                .containsExactly(Problem.at("/tables/0/sortKey",
                        "'PK' is already in the partition key; a key attribute appears once in a key schema"));
    }

    @Test
    void duplicateIndexNamesAreRejectedAcrossKinds() {
        Table table = bare(PK_SK, List.of(gsi("ByDate", KeyAttribute.s("G1"), null), lsi("ByDate",
                KeyAttribute.s("LSI1SK"))));

        assertThat(validate(table)).containsExactly(Problem.at("/tables/0/localSecondaryIndexes/0/name",
                "index name 'ByDate' is already used by globalSecondaryIndexes[0]"));
    }

    @Test
    void indexNameRulesAreTheTableNameRules() {
        Table table = bare(PK_SK, List.of(gsi("G1", KeyAttribute.s("G1PK"), null),
                gsi("by date", KeyAttribute.s("G2PK"), null)));

        assertThat(validate(table)).containsExactly(
                Problem.at("/tables/0/globalSecondaryIndexes/0/name",
                        "index name 'G1' must be 3 to 255 characters long, not 2"),
                Problem.at("/tables/0/globalSecondaryIndexes/1/name",
                        "index name 'by date' may contain only letters, digits, '_', '-' and '.'"));
    }

    @Test
    void indexNamedTableIsReserved() {
        assertThat(validate(bare(PK_SK, List.of(gsi("table", KeyAttribute.s("G1PK"), null))))).containsExactly(
                Problem.at("/tables/0/globalSecondaryIndexes/0/name",
                        "index name 'table' is reserved: access patterns use it for the base table"));
    }

    @Test
    void twentyGsisAreAllowed() {
        assertThat(validate(bare(PK_SK, gsis(20)))).isEmpty();
    }

    @Test
    void twentyOneGsisAreRejected() {
        assertThat(validate(bare(PK_SK, gsis(21)))).containsExactly(Problem.at("/tables/0/globalSecondaryIndexes",
                "a table has at most 20 GSIs (DynamoDB's default quota), found 21"));
    }

    @Test
    void sixLsisAreRejected() {
        List<SecondaryIndex> indexes = IntStream.rangeClosed(1, 6)
                .mapToObj(i -> lsi("LSI" + i, KeyAttribute.s("LSI" + i + "SK"))).toList();

        assertThat(validate(bare(PK_SK, indexes))).containsExactly(
                Problem.at("/tables/0/localSecondaryIndexes", "a table has at most 5 LSIs, found 6"));
    }

    @Test
    void lsiPathCountsOnlyLsis() {
        List<SecondaryIndex> indexes = List.of(gsi("GSI1", KeyAttribute.s("G1"), null),
                lsi("LSI1", KeyAttribute.s("L1")), gsi("GSI2", KeyAttribute.s("G2"), null),
                lsi("LSI2", new KeyAttribute("L2", null)));

        assertThat(validate(bare(PK_SK, indexes))).containsExactly(
                Problem.at("/tables/0/localSecondaryIndexes/1/sortKey/type", "key attribute 'L2' has no type (S, N or B)"));
    }

    @Test
    void lsiWithoutSortKeyIsRejected() {
        SecondaryIndex index = SecondaryIndex.lsi("LSI1", new KeySchema(List.of(KeyAttribute.s("PK")), List.of()),
                Projection.all());

        assertThat(validate(bare(PK_SK, List.of(index)))).containsExactly(Problem.at(
                "/tables/0/localSecondaryIndexes/0/sortKey", "an LSI has exactly one sort key attribute, LSI1 has 0"));
    }

    @Test
    void lsiWithTwoSortAttributesIsRejected() {
        SecondaryIndex index = SecondaryIndex.lsi("LSI1", new KeySchema(List.of(KeyAttribute.s("PK")),
                List.of(KeyAttribute.s("A"), KeyAttribute.s("B"))), Projection.all());

        assertThat(validate(bare(PK_SK, List.of(index)))).containsExactly(Problem.at(
                "/tables/0/localSecondaryIndexes/0/sortKey", "an LSI has exactly one sort key attribute, LSI1 has 2"));
    }

    @Test
    void lsiWithAnotherPartitionKeyIsRejected() {
        SecondaryIndex index = SecondaryIndex.lsi("LSI1", KeySchema.of(KeyAttribute.s("tenant"), KeyAttribute.s("L")),
                Projection.all());

        assertThat(validate(bare(PK_SK, List.of(index)))).containsExactly(Problem.at("/tables/0/localSecondaryIndexes/0",
                "LSI1 must use the table's partition key PK, not tenant (an LSI shares the table's partition key)"));
    }

    @Test
    void lsiOnTableWithoutSortKeyIsRejected() {
        Table table = bare(KeySchema.of(KeyAttribute.s("PK"), null), List.of(lsi("LSI1", KeyAttribute.s("L"))));

        assertThat(validate(table)).containsExactly(Problem.at("/tables/0/localSecondaryIndexes/0",
                "LSI1 needs a table with a sort key (DynamoDB allows LSIs only on tables whose primary key has a sort key)"));
    }

    @Test
    void lsiWithEmptyPartitionKeyUsesTheTables() {
        SecondaryIndex index = SecondaryIndex.lsi("LSI1", new KeySchema(List.of(), List.of(KeyAttribute.n("L"))),
                Projection.all());

        assertThat(validate(bare(PK_SK, List.of(index)))).isEmpty();
    }

    @Test
    void lsiWithTheTablesOwnSortKeyIsRejected() {
        assertThat(validate(bare(PK_SK, List.of(lsi("LSI1", KeyAttribute.s("SK")))))).containsExactly(Problem.at(
                "/tables/0/localSecondaryIndexes/0/sortKey", "LSI1 has the table's own sort key SK; an LSI gives the"
                        + " table's item collections a different sort key"));
    }

    @Test
    void gsiProvisionedBelowOneCapacityUnitIsRejected() {
        SecondaryIndex index = new SecondaryIndex("GSI1", dev.tablesmith.model.IndexKind.GSI,
                KeySchema.of(KeyAttribute.s("G1"), null), Projection.all(), new dev.tablesmith.model.Throughput(5, 0));

        assertThat(validate(bare(PK_SK, List.of(index)))).containsExactly(Problem.at(
                "/tables/0/globalSecondaryIndexes/0/provisioned", "GSI1 is provisioned with 5 RCU / 0 WCU; DynamoDB's"
                        + " minimum for a GSI is 1 read and 1 write capacity unit"));
        SecondaryIndex one = new SecondaryIndex("GSI1", dev.tablesmith.model.IndexKind.GSI,
                KeySchema.of(KeyAttribute.s("G1"), null), Projection.all(), new dev.tablesmith.model.Throughput(1, 1));
        assertThat(validate(bare(PK_SK, List.of(one)))).isEmpty();
    }

    private static List<KeyAttribute> attributes(String prefix, int count) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> new KeyAttribute(prefix + i, ScalarType.S)).toList();
    }

    private static List<SecondaryIndex> gsis(int count) {
        List<SecondaryIndex> indexes = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            indexes.add(gsi("GSI" + i, KeyAttribute.s("GSI" + i + "PK"), null));
        }
        return indexes;
    }
}
