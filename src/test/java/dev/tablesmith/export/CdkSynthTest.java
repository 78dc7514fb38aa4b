package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.model.Design;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The CDK export through its real consumer: aws-cdk-lib (installed by npm into {@code target/npm-cdk}, about 6 s
 * when npm's cache has it), TypeScript in strict mode, then a synth in node with {@code JSII_DEPRECATED=fail}, so a
 * deprecated property (such as {@code pointInTimeRecovery}) fails the run, and with CDK's template validation,
 * whose warnings fail the test. About 20 s in all. Skipped with a message when node or npm is missing or the npm
 * registry cannot be reached.
 */
class CdkSynthTest {
    private static final Path PROJECT = Path.of("target", "npm-cdk");
    private static final Pattern CLASS = Pattern.compile("export class (\\w+) extends Construct");
    private static final long TIMEOUT_SECONDS = 180;

    private static JsonNode templates;
    private static String warnings;

    @BeforeAll
    static void synth() throws Exception {
        Path node = onPath("node").orElse(null);
        Path npm = onPath("npm").orElse(null);
        Assumptions.assumeTrue(node != null && npm != null, "node or npm not found on PATH: CDK synth check skipped");
        Files.createDirectories(PROJECT);
        if (!Files.exists(PROJECT.resolve("node_modules/aws-cdk-lib/package.json"))
                || !Files.exists(PROJECT.resolve("node_modules/typescript/bin/tsc"))) {
            Files.writeString(PROJECT.resolve("package.json"), "{\"private\": true}\n");
            Run install = run(PROJECT, List.of(npm.toString(), "install", "--no-audit", "--no-fund", "--silent",
                    "aws-cdk-lib@2", "constructs@10", "typescript@5"));
            Assumptions.assumeTrue(install.exitCode == 0, "npm install of aws-cdk-lib failed (registry not"
                    + " reachable?): CDK synth check skipped: " + install.stderr);
        }
        Path run = PROJECT.resolve("run");
        deleteTree(run);
        Files.createDirectories(run);
        Map<String, Design> designs = new LinkedHashMap<>();
        designs.put("commerce", CommerceMain.design());
        designs.put("varied", VariedDesign.design());
        designs.put("tournaments", MultiAttributeKeyExportTest.tournaments());
        designs.put("limits", ThroughputLimitsDesign.design());
        StringBuilder main = new StringBuilder("import { App, Stack } from 'aws-cdk-lib';\n");
        StringBuilder body = new StringBuilder("const app = new App();\nconst out: Record<string, unknown> = {};\n");
        for (Map.Entry<String, Design> entry : designs.entrySet()) {
            String ts = new CdkExporter().export(entry.getValue());
            Files.writeString(run.resolve(entry.getKey() + ".ts"), ts, StandardCharsets.UTF_8);
            Matcher name = CLASS.matcher(ts);
            assertThat(name.find()).isTrue();
            main.append("import { ").append(name.group(1)).append(" } from './").append(entry.getKey()).append("';\n");
            body.append("new ").append(name.group(1)).append("(new Stack(app, '").append(entry.getKey())
                    .append("'), 'Tables');\n");
        }
        body.append("const assembly = app.synth();\n");
        for (String key : designs.keySet()) {
            body.append("out['").append(key).append("'] = assembly.getStackByName('").append(key)
                    .append("').template;\n");
        }
        body.append("console.log(JSON.stringify(out));\n");
        Files.writeString(run.resolve("main.ts"), main.append(body).toString(), StandardCharsets.UTF_8);

        Run compile = run(run, List.of(node.toString(), PROJECT.resolve("node_modules/typescript/bin/tsc")
                .toAbsolutePath().toString(), "--strict", "--skipLibCheck", "--module", "commonjs", "--target",
                "es2020", "--moduleResolution", "node", "--outDir", "out", "main.ts"));
        assertThat(compile.exitCode).as("tsc: " + compile.stdout + compile.stderr).isZero();
        Run synth = run(run, List.of(node.toString(), "out/main.js"));
        assertThat(synth.exitCode).as("synth: " + synth.stderr).isZero();
        templates = new ObjectMapper().readTree(synth.stdout);
        warnings = synth.stderr;
    }

    @Test
    void everyExportSynthesisesWithoutDeprecatedPropertiesOrTemplateWarnings() {
        assertThat(warnings).doesNotContain("WARNING").doesNotContainIgnoringCase("deprecated");
        assertThat(templates.fieldNames()).toIterable().containsExactly("commerce", "varied", "tournaments",
                "limits");
    }

    @Test
    void multiAttributeGsiKeysReachTheTemplateInKeyOrder() {
        JsonNode table = table("tournaments");
        JsonNode gsi = index(table, "TournamentRegionIndex");

        assertThat(gsi.path("KeySchema").toString()).isEqualTo("[{\"AttributeName\":\"tournamentId\",\"KeyType\":"
                + "\"HASH\"},{\"AttributeName\":\"region\",\"KeyType\":\"HASH\"},{\"AttributeName\":\"round\","
                + "\"KeyType\":\"RANGE\"},{\"AttributeName\":\"bracket\",\"KeyType\":\"RANGE\"}]");
        assertThat(table.at("/Replicas/0/PointInTimeRecoverySpecification/PointInTimeRecoveryEnabled").asBoolean())
                .isTrue();
    }

    /** Billing.onDemand's maxima, warmThroughput and a GSI's own maximum and warm throughput reach the template. */
    @Test
    void throughputLimitsReachTheTemplate() {
        JsonNode table = table("limits");
        assertThat(table.path("WarmThroughput").toString()).contains("\"ReadUnitsPerSecond\":15000",
                "\"WriteUnitsPerSecond\":5000");
        assertThat(table.toString()).contains("\"MaxWriteRequestUnits\":300", "\"MaxReadRequestUnits\":900");
        JsonNode gsi = index(table, "GSI1");
        assertThat(gsi.toString()).contains("\"MaxWriteRequestUnits\":120", "\"ReadUnitsPerSecond\":13000");
    }

    @Test
    void commerceMainKeepsItsKeysTtlStreamAndRecovery() {
        JsonNode table = table("commerce");

        assertThat(table.path("TableName").asText()).isEqualTo("commerce-main");
        assertThat(index(table, "GSI1").path("KeySchema").toString()).contains("GSI1PK").contains("GSI1SK");
        assertThat(table.at("/TimeToLiveSpecification/AttributeName").asText()).isEqualTo("expiresAt");
        assertThat(table.at("/StreamSpecification/StreamViewType").asText()).isEqualTo("NEW_AND_OLD_IMAGES");
        assertThat(table.at("/Replicas/0/PointInTimeRecoverySpecification/PointInTimeRecoveryEnabled").asBoolean())
                .isTrue();
    }

    private static JsonNode table(String stack) {
        for (JsonNode resource : templates.path(stack).path("Resources")) {
            if (resource.path("Type").asText().equals("AWS::DynamoDB::GlobalTable")) {
                return resource.path("Properties");
            }
        }
        throw new AssertionError("no AWS::DynamoDB::GlobalTable in " + stack);
    }

    private static JsonNode index(JsonNode table, String name) {
        for (JsonNode gsi : table.path("GlobalSecondaryIndexes")) {
            if (gsi.path("IndexName").asText().equals(name)) {
                return gsi;
            }
        }
        throw new AssertionError("no GSI " + name + " in " + table);
    }

    private record Run(int exitCode, String stdout, String stderr) {
    }

    private static Run run(Path dir, List<String> command) throws IOException, InterruptedException {
        Path out = Files.createTempFile("cdk", ".out");
        Path err = Files.createTempFile("cdk", ".err");
        try {
            ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command)).directory(dir.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            builder.environment().put("JSII_DEPRECATED", "fail");
            builder.environment().put("CDK_DISABLE_VERSION_CHECK", "1");
            builder.environment().put("npm_config_update_notifier", "false");
            Process process = builder.start();
            if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new Run(-1, "", String.join(" ", command) + " timed out after " + TIMEOUT_SECONDS + " s");
            }
            return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static Optional<Path> onPath(String command) {
        String path = System.getenv("PATH");
        for (String dir : path == null ? new String[0] : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir, command);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
