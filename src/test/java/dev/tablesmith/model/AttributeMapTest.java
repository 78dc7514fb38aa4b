package dev.tablesmith.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AttributeMapTest {

    @Test
    void behavesAsAnOrderedImmutableMapEqualToAnyMapWithTheSameEntries() {
        Map<String, AttributeValue> source = new LinkedHashMap<>();
        source.put("SK", AttributeValue.s("META"));
        source.put("PK", AttributeValue.s("ORDER#o9"));
        source.put("qty", AttributeValue.n("2"));
        Map<String, AttributeValue> map = AttributeMap.copyOf(source);
        assertThat(map.keySet()).containsExactly("SK", "PK", "qty");
        assertThat(map.get("qty")).isEqualTo(AttributeValue.n("2"));
        assertThat(map.get("missing")).isNull();
        assertThat(map.containsKey("PK")).isTrue();
        assertThat(map).isEqualTo(new HashMap<>(source)).hasSameHashCodeAs(new HashMap<>(source));
        assertThatThrownBy(() -> map.put("x", AttributeValue.s("y"))).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> map.entrySet().iterator().next().setValue(AttributeValue.s("y")))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void nullNamesAndValuesAreRefused() {
        Map<String, AttributeValue> withNull = new HashMap<>();
        withNull.put("a", null);
        assertThatThrownBy(() -> AttributeMap.copyOf(withNull)).isInstanceOf(NullPointerException.class)
                .hasMessageContaining("value of a");
    }
}
