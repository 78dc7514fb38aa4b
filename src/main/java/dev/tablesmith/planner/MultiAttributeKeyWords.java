package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.template.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The plan's reason in words for a GSI with a multi-attribute key: which key condition clause serves which key
 * attribute, or which partition key attribute has no equality. A Query on such a GSI needs an equality on every
 * partition key attribute (DynamoDB Developer Guide, "Multi-attribute keys pattern").
 */
final class MultiAttributeKeyWords {
    private MultiAttributeKeyWords() {
    }

    /** Why no Query can use the index: the partition key attribute {@code key} has no equality in the pattern. */
    static String partitionMissing(IndexSpec spec, KeyAttribute key, KeyTemplate template, List<String> missing) {
        List<KeyAttribute> partition = spec.keySchema().partitionKey();
        String names = String.join(" + ", partition.stream().map(KeyAttribute::name).toList());
        boolean plain = template.attributeNames().equals(List.of(key.name()));
        String what = plain ? key.name() : key.name() + " = " + template.source() + " (it needs "
                + String.join(", ", missing) + ")";
        return spec.name() + "'s partition key is " + names + " and a Query needs an equality on "
                + (partition.size() == 1 ? "it" : "every one of its attributes") + ": the pattern gives none for "
                + what;
    }

    /**
     * The key condition in words: the partition clauses ("both attributes given") and each sort key clause with its
     * place in the sort key ("sort key, first of 2 attributes"), with {@code #name} placeholders written as the
     * attribute names they stand for.
     */
    static String keyCondition(IndexSpec spec, List<String> partitionParts, List<String> sortParts, SortKeyPlan plan,
                               Map<String, String> names) {
        int partitionSize = spec.keySchema().partitionKey().size();
        int sortSize = spec.keySchema().sortKey().size();
        List<String> words = new ArrayList<>();
        words.add(String.join(" AND ", partitionParts) + " (partition key" + (partitionSize == 1 ? ""
                : ", " + (partitionSize == 2 ? "both" : "all " + partitionSize) + " attributes given") + ")");
        if (!plan.clauses().isEmpty()) {
            for (int i = 0; i < plan.clauses().size(); i++) {
                SortKeyClause clause = plan.clauses().get(i);
                words.add(sortParts.get(i) + " (sort key, " + MultiAttributeSortKeyPlanner.ordinal(clause.position())
                        + " of " + sortSize + " attributes" + (clause.isEquality() ? "" : ", range") + ")");
            }
        } else if (!sortParts.isEmpty()) {
            words.add(sortParts.get(0) + " (sort key)");
        }
        String text = String.join("; ", words);
        for (Map.Entry<String, String> name : names.entrySet()) {
            text = text.replaceAll(Pattern.quote(name.getKey()) + "(?![A-Za-z0-9_])", Matcher.quoteReplacement(
                    name.getValue()));
        }
        return text;
    }
}
