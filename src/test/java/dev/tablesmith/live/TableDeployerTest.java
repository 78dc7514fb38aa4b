package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * The deploy plan and its steps against an in-memory table (no network): the stream, TTL and point-in-time recovery
 * steps, and how point-in-time recovery is applied (after CreateTable, retried while DynamoDB is still turning on a
 * new table's backups, read back, skipped where the endpoint does not implement it).
 */
class TableDeployerTest {
    /** commerce-main: PK + SK, GSI1, GSI2, TTL on expiresAt, stream NEW_AND_OLD_IMAGES, point-in-time recovery on. */
    private static Table commerce;

    @BeforeAll
    static void load() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        commerce = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
    }

    private static TableDeployer deployer(FakeDeployTable fake) {
        return new TableDeployer(fake, new TableWaiter(fake, Duration.ofMillis(1), Duration.ofSeconds(5)));
    }

    private static Table withSettings(Table table, boolean pointInTimeRecovery, String ttl, StreamViewType stream) {
        TableSettings s = table.settings();
        return table.withSettings(new TableSettings(s.billingMode(), s.provisioned(), ttl, stream,
                pointInTimeRecovery));
    }

    @Test
    void aNewTableIsCreatedThenGetsTtlThenPointInTimeRecovery() {
        DeployPlan plan = deployer(new FakeDeployTable()).plan(commerce);

        assertThat(plan.steps()).extracting(DeployStep::kind).containsExactly(DeployStep.Kind.CREATE_TABLE,
                DeployStep.Kind.ENABLE_TIME_TO_LIVE, DeployStep.Kind.ENABLE_POINT_IN_TIME_RECOVERY);
        assertThat(plan.describe()).containsExactly(
                "1. CreateTable commerce-main: key PK (S) + SK (S); GSI GSI1 key GSI1PK (S) + GSI1SK (S), projection"
                        + " ALL; GSI GSI2 key GSI2PK (S), projection ALL; billing PAY_PER_REQUEST;"
                        + " stream NEW_AND_OLD_IMAGES",
                "2. UpdateTimeToLive commerce-main: enable TTL on attribute expiresAt",
                "3. UpdateContinuousBackups commerce-main: turn point-in-time recovery on (CreateTable cannot;"
                        + " sent once the table is ACTIVE)");
    }

    @Test
    void aNewTableWithPointInTimeRecoveryOffHasNoSuchStepAndSaysWhy() {
        DeployPlan plan = deployer(new FakeDeployTable()).plan(withSettings(commerce, false, null, null));

        assertThat(plan.steps()).extracting(DeployStep::kind).containsExactly(DeployStep.Kind.CREATE_TABLE);
        assertThat(plan.notes()).containsExactly("point-in-time recovery is off in the design, and DynamoDB creates"
                + " a table with it off");
    }

    @Test
    void anExistingTableGetsItsMissingStreamTtlAndPointInTimeRecovery() {
        FakeDeployTable fake = FakeDeployTable.existing(commerce);

        DeployPlan plan = deployer(fake).plan(commerce);

        assertThat(plan.describe()).containsExactly(
                "1. UpdateTable commerce-main: enable stream NEW_AND_OLD_IMAGES",
                "2. UpdateTimeToLive commerce-main: enable TTL on attribute expiresAt",
                "3. UpdateContinuousBackups commerce-main: turn point-in-time recovery on (live: off)");
        assertThat(fake.writes()).isEmpty();
    }

    @Test
    void anExistingTableWithPointInTimeRecoveryOnIsTurnedOffWhenTheDesignSaysSoWithAWarning() {
        FakeDeployTable fake = FakeDeployTable.existing(commerce);
        fake.pointInTimeRecovery = "ENABLED";

        DeployPlan plan = deployer(fake).plan(withSettings(commerce, false, null, null));

        assertThat(plan.describe()).containsExactly("1. UpdateContinuousBackups commerce-main: turn point-in-time"
                + " recovery off (live: on), as the design says; this deletes the table's restore points");
    }

    @Test
    void anExistingTableThatMatchesHasNothingToDo() throws Exception {
        FakeDeployTable fake = FakeDeployTable.existing(commerce);
        deployer(fake).apply(deployer(fake).plan(commerce), commerce, line -> { });

        DeployPlan again = deployer(fake).plan(commerce);

        assertThat(again.writes()).isFalse();
        assertThat(again.describe()).containsExactly("table commerce-main exists and has everything the design needs:"
                + " nothing to do");
    }

    @Test
    void aStreamOfAnotherViewTypeOrTtlOnAnotherAttributeIsReportedAndNotChanged() {
        FakeDeployTable fake = FakeDeployTable.existing(commerce);
        fake.table = fake.table.toBuilder().streamSpecification(StreamSpecification.builder().streamEnabled(true)
                .streamViewType("KEYS_ONLY").build()).build();
        fake.timeToLive = TimeToLiveDescription.builder().timeToLiveStatus(TimeToLiveStatus.ENABLED)
                .attributeName("ttl").build();
        fake.pointInTimeRecovery = "ENABLED";

        DeployPlan plan = deployer(fake).plan(commerce);

        assertThat(plan.steps()).isEmpty();
        assertThat(plan.mismatches()).containsExactly(
                "stream of table commerce-main: design NEW_AND_OLD_IMAGES, live KEYS_ONLY; a view type changes only"
                        + " by disabling the stream and enabling a new one",
                "TTL attribute of table commerce-main: design expiresAt, live ttl; DynamoDB changes it only by"
                        + " turning TTL off and then on again, an hour apart");
    }

    @Test
    void aStreamOrTtlTheDesignDoesNotHaveIsLeftAsItIs() {
        FakeDeployTable fake = FakeDeployTable.existing(commerce);
        fake.table = fake.table.toBuilder().streamSpecification(StreamSpecification.builder().streamEnabled(true)
                .streamViewType("NEW_IMAGE").build()).build();
        fake.timeToLive = TimeToLiveDescription.builder().timeToLiveStatus(TimeToLiveStatus.ENABLED)
                .attributeName("expiresAt").build();

        DeployPlan plan = deployer(fake).plan(withSettings(commerce, false, null, null));

        assertThat(plan.steps()).isEmpty();
        assertThat(plan.notes()).containsExactly(
                "the live table has a stream (NEW_IMAGE), which the design does not; left as it is",
                "the live table has TTL on attribute expiresAt, which the design does not; left as it is");
    }

    @Test
    void anEndpointWithoutContinuousBackupsGetsANoteAndNoStep() {
        FakeDeployTable fake = FakeDeployTable.existing(commerce);
        fake.continuousBackupsUnknown = true;

        DeployPlan plan = deployer(fake).plan(withSettings(commerce, true, null, null));

        assertThat(plan.steps()).isEmpty();
        assertThat(plan.notes()).containsExactly("point-in-time recovery is not deployed: the endpoint does not"
                + " implement DescribeContinuousBackups (UnknownOperationException; DynamoDB Local has no"
                + " point-in-time recovery)");
    }

    @Test
    void anEndpointWithoutTtlOrContinuousBackupsStillGivesAPlanThatSaysWhatIsNotDeployed() {
        FakeDeployTable fake = FakeDeployTable.existing(commerce);
        fake.table = fake.table.toBuilder().streamSpecification(StreamSpecification.builder().streamEnabled(true)
                .streamViewType("NEW_AND_OLD_IMAGES").build()).build();
        fake.timeToLiveUnknown = true;
        fake.continuousBackupsUnknown = true;

        DeployPlan withTtl = deployer(fake).plan(commerce);
        DeployPlan withoutTtl = deployer(fake).plan(withSettings(commerce, true, null,
                StreamViewType.NEW_AND_OLD_IMAGES));

        assertThat(withTtl.steps()).isEmpty();
        assertThat(withTtl.notes()).hasSize(2).first().isEqualTo("TTL is not deployed: the endpoint does not implement"
                + " DescribeTimeToLive (UnknownOperationException)");
        assertThat(withoutTtl.notes()).singleElement().asString().startsWith("point-in-time recovery is not deployed");
    }

    @Test
    void pointInTimeRecoveryIsTurnedOnAfterCreateTableAndRetriedWhileBackupsAreBeingEnabled() throws Exception {
        FakeDeployTable fake = new FakeDeployTable();
        fake.unavailableUpdates = 2;
        List<String> progress = new ArrayList<>();
        TableDeployer deployer = deployer(fake);

        List<String> skipped = deployer.apply(deployer.plan(commerce), commerce, progress::add);

        assertThat(skipped).isEmpty();
        assertThat(fake.writes()).containsExactly("CreateTable", "UpdateTimeToLive", "UpdateContinuousBackups true",
                "UpdateContinuousBackups true", "UpdateContinuousBackups true");
        assertThat(fake.pointInTimeRecovery).isEqualTo("ENABLED");
        assertThat(progress).containsOnlyOnce("point-in-time recovery: DynamoDB is still turning on the new table's"
                + " backups (ContinuousBackupsUnavailableException); trying again")
                .endsWith("point-in-time recovery on");
    }

    @Test
    void anEnablingStatusIsWaitedOutUntilDescribeContinuousBackupsSaysEnabled() throws Exception {
        FakeDeployTable fake = FakeDeployTable.existing(commerce);
        Table design = withSettings(commerce, true, null, null);
        List<String> progress = new ArrayList<>();
        TableDeployer deployer = deployer(fake);
        DeployPlan plan = deployer.plan(design);
        fake.calls.clear();
        fake.pendingStatuses.add("ENABLING");

        deployer.apply(plan, design, progress::add);

        assertThat(fake.calls).containsExactly("UpdateContinuousBackups true", "DescribeContinuousBackups",
                "DescribeContinuousBackups");
        assertThat(progress).contains("point-in-time recovery: ENABLING").endsWith("point-in-time recovery on");
    }

    @Test
    void dynamoDbStillRefusingAfterTheTimeoutIsAOneLineFailure() {
        FakeDeployTable fake = new FakeDeployTable();
        fake.unavailableUpdates = Integer.MAX_VALUE;
        TableDeployer deployer = new TableDeployer(fake, new TableWaiter(fake, Duration.ofMillis(1),
                Duration.ofMillis(20)));
        Table design = withSettings(commerce, true, null, null);

        assertThatThrownBy(() -> deployer.apply(deployer.plan(design), design, line -> { }))
                .isInstanceOf(LiveException.class)
                .hasMessage("DynamoDB still refused to turn point-in-time recovery on for table commerce-main after 0 s"
                        + " (ContinuousBackupsUnavailableException: Backups are being enabled for the table); run"
                        + " deploy again later");
    }

    @Test
    void onAnEndpointWithoutContinuousBackupsTheTableIsCreatedAndTheSkippedStepReported() throws Exception {
        FakeDeployTable fake = new FakeDeployTable();
        fake.continuousBackupsUnknown = true;
        TableDeployer deployer = deployer(fake);

        List<String> skipped = deployer.apply(deployer.plan(commerce), commerce, line -> { });

        assertThat(fake.table).isNotNull();
        assertThat(fake.writes()).containsExactly("CreateTable", "UpdateTimeToLive", "UpdateContinuousBackups true");
        assertThat(skipped).containsExactly("point-in-time recovery was not turned on: the endpoint does not implement"
                + " UpdateContinuousBackups (UnknownOperationException; DynamoDB Local has no point-in-time"
                + " recovery)");
    }

    @Test
    void aMissingStreamIsEnabledWithUpdateTableAndWaitedFor() throws Exception {
        FakeDeployTable fake = FakeDeployTable.existing(commerce);
        fake.pointInTimeRecovery = "ENABLED";
        Table design = withSettings(commerce, true, null, StreamViewType.NEW_IMAGE);
        TableDeployer deployer = deployer(fake);

        deployer.apply(deployer.plan(design), design, line -> { });

        assertThat(fake.writes()).containsExactly("UpdateTable stream");
        assertThat(fake.table.streamSpecification().streamViewTypeAsString()).isEqualTo("NEW_IMAGE");
        assertThat(deployer.plan(design).writes()).isFalse();
    }
}
