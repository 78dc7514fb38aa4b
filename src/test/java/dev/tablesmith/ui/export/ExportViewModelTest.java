package dev.tablesmith.ui.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.export.DocumentImage;
import dev.tablesmith.export.Exporter;
import dev.tablesmith.io.export.DocumentImageRenderer;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DeferredTaskRunner;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ExportViewModelTest {
    private static Design commerce;

    @TempDir
    Path folder;

    @BeforeAll
    static void loadDesign() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    private static String export(String id) {
        return Exporters.byId(id).orElseThrow().export(commerce);
    }

    @Test
    void offersEveryExporterInMenuOrderEachWithItsOwnDescription() {
        ExportViewModel viewModel = new ExportViewModel(new DesignSession(commerce, null, new InlineTaskRunner()),
                Exporters.all());
        assertThat(viewModel.formats()).extracting(ExportFormat::id).isEqualTo(Exporters.ids());
        assertThat(viewModel.formats()).allSatisfy(f -> assertThat(f.description())
                .isNotBlank().isNotEqualTo(f.title() + ".").doesNotContain("\n"));
        assertThat(viewModel.formats()).extracting(ExportFormat::description).doesNotHaveDuplicates();
    }

    @Test
    void choosingAFormatExportsInTheBackgroundThenPreviewsTheOutput() {
        DeferredTaskRunner tasks = new DeferredTaskRunner();
        DesignSession session = new DesignSession(commerce, null, tasks);
        ExportViewModel viewModel = new ExportViewModel(session, Exporters.all());

        viewModel.select("markdown");
        assertThat(viewModel.readyProperty().get()).isFalse();
        assertThat(viewModel.previewProperty().get()).isEqualTo("Exporting…");
        assertThat(session.work()).extracting(w -> w.description()).containsExactly("Exporting to "
                + Exporters.byId("markdown").orElseThrow().title() + "…");

        tasks.runAll();
        assertThat(viewModel.readyProperty().get()).isTrue();
        assertThat(viewModel.output()).isEqualTo(export("markdown"));
        assertThat(viewModel.previewProperty().get()).startsWith(export("markdown").lines().findFirst().orElseThrow());
        assertThat(session.work()).isEmpty();
    }

    @Test
    void theResultOfAnEarlierChoiceNeverReplacesTheCurrentOne() {
        DeferredTaskRunner tasks = new DeferredTaskRunner();
        ExportViewModel viewModel = new ExportViewModel(new DesignSession(commerce, null, tasks), Exporters.all());
        viewModel.select("markdown");
        viewModel.select("terraform");

        tasks.runFirst();
        assertThat(viewModel.readyProperty().get()).isFalse();
        tasks.runFirst();
        assertThat(viewModel.selectedProperty().get().id()).isEqualTo("terraform");
        assertThat(viewModel.output()).isEqualTo(export("terraform"));
    }

    @Test
    void thePreviewShowsTheFirstLinesAndCountsTheRest() {
        String text = IntStream.rangeClosed(1, ExportViewModel.PREVIEW_LINES + 5).mapToObj(i -> "line " + i)
                .collect(Collectors.joining("\n", "", "\n"));
        String preview = ExportViewModel.previewOf(text);
        assertThat(preview.lines()).hasSize(ExportViewModel.PREVIEW_LINES + 1);
        assertThat(preview).contains("line " + ExportViewModel.PREVIEW_LINES + "\n")
                .doesNotContain("line " + (ExportViewModel.PREVIEW_LINES + 1) + "\n")
                .endsWith("… 5 more lines in the file\n");
        assertThat(ExportViewModel.previewOf("short\n")).isEqualTo("short\n");
    }

    @Test
    void saveWritesTheWholeOutputAndSaysWhere() throws Exception {
        ExportViewModel viewModel = new ExportViewModel(new DesignSession(commerce, null, new InlineTaskRunner()),
                Exporters.all());
        viewModel.select("cloudformation");
        assertThat(viewModel.suggestedFileName()).isEqualTo("commerce-main.yaml");
        Path target = folder.resolve("table.yaml");
        Files.writeString(target, "old content");

        viewModel.save(target);
        assertThat(Files.readString(target)).isEqualTo(export("cloudformation"));
        assertThat(viewModel.failedProperty().get()).isFalse();
        assertThat(viewModel.messageProperty().get()).isEqualTo("Saved " + target);
        assertThat(viewModel.savingProperty().get()).isFalse();
    }

    @Test
    void savingTheDesignDocumentWritesItsPicturesBesideItAndSaysSo() throws Exception {
        List<String> drawn = new java.util.ArrayList<>();
        DocumentImageRenderer renderer = (design, images, into) -> {
            for (DocumentImage image : images) {
                drawn.add(image.view());
                Files.writeString(into.resolve(image.fileName()), image.alt());
            }
        };
        ExportViewModel viewModel = new ExportViewModel(new DesignSession(commerce, null, new InlineTaskRunner()),
                Exporters.all(), renderer);
        viewModel.select("markdown");
        Path target = folder.resolve("DESIGN.md");

        viewModel.save(target);

        assertThat(viewModel.failedProperty().get()).isFalse();
        assertThat(viewModel.messageProperty().get()).isEqualTo("Saved " + target
                + " and 4 pictures in DESIGN-images/");
        assertThat(drawn).containsExactly("entity-chart", "collections:table", "collections:GSI1",
                "collections:GSI2");
        assertThat(Files.readString(target)).contains("](DESIGN-images/commerce-main-entity-chart.png)");
        assertThat(folder.resolve("DESIGN-images/commerce-main-collections-gsi1.png")).isRegularFile();
        assertThat(viewModel.output()).as("the preview and Copy hold the document without pictures")
                .doesNotContain("![");
    }

    @Test
    void aSaveThatCannotBeWrittenIsOneLineNamingTheFile() {
        ExportViewModel viewModel = new ExportViewModel(new DesignSession(commerce, null, new InlineTaskRunner()),
                Exporters.all());
        viewModel.select("markdown");
        Path target = folder.resolve("missing").resolve("DESIGN.md");

        viewModel.save(target);
        assertThat(viewModel.failedProperty().get()).isTrue();
        assertThat(viewModel.messageProperty().get()).startsWith("cannot write " + target)
                .contains("does not exist").doesNotContain("\n").doesNotContain("Exception");
        assertThat(Files.exists(target)).isFalse();
    }

    @Test
    void anExportThatFailsIsOneLineAndNothingCanBeSaved() {
        Exporter broken = new Exporter() {
            public String id() {
                return "broken";
            }

            public String title() {
                return "Broken format";
            }

            public String fileExtension() {
                return "txt";
            }

            public String export(Design design) {
                throw new IllegalStateException("table commerce-main has no key\nsecond line");
            }
        };
        ExportViewModel viewModel = new ExportViewModel(new DesignSession(commerce, null, new InlineTaskRunner()),
                List.of(broken));
        viewModel.select("broken");
        assertThat(viewModel.failedProperty().get()).isTrue();
        assertThat(viewModel.messageProperty().get())
                .isEqualTo("cannot export to Broken format: table commerce-main has no key");
        assertThat(viewModel.readyProperty().get()).isFalse();
        assertThat(viewModel.formats().get(0).description()).isEqualTo("Broken format.");
    }
}
