package dev.tablesmith.ui.help;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The bundled guide parsed without a toolkit: headings with GitHub's anchors, and each screenshot's size. */
class GuideDocumentTest {

    @Test
    void theBundledGuideIsParsedWithItsHeadingsAndScreenshotSizes() throws Exception {
        GuideDocument guide = GuideDocument.load().orElseThrow();

        assertThat(guide.sections()).extracting(GuideDocument.Section::title)
                .contains("Tablesmith user guide", "The designer", "Table settings", "Keyboard shortcuts");
        assertThat(guide.sections()).extracting(GuideDocument.Section::anchor)
                .contains("renaming-the-design-and-the-table", "menus");
        assertThat(guide.imageSize("images/item-details.png")).isPresent().get()
                .satisfies(size -> assertThat(size.width()).isPositive());
    }

    @Test
    void everyImageTheGuideLinksIsBundledAndEverySectionLinkHasItsHeading() throws Exception {
        String markdown = Files.readString(Path.of("docs", "guide.md"));
        GuideDocument guide = GuideDocument.load().orElseThrow();

        java.util.regex.Matcher images = java.util.regex.Pattern.compile("!\\[[^]]*]\\((images/[^)]+)\\)")
                .matcher(markdown);
        while (images.find()) {
            assertThat(guide.imageSize(images.group(1))).as(images.group(1)).isPresent();
        }
        java.util.regex.Matcher links = java.util.regex.Pattern.compile("]\\(#([^)]+)\\)").matcher(markdown);
        java.util.Set<String> anchors = new java.util.HashSet<>(guide.sections().stream()
                .map(GuideDocument.Section::anchor).toList());
        while (links.find()) {
            assertThat(anchors).as("#" + links.group(1)).contains(links.group(1));
        }
    }

    @Test
    void anchorsFollowGitHubsRule() {
        assertThat(GuideDocument.anchor("Renaming the design and the table"))
                .isEqualTo("renaming-the-design-and-the-table");
        assertThat(GuideDocument.anchor("`tablesmith plan FILE [--json] [--table NAME]`"))
                .isEqualTo("tablesmith-plan-file---json---table-name");
        assertThat(GuideDocument.anchor("5. Review: Scans, hot partitions and their fixes"))
                .isEqualTo("5-review-scans-hot-partitions-and-their-fixes");
    }

    @Test
    void headingsTablesAndDuplicateAnchorsOfASmallDocument() {
        GuideDocument guide = GuideDocument.parse("# T\nintro\n## A\none\n```\n## not a heading\n```\n### B\n\n"
                + "| k | v |\n|---|---|\n| a | b |\n\n## A\n", target -> null);

        assertThat(guide.sections()).extracting(GuideDocument.Section::title).containsExactly("T", "A", "B", "A");
        assertThat(guide.sections()).extracting(GuideDocument.Section::anchor).containsExactly("t", "a", "b", "a-1");
        assertThat(guide.document().getLastChild().getPrevious())
                .isInstanceOf(org.commonmark.ext.gfm.tables.TableBlock.class);
    }

    @Test
    void pngSizeIsReadFromTheHeader() {
        byte[] head = new byte[24];
        head[0] = (byte) 0x89;
        head[1] = 'P';
        head[2] = 'N';
        head[3] = 'G';
        head[18] = 0x05;
        head[19] = 0x00; // width 1280
        head[22] = 0x03;
        head[23] = 0x20; // height 800
        assertThat(GuideDocument.pngSize(head)).isEqualTo(new GuideDocument.Size(1280, 800));
        assertThat(GuideDocument.pngSize(new byte[] {1, 2, 3})).isNull();
    }
}
