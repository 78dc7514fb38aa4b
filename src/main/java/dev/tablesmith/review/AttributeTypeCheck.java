package dev.tablesmith.review;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code attribute-type-conflict}: one attribute name declared with different types by different entities of a
 * table ({@code total} N in Order, S in Invoice). DynamoDB does not stop it, but a condition, filter or update
 * written with one type silently skips or breaks the items of the other ({@code total > :n} is false for every S
 * value), and a GSI or projection that copies the attribute copies two kinds of value. Attributes named like key
 * attributes are the validator's business.
 */
final class AttributeTypeCheck implements ReviewCheck {
    private record Declared(Entity entity, AttributeType type) {
    }

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        Map<String, Declared> first = new LinkedHashMap<>();
        for (Entity entity : context.table().entities()) {
            for (int a = 0; a < entity.attributes().size(); a++) {
                Attribute attribute = entity.attributes().get(a);
                if (context.keyType(attribute.name()).isPresent()) {
                    continue;
                }
                Declared earlier = first.putIfAbsent(attribute.name(), new Declared(entity, attribute.type()));
                if (earlier == null || earlier.type() == attribute.type()) {
                    continue;
                }
                String message = "'" + attribute.name() + "' is " + attribute.type() + " in " + entity.name() + " but "
                        + earlier.type() + " in " + earlier.entity().name();
                String explanation = "DynamoDB has no schema outside the key attributes, so nothing stops two entity"
                        + " types from storing different types under one attribute name. Every expression, though,"
                        + " compares values of one type: a FilterExpression or ConditionExpression written for "
                        + earlier.type() + " values is simply false for " + attribute.type() + " values, and a"
                        + " projection or an export copies two kinds of value under one name. Use one type per"
                        + " attribute name across the table, or give the attributes different names.";
                FindingLocation at = FindingLocation.at(context.entityPath(entity).child("attributes").child(a)
                        .child("type").toString()).withEntity(entity.name());
                findings.add(Finding.of(ReviewRule.ATTRIBUTE_TYPE_CONFLICT, at, message, explanation));
            }
        }
    }
}
