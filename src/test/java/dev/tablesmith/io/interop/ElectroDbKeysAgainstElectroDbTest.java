package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Proves the ElectroDB key rules {@link ElectroDbReader} implements against ElectroDB itself: the same module
 * ({@code electrodb-task-app.js}) is imported by Tablesmith and loaded by ElectroDB (installed with npm into
 * {@code target/npm/electrodb}; the test is skipped with a message where node, npm or the registry is missing).
 * For items with values other than any example (mixed case, spaces, numbers, booleans), every key field of
 * {@code entity.put(item).params().Item} and the {@code :pk} of every {@code entity.query.X(item).params()} must
 * equal what the imported templates render from the same item. No database is involved.
 */
class ElectroDbKeysAgainstElectroDbTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ELECTRODB = "electrodb@3";
    private static final String PROBE = """
            const m = require(process.argv[2]);
            const cases = JSON.parse(require('fs').readFileSync(0, 'utf8'));
            const out = [];
            for (const c of cases) {
              const e = m[c.entity];
              const queries = {};
              for (const name of Object.keys(e.query)) {
                const p = e.query[name](c.item).params();
                queries[p.IndexName || ''] = p.ExpressionAttributeValues[':pk'];
              }
              out.push({ entity: c.entity, item: e.put(c.item).params().Item, queries });
            }
            process.stdout.write(JSON.stringify(out));
            """;
    private static final String CASES = """
            [
              {"entity": "Employee", "item": {"employeeId": "JLowe", "office": "Gwinnett Place", "age": 41,
                "team": "Data", "title": "Staff Engineer", "manager": "MBrown", "storeId": "S-9", "active": false}},
              {"entity": "Employee", "item": {"employeeId": "x_Y-Z", "office": "NYC", "age": 12.5,
                "team": "Mobile", "title": "cto", "manager": "Ann Lee", "storeId": "st#7", "active": true}},
              {"entity": "Office", "item": {"office": "Gwinnett Place", "city": "Atlanta"}},
              {"entity": "Office", "item": {"office": "HQ", "city": "SAN Jose"}}
            ]
            """;

    @Test
    void everyKeyElectroDbWritesIsTheKeyTheImportedTemplatesRender() throws Exception {
        Path module = resource("electrodb-task-app.js");
        Path nodeModules = install();
        Path probe = Files.createTempFile("electrodb-probe", ".js");
        Files.writeString(probe, PROBE);
        JsonNode results = run(nodeModules, probe, module);

        ImportResult imported = DesignImport.read(module);
        Table table = imported.design().table();
        int compared = 0;
        for (JsonNode result : results) {
            Entity entity = table.entity(result.get("entity").asText()).orElseThrow();
            JsonNode written = result.get("item");
            Item item = PlainJsonValues.item(written);
            for (EntityKey key : entity.keys()) {
                assertThat(render(key.template(), item)).as(entity.name() + " " + key.attribute() + " = "
                        + key.template()).isEqualTo(written.get(key.attribute()).asText());
                compared++;
            }
            for (var query = result.get("queries").fields(); query.hasNext(); ) {
                var entry = query.next();
                String pk = entry.getKey().isEmpty() ? table.keySchema().partitionKeyAttribute().name()
                        : table.indexes().stream().filter(i -> i.name().equals(entry.getKey()))
                        .map(SecondaryIndex::keySchema).findFirst().orElseThrow().partitionKeyAttribute().name();
                EntityKey key = entity.key(pk).orElseThrow();
                assertThat(render(key.template(), item)).as("query on " + entry.getKey()).isEqualTo(
                        entry.getValue().asText());
                compared++;
            }
        }
        assertThat(compared).isEqualTo(2 * (10 + 5) + 2 * (4 + 2));
    }

    private static String render(String template, Item item) {
        RenderResult rendered = KeyTemplate.parse(template).render(item::get);
        return rendered.text().orElseThrow(() -> new AssertionError(template + " does not render: " + rendered));
    }

    private static Path resource(String name) throws URISyntaxException {
        return Path.of(ElectroDbKeysAgainstElectroDbTest.class.getResource(name).toURI());
    }

    /** Installs ElectroDB once into target/npm/electrodb; skips the test when that is not possible here. */
    private static Path install() throws IOException, InterruptedException {
        Path folder = Path.of("target", "npm", "electrodb").toAbsolutePath();
        Path nodeModules = folder.resolve("node_modules");
        if (Files.isDirectory(nodeModules.resolve("electrodb"))) {
            return nodeModules;
        }
        Assumptions.assumeTrue(onPath("node") && onPath("npm"), "node and npm are not installed; ElectroDB's own"
                + " keys cannot be computed here");
        Files.createDirectories(folder);
        Process npm = new ProcessBuilder("npm", "install", "--no-audit", "--no-fund", "--silent", "--prefix",
                folder.toString(), ELECTRODB).redirectErrorStream(true).start();
        String output = new String(npm.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        boolean done = npm.waitFor(180, TimeUnit.SECONDS);
        Assumptions.assumeTrue(done && npm.exitValue() == 0 && Files.isDirectory(nodeModules.resolve("electrodb")),
                "npm could not install " + ELECTRODB + " (no registry access?): " + output.strip());
        return nodeModules;
    }

    private static boolean onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }

    private static JsonNode run(Path nodeModules, Path probe, Path module) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(List.of("node", probe.toString(),
                module.toString())));
        builder.environment().put("NODE_PATH", nodeModules.toString());
        builder.redirectError(ProcessBuilder.Redirect.DISCARD);
        Process node = builder.start();
        node.getOutputStream().write(CASES.getBytes(StandardCharsets.UTF_8));
        node.getOutputStream().close();
        String output = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(node.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(node.exitValue()).as("node output: " + output).isZero();
        return JSON.readTree(output);
    }
}
