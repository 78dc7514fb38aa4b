package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.Example;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.PatternKind;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every read pattern of every bundled example plans as it did before the planner learnt multi-attribute GSI keys
 * (issue 19): the same resolution, index, KeyConditionExpression, FilterExpression and order. The expected lines in
 * {@code example-plans.tsv} were recorded from the planner before that change; {@code -Dexample.plans.update=true}
 * rewrites them. A pattern of an example added later (not in the file) is not checked here.
 */
class ExamplePlansUnchangedTest {
    private static final Path RECORDED = Path.of("src", "test", "resources", "dev", "tablesmith", "planner",
            "example-plans.tsv");

    @Test
    void everyRecordedExamplePatternPlansTheSame() throws Exception {
        Map<String, String> actual = currentPlans();
        if (Boolean.getBoolean("example.plans.update")) {
            Files.createDirectories(RECORDED.getParent());
            Files.writeString(RECORDED, String.join("\n", actual.values()) + "\n", StandardCharsets.UTF_8);
            return;
        }
        List<String> recorded = Files.readAllLines(RECORDED, StandardCharsets.UTF_8);
        assertThat(recorded).as("recorded plans").hasSizeGreaterThan(20);
        List<String> changed = new ArrayList<>();
        for (String line : recorded) {
            String key = line.substring(0, line.indexOf('\t', line.indexOf('\t') + 1));
            String now = actual.get(key);
            if (!line.equals(now)) {
                changed.add("was: " + line + "\nnow: " + now);
            }
        }
        assertThat(changed).as("plans that changed").isEmpty();
    }

    /** One tab-separated line per read pattern, keyed by example and pattern id. */
    private static Map<String, String> currentPlans() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Map<String, String> lines = new LinkedHashMap<>();
        for (Example example : gallery.list()) {
            Design design = gallery.load(example);
            AccessPatternPlanner planner = new AccessPatternPlanner(design.table(), design.pricing());
            for (AccessPattern pattern : design.table().accessPatterns()) {
                if (pattern.kind() != PatternKind.READ) {
                    continue;
                }
                AccessPatternPlan plan = planner.plan(pattern);
                PlannedRequest request = plan.request();
                String key = example.name() + "\t" + pattern.id();
                lines.put(key, String.join("\t", key, plan.resolution().name(), plan.index().orElse("-"),
                        text(request == null ? null : request.keyConditionExpression()),
                        text(request == null ? null : request.filterExpression()),
                        plan.sorted() ? "sorted" : "unsorted"));
            }
        }
        return lines;
    }

    private static String text(String expression) {
        return expression == null ? "-" : expression;
    }
}
