package dev.tablesmith.export;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;

/**
 * The {@link CloudFormationTemplate} as YAML, the form most CloudFormation templates are kept in, with the
 * defaults the design does not hold stated in a comment at the top (and in the template's Description).
 */
public final class CloudFormationYamlExporter implements Exporter {
    private final CloudFormationTemplate template = new CloudFormationTemplate();

    @Override
    public String id() {
        return "cloudformation";
    }

    @Override
    public String title() {
        return "CloudFormation template (YAML)";
    }

    @Override
    public String fileExtension() {
        return "yaml";
    }

    @Override
    public String export(Design design) {
        StringBuilder out = new StringBuilder();
        out.append("# CloudFormation template for the Tablesmith design ").append(design.name()).append(".\n");
        out.append("# Deploy: aws cloudformation deploy --template-file THIS_FILE --stack-name ")
                .append(design.name().replaceAll("[^A-Za-z0-9-]", "-")).append('\n');
        for (Table table : design.tables()) {
            for (String note : TableDefaults.notes(table)) {
                out.append("# ").append(table.name()).append(": ").append(note).append('\n');
            }
        }
        return out.append(YamlPrinter.print(template.document(design))).toString();
    }
}
