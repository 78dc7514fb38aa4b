package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.UniqueValue;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The entities of one table in the design document: the entity chart (the template each entity writes into each
 * key attribute, with the condition of a sparse key, under which the item is in the index only when the condition
 * holds), then per entity its attributes with their DynamoDB types, the keys it writes per index, the data it
 * copies from other entities (snapshot or live), the counts and sums it holds (aggregates), its unique values and
 * its expiry attribute.
 */
final class MarkdownEntities {
    private MarkdownEntities() {
    }

    static String key(Table table, String entity) {
        return "entity:" + table.name() + ":" + entity;
    }

    /** The chart: one row per entity, one column per key attribute of the table and its indexes. */
    static void chart(MarkdownPage page, Table table) {
        page.heading(3, "chart:" + table.name(), "Entity chart");
        if (table.entities().isEmpty()) {
            page.paragraph("No entities yet.");
            return;
        }
        page.image(table.name(), "entity-chart", "entity-chart", "Entity chart of " + table.name());
        List<KeyAttribute> columns = table.keyAttributes();
        String[] header = new String[columns.size() + 1];
        header[0] = "Entity";
        for (int i = 0; i < columns.size(); i++) {
            header[i + 1] = columns.get(i).name();
        }
        MarkdownTable chart = new MarkdownTable(header);
        for (Entity entity : table.entities()) {
            String[] row = new String[columns.size() + 1];
            row[0] = MarkdownAnchors.link(entity.name(), key(table, entity.name()));
            for (int i = 0; i < columns.size(); i++) {
                row[i + 1] = entity.key(columns.get(i).name()).map(MarkdownEntities::template).orElse("");
            }
            chart.row(row);
        }
        page.table(chart);
    }

    /** One section per entity. */
    static void details(MarkdownPage page, Table table) {
        if (table.entities().isEmpty()) {
            return;
        }
        page.heading(3, "entities:" + table.name(), "Entities");
        for (Entity entity : table.entities()) {
            entity(page, table, entity);
        }
    }

    private static void entity(MarkdownPage page, Table table, Entity entity) {
        page.heading(4, key(table, entity.name()), entity.name());
        if (!entity.description().isBlank()) {
            page.paragraph(entity.description().strip().replace("\n", " "));
        }
        List<String> facts = new ArrayList<>();
        facts.add("about " + String.format(java.util.Locale.ROOT, "%,d", entity.estimatedItemCount()) + " items");
        facts.add(entity.records().size() + " sample records");
        if (entity.ttlAttribute() != null) {
            facts.add("expires at " + MarkdownTable.code(entity.ttlAttribute()) + " (TTL, epoch seconds)");
        }
        String patterns = table.accessPatterns().stream().filter(p -> p.entities().contains(entity.name()))
                .map(p -> MarkdownAnchors.link(p.id(), MarkdownPatterns.key(table, p)))
                .collect(Collectors.joining(", "));
        if (!patterns.isEmpty()) {
            facts.add("used by " + patterns);
        }
        page.paragraph(capitalized(String.join(" · ", facts)) + ".");
        keys(page, table, entity);
        attributes(page, entity);
        copies(page, table, entity);
        aggregates(page, table, entity);
        unique(page, entity);
    }

    private static void keys(MarkdownPage page, Table table, Entity entity) {
        if (entity.keys().isEmpty()) {
            page.paragraph("Writes no key templates yet.");
            return;
        }
        MarkdownTable keys = new MarkdownTable("Index", "Key attribute", "Template", "Written when");
        for (EntityKey key : entity.keys()) {
            keys.row(indexesOf(table, key.attribute()), MarkdownTable.code(key.attribute()),
                    MarkdownTable.code(key.template()),
                    key.isSparse() ? MarkdownTable.code(key.when()) : "always");
        }
        page.table(keys);
    }

    /** The indexes whose key holds the attribute, table first, as links to their item collections. */
    private static String indexesOf(Table table, String attribute) {
        List<String> indexes = new ArrayList<>();
        if (table.keySchema().attributeNames().contains(attribute)) {
            indexes.add(AccessPattern.TABLE_INDEX);
        }
        for (SecondaryIndex index : table.indexes()) {
            if (index.keySchema().attributeNames().contains(attribute)) {
                indexes.add(index.name());
            }
        }
        return indexes.isEmpty() ? "none" : indexes.stream()
                .map(i -> MarkdownAnchors.link(MarkdownTable.code(i), MarkdownIndexes.key(table, i)))
                .collect(Collectors.joining(", "));
    }

    private static void attributes(MarkdownPage page, Entity entity) {
        if (entity.attributes().isEmpty()) {
            return;
        }
        MarkdownTable attributes = new MarkdownTable("Attribute", "Type", "Required", "Examples");
        for (Attribute attribute : entity.attributes()) {
            List<String> examples = attribute.enumValues().isEmpty() ? attribute.examples() : attribute.enumValues();
            attributes.row(MarkdownTable.code(attribute.name()), attribute.type().name(),
                    attribute.required() ? "yes" : "no",
                    (attribute.enumValues().isEmpty() ? "" : "one of ") + examples.stream().limit(5)
                            .map(MarkdownTable::code).collect(Collectors.joining(", "))
                            + (examples.size() > 5 ? ", …" : ""));
        }
        page.table(attributes);
    }

    private static void copies(MarkdownPage page, Table table, Entity entity) {
        if (entity.copies().isEmpty()) {
            return;
        }
        page.paragraph("Copies (denormalized data; a live copy is rewritten when its source changes, a snapshot"
                + " keeps the value it was written with):");
        MarkdownTable copies = new MarkdownTable("Attribute", "Copied from", "Mode");
        for (DenormalizedCopy copy : entity.copies()) {
            copies.row(copy.wholeItem() ? "whole item" : MarkdownTable.code(copy.attribute()),
                    source(table, copy.sourceEntity(), copy.sourceAttribute()),
                    copy.mode().name().toLowerCase(java.util.Locale.ROOT));
        }
        page.table(copies);
    }

    private static void aggregates(MarkdownPage page, Table table, Entity entity) {
        if (entity.aggregates().isEmpty()) {
            return;
        }
        page.paragraph("Aggregates (values counted or summed from other items):");
        MarkdownTable aggregates = new MarkdownTable("Attribute", "Rule", "Of", "Maintained by");
        for (Aggregate aggregate : entity.aggregates()) {
            aggregates.row(MarkdownTable.code(aggregate.attribute()),
                    aggregate.rule() == AggregateRule.SUM ? "sum" : "count",
                    source(table, aggregate.sourceEntity(), aggregate.sourceAttribute()),
                    aggregate.maintainedBy() == MaintainedBy.STREAM
                            ? "stream (" + aggregate.requiredViewType().name() + ")" : "transaction");
        }
        page.table(aggregates);
    }

    private static void unique(MarkdownPage page, Entity entity) {
        if (entity.uniqueValues().isEmpty()) {
            return;
        }
        page.paragraph("Unique values (each guarded by a second item written in the same transaction):");
        MarkdownTable unique = new MarkdownTable("Attribute", "Guard item key");
        for (UniqueValue value : entity.uniqueValues()) {
            unique.row(MarkdownTable.code(value.attribute()), MarkdownTable.code(value.keyTemplate()));
        }
        page.table(unique);
    }

    private static String source(Table table, String entity, String attribute) {
        String link = table.entity(entity).isPresent() ? MarkdownAnchors.link(entity, key(table, entity)) : entity;
        return attribute == null ? link : link + "." + MarkdownTable.code(attribute);
    }

    static String template(EntityKey key) {
        return MarkdownTable.code(key.template()) + (key.isSparse() ? " when " + MarkdownTable.code(key.when()) : "");
    }

    private static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
