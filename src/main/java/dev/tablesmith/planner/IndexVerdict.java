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
 */
public record IndexVerdict(String index, Resolution resolution, String reason, PlannedRequest request,
                           boolean sorted, List<String> alsoRead) {
    public IndexVerdict {
        alsoRead = alsoRead == null ? List.of() : List.copyOf(alsoRead);
    }

    public IndexVerdict(String index, Resolution resolution, String reason, PlannedRequest request) {
        this(index, resolution, reason, request, true, List.of());
    }

    public static IndexVerdict unusable(String index, String reason) {
        return new IndexVerdict(index, null, reason, null, true, List.of());
    }

    IndexVerdict withOrder(boolean isSorted, List<String> also) {
        return new IndexVerdict(index, resolution, reason, request, isSorted, also);
    }

    public boolean usable() {
        return resolution != null;
    }

    public Optional<PlannedRequest> plannedRequest() {
        return Optional.ofNullable(request);
    }
}
