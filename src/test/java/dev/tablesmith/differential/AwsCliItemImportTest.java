package dev.tablesmith.differential;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.items.ItemImport;
import dev.tablesmith.io.items.ItemImportResult;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The sample-data files as the AWS CLI writes and reads them, against moto_server: the batch-write fixture is sent
 * with {@code aws dynamodb batch-write-item --request-items}, the table is read back with {@code aws dynamodb scan}
 * and {@code get-item}, and importing the request file gives the same items as importing what the CLI read back.
 */
@ExtendWith(MotoServerExtension.class)
class AwsCliItemImportTest {
    @TempDir
    Path home;

    @Test
    void importingABatchWriteFileGivesTheItemsTheAwsCliScansBack(MotoServer moto) throws Exception {
        Path aws = ClientTools.awsCli(home);
        String main = "items-import-main-" + System.nanoTime();
        String audit = "items-import-audit-" + System.nanoTime();
        String endpoint = moto.endpoint().toString();
        cli(aws, endpoint, "create-table", "--table-name", main, "--attribute-definitions",
                "AttributeName=PK,AttributeType=S", "AttributeName=SK,AttributeType=S", "--key-schema",
                "AttributeName=PK,KeyType=HASH", "AttributeName=SK,KeyType=RANGE", "--billing-mode",
                "PAY_PER_REQUEST");
        cli(aws, endpoint, "create-table", "--table-name", audit, "--attribute-definitions",
                "AttributeName=id,AttributeType=S", "--key-schema", "AttributeName=id,KeyType=HASH",
                "--billing-mode", "PAY_PER_REQUEST");
        String request = Files.readString(Path.of(getClass().getResource(
                "/dev/tablesmith/io/items/batch-write-request-items.json").toURI()))
                .replace("\"commerce-main\"", "\"" + main + "\"").replace("\"commerce-audit\"", "\"" + audit + "\"");
        Path requestFile = Files.writeString(home.resolve("request-items.json"), request);
        cli(aws, endpoint, "batch-write-item", "--request-items", "file://" + requestFile);
        Path scan = Files.writeString(home.resolve("scan.json"), cli(aws, endpoint, "scan", "--table-name", main));
        Path auditScan = Files.writeString(home.resolve("audit.json"),
                cli(aws, endpoint, "scan", "--table-name", audit));

        Design design = design(main, audit);
        ItemImportResult fromRequest = ItemImport.importFiles(design, null, List.of(requestFile),
                List.of("request-items.json"), () -> false);
        ItemImport fromCli = new ItemImport(design, main);
        fromCli.read(scan, "scan.json", () -> false);
        ItemImportResult mainOnly = fromCli.result();
        ItemImport auditCli = new ItemImport(mainOnly.design(), audit);
        auditCli.read(auditScan, "audit.json", () -> false);
        ItemImportResult fromScans = auditCli.result();

        assertThat(fromRequest.refused()).isEmpty();
        assertThat(fromRequest.tables().get(0).deletesOfNothing()).as("the order item was never in the table")
                .isEqualTo(1);
        assertThat(fromScans.refused()).isEmpty();
        assertThat(items(fromScans.design().table(main).orElseThrow()))
                .isEqualTo(items(fromRequest.design().table(main).orElseThrow())).hasSize(3);
        // AWS CLI v1 sends a B value of a --request-items file as the bytes of its text, not base64-decoded (v2's
        // default cli_binary_format=base64 decodes it); its scan output is then the base64 of that text. The
        // importer reads B as base64, as DynamoDB's wire JSON, CLI v2 and every CLI output write it.
        Item review = fromScans.design().table(main).orElseThrow().items().stream()
                .filter(i -> i.has("photo")).findFirst().orElseThrow();
        assertThat(new String(((AttributeValue.B) review.get("photo").orElseThrow()).value(),
                StandardCharsets.US_ASCII)).isEqualTo("iVBORw0KGgo=");
        assertThat(items(fromScans.design().table(audit).orElseThrow()))
                .isEqualTo(items(fromRequest.design().table(audit).orElseThrow())).hasSize(1);
    }

    /** commerce-main without sample data (as the new moto table) under the test's table name, with an audit table. */
    private static Design design(String main, String audit) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table t = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        Table renamed = new Table(main, t.keySchema(), t.indexes(), t.settings(),
                t.entities().stream().map(e -> e.withRecords(List.of())).toList(), t.accessPatterns(), List.of());
        Table auditTable = new Table(audit, dev.tablesmith.model.KeySchema.of(
                dev.tablesmith.model.KeyAttribute.s("id"), null), null, null, null, null, null);
        return new Design("import", "", List.of(renamed, auditTable), null);
    }

    /** The table's items, B values left out (see the CLI v1 note above). */
    private static Set<Item> items(Table table) {
        Set<Item> items = new HashSet<>();
        for (SampleItem s : ItemMaterializer.materialize(table).items()) {
            items.add(s.item().without("photo"));
        }
        return items;
    }

    private String cli(Path aws, String endpoint, String... arguments) {
        List<String> command = new ArrayList<>(List.of(aws.toString(), "dynamodb"));
        command.addAll(List.of(arguments));
        command.addAll(List.of("--endpoint-url", endpoint, "--output", "json"));
        ClientTools.Run run = ClientTools.run(home, command);
        assertThat(run.exitCode()).as("%s: %s", command, run).isZero();
        return run.stdout();
    }
}
