package dev.tablesmith.ui.help;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Image;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;

/**
 * The user guide as the app shows it (Help ▸ User guide): {@code docs/guide.md}, bundled into the jar at build time
 * beside the screenshots of {@code docs/images}, parsed by commonmark-java (with GitHub's tables) into its syntax
 * tree, with its headings for the table of contents and the size of each screenshot, so that the window lays the
 * guide out once, before any image is decoded. No JavaFX: reading and parsing run off the FX thread.
 */
public final class GuideDocument {
    /** Where the build puts the guide, beside this class. */
    static final String RESOURCE = "guide.md";
    /** Where the build puts the guide's images, beside this class (the guide links them as {@code images/NAME}). */
    static final String IMAGES = "images/";

    /**
     * One heading of the guide.
     *
     * @param level  1 to 6, as the number of {@code #}
     * @param title  its text
     * @param anchor its link target as GitHub makes it ({@code #renaming-the-design-and-the-table})
     * @param node   the heading in the syntax tree
     */
    public record Section(int level, String title, String anchor, Heading node) {
        @Override
        public String toString() {
            return title;
        }
    }

    /** The pixel size of an image. */
    public record Size(int width, int height) {
    }

    private final Node document;
    private final List<Section> sections;
    private final Map<String, Size> imageSizes;

    private GuideDocument(Node document, List<Section> sections, Map<String, Size> imageSizes) {
        this.document = document;
        this.sections = List.copyOf(sections);
        this.imageSizes = Map.copyOf(imageSizes);
    }

    /** Parses {@code markdown}; image sizes are read with {@code images} (a link target to its PNG bytes, or null). */
    public static GuideDocument parse(String markdown, ImageSource images) {
        Node document = Parser.builder().extensions(List.of(TablesExtension.create())).build().parse(markdown);
        List<Section> sections = new ArrayList<>();
        Map<String, Integer> anchors = new HashMap<>();
        Map<String, Size> sizes = new LinkedHashMap<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                String title = text(heading);
                String anchor = anchor(title);
                int seen = anchors.merge(anchor, 1, Integer::sum);
                sections.add(new Section(heading.getLevel(), title, seen == 1 ? anchor : anchor + "-" + (seen - 1),
                        heading));
            }

            @Override
            public void visit(Image image) {
                String target = image.getDestination();
                if (!sizes.containsKey(target)) {
                    Size size = pngSize(images.open(target));
                    if (size != null) {
                        sizes.put(target, size);
                    }
                }
            }
        });
        return new GuideDocument(document, sections, sizes);
    }

    /** The bundled guide; empty when this build has none (a build without docs). */
    public static Optional<GuideDocument> load() throws IOException {
        try (InputStream in = GuideDocument.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), GuideDocument::bundled));
        }
    }

    /** The first bytes of a bundled image, or null when it is not bundled or is no local file. */
    static byte[] bundled(String target) {
        if (!target.startsWith(IMAGES) || target.contains("..")) {
            return null;
        }
        try (InputStream in = GuideDocument.class.getResourceAsStream(target)) {
            return in == null ? null : in.readNBytes(32);
        } catch (IOException e) {
            return null;
        }
    }

    /** Reads an image's first bytes by its link target. */
    @FunctionalInterface
    public interface ImageSource {
        /** At least the first 24 bytes of the image, or null when there is none. */
        byte[] open(String target);
    }

    public Node document() {
        return document;
    }

    /** Every heading, in order. */
    public List<Section> sections() {
        return sections;
    }

    /** The size of the image linked as {@code target}, when it was found. */
    public Optional<Size> imageSize(String target) {
        return Optional.ofNullable(imageSizes.get(target));
    }

    /**
     * A heading's link target as GitHub makes it: lower case, every character that is no letter, digit, space, hyphen
     * or underscore dropped, spaces turned into hyphens ({@code "Renaming the design and the table"} →
     * {@code renaming-the-design-and-the-table}).
     */
    public static String anchor(String title) {
        StringBuilder anchor = new StringBuilder();
        title.toLowerCase(Locale.ROOT).codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                anchor.appendCodePoint(c);
            } else if (c == ' ') {
                anchor.append('-');
            }
        });
        return anchor.toString();
    }

    /** The plain text of a node: its text and code, line breaks as spaces. */
    public static String text(Node node) {
        StringBuilder text = new StringBuilder();
        node.accept(new AbstractVisitor() {
            @Override
            public void visit(Text t) {
                text.append(t.getLiteral());
            }

            @Override
            public void visit(Code code) {
                text.append(code.getLiteral());
            }

            @Override
            public void visit(SoftLineBreak br) {
                text.append(' ');
            }

            @Override
            public void visit(HardLineBreak br) {
                text.append(' ');
            }
        });
        return text.toString();
    }

    /** The width and height of a PNG from its IHDR chunk (bytes 16 to 23), or null when these are no PNG's bytes. */
    static Size pngSize(byte[] head) {
        if (head == null || head.length < 24 || (head[0] & 0xff) != 0x89 || head[1] != 'P' || head[2] != 'N'
                || head[3] != 'G') {
            return null;
        }
        return new Size(int32(head, 16), int32(head, 20));
    }

    private static int int32(byte[] b, int at) {
        return (b[at] & 0xff) << 24 | (b[at + 1] & 0xff) << 16 | (b[at + 2] & 0xff) << 8 | (b[at + 3] & 0xff);
    }
}
