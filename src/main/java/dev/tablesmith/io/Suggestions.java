package dev.tablesmith.io;

import java.util.Collection;
import java.util.Optional;

/** "Did you mean ...?" for misspelt field and attribute names. */
final class Suggestions {
    private Suggestions() {
    }

    /**
     * The known name closest to {@code typed}: one that differs only in letter case, or else one within two
     * edits (insert, delete, replace a character) of it when the names are long enough for that to be a slip.
     */
    static Optional<String> closest(String typed, Collection<String> known) {
        for (String candidate : known) {
            if (candidate.equalsIgnoreCase(typed)) {
                return Optional.of(candidate);
            }
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            if (Math.abs(typed.length() - candidate.length()) > 2) {
                continue; // the distance is at least the difference in length: never close enough
            }
            int distance = editDistance(typed.toLowerCase(java.util.Locale.ROOT),
                    candidate.toLowerCase(java.util.Locale.ROOT));
            int allowed = Math.min(2, Math.min(typed.length(), candidate.length()) / 3);
            if (distance <= allowed && distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return Optional.ofNullable(best);
    }

    /** " (did you mean 'x'?)" or nothing. */
    static String didYouMean(String typed, Collection<String> known) {
        return closest(typed, known).map(s -> " (did you mean '" + s + "'?)").orElse("");
    }

    private static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int replace = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(replace, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
