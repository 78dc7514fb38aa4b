package dev.tablesmith.review;

import dev.tablesmith.planner.ScaleEstimates;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.template.KeyTemplate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code item-collection-size}: on a table with a local secondary index, DynamoDB limits each item collection
 * (the table items with one partition key value plus their LSI entries) to 10 GB and refuses writes that would
 * grow it further. Without an LSI there is no such limit, so the check runs only on tables that have one.
 *
 * <p>Estimate per table partition key template: for each entity that writes it, items per partition key value
 * (item count / distinct values of the template, {@link ScaleEstimates}) times the average item size plus the
 * average size of its entries in each LSI it appears in; entities with the same template share collections and
 * add up.
 */
final class ItemCollectionSizeCheck implements ReviewCheck {
    /** 10 GB, as DynamoDB counts it. */
    static final double MAX_COLLECTION_BYTES = 10.0 * 1024 * 1024 * 1024;

    private record Share(Entity entity, double items, double bytesPerItem) {
        double bytes() {
            return items * bytesPerItem;
        }
    }

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        List<SecondaryIndex> lsis = context.table().localSecondaryIndexes();
        if (lsis.isEmpty()) {
            return;
        }
        String pk = context.table().keySchema().partitionKeyAttribute().name();
        Map<String, List<Share>> collections = new LinkedHashMap<>();
        for (Entity entity : context.table().entities()) {
            Optional<KeyTemplate> template = context.template(entity, pk);
            if (template.isEmpty()) {
                continue;
            }
            double items = context.scale().itemCount(entity)
                    / context.scale().distinctKeyValues(entity, List.of(template.get()), Set.of());
            double perItem = context.scale().averageItemBytes(entity);
            for (SecondaryIndex lsi : lsis) {
                boolean inIndex = lsi.keySchema().sortKey().stream().allMatch(k -> entity.key(k.name()).isPresent());
                if (inIndex) {
                    perItem += context.scale().averageEntryBytes(entity, IndexSpec.of(context.table(), lsi));
                }
            }
            collections.computeIfAbsent(template.get().toString(), k -> new ArrayList<>())
                    .add(new Share(entity, items, perItem));
        }
        collections.forEach((template, shares) -> {
            double total = shares.stream().mapToDouble(Share::bytes).sum();
            if (total > MAX_COLLECTION_BYTES) {
                findings.add(finding(context, template, shares, total, lsis));
            }
        });
    }

    private static Finding finding(ReviewContext context, String template, List<Share> shares, double total,
                                   List<SecondaryIndex> lsis) {
        Share largest = shares.stream().max((a, b) -> Double.compare(a.bytes(), b.bytes())).orElseThrow();
        List<String> parts = new ArrayList<>();
        for (Share share : shares) {
            parts.add(share.entity().name() + " " + Amounts.of(share.items()) + " items x "
                    + Amounts.bytes(share.bytesPerItem()));
        }
        String names = String.join(", ", lsis.stream().map(SecondaryIndex::name).toList());
        String message = "item collections of " + template + " reach ~" + Amounts.bytes(total) + " each ("
                + String.join(" + ", parts) + "), over the 10 GB an item collection may hold on a table with an"
                + " LSI (" + names + ")";
        String explanation = "The 10 GB limit on an item collection (all table items with one partition key value,"
                + " plus their entries in local secondary indexes) exists only when the table has an LSI; once a"
                + " collection reaches it, DynamoDB refuses further writes to that partition key value"
                + " (ItemCollectionSizeLimitExceededException). Without any LSI a collection can grow past 10 GB"
                + " freely, which is why experienced modelers prefer GSIs: a GSI adds no such ceiling and can be"
                + " added later, while an LSI is fixed when the table is created. Split the collection across more"
                + " partition key values (add a time bucket or a shard to the partition key), or rebuild the table"
                + " with a GSI in place of the LSI.";
        FindingLocation at = FindingLocation.at(context.templatePath(largest.entity(),
                        context.table().keySchema().partitionKeyAttribute().name()).toString())
                .withEntity(largest.entity().name()).withTemplate(template, 0).withIndex(lsis.get(0).name());
        return Finding.of(ReviewRule.ITEM_COLLECTION_SIZE, at, message, explanation);
    }
}
