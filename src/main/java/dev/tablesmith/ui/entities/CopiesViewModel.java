package dev.tablesmith.ui.entities;

import dev.tablesmith.edit.Command;
import dev.tablesmith.edit.EntityRelationEdits;
import dev.tablesmith.edit.EntityRelationRules;
import dev.tablesmith.edit.FieldRefusal;
import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The selected entity's denormalized copies: an attribute holding another entity's attribute (the customer's name
 * on each order), or the whole item being a copy of another entity's item (the order header stored again in the
 * order's own collection); a snapshot is frozen when written, a live copy follows its source.
 */
public final class CopiesViewModel extends DeclarationListViewModel<DenormalizedCopy> {
    /** The choice of "Copy into" that makes the whole item a copy (no attribute can be named so: decision 0012). */
    public static final String WHOLE_ITEM = "(whole item)";

    private final ObservableList<String> intoChoices = FXCollections.observableArrayList();

    public CopiesViewModel(DesignSession session) {
        super(session);
        attributeNames().addListener((ListChangeListener<String>) change -> updateChoices());
        updateChoices();
    }

    /** What can hold a copy: the whole item, or one of the selected entity's attributes. */
    public ObservableList<String> intoChoices() {
        return intoChoices;
    }

    /** The copy the form describes; {@code into} is an attribute or {@link #WHOLE_ITEM}. */
    public static DenormalizedCopy copy(String into, String sourceEntity, String sourceAttribute, CopyMode mode) {
        boolean whole = WHOLE_ITEM.equals(into);
        return new DenormalizedCopy(whole ? null : text(into), text(sourceEntity),
                whole ? null : text(sourceAttribute), mode);
    }

    /** The "Copy into" choice of a copy. */
    public static String into(DenormalizedCopy copy) {
        return copy.wholeItem() ? WHOLE_ITEM : copy.attribute();
    }

    /** The table's "Holds" column: the attribute, or "whole item". */
    public static String holds(DenormalizedCopy copy) {
        return copy.wholeItem() ? "whole item" : copy.attribute();
    }

    /** One line on what the mode asks of the design. */
    public static String note(CopyMode mode) {
        return mode == CopyMode.LIVE ? "Live: every change of the source must also write the copy (a write"
                + " pattern or the stream)." : "Snapshot: frozen when written, e.g. the name at order time.";
    }

    @Override
    List<DenormalizedCopy> read(Entity entity) {
        return entity.copies();
    }

    @Override
    Optional<FieldRefusal> check(Table table, String holder, DenormalizedCopy value, DenormalizedCopy replacing) {
        return EntityRelationRules.copy(table, holder, value, replacing);
    }

    @Override
    Command addCommand(String table, String holder, DenormalizedCopy value) {
        return EntityRelationEdits.addCopy(table, holder, value);
    }

    @Override
    Command updateCommand(String table, String holder, DenormalizedCopy from, DenormalizedCopy to) {
        return EntityRelationEdits.updateCopy(table, holder, from, to);
    }

    @Override
    Command removeCommand(String table, String holder, DenormalizedCopy value) {
        return EntityRelationEdits.removeCopy(table, holder, value);
    }

    private void updateChoices() {
        List<String> next = new ArrayList<>();
        next.add(WHOLE_ITEM);
        next.addAll(attributeNames());
        if (!next.equals(intoChoices)) {
            intoChoices.setAll(next);
        }
    }

    private static String text(String value) {
        return value == null ? "" : value.strip();
    }
}
