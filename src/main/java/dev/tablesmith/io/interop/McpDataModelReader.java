package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads the {@code dynamodb_data_model.json} that the AWS DynamoDB MCP server's agents write for its
 * {@code dynamodb_data_model_validation} tool ({@code prompts/json_generation_guide.md}): {@code tables} in boto3
 * {@code create_table} form, {@code items} in {@code batch_write_item} form ({@code {"Table": [{"PutRequest":
 * {"Item": {...}}}]}}) and {@code access_patterns} written as AWS CLI command lines.
 *
 * <p>A {@code create_table} request has the same members as a CloudFormation table's {@code Properties}, so each
 * table is read by {@link CloudFormationReader} and its warnings are re-pointed into this file. The items become the
 * tables' sample items, checked as PutItem would. The file has no entities and no key templates, so its access
 * patterns (which Tablesmith ties to entities) are listed in warnings rather than imported.
 */
final class McpDataModelReader {
    private static final Set<String> ROOT = Set.of("tables", "items", "access_patterns");
    private final ImportWarnings warnings;

    McpDataModelReader(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    /** Whether {@code root} is such a file: {@code tables} in create_table form, with items or access patterns. */
    static boolean recognises(JsonNode root) {
        return root.path("tables").isArray() && root.path("tables").path(0).has("KeySchema")
                && (root.has("items") || root.has("access_patterns"));
    }

    List<TableDraft> read(JsonNode root) {
        warnings.unknownFields(root, "", ROOT, "dynamodb_data_model.json");
        JsonNode tables = root.path("tables");
        ObjectNode template = JsonNodeFactory.instance.objectNode();
        ObjectNode resources = template.putObject("Resources");
        for (int t = 0; t < tables.size(); t++) {
            ObjectNode resource = resources.putObject("t" + t);
            resource.put("Type", "AWS::DynamoDB::Table");
            resource.set("Properties", tables.get(t));
        }
        ImportWarnings tableWarnings = new ImportWarnings();
        List<TableDraft> read = new CloudFormationReader(tableWarnings).read(template, "/Resources");
        for (ImportWarning warning : tableWarnings.list()) {
            warnings.add(repoint(warning.path()), warning.message()
                    .replace("CloudFormation generates one", "create_table requires one")
                    .replace("after its resource", "by its position"));
        }
        List<TableDraft> drafts = new ArrayList<>();
        for (int t = 0; t < read.size(); t++) {
            TableDraft cfn = read.get(t);
            TableDraft draft = new TableDraft("/tables/" + t, cfn.name, cfn.keySchema);
            draft.indexes.addAll(cfn.indexes);
            draft.settings = cfn.settings;
            items(root.path("items").path(draft.name), Pointers.child("/items", draft.name), draft);
            drafts.add(draft);
        }
        root.path("items").fieldNames().forEachRemaining(name -> {
            if (drafts.stream().noneMatch(d -> d.name.equals(name))) {
                warnings.add(Pointers.child("/items", name), "items for '" + name + "', which is not one of the"
                        + " tables; ignored");
            }
        });
        JsonNode patterns = root.path("access_patterns");
        for (int p = 0; p < patterns.size(); p++) {
            JsonNode pattern = patterns.get(p);
            warnings.add("/access_patterns/" + p, "access pattern " + pattern.path("pattern").asText("?") + " ("
                    + pattern.path("dynamodb_operation").asText("no operation") + (pattern.hasNonNull("index")
                    ? " on " + pattern.get("index").asText() : "") + ") is an AWS CLI command line; this file has no"
                    + " entities to tie it to, so it is not imported (import the schema.json of the same design"
                    + " for its patterns)");
        }
        return drafts;
    }

    private void items(JsonNode requests, String path, TableDraft draft) {
        for (int i = 0; i < requests.size(); i++) {
            JsonNode request = requests.get(i);
            String at = path + "/" + i;
            if (!request.path("PutRequest").path("Item").isObject()) {
                warnings.add(at, "not a PutRequest with an Item; ignored");
                continue;
            }
            String itemPath = at + "/PutRequest/Item";
            draft.addItem(DynamoJsonValues.item(request.get("PutRequest").get("Item"), itemPath, warnings), itemPath,
                    warnings);
        }
    }

    /** {@code /Resources/t2/Properties/KeySchema} is {@code /tables/2/KeySchema} in this file. */
    private static String repoint(String path) {
        return path.replaceFirst("^/Resources/t(\\d+)(/Properties)?", "/tables/$1");
    }
}
