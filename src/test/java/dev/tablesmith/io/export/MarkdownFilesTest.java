package dev.tablesmith.io.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.export.DocumentImage;
import dev.tablesmith.export.MarkdownDocument;
import dev.tablesmith.export.MarkdownExporter;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code design.md} with {@code design-images/} beside it: every picture the page links is there, a renderer that
 * fails leaves the earlier document as it was, and no staging folder is left behind. The renderer here writes each
 * picture's name as its bytes; the designer's real one is exercised by the command-line test.
 */
class MarkdownFilesTest {
    private static Design design;

    @TempDir
    Path folder;

    @BeforeAll
    static void load() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        design = gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    private final List<String> drawn = new ArrayList<>();

    private final DocumentImageRenderer fake = (d, images, into) -> {
        for (DocumentImage image : images) {
            drawn.add(image.view());
            Files.writeString(into.resolve(image.fileName()), image.view());
        }
    };

    @Test
    void theDocumentAndEveryPictureItLinksAreWrittenBesideEachOther() throws IOException {
        Path target = folder.resolve("design.md");

        MarkdownDocument written = new MarkdownFiles(new MarkdownExporter(), fake).write(design, target);

        assertThat(written.imageFolder()).isEqualTo("design-images");
        assertThat(drawn).containsExactly("entity-chart", "collections:table", "collections:GSI1",
                "collections:GSI2");
        String md = Files.readString(target);
        assertThat(md).isEqualTo(written.text());
        Matcher links = Pattern.compile("!\\[[^\\]]*\\]\\(([^)]+)\\)").matcher(md);
        int count = 0;
        while (links.find()) {
            assertThat(folder.resolve(links.group(1))).isRegularFile();
            count++;
        }
        assertThat(count).isEqualTo(4);
        assertThat(Files.readString(folder.resolve("design-images/commerce-main-collections-gsi2.png")))
                .isEqualTo("collections:GSI2");
        assertThat(onlyEntries()).containsExactly("design-images", "design.md");
    }

    @Test
    void aNameWithSpacesGetsAFolderWithSpacesAndPercentEncodedLinks() throws IOException {
        Path target = folder.resolve("My Design.md");

        new MarkdownFiles(new MarkdownExporter(), fake).write(design, target);

        assertThat(Files.readString(target)).contains("](My%20Design-images/commerce-main-entity-chart.png)");
        assertThat(folder.resolve("My Design-images/commerce-main-entity-chart.png")).isRegularFile();
    }

    @Test
    void aRendererThatFailsLeavesTheEarlierDocumentAndNoStagingFolder() throws IOException {
        Path target = folder.resolve("design.md");
        Files.writeString(target, "the earlier document\n", StandardCharsets.UTF_8);
        DocumentImageRenderer failing = (d, images, into) -> {
            throw new IllegalStateException("no fonts: install a font package");
        };

        assertThatThrownBy(() -> new MarkdownFiles(new MarkdownExporter(), failing).write(design, target))
                .isInstanceOf(IOException.class)
                .hasMessage("cannot write the pictures of " + target + " into " + folder.resolve("design-images")
                        + ": no fonts: install a font package");

        assertThat(Files.readString(target)).isEqualTo("the earlier document\n");
        assertThat(onlyEntries()).containsExactly("design-images", "design.md");
    }

    @Test
    void withoutARendererTheDocumentHasNoPicturesAndNoFolder() throws IOException {
        Path target = folder.resolve("design.md");

        MarkdownDocument written = new MarkdownFiles(new MarkdownExporter(), null).write(design, target);

        assertThat(written.images()).isEmpty();
        assertThat(Files.readString(target)).doesNotContain("![");
        assertThat(onlyEntries()).containsExactly("design.md");
    }

    @Test
    void aMissingFolderIsReportedInOneLine() {
        Path target = folder.resolve("none/design.md");

        assertThatThrownBy(() -> new MarkdownFiles(new MarkdownExporter(), fake).write(design, target))
                .isInstanceOf(IOException.class).hasMessageStartingWith("cannot write " + target + ": folder ")
                .hasMessageEndingWith(" does not exist");
        assertThat(drawn).isEmpty();
    }

    private List<String> onlyEntries() throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** Issue 21: Linux answers "no such file" to a new folder in /proc, which exists; the reason must say so. */
    @Test
    void aPicturesFolderInProcSaysTheFolderDoesNotAcceptNewFiles() throws IOException {
        Path proc = Path.of("/proc");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(proc)
                        && "proc".equals(Files.getFileStore(proc).type()),
                "no /proc file system (not Linux): no folder that answers ENOENT to a new folder to test with");

        assertThatThrownBy(() -> new MarkdownFiles(new MarkdownExporter(), fake).write(design, proc.resolve("x.md")))
                .isInstanceOf(IOException.class)
                .hasMessage("cannot write the pictures of /proc/x.md into /proc/x-images: the folder does not accept"
                        + " new files (proc, a virtual file system the kernel provides)");
    }
}
