package dev.tablesmith.classroom;

import dev.tablesmith.planner.Resolution;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/**
 * "Learn why": for every design-review rule id and every planner {@link Resolution}, a short explanation and the
 * lesson step that teaches it.
 */
public final class Explanations {
    private static final Map<String, Explanation> RULES = Map.ofEntries(
            rule("scan-required", "No index has a key that selects this pattern's items, so DynamoDB must read "
                    + "every item of the table and bill for all of them.", "filter-expression", 1),
            rule("filter-overread", "The key condition reads far more items than the pattern returns; the "
                    + "FilterExpression drops the rest after the read, and the read is billed in full.",
                    "filter-expression", 0),
            rule("pattern-needs-entity", "A pattern is served by the key templates of the entities it returns; "
                    + "until the table has the entity, there is nothing to plan it on.", "access-patterns-first", 0),
            rule("hot-partition", "One partition serves about 1,000 write and 3,000 read units a second; a key "
                    + "hotter than that is throttled however much capacity the table has.", "write-sharding", 0),
            rule("table-throughput-quota", "Any one table and any one of its GSIs serve at most 40,000 read and "
                    + "40,000 write units a second by default; more needs a quota increase.", "write-sharding", 0),
            rule("on-demand-maximum", "A maximum on-demand throughput caps an on-demand table or GSI: requests "
                    + "past it are throttled instead of scaled.", "write-sharding", 0),
            rule("warm-throughput", "A table serves its warm throughput instantly; past it, DynamoDB has to scale "
                    + "out first and throttles the burst meanwhile.", "write-sharding", 0),
            rule("provisioned-below-peak", "A provisioned table or GSI serves only the capacity units it has; the "
                    + "rest of the peak is throttled.", "write-sharding", 0),
            rule("item-collection-size", "A table with a local secondary index caps every item collection at "
                    + "10 GB.", "item-collections", 2),
            rule("item-size", "An item may be at most 400 KB; split a large entity into several items of one "
                    + "collection.", "item-collections", 2),
            rule("key-size", "A partition key value may be at most 2,048 bytes and a sort key value 1,024 bytes.",
                    "key-overloading", 2),
            rule("unbounded-key-value", "Free text in a key can grow past the key size limits; build keys from "
                    + "ids and dates.", "key-overloading", 2),
            rule("unpadded-number", "Sort keys compare as strings, so ORDER#10 sorts before ORDER#2 unless numbers "
                    + "are padded to one width.", "hierarchies", 2),
            rule("prefix-overmatch", "begins_with matches every value that starts with the prefix: DEPT#1 also "
                    + "matches DEPT#10. End the prefix where the level ends.", "hierarchies", 1),
            rule("missing-type-prefix", "A key value without an entity-type prefix cannot tell one entity's "
                    + "items from another's.", "key-overloading", 1),
            rule("overlapping-keys", "Two entities whose templates can render the same primary key overwrite "
                    + "each other's items; distinct prefixes keep them apart.", "key-overloading", 1),
            rule("attribute-type-conflict", "An overloaded attribute name should keep one type across the "
                    + "entities that write it.", "key-overloading", 2),
            rule("key-type-mix", "Sort key values of different types in one collection do not sort the way a "
                    + "range query expects.", "hierarchies", 2),
            rule("over-projection", "An index projecting ALL copies the whole item on every write; INCLUDE "
                    + "copies only what its patterns read.", "gsi-overloading", 2),
            rule("unused-index", "Every GSI is written on each base write that changes its keys; an index no "
                    + "pattern reads is pure cost.", "gsi-overloading", 2),
            rule("unread-entity", "An entity no pattern reads suggests the access-pattern list is incomplete.",
                    "access-patterns-first", 2),
            rule("write-key-unknown", "A write names one item by its full primary key: every placeholder of the "
                    + "entity's key templates must be an input of the write.", "access-patterns-first", 1),
            rule("live-copy-unmaintained", "A live copy of an attribute must be rewritten whenever its source "
                    + "changes; if no write does it, the copies drift apart.", "writes", 1),
            rule("aggregate-stream", "A value kept from a stream needs the stream on, with the images its rule "
                    + "reads: a change needs NEW_AND_OLD_IMAGES.", "writes", 2),
            rule("invariant-by-stream", "A stream runs after the write has returned; a rule that must hold at "
                    + "once belongs in a transaction with a condition.", "writes", 0),
            rule("unique-without-transaction", "A unique value is kept by a second item written with "
                    + "attribute_not_exists in the same transaction as the first.", "writes", 0),
            rule("ttl-attribute", "TTL deletes an item only when its expiry attribute is a number of epoch "
                    + "seconds on the attribute the table names.", "writes", 2),
            rule("stale-prices", "A cost comparison is only as current as its prices: DynamoDB halved on-demand "
                    + "throughput prices in November 2024, which moved the break-even between on-demand and "
                    + "provisioned capacity.", "filter-expression", 0),
            rule("native-multi-attribute-key", "A GSI key can be up to 4 partition and 4 sort attributes the item "
                    + "already has, typed: no synthetic composite string to write, pad or backfill.",
                    "gsi-overloading", 2),
            rule("overload-gsis", "One GSI with generic, type-prefixed keys can serve several entity types: one "
                    + "index to pay for instead of many, against prefixes to keep and a backfill.",
                    "gsi-overloading", 2));

    private static final Map<Resolution, Explanation> RESOLUTIONS = new EnumMap<>(Map.of(
            Resolution.GET_ITEM, new Explanation("The full primary key is known, so one GetItem reads exactly "
                    + "one item.", new LessonLink("access-patterns-first", 1)),
            Resolution.QUERY, new Explanation("The key condition selects one item collection (or a sort key "
                    + "range of it), so the Query reads only what it returns.", new LessonLink("item-collections",
                    0)),
            Resolution.QUERY_WITH_FILTER, new Explanation("The key condition reads more than the pattern wants; "
                    + "the filter drops items after the read, which is billed in full.",
                    new LessonLink("filter-expression", 0)),
            Resolution.SCAN, new Explanation("No index can select the items, so a Scan reads the whole table.",
                    new LessonLink("filter-expression", 1)),
            Resolution.WRITE, new Explanation("A write costs a write on the table plus one on every index whose "
                    + "keys it changes; a sparse index key can move the item in or out of the index.",
                    new LessonLink("sparse-index", 2))));

    private Explanations() {
    }

    /** The explanation of a review finding's rule, by rule id (e.g. {@code scan-required}). */
    public static Optional<Explanation> forRule(String ruleId) {
        return Optional.ofNullable(RULES.get(ruleId));
    }

    /** The explanation of a planner verdict. */
    public static Explanation forResolution(Resolution resolution) {
        return RESOLUTIONS.get(resolution);
    }

    private static Map.Entry<String, Explanation> rule(String id, String why, String lesson, int step) {
        return Map.entry(id, new Explanation(why, new LessonLink(lesson, step)));
    }
}
