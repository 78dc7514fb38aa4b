package dev.tablesmith.engine.expr;

import java.util.List;

/** Checks on document paths that every expression kind makes: reserved words, depth, undefined name placeholders. */
final class PathChecks {
    private PathChecks() {
    }

    /**
     * @throws ExpressionException "Attribute name is a reserved keyword; reserved keyword: status" for the first bare
     *                             reserved word, else "The document path has too many nesting levels; nesting
     *                             levels: 33" for the first path deeper than 32
     */
    static void reservedWordsAndDepth(ExpressionKind kind, List<DocumentPath> paths) {
        for (DocumentPath path : paths) {
            for (PathElement e : path.elements()) {
                if (e instanceof PathElement.Name n && n.isBare() && ReservedWords.isReserved(n.name())) {
                    throw new ExpressionException(kind.invalid(
                            "Attribute name is a reserved keyword; reserved keyword: " + n.name()), kind, n.position());
                }
            }
        }
        for (DocumentPath path : paths) {
            if (path.depth() > DocumentPath.MAX_NESTING_LEVELS) {
                throw new ExpressionException(kind.invalid("The document path has too many nesting levels; "
                        + "nesting levels: " + path.depth()), kind, path.elements().get(0).position());
            }
        }
    }

    /** @throws ExpressionException "An expression attribute name used in the document path is not defined; ..." */
    static void namesDefined(ExpressionKind kind, DocumentPath path) {
        for (PathElement e : path.elements()) {
            if (e instanceof PathElement.Name n && n.name() == null) {
                throw new ExpressionException(kind.invalid("An expression attribute name used in the document path "
                        + "is not defined; attribute name: " + n.placeholder()), kind, n.position());
            }
        }
    }
}
