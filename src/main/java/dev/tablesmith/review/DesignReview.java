package dev.tablesmith.review;

import dev.tablesmith.model.Design;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The design review: applies every {@link ReviewRule} to each table of a design and returns the findings.
 *
 * <p>The review judges the quality of a design the {@link DesignValidator} accepts: whether every access pattern is
 * a GetItem or a Query (through the planner), whether any partition is hotter than one partition can serve,
 * whether keys and items stay inside DynamoDB's size limits, whether key templates sort and prefix the way
 * queries need, and whether indexes and entities are used. Structural errors (more than 20 GSIs, 5 LSIs or 100
 * INCLUDE-projected attributes, conflicting key attribute types, ...) are the validator's and are not repeated.
 * On a design the validator rejects, checks skip what they cannot read.
 *
 * <p>Order: ERROR findings first, then WARNING, then INFO; within a severity, table by table, in the order of the
 * checks below, and within a check in the order of the design's entities, indexes and patterns. Stateless but
 * for the clock that dates the price table.
 */
public final class DesignReview {
    private static final List<ReviewCheck> CHECKS = List.of(new PatternResolutionCheck(), new PatternEntityCheck(),
            new HotPartitionCheck(), new TableThroughputCheck(),
            new ItemCollectionSizeCheck(), new ItemSizeCheck(), new KeySizeCheck(), new SortKeyNumberCheck(),
            new BeginsWithPrefixCheck(), new TypePrefixCheck(), new OverlappingKeysCheck(), new AttributeTypeCheck(),
            new KeyTypeMixCheck(), new ProjectionCheck(), new UsageCheck(), new WriteDesignCheck(),
            new DerivedDataCheck(), new NativeKeyCheck(), new OverloadGsisCheck());

    private final Clock clock;

    /** A review that dates the price table by the system clock. */
    public DesignReview() {
        this(Clock.systemUTC());
    }

    /** A review that dates the price table by {@code clock} ({@code stale-prices}). */
    public DesignReview(Clock clock) {
        this.clock = clock;
    }

    /** Every finding of the design, in a stable order. */
    public List<Finding> review(Design design) {
        List<Finding> findings = new ArrayList<>();
        new StalePricesCheck(clock).check(design, findings);
        AccountThroughputCheck account = new AccountThroughputCheck();
        for (int t = 0; t < design.tables().size(); t++) {
            ReviewContext context = new ReviewContext(design.tables().get(t), t, design.pricing());
            for (ReviewCheck check : CHECKS) {
                check.check(context, findings);
            }
            account.add(context);
        }
        account.check(findings);
        findings.sort(Comparator.comparing(Finding::severity));
        return findings.stream().distinct().toList();
    }
}
