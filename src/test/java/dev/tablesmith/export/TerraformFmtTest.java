package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Terraform export through {@code terraform fmt -check}: Terraform's own HCL parser reads it and its layout is
 * already the canonical one. ({@code terraform validate} needs the AWS provider from registry.terraform.io, which
 * this test does not fetch.) Skipped with a message when {@code terraform} is not on PATH.
 */
class TerraformFmtTest {
    static Stream<Arguments> designs() {
        return Stream.of(Arguments.of("commerce-main", CommerceMain.design()),
                Arguments.of("varied (provisioned, LSI, INCLUDE)", VariedDesign.design()),
                Arguments.of("multi-attribute GSI keys", MultiAttributeKeyExportTest.tournaments()),
                Arguments.of("on-demand maximum and warm throughput", ThroughputLimitsDesign.design()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("designs")
    void exportIsCanonicalTerraform(String name, Design design, @TempDir Path dir) throws Exception {
        Path terraform = onPath("terraform").orElse(null);
        Assumptions.assumeTrue(terraform != null, "terraform not found on PATH: terraform fmt check skipped");
        Path file = dir.resolve("main.tf");
        Files.writeString(file, new TerraformExporter().export(design), StandardCharsets.UTF_8);

        Process process = new ProcessBuilder(terraform.toString(), "fmt", "-check", "-diff", "-no-color",
                file.toString()).directory(dir.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(process.exitValue()).as(output).isZero();
    }

    private static Optional<Path> onPath(String command) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path candidate = Path.of(dir, command);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
