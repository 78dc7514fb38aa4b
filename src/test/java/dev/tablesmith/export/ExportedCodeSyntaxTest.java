package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scripts and code the exports write are valid for their tools: the CLI script passes {@code bash -n} (its
 * commented point-in-time recovery command too), the Java class compiles against the AWS SDK on the test class
 * path, the Python module compiles and the JavaScript module passes {@code node --check}. A check whose tool is not
 * installed is skipped.
 */
class ExportedCodeSyntaxTest {
    @TempDir
    Path folder;

    @Test
    void theCliScriptIsValidBashWithItsCommentedCommandsUncommented() throws Exception {
        String script = new CliScriptExporter().export(CommerceMain.design());
        assertThat(run(List.of("bash", "-n", write("lab.sh", script).toString()))).isEqualTo(0);
        String uncommented = script.replaceAll("(?m)^# aws ", "aws ").replaceAll("(?m)^#   --", "  --");
        assertThat(uncommented).contains("\naws dynamodb update-continuous-backups");
        assertThat(run(List.of("bash", "-n", write("uncommented.sh", uncommented).toString()))).isEqualTo(0);
    }

    @Test
    void theJavaRequestsCompileAgainstTheAwsSdk() throws IOException {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assumeTrue(compiler != null, "no Java compiler in this runtime");
        String java = new CodeExporter(CodeLanguage.JAVA).export(CommerceMain.design());
        Path source = write("CommerceMainRequests.java", java);
        StringWriter errors = new StringWriter();
        boolean compiled = compiler.getTask(errors, null, null,
                List.of("-classpath", System.getProperty("java.class.path"), "-d", folder.toString(),
                        "-Xlint:none"), null,
                compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)
                        .getJavaFileObjects(source.toFile())).call();
        assertThat(compiled).as(errors.toString()).isTrue();
    }

    @Test
    void thePythonRequestsCompile() throws Exception {
        String python = new CodeExporter(CodeLanguage.PYTHON).export(CommerceMain.design());
        Path file = write("requests_module.py", python);
        assertThat(run(List.of("python3", "-c", "import ast,sys; ast.parse(open(sys.argv[1]).read())",
                file.toString()))).isEqualTo(0);
    }

    @Test
    void theJavaScriptRequestsParse() throws Exception {
        String js = new CodeExporter(CodeLanguage.JAVASCRIPT).export(CommerceMain.design());
        assertThat(run(List.of("node", "--check", write("requests.mjs", js).toString()))).isEqualTo(0);
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8);
    }

    /** Runs a tool and returns its exit code; skips the test when the tool is not installed. */
    private int run(List<String> command) throws Exception {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(true).start();
        } catch (IOException e) {
            assumeTrue(false, command.get(0) + " is not installed");
            return -1;
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        if (process.exitValue() != 0) {
            System.err.println(String.join(" ", command) + ":\n" + output);
        }
        return process.exitValue();
    }
}
