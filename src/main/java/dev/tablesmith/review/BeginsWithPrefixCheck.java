package dev.tablesmith.review;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSegment;
import dev.tablesmith.template.TemplateSegment.Literal;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code prefix-overmatch}: {@code begins_with} on a sort key matches every value that starts with the prefix,
 * whatever comes after it. Three ways a prefix built from a design's templates matches more than intended:
 *
 * <ol>
 *   <li>A placeholder's values contain the separator that follows it: with {@code ORG#{orgId}#DEPT#...} and an
 *       orgId {@code a#DEPT#b}, the prefix {@code ORG#a#DEPT#} also matches org {@code a#DEPT#b}. Checked on the
 *       known values (examples, enum, sample records).</li>
 *   <li>A sort key ends with a free-length placeholder and another entity in the same item collections extends
 *       it ({@code ORG#{orgId}} and {@code ORG#{orgId}#DEPT#{deptId}}): reading an org with its departments by
 *       {@code begins_with(SK, 'ORG#1')} also matches {@code ORG#10} and its departments ({@code USER#1} matches
 *       {@code USER#10}). Not reported when the placeholder is an enum none of whose values starts another.</li>
 *   <li>Two entities in the same item collections whose constant prefixes are prefixes of each other:
 *       {@code begins_with(SK, 'ORDER')} for orders also returns {@code ORDERITEM#...} items.</li>
 * </ol>
 */
final class BeginsWithPrefixCheck implements ReviewCheck {

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        for (IndexSpec spec : context.indexSpecs()) {
            Optional<String> sortKey = context.sortKeyAttribute(spec);
            if (sortKey.isEmpty() || context.keyType(sortKey.get()).map(t -> t != ScalarType.S).orElse(false)) {
                continue;
            }
            List<Entity> entities = context.table().entities().stream()
                    .filter(e -> context.template(e, sortKey.get()).isPresent()).toList();
            for (Entity entity : entities) {
                KeyTemplate template = context.template(entity, sortKey.get()).orElseThrow();
                separatorInValues(context, entity, sortKey.get(), template, findings);
                extendedByOthers(context, spec, entity, sortKey.get(), template, entities, findings);
                nestedPrefixes(context, spec, entity, sortKey.get(), template, entities, findings);
            }
        }
    }

    private static void separatorInValues(ReviewContext context, Entity entity, String sortKey, KeyTemplate template,
                                          List<Finding> findings) {
        List<TemplateSegment> segments = template.segments();
        for (int i = 0; i + 1 < segments.size(); i++) {
            if (!(segments.get(i) instanceof Placeholder placeholder) || placeholder.fixedWidth().isPresent()
                    || !(segments.get(i + 1) instanceof Literal separator)) {
                continue;
            }
            Optional<String> offending = KnownValues.of(entity, placeholder.attribute(),
                            context.scale().sampleItems(entity)).stream()
                    .filter(v -> v.contains(separator.text())).findFirst();
            if (offending.isEmpty()) {
                continue;
            }
            String message = entity.name() + "'s " + sortKey + " template " + template.source() + ": "
                    + placeholder.attribute() + " values such as '" + offending.get() + "' contain '"
                    + separator.text() + "', the separator after {" + placeholder.attribute() + "}, so a begins_with"
                    + " prefix ending in it also matches other " + placeholder.attribute() + " values";
            findings.add(Finding.of(ReviewRule.PREFIX_OVERMATCH, at(context, entity, sortKey, template,
                    placeholder.column()), message, explanation("Choose a separator that cannot occur in the values"
                    + " (or strip it from them), so each prefix ends exactly where one value ends.")));
        }
    }

    private static void extendedByOthers(ReviewContext context, IndexSpec spec, Entity entity, String sortKey,
                                         KeyTemplate template, List<Entity> entities, List<Finding> findings) {
        List<TemplateSegment> segments = template.segments();
        if (!(segments.get(segments.size() - 1) instanceof Placeholder last) || last.fixedWidth().isPresent()
                || enumWithoutPrefixes(entity, last)) {
            return;
        }
        List<String> extenders = new ArrayList<>();
        for (Entity other : entities) {
            KeyTemplate theirs = context.template(other, sortKey).orElseThrow();
            if (other != entity && extendsTemplate(theirs, template) && context.shareCollections(spec, entity, other)) {
                extenders.add(other.name());
            }
        }
        if (extenders.isEmpty()) {
            return;
        }
        String example = example(template);
        String message = entity.name() + "'s " + sortKey + " " + template.source() + " ends with {" + last.attribute()
                + "} and " + String.join(", ", extenders) + " keys extend it: begins_with(" + sortKey + ", '"
                + example + "') to read one " + entity.name() + " with them also matches " + example + "0 and its items";
        findings.add(Finding.of(ReviewRule.PREFIX_OVERMATCH, at(context, entity, sortKey, template, last.column())
                .withIndex(spec.name()), message, explanation("End the parent's key with the separator ("
                + template.source() + "#) so the prefix stops where the value stops, or read the parent and its"
                + " children with BETWEEN the parent's key and the children's prefix followed by '$', as Tablesmith's"
                + " planner does.")));
    }

    private static void nestedPrefixes(ReviewContext context, IndexSpec spec, Entity entity, String sortKey,
                                       KeyTemplate template, List<Entity> entities, List<Finding> findings) {
        String prefix = template.constantPrefix();
        if (template.isConstant() || prefix.isEmpty()) {
            return;
        }
        List<String> matched = new ArrayList<>();
        for (Entity other : entities) {
            String theirs = context.template(other, sortKey).orElseThrow().constantPrefix();
            if (other != entity && theirs.startsWith(prefix) && !theirs.equals(prefix)
                    && context.shareCollections(spec, entity, other)) {
                matched.add(other.name() + " (" + context.template(other, sortKey).orElseThrow().source() + ")");
            }
        }
        if (matched.isEmpty()) {
            return;
        }
        String message = "begins_with(" + sortKey + ", '" + prefix + "'), which selects " + entity.name()
                + " items, also matches " + String.join(", ", matched) + " in the same item collections";
        findings.add(Finding.of(ReviewRule.PREFIX_OVERMATCH, at(context, entity, sortKey, template, 1)
                .withIndex(spec.name()), message, explanation("Give each entity type a prefix that is not the start"
                + " of another type's prefix, closed by a separator: ORDER# and ORDERITEM# (or ITEM#) instead of"
                + " ORDER and ORDERITEM.")));
    }

    /** The template with every placeholder rendered as {@code 1}: {@code ORG#1#DEPT#1}. */
    private static String example(KeyTemplate template) {
        StringBuilder text = new StringBuilder();
        for (TemplateSegment segment : template.segments()) {
            text.append(segment instanceof Literal literal ? literal.text() : "1");
        }
        return text.toString();
    }

    /** Whether {@code longer} starts with every segment of {@code shorter} and has more. */
    private static boolean extendsTemplate(KeyTemplate longer, KeyTemplate shorter) {
        List<TemplateSegment> a = longer.segments();
        List<TemplateSegment> b = shorter.segments();
        if (a.size() <= b.size()) {
            return false;
        }
        for (int i = 0; i < b.size(); i++) {
            if (!a.get(i).source().equals(b.get(i).source())) {
                return false;
            }
        }
        return true;
    }

    /** An enum placeholder none of whose values is a prefix of another cannot overmatch. */
    private static boolean enumWithoutPrefixes(Entity entity, Placeholder placeholder) {
        List<String> values = entity.attribute(placeholder.attribute()).map(a -> a.enumValues()).orElse(List.of());
        if (values.isEmpty() || !placeholder.filters().isEmpty()) {
            return false;
        }
        return values.stream().noneMatch(v -> values.stream().anyMatch(w -> !w.equals(v) && w.startsWith(v)));
    }

    private static FindingLocation at(ReviewContext context, Entity entity, String sortKey, KeyTemplate template,
                                      int column) {
        return FindingLocation.at(context.templatePath(entity, sortKey).toString()).withEntity(entity.name())
                .withTemplate(template.source(), column);
    }

    private static String explanation(String fix) {
        return "begins_with on a sort key matches every value that starts with the prefix, whatever follows it. Key"
                + " prefixes work only when each prefix ends where exactly one value, or one entity type, ends:"
                + " USER#1 also matches USER#10, and ORDER also matches ORDERITEM#. The extra items are read and"
                + " billed, and unless a filter or the application drops them they come back as if they belonged. "
                + fix;
    }
}
