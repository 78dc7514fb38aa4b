package dev.tablesmith.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A pattern no index serves is exported as a Scan with a filter, in every format that writes requests. */
class ScanPatternExportTest {
    private final Design design = withScanPattern();

    private static Design withScanPattern() {
        Design base = CommerceMain.design();
        Table table = base.table();
        List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
        patterns.add(AccessPattern.read("AP99", "Orders of one customer name", List.of("Order"),
                List.of(Equality.input("customerName"))));
        return base.withTable(table.name(), table.withAccessPatterns(patterns));
    }

    @Test
    void theCliScriptScansWithTheFilterAndTheInputAsAVariable() {
        String script = new CliScriptExporter().export(design);
        String block = script.substring(script.indexOf("# AP99"));
        assertThat(block).contains("# Scan on table:").contains("customerName='Asha Rao'")
                .contains("aws dynamodb scan --endpoint-url \"$ENDPOINT_URL\"").contains("--filter-expression ")
                .doesNotContain("--key-condition-expression");
    }

    @Test
    void theCodeSendsAScanCommandWithAFilterAndNoKeyCondition() {
        String js = new CodeExporter(CodeLanguage.JAVASCRIPT).export(design);
        String function = js.substring(js.indexOf("export async function ap99"));
        assertThat(function).contains("(client, customerName)").contains("new ScanCommand({")
                .contains("FilterExpression: ").contains("{ S: customerName }")
                .doesNotContain("KeyConditionExpression").doesNotContain("ScanIndexForward");
    }

    @Test
    void theDesignDocumentShowsTheScanAndItsFilter() {
        String md = new MarkdownExporter().export(design);
        assertThat(md).containsPattern("\\| \\[AP99\\]\\(#ap99-[a-z-]+\\) \\| Orders of one customer name \\| read \\| "
                + "\\[`table`\\]\\(#[a-z-]+\\) \\| filter `[^`]*<customerName>[^`]*` \\| Scan \\|");
    }
}
