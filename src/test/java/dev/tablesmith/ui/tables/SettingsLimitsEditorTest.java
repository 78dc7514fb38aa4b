package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.WarmThroughput;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The maximum on-demand and warm throughput of the table and each GSI in the settings dialog's logic. */
class SettingsLimitsEditorTest {
    private final DesignSession session = new DesignSession(TablesViewModelTest.commerceMain(), null,
            new InlineTaskRunner());
    private final SettingsEditor editor = new SettingsEditor(session);

    private SettingsForm with(BillingMode mode, SettingsForm.Limits table, SettingsForm.Limits gsi1) {
        SettingsForm current = editor.current();
        Map<String, SettingsForm.Limits> gsis = new LinkedHashMap<>(current.gsiLimits());
        gsis.put("GSI1", gsi1);
        return new SettingsForm(mode, mode == BillingMode.PROVISIONED ? "5" : current.readCapacity(),
                mode == BillingMode.PROVISIONED ? "5" : current.writeCapacity(), current.gsiCapacity(),
                current.ttlAttribute(), current.stream(), current.pointInTimeRecovery(), table, gsis);
    }

    @Test
    void startsWithNoLimitsForTheTableAndEachGsi() {
        SettingsForm form = editor.current();

        assertThat(form.tableLimits()).isEqualTo(SettingsForm.Limits.NONE);
        assertThat(form.gsiLimits()).containsOnlyKeys("GSI1", "GSI2");
    }

    @Test
    void limitsAreAppliedAsOneUndoableEditAndShownAgain() {
        SettingsForm form = with(BillingMode.PAY_PER_REQUEST, new SettingsForm.Limits("1,000", "500", "", "5000"),
                new SettingsForm.Limits("", "50", "12000", ""));
        assertThat(editor.check(form).effects()).anySatisfy(line -> assertThat(line)
                .startsWith("Maximum on-demand throughput: requests past it are throttled"));

        assertThat(editor.apply(form)).isEmpty();

        assertThat(session.table().settings().onDemandThroughput()).isEqualTo(new OnDemandThroughput(1000L, 500L));
        assertThat(session.table().settings().warmThroughput()).isEqualTo(new WarmThroughput(null, 5000L));
        assertThat(session.table().index("GSI1").orElseThrow().onDemandThroughput())
                .isEqualTo(new OnDemandThroughput(null, 50L));
        assertThat(session.table().index("GSI1").orElseThrow().warmThroughput())
                .isEqualTo(new WarmThroughput(12000L, null));
        assertThat(session.table().index("GSI2").orElseThrow().onDemandThroughput()).isNull();
        assertThat(editor.current().tableLimits()).isEqualTo(new SettingsForm.Limits("1000", "500", "", "5000"));
        session.undo();
        assertThat(session.table().settings().onDemandThroughput()).isNull();
        assertThat(session.table().index("GSI1").orElseThrow().warmThroughput()).isNull();
    }

    @Test
    void limitsAreWholeUnitsOfAtLeastOneOrBlank() {
        assertThat(editor.check(with(BillingMode.PAY_PER_REQUEST, new SettingsForm.Limits("0", "", "", ""),
                SettingsForm.Limits.NONE)).problem(IndexField.LIMITS))
                .isEqualTo("The table's maximum and warm throughput are whole numbers of units per second, at least"
                        + " 1, or blank for none");
        assertThat(editor.check(with(BillingMode.PAY_PER_REQUEST, SettingsForm.Limits.NONE,
                new SettingsForm.Limits("", "", "2.5", ""))).problem(IndexField.GSI_LIMITS)).startsWith("GSI1: ");
        assertThat(editor.apply(with(BillingMode.PAY_PER_REQUEST, new SettingsForm.Limits("x", "", "", ""),
                SettingsForm.Limits.NONE))).isPresent();
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void provisionedModeDropsTheMaximumButKeepsTheWarmThroughput() {
        editor.apply(with(BillingMode.PROVISIONED, new SettingsForm.Limits("1000", "500", "9000", ""),
                new SettingsForm.Limits("10", "10", "", "700")));

        assertThat(session.table().settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(session.table().settings().onDemandThroughput()).isNull();
        assertThat(session.table().settings().warmThroughput()).isEqualTo(new WarmThroughput(9000L, null));
        assertThat(session.table().index("GSI1").orElseThrow().onDemandThroughput()).isNull();
        assertThat(session.table().index("GSI1").orElseThrow().warmThroughput())
                .isEqualTo(new WarmThroughput(null, 700L));
    }

    @Test
    void editingAGsiKeepsItsLimits() {
        editor.apply(with(BillingMode.PAY_PER_REQUEST, SettingsForm.Limits.NONE,
                new SettingsForm.Limits("", "50", "", "")));
        IndexEditor indexes = new IndexEditor(session, "GSI1");
        IndexForm form = indexes.initialForm();

        assertThat(indexes.apply(new IndexForm(form.name(), form.kind(), form.partitionKey(), form.sortKey(),
                dev.tablesmith.model.ProjectionType.KEYS_ONLY, form.nonKeyAttributes(), form.readCapacity(),
                form.writeCapacity()))).isEmpty();

        assertThat(session.table().index("GSI1").orElseThrow().onDemandThroughput())
                .isEqualTo(new OnDemandThroughput(null, 50L));
    }
}
