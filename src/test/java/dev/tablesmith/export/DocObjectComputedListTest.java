package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A computed list in a document is made value by value when read, never all at once when it is put. */
class DocObjectComputedListTest {
    @Test
    void aComputedListIsNotReadWhenPutAndEachValueIsMadeWhenRead() {
        AtomicInteger made = new AtomicInteger();
        List<Object> items = DocObject.computedList(1_000_000, i -> {
            made.incrementAndGet();
            return DocObject.object().put("n", i);
        });
        DocObject document = DocObject.object().put("TableData", items);
        assertThat(made).hasValue(0);
        List<?> read = (List<?>) document.get("TableData");
        assertThat(read).hasSize(1_000_000);
        assertThat(((DocObject) read.get(999_999)).get("n")).isEqualTo(999_999);
        assertThat(made).hasValue(1);
    }

    @Test
    void aComputedValueThatIsNoDocumentValueIsRefusedWhenRead() {
        List<Object> items = DocObject.computedList(1, i -> new Object());
        DocObject document = DocObject.object().put("TableData", items);
        assertThatThrownBy(() -> ((List<?>) document.get("TableData")).get(0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
