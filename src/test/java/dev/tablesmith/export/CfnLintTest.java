package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CloudFormation export through {@code cfn-lint} (AWS's CloudFormation linter, which checks every property against
 * the resource specification): commerce-main, the varied design (provisioned, LSI, INCLUDE), multi-attribute GSI keys
 * and a table and GSI with {@code OnDemandThroughput} and {@code WarmThroughput}. One cfn-lint run for all four files;
 * skipped with a message when {@code cfn-lint} is not on PATH.
 */
class CfnLintTest {
    @Test
    void everyTemplateLintsClean(@TempDir Path dir) throws Exception {
        Path lint = onPath("cfn-lint").orElse(null);
        Assumptions.assumeTrue(lint != null, "cfn-lint not found on PATH: CloudFormation lint skipped");
        Map<String, Design> designs = Map.of("commerce", CommerceMain.design(), "varied", VariedDesign.design(),
                "tournaments", MultiAttributeKeyExportTest.tournaments(), "limits", ThroughputLimitsDesign.design());
        List<String> command = new ArrayList<>(List.of(lint.toString(), "--format", "parseable"));
        for (Map.Entry<String, Design> entry : designs.entrySet()) {
            Path file = dir.resolve(entry.getKey() + ".yaml");
            Files.writeString(file, new CloudFormationYamlExporter().export(entry.getValue()), StandardCharsets.UTF_8);
            command.add(file.toString());
        }
        assertThat(Files.readString(dir.resolve("limits.yaml"))).contains("OnDemandThroughput", "WarmThroughput");

        Process process = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).as(output).isZero();
    }

    private static Optional<Path> onPath(String command) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String entry : path.split(File.pathSeparator)) {
            Path candidate = Path.of(entry, command);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
