package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.snapshot.DesignerSnapshots;
import dev.tablesmith.ui.snapshot.DocumentImages;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/**
 * {@code tablesmith export --format markdown}: to a file, the document and the designer's pictures of the entity
 * chart and of each index's item collections beside it; to standard output, the document without pictures. The
 * toolkit is TestFX's, started headless as the other UI tests leave it, and must stay running.
 */
class MarkdownExportCommandTest {
    @TempDir
    Path folder;

    @BeforeAll
    static void startToolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void toAFileTheDocumentGetsItsPicturesDrawnByTheDesigner() throws IOException {
        Path design = exampleFile();
        Path out = folder.resolve("design.md");

        CliRun run = CliRun.on(TablesmithCommand.commandLine(DesignerSnapshots::write, new DocumentImages()),
                "export", design.toString(), "--format", "markdown", "--out", out.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("wrote " + out + " and 4 pictures in design-images/\n");
        assertThat(Files.readString(out)).contains("![Entity chart of commerce-main](design-images/"
                + "commerce-main-entity-chart.png)");
        for (String name : List.of("entity-chart", "collections-table", "collections-gsi1", "collections-gsi2")) {
            BufferedImage image = ImageIO.read(folder.resolve("design-images/commerce-main-" + name + ".png")
                    .toFile());
            assertThat(image).as(name).isNotNull();
            assertThat(image.getWidth()).as(name).isGreaterThan(600);
            assertThat(image.getHeight()).as(name).isGreaterThan(100).isLessThanOrEqualTo(DocumentImages.HEIGHT);
            assertThat(SnapshotCommandTest.brightnessVariance(image)).as(name + " is not blank").isGreaterThan(100);
        }
        BufferedImage chart = ImageIO.read(folder.resolve("design-images/commerce-main-entity-chart.png").toFile());
        assertThat(chart.getHeight()).as("cut after the five entities' rows, not the empty rows below")
                .isLessThan(400);
    }

    @Test
    void toStandardOutputTheDocumentHasNoPicturesAndWritesNoFolder() throws IOException {
        Path design = exampleFile();

        CliRun run = CliRun.on(TablesmithCommand.commandLine(DesignerSnapshots::write, new DocumentImages()),
                "export", design.toString(), "--format", "markdown");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).startsWith("# commerce-main\n").doesNotContain("![").doesNotContain(".png");
        try (Stream<Path> entries = Files.list(folder)) {
            assertThat(entries.map(p -> p.getFileName().toString())).containsExactly("commerce-main.tablesmith.json");
        }
    }

    @Test
    void aCommandLineWithoutTheDesignerWritesTheDocumentWithoutPictures() throws IOException {
        Path design = exampleFile();
        Path out = folder.resolve("design.md");

        CliRun run = CliRun.of("export", design.toString(), "--format", "markdown", "--out", out.toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(Files.readString(out)).doesNotContain("![");
        assertThat(folder.resolve("design-images")).doesNotExist();
    }

    private Path exampleFile() {
        assertThat(CliRun.of("examples", "--export", "commerce-main", folder.toString()).exitCode()).isZero();
        return folder.resolve("commerce-main.tablesmith.json");
    }
}
