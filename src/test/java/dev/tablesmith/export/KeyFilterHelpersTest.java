package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSegment;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The filter helpers generated code carries render exactly what Tablesmith's filters render, and refuse what they
 * refuse, in Python, JavaScript, Java and bash: each case is a placeholder such as {@code {x|pad:7.2}} with one
 * input, rendered by {@link KeyTemplate} and by each language's helper. The bash helpers take plain decimals only
 * (no exponent) and change the case of ASCII letters as the locale says, so bash runs the cases marked for it.
 */
class KeyFilterHelpersTest {
    private static final String REFUSED = "<refused>";
    private static final Set<String> ALL = Set.of("pad", "upper", "lower", "date", "datetime");

    @TempDir
    Path folder;

    /** One input through one filter; {@code bash} says whether the bash helper takes it. */
    record Case(String filter, AttributeValue input, boolean bash) {
        TemplateFilter parsed() {
            return placeholder().filters().get(0);
        }

        TemplateSegment.Placeholder placeholder() {
            return KeyTemplate.parse("{x|" + filter + "}").placeholders().get(0);
        }

        /** Tablesmith's rendering, or {@link #REFUSED}. */
        String expected() {
            return placeholder().render(a -> Optional.of(input)).text().orElse(REFUSED);
        }

        boolean number() {
            return input instanceof AttributeValue.N;
        }
    }

    static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        for (String n : List.of("7", "12", "0", "999", "0.000", "1234", "-1", "1.5")) {
            cases.add(new Case("pad:3", AttributeValue.n(n), true));
        }
        cases.add(new Case("pad:3", AttributeValue.n("1e2"), false));
        for (String n : List.of("19.99", "5", "19.990", "19.999", "12345678", "0.5", "+3.10")) {
            cases.add(new Case("pad:7.2", AttributeValue.n(n), true));
        }
        cases.add(new Case("pad:7.2", AttributeValue.n("1.5E1"), false));
        cases.add(new Case("upper", AttributeValue.s("tom.reyes@books-partners.example"), true));
        cases.add(new Case("upper", AttributeValue.s("straße"), false));
        cases.add(new Case("lower", AttributeValue.s("Tom.Reyes@Books-Partners.Example"), true));
        cases.add(new Case("lower", AttributeValue.s("ÀÉÎ"), false));
        for (String s : List.of("2026-07-14", "2026-07-14T23:30:00-02:00", "2026-07-14T09:30", "2026-07-14T09:30:15Z")) {
            cases.add(new Case("date", AttributeValue.s(s), true));
            cases.add(new Case("datetime", AttributeValue.s(s), true));
        }
        cases.add(new Case("datetime", AttributeValue.s("2026-07-14T09:30:15.5Z"), false));
        cases.add(new Case("date", AttributeValue.s("not a date"), true));
        for (String n : List.of("1720000000", "0", "1720000000.9")) {
            cases.add(new Case("date", AttributeValue.n(n), true));
            cases.add(new Case("datetime", AttributeValue.n(n), true));
        }
        return cases;
    }

    private static List<String> expected(List<Case> cases) {
        return cases.stream().map(Case::expected).toList();
    }

    @Test
    void theCasesCoverRefusalsAndEveryFilter() {
        assertThat(expected(cases())).contains(REFUSED, "007", "000", "100", "0000019.99", "0000015.00",
                "TOM.REYES@BOOKS-PARTNERS.EXAMPLE", "2026-07-15", "2026-07-14T07:30:00Z".substring(0, 10),
                "1970-01-01T00:00:00Z");
        assertThat(cases()).extracting(c -> KeyFilterHelpers.name(c.parsed())).containsAll(ALL);
    }

    @Test
    void pythonHelpersRenderAsTablesmith() throws Exception {
        PythonRequestWriter writer = new PythonRequestWriter();
        StringBuilder py = new StringBuilder("import json\nresults = []\n\n\ndef run(f, v):\n    try:\n"
                + "        results.append(f(v))\n    except Exception:\n        results.append(\"" + REFUSED
                + "\")\n\n\ndef main():\n");
        for (Case c : cases()) {
            py.append("    run(lambda v: ").append(writer.filterCall(c.parsed(), "v", c.number())).append(", ")
                    .append(c.number() ? "\"" + RequestInputs.text(c.input()) + "\""
                            : JsonText.string(RequestInputs.text(c.input()))).append(")\n");
        }
        py.append("    print(json.dumps(results))\n").append(KeyFilterHelpers.python(ALL)).append("\n\nmain()\n");
        assertThat(list(run(List.of("python3", write("helpers.py", py.toString()))))).isEqualTo(expected(cases()));
    }

    @Test
    void javaScriptHelpersRenderAsTablesmith() throws Exception {
        JavaScriptRequestWriter writer = new JavaScriptRequestWriter();
        StringBuilder js = new StringBuilder("const results = [];\nfunction run(f, v) {\n  try {\n"
                + "    results.push(f(v));\n  } catch (e) {\n    results.push(\"" + REFUSED + "\");\n  }\n}\n");
        for (Case c : cases()) {
            js.append("run((v) => ").append(writer.filterCall(c.parsed(), "v", c.number())).append(", ")
                    .append(JsonText.string(RequestInputs.text(c.input()))).append(");\n");
        }
        js.append("console.log(JSON.stringify(results));\n").append(KeyFilterHelpers.javaScript(ALL));
        assertThat(list(run(List.of("node", write("helpers.mjs", js.toString()))))).isEqualTo(expected(cases()));
    }

    @Test
    void javaHelpersRenderAsTablesmith() throws Exception {
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        assumeTrue(compiler != null, "no Java compiler in this runtime");
        JavaRequestWriter writer = new JavaRequestWriter("helpers");
        StringBuilder java = new StringBuilder("public final class HelperCases {\n"
                + "    public static java.util.List<String> run() {\n"
                + "        java.util.List<String> results = new java.util.ArrayList<>();\n");
        for (Case c : cases()) {
            java.append("        try {\n            String v = ").append(JsonText.string(RequestInputs.text(c.input())))
                    .append(";\n            results.add(").append(writer.filterCall(c.parsed(), "v", c.number()))
                    .append(");\n        } catch (RuntimeException e) {\n            results.add(\"").append(REFUSED)
                    .append("\");\n        }\n");
        }
        java.append("        return results;\n    }\n").append(KeyFilterHelpers.java(ALL)).append("}\n");
        Path source = Files.writeString(folder.resolve("HelperCases.java"), java.toString());
        StringWriter errors = new StringWriter();
        boolean compiled = compiler.getTask(errors, null, null, List.of("-d", folder.toString()), null,
                compiler.getStandardFileManager(null, null, StandardCharsets.UTF_8)
                        .getJavaFileObjects(source.toFile())).call();
        assertThat(compiled).as(errors.toString()).isTrue();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {folder.toUri().toURL()})) {
            Object results = loader.loadClass("HelperCases").getMethod("run").invoke(null);
            assertThat(results).isEqualTo(expected(cases()));
        }
    }

    @Test
    void bashHelpersRenderAsTablesmith() throws Exception {
        List<Case> cases = cases().stream().filter(Case::bash).toList();
        StringBuilder sh = new StringBuilder("#!/usr/bin/env bash\nset -euo pipefail\n")
                .append(KeyFilterHelpers.bash(ALL));
        for (Case c : cases) {
            sh.append("if out=$(").append(CliScriptExporter.filterCommand(c.parsed(),
                            ShellWords.quote(RequestInputs.text(c.input())), c.number()))
                    .append(" 2>/dev/null); then echo \"$out\"; else echo '").append(REFUSED).append("'; fi\n");
        }
        String output = run(List.of("bash", write("helpers.sh", sh.toString())));
        assertThat(output.lines().toList()).isEqualTo(expected(cases));
    }

    private String write(String name, String text) throws IOException {
        return Files.writeString(folder.resolve(name), text, StandardCharsets.UTF_8).toString();
    }

    private static List<?> list(String json) throws IOException {
        return new com.fasterxml.jackson.databind.ObjectMapper().readValue(json, List.class);
    }

    /** The tool's standard output; skips when the tool is not installed. */
    private String run(List<String> command) throws Exception {
        Process process;
        try {
            process = new ProcessBuilder(command).redirectErrorStream(false).start();
        } catch (IOException e) {
            assumeTrue(false, command.get(0) + " is not installed");
            return "";
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String errors = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(errors).isEqualTo(0);
        return output.strip();
    }
}
