package dev.tablesmith.ui.help;

import static dev.tablesmith.ui.Css.styled;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import javafx.geometry.VPos;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Separator;
import javafx.scene.control.Tooltip;
import javafx.scene.image.ImageView;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.ThematicBreak;

/**
 * Lays the guide's syntax tree out as JavaFX nodes, styled by the {@code .guide-} rules of app.css: headings,
 * paragraphs as text flows (bold, italic, code, links), bullet and numbered lists, code blocks, tables as grids,
 * block quotes, and screenshots as boxes of their final size whose image is decoded when first scrolled near
 * ({@link GuideImage}). Records each heading's node by its anchor and each block's text, for the table of contents
 * and the search.
 */
final class GuideRenderer {
    /** Screenshots are shown at most this wide (most are 1280 px: at full size they would not fit the window). */
    static final double IMAGE_WIDTH = 860;

    /** A block of the guide with its text in lower case, for the search. */
    record Block(Node node, String text) {
    }

    private final GuideDocument guide;
    private final Consumer<String> onLink;
    private final Map<String, Node> anchors = new LinkedHashMap<>();
    private final Map<Heading, String> anchorOf = new LinkedHashMap<>();
    private final List<Block> blocks = new ArrayList<>();
    private final List<GuideImage> images = new ArrayList<>();

    GuideRenderer(GuideDocument guide, Consumer<String> onLink) {
        this.guide = guide;
        this.onLink = onLink;
        guide.sections().forEach(s -> anchorOf.put(s.node(), s.anchor()));
    }

    /** The whole guide, one block under the other. */
    VBox render() {
        VBox page = styled(new VBox(10), "guide-page");
        page.getChildren().setAll(blocks(guide.document(), true));
        return page;
    }

    /** The node of each heading, by its anchor. */
    Map<String, Node> anchors() {
        return anchors;
    }

    /** The top-level and list-item blocks with their text. */
    List<Block> blocks() {
        return blocks;
    }

    /** The screenshots, to be decoded as they are scrolled near. */
    List<GuideImage> images() {
        return images;
    }

    private List<Node> blocks(org.commonmark.node.Node parent, boolean searchable) {
        List<Node> nodes = new ArrayList<>();
        for (org.commonmark.node.Node child = parent.getFirstChild(); child != null; child = child.getNext()) {
            Node node = block(child);
            if (node != null) {
                nodes.add(node);
                if (searchable && !(child instanceof BulletList || child instanceof OrderedList
                        || child instanceof BlockQuote)) {
                    blocks.add(new Block(node, searchText(child)));
                }
            }
        }
        return nodes;
    }

    private Node block(org.commonmark.node.Node block) {
        if (block instanceof Heading heading) {
            TextFlow flow = styled(flow(heading), "guide-heading", "guide-h" + Math.min(heading.getLevel(), 4));
            String anchor = anchorOf.get(heading);
            if (anchor != null) {
                anchors.putIfAbsent(anchor, flow);
            }
            return flow;
        }
        if (block instanceof Paragraph paragraph) {
            if (paragraph.getFirstChild() instanceof org.commonmark.node.Image image
                    && image.getNext() == null) {
                return image(image);
            }
            return styled(flow(paragraph), "guide-paragraph");
        }
        if (block instanceof BulletList || block instanceof OrderedList) {
            return list((org.commonmark.node.ListBlock) block);
        }
        if (block instanceof FencedCodeBlock code) {
            return code(code.getLiteral());
        }
        if (block instanceof IndentedCodeBlock code) {
            return code(code.getLiteral());
        }
        if (block instanceof BlockQuote quote) {
            VBox box = styled(new VBox(6), "guide-quote");
            box.getChildren().setAll(blocks(quote, true));
            return box;
        }
        if (block instanceof TableBlock table) {
            return table(table);
        }
        if (block instanceof ThematicBreak) {
            return styled(new Separator(), "guide-rule");
        }
        if (block instanceof HtmlBlock html) {
            return code(html.getLiteral());
        }
        return null; // link reference definitions and the like show nothing
    }

    private Node list(org.commonmark.node.ListBlock list) {
        VBox box = styled(new VBox(4), "guide-list");
        int number = list instanceof OrderedList ordered && ordered.getMarkerStartNumber() != null
                ? ordered.getMarkerStartNumber() : 1;
        for (org.commonmark.node.Node item = list.getFirstChild(); item != null; item = item.getNext()) {
            if (!(item instanceof ListItem)) {
                continue;
            }
            Label marker = styled(new Label(list instanceof OrderedList ? (number++) + "." : "•"),
                    "guide-list-marker");
            marker.setMinWidth(Region.USE_PREF_SIZE);
            VBox body = new VBox(4);
            body.getChildren().setAll(blocks(item, true));
            HBox.setHgrow(body, Priority.ALWAYS);
            HBox row = styled(new HBox(6, marker, body), "guide-list-item");
            box.getChildren().add(row);
        }
        return box;
    }

    private Node code(String literal) {
        Text text = styled(new Text(literal.endsWith("\n") ? literal.substring(0, literal.length() - 1) : literal),
                "guide-code-text");
        TextFlow flow = styled(new TextFlow(text), "guide-code-block");
        return flow;
    }

    private Node table(TableBlock table) {
        GridPane grid = styled(new GridPane(), "guide-table");
        int row = 0;
        int columns = 0;
        for (org.commonmark.node.Node section = table.getFirstChild(); section != null; section = section.getNext()) {
            boolean head = section instanceof TableHead;
            for (org.commonmark.node.Node r = section.getFirstChild(); r != null; r = r.getNext()) {
                if (!(r instanceof TableRow)) {
                    continue;
                }
                int column = 0;
                for (org.commonmark.node.Node c = r.getFirstChild(); c != null; c = c.getNext()) {
                    if (c instanceof TableCell cell) {
                        TextFlow flow = styled(flow(cell), "guide-table-cell", head ? "guide-table-head"
                                : row % 2 == 0 ? "guide-table-even" : "guide-table-odd");
                        flow.setMaxWidth(Double.MAX_VALUE);
                        GridPane.setValignment(flow, VPos.TOP);
                        GridPane.setFillHeight(flow, true);
                        grid.add(flow, column++, row);
                    }
                }
                columns = Math.max(columns, column);
                row++;
            }
        }
        for (int i = 0; i < columns; i++) {
            ColumnConstraints constraints = new ColumnConstraints();
            constraints.setHgrow(Priority.SOMETIMES);
            constraints.setFillWidth(true);
            grid.getColumnConstraints().add(constraints);
        }
        return grid;
    }

    private Node image(org.commonmark.node.Image image) {
        String alt = GuideDocument.text(image);
        GuideDocument.Size size = guide.imageSize(image.getDestination()).orElse(null);
        Label caption = styled(new Label(alt), "guide-image-caption");
        caption.setWrapText(true);
        if (size == null) {
            return styled(new VBox(4, styled(new Label("[image not bundled: " + image.getDestination() + "]"),
                    "muted"), caption), "guide-figure");
        }
        double width = Math.min(IMAGE_WIDTH, size.width());
        double height = Math.round(size.height() * width / size.width());
        ImageView view = new ImageView();
        view.setFitWidth(width);
        view.setFitHeight(height);
        view.setPreserveRatio(true);
        view.setSmooth(true);
        StackPane frame = styled(new StackPane(view), "guide-image");
        frame.setMinSize(width, height);
        frame.setPrefSize(width, height);
        frame.setMaxSize(width, height);
        Tooltip.install(frame, new Tooltip(alt));
        images.add(new GuideImage(frame, view, image.getDestination(), width));
        VBox figure = styled(new VBox(4, frame, caption), "guide-figure");
        caption.setMaxWidth(width);
        return figure;
    }

    /** The inlines of a block as one text flow. */
    private TextFlow flow(org.commonmark.node.Node block) {
        TextFlow flow = new TextFlow();
        inlines(block, flow.getChildren(), new HashSet<>(), null);
        return flow;
    }

    private void inlines(org.commonmark.node.Node parent, List<Node> out, Set<String> styles, String link) {
        for (org.commonmark.node.Node inline = parent.getFirstChild(); inline != null; inline = inline.getNext()) {
            if (inline instanceof org.commonmark.node.Text text) {
                out.add(text(text.getLiteral(), styles, link));
            } else if (inline instanceof org.commonmark.node.Code code) {
                Set<String> codeStyles = new HashSet<>(styles);
                codeStyles.add("guide-code");
                out.add(text(code.getLiteral(), codeStyles, link));
            } else if (inline instanceof SoftLineBreak) {
                out.add(text(" ", styles, link));
            } else if (inline instanceof HardLineBreak) {
                out.add(text("\n", styles, link));
            } else if (inline instanceof Emphasis) {
                inlines(inline, out, with(styles, "guide-em"), link);
            } else if (inline instanceof StrongEmphasis) {
                inlines(inline, out, with(styles, "guide-strong"), link);
            } else if (inline instanceof Link l) {
                inlines(inline, out, with(styles, "guide-link"), l.getDestination());
            } else if (inline instanceof org.commonmark.node.Image image) {
                out.add(text("[" + GuideDocument.text(image) + "]", with(styles, "guide-em"), link));
            } else if (inline instanceof HtmlInline html) {
                out.add(text(html.getLiteral(), with(styles, "guide-code"), link));
            } else {
                inlines(inline, out, styles, link);
            }
        }
    }

    private Text text(String literal, Set<String> styles, String link) {
        Text text = styled(new Text(literal), "guide-text");
        text.getStyleClass().addAll(styles);
        if (link != null) {
            text.setCursor(Cursor.HAND);
            text.setOnMouseClicked(e -> onLink.accept(link));
            Tooltip.install(text, new Tooltip(link.startsWith("#") ? "Go to this section" : link));
        }
        return text;
    }

    private static Set<String> with(Set<String> styles, String style) {
        Set<String> more = new HashSet<>(styles);
        more.add(style);
        return more;
    }

    private static String searchText(org.commonmark.node.Node node) {
        if (node instanceof FencedCodeBlock code) {
            return code.getLiteral().toLowerCase(java.util.Locale.ROOT);
        }
        if (node instanceof IndentedCodeBlock code) {
            return code.getLiteral().toLowerCase(java.util.Locale.ROOT);
        }
        return GuideDocument.text(node).toLowerCase(java.util.Locale.ROOT);
    }
}
