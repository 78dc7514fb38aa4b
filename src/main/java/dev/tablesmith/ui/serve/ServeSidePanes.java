package dev.tablesmith.ui.serve;

import static dev.tablesmith.ui.Css.styled;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The Connect and Tally tabs under the Traffic list. */
final class ServeSidePanes {
    private ServeSidePanes() {
    }

    static Node connect(ServeViewModel viewModel) {
        ChoiceBox<ServeSnippets.Language> language = new ChoiceBox<>();
        language.getItems().setAll(ServeSnippets.Language.values());
        language.setId("serve-language");
        language.valueProperty().bindBidirectional(viewModel.languageProperty());
        Button copy = ServeView.button("Copy", "serve-copy", () -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(viewModel.snippetProperty().get());
            Clipboard.getSystemClipboard().setContent(content);
        });
        copy.disableProperty().bind(viewModel.snippetProperty().isEmpty());
        TextArea snippet = styled(new TextArea(), "serve-json");
        snippet.setId("serve-snippet");
        snippet.setEditable(false);
        snippet.setWrapText(true);
        snippet.textProperty().bind(Bindings.when(viewModel.snippetProperty().isEmpty())
                .then("Start serving to get the command and the SDK settings for its URL.")
                .otherwise(viewModel.snippetProperty()));
        Label note = styled(new Label("Any region and any credentials work: the endpoint does not check signatures."),
                "muted");
        note.setWrapText(true);
        note.setMinHeight(Region.USE_PREF_SIZE);
        VBox choose = new VBox(8, new HBox(8, language, copy), note);
        choose.setPrefWidth(300);
        choose.setMinWidth(240);
        HBox.setHgrow(snippet, Priority.ALWAYS);
        return styled(new HBox(14, choose, snippet), "serve-pane");
    }

    /**
     * The tally as chips, one per pattern ({@code AP2: 14}), then "no access pattern" (amber) and "Scan" (red); a
     * pattern no request served is faint. A chip shows the pattern's name on hover and filters the list on a click.
     */
    static Node tally(ServeViewModel viewModel) {
        FlowPane chips = styled(new FlowPane(6, 6), "serve-tally");
        chips.setId("serve-tally");
        Runnable refresh = () -> {
            List<Node> nodes = new ArrayList<>();
            for (TallyRow row : viewModel.tally()) {
                Button chip = styled(new Button(chipText(row)), "serve-chip", row.styleClass() + "-chip");
                if (row.count() == 0) {
                    chip.getStyleClass().add("serve-unused-chip");
                }
                chip.setTooltip(new Tooltip(row.label() + ": " + row.count()
                        + (row.count() == 1 ? " request" : " requests") + " (click to show only these)"));
                chip.setOnAction(e -> viewModel.filterProperty().set(row.key()));
                chip.setMinWidth(Region.USE_PREF_SIZE);
                nodes.add(chip);
            }
            chips.getChildren().setAll(nodes);
        };
        viewModel.tally().addListener((ListChangeListener<TallyRow>) c -> refresh.run());
        refresh.run();
        ScrollPane scroll = new ScrollPane(chips);
        scroll.setFitToWidth(true);
        styled(scroll, "serve-tally-scroll");
        return styled(new VBox(scroll), "serve-pane");
    }

    private static String chipText(TallyRow row) {
        String name = row.key().equals(ServeViewModel.NO_PATTERN) ? "no access pattern"
                : row.key().equals(ServeViewModel.SCANS) ? "Scan" : row.key();
        return name + ": " + row.count();
    }
}
