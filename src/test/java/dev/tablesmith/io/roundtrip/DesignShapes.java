package dev.tablesmith.io.roundtrip;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * A design reduced to what one interchange format can express, as sorted lines, so a round trip is compared with
 * {@code isEqualTo} and a failure shows exactly which line was lost or changed.
 */
final class DesignShapes {
    private DesignShapes() {
    }

    /** Keys, GSIs with projections, billing, entities with their table-key templates and attributes, and items. */
    static List<String> workbench(Design design) {
        List<String> lines = new ArrayList<>();
        for (Table table : design.tables()) {
            String t = "table " + table.name();
            lines.add(t + " key " + keys(table.keySchema()));
            lines.add(t + " billing " + billing(table.settings()));
            table.globalSecondaryIndexes().forEach(i -> lines.add(t + " " + index(i)));
            for (Entity entity : table.entities()) {
                String e = t + " entity " + entity.name();
                for (String key : table.keySchema().attributeNames()) {
                    lines.add(e + " " + key + " = " + entity.key(key).map(EntityKey::template).orElse(key));
                }
                entity.attributes().stream().map(Attribute::name)
                        .filter(n -> table.keyAttributes().stream().noneMatch(k -> k.name().equals(n)))
                        .forEach(n -> lines.add(e + " attribute " + n));
            }
            items(table).forEach(i -> lines.add(t + " item " + i));
        }
        return lines.stream().sorted().toList();
    }

    /** Keys, GSIs and LSIs, TTL (when an entity declares the attribute), key templates on every key attribute and attribute types. */
    static List<String> oneTable(Design design) {
        List<String> lines = new ArrayList<>();
        Table table = design.table();
        lines.add("key " + keys(table.keySchema()));
        table.indexes().forEach(i -> lines.add(i.kind() + " " + index(i)));
        String ttl = table.settings().ttlAttribute();
        if (table.entities().stream().anyMatch(e -> e.attribute(ttl == null ? "" : ttl).isPresent())) {
            lines.add("ttl " + ttl);
        }
        for (Entity entity : table.entities()) {
            String e = "entity " + entity.name();
            for (EntityKey key : entity.keys()) {
                lines.add(e + " " + key.attribute() + " = " + oneTableTemplate(key.template()));
            }
            entity.attributes().stream()
                    .filter(a -> table.keyAttributes().stream().noneMatch(k -> k.name().equals(a.name())))
                    .forEach(a -> lines.add(e + " attribute " + a.name() + " " + a.type()
                            + (a.required() ? " required" : "") + " enum " + a.enumValues()));
        }
        return lines.stream().sorted().toList();
    }

    /**
     * A key template as OneTable keeps it: {@code pad:W} as is ({@code ${n:W:0}}), {@code pad:W.S} as the plain
     * width {@code pad:W+1+S} OneTable pads to, case and date filters dropped; the sparse condition is not kept.
     */
    private static String oneTableTemplate(String template) {
        java.util.regex.Matcher pad = java.util.regex.Pattern.compile("\\|pad:(\\d+)\\.(\\d+)").matcher(template);
        StringBuilder out = new StringBuilder();
        while (pad.find()) {
            int width = Integer.parseInt(pad.group(1)) + 1 + Integer.parseInt(pad.group(2));
            pad.appendReplacement(out, "|pad:" + width);
        }
        pad.appendTail(out);
        return out.toString().replaceAll("\\|(upper|lower|date|datetime)", "");
    }

    /** What a CloudFormation table resource holds: keys, every index, billing with capacity, TTL and stream. */
    static List<String> tableDefinition(Design design) {
        List<String> lines = new ArrayList<>();
        for (Table table : design.tables()) {
            String t = "table " + table.name();
            lines.add(t + " key " + keys(table.keySchema()));
            lines.add(t + " billing " + billing(table.settings()));
            lines.add(t + " ttl " + table.settings().ttlAttribute());
            lines.add(t + " stream " + table.settings().streamViewType());
            Object tableCapacity = table.settings().provisioned();
            table.indexes().forEach(i -> lines.add(t + " " + i.kind() + " " + index(i)
                    + (i.isGlobal() && tableCapacity != null ? " capacity "
                    + (i.provisioned() == null ? tableCapacity : i.provisioned()) : "")));
        }
        return lines.stream().sorted().toList();
    }

    /** Asserts that {@code after} has every line of {@code before} and no other, naming the lines that differ. */
    static void assertSameShape(List<String> after, List<String> before) {
        List<String> lost = before.stream().filter(l -> !after.contains(l)).toList();
        List<String> added = after.stream().filter(l -> !before.contains(l)).toList();
        org.assertj.core.api.Assertions.assertThat(lost).as("lost in the round trip").isEmpty();
        org.assertj.core.api.Assertions.assertThat(added).as("added by the round trip").isEmpty();
        org.assertj.core.api.Assertions.assertThat(after).isEqualTo(before);
    }

    private static String keys(KeySchema schema) {
        return schema.partitionKey().stream().map(DesignShapes::key).collect(Collectors.joining("+"))
                + (schema.sortKey().isEmpty() ? "" : " / "
                + schema.sortKey().stream().map(DesignShapes::key).collect(Collectors.joining("+")));
    }

    private static String key(KeyAttribute key) {
        return key.name() + ":" + (key.type() == null ? ScalarType.S : key.type());
    }

    private static String billing(TableSettings settings) {
        return settings.billingMode() + (settings.provisioned() == null ? "" : " " + settings.provisioned());
    }

    private static String index(SecondaryIndex index) {
        return index.name() + " " + keys(index.keySchema()) + " " + index.projection().type()
                + " " + index.projection().nonKeyAttributes().stream().sorted().toList();
    }

    private static List<String> items(Table table) {
        return ItemMaterializer.materialize(table).plainItems().stream().map(DesignShapes::item).toList();
    }

    private static String item(Item item) {
        Map<String, Object> sorted = new TreeMap<>(item.attributes());
        return sorted.toString();
    }
}
