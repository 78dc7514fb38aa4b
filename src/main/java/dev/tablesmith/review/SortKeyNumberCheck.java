package dev.tablesmith.review;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import java.math.BigDecimal;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * {@code unpadded-number}: DynamoDB orders an S sort key by the bytes of its UTF-8 text, so a number written into
 * it as plain text sorts as text: {@code ORDER#10} before {@code ORDER#2}. A placeholder of an N attribute in an
 * S sort key (table, GSI or LSI) needs {@code pad} to a fixed width, or a {@code date}/{@code datetime} filter
 * for epoch seconds, before ranges and ordering on it work.
 */
final class SortKeyNumberCheck implements ReviewCheck {

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        Set<String> sortKeys = new LinkedHashSet<>();
        for (IndexSpec spec : context.indexSpecs()) {
            spec.keySchema().sortKey().stream().map(KeyAttribute::name).forEach(sortKeys::add);
        }
        for (Entity entity : context.table().entities()) {
            for (String sortKey : sortKeys) {
                Optional<KeyTemplate> template = context.template(entity, sortKey);
                if (template.isEmpty() || context.keyType(sortKey).map(t -> t != ScalarType.S).orElse(false)) {
                    continue;
                }
                for (Placeholder placeholder : template.get().placeholders()) {
                    boolean number = entity.attribute(placeholder.attribute()).map(a -> a.type() == AttributeType.N)
                            .orElse(false);
                    if (number && placeholder.fixedWidth().isEmpty()) {
                        findings.add(finding(context, entity, sortKey, template.get(), placeholder));
                    }
                }
            }
        }
    }

    private static Finding finding(ReviewContext context, Entity entity, String sortKey, KeyTemplate template,
                                   Placeholder placeholder) {
        String attribute = placeholder.attribute();
        String padded = "{" + attribute + "|pad:" + padWidth(entity, context, attribute) + "}";
        String message = entity.name() + "'s " + sortKey + " template " + template.source() + " writes the number "
                + attribute + " without pad, so it sorts as text (10 before 9); write " + padded;
        String explanation = "Sort keys of type S are compared byte by byte, not by the number the characters spell:"
                + " unpadded, 10 sorts before 9 and PRICE#10.00 before PRICE#9.99, so \"by " + attribute + "\""
                + " comes back in the wrong order and BETWEEN ranges miss items. Written at one fixed width with"
                + " leading zeros (PRICE#0000019.99), text order is numeric order. Choose the width for the largest"
                + " value you will ever store; pad refuses a value that does not fit rather than bend it. When the"
                + " sort key holds nothing but the number, an N sort key attribute sorts numerically without"
                + " padding.";
        FindingLocation at = FindingLocation.at(context.templatePath(entity, sortKey).toString())
                .withEntity(entity.name()).withTemplate(template.source(), placeholder.column());
        return Finding.of(ReviewRule.UNPADDED_NUMBER, at, message, explanation);
    }

    /** {@code 10}, or {@code W.S} when known values have decimals (W covers them with room to grow). */
    private static String padWidth(Entity entity, ReviewContext context, String attribute) {
        int integers = 0;
        int decimals = 0;
        for (String value : KnownValues.of(entity, attribute, context.scale().sampleItems(entity))) {
            try {
                BigDecimal number = new BigDecimal(value.trim()).abs();
                decimals = Math.max(decimals, Math.max(0, number.stripTrailingZeros().scale()));
                integers = Math.max(integers, number.precision() - number.scale());
            } catch (NumberFormatException notANumber) {
                // not a number: the validator reports it
            }
        }
        int width = Math.max(10, integers + 3);
        return decimals == 0 ? Integer.toString(width) : width + "." + decimals;
    }
}
