package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.Resolution;
import dev.tablesmith.template.TemplateFilter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A bash script of the design's lab for the AWS CLI: {@code aws dynamodb create-table} with the key schema,
 * indexes, billing and stream, TTL turned on, one {@code put-item} per sample item, then every access pattern as a
 * commented {@code get-item}, {@code query} or {@code scan} whose inputs are shell variables set to the example
 * values. Every call takes {@code --endpoint-url "$ENDPOINT_URL"}, which defaults to DynamoDB Local.
 *
 * <p>The AWS CLI pages through results by itself, so a pattern's page size is written as {@code --max-items}.
 * Write patterns are described in comments only.
 */
public final class CliScriptExporter implements Exporter {
    private static final String ENDPOINT = "--endpoint-url \"$ENDPOINT_URL\"";

    @Override
    public String id() {
        return "cli";
    }

    @Override
    public String title() {
        return "AWS CLI script (bash)";
    }

    @Override
    public String fileExtension() {
        return "sh";
    }

    @Override
    public String export(Design design) {
        java.io.StringWriter text = new java.io.StringWriter();
        try {
            write(design, text);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("writing to a string cannot fail", e);
        }
        return text.toString();
    }

    /**
     * Streams the script: everything but the sample items is a few lines per table and pattern, worked out first
     * (the key-filter helpers the patterns use go near the top); the {@code put-item} lines, one per item, are
     * written to {@code out} one at a time, so a million items never sit in memory as one text.
     */
    @Override
    public void write(Design design, java.io.Writer out) throws java.io.IOException {
        StringBuilder sh = new StringBuilder();
        sh.append("#!/usr/bin/env bash\n");
        sh.append("# The lab of the Tablesmith design ").append(design.name())
                .append(": create the table, load the sample items, run the access patterns.\n");
        sh.append("# Runs against DynamoDB Local (java -jar DynamoDBLocal.jar) unless ENDPOINT_URL says otherwise,\n");
        sh.append("# e.g. ENDPOINT_URL=https://dynamodb.us-east-1.amazonaws.com for your AWS account.\n");
        sh.append("set -euo pipefail\n\n");
        sh.append("ENDPOINT_URL=\"${ENDPOINT_URL:-http://localhost:8000}\"\n");
        Set<String> filters = new TreeSet<>();
        List<StringBuilder> heads = new ArrayList<>();
        List<StringBuilder> patterns = new ArrayList<>();
        for (Table table : design.tables()) {
            StringBuilder head = new StringBuilder();
            StringBuilder tail = new StringBuilder();
            table(head, tail, design, table, filters);
            heads.add(head);
            patterns.add(tail);
        }
        out.write(sh.append(KeyFilterHelpers.bash(filters)).toString());
        for (int t = 0; t < design.tables().size(); t++) {
            Table table = design.tables().get(t);
            out.write(heads.get(t).toString());
            sampleItems(out, table, ShellWords.quote(table.name()));
            out.write(patterns.get(t).toString());
        }
    }

    private static void table(StringBuilder sh, StringBuilder tail, Design design, Table table,
                              Set<String> filters) {
        String name = ShellWords.quote(table.name());
        sh.append("\n# ---- Table ").append(table.name()).append(" ----\n");
        TableDefaults.notes(table).forEach(n -> sh.append("# ").append(n).append('\n'));
        List<String> create = new ArrayList<>();
        create.add("aws dynamodb create-table " + ENDPOINT);
        create.add("--table-name " + name);
        create.add("--attribute-definitions " + String.join(" ", table.keyAttributes().stream()
                .map(CliScriptExporter::definition).toList()));
        create.add("--key-schema " + keySchema(table.keySchema()));
        if (TableDefaults.onDemand(table)) {
            create.add("--billing-mode PAY_PER_REQUEST");
        } else {
            var throughput = TableDefaults.throughput(table);
            create.add("--billing-mode PROVISIONED --provisioned-throughput ReadCapacityUnits="
                    + throughput.readCapacityUnits() + ",WriteCapacityUnits=" + throughput.writeCapacityUnits());
        }
        DocObject indexes = new CloudFormationTemplate().document(Design.of(design.name(), table));
        DocObject properties = (DocObject) ((DocObject) ((DocObject) indexes.get("Resources"))
                .get(CloudFormationTemplate.logicalId(table))).get("Properties");
        if (properties.get("GlobalSecondaryIndexes") != null) {
            create.add("--global-secondary-indexes "
                    + ShellWords.quote(JsonText.compact(properties.get("GlobalSecondaryIndexes"))));
        }
        if (properties.get("LocalSecondaryIndexes") != null) {
            create.add("--local-secondary-indexes "
                    + ShellWords.quote(JsonText.compact(properties.get("LocalSecondaryIndexes"))));
        }
        if (table.settings().streamViewType() != null) {
            create.add("--stream-specification StreamEnabled=true,StreamViewType="
                    + table.settings().streamViewType().name());
        }
        command(sh, "", create);
        sh.append("aws dynamodb wait table-exists ").append(ENDPOINT).append(" --table-name ").append(name)
                .append('\n');
        if (table.settings().ttlAttribute() != null) {
            command(sh, "", List.of("aws dynamodb update-time-to-live " + ENDPOINT, "--table-name " + name,
                    "--time-to-live-specification " + ShellWords.quote("Enabled=true,AttributeName="
                            + table.settings().ttlAttribute())));
        }
        if (table.settings().pointInTimeRecovery()) {
            sh.append("# Point-in-time recovery (DynamoDB Local does not support it; run this against AWS):\n");
            command(sh, "# ", List.of("aws dynamodb update-continuous-backups " + ENDPOINT, "--table-name " + name,
                    "--point-in-time-recovery-specification PointInTimeRecoveryEnabled=true"));
        }
        tail.append("\n# ---- Access patterns of ").append(table.name()).append(" ----\n");
        for (AccessPatternPlan plan : DesignPlans.of(design, table)) {
            pattern(tail, plan, name, table, filters);
        }
    }

    private static void sampleItems(java.io.Writer out, Table table, String name) throws java.io.IOException {
        List<Item> items = dev.tablesmith.engine.ItemMaterializer.materialize(table).plainItems();
        out.write("\n# ---- Sample items (" + items.size() + ") ----\n");
        StringBuilder line = new StringBuilder();
        for (Item item : items) {
            line.setLength(0);
            line.append("aws dynamodb put-item ").append(ENDPOINT).append(" --table-name ").append(name)
                    .append(" --item ").append(ShellWords.quote(JsonText.compact(DynamoJsonTree.item(item))))
                    .append('\n');
            out.append(line);
        }
    }

    private static void pattern(StringBuilder sh, AccessPatternPlan plan, String name, Table table,
                                Set<String> filters) {
        AccessPattern pattern = plan.pattern();
        sh.append("\n# ").append(pattern.id()).append(": ").append(oneLine(pattern.name())).append('\n');
        if (plan.resolution() == Resolution.WRITE) {
            write(sh, plan, table, filters);
            return;
        }
        PlannedRequest request = plan.request();
        sh.append("# ").append(plan.resolution().label()).append(" on ").append(request.indexLabel())
                .append(": ").append(CostText.perCall(plan.cost())).append(" per call, ")
                .append(CostText.perMonth(plan.cost())).append(" per month\n");
        RequestInputs inputs = RequestInputs.of(plan, table);
        for (RequestInputs.Input input : inputs.inputs()) {
            sh.append(ShellWords.variableName(input.name())).append('=')
                    .append(ShellWords.quote(RequestInputs.text(input.example()))).append('\n');
        }
        Map<String, String> derived = new LinkedHashMap<>();
        List<String> words = new ArrayList<>();
        switch (plan.resolution()) {
            case GET_ITEM -> {
                words.add("aws dynamodb get-item " + ENDPOINT);
                words.add("--table-name " + name);
                words.add("--key " + values(request.key(), inputs, derived, filters));
            }
            case QUERY, QUERY_WITH_FILTER -> {
                words.add("aws dynamodb query " + ENDPOINT);
                words.add("--table-name " + name);
                if (request.indexName() != null) {
                    words.add("--index-name " + ShellWords.quote(request.indexName()));
                }
                words.add("--key-condition-expression " + ShellWords.quote(request.keyConditionExpression()));
            }
            default -> {
                words.add("aws dynamodb scan " + ENDPOINT);
                words.add("--table-name " + name);
                if (request.indexName() != null) {
                    words.add("--index-name " + ShellWords.quote(request.indexName()));
                }
            }
        }
        if (plan.resolution() != Resolution.GET_ITEM) {
            if (request.filterExpression() != null) {
                words.add("--filter-expression " + ShellWords.quote(request.filterExpression()));
            }
            if (!request.names().isEmpty()) {
                DocObject names = DocObject.object();
                new java.util.TreeMap<>(request.names()).forEach(names::put);
                words.add("--expression-attribute-names " + ShellWords.quote(JsonText.compact(names)));
            }
            if (!request.values().isEmpty()) {
                words.add("--expression-attribute-values " + values(request.values(), inputs, derived, filters));
            }
            if (!request.scanIndexForward()) {
                words.add("--no-scan-index-forward");
            }
            if (request.limit() != null) {
                words.add("--max-items " + request.limit());
            }
            if (request.select() != null) {
                words.add("--select " + request.select().name());
            }
        }
        if (request.consistentRead()) {
            words.add("--consistent-read");
        }
        derived.forEach((variable, command) -> sh.append(variable).append("=$(").append(command).append(")\n"));
        command(sh, "", words);
    }

    /**
     * A write pattern as the AWS CLI call that sends it ({@link WriteRequestSpecs}): {@code put-item},
     * {@code update-item}, {@code delete-item} or {@code transact-write-items} with every action, its inputs shell
     * variables set to the example values and spliced into keys and values as the key templates render them. A
     * failed condition (ConditionalCheckFailedException, TransactionCanceledException) is reported and the script
     * goes on; a pattern whose example inputs build no request stays a comment.
     */
    private static void write(StringBuilder sh, AccessPatternPlan plan, Table table, Set<String> filters) {
        AccessPattern pattern = plan.pattern();
        RequestSpec request = WriteRequestSpecs.of(plan, table);
        WriteSpec write = pattern.write();
        if (write != null) {
            sh.append("# Write: ").append(write.transaction() ? "TransactWriteItems with " : "")
                    .append(RequestCodeWriter.apiName(write.operation())).append(" (")
                    .append(String.join(", ", pattern.entities())).append("): ")
                    .append(CostText.perCall(plan.cost())).append(" per call, ")
                    .append(CostText.perMonth(plan.cost())).append(" per month\n");
        }
        if (request == null) {
            sh.append("# Not run: its example inputs do not build the request.\n");
            return;
        }
        for (RequestInputs.Input input : request.inputs().inputs()) {
            sh.append(ShellWords.variableName(input.name())).append('=')
                    .append(ShellWords.quote(RequestInputs.text(input.example()))).append('\n');
        }
        Map<String, String> derived = new LinkedHashMap<>();
        List<String> words = new ArrayList<>();
        String command = request.operation().replaceAll("([a-z])([A-Z])", "$1-$2")
                .toLowerCase(java.util.Locale.ROOT);
        words.add("aws dynamodb " + command + " " + ENDPOINT);
        for (RequestSpec.Parameter parameter : request.parameters()) {
            String option = "--" + parameter.name().replaceAll("([a-z])([A-Z])", "$1-$2")
                    .toLowerCase(java.util.Locale.ROOT);
            Object value = writeValue(parameter.value(), request.inputs(), derived, filters);
            words.add(option + " " + (value instanceof String text ? ShellWords.quote(text)
                    : ShellWords.quoteWithVariables(JsonText.compact(value).replaceAll(
                            "," + SPARSE + "([A-Za-z0-9_]+)\":\"\"", ShellWords.variable("$1")))));
        }
        derived.forEach((variable, helper) -> sh.append(variable).append("=$(").append(helper).append(")\n"));
        sparse(sh, request.parameters(), request.inputs(), derived, filters);
        words.set(words.size() - 1, words.get(words.size() - 1) + " \\\n  || echo " + ShellWords.quote(pattern.id()
                + ": the write was refused (see above); going on") + " >&2");
        command(sh, "", words);
    }

    /** Marks where a Put item's sparse-key variable is spliced in (a member name starting with it). */
    private static final String SPARSE = "\"\uE002";

    /**
     * Before the command, one variable per sparse key of a Put item: empty, or {@code ,"GSI2PK":{"S":"OPEN"}} when
     * the key's {@code when} condition holds on the input variables, spliced into the item's JSON.
     */
    private static void sparse(StringBuilder sh, List<RequestSpec.Parameter> parameters, RequestInputs inputs,
                               Map<String, String> derived, Set<String> filters) {
        for (RequestSpec.Parameter parameter : parameters) {
            if (parameter.value() instanceof List<?> actions) {
                for (Object action : actions) {
                    sparse(sh, ((RequestSpec.TransactItem) action).parameters(), inputs, derived, filters);
                }
            }
            if (!(parameter.value() instanceof RequestSpec.WriteItem item)) {
                continue;
            }
            for (SparseKeyCode key : item.sparse()) {
                Map<String, String> keyDerived = new LinkedHashMap<>();
                StringBuilder text = new StringBuilder();
                for (RequestInputs.Part part : key.parts()) {
                    text.append(part.isInput() ? ShellWords.variable(variable(part, keyDerived, filters))
                            : part.literal());
                }
                String entry = JsonText.compact(DocObject.object().put(key.attribute(),
                        DocObject.object().put(key.number() ? "N" : "S", text.toString())));
                String variable = sparseVariable(key);
                List<String> tests = new ArrayList<>();
                for (dev.tablesmith.template.Comparison comparison : key.comparisons()) {
                    String value = "\"$" + ShellWords.variableName(comparison.attribute()) + "\"";
                    List<String> values = comparison.values().stream().map(v -> ShellWords.quote(v.text())).toList();
                    tests.add(switch (comparison.operator()) {
                        case EQ -> "[[ " + value + " == " + values.get(0) + " ]]";
                        case NE -> "[[ " + value + " != " + values.get(0) + " ]]";
                        case IN -> "[[ " + String.join(" || ", values.stream().map(v -> value + " == " + v)
                                .toList()) + " ]]";
                        case EXISTS -> "[[ -n " + value + " ]]";
                        case NOT_EXISTS -> "[[ -z " + value + " ]]";
                    });
                }
                sh.append(variable).append("=''\n");
                sh.append("if ").append(String.join(" && ", tests)).append("; then\n");
                keyDerived.forEach((name, helper) -> sh.append("  ").append(name).append("=$(").append(helper)
                        .append(")\n"));
                sh.append("  ").append(variable).append('=')
                        .append(ShellWords.quoteWithVariables("," + entry.substring(1, entry.length() - 1)))
                        .append("\nfi\n");
            }
        }
    }

    private static String sparseVariable(SparseKeyCode key) {
        return ShellWords.variableName(key.attribute() + "_when");
    }

    /** A write parameter as a document (maps of attribute values with inputs spliced in), or a String. */
    private static Object writeValue(Object value, RequestInputs inputs, Map<String, String> derived,
                                     Set<String> filters) {
        if (value instanceof List<?> actions) {
            List<Object> items = new ArrayList<>();
            for (Object action : actions) {
                RequestSpec.TransactItem item = (RequestSpec.TransactItem) action;
                DocObject members = DocObject.object();
                for (RequestSpec.Parameter member : item.parameters()) {
                    members.put(member.name(), writeValue(member.value(), inputs, derived, filters));
                }
                items.add(DocObject.object().put(item.kind(), members));
            }
            return items;
        }
        if (value instanceof RequestSpec.WriteItem item) {
            DocObject document = valueDocument(item.always(), inputs, derived, filters);
            for (SparseKeyCode key : item.sparse()) {
                document.put(SPARSE.substring(1) + sparseVariable(key), "");
            }
            return document;
        }
        if (RequestSpec.isValueMap(value)) {
            @SuppressWarnings("unchecked")
            Map<String, AttributeValue> values = (Map<String, AttributeValue>) value;
            return valueDocument(values, inputs, derived, filters);
        }
        if (value instanceof Map<?, ?> names) {
            DocObject out = DocObject.object();
            names.forEach((k, v) -> out.put(String.valueOf(k), String.valueOf(v)));
            return out;
        }
        return String.valueOf(value);
    }

    /**
     * A map of attribute values as one shell word of DynamoDB JSON with the inputs spliced in as variables; an input
     * a key template filters is spliced in as a variable set from the filter's helper, added to {@code derived}.
     */
    private static String values(Map<String, AttributeValue> values, RequestInputs inputs,
                                 Map<String, String> derived, Set<String> filters) {
        return ShellWords.quoteWithVariables(JsonText.compact(valueDocument(values, inputs, derived, filters)));
    }

    /** The values as DynamoDB JSON with the inputs spliced in as variables (see {@link #values}). */
    private static DocObject valueDocument(Map<String, AttributeValue> values, RequestInputs inputs,
                                           Map<String, String> derived, Set<String> filters) {
        DocObject out = DocObject.object();
        new java.util.TreeMap<>(values).forEach((placeholder, value) -> {
            DocObject typed = DynamoJsonTree.value(value);
            String type = typed.members().keySet().iterator().next();
            if (value instanceof AttributeValue.S || value instanceof AttributeValue.N) {
                StringBuilder text = new StringBuilder();
                for (RequestInputs.Part part : inputs.parts(placeholder, value)) {
                    text.append(part.isInput() ? ShellWords.variable(variable(part, derived, filters)) : part.literal());
                }
                typed = DocObject.object().put(type, text.toString());
            }
            out.put(placeholder, typed);
        });
        return out;
    }

    /** The variable holding an input's value as the key uses it: the input's own, or one its filters fill. */
    private static String variable(RequestInputs.Part part, Map<String, String> derived, Set<String> filters) {
        String input = ShellWords.variableName(part.input().name());
        if (part.filters().isEmpty()) {
            return input;
        }
        String argument = "\"$" + input + "\"";
        StringBuilder name = new StringBuilder(input);
        boolean number = part.input().isNumber();
        String command = null;
        for (TemplateFilter filter : part.filters()) {
            command = filterCommand(filter, command == null ? argument : "\"$(" + command + ")\"", number);
            number = false;
            name.append('_').append(filter.source());
            filters.add(KeyFilterHelpers.name(filter));
        }
        String variable = ShellWords.variableName(name.toString());
        derived.put(variable, command);
        return variable;
    }

    /**
     * The bash command that renders {@code argument} (one shell word) through a key template filter with the
     * script's helpers ({@link KeyFilterHelpers#bash}): {@code ts_pad 7 2 "$price"}, {@code ts_lower "$email"},
     * {@code ts_date "$at" number} for an N input of epoch seconds.
     */
    static String filterCommand(TemplateFilter filter, String argument, boolean number) {
        if (filter instanceof TemplateFilter.Pad pad) {
            return "ts_pad " + pad.integerDigits() + " " + pad.decimals() + " " + argument;
        }
        String name = KeyFilterHelpers.name(filter);
        return "ts_" + name + " " + argument + (name.startsWith("date") && number ? " number" : "");
    }

    private static String definition(KeyAttribute key) {
        return ShellWords.quote("AttributeName=" + key.name() + ",AttributeType=" + (key.type() == null
                ? ScalarType.S : key.type()).name());
    }

    private static String keySchema(KeySchema schema) {
        List<String> elements = new ArrayList<>();
        schema.partitionKey().forEach(k -> elements.add("AttributeName=" + k.name() + ",KeyType=HASH"));
        schema.sortKey().forEach(k -> elements.add("AttributeName=" + k.name() + ",KeyType=RANGE"));
        return String.join(" ", elements.stream().map(ShellWords::quote).toList());
    }

    private static void command(StringBuilder sh, String prefix, List<String> words) {
        for (int i = 0; i < words.size(); i++) {
            sh.append(prefix).append(i == 0 ? "" : "  ").append(words.get(i))
                    .append(i == words.size() - 1 ? "\n" : " \\\n");
        }
    }

    private static String oneLine(String text) {
        return text.replaceAll("\\s+", " ").trim();
    }
}
