package dev.tablesmith.sample;

import static dev.tablesmith.sample.SampleFixtures.STORE;
import static dev.tablesmith.sample.SampleFixtures.example;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SampleDeterminismTest {
    private static final Design COMMERCE = example("commerce-main");

    private static String generated(long seed, Design design, int count) {
        Table table = new SampleGenerator(seed).generate(design.table(), count).table();
        return STORE.write(design.withTable(table.name(), table));
    }

    @Test
    void sameSeedAndDesignGiveByteIdenticalFiles() {
        assertThat(generated(42, COMMERCE, 50)).isEqualTo(generated(42, COMMERCE, 50));
    }

    @Test
    void differentSeedsGiveDifferentRecords() {
        String first = generated(42, COMMERCE, 20);
        String second = generated(43, COMMERCE, 20);

        assertThat(first).isNotEqualTo(second);
        assertThat(SampleFixtures.texts(reread(first), "Customer", "customerId"))
                .isNotEqualTo(SampleFixtures.texts(reread(second), "Customer", "customerId"));
    }

    private static Table reread(String text) {
        try {
            return STORE.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "generated").table();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theDefaultLocaleDoesNotChangeTheRecords() {
        String expected = generated(7, COMMERCE, 30);
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("tr-TR"));
            assertThat(generated(7, COMMERCE, 30)).isEqualTo(expected);
            Locale.setDefault(Locale.forLanguageTag("ar-EG"));
            assertThat(generated(7, COMMERCE, 30)).isEqualTo(expected);
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void aGeneratorGivesTheSameRecordsWhateverItGeneratedBefore() {
        SampleGenerator used = new SampleGenerator(5);
        used.generate(example("org-chart").table(), 10);
        used.generate(example("ledgerleaf").table(), 10);

        Table afterOthers = used.generate(COMMERCE.table(), 25).table();
        Table fresh = new SampleGenerator(5).generate(COMMERCE.table(), 25).table();

        assertThat(afterOthers).isEqualTo(fresh);
    }

    @Test
    void anEntityKeepsItsRecordsWhenAnUnrelatedEntityIsGeneratedWithIt() {
        Map<String, Integer> productsOnly = Map.of("Product", 10);
        Map<String, Integer> productsAndCustomers = new LinkedHashMap<>();
        productsAndCustomers.put("Customer", 10);
        productsAndCustomers.put("Product", 10);

        Table alone = new SampleGenerator(9).generate(COMMERCE.table(), productsOnly, RecordMode.REPLACE).table();
        Table together = new SampleGenerator(9).generate(COMMERCE.table(), productsAndCustomers, RecordMode.REPLACE)
                .table();

        assertThat(SampleFixtures.records(together, "Product")).isEqualTo(SampleFixtures.records(alone, "Product"));
    }
}
