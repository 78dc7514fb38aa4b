package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The design document through a real GitHub-flavoured Markdown renderer: {@code marked} with
 * {@code marked-gfm-heading-id} (which names headings with {@code github-slugger}, as GitHub does), installed by npm
 * into {@code target/npm-markdown}. Every table renders as a table, every link between sections lands on a heading
 * id, and every picture is an {@code img} with alt text. Skipped, with the reason, where node or npm or the npm
 * registry is missing.
 */
class MarkdownRenderedTest {
    private static final Path CACHE = Path.of("target", "npm-markdown").toAbsolutePath();
    private static final String SCRIPT = """
            import { marked } from 'marked';
            import { gfmHeadingId } from 'marked-gfm-heading-id';
            import fs from 'fs';
            marked.use(gfmHeadingId());
            const html = marked.parse(fs.readFileSync(process.argv[2], 'utf8'));
            const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map(m => m[1]));
            const links = [...html.matchAll(/href="#([^"]+)"/g)].map(m => decodeURIComponent(m[1]));
            const broken = [...new Set(links.filter(l => !ids.has(l)))];
            const images = [...html.matchAll(/<img src="([^"]+)" alt="([^"]*)"/g)].map(m => m[1] + ' ' + m[2]);
            console.log(JSON.stringify({ tables: (html.match(/<table>/g) || []).length,
              pipesOutsideTables: html.replace(/<table>[\\s\\S]*?<\\/table>/g, '').split('\\n')
                .filter(l => l.startsWith('<p>|')).length,
              links: links.length, broken, images }));
            """;

    @TempDir
    Path folder;

    @BeforeAll
    static void install() throws Exception {
        assumeTrue(run(CACHE.getParent(), 30, "node", "--version") == 0, "node is not installed");
        if (!Files.isDirectory(CACHE.resolve("node_modules/marked-gfm-heading-id"))) {
            Files.createDirectories(CACHE);
            Files.writeString(CACHE.resolve("package.json"), "{\"name\":\"md-check\",\"private\":true}\n");
            int installed = run(CACHE, 120, "npm", "install", "--no-audit", "--no-fund", "marked@14",
                    "marked-gfm-heading-id@4");
            assumeTrue(installed == 0, "npm could not install marked (no npm or no registry): skipped");
        }
        Files.writeString(CACHE.resolve("check.mjs"), SCRIPT);
    }

    @Test
    void commerceMainRendersItsTablesLinksAndPicturesAsGitHubWould() throws Exception {
        MarkdownDocument document = new MarkdownExporter().document(CommerceMain.design(), "design-images");
        Path md = folder.resolve("design.md");
        Files.writeString(md, document.text());
        Path out = folder.resolve("result.json");

        ProcessBuilder node = new ProcessBuilder("node", CACHE.resolve("check.mjs").toString(), md.toString())
                .directory(CACHE.toFile()).redirectOutput(out.toFile()).redirectErrorStream(false);
        Process process = node.start();
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String result = Files.readString(out, StandardCharsets.UTF_8);
        assertThat(process.exitValue()).as(result).isZero();

        assertThat(result).contains("\"broken\":[]").contains("\"pipesOutsideTables\":0")
                .contains("\"design-images/commerce-main-entity-chart.png Entity chart of commerce-main\"")
                .contains("\"design-images/commerce-main-collections-gsi2.png Item collections of index GSI2\"");
        long tables = document.text().lines().filter(l -> l.startsWith("| ---") || l.startsWith("| :--"))
                .count();
        assertThat(result).contains("\"tables\":" + tables + ",");
        assertThat(Integer.parseInt(result.replaceAll(".*\"links\":(\\d+).*\\s*", "$1"))).isGreaterThan(60);
    }

    private static int run(Path dir, int seconds, String... command) throws InterruptedException {
        try {
            Process process = new ProcessBuilder(List.of(command)).directory(dir.toFile())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return -1;
            }
            return process.exitValue();
        } catch (IOException e) {
            return -1;
        }
    }
}
