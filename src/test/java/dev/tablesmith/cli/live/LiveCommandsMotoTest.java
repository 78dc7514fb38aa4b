package dev.tablesmith.cli.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.live.ItemCounter;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * {@code tablesmith live} against moto_server on a free 127.0.0.1 port (skipped without moto_server unless
 * CI=true). Each test uses its own table name.
 */
@ExtendWith(MotoServerExtension.class)
class LiveCommandsMotoTest {
    private static final AtomicInteger TABLES = new AtomicInteger();

    @TempDir
    Path dir;

    private static String table(String base) {
        return base + "-" + ProcessHandle.current().pid() + "-" + TABLES.incrementAndGet();
    }

    private static String[] args(MotoServer moto, String command, Path design, String table, String... more) {
        List<String> all = new ArrayList<>(List.of(command, design.toString(), "--endpoint",
                moto.endpoint().toString(), "--table", table));
        if (command.equals("deploy")) {
            all.addAll(List.of("--poll-millis", "50"));
        }
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    @Test
    void deployCreatesTheTableThenIsANoOpThenAddsJustTheNewGsi(MotoServer moto) throws Exception {
        Path design = Examples.export("commerce-main", dir);
        String name = table("deploy");

        LiveRun created = LiveRun.of(args(moto, "deploy", design, name));
        LiveRun again = LiveRun.of(args(moto, "deploy", design, name));
        Path withGsi = withExtraGsi(design);
        LiveRun added = LiveRun.of(args(moto, "deploy", withGsi, name));

        assertThat(created.exitCode()).as(created.err()).isZero();
        assertThat(created.out()).contains("1. CreateTable " + name + ": key PK (S) + SK (S); GSI GSI1 key GSI1PK (S)"
                + " + GSI1SK (S), projection ALL; GSI GSI2 key GSI2PK (S), projection ALL")
                .contains("2. UpdateTimeToLive " + name + ": enable TTL on attribute expiresAt")
                .contains("3. UpdateContinuousBackups " + name + ": turn point-in-time recovery on (CreateTable"
                        + " cannot; sent once the table is ACTIVE)")
                .contains("deployed: table " + name + " is ACTIVE");
        assertThat(created.err()).contains("point-in-time recovery on");
        assertThat(moto.client().describeContinuousBackups(b -> b.tableName(name)).continuousBackupsDescription()
                .pointInTimeRecoveryDescription().pointInTimeRecoveryStatusAsString()).isEqualTo("ENABLED");
        assertThat(again.exitCode()).isZero();
        assertThat(again.out()).contains("table " + name + " exists and has everything the design needs: nothing to do");
        assertThat(added.exitCode()).as(added.err()).isZero();
        assertThat(added.out().lines().filter(l -> l.matches("\\d+\\. .*")))
                .containsExactly("1. UpdateTable " + name + ": add GSI GSI3 key GSI3PK (S), projection KEYS_ONLY");
        TableDescription live = moto.client().describeTable(b -> b.tableName(name)).table();
        assertThat(live.globalSecondaryIndexes()).extracting(g -> g.indexName())
                .containsExactlyInAnyOrder("GSI1", "GSI2", "GSI3");
    }

    private Path withExtraGsi(Path design) throws Exception {
        JsonDesignStore store = new JsonDesignStore();
        Design loaded = store.load(design);
        Table table = loaded.table();
        List<SecondaryIndex> indexes = new ArrayList<>(table.indexes());
        indexes.add(SecondaryIndex.gsi("GSI3", KeySchema.of(KeyAttribute.s("GSI3PK"), null), Projection.keysOnly()));
        Path out = dir.resolve("with-gsi3.tablesmith.json");
        store.save(loaded.withTable(table.name(), table.withIndexes(indexes)), out);
        return out;
    }

    @Test
    void tenThousandGeneratedItemsLoadCountAndVerify(MotoServer moto) throws Exception {
        Path design = Examples.export("commerce-main", dir);
        String name = table("load");
        assertThat(LiveRun.of(args(moto, "deploy", design, name)).exitCode()).isZero();

        LiveRun load = LiveRun.of(args(moto, "load", design, name, "--generate", "2000", "--seed", "7"));
        long verifyStart = System.nanoTime();
        LiveRun verify = LiveRun.of(args(moto, "verify", design, name, "--generate", "2000", "--seed", "7"));
        double verifySeconds = (System.nanoTime() - verifyStart) / 1e9;
        LiveRun run = LiveRun.of(args(moto, "run", design, name));

        assertThat(load.exitCode()).as(load.err()).isZero();
        Matcher written = Pattern.compile("written ([\\d,]+) of ([\\d,]+) items in ([\\d.]+) s \\(([\\d,]+) items/s")
                .matcher(load.out());
        assertThat(written.find()).as(load.out()).isTrue();
        long items = Long.parseLong(written.group(1).replace(",", ""));
        assertThat(items).isGreaterThanOrEqualTo(10_000).isEqualTo(Long.parseLong(written.group(2).replace(",", "")));
        assertThat(load.out()).contains(String.format("count check: table %s holds %,d items (as written)", name,
                items));
        assertThat(ItemCounter.count(moto.client(), name)).isEqualTo(items);
        assertThat(verify.exitCode()).as(verify.out() + verify.err()).isZero();
        assertThat(verify.out()).containsPattern("verify: (\\d+) of \\1 read patterns agree").doesNotContain("DIFFERS");
        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).contains("AP2  Query on table").containsPattern("consumed [\\d.]+ capacity units \\(table");
        System.out.printf("live load into moto_server: %,d items at %s items/s; verify %.2f s%n", items,
                written.group(4), verifySeconds);
    }

    static Stream<String> examples() throws Exception {
        return new ExampleGallery().list().stream().map(Example::name);
    }

    @ParameterizedTest(name = "verify agrees on every read pattern of {0}")
    @MethodSource("examples")
    void verifyAgreesOnEveryReadPatternOfEveryBundledExample(String example, MotoServer moto) throws Exception {
        Path design = Examples.export(example, dir);
        String name = table(example);

        LiveRun deploy = LiveRun.of(args(moto, "deploy", design, name));
        LiveRun load = LiveRun.of(args(moto, "load", design, name));
        LiveRun verify = LiveRun.of(args(moto, "verify", design, name));

        assertThat(deploy.exitCode()).as(deploy.out() + deploy.err()).isZero();
        assertThat(load.exitCode()).as(load.out() + load.err()).isZero();
        assertThat(verify.exitCode()).as(verify.out() + verify.err()).isZero();
        assertThat(verify.out()).containsPattern("verify: ([1-9]\\d*) of \\1 read patterns agree");
    }

    @Test
    void aTamperedItemMakesVerifyListTheDifferenceAndExit1(MotoServer moto) throws Exception {
        Path design = Examples.export("commerce-main", dir);
        String name = table("tamper");
        assertThat(LiveRun.of(args(moto, "deploy", design, name)).exitCode()).isZero();
        assertThat(LiveRun.of(args(moto, "load", design, name)).exitCode()).isZero();
        Map<String, AttributeValue> key = Map.of("PK", AttributeValue.fromS("CUST#c1"),
                "SK", AttributeValue.fromS("PROFILE"));
        moto.client().updateItem(b -> b.tableName(name).key(key).updateExpression("SET #n = :v")
                .expressionAttributeNames(Map.of("#n", "name"))
                .expressionAttributeValues(Map.of(":v", AttributeValue.fromS("Tampered"))));

        LiveRun verify = LiveRun.of(args(moto, "verify", design, name));

        assertThat(verify.exitCode()).isEqualTo(1);
        assertThat(verify.out()).contains("DIFFERS  AP1")
                .contains("AP1: first difference at position 1: item PK=CUST#c1, SK=PROFILE differs: name predicted "
                        + "'Asha Rao', live 'Tampered'")
                .containsPattern("verify: \\d+ of \\d+ read patterns agree, \\d+ differ");
    }

    @Test
    void theSafetyPromptRefusesAWrongTableNameAndWritesNothing(MotoServer moto) throws Exception {
        Path design = Examples.export("commerce-main", dir);
        String name = table("safety");
        assertThat(LiveRun.of(args(moto, "deploy", design, name)).exitCode()).isZero();

        LiveRun refused = LiveRun.withInput("commerce-main\n", args(moto, "load", design, name, "--confirm"));

        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).contains("Type the table name (" + name + ") to go on: ")
                .contains("tablesmith live load: aborted: typed 'commerce-main' is not the table name '" + name
                        + "'; nothing written");
        assertThat(ItemCounter.count(moto.client(), name)).isZero();

        LiveRun confirmed = LiveRun.withInput(name + "\n", args(moto, "load", design, name, "--confirm"));

        assertThat(confirmed.exitCode()).as(confirmed.err()).isZero();
        assertThat(ItemCounter.count(moto.client(), name)).isPositive();
    }

    @Test
    void deployWithConfirmAndNoAnswerCreatesNothing(MotoServer moto) throws Exception {
        Path design = Examples.export("commerce-main", dir);
        String name = table("noanswer");

        LiveRun refused = LiveRun.of(args(moto, "deploy", design, name, "--confirm"));

        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).containsPattern("This will make the \\d+ writes listed above to table " + name
                + " on ");
        assertThat(refused.err()).contains("tablesmith live deploy: aborted: no input: no table name was typed before standard input ended; nothing written");
        assertThat(moto.client().listTables().tableNames()).doesNotContain(name);
        assertThat(Files.exists(design)).isTrue();
    }
}
