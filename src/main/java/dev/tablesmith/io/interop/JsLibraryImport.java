package dev.tablesmith.io.interop;

import java.util.List;
import java.util.Optional;

/**
 * The JavaScript/TypeScript modules {@link DesignImport} reads by the library they import: an AWS CDK stack
 * ({@code aws-cdk-lib/aws-dynamodb}), ElectroDB entities ({@code electrodb}) or DynamoDB-Toolbox tables and
 * entities ({@code dynamodb-toolbox}). The module is read as text by {@link JsModuleScan}, never run; a value only
 * known when the code runs is reported with its {@code LINE:COL}.
 */
final class JsLibraryImport {
    private JsLibraryImport() {
    }

    /** The library {@code text} imports, if it is one of the three (a CDK stack first: it may import the others). */
    static Optional<SourceFormat> detect(String text) {
        if (!text.contains("import") && !text.contains("require")) {
            return Optional.empty();
        }
        if (CdkReader.imports(text)) {
            return Optional.of(SourceFormat.CDK);
        }
        if (ElectroDbReader.imports(text)) {
            return Optional.of(SourceFormat.ELECTRODB);
        }
        if (ToolboxReader.imports(text)) {
            return Optional.of(SourceFormat.DYNAMODB_TOOLBOX);
        }
        return Optional.empty();
    }

    static List<TableDraft> read(SourceFormat format, String text, String sourceName, String defaultTable,
                                 ImportWarnings warnings) throws ImportException {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        JsModuleScan scan = new JsModuleScan(body, sourceName);
        return switch (format) {
            case CDK -> new CdkReader(scan, warnings).read(sourceName);
            case ELECTRODB -> new ElectroDbReader(scan, warnings).read(defaultTable);
            case DYNAMODB_TOOLBOX -> new ToolboxReader(scan, warnings).read(defaultTable);
            default -> throw new IllegalArgumentException(format + " is not a JavaScript library format");
        };
    }
}
