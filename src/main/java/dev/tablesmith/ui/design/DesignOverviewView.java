package dev.tablesmith.ui.design;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.design.DesignOverviewViewModel.EntityRow;
import dev.tablesmith.ui.design.DesignOverviewViewModel.Fact;
import dev.tablesmith.ui.design.DesignOverviewViewModel.IndexRow;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;

/** The read-only overview of a design: header, table facts, secondary indexes, entities. Built in code. */
public final class DesignOverviewView {
    private final DesignOverviewViewModel viewModel;
    private final ScrollPane root = new ScrollPane();

    public DesignOverviewView(DesignOverviewViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Parent root() {
        return root;
    }

    private void createView() {
        VBox page = new VBox(header(), section("Table", factsGrid(viewModel.tableFacts())),
                section("Secondary indexes (" + viewModel.indexes().size() + ")", indexesGrid(viewModel.indexes())),
                section("Entities (" + viewModel.entities().size() + ")", entities(viewModel.entities())));
        page.getStyleClass().add("overview-page");
        root.setContent(page);
        root.setFitToWidth(true);
        root.getStyleClass().add("overview");
    }

    private Node header() {
        Label name = styled(new Label(viewModel.designName()), "overview-title");
        Label origin = styled(new Label(viewModel.origin()), "muted");
        Label notice = styled(new Label("Read-only overview: editing is not available in this version yet."),
                "notice");
        notice.setMaxWidth(Double.MAX_VALUE);
        VBox header = new VBox(name, origin);
        if (!viewModel.description().isBlank()) {
            Label description = styled(new Label(viewModel.description()), "overview-description");
            description.setWrapText(true);
            header.getChildren().add(description);
        }
        header.getChildren().add(notice);
        header.getStyleClass().add("overview-header");
        return header;
    }

    private static Node section(String title, Node content) {
        VBox section = new VBox(styled(new Label(title), "section-title"), content);
        section.getStyleClass().add("overview-section");
        return section;
    }

    private static Node factsGrid(List<Fact> facts) {
        GridPane grid = grid("facts");
        for (int row = 0; row < facts.size(); row++) {
            grid.add(styled(new Label(facts.get(row).label()), "fact-label"), 0, row);
            grid.add(styled(new Label(facts.get(row).value()), "fact-value"), 1, row);
        }
        return grid;
    }

    private static Node indexesGrid(List<IndexRow> indexes) {
        if (indexes.isEmpty()) {
            return styled(new Label("No secondary indexes."), "muted");
        }
        GridPane grid = grid("index-grid");
        String[] headings = {"Name", "Type", "Partition key", "Sort key", "Projection"};
        for (int column = 0; column < headings.length; column++) {
            grid.add(styled(new Label(headings[column]), "grid-heading"), column, 0);
        }
        for (int i = 0; i < indexes.size(); i++) {
            IndexRow index = indexes.get(i);
            int row = i + 1;
            grid.add(styled(new Label(index.name()), "index-name"), 0, row);
            grid.add(new Label(index.kind()), 1, row);
            grid.add(styled(new Label(index.partitionKey()), "code"), 2, row);
            grid.add(styled(new Label(index.sortKey()), "code"), 3, row);
            grid.add(new Label(index.projection()), 4, row);
        }
        return grid;
    }

    private static Node entities(List<EntityRow> entities) {
        if (entities.isEmpty()) {
            return styled(new Label("No entities yet."), "muted");
        }
        VBox list = new VBox();
        list.getStyleClass().add("entity-list");
        for (EntityRow entity : entities) {
            VBox card = new VBox(styled(new Label(entity.name()), "entity-name"));
            if (!entity.description().isBlank()) {
                Label description = styled(new Label(entity.description()), "muted");
                description.setWrapText(true);
                card.getChildren().add(description);
            }
            entity.keys().forEach(key -> card.getChildren().add(styled(new Label(key), "code")));
            card.getStyleClass().add("entity-card");
            list.getChildren().add(card);
        }
        return list;
    }

    private static GridPane grid(String styleClass) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add(styleClass);
        return grid;
    }
}
