package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.DesignSession;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.StackPane;

/**
 * Everything about the entity selected in the chart beyond its keys, in tabs under the chart: its attributes, the
 * data it copies from other entities, the counts and sums it holds, its unique values, and its expiry, estimated
 * size and description. The tabs say how many of each it has; the entity's name is at the right of the tab strip.
 */
public final class EntityDetailsView {
    private final TabPane tabs = styled(new TabPane(), "entity-details-tabs");
    private final StackPane root = styled(new StackPane(), "entity-details");

    /** Puts {@code attributes} in the first tab (its own title gives way to the tab's). */
    public EntityDetailsView(DesignSession session, AttributeEditorView attributes) {
        CopiesViewModel copiesModel = new CopiesViewModel(session);
        AggregatesViewModel aggregatesModel = new AggregatesViewModel(session);
        UniqueValuesViewModel uniqueModel = new UniqueValuesViewModel(session);
        CopiesPane copies = new CopiesPane(copiesModel);
        AggregatesPane aggregates = new AggregatesPane(aggregatesModel);
        UniqueValuesPane uniqueValues = new UniqueValuesPane(uniqueModel);
        attributes.showTitle(false);
        tabs.getTabs().setAll(
                tab("Attributes", attributes.root(), attributes.table().getItems(), "entity-details-attributes-tab"),
                tab("Copies", copies.root(), copiesModel.items(), "entity-details-copies-tab"),
                tab("Aggregates", aggregates.root(), aggregatesModel.items(), "entity-details-aggregates-tab"),
                tab("Unique values", uniqueValues.root(), uniqueModel.items(), "entity-details-unique-tab"),
                tab("Expiry and details", new EntityFactsPane(new EntityFactsViewModel(session)).root(), null,
                        "entity-details-facts-tab"));
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        Label entity = styled(new Label(), "section-title", "entity-details-entity");
        entity.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() ->
                copiesModel.entityProperty().get() == null ? "Select an entity in the chart"
                        : copiesModel.entityProperty().get(), copiesModel.entityProperty()));
        entity.setMouseTransparent(true);
        StackPane.setAlignment(entity, Pos.TOP_RIGHT);
        root.getChildren().addAll(tabs, entity);
        root.setMinHeight(0);
    }

    public Parent root() {
        return root;
    }

    /** The tab pane, for tests. */
    public TabPane tabs() {
        return tabs;
    }

    private static Tab tab(String title, Parent content, ObservableList<?> items, String styleClass) {
        // The tab sets its content's disable state, which the panes bind to "no entity selected": wrap them.
        Tab tab = new Tab(title, new StackPane(content));
        tab.getStyleClass().add(styleClass);
        if (items != null) {
            Runnable count = () -> tab.setText(items.isEmpty() ? title : title + " (" + items.size() + ")");
            items.addListener((ListChangeListener<Object>) change -> count.run());
            count.run();
        }
        return tab;
    }
}
