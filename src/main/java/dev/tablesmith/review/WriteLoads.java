package dev.tablesmith.review;

import dev.tablesmith.engine.WriteCost;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The write units one call of a write pattern spends on the table and on each secondary index, per entity item
 * written ({@link WriteCost}: 1 unit per 1 KB of the item on the table, of the projected entry on an index, twice
 * in a transaction). An UpdateItem is read from its UpdateExpression: SET, ADD and DELETE change the named
 * attributes, REMOVE takes them away, so an update of an index key moves the item in that index and a REMOVE of
 * one takes it out.
 *
 * <p>Each index gets the most expensive of the entity's first 50 sample items, so a sparse index counts the items
 * that enter it. An entity without sample items is charged 1 unit (2 in a transaction) on the table and on each
 * index whose keys it writes.
 */
final class WriteLoads {
    private static final Pattern CLAUSE = Pattern.compile("(?i)\\b(SET|REMOVE|ADD|DELETE)\\b");
    private static final int MAX_SAMPLES = 50;

    private WriteLoads() {
    }

    /** Units per call by index name ({@code table} for the table), for one item of {@code entity}. */
    static Map<String, Double> unitsPerIndex(Table table, AccessPattern pattern, Entity entity, List<Item> samples) {
        WriteSpec write = pattern.write();
        boolean transaction = write != null && write.transaction();
        Map<String, Double> units = new LinkedHashMap<>();
        if (samples.isEmpty()) {
            double unit = transaction ? 2 : 1;
            units.put(AccessPattern.TABLE_INDEX, unit);
            for (SecondaryIndex index : table.indexes()) {
                boolean writesKeys = index.keySchema().attributes().stream().map(KeyAttribute::name)
                        .allMatch(k -> entity.key(k).isPresent());
                if (writesKeys) {
                    units.put(index.name(), unit);
                }
            }
            return units;
        }
        for (Item item : samples.subList(0, Math.min(MAX_SAMPLES, samples.size()))) {
            WriteCost cost = cost(table, write, item, transaction);
            units.merge(AccessPattern.TABLE_INDEX, cost.tableUnits(), Math::max);
            cost.indexes().forEach((index, indexWrite) -> units.merge(index, indexWrite.units(), Math::max));
        }
        return units;
    }

    private static WriteCost cost(Table table, WriteSpec write, Item item, boolean transaction) {
        WriteOperation operation = write == null ? WriteOperation.PUT : write.operation();
        return switch (operation) {
            case PUT -> WriteCost.of(table, null, item, transaction);
            case DELETE -> WriteCost.of(table, item, null, transaction);
            case UPDATE -> WriteCost.of(table, item, updated(item, write.updateExpression()), transaction);
        };
    }

    /** The item after an update: each attribute the expression names changed, or removed for REMOVE. */
    static Item updated(Item item, String updateExpression) {
        if (updateExpression == null) {
            return item;
        }
        Matcher m = CLAUSE.matcher(updateExpression);
        List<int[]> bounds = new ArrayList<>();
        List<String> kinds = new ArrayList<>();
        while (m.find()) {
            bounds.add(new int[] {m.start(), m.end()});
            kinds.add(m.group(1).toUpperCase(Locale.ROOT));
        }
        Item result = item;
        for (int i = 0; i < kinds.size(); i++) {
            int end = i + 1 < bounds.size() ? bounds.get(i + 1)[0] : updateExpression.length();
            for (String action : updateExpression.substring(bounds.get(i)[1], end).split(",")) {
                String target = target(action, kinds.get(i));
                if (target.isEmpty()) {
                    continue;
                }
                if (kinds.get(i).equals("REMOVE")) {
                    result = result.without(target);
                } else {
                    AttributeValue before = result.attributes().get(target);
                    result = result.with(target, before instanceof AttributeValue.N n
                            ? AttributeValue.n(n.value().equals("1") ? "2" : "1")
                            : AttributeValue.s(target.toUpperCase(Locale.ROOT) + "#CHANGED"));
                }
            }
        }
        return result;
    }

    private static String target(String action, String kind) {
        String text = action.trim();
        String name = kind.equals("SET") ? text.split("=")[0].trim() : text.split("\\s+")[0].trim();
        name = name.replaceAll("\\[.*$", "").replaceAll("\\..*$", "");
        return name.startsWith("#") ? name.substring(1) : name;
    }
}
