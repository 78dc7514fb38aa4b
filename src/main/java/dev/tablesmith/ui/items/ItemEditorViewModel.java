package dev.tablesmith.ui.items;

import dev.tablesmith.edit.ItemEdits;
import dev.tablesmith.engine.ItemRules;
import dev.tablesmith.io.DynamoJsonItems;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The item editor: one explicit item of the table as attribute rows (name, type, value), or pasted whole as
 * DynamoDB JSON. Save checks the item as DynamoDB checks a PutItem ({@link ItemRules}: the key attributes present
 * and of the key's type, numbers, sets, key and item sizes) and names the row at fault; a good item is added or
 * replaced as one undoable edit ({@link ItemEdits}). Items rendered from an entity's records are not edited here
 * (they follow the records); duplicating one makes an explicit item of it.
 */
public final class ItemEditorViewModel {
    private final DesignSession session;
    private final int index;
    private final Item original;
    private final ObservableList<AttributeRow> rows = FXCollections.observableArrayList();
    private final StringProperty json = new SimpleStringProperty("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper();
    private final String title;

    private ItemEditorViewModel(DesignSession session, int index, Item original, Item shown, String title) {
        this.session = session;
        this.index = index;
        this.original = original;
        this.title = title;
        if (shown == null) {
            for (KeyAttribute key : session.table().keySchema().attributes()) {
                rows.add(new AttributeRow(key.name(), key.type().asAttributeType(), ""));
            }
        } else {
            shown.attributes().forEach((name, value) -> rows.add(AttributeRow.of(name, value)));
        }
        json.set(shown == null ? "" : DynamoJsonItems.write(shown));
    }

    /** A new explicit item, with a row for each table key attribute. */
    public static ItemEditorViewModel newItem(DesignSession session) {
        return new ItemEditorViewModel(session, -1, null, null, "Add item");
    }

    /** A new explicit item starting as a copy of {@code item} (change its key before saving). */
    public static ItemEditorViewModel duplicate(DesignSession session, Item item) {
        return new ItemEditorViewModel(session, -1, null, item, "Duplicate item");
    }

    /** Explicit item {@code index} of the table. */
    public static ItemEditorViewModel edit(DesignSession session, int index) {
        Item item = session.table().items().get(index);
        return new ItemEditorViewModel(session, index, item, item, "Edit item");
    }

    public String title() {
        return title;
    }

    /** Whether an existing item is edited (so it can be deleted). */
    public boolean editsExisting() {
        return index >= 0;
    }

    public ObservableList<AttributeRow> rows() {
        return rows;
    }

    /** The item as DynamoDB JSON, for pasting a whole item ({@link #useJson()}). */
    public StringProperty jsonProperty() {
        return json;
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /** Adds an empty S row at the end. */
    public AttributeRow addRow() {
        AttributeRow row = new AttributeRow("", dev.tablesmith.model.AttributeType.S, "");
        rows.add(row);
        return row;
    }

    public void removeRow(AttributeRow row) {
        rows.remove(row);
    }

    /** Replaces the rows with the item in {@link #jsonProperty()}; says where the JSON is wrong otherwise. */
    public boolean useJson() {
        try {
            Item item = DynamoJsonItems.readItem(json.get());
            rows.setAll(item.attributes().entrySet().stream().map(e -> AttributeRow.of(e.getKey(), e.getValue()))
                    .toList());
            ok("Read " + item.attributes().size() + " attributes from the DynamoDB JSON; Save stores them.");
            return true;
        } catch (IllegalArgumentException e) {
            fail("DynamoDB JSON: " + e.getMessage());
            return false;
        }
    }

    /** The item the rows describe, or empty with the rows' problems set and the message saying the first one. */
    Optional<Item> read() {
        rows.forEach(r -> r.setProblem(""));
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        Set<String> names = new HashSet<>();
        for (AttributeRow row : rows) {
            String name = row.name();
            String wrong = null;
            if (name.isEmpty()) {
                wrong = "type the attribute's name";
            } else if (!names.add(name)) {
                wrong = "an item has one attribute named " + name + "; this is a second";
            } else {
                try {
                    attributes.put(name, row.read());
                } catch (IllegalArgumentException | NullPointerException e) {
                    wrong = e.getMessage();
                }
            }
            if (wrong != null) {
                row.setProblem(wrong);
                fail((name.isEmpty() ? "Row " + (rows.indexOf(row) + 1) : name) + ": " + wrong);
                return Optional.empty();
            }
        }
        Item item = new Item(attributes);
        Table table = session.table();
        Optional<ItemRules.Problem> problem = ItemRules.check(table, item);
        if (problem.isPresent()) {
            String at = problem.get().attribute();
            rows.stream().filter(r -> r.name().equals(at)).findFirst()
                    .ifPresent(r -> r.setProblem(problem.get().message()));
            fail((at == null || at.isEmpty() ? "" : at + ": ") + problem.get().message());
            return Optional.empty();
        }
        return Optional.of(item);
    }

    /** Adds or replaces the item as one undoable edit; false (with the reason shown) when it cannot be stored. */
    public boolean save() {
        Optional<Item> item = read();
        if (item.isEmpty()) {
            return false;
        }
        String tableName = session.table().name();
        Optional<String> refused = session.push(index < 0 ? ItemEdits.addItem(tableName, item.get())
                : ItemEdits.replaceItem(tableName, index, original, item.get()));
        if (refused.isPresent()) {
            fail(refused.get());
            return false;
        }
        ok(index < 0 ? "Added the item." : "Saved the item.");
        return true;
    }

    /** Deletes the edited item as one undoable edit. */
    public boolean delete() {
        if (index < 0) {
            return false;
        }
        Optional<String> refused = session.push(ItemEdits.deleteItem(session.table().name(), index, original));
        refused.ifPresent(this::fail);
        return refused.isEmpty();
    }

    private void ok(String text) {
        failed.set(false);
        message.set(text);
    }

    private void fail(String text) {
        failed.set(true);
        message.set(text);
    }
}
