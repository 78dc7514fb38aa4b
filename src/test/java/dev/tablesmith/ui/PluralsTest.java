package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PluralsTest {

    @ParameterizedTest(name = "{0} {1} reads \"{2}\"")
    @CsvSource({
            "1, access pattern, 1 access pattern",
            "0, access pattern, 0 access patterns",
            "18, access pattern, 18 access patterns",
            "1, entity, 1 entity",
            "5, entity, 5 entities",
            "2, index, 2 indexes",
            "1, secondary index, 1 secondary index",
            "2, key, 2 keys",
            "3, entry, 3 entries",
            "1200, item, '1,200 items'",
            "2, status, 2 statuses",
            "4, read pattern, 4 read patterns",
    })
    void oneIsSingularAndEveryOtherCountPlural(long count, String noun, String expected) {
        assertThat(Plurals.count(count, noun)).isEqualTo(expected);
    }
}
