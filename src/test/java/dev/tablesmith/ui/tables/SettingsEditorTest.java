package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SettingsEditorTest {
    private final DesignSession session = new DesignSession(TablesViewModelTest.commerceMain(), null,
            new InlineTaskRunner());
    private final SettingsEditor editor = new SettingsEditor(session);

    private SettingsForm provisioned(String read, String write, String gsiRead) {
        SettingsForm current = editor.current();
        return new SettingsForm(BillingMode.PROVISIONED, read, write,
                Map.of("GSI1", new SettingsForm.Capacity(gsiRead, "2"), "GSI2", new SettingsForm.Capacity("1", "1")),
                current.ttlAttribute(), current.stream(), current.pointInTimeRecovery());
    }

    @Test
    void startsFromTheTablesSettings() {
        SettingsForm form = editor.current();

        assertThat(form.billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(form.ttlAttribute()).isEqualTo("expiresAt");
        assertThat(form.stream()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(form.pointInTimeRecovery()).isTrue();
        assertThat(form.gsiCapacity()).containsOnlyKeys("GSI1", "GSI2");
        assertThat(editor.check(form).isValid()).isTrue();
    }

    @Test
    void provisionedCapacityIsAWholeNumberOfAtLeastOneUnitForTheTableAndEachGsi() {
        assertThat(editor.check(provisioned("ten", "5", "1")).problem(IndexField.BILLING))
                .contains("whole numbers of units, at least 1");
        assertThat(editor.check(provisioned("0", "5", "1")).problem(IndexField.BILLING))
                .contains("0 RCU / 5 WCU").contains("minimum is 1 read and 1 write capacity unit");
        assertThat(editor.check(provisioned("5", "5", "0")).problem(IndexField.CAPACITY))
                .contains("GSI1 is provisioned with 0 RCU / 2 WCU");
        assertThat(editor.check(provisioned("5", "5", "-1")).problem(IndexField.CAPACITY))
                .startsWith("GSI1: read and write capacity");
        assertThat(editor.apply(provisioned("0", "5", "1"))).isPresent();
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void switchingToProvisionedGivesTheTableAndEachGsiTheirUnitsAsOneUndoableEdit() {
        assertThat(editor.check(provisioned("10", "4", "3")).effects()).anySatisfy(line -> assertThat(line)
                .contains("Billing mode on-demand → provisioned"));

        assertThat(editor.apply(provisioned("10", "4", "3"))).isEmpty();

        assertThat(session.table().settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(session.table().settings().provisioned()).isEqualTo(new Throughput(10, 4));
        assertThat(session.table().index("GSI1").orElseThrow().provisioned()).isEqualTo(new Throughput(3, 2));
        assertThat(session.commands().undoDescription()).contains("Edit the table settings");
        session.undo();
        assertThat(session.table().settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(session.table().index("GSI1").orElseThrow().provisioned()).isNull();
    }

    @Test
    void backToOnDemandDropsEveryGsisOwnThroughput() {
        editor.apply(provisioned("10", "4", "3"));
        SettingsForm current = editor.current();

        editor.apply(new SettingsForm(BillingMode.PAY_PER_REQUEST, current.readCapacity(), current.writeCapacity(),
                current.gsiCapacity(), current.ttlAttribute(), current.stream(), current.pointInTimeRecovery()));

        assertThat(session.table().settings().provisioned()).isNull();
        assertThat(session.table().indexes()).allSatisfy(i -> assertThat(i.provisioned()).isNull());
    }

    @Test
    void ttlStreamAndBackupsAreEditedAndSaySoForADeployedTable() {
        SettingsForm current = editor.current();
        SettingsForm form = new SettingsForm(current.billingMode(), "", "", current.gsiCapacity(), "",
                StreamViewType.KEYS_ONLY, false);

        assertThat(editor.check(form).effects()).anySatisfy(l -> assertThat(l).startsWith("TTL off"))
                .anySatisfy(l -> assertThat(l).contains("new ARN"))
                .anySatisfy(l -> assertThat(l).contains("restore points are deleted"));
        assertThat(editor.apply(form)).isEmpty();

        assertThat(session.table().settings().ttlAttribute()).isNull();
        assertThat(session.table().settings().streamViewType()).isEqualTo(StreamViewType.KEYS_ONLY);
        assertThat(session.table().settings().pointInTimeRecovery()).isFalse();
    }

    @Test
    void aTtlAttributeNameLongerThan255CharactersIsRefusedAtItsField() {
        SettingsForm current = editor.current();
        SettingsForm form = new SettingsForm(current.billingMode(), "", "", current.gsiCapacity(), "x".repeat(256),
                current.stream(), true);

        assertThat(editor.check(form).problem(IndexField.TTL)).contains("1 to 255 characters long, not 256");
    }

    @Test
    void anUnchangedFormIsNotAnEdit() {
        assertThat(editor.apply(editor.current())).isEmpty();
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void ttlCandidatesAreTheNumberAttributes() {
        assertThat(editor.ttlCandidates()).contains("expiresAt", "total").doesNotContain("status");
    }
}
