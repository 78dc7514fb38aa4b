package dev.tablesmith.ui.entities;

import dev.tablesmith.edit.Command;
import dev.tablesmith.edit.EntityRelationEdits;
import dev.tablesmith.edit.EntityRelationRules;
import dev.tablesmith.edit.FieldRefusal;
import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.Optional;

/**
 * The selected entity's aggregates: a Number attribute counting or summing other entities' items (orders per
 * customer, stock), kept by a stream consumer (eventually) or by the writing transaction (at once).
 */
public final class AggregatesViewModel extends DeclarationListViewModel<Aggregate> {

    public AggregatesViewModel(DesignSession session) {
        super(session);
    }

    /** The aggregate the form describes; a COUNT sums no attribute, so its summed attribute is dropped. */
    public static Aggregate aggregate(String attribute, AggregateRule rule, String sourceEntity,
                                      String summedAttribute, MaintainedBy maintainedBy) {
        AggregateRule chosen = rule == null ? AggregateRule.COUNT : rule;
        String summed = chosen == AggregateRule.SUM && summedAttribute != null && !summedAttribute.isBlank()
                ? summedAttribute.strip() : null;
        return new Aggregate(text(attribute), text(sourceEntity), chosen, summed, maintainedBy);
    }

    /** The table's "Value" column: {@code COUNT of Order}, {@code SUM of OrderItem.qty}. */
    public static String value(Aggregate aggregate) {
        return EntityRelationRules.describe(aggregate);
    }

    /** The table's "Kept by" column. */
    public static String keptBy(MaintainedBy maintainedBy) {
        return maintainedBy == MaintainedBy.TRANSACTION ? "transaction" : "stream";
    }

    /**
     * One line on how the aggregate would be kept, in the review's words when the table's stream cannot keep it
     * ({@code aggregate-stream}).
     */
    public String note(AggregateRule rule, MaintainedBy maintainedBy) {
        if (maintainedBy == MaintainedBy.TRANSACTION) {
            return "Transaction: the writing TransactWriteItems updates it, so conditions see it at once.";
        }
        StreamViewType stream = session.table().settings().streamViewType();
        Aggregate probe = new Aggregate("", "", rule, null, MaintainedBy.STREAM);
        if (stream == null) {
            return "Stream: the table has no stream yet; turn one on under Table and indexes, Settings.";
        }
        if (!probe.computableFrom(stream)) {
            return "Stream: the stream's view type " + stream + " cannot compute a " + probe.rule() + " (needs "
                    + probe.requiredViewType() + ").";
        }
        return "Stream: kept eventually (about a second): right for a dashboard, not for a condition.";
    }

    @Override
    List<Aggregate> read(Entity entity) {
        return entity.aggregates();
    }

    @Override
    Optional<FieldRefusal> check(Table table, String holder, Aggregate value, Aggregate replacing) {
        return EntityRelationRules.aggregate(table, holder, value, replacing);
    }

    @Override
    Command addCommand(String table, String holder, Aggregate value) {
        return EntityRelationEdits.addAggregate(table, holder, value);
    }

    @Override
    Command updateCommand(String table, String holder, Aggregate from, Aggregate to) {
        return EntityRelationEdits.updateAggregate(table, holder, from, to);
    }

    @Override
    Command removeCommand(String table, String holder, Aggregate value) {
        return EntityRelationEdits.removeAggregate(table, holder, value);
    }

    private static String text(String value) {
        return value == null ? "" : value.strip();
    }
}
