package dev.tablesmith.review;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

/**
 * "Did you mean ...?" for misspelt names: the closest candidate within an edit distance of 2 (insertions,
 * deletions, substitutions and swaps of two neighbouring characters), and closer than the name is long, so
 * that {@code id} does not suggest {@code sk}. A difference of case alone always counts as close.
 */
public final class NameSuggestions {
    /** The largest edit distance that still suggests a name. */
    public static final int MAX_DISTANCE = 2;

    private NameSuggestions() {
    }

    /** The candidate closest to {@code name}, if one is close enough; ties go to the earlier candidate. */
    public static Optional<String> closest(String name, Collection<String> candidates) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : candidates) {
            if (candidate.equals(name) || Math.abs(candidate.length() - name.length()) > MAX_DISTANCE) {
                continue; // the distance is at least the difference in length: never close enough
            }
            int distance = candidate.equalsIgnoreCase(name) ? 0 : distance(name, candidate);
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        boolean closeEnough = best != null && bestDistance <= MAX_DISTANCE
                && (bestDistance == 0 || bestDistance < name.length());
        return closeEnough ? Optional.of(best) : Optional.empty();
    }

    /** {@code "; did you mean 'orderDate'?"}, or the empty string when nothing is close. */
    public static String didYouMean(String name, Collection<String> candidates) {
        return closest(name, candidates).map(s -> "; did you mean '" + s + "'?").orElse("");
    }

    /** Optimal string alignment distance, case-insensitive. */
    static int distance(String a, String b) {
        String x = a.toLowerCase(Locale.ROOT);
        String y = b.toLowerCase(Locale.ROOT);
        int[][] d = new int[x.length() + 1][y.length() + 1];
        for (int i = 0; i <= x.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= y.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= x.length(); i++) {
            for (int j = 1; j <= y.length(); j++) {
                int cost = x.charAt(i - 1) == y.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && x.charAt(i - 1) == y.charAt(j - 2) && x.charAt(i - 2) == y.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[x.length()][y.length()];
    }
}
