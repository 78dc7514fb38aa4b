package dev.tablesmith.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/review-rules.md describes every rule, with the severity the rule has. */
class DesignReviewDocsTest {

    @Test
    void everyRuleHasASectionWithItsSeverityInRuleOrder() throws Exception {
        String text = Files.readString(Path.of("docs/review-rules.md"));
        List<String> sections = text.lines().filter(l -> l.startsWith("## `")).toList();

        assertThat(sections).containsExactlyElementsOf(Arrays.stream(ReviewRule.values())
                .map(r -> "## `" + r.id() + "`").toList());
        for (ReviewRule rule : ReviewRule.values()) {
            String section = text.substring(text.indexOf("## `" + rule.id() + "`"));
            assertThat(section).as(rule.id()).contains("**Severity:** " + rule.severity().name() + "\n",
                    "**Triggers when**", "**Why it matters.**", "**How to fix.**", "**Example.**");
        }
    }
}
