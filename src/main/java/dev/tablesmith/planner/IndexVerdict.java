package dev.tablesmith.planner;

import java.util.List;
import java.util.Optional;

/**
 * What the planner found for one index: whether it can serve the pattern and how, or why it cannot.
 *
 * @param index      the index name ({@code table} for the base table)
 * @param resolution how it would serve the pattern, or null when it cannot
 * @param reason     in plain words: why it cannot, or what a filter has to discard
 * @param request    the request it would take, when it can serve the pattern
 * @param sorted     whether the results come back in the order the pattern asks for
 * @param alsoRead   other entities whose items the key condition also reads (and a filter or the application drops)
 * @param discarded  attributes whose conditions the request holds neither in its key condition nor in its filter:
 *                   the Query reads every item the key condition selects and the application discards those that
 *                   fail them (a key attribute of a multi-attribute GSI that the key condition cannot take)
 */
public record IndexVerdict(String index, Resolution resolution, String reason, PlannedRequest request,
                           boolean sorted, List<String> alsoRead, List<String> discarded) {
    public IndexVerdict {
        alsoRead = alsoRead == null ? List.of() : List.copyOf(alsoRead);
        discarded = discarded == null ? List.of() : List.copyOf(discarded);
    }

    /** A verdict that leaves no condition to the application. */
    public IndexVerdict(String index, Resolution resolution, String reason, PlannedRequest request,
                        boolean sorted, List<String> alsoRead) {
        this(index, resolution, reason, request, sorted, alsoRead, List.of());
    }

    public IndexVerdict(String index, Resolution resolution, String reason, PlannedRequest request) {
        this(index, resolution, reason, request, true, List.of());
    }

    public static IndexVerdict unusable(String index, String reason) {
        return new IndexVerdict(index, null, reason, null, true, List.of());
    }

    IndexVerdict withOrder(boolean isSorted, List<String> also) {
        return new IndexVerdict(index, resolution, reason, request, isSorted, also, discarded);
    }

    /** This verdict with the attributes whose conditions the application checks after the read. */
    IndexVerdict withDiscarded(List<String> attributes) {
        return new IndexVerdict(index, resolution, reason, request, sorted, alsoRead, attributes);
    }

    public boolean usable() {
        return resolution != null;
    }

    public Optional<PlannedRequest> plannedRequest() {
        return Optional.ofNullable(request);
    }
}
