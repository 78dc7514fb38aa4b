package dev.tablesmith.review;

/**
 * The design-review rules: each has a stable id (used in reports, {@code --json} output and
 * {@code docs/review-rules.md}), a severity and a title. The checks that apply them are the {@code *Check}
 * classes of this package; {@link DesignReview} runs them all.
 */
public enum ReviewRule {
    /** A read pattern no index can serve: a Scan reads (and bills) every item of the table on each call. */
    SCAN_REQUIRED("scan-required", Severity.ERROR, "Pattern needs a Scan"),
    /** A Query whose FilterExpression discards more than 9 of every 10 items it reads (and pays for). */
    FILTER_OVERREAD("filter-overread", Severity.WARNING, "Query reads more than 10x what it returns"),
    /** An access pattern naming an entity the table does not have yet, so it cannot be planned. */
    PATTERN_NEEDS_ENTITY("pattern-needs-entity", Severity.WARNING, "Pattern names an entity the table lacks"),
    /** One partition key value takes more than 1,000 WCU/s or 3,000 RCU/s, the per-partition ceiling. */
    HOT_PARTITION("hot-partition", Severity.ERROR, "Hot partition"),
    /**
     * A table or GSI whose peak is above the per-table quota (40,000 read and write units/s by default), or provisioned
     * tables and GSIs that need more than the account quota (80,000 RCU and 80,000 WCU per Region by default).
     */
    TABLE_THROUGHPUT_QUOTA("table-throughput-quota", Severity.WARNING,
            "Peak above the per-table or account throughput quota"),
    /** An on-demand table or GSI whose peak is above its maximum on-demand throughput. */
    ON_DEMAND_MAXIMUM("on-demand-maximum", Severity.ERROR, "Peak above the maximum on-demand throughput"),
    /** An on-demand table or GSI whose peak is above its warm throughput. */
    WARM_THROUGHPUT("warm-throughput", Severity.WARNING, "Peak above the warm throughput"),
    /** A provisioned table or GSI with fewer capacity units than its peak. */
    PROVISIONED_BELOW_PEAK("provisioned-below-peak", Severity.ERROR, "Provisioned capacity below the peak"),
    /** An item collection estimated over 10 GB on a table with a local secondary index. */
    ITEM_COLLECTION_SIZE("item-collection-size", Severity.WARNING, "Item collection over 10 GB with an LSI"),
    /** An item estimated over DynamoDB's 400 KB item limit. */
    ITEM_SIZE("item-size", Severity.WARNING, "Item over 400 KB"),
    /** A key template that can render a partition key over 2,048 bytes or a sort key over 1,024 bytes. */
    KEY_SIZE("key-size", Severity.WARNING, "Key value over DynamoDB's length limit"),
    /** Free-text S attributes rendered into keys with nothing bounding their length. */
    UNBOUNDED_KEY_VALUE("unbounded-key-value", Severity.INFO, "Key built from text of unbounded length"),
    /** A number inside a string sort key without {@code pad}: {@code ORDER#10} sorts before {@code ORDER#2}. */
    UNPADDED_NUMBER("unpadded-number", Severity.WARNING, "Number in a string sort key without padding"),
    /** A begins_with prefix that also matches other values ({@code USER#1} matches {@code USER#10}). */
    PREFIX_OVERMATCH("prefix-overmatch", Severity.WARNING, "begins_with prefix matches more than it should"),
    /** A table or GSI partition key template that starts with a placeholder instead of an entity-type prefix. */
    MISSING_TYPE_PREFIX("missing-type-prefix", Severity.INFO, "Partition key without an entity-type prefix"),
    /** Two entities whose key templates can produce the same primary key, so one item overwrites the other. */
    OVERLAPPING_KEYS("overlapping-keys", Severity.WARNING, "Two entities can have the same primary key"),
    /** One attribute name declared with two types by different entities of a table. */
    ATTRIBUTE_TYPE_CONFLICT("attribute-type-conflict", Severity.WARNING, "One attribute name, two types"),
    /** Entities sharing item collections of an index whose sort key values are built from different types. */
    KEY_TYPE_MIX("key-type-mix", Severity.WARNING, "Sort key values of different types in one item collection"),
    /** A GSI projecting ALL whose large entries make every write cost more than 1 WCU, read by list queries. */
    OVER_PROJECTION("over-projection", Severity.INFO, "GSI projects ALL of large items"),
    /** A secondary index no read pattern uses. */
    UNUSED_INDEX("unused-index", Severity.WARNING, "Index no pattern uses"),
    /** An entity no read pattern reads. */
    UNREAD_ENTITY("unread-entity", Severity.INFO, "Entity no pattern reads"),
    /** An UpdateItem, DeleteItem or ConditionCheck of a write pattern that does not know its item's full key. */
    WRITE_KEY_UNKNOWN("write-key-unknown", Severity.ERROR, "Write cannot name its item"),
    /** A live denormalized copy that no write pattern updates. */
    LIVE_COPY_UNMAINTAINED("live-copy-unmaintained", Severity.WARNING, "Live copy no write pattern maintains"),
    /** A stream-maintained aggregate on a table without a stream, or whose stream lacks the images it needs. */
    AGGREGATE_STREAM("aggregate-stream", Severity.WARNING, "Aggregate without a suitable stream"),
    /** A value a write pattern's condition relies on (stock) kept by a stream instead of the writing transaction. */
    INVARIANT_BY_STREAM("invariant-by-stream", Severity.ERROR, "Invariant maintained by a stream"),
    /** A Put of an entity with a unique value outside a transaction, so its guard item cannot go with it. */
    UNIQUE_WITHOUT_TRANSACTION("unique-without-transaction", Severity.WARNING,
            "Unique value written without a transaction"),
    /** An entity's expiry attribute that the table's TTL does not use, or that is not a number. */
    TTL_ATTRIBUTE("ttl-attribute", Severity.WARNING, "Expiry attribute TTL will not act on"),
    /** The price table the design's region is priced from is more than 12 months old. */
    STALE_PRICES("stale-prices", Severity.INFO, "Prices more than 12 months old"),
    /** A GSI keyed by composite strings of attributes the item has, which a native multi-attribute key can replace. */
    NATIVE_MULTI_ATTRIBUTE_KEY("native-multi-attribute-key", Severity.INFO,
            "Composite-string GSI key that can be a multi-attribute key"),
    /** Many GSIs (near the 20 default) or several sparse one-entity GSIs of one key shape: overloading is an option. */
    OVERLOAD_GSIS("overload-gsis", Severity.INFO, "GSIs that could share one overloaded index");

    private final String id;
    private final Severity severity;
    private final String title;

    ReviewRule(String id, Severity severity, String title) {
        this.id = id;
        this.severity = severity;
        this.title = title;
    }

    /** The stable id, e.g. {@code scan-required}. */
    public String id() {
        return id;
    }

    public Severity severity() {
        return severity;
    }

    /** A short title for reports and the rule reference. */
    public String title() {
        return title;
    }
}
