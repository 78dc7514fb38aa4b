package dev.tablesmith.export;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;

/**
 * Each access pattern's request as code: a function that takes the SDK client and the pattern's inputs and sends
 * the planner's request (index, key condition, filter, names and values, ScanIndexForward, Limit). Key values are
 * built from the inputs exactly as the key templates render them ({@code "CUST#" + customerId},
 * {@code "EMAIL#" + lower(email)}), with each used filter's helper once per file ({@link KeyFilterHelpers}).
 *
 * <p>For one language the output is one source file (a Java class for the AWS SDK for Java 2.x, a Python module
 * for boto3, a JavaScript module for the AWS SDK v3); without a language it is a Markdown page with the three
 * side by side per pattern. A write pattern becomes a function too: PutItem, UpdateItem or DeleteItem with its
 * UpdateExpression and ConditionExpression, or one TransactWriteItems with every action of a transactional pattern
 * ({@link WriteRequestSpecs}).
 */
public final class CodeExporter implements Exporter {
    private final CodeLanguage language;

    /** All three languages, as a Markdown page. */
    public CodeExporter() {
        this(null);
    }

    /** One language's source file, or all three as Markdown when {@code language} is null. */
    public CodeExporter(CodeLanguage language) {
        this.language = language;
    }

    @Override
    public String id() {
        return "code";
    }

    @Override
    public String title() {
        return language == null ? "Request code (Java, Python, JavaScript)" : "Request code: " + language.title();
    }

    @Override
    public String fileExtension() {
        return language == null ? "md" : language.fileExtension();
    }

    @Override
    public String export(Design design) {
        return language == null ? markdown(design) : source(design, language);
    }

    private static RequestCodeWriter writer(CodeLanguage language, Design design) {
        return switch (language) {
            case JAVA -> new JavaRequestWriter(design.name());
            case PYTHON -> new PythonRequestWriter();
            case JAVASCRIPT -> new JavaScriptRequestWriter();
        };
    }

    private static String source(Design design, CodeLanguage language) {
        RequestCodeWriter writer = writer(language, design);
        StringBuilder body = new StringBuilder();
        for (Table table : design.tables()) {
            for (AccessPatternPlan plan : DesignPlans.of(design, table)) {
                RequestSpec request = spec(plan, table);
                body.append(request == null ? writer.writeComment(plan.pattern()) : writer.function(request));
            }
        }
        return writer.fileStart(design.name()) + body + writer.helpers() + writer.fileEnd();
    }

    /** The request of a read, or the write request of a write pattern; null when the pattern has none. */
    static RequestSpec spec(AccessPatternPlan plan, Table table) {
        RequestSpec read = RequestSpec.of(plan, table);
        return read != null ? read : WriteRequestSpecs.of(plan, table);
    }

    private static String markdown(Design design) {
        StringBuilder md = new StringBuilder("# Requests of ").append(design.name()).append("\n\n");
        md.append("Each access pattern as a request in Java (AWS SDK for Java 2.x), Python (boto3) and JavaScript (AWS"
                + " SDK v3), with the pattern's inputs as parameters. `tablesmith export FILE --format code"
                + " --language java|python|javascript` writes one language as a source file.\n");
        java.util.Map<CodeLanguage, RequestCodeWriter> writers = new java.util.EnumMap<>(CodeLanguage.class);
        for (CodeLanguage language : CodeLanguage.values()) {
            writers.put(language, writer(language, design));
        }
        for (Table table : design.tables()) {
            for (AccessPatternPlan plan : DesignPlans.of(design, table)) {
                md.append("\n## ").append(plan.pattern().id()).append(": ")
                        .append(plan.pattern().name().replaceAll("\\s+", " ").trim()).append("\n\n");
                RequestSpec request = spec(plan, table);
                if (request == null) {
                    md.append(RequestCodeWriter.describeWrite(plan.pattern())).append('\n');
                    continue;
                }
                for (CodeLanguage language : CodeLanguage.values()) {
                    md.append("```").append(language.id()).append('\n')
                            .append(writers.get(language).function(request).replaceFirst("^\n+", "").stripIndent())
                            .append("```\n");
                }
            }
        }
        if (!writers.get(CodeLanguage.JAVA).usedFilters().isEmpty()) {
            md.append("\n## Key template filters\n\nThe functions above render filtered key parts with these"
                    + " helpers, which give exactly what Tablesmith's filters give.\n\n");
        } else if (!writers.get(CodeLanguage.JAVA).helpers().isEmpty()) {
            md.append("\n## Helpers\n\nThe Java methods above add a sparse GSI key to an item with this helper.\n\n");
        }
        for (CodeLanguage language : CodeLanguage.values()) {
            if (!writers.get(language).helpers().isEmpty()) {
                md.append("```").append(language.id()).append('\n')
                        .append(writers.get(language).helpers().replaceFirst("^\n+", "").stripIndent())
                        .append("```\n");
            }
        }
        return md.toString();
    }
}
