package dev.tablesmith.engine.expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses {@code path { ',' path }} and checks it as DynamoDB does: syntax, reserved words, path depth, undefined
 * names, then paths that overlap ({@code a} and {@code a.b}, or the same path twice) or conflict ({@code a.b} and
 * {@code a[0]}).
 */
final class ProjectionParser extends TokenCursor {
    private static final ExpressionKind KIND = ExpressionKind.PROJECTION;

    private ProjectionParser(String text, Placeholders placeholders) {
        super(KIND, text, placeholders);
    }

    static List<DocumentPath> parse(String text, Placeholders placeholders) {
        ProjectionParser parser = new ProjectionParser(text, placeholders);
        List<DocumentPath> paths = new ArrayList<>();
        paths.add(parser.path());
        while (parser.peek().is(Token.Type.COMMA)) {
            parser.next();
            paths.add(parser.path());
        }
        if (!parser.peek().is(Token.Type.EOF)) {
            throw parser.syntaxError();
        }
        PathChecks.reservedWordsAndDepth(KIND, paths);
        paths.forEach(p -> PathChecks.namesDefined(KIND, p));
        checkOverlaps(paths);
        return paths;
    }

    private static void checkOverlaps(List<DocumentPath> paths) {
        List<List<Object>> keys = new ArrayList<>();
        paths.forEach(p -> keys.add(p.keys()));
        for (int j = 1; j < paths.size(); j++) {
            for (int i = 0; i < j; i++) {
                String problem = clash(keys.get(i), keys.get(j));
                if (problem != null) {
                    throw new ExpressionException(KIND.invalid("Two document paths " + problem + " with each other; "
                            + "must remove or rewrite one of these paths; path one: " + paths.get(i).display()
                            + ", path two: " + paths.get(j).display()), KIND, paths.get(j).elements().get(0).position());
                }
            }
        }
    }

    /** "overlap" when one path is the other or leads into it, "conflict" when they index one step two ways. */
    private static String clash(List<Object> a, List<Object> b) {
        int n = Math.min(a.size(), b.size());
        for (int i = 0; i < n; i++) {
            if (a.get(i).getClass() != b.get(i).getClass()) {
                return "conflict";
            }
            if (!a.get(i).equals(b.get(i))) {
                return null;
            }
        }
        return "overlap";
    }
}
