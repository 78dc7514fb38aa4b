package dev.tablesmith.differential;

import static dev.tablesmith.model.AttributeValue.n;
import static dev.tablesmith.model.AttributeValue.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.request.Select;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The harness against moto alone, on hand-checked answers: the server runs on 127.0.0.1, the datasets load
 * completely, and moto orders keys the way the differential comparison expects. If these fail, a differential
 * failure says nothing about the engine.
 */
@ExtendWith(MotoServerExtension.class)
class MotoHarnessTest {
    private static MotoSide moto;

    @BeforeAll
    static void load(DynamoDbClient client) {
        moto = LoadedTables.moto(client, CommerceMain.dataset(), GeneratedData.strings(), GeneratedData.numberKeys());
    }

    @Test
    void serverListensOnLoopbackAndIsStoppedByItsOwnProcess(MotoServer server) {
        assertThat(server.endpoint().getHost()).isEqualTo("127.0.0.1");
        assertThat(server.endpoint().getPort()).isEqualTo(server.port()).isPositive();
        assertThat(server.isRunning()).isTrue();
        assertThat(server.pid()).isPositive();
        assertThat(server.client().listTables().tableNames())
                .contains(CommerceMain.TABLE, GeneratedData.STRINGS_TABLE, GeneratedData.NUMBERS_TABLE);
    }

    @Test
    void orderO9CollectionListsItsLineItemsBeforeMeta() {
        List<ReadPage> pages = moto.query(QueryBuilder.on(CommerceMain.TABLE).key("PK = :pk")
                .value(":pk", s("ORDER#o9")).build());
        assertThat(pages).hasSize(1);
        assertThat(sortKeys(pages.get(0).items())).containsExactly("ITEM#sku-101", "ITEM#sku-205", "META");
        assertThat(pages.get(0).count()).isEqualTo(3);
        assertThat(pages.get(0).scannedCount()).isEqualTo(3);
    }

    @Test
    void customerC1CollectionInReverseStartsWithTheLatestOrder() {
        List<ReadPage> pages = moto.query(QueryBuilder.on(CommerceMain.TABLE).key("PK = :pk AND begins_with(SK, :o)")
                .value(":pk", s("CUST#c1")).value(":o", s("ORDER#")).reverse().build());
        assertThat(sortKeys(pages.get(0).items()))
                .containsExactly("ORDER#2026-07-14#o9", "ORDER#2026-05-19#o6", "ORDER#2026-03-02#o3");
    }

    @Test
    void openOrdersIndexHoldsOnlyThePendingOrders() {
        List<ReadPage> pages = moto.query(QueryBuilder.on(CommerceMain.TABLE).index("GSI2").key("GSI2PK = :open")
                .value(":open", s("OPEN")).build());
        List<Item> items = pages.get(0).items();
        assertThat(items).extracting(i -> i.attributes().get("orderId"))
                .containsExactlyInAnyOrder(s("o9"), s("o10"), s("o11"));
        assertThat(items).allSatisfy(i -> assertThat(i.attributes().get("status")).isEqualTo(s("PENDING")));
    }

    @Test
    void everyGeneratedItemIsLoaded() {
        for (Dataset dataset : List.of(GeneratedData.strings(), GeneratedData.numberKeys(), CommerceMain.dataset())) {
            List<ReadPage> pages = moto.scan(ScanBuilder.on(dataset.tableName()).select(Select.COUNT).build());
            assertThat(pages.stream().mapToInt(ReadPage::count).sum()).as(dataset.tableName())
                    .isEqualTo(dataset.items().size());
        }
        assertThat(GeneratedData.strings().items().size() + GeneratedData.numberKeys().items().size())
                .isGreaterThan(2000);
    }

    @Test
    void stringSortKeysComeBackInCodePointOrderWhichIsUtf8ByteOrder() {
        boolean javaOrderWouldDiffer = false;
        for (String pk : List.of("\uD83D\uDE00", "\uFFFD", "BIG#1", "BIG#2")) {
            List<ReadPage> pages = moto.query(QueryBuilder.on(GeneratedData.STRINGS_TABLE).key("PK = :pk")
                    .value(":pk", s(pk)).build());
            List<String> keys = sortKeys(pages.get(0).items());
            assertThat(keys).as(pk).isNotEmpty().isSortedAccordingTo(ComparableForm::compareCodePoints);
            javaOrderWouldDiffer |= !keys.equals(keys.stream().sorted().toList());
        }
        assertThat(javaOrderWouldDiffer).as("the data holds keys that String.compareTo orders differently").isTrue();
    }

    @Test
    void binarySortKeysComeBackInUnsignedByteOrderAndNumberSpellingsShareOnePartition() {
        List<ReadPage> pages = moto.query(QueryBuilder.on(GeneratedData.NUMBERS_TABLE).key("PK = :pk")
                .value(":pk", n("1E2")).build());
        List<Item> items = pages.get(0).items();
        List<Item> expected = GeneratedData.numberKeys().items().stream()
                .filter(i -> ComparableForm.canonicalNumber(((AttributeValue.N) i.attributes().get("PK")).value())
                        .equals("100"))
                .toList();
        assertThat(items).hasSize(expected.size());
        assertThat(items).extracting(i -> ((AttributeValue.B) i.attributes().get("SK")).value())
                .isSortedAccordingTo(Arrays::compareUnsigned);
        Map<String, Long> spellings = expected.stream().collect(Collectors.groupingBy(
                i -> ((AttributeValue.N) i.attributes().get("PK")).value(), Collectors.counting()));
        assertThat(spellings.keySet()).as("items were written with several spellings of 100").hasSizeGreaterThan(1);
    }

    @Test
    void paginationFollowsLastEvaluatedKeyToTheEnd() {
        List<ReadPage> pages = moto.query(QueryBuilder.on(GeneratedData.STRINGS_TABLE).key("PK = :pk")
                .value(":pk", s("BIG#1")).limit(37).build());
        assertThat(pages).hasSize(9);
        assertThat(pages.subList(0, 8)).allSatisfy(p -> {
            assertThat(p.count()).isEqualTo(37);
            assertThat(p.lastEvaluatedKey()).containsOnlyKeys("PK", "SK");
        });
        assertThat(pages.get(8).count()).isEqualTo(4);
        assertThat(pages.get(8).lastEvaluatedKey()).isNull();
        List<String> all = pages.stream().flatMap(p -> sortKeys(p.items()).stream()).toList();
        assertThat(all).hasSize(300).doesNotHaveDuplicates().isSortedAccordingTo(ComparableForm::compareCodePoints);
    }

    @Test
    void numbersComeBackFromMotoAsWrittenSoTheComparisonCanonicalisesThem() {
        Item raw = SdkValues.toItem(moto.client().getItem(b -> b.tableName(GeneratedData.NUMBERS_TABLE)
                .key(SdkValues.toSdk(Map.of("PK", n("100"), "SK", firstKeyOf100())))).item());
        Item written = GeneratedData.numberKeys().items().stream()
                .filter(i -> i.attributes().get("SK").equals(firstKeyOf100())
                        && ComparableForm.canonicalNumber(((AttributeValue.N) i.attributes().get("PK")).value())
                        .equals("100"))
                .findFirst().orElseThrow();
        assertThat(raw.attributes().get("PK")).isEqualTo(written.attributes().get("PK"));
        assertThat(ComparableForm.moto(raw).attributes().get("PK")).isEqualTo(n("100"));
    }

    private static AttributeValue firstKeyOf100() {
        return GeneratedData.numberKeys().items().stream()
                .filter(i -> ComparableForm.canonicalNumber(((AttributeValue.N) i.attributes().get("PK")).value())
                        .equals("100") && !((AttributeValue.N) i.attributes().get("PK")).value().equals("100"))
                .map(i -> i.attributes().get("SK"))
                .min(Comparator.comparing(v -> ((AttributeValue.B) v).value(), Arrays::compareUnsigned))
                .orElseThrow();
    }

    private static List<String> sortKeys(List<Item> items) {
        return items.stream().map(i -> ((AttributeValue.S) i.attributes().get("SK")).value()).toList();
    }
}
