package dev.tablesmith;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tablesmith.ui.FontCheck;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The app and {@code tablesmith snapshot} on a system where fontconfig lists no font, in a separate JVM: fontconfig
 * is pointed at a configuration with no font folders ({@code FONTCONFIG_FILE}), so the machine's fonts stay as they
 * are. Each run ends with the one line of {@link FontCheck#NO_FONTS} and exit code 1, never JavaFX's own lines or a
 * stack trace.
 */
class NoFontsTest {
    @TempDir
    Path dir;

    private Path fontconfig;

    @BeforeEach
    void fontconfigThatListsNoFont() throws IOException {
        assumeTrue(System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("linux"),
                "JavaFX reads its fonts through fontconfig only on Linux");
        fontconfig = Files.writeString(dir.resolve("fonts.conf"), """
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
                <fontconfig><cachedir>%s</cachedir></fontconfig>
                """.formatted(dir.resolve("cache")));
    }

    private List<String> run(List<String> jvmOptions, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(dir.resolve("out.txt").toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        builder.environment().put("FONTCONFIG_FILE", fontconfig.toString());
        builder.environment().put("HOME", dir.toString());
        builder.environment().put("XDG_CONFIG_HOME", dir.resolve("config").toString());
        Process process = builder.start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("finished").isTrue();
        List<String> lines = new ArrayList<>(Files.readAllLines(dir.resolve("err.txt"), StandardCharsets.UTF_8));
        lines.removeIf(line -> line.startsWith("Picked up JAVA_TOOL_OPTIONS")
                || line.startsWith("NOTE: Picked up JDK_JAVA_OPTIONS"));
        lines.add(0, "exit " + process.exitValue());
        return lines;
    }

    @Test
    void snapshotSaysInOneLineThatAFontIsNeededAndExits1() throws Exception {
        Path png = dir.resolve("chart.png");

        List<String> result = run(List.of(), "snapshot", "commerce-main", "--view", "entity-chart", "--out",
                png.toString());

        assertThat(result).containsExactly("exit 1", "tablesmith: error: " + FontCheck.NO_FONTS);
        assertThat(png).doesNotExist();
    }

    @Test
    void appSaysInOneLineThatAFontIsNeededAndExits1() throws Exception {
        List<String> headless = List.of("-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
                "-Dprism.order=sw", "-Dtablesmith.config.dir=" + dir.resolve("config"));

        List<String> result = run(headless);

        assertThat(result).containsExactly("exit 1", "tablesmith: error: " + FontCheck.NO_FONTS);
    }
}
