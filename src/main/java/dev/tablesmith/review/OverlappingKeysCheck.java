package dev.tablesmith.review;

import dev.tablesmith.model.Entity;
import dev.tablesmith.template.KeyTemplate;
import java.util.List;
import java.util.Optional;

/**
 * {@code overlapping-keys}: two entities whose table key templates can render the same primary key. DynamoDB
 * keeps one item per primary key, so a PutItem of one entity silently replaces an item of the other. Found with
 * {@link KeyShapes}: a key of one entity (from its sample items or stand-in values) that the other entity's
 * templates can also render, with values its attributes can hold.
 */
final class OverlappingKeysCheck implements ReviewCheck {

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        List<String> keys = context.table().keySchema().attributeNames();
        List<Entity> entities = context.table().entities();
        for (int i = 0; i < entities.size(); i++) {
            Entity a = entities.get(i);
            Optional<List<KeyTemplate>> aTemplates = context.templates(a, keys);
            if (aTemplates.isEmpty()) {
                continue;
            }
            for (int j = i + 1; j < entities.size(); j++) {
                Entity b = entities.get(j);
                Optional<List<KeyTemplate>> bTemplates = context.templates(b, keys);
                if (bTemplates.isEmpty()) {
                    continue;
                }
                Optional<List<String>> common = context.shapes().commonValue(a, aTemplates.get(), b, bTemplates.get());
                common.ifPresent(value -> findings.add(finding(context, keys, a, aTemplates.get(), b,
                        bTemplates.get(), value)));
            }
        }
    }

    private static Finding finding(ReviewContext context, List<String> keys, Entity a, List<KeyTemplate> aTemplates,
                                   Entity b, List<KeyTemplate> bTemplates, List<String> value) {
        String message = a.name() + " (" + describe(keys, aTemplates) + ") and " + b.name() + " ("
                + describe(keys, bTemplates) + ") can have the same primary key, e.g. " + describeValue(keys, value)
                + ": writing one replaces the other";
        String explanation = "DynamoDB stores one item per primary key: a PutItem with the key of an existing item"
                + " replaces it whole, whatever entity it was. In a single table, entity types share the generic"
                + " PK and SK attributes, so their key templates must never produce the same pair of values. Give"
                + " each type its own constant prefix in the sort key (PROFILE, ORDER#..., ITEM#...) or in the"
                + " partition key (CUST#, PROD#), so that no value of one template can be read back by the other.";
        FindingLocation at = FindingLocation.at(context.templatePath(b, keys.get(keys.size() - 1)).toString())
                .withEntity(b.name()).withIndex("table")
                .withTemplate(bTemplates.get(bTemplates.size() - 1).source(), 0);
        return Finding.of(ReviewRule.OVERLAPPING_KEYS, at, message, explanation);
    }

    private static String describe(List<String> keys, List<KeyTemplate> templates) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < keys.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(keys.get(i)).append(' ').append(templates.get(i).source());
        }
        return text.toString();
    }

    private static String describeValue(List<String> keys, List<String> value) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < keys.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(keys.get(i)).append(" = ").append(value.get(i));
        }
        return text.toString();
    }
}
