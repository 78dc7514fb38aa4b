package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import org.junit.jupiter.api.Test;

class DynamoJsonItemsTest {
    @Test
    void anItemPastedAsDynamoDbJsonIsReadWithEveryType() {
        Item item = DynamoJsonItems.readItem("""
                {"PK": {"S": "USER#u1"}, "age": {"N": "42"}, "tags": {"SS": ["a", "b"]},
                 "address": {"M": {"city": {"S": "Oslo"}}}, "active": {"BOOL": true}, "gone": {"NULL": true}}
                """);
        assertThat(item.attributes().keySet()).containsExactly("PK", "age", "tags", "address", "active", "gone");
        assertThat(item.get("age")).contains(AttributeValue.n("42"));
        assertThat(DynamoJsonItems.readItem(DynamoJsonItems.write(item))).isEqualTo(item);
    }

    @Test
    void aWrongItemSaysWhereAndWhat() {
        assertThatThrownBy(() -> DynamoJsonItems.readItem("{\"PK\": \"USER#u1\"}"))
                .hasMessageStartingWith("at /PK: expected a DynamoDB JSON value such as {\"S\": \"text\"}");
        assertThatThrownBy(() -> DynamoJsonItems.readItem("{\"PK\": {\"X\": \"1\"}}"))
                .hasMessageContaining("unknown type descriptor 'X'");
        assertThatThrownBy(() -> DynamoJsonItems.readItem("{\"PK\": {\"S\": \"a\"}")).hasMessageStartingWith("line 1");
    }

    @Test
    void aValuesContentIsReadAndWrittenWithoutItsDescriptor() {
        AttributeValue list = DynamoJsonItems.readValue(AttributeType.L, "[{\"S\": \"x\"}, {\"N\": \"1\"}]");
        assertThat(list).isEqualTo(AttributeValue.l(List.of(AttributeValue.s("x"), AttributeValue.n("1"))));
        assertThat(DynamoJsonItems.readValue(AttributeType.L, DynamoJsonItems.writeContent(list))).isEqualTo(list);
        assertThatThrownBy(() -> DynamoJsonItems.readValue(AttributeType.SS, "[1, 2]"))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
