package dev.tablesmith.review;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code overload-gsis}: the opposite of {@code native-multi-attribute-key}. A table may have 20 GSIs by default
 * (a quota AWS raises on request); each GSI is one more index to create, monitor and pay for. Several GSIs that
 * each hold the items of one entity type, with keys of the same shape (the same number and types of key
 * attributes), can share one overloaded GSI with generic key attributes ({@code GSI1PK}/{@code GSI1SK}) whose values
 * carry an entity-type prefix, as DynamoDB's single-table guidance has long taught.
 *
 * <p>Fires when the table has at least {@value #NEAR_QUOTA} GSIs, or when at least {@value #SPARSE_GROUP} GSIs
 * each hold one sparse entity type (written under a {@code when} condition) with keys of the same shape. The
 * finding names the GSIs that could share one index and states the trade-off; it is not applied automatically
 * (the merged index needs prefixes chosen and every moved item rewritten).
 */
final class OverloadGsisCheck implements ReviewCheck {
    /** GSIs at which the table is near DynamoDB's default quota of 20. */
    static final int NEAR_QUOTA = 15;
    /** Sparse single-entity GSIs of one key shape that make an overloaded index worth considering. */
    static final int SPARSE_GROUP = 3;

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        Table table = context.table();
        int gsis = table.globalSecondaryIndexes().size();
        Map<String, List<SecondaryIndex>> byShape = new LinkedHashMap<>();
        Map<String, List<SecondaryIndex>> sparseByShape = new LinkedHashMap<>();
        for (SecondaryIndex gsi : table.globalSecondaryIndexes()) {
            List<Entity> writers = NativeKeyShape.writers(table, gsi);
            if (writers.size() != 1) {
                continue;
            }
            String shape = shape(gsi);
            byShape.computeIfAbsent(shape, k -> new ArrayList<>()).add(gsi);
            boolean sparse = gsi.keySchema().attributeNames().stream().anyMatch(k -> writers.get(0).key(k)
                    .map(EntityKey::isSparse).orElse(false));
            if (sparse) {
                sparseByShape.computeIfAbsent(shape, k -> new ArrayList<>()).add(gsi);
            }
        }
        List<SecondaryIndex> sparseGroup = largest(sparseByShape);
        if (gsis >= NEAR_QUOTA) {
            List<SecondaryIndex> group = largest(byShape);
            findings.add(finding(context, group.size() >= 2 ? group : List.of(), "Table " + table.name() + " has "
                    + gsis + " of the " + NativeKeyCheck.MAX_GSIS + " GSIs DynamoDB allows by default"));
        } else if (sparseGroup.size() >= SPARSE_GROUP) {
            findings.add(finding(context, sparseGroup, sparseGroup.size() + " GSIs each hold one sparse entity type "
                    + "with keys of the same shape"));
        }
    }

    private static Finding finding(ReviewContext context, List<SecondaryIndex> group, String why) {
        Table table = context.table();
        String names = String.join(", ", group.stream().map(SecondaryIndex::name).toList());
        String entities = String.join(", ", group.stream().map(g -> NativeKeyShape.writers(table, g).get(0).name())
                .toList());
        String message = group.isEmpty() ? why + "; overloading GSIs frees some, at the price of prefixes to keep"
                : why + ": " + names + " (" + entities + ") could share one overloaded GSI";
        String target = group.isEmpty() ? "GSI1" : group.get(0).name();
        String keys = group.isEmpty() ? "GSI1PK/GSI1SK" : String.join("/",
                group.get(0).keySchema().attributeNames());
        String explanation = "One overloaded GSI serves several entity types: each writes the same generic key "
                + "attributes (" + keys + " on " + target + ") with values that start with its type "
                + "(ORDER#..., INVOICE#...), so their item collections stay apart and a begins_with on the prefix "
                + "reads one type. Gained: one index to create and pay for instead of " + Math.max(2, group.size())
                + ", and room kept under the " + NativeKeyCheck.MAX_GSIS + "-GSI quota. Paid: the prefixes must be "
                + "written and kept consistent by every writer, keys become strings (numbers need padding, no "
                + "typed multi-attribute key), the moved entities' items need the new attributes written (a "
                + "backfill) before the old indexes can be deleted, and all of them share one index's "
                + "throughput. AWS's current guidance prefers one GSI per access pattern with native "
                + "multi-attribute keys while the quota allows; overload when it does not.";
        FindingLocation at = FindingLocation.at(context.tablePath().toString());
        if (!group.isEmpty()) {
            at = at.withIndex(target);
        }
        return Finding.of(ReviewRule.OVERLOAD_GSIS, at, message, explanation);
    }

    /** The key shape: the types of the partition attributes, then of the sort attributes. */
    private static String shape(SecondaryIndex gsi) {
        return gsi.keySchema().partitionKey().stream().map(OverloadGsisCheck::type).toList() + "/"
                + gsi.keySchema().sortKey().stream().map(OverloadGsisCheck::type).toList();
    }

    private static String type(KeyAttribute key) {
        return String.valueOf(key.type());
    }

    private static List<SecondaryIndex> largest(Map<String, List<SecondaryIndex>> groups) {
        List<SecondaryIndex> best = List.of();
        for (List<SecondaryIndex> group : groups.values()) {
            if (group.size() > best.size()) {
                best = group;
            }
        }
        return best;
    }
}
