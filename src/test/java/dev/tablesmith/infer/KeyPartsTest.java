package dev.tablesmith.infer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Splitting key values at their separator, and what counts as a prefix or a label. */
class KeyPartsTest {

    @Test
    void hashWinsOverPipeAndPipeOverColon() {
        assertThat(KeyParts.separator(List.of("a|b", "c#d:e"))).contains('#');
        assertThat(KeyParts.separator(List.of("a|b", "c:d"))).contains('|');
        assertThat(KeyParts.separator(List.of("a:b"))).contains(':');
        assertThat(KeyParts.separator(List.of("plain"))).isEmpty();
    }

    @Test
    void splittingKeepsEmptyParts() {
        assertThat(KeyParts.split("ORDER##o1#", '#')).containsExactly("ORDER", "", "o1", "");
        assertThat(KeyParts.split("META", '#')).containsExactly("META");
    }

    @Test
    void aPrefixIsALabelBeforeTheFirstSeparator() {
        assertThat(KeyParts.prefix("ORDER#2026#o9")).contains("ORDER");
        assertThat(KeyParts.prefix("2026-01-02#x")).isEmpty();
        assertThat(KeyParts.prefix("META")).isEmpty();
    }

    @Test
    void aWholeValueIsALabelOnlyWhenItIsAnUpperCaseWord() {
        assertThat(KeyParts.label("PROFILE")).contains("PROFILE");
        assertThat(KeyParts.label("c1")).isEmpty();
        assertThat(KeyParts.label("ITEM#sku-1")).contains("ITEM");
    }
}
