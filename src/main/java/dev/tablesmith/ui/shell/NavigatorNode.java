package dev.tablesmith.ui.shell;

import java.util.List;

/**
 * One node of the designer's navigator tree: the table with its indexes, the entities, the access patterns.
 *
 * @param label    what the tree shows
 * @param kind     what the node stands for
 * @param name     the entity name or pattern id it selects, or null
 * @param children nested nodes
 */
public record NavigatorNode(String label, Kind kind, String name, List<NavigatorNode> children) {
    /** What a navigator node stands for. */
    public enum Kind { DESIGN, TABLE, INDEX, GROUP, ENTITY, PATTERN }

    public NavigatorNode {
        children = List.copyOf(children);
    }

    static NavigatorNode leaf(String label, Kind kind, String name) {
        return new NavigatorNode(label, kind, name, List.of());
    }
}
