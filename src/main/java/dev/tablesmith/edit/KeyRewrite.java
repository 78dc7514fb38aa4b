package dev.tablesmith.edit;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Brings a table's entities and explicit items into line with new key schemas. Entity key templates are kept by key
 * attribute name ({@code keys.GSI1PK} in the file), so when the key attributes change, the templates follow:
 *
 * <ul>
 *   <li><b>Renamed</b> (a key attribute's name changed in place, {@code old -> new}, and {@code new} was no key
 *       attribute before): each entity's {@code old} template is written into {@code new}, and explicit items'
 *       {@code old} values move to {@code new}. When {@code old} is still a key attribute elsewhere (another index
 *       uses it), the template and values are copied instead, so both keys keep their items.</li>
 *   <li><b>Re-pointed</b> ({@code new} was already a key attribute): the templates entities write into {@code new}
 *       stay as they are; nothing is copied over them.</li>
 *   <li><b>Gone</b> (a name that no key uses any more): its templates are removed. Explicit items keep the value as
 *       an ordinary attribute.</li>
 *   <li><b>New</b> (a key attribute that did not exist): an entity that declares an attribute of that name gets the
 *       template {@code {name}}, because DynamoDB puts an item with that attribute into the index as it is; an
 *       entity that does not declare it simply stays out of the index.</li>
 * </ul>
 * Templates keep the table's key-attribute order, as the entity chart's columns do. Each consequence is described
 * in one line.
 */
final class KeyRewrite {
    private final Table before;
    private final Table after;
    private final Map<String, String> renames;
    private final Set<String> keysBefore;
    private final Set<String> keysAfter;
    private final Effects effects = new Effects();

    /**
     * @param before  the table as it is
     * @param after   the table with its new key schemas, entities and items not yet rewritten
     * @param renames key attribute names changed in place, old name to new name
     */
    private KeyRewrite(Table before, Table after, Map<String, String> renames) {
        this.before = before;
        this.after = after;
        this.renames = renames;
        this.keysBefore = names(before);
        this.keysAfter = names(after);
    }

    static SchemaChange apply(Table before, Table after, Map<String, String> renames, List<String> moreEffects) {
        KeyRewrite rewrite = new KeyRewrite(before, after, renames);
        Table table = after.withEntities(after.entities().stream().map(rewrite::entity).toList())
                .withItems(rewrite.items())
                .withAccessPatterns(after.accessPatterns().stream().map(rewrite::keyCondition).toList());
        List<String> lines = new ArrayList<>(rewrite.effects.lines());
        lines.addAll(moreEffects);
        return new SchemaChange(table, lines);
    }

    /**
     * A pattern whose explicit KeyConditionExpression names a renamed key attribute, with the new name: the
     * expression names attributes directly (or through {@code #placeholders}, which keep their
     * ExpressionAttributeNames and are left alone), so every bare name token equal to the old name is replaced;
     * {@code :values}, string contents and longer names that merely contain it are not touched.
     */
    private AccessPattern keyCondition(AccessPattern pattern) {
        String condition = pattern.keyCondition();
        if (condition == null || renames.isEmpty()) {
            return pattern;
        }
        String rewritten = renameTokens(condition, renames);
        if (rewritten.equals(condition)) {
            return pattern;
        }
        effects.add(pattern.id(), "its key condition now names the renamed key attributes (" + rewritten + ")");
        return pattern.withKeyCondition(rewritten);
    }

    /** Replaces each bare name token of an expression found in {@code renames} (see {@link #keyCondition}). */
    static String renameTokens(String expression, Map<String, String> renames) {
        StringBuilder out = new StringBuilder(expression.length());
        int i = 0;
        while (i < expression.length()) {
            char c = expression.charAt(i);
            if (c == '\'' || c == '"') {
                int end = expression.indexOf(c, i + 1);
                end = end < 0 ? expression.length() : end + 1;
                out.append(expression, i, end);
                i = end;
            } else if (Character.isLetterOrDigit(c) || c == '_' || c == ':' || c == '#' || c == '.' || c == '-') {
                int end = i + 1;
                while (end < expression.length() && (Character.isLetterOrDigit(expression.charAt(end))
                        || "_.-".indexOf(expression.charAt(end)) >= 0)) {
                    end++;
                }
                String token = expression.substring(i, end);
                out.append(c == ':' || c == '#' ? token : renames.getOrDefault(token, token));
                i = end;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private Entity entity(Entity entity) {
        Map<String, EntityKey> keys = new LinkedHashMap<>();
        entity.keys().forEach(k -> keys.put(k.attribute(), k));
        renames.forEach((from, to) -> {
            EntityKey key = keys.get(from);
            if (key == null || keysBefore.contains(to) || keys.containsKey(to)) {
                return;
            }
            keys.put(to, new EntityKey(to, key.template(), key.when()));
            effects.add(entity.name(), keysAfter.contains(from)
                    ? from + " template copied to " + to + " (" + from + " is still a key elsewhere)"
                    : "key template " + from + " renamed to " + to);
        });
        for (String attribute : List.copyOf(keys.keySet())) {
            if (keysBefore.contains(attribute) && !keysAfter.contains(attribute)) {
                keys.remove(attribute);
                if (!renames.containsKey(attribute) || keysBefore.contains(renames.get(attribute))) {
                    effects.add(entity.name(), attribute + " template removed (no key uses " + attribute
                            + " any more)");
                }
            }
        }
        for (String attribute : keysAfter) {
            if (!keysBefore.contains(attribute) && !keys.containsKey(attribute)
                    && entity.attribute(attribute).isPresent()) {
                keys.put(attribute, EntityKey.of(attribute, "{" + attribute + "}"));
                effects.add(entity.name(), "writes {" + attribute + "} into " + attribute
                        + ", the attribute it declares");
            }
        }
        return entity.withKeys(inKeyOrder(keys));
    }

    private List<EntityKey> inKeyOrder(Map<String, EntityKey> keys) {
        List<EntityKey> ordered = new ArrayList<>();
        for (KeyAttribute attribute : after.keyAttributes()) {
            EntityKey key = keys.remove(attribute.name());
            if (key != null) {
                ordered.add(key);
            }
        }
        ordered.addAll(keys.values());
        return ordered;
    }

    private List<Item> items() {
        if (renames.isEmpty()) {
            return after.items();
        }
        List<Item> items = new ArrayList<>();
        Map<String, Integer> moved = new LinkedHashMap<>();
        for (Item item : after.items()) {
            if (renames.keySet().stream().noneMatch(item::has)) {
                items.add(item);
                continue;
            }
            Map<String, AttributeValue> values = item.attributes();
            boolean changed = false;
            for (Map.Entry<String, String> rename : renames.entrySet()) {
                String from = rename.getKey();
                String to = rename.getValue();
                if (!values.containsKey(from) || keysBefore.contains(to) || values.containsKey(to)) {
                    continue;
                }
                values = replaced(values, from, to, keysAfter.contains(from));
                moved.merge(from + " -> " + to, 1, Integer::sum);
                changed = true;
            }
            items.add(changed ? new Item(values) : item);
        }
        moved.forEach((rename, count) -> effects.add(count + (count == 1 ? " explicit item" : " explicit items"),
                "key " + rename.replace(" -> ", " renamed to ")));
        return items;
    }

    /** The values with {@code from}'s value under {@code to}, in {@code from}'s place unless it is kept. */
    private static Map<String, AttributeValue> replaced(Map<String, AttributeValue> values, String from, String to,
                                                        boolean keep) {
        Map<String, AttributeValue> result = new LinkedHashMap<>();
        values.forEach((name, value) -> {
            if (name.equals(from) && !keep) {
                result.put(to, value);
            } else {
                result.put(name, value);
            }
        });
        if (keep) {
            result.put(to, values.get(from));
        }
        return result;
    }

    private static Set<String> names(Table table) {
        Set<String> names = new LinkedHashSet<>();
        table.keyAttributes().forEach(a -> names.add(a.name()));
        return names;
    }

    /** Consequences grouped by what happened: "Order, Customer: GSI1SK template removed (...)". */
    static final class Effects {
        private final Map<String, List<String>> subjects = new LinkedHashMap<>();

        void add(String subject, String what) {
            List<String> list = subjects.computeIfAbsent(what, k -> new ArrayList<>());
            if (!list.contains(subject)) {
                list.add(subject);
            }
        }

        List<String> lines() {
            List<String> lines = new ArrayList<>();
            subjects.forEach((what, who) -> lines.add(String.join(", ", who) + ": " + what));
            return lines;
        }
    }
}
