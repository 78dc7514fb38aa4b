package dev.tablesmith.review;

import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.planner.ScaleEstimates;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * {@code item-size}: DynamoDB refuses an item over 400 KB (attribute names plus values, by its size rules,
 * {@link ItemSize}). Checked on every sample item (the largest per entity, and each explicit item no entity
 * claims), and for entities without sample items on an estimate from the declarations: each attribute's name plus
 * its largest known value (examples, enum) and each key at its widest ({@link KeyWidths}), every value sized by the
 * same rule as the items ({@link ItemSize#ofText}: a number by its base-100 digits, not its characters).
 */
final class ItemSizeCheck implements ReviewCheck {

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        for (Entity entity : context.table().entities()) {
            Optional<ScaleEstimates.SizedItem> largest = context.scale().largestSampleItem(entity);
            if (largest.isPresent()) {
                if (largest.get().bytes() > ItemSize.MAX_ITEM_BYTES) {
                    findings.add(sampleFinding(context, largest.get().item(), entity));
                }
            } else {
                long estimate = declaredBytes(entity, context);
                if (estimate > ItemSize.MAX_ITEM_BYTES) {
                    findings.add(estimateFinding(context, entity, estimate));
                }
            }
        }
        // explicit items no entity claims, in file order
        for (SampleItem item : context.sample().items()) {
            if (item.entityName().isEmpty() && ItemSize.of(item.item()) > ItemSize.MAX_ITEM_BYTES) {
                findings.add(sampleFinding(context, item, null));
            }
        }
    }

    private static Finding sampleFinding(ReviewContext context, SampleItem item, Entity entity) {
        long bytes = ItemSize.of(item.item());
        JsonPointer path = item.origin() == SampleItem.Origin.RECORD && entity != null
                ? context.entityPath(entity).child("records").child(item.sourceIndex())
                : context.tablePath().child("items").child(item.sourceIndex());
        String what = entity == null ? "explicit item items[" + item.sourceIndex() + "]"
                : "a sample " + entity.name() + " item";
        String message = what + " is " + Amounts.bytes(bytes) + " (" + Amounts.of(bytes) + " bytes), over DynamoDB's"
                + " 400 KB item limit" + largestAttribute(item.item());
        FindingLocation at = FindingLocation.at(path.toString()).withEntity(entity == null ? null : entity.name());
        return Finding.of(ReviewRule.ITEM_SIZE, at, message, explanation());
    }

    private static Finding estimateFinding(ReviewContext context, Entity entity, long bytes) {
        String message = entity.name() + " items can reach ~" + Amounts.bytes(bytes) + " from the longest declared"
                + " values, over DynamoDB's 400 KB item limit";
        FindingLocation at = FindingLocation.at(context.entityPath(entity).child("attributes").toString())
                .withEntity(entity.name());
        return Finding.of(ReviewRule.ITEM_SIZE, at, message, explanation());
    }

    private static String explanation() {
        return "An item, attribute names and values together, may be at most 400 KB; DynamoDB refuses a larger"
                + " PutItem or UpdateItem outright. Large items are also expensive before they fail: every read"
                + " costs a unit per 4 KB and every write a unit per 1 KB, on the table and on every index that"
                + " projects them. Split an entity whose parts grow or change separately into several items of one"
                + " item collection (vertical partitioning: a header item plus line or chunk items under the same"
                + " partition key), or keep the large payload in S3 and store its key in the item.";
    }

    private static String largestAttribute(Item item) {
        return item.attributes().entrySet().stream()
                .max(Comparator.comparingLong(e -> ItemSize.ofValue(e.getValue())))
                .map(e -> "; largest attribute: " + e.getKey() + " (" + Amounts.bytes(ItemSize.ofValue(e.getValue()))
                        + ")")
                .orElse("");
    }

    /**
     * Names plus largest known values of the declared attributes, plus each key at its widest (a key the table or
     * an index declares N is sized as a number).
     */
    static long declaredBytes(Entity entity, ReviewContext context) {
        long bytes = 0;
        for (Attribute a : entity.attributes()) {
            long largest = KnownValues.of(entity, a.name(), List.of()).stream()
                    .mapToLong(v -> ItemSize.ofText(a.type(), v)).max().orElse(0);
            bytes += ItemSize.utf8Length(a.name()) + largest;
        }
        for (EntityKey key : entity.keys()) {
            Optional<KeyTemplate> template = ReviewContext.parse(key.template());
            if (template.isPresent()) {
                boolean number = context.keyType(key.attribute()).map(t -> t == ScalarType.N).orElse(false);
                bytes += ItemSize.utf8Length(key.attribute())
                        + KeyWidths.of(template.get(), entity, List.of()).itemBytes(number);
            }
        }
        return bytes;
    }
}
