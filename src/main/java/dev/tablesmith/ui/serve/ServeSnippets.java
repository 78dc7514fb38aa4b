package dev.tablesmith.ui.serve;

import dev.tablesmith.export.DocObject;
import dev.tablesmith.export.DynamoJsonTree;
import dev.tablesmith.export.JsonText;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.Resolution;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What to paste into an application or a terminal to talk to the served design: an AWS CLI command for the
 * design's first read pattern, and the client settings of the AWS SDKs for Java, Python and JavaScript. The endpoint
 * accepts any region and any credentials (it does not check signatures, as DynamoDB Local does not), so the
 * settings give dummy ones: the SDKs refuse to sign without some.
 */
public final class ServeSnippets {
    /** The snippet languages, in the order the picker shows them. */
    public enum Language {
        AWS_CLI("AWS CLI"), JAVA("Java (SDK v2)"), PYTHON("Python (boto3)"), JAVASCRIPT("JavaScript (SDK v3)");

        private final String label;

        Language(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    static final String REGION = "us-east-1";

    private ServeSnippets() {
    }

    public static String snippet(Language language, URI url, Design design) {
        return switch (language) {
            case AWS_CLI -> cli(url, design);
            case JAVA -> """
                    DynamoDbClient dynamo = DynamoDbClient.builder()
                            .endpointOverride(URI.create("%s"))
                            .region(Region.US_EAST_1) // any region works
                            .credentialsProvider(StaticCredentialsProvider.create(
                                    AwsBasicCredentials.create("dummy", "dummy"))) // not checked
                            .build();
                    """.formatted(url);
            case PYTHON -> """
                    import boto3

                    dynamodb = boto3.client(
                        "dynamodb",
                        endpoint_url="%s",
                        region_name="%s",  # any region works
                        aws_access_key_id="dummy",  # not checked
                        aws_secret_access_key="dummy",
                    )
                    """.formatted(url, REGION);
            case JAVASCRIPT -> """
                    import { DynamoDBClient } from "@aws-sdk/client-dynamodb";

                    const dynamo = new DynamoDBClient({
                      endpoint: "%s",
                      region: "%s", // any region works
                      credentials: { accessKeyId: "dummy", secretAccessKey: "dummy" }, // not checked
                    });
                    """.formatted(url, REGION);
        };
    }

    /** {@code aws dynamodb query --endpoint-url URL ...} for the first read pattern (list-tables when none). */
    static String cli(URI url, Design design) {
        List<String> words = new ArrayList<>();
        Optional<AccessPatternPlan> first = firstReadPlan(design);
        String start = "AWS_ACCESS_KEY_ID=dummy AWS_SECRET_ACCESS_KEY=dummy aws dynamodb ";
        if (first.isEmpty()) {
            return start + "list-tables --endpoint-url " + url + " --region " + REGION + "\n";
        }
        AccessPatternPlan plan = first.get();
        PlannedRequest request = plan.request();
        Table table = design.tables().stream().filter(t -> t.accessPatterns().contains(plan.pattern()))
                .findFirst().orElse(design.table());
        String operation = switch (plan.resolution()) {
            case GET_ITEM -> "get-item";
            case QUERY, QUERY_WITH_FILTER -> "query";
            default -> "scan";
        };
        words.add("# " + plan.pattern().id() + ": " + plan.pattern().name().replaceAll("\\s+", " "));
        words.add(start + operation + " --endpoint-url " + url + " --region " + REGION);
        words.add("--table-name " + quote(table.name()));
        if (request.indexName() != null) {
            words.add("--index-name " + quote(request.indexName()));
        }
        if (plan.resolution() == Resolution.GET_ITEM) {
            words.add("--key " + quote(json(request.key())));
        } else {
            if (request.keyConditionExpression() != null) {
                words.add("--key-condition-expression " + quote(request.keyConditionExpression()));
            }
            if (request.filterExpression() != null) {
                words.add("--filter-expression " + quote(request.filterExpression()));
            }
            if (!request.names().isEmpty()) {
                DocObject names = DocObject.object();
                new TreeMap<>(request.names()).forEach(names::put);
                words.add("--expression-attribute-names " + quote(JsonText.compact(names)));
            }
            if (!request.values().isEmpty()) {
                words.add("--expression-attribute-values " + quote(json(request.values())));
            }
            if (!request.scanIndexForward()) {
                words.add("--no-scan-index-forward");
            }
        }
        StringBuilder out = new StringBuilder(words.get(0)).append('\n');
        for (int i = 1; i < words.size(); i++) {
            out.append(i == 1 ? "" : "  ").append(words.get(i)).append(i == words.size() - 1 ? "\n" : " \\\n");
        }
        return out.toString();
    }

    private static Optional<AccessPatternPlan> firstReadPlan(Design design) {
        for (Table table : design.tables()) {
            for (AccessPatternPlan plan : AccessPatternPlanner.planAll(table, design.pricing())) {
                if (plan.pattern().kind() == PatternKind.READ && plan.request() != null) {
                    return Optional.of(plan);
                }
            }
        }
        return Optional.empty();
    }

    private static String json(java.util.Map<String, dev.tablesmith.model.AttributeValue> values) {
        DocObject out = DocObject.object();
        new TreeMap<>(values).forEach((name, value) -> out.put(name, DynamoJsonTree.value(value)));
        return JsonText.compact(out);
    }

    /** One shell word in single quotes. */
    static String quote(String text) {
        if (text.matches("[A-Za-z0-9_.:/@%+=,-]+")) {
            return text;
        }
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
