package dev.tablesmith.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.snapshot.DesignerSnapshots;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxToolkit;

/**
 * {@code tablesmith snapshot} with the designer's renderer, in a JVM whose toolkit TestFX has already started
 * headless (as the other UI tests leave it): the command must render with it and leave it running.
 */
class SnapshotCommandTest {
    @TempDir
    Path folder;

    @BeforeAll
    static void startToolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"entity-chart", "patterns", "collections", "collections:GSI2", "tables", "review"})
    void eachViewOfCommerceMainRendersToAPngOfTheRequestedSize(String view) throws IOException {
        Path out = folder.resolve("view.png");

        CliRun run = snapshot("commerce-main", "--view", view, "--out", out.toString());

        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).isEqualTo("wrote " + out + " (1280x800)\n");
        BufferedImage image = ImageIO.read(out.toFile());
        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(image.getHeight()).isEqualTo(800);
        assertThat(brightnessVariance(image)).as("not a blank image").isGreaterThan(100);
    }

    @Test
    void aDesignFileRendersAtTheGivenSizeWithAPatternSelected() throws IOException {
        assertThat(CliRun.of("examples", "--export", "commerce-main", folder.toString()).exitCode()).isZero();
        Path design = folder.resolve("commerce-main.tablesmith.json");
        Path out = folder.resolve("ap2.png");

        CliRun run = snapshot(design.toString(), "--view", "collections", "--pattern", "AP2", "--width", "900",
                "--height", "600", "--out", out.toString());

        assertThat(run.exitCode()).isZero();
        BufferedImage image = ImageIO.read(out.toFile());
        assertThat(image.getWidth()).isEqualTo(900);
        assertThat(image.getHeight()).isEqualTo(600);
        assertThat(brightnessVariance(image)).isGreaterThan(100);
    }

    @Test
    void unknownViewIsAUsageError() {
        CliRun run = snapshot("commerce-main", "--view", "chart", "--out", folder.resolve("x.png").toString());

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_USAGE);
        assertThat(run.err()).isEqualTo("tablesmith snapshot: unknown view 'chart'; the views: entity-chart, "
                + "patterns, collections[:INDEX], tables, review\n");
        assertThat(folder.resolve("x.png")).doesNotExist();
    }

    @Test
    void unknownIndexIsAUsageError() {
        CliRun run = snapshot("commerce-main", "--view", "collections:GSI9", "--out", folder.resolve("x.png").toString());

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_USAGE);
        assertThat(run.err()).isEqualTo("tablesmith snapshot: unknown index 'GSI9'; the indexes of commerce-main: "
                + "GSI1, GSI2\n");
    }

    @Test
    void unknownPatternIsAUsageError() {
        CliRun run = snapshot("commerce-main", "--view", "patterns", "--pattern", "AP99", "--out",
                folder.resolve("x.png").toString());

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_USAGE);
        assertThat(run.err()).startsWith("tablesmith snapshot: unknown access pattern 'AP99'; the patterns of "
                + "commerce-main: AP1, AP2,").doesNotContain("\tat ");
    }

    @Test
    void unknownThemeIsAUsageError() {
        CliRun run = snapshot("commerce-main", "--view", "tables", "--theme", "sepia", "--out",
                folder.resolve("x.png").toString());

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_USAGE);
        assertThat(run.err()).isEqualTo("tablesmith snapshot: unknown theme 'sepia'; the themes: light, dark\n");
    }

    @Test
    void theDarkThemeDrawsADarkerImageThanTheLightOne() throws IOException {
        Path light = folder.resolve("light.png");
        Path dark = folder.resolve("dark.png");

        assertThat(snapshot("commerce-main", "--view", "entity-chart", "--out", light.toString()).exitCode()).isZero();
        assertThat(snapshot("commerce-main", "--view", "entity-chart", "--theme", "dark", "--out", dark.toString())
                .exitCode()).isZero();

        assertThat(meanBrightness(ImageIO.read(dark.toFile())))
                .isLessThan(meanBrightness(ImageIO.read(light.toFile())) / 2);
    }

    private static double meanBrightness(BufferedImage image) {
        double sum = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                sum += ((rgb >> 16) & 0xff) + ((rgb >> 8) & 0xff) + (rgb & 0xff);
            }
        }
        return sum / (3.0 * image.getWidth() * image.getHeight());
    }

    @Test
    void neitherFileNorExampleIsAUsageError() {
        CliRun run = snapshot("no-such-design", "--view", "tables", "--out", folder.resolve("x.png").toString());

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_USAGE);
        assertThat(run.err()).isEqualTo("tablesmith snapshot: no such file or example: no-such-design\n");
    }

    @Test
    void anOutputInAMissingFolderIsAUsageError() {
        Path out = folder.resolve("missing").resolve("x.png");

        CliRun run = snapshot("commerce-main", "--view", "tables", "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_USAGE);
        assertThat(run.err()).isEqualTo("tablesmith snapshot: cannot write " + out + ": no such folder "
                + out.getParent().toAbsolutePath() + "\n");
    }

    @Test
    void anOutputThatIsAFolderIsAUsageError() {
        CliRun run = snapshot("commerce-main", "--view", "tables", "--out", folder.toString());

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_USAGE);
        assertThat(run.err()).isEqualTo("tablesmith snapshot: cannot write " + folder + ": it is a folder\n");
    }

    @Test
    void withoutTheDesignerTheCommandSaysSoInOneLine() {
        CliRun run = CliRun.of("snapshot", "commerce-main", "--view", "tables", "--out",
                folder.resolve("x.png").toString());

        assertThat(run.exitCode()).isEqualTo(TablesmithCommand.EXIT_FAILURE);
        assertThat(run.err()).isEqualTo("tablesmith: error: snapshot needs the designer, which this command line "
                + "was started without\n");
    }

    private static CliRun snapshot(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "snapshot";
        System.arraycopy(args, 0, all, 1, args.length);
        return CliRun.on(TablesmithCommand.commandLine(DesignerSnapshots::write), all);
    }

    /** The variance of the pixels' brightness: 0 for an image of one colour. */
    static double brightnessVariance(BufferedImage image) {
        double sum = 0;
        double squares = 0;
        int count = image.getWidth() * image.getHeight();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                double brightness = ((rgb >> 16) & 0xff) * 0.299 + ((rgb >> 8) & 0xff) * 0.587 + (rgb & 0xff) * 0.114;
                sum += brightness;
                squares += brightness * brightness;
            }
        }
        double mean = sum / count;
        return squares / count - mean * mean;
    }
}
