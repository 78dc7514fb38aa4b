package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FontCheckTest {
    @TempDir
    Path dir;

    private Path folder(String name, String... files) throws IOException {
        Path folder = Files.createDirectories(dir.resolve(name));
        for (String file : files) {
            Path path = folder.resolve(file);
            Files.createDirectories(path.getParent());
            Files.writeString(path, "not really a font");
        }
        return folder;
    }

    @Test
    void folderWithATrueTypeFontSomewhereBelowHoldsAFont() throws IOException {
        Path fonts = folder("fonts", "X11/misc/6x13.pcf.gz", "truetype/dejavu/DejaVuSans.ttf");

        assertThat(FontCheck.holdsFont(List.of(fonts))).isTrue();
    }

    @Test
    void openTypeAndCollectionFilesCountWhateverTheirCase() throws IOException {
        assertThat(FontCheck.holdsFont(List.of(folder("a", "opentype/Inter.OTF")))).isTrue();
        assertThat(FontCheck.holdsFont(List.of(folder("b", "NotoSansCJK.ttc")))).isTrue();
    }

    @Test
    void bitmapAndType1FontsAloneDoNotCountBecauseJavaFxCannotReadThem() throws IOException {
        Path fonts = folder("fonts", "X11/misc/6x13.pcf.gz", "type1/urw/n019003l.pfb", "README");

        assertThat(FontCheck.holdsFont(List.of(fonts))).isFalse();
    }

    @Test
    void emptyOrMissingFoldersHoldNoFont() throws IOException {
        assertThat(FontCheck.holdsFont(List.of(folder("empty"), dir.resolve("missing")))).isFalse();
    }

    @Test
    void aFontInTheFoldersIsEnoughWithoutAskingFontconfig() throws IOException {
        AtomicInteger asked = new AtomicInteger();

        Optional<String> problem = FontCheck.problem(List.of(folder("fonts", "DejaVuSans.ttf")), () -> {
            asked.incrementAndGet();
            return Optional.of(false);
        });

        assertThat(problem).isEmpty();
        assertThat(asked).hasValue(0);
    }

    @Test
    void noFontInTheFoldersButOneInFontconfigIsNoProblem() throws IOException {
        assertThat(FontCheck.problem(List.of(folder("empty")), () -> Optional.of(true))).isEmpty();
    }

    @Test
    void noFontAnywhereIsOneLineSayingWhatToInstall() throws IOException {
        Optional<String> problem = FontCheck.problem(List.of(folder("empty")), () -> Optional.of(false));

        assertThat(problem).contains(FontCheck.NO_FONTS);
        assertThat(problem.orElseThrow()).doesNotContain("\n").contains("fonts-dejavu-core");
    }

    @Test
    void noFontInTheFoldersAndNoFontconfigToAskIsAProblem() throws IOException {
        assertThat(FontCheck.problem(List.of(folder("empty")), Optional::empty)).contains(FontCheck.NO_FONTS);
    }

    @Test
    void fcListOutputCountsOnlyTrueTypeAndOpenTypeFiles() {
        assertThat(FontCheck.listsFont("")).isFalse();
        assertThat(FontCheck.listsFont("/usr/share/fonts/X11/misc/6x13-ISO8859-1.pcf.gz: \n")).isFalse();
        assertThat(FontCheck.listsFont("/usr/share/fonts/X11/misc/6x13.pcf.gz: \n"
                + "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf: \n")).isTrue();
    }

    @Test
    void npeInsideJavaFxFontCodeWrappedByTheLauncherIsTheNoFontsFailure() {
        NullPointerException npe = new NullPointerException("Cannot read field \"firstFont\"");
        npe.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("com.sun.javafx.font.LogicalFont", "<init>", "LogicalFont.java", 177)});
        RuntimeException launch = new RuntimeException("Exception in Application start method",
                new ExceptionInInitializerError(npe));

        assertThat(FontCheck.isNoFontsFailure(launch)).isTrue();
    }

    @Test
    void otherFailuresAreNotTheNoFontsFailure() {
        NullPointerException ours = new NullPointerException("design");
        ours.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("dev.tablesmith.ui.start.StartView", "card", "StartView.java", 10)});

        assertThat(FontCheck.isNoFontsFailure(new RuntimeException("Exception in Application start method",
                ours))).isFalse();
        assertThat(FontCheck.isNoFontsFailure(new UnsupportedOperationException("Unable to open DISPLAY")))
                .isFalse();
    }

    @Test
    void thisMachineHasAFontForTheUiTests() {
        assertThat(FontCheck.problem()).isEmpty();
    }
}
