package dev.tablesmith.review;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.planner.ScaleEstimates;
import dev.tablesmith.template.KeyTemplate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The share of a pattern's calls that reach the hottest value of a partition key. Without a declared skew, calls
 * spread evenly, and the hottest value gets {@code 1 / distinct key values} of them. An attribute that declares a
 * {@code hotShare} (the share of calls its most frequent value gets) gives that share instead; for a key built from
 * several attributes, the hottest value gets the product of each attribute's share (declared, else
 * {@code 1 / distinct values}), and never less than an even spread. Attributes the pattern fixes
 * ({@code status = PENDING}) send every call to their one value.
 */
final class KeySkew {
    private KeySkew() {
    }

    /** The share (0 to 1) of calls that reach the hottest key value the templates render. */
    static double hottestShare(ScaleEstimates scale, Entity entity, Collection<KeyTemplate> templates,
                               Set<String> fixed) {
        double even = 1 / scale.distinctKeyValues(entity, templates, fixed);
        double product = 1;
        for (String attribute : free(templates, fixed)) {
            Double declared = entity.attribute(attribute).map(Attribute::hotShare).orElse(null);
            product *= declared != null ? declared : 1 / scale.distinctValues(entity, attribute);
        }
        return Math.min(1, Math.max(even, product));
    }

    /** The attributes of the key that declare a skew, with their share: {@code eventId (30% of calls)}. */
    static Optional<String> describe(Entity entity, Collection<KeyTemplate> templates, Set<String> fixed) {
        List<String> skewed = new ArrayList<>();
        for (String attribute : free(templates, fixed)) {
            entity.attribute(attribute).map(Attribute::hotShare).ifPresent(share -> skewed.add(attribute
                    + "'s top value gets " + Amounts.of(share * 100) + "% of calls"));
        }
        return skewed.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", skewed));
    }

    private static Set<String> free(Collection<KeyTemplate> templates, Set<String> fixed) {
        Set<String> attributes = new LinkedHashSet<>();
        templates.forEach(t -> attributes.addAll(t.attributeNames()));
        attributes.removeAll(fixed);
        return attributes;
    }
}
