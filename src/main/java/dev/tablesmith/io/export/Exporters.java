package dev.tablesmith.io.export;

import dev.tablesmith.export.CdkExporter;
import dev.tablesmith.export.CliScriptExporter;
import dev.tablesmith.export.CloudFormationTemplate;
import dev.tablesmith.export.CloudFormationYamlExporter;
import dev.tablesmith.export.CodeExporter;
import dev.tablesmith.export.CodeLanguage;
import dev.tablesmith.export.Exporter;
import dev.tablesmith.export.MarkdownExporter;
import dev.tablesmith.export.McpSchemaExporter;
import dev.tablesmith.export.OneTableSchema;
import dev.tablesmith.export.TerraformExporter;
import dev.tablesmith.export.WorkbenchModel;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * Every export format, in menu order. {@link Exporter#export} is pure but plans every access pattern, so the app
 * runs it on a background thread and writes the result with {@link ExportFiles#write}.
 */
public final class Exporters {
    private Exporters() {
    }

    /** Every exporter, stamping Workbench models with the current time. */
    public static List<Exporter> all() {
        return all(Clock.systemUTC());
    }

    /** Every exporter, stamping Workbench models with {@code clock}'s time (a fixed clock for reproducible files). */
    public static List<Exporter> all(Clock clock) {
        return List.of(
                new JsonDocumentExporter(new WorkbenchModel(clock)),
                new JsonDocumentExporter(new OneTableSchema()),
                new JsonDocumentExporter(new McpSchemaExporter()),
                new CloudFormationYamlExporter(),
                new JsonDocumentExporter(new CloudFormationTemplate()),
                new TerraformExporter(),
                new CliScriptExporter(),
                new CdkExporter(),
                new MarkdownExporter(),
                new CodeExporter());
    }

    /** The exporter with this id, e.g. {@code terraform}. */
    public static Optional<Exporter> byId(String id) {
        return all().stream().filter(e -> e.id().equals(id)).findFirst();
    }

    /** The ids, in order, for usage messages. */
    public static List<String> ids() {
        return all().stream().map(Exporter::id).toList();
    }

    /** The {@code code} export for one language: a source file instead of the three-language Markdown page. */
    public static Exporter code(CodeLanguage language) {
        return new CodeExporter(language);
    }
}
