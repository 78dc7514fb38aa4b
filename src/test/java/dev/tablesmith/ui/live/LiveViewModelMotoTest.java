package dev.tablesmith.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.live.ConnectionStore;
import dev.tablesmith.live.DeployPlan;
import dev.tablesmith.live.DynamoDbClients;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.live.ProfileFiles;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The Live view model against moto_server on a free 127.0.0.1 port: deploy, load, run and verify commerce-main. */
@ExtendWith(MotoServerExtension.class)
class LiveViewModelMotoTest {
    @TempDir
    Path settings;

    private LiveViewModel viewModel(MotoServer moto, String table) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        DesignSession session = new DesignSession(gallery.load(gallery.find("commerce-main").orElseThrow()), null,
                new InlineTaskRunner());
        ProfileFiles none = new ProfileFiles(settings.resolve("config"), settings.resolve("credentials"));
        LiveViewModel viewModel = new LiveViewModel(session, new LiveOperations(new DynamoDbClients(none)),
                new ConnectionStore(settings), List::of, Runnable::run);
        viewModel.form().endpointProperty().set(moto.endpoint().toString());
        viewModel.tableNameProperty().set(table);
        return viewModel;
    }

    @Test
    void deployLoadAndVerifyFindEveryReadPatternTheSameAsPredicted(MotoServer moto) throws Exception {
        String table = "ui-vm-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
        LiveViewModel viewModel = viewModel(moto, table);
        List<DeployPlan> plans = new ArrayList<>();

        viewModel.testConnection();
        assertThat(viewModel.failedProperty().get()).as(viewModel.messageProperty().get()).isFalse();
        viewModel.planDeploy(plans::add);
        assertThat(plans).singleElement().satisfies(p -> assertThat(p.writes()).isTrue());
        viewModel.applyDeploy(plans.get(0), "");
        assertThat(viewModel.messageProperty().get()).isEqualTo("deployed: table " + table + " is ACTIVE");
        viewModel.generateProperty().set("5");
        viewModel.load("");
        assertThat(viewModel.messageProperty().get()).startsWith("loaded: written ");
        assertThat(viewModel.loadProgressProperty().get()).isEqualTo(1.0);
        assertThat(viewModel.loadTextProperty().get()).matches("written ([\\d,]+) of \\1 items \\(.* items/s\\)");
        viewModel.verify();

        assertThat(viewModel.verdicts()).isNotEmpty().allSatisfy(row -> {
            assertThat(row.verdict()).as(row.patternId() + ": " + row.differences()).isEqualTo("same");
            assertThat(row.live()).isEqualTo(row.predicted()).matches("\\d+ / \\d+");
        });
        assertThat(viewModel.messageProperty().get()).startsWith("verify: all ");
        assertThat(viewModel.busyProperty().get()).isFalse();
    }

    @Test
    void runSendsOneChosenPatternAndReportsCapacityAndLatency(MotoServer moto) throws Exception {
        String table = "ui-run-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
        LiveViewModel viewModel = viewModel(moto, table);
        viewModel.planDeploy(plan -> viewModel.applyDeploy(plan, ""));
        viewModel.load("");
        String pattern = viewModel.patternChoices().get(1);
        viewModel.patternProperty().set(pattern);

        viewModel.run();

        assertThat(viewModel.runRows()).singleElement().satisfies(row -> {
            assertThat(row.patternId()).isEqualTo(pattern);
            assertThat(row.refused()).isNull();
            assertThat(row.latencyMillis()).isPositive();
            assertThat(row.items()).isEqualTo((int) row.count());
        });
        assertThat(viewModel.verdicts()).isEmpty();
    }

    @Test
    void runAndVerifyRowsCarryTheItemsTheTableReturnedForTheWholeItemWindow(MotoServer moto) throws Exception {
        String table = "ui-items-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
        LiveViewModel viewModel = viewModel(moto, table);
        viewModel.planDeploy(plan -> viewModel.applyDeploy(plan, ""));
        viewModel.load("");
        viewModel.patternProperty().set("AP2");

        viewModel.run();

        RunRow run = viewModel.runRows().get(0);
        assertThat(run.returned()).hasSize(run.items()).isNotEmpty();
        var items = run.wholeItems();
        assertThat(items.at()).isZero();
        assertThat(items.items()).hasSize(run.items()).allSatisfy(details -> {
            assertThat(details.title()).startsWith("CUST#c1 / ORDER#");
            assertThat(details.origin()).isEqualTo("returned live by AP2's Query on table (one page)");
        });

        viewModel.verify();

        VerdictRow ap2 = viewModel.verdicts().stream().filter(r -> r.patternId().equals("AP2")).findFirst()
                .orElseThrow();
        assertThat(ap2.wholeItems().items()).extracting(d -> d.title())
                .containsExactlyElementsOf(items.items().stream().map(d -> d.title()).toList());
    }

    @Test
    void importReadsTheLoadedTableBackAsADesignAndSavesIt(MotoServer moto) throws Exception {
        String table = "ui-import-" + ProcessHandle.current().pid() + "-" + System.nanoTime();
        LiveViewModel viewModel = viewModel(moto, table);
        viewModel.planDeploy(plan -> viewModel.applyDeploy(plan, ""));
        viewModel.load("");
        List<dev.tablesmith.live.importer.ImportResult> imported = new ArrayList<>();
        viewModel.importLimitProperty().set("500");

        viewModel.importTable(imported::add);

        assertThat(imported).singleElement().satisfies(result -> {
            assertThat(result.design().table().name()).isEqualTo(table);
            assertThat(result.design().table().entities()).extracting(dev.tablesmith.model.Entity::name)
                    .contains("Customer", "Order", "Product");
        });
        assertThat(viewModel.messageProperty().get()).startsWith("imported " + table + ": ");
        Path file = settings.resolve("imported.tablesmith.json");
        boolean[] opened = new boolean[1];
        viewModel.saveImported(imported.get(0), file, () -> opened[0] = true);
        assertThat(opened[0]).isTrue();
        assertThat(new dev.tablesmith.io.JsonDesignStore().load(file).table().name()).isEqualTo(table);
    }

    @Test
    void importRefusesALimitThatIsNotAPositiveNumber(MotoServer moto) throws Exception {
        LiveViewModel viewModel = viewModel(moto, "any-table");
        viewModel.importLimitProperty().set("lots");
        List<Object> imported = new ArrayList<>();

        viewModel.importTable(imported::add);

        assertThat(imported).isEmpty();
        assertThat(viewModel.failedProperty().get()).isTrue();
        assertThat(viewModel.messageProperty().get()).isEqualTo("the import item limit must be a whole number of at "
                + "least 1, not 'lots'");
    }
}
