package dev.tablesmith.infer;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Entity names in PascalCase ({@code Order}, {@code OrderItem}), from a type attribute's value or a key prefix.
 *
 * <p>Words are split at anything that is not a letter or digit; a word written all in one case is capitalised
 * ({@code ORDER} and {@code order} give {@code Order}), a mixed-case word keeps its inner capitals
 * ({@code orderItem} gives {@code OrderItem}). Key prefixes are often abbreviated, so a few common abbreviations
 * are spelled out ({@code CUST} is {@code Customer}, {@code PROD} is {@code Product}); type attribute values are
 * names someone chose and are kept as written.
 */
final class EntityNames {
    private static final Pattern WORD_BREAK = Pattern.compile("[^A-Za-z0-9]+");
    private static final Map<String, String> ABBREVIATIONS = Map.ofEntries(
            Map.entry("CUST", "Customer"), Map.entry("PROD", "Product"), Map.entry("USR", "User"),
            Map.entry("ORG", "Organization"), Map.entry("ACCT", "Account"), Map.entry("TXN", "Transaction"),
            Map.entry("INV", "Invoice"), Map.entry("EMP", "Employee"), Map.entry("DEPT", "Department"),
            Map.entry("MSG", "Message"), Map.entry("ADDR", "Address"), Map.entry("PMT", "Payment"),
            Map.entry("CAT", "Category"), Map.entry("SUB", "Subscription"), Map.entry("EVT", "Event"));

    private EntityNames() {
    }

    /** The PascalCase form of a name someone chose, e.g. {@code order_item} gives {@code OrderItem}. */
    static String pascal(String text) {
        StringBuilder name = new StringBuilder();
        for (String word : WORD_BREAK.split(text)) {
            if (word.isEmpty()) {
                continue;
            }
            boolean oneCase = word.equals(word.toUpperCase(Locale.ROOT)) || word.equals(word.toLowerCase(Locale.ROOT));
            String rest = oneCase ? word.substring(1).toLowerCase(Locale.ROOT) : word.substring(1);
            name.append(Character.toUpperCase(word.charAt(0))).append(rest);
        }
        if (name.length() > 0 && Character.isDigit(name.charAt(0))) {
            name.insert(0, "E");
        }
        return name.toString();
    }

    /** The entity name a key prefix stands for: abbreviations spelled out, then PascalCase. */
    static String fromPrefix(String prefix) {
        String known = ABBREVIATIONS.get(prefix.toUpperCase(Locale.ROOT));
        return known != null ? known : pascal(prefix);
    }

    /** The name of the entity for items whose keys show no prefix: the table's name in PascalCase. */
    static String fallback(String tableName) {
        String name = pascal(tableName);
        return name.isEmpty() ? "Item" : name;
    }
}
