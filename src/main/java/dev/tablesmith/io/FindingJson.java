package dev.tablesmith.io;

import dev.tablesmith.review.Finding;
import dev.tablesmith.review.FindingLocation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Located design-review findings as a JSON array, one object per finding:
 * {@code rule}, {@code severity}, {@code message}, {@code explanation}, then where it is: {@code file},
 * {@code line}, {@code column}, {@code path} (the JSON Pointer) and, when the finding is about them, {@code entity},
 * {@code template}, {@code index} and {@code pattern}. Printed like the other JSON the CLI prints
 * ({@link ResponseJsonPrinter}).
 */
public final class FindingJson {
    private FindingJson() {
    }

    /** The JSON text of the findings, ending with a newline. */
    public static String write(List<FindingInFile> findings) {
        return ResponseJsonPrinter.print(findings.stream().map(FindingJson::tree).toList());
    }

    private static Map<String, Object> tree(FindingInFile located) {
        Finding finding = located.finding();
        FindingLocation location = finding.location();
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("rule", finding.ruleId());
        tree.put("severity", finding.severity().name());
        tree.put("message", finding.message());
        tree.put("explanation", finding.explanation());
        tree.put("file", located.source());
        tree.put("line", located.line());
        tree.put("column", located.column());
        tree.put("path", location.path());
        location.entityName().ifPresent(e -> tree.put("entity", e));
        location.templateText().ifPresent(t -> tree.put("template", t));
        location.indexName().ifPresent(i -> tree.put("index", i));
        location.patternId().ifPresent(p -> tree.put("pattern", p));
        return tree;
    }
}
