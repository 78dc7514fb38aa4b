package dev.tablesmith.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.List;
import org.junit.jupiter.api.Test;

class ItemEditorViewModelTest {
    private final DesignSession session = new DesignSession(BlogDesign.empty(), null, new InlineTaskRunner());

    @Test
    void aNewItemStartsWithTheTableKeysAndIsAddedAsOneUndoableEdit() {
        ItemEditorViewModel editor = ItemEditorViewModel.newItem(session);
        assertThat(editor.rows()).extracting(r -> r.nameProperty().get()).containsExactly("PK", "SK");
        editor.rows().get(0).valueProperty().set("USER#u1");
        editor.rows().get(1).valueProperty().set("PROFILE");
        AttributeRow age = editor.addRow();
        age.nameProperty().set("age");
        age.typeProperty().set(AttributeType.N);
        age.valueProperty().set("42");
        AttributeRow tags = editor.addRow();
        tags.nameProperty().set("tags");
        tags.typeProperty().set(AttributeType.SS);
        tags.valueProperty().set("[\"a\", \"b\"]");

        assertThat(editor.save()).isTrue();
        Item added = session.table().items().get(0);
        assertThat(added.get("age")).contains(AttributeValue.n("42"));
        assertThat(added.get("tags")).contains(new AttributeValue.SS(List.of("a", "b")));
        assertThat(session.commands().undoDescription()).contains("Add item PK = USER#u1");
        session.undo();
        assertThat(session.table().items()).isEmpty();
    }

    @Test
    void aProblemIsShownAtItsRowAndNothingIsStored() {
        ItemEditorViewModel editor = ItemEditorViewModel.newItem(session);
        editor.rows().get(0).valueProperty().set("USER#u1");
        assertThat(editor.save()).isFalse();
        assertThat(editor.rows().get(1).problemProperty().get()).isEqualTo("the table's sort key SK cannot be empty");
        assertThat(editor.messageProperty().get()).isEqualTo("SK: the table's sort key SK cannot be empty");

        editor.rows().get(1).valueProperty().set("PROFILE");
        AttributeRow age = editor.addRow();
        age.nameProperty().set("age");
        age.typeProperty().set(AttributeType.N);
        age.valueProperty().set("forty");
        assertThat(editor.save()).isFalse();
        assertThat(age.problemProperty().get()).startsWith("'forty' is not a DynamoDB number");
        assertThat(editor.rows().get(1).problemProperty().get()).isEmpty();

        age.typeProperty().set(AttributeType.B);
        age.valueProperty().set("not base64!");
        assertThat(editor.save()).isFalse();
        assertThat(age.problemProperty().get()).startsWith("a B value is typed in base64");
        assertThat(session.table().items()).isEmpty();
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void pastedDynamoDbJsonBecomesTheRowsAndAWrongPasteSaysWhere() {
        ItemEditorViewModel editor = ItemEditorViewModel.newItem(session);
        editor.jsonProperty().set("{\"PK\": {\"S\": \"POST#p1\"}, \"SK\": {\"S\": \"POST\"}, \"likes\": {\"N\": \"3\"}}");
        assertThat(editor.useJson()).isTrue();
        assertThat(editor.rows()).extracting(r -> r.nameProperty().get()).containsExactly("PK", "SK", "likes");
        assertThat(editor.rows().get(2).typeProperty().get()).isEqualTo(AttributeType.N);

        editor.jsonProperty().set("{\"PK\": {\"S\": 1}}");
        assertThat(editor.useJson()).isFalse();
        assertThat(editor.messageProperty().get()).startsWith("DynamoDB JSON: at /PK/S:");
        assertThat(editor.rows()).hasSize(3);
    }

    @Test
    void anExplicitItemIsEditedDuplicatedAndDeleted() {
        ItemEditorViewModel add = ItemEditorViewModel.newItem(session);
        add.rows().get(0).valueProperty().set("USER#u1");
        add.rows().get(1).valueProperty().set("PROFILE");
        add.save();

        ItemEditorViewModel edit = ItemEditorViewModel.edit(session, 0);
        assertThat(edit.editsExisting()).isTrue();
        edit.rows().get(1).valueProperty().set("SETTINGS");
        assertThat(edit.save()).isTrue();
        assertThat(session.table().items().get(0).get("SK")).contains(AttributeValue.s("SETTINGS"));

        ItemEditorViewModel copy = ItemEditorViewModel.duplicate(session, session.table().items().get(0));
        assertThat(copy.save()).isFalse();
        assertThat(copy.messageProperty().get()).contains("already has this primary key");
        copy.rows().get(0).valueProperty().set("USER#u2");
        assertThat(copy.save()).isTrue();
        assertThat(session.table().items()).hasSize(2);

        assertThat(ItemEditorViewModel.edit(session, 0).delete()).isTrue();
        assertThat(session.table().items()).extracting(i -> i.get("PK").orElseThrow())
                .containsExactly(AttributeValue.s("USER#u2"));
    }
}
