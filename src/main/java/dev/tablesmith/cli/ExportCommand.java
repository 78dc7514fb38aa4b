package dev.tablesmith.cli;

import dev.tablesmith.export.CodeLanguage;
import dev.tablesmith.export.Exporter;
import dev.tablesmith.export.MarkdownDocument;
import dev.tablesmith.export.MarkdownExporter;
import dev.tablesmith.io.export.DocumentImageRenderer;
import dev.tablesmith.io.export.ExportFiles;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.io.export.MarkdownFiles;
import dev.tablesmith.model.Design;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tablesmith export FILE --format F [--out PATH] [--language L]}: the design in a format another tool
 * reads (NoSQL Workbench, OneTable, CloudFormation, Terraform, an AWS CLI script, CDK, a Markdown document, request
 * code). Without {@code --out} the export goes to standard output; with it, the file is replaced atomically. A
 * Markdown document written to a file gets its pictures (entity chart, item collections) in a folder beside it,
 * {@code DESIGN-images/}, when the command line runs with the designer; on standard output it has none, so that
 * no link points at a missing file.
 */
@Command(name = "export",
        mixinStandardHelpOptions = true,
        description = {"Write the design for another tool: workbench, onetable, dynamodb-mcp, cloudformation (YAML),",
            "cloudformation-json, terraform, cli (bash script), cdk (TypeScript), markdown, code."},
        footer = {"", "Examples:",
                "  tablesmith export commerce-main.tablesmith.json --format cloudformation --out table.yaml",
                "  tablesmith export commerce-main.tablesmith.json --format markdown --out DESIGN.md",
                "    (also writes the pictures it links to into DESIGN-images/)",
                "  tablesmith export commerce-main.tablesmith.json --format code --language python --out requests.py",
                "",
                "What each format holds and its limits: docs/exports.md.",
                "Exit codes: 0 written; 1 invalid design file or the output cannot be written;",
                "2 usage error (no such file, unknown format or language)."})
final class ExportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    private Path designFile;

    @Option(names = "--format", required = true, paramLabel = "F",
            description = "workbench, onetable, dynamodb-mcp, cloudformation, cloudformation-json, terraform, cli, cdk,"
                    + " markdown or code.")
    private String format;

    @Option(names = "--out", paramLabel = "PATH", description = "Write to this file instead of standard output.")
    private Path out;

    @Option(names = "--language", paramLabel = "L",
            description = "For --format code: java, python or javascript, one source file (default: all three as"
                    + " Markdown).")
    private String language;

    @Spec
    private CommandSpec spec;

    private final DocumentImageRenderer images;

    /** An export command whose Markdown documents have no pictures (the command line without the designer). */
    ExportCommand() {
        this(null);
    }

    /** An export command that draws the pictures of Markdown documents with {@code images}. */
    ExportCommand(DocumentImageRenderer images) {
        this.images = images;
    }

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try {
            Exporter exporter = exporter();
            InputFiles files = new InputFiles(spec);
            files.requireFiles(designFile.toString());
            Design design = files.design(designFile);
            if (out != null && exporter instanceof MarkdownExporter markdown) {
                writeDocument(markdown, design);
                return 0;
            }
            if (out == null) {
                exporter.write(design, stdout);
            } else {
                write(exporter, design);
            }
            return 0;
        } catch (IOException e) {
            // standard output is a PrintWriter, which reports no errors; a file's failure is handled in write
            throw new java.io.UncheckedIOException(e);
        } catch (CommandFailure e) {
            return e.exitCode();
        } finally {
            stdout.flush();
            err.flush();
        }
    }

    private Exporter exporter() throws CommandFailure {
        Exporter exporter = Exporters.byId(format).orElse(null);
        if (exporter == null) {
            throw usage("unknown format '" + format + "'; the formats: " + String.join(", ", Exporters.ids()));
        }
        if (language == null) {
            return exporter;
        }
        if (!"code".equals(format)) {
            throw usage("--language applies only to --format code");
        }
        CodeLanguage chosen = CodeLanguage.byId(language).orElse(null);
        if (chosen == null) {
            throw usage("unknown language '" + language + "'; the languages: " + String.join(", ",
                    Arrays.stream(CodeLanguage.values()).map(CodeLanguage::id).toList()));
        }
        return Exporters.code(chosen);
    }

    /** The document and its pictures; says where the pictures went, since the user asked for one file. */
    private void writeDocument(MarkdownExporter markdown, Design design) throws CommandFailure {
        try {
            MarkdownDocument document = new MarkdownFiles(markdown, images).write(design, out);
            if (!document.images().isEmpty()) {
                PrintWriter stdout = spec.commandLine().getOut();
                stdout.println("wrote " + out + " and " + document.images().size() + " pictures in "
                        + document.imageFolder() + "/");
            }
        } catch (IOException e) {
            failed(e);
        }
    }

    /** Streams the export into the file (atomically), so a million items never sit in memory as one text. */
    private void write(Exporter exporter, Design design) throws CommandFailure {
        try {
            ExportFiles.write(out, stream -> {
                java.io.Writer writer = new java.io.BufferedWriter(new java.io.OutputStreamWriter(stream,
                        java.nio.charset.StandardCharsets.UTF_8), 1 << 16);
                exporter.write(design, writer);
                writer.flush();
            });
        } catch (IOException e) {
            failed(e);
        }
    }

    private void failed(IOException e) throws CommandFailure {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": " + (e.getMessage() == null ? "cannot write " + out + ": "
                + IoErrors.describe(e) : e.getMessage()));
        err.flush();
        throw new CommandFailure(TablesmithCommand.EXIT_FAILURE);
    }

    private CommandFailure usage(String message) {
        PrintWriter err = spec.commandLine().getErr();
        err.println(spec.qualifiedName() + ": " + message);
        err.flush();
        return new CommandFailure(TablesmithCommand.EXIT_USAGE);
    }
}
