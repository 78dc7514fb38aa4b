package dev.tablesmith.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * What every run must satisfy, whatever its input (issue 20): nothing escapes the command, no stack trace, an exit
 * code of 0, 1 or 2, every standard-error line at most {@value #MAX_LINE} characters and naming the file it is about
 * (or one of the {@link #UNLOCATED_BY_DESIGN} lines), and no {@code NaN} or {@code Infinity} printed as a number.
 */
final class FuzzOracle {
    /** The longest standard-error line allowed: a located message with a capped quoted value fits well within. */
    static final int MAX_LINE = 400;

    /**
     * Lines that name no file on purpose, each with its reason. The request commands answer as DynamoDB does: the
     * first standard-error line is DynamoDB's error type and message, the same as the error body on standard output
     * (DynamoDB's own messages name no file; the request file is the command's only request); validate closes with
     * a count of the files and problems it has just listed, each on a located line.
     */
    static final Map<Pattern, String> UNLOCATED_BY_DESIGN = Map.of(
            Pattern.compile("^(ValidationException|ResourceNotFoundException|SerializationException): .*"),
            "the request commands print DynamoDB's error type and message as DynamoDB returns them",
            Pattern.compile("^\\d+ files? checked: .*"),
            "validate's closing count, after the located line of each problem");

    /** What a problem a known defect explains starts with; a run with only these does not fail the suite. */
    static final String KNOWN = "known: ";

    /**
     * Defects the suite found and that are not fixed yet, each with a disabled regression case in
     * {@link FuzzRegressionsTest} that names it; the suite counts a line they explain instead of failing on it.
     * None today: every defect found so far is fixed and replayed by {@link FuzzRegressionsTest}.
     */
    static final Map<Predicate<String>, String> KNOWN_DEFECTS = Map.of();

    private static final Pattern STACK_FRAME = Pattern.compile("^\\s*at [\\w$.]+\\(.*\\)\\s*$");
    private static final Pattern JAVA_LEAK = Pattern.compile(
            "Exception in thread|\\bjava\\.(lang|io|nio|util)\\.|com\\.fasterxml|\\bat dev\\.tablesmith|"
                    + "Exception\\b|\\b[A-Z]\\w*Error\\b");
    private static final Pattern NOT_A_NUMBER = Pattern.compile("\\b(NaN|-?Infinity)\\b");

    private FuzzOracle() {
    }

    /**
     * Every way {@code outcome} breaks the rules; empty when it keeps them.
     *
     * @param locations the strings of which a located line names at least one (the input files' paths)
     * @param inputText the mutated input as text, so that a {@code NaN} the input itself holds is not blamed
     */
    static List<String> problems(CliOutcome outcome, List<String> locations, String inputText) {
        return problems(outcome, locations, inputText, false);
    }

    /** As {@link #problems(CliOutcome, List, String)}; with {@code tolerateKnown}, a line a known defect explains
     * is one problem starting with {@value #KNOWN} instead of its rule breaks. */
    static List<String> problems(CliOutcome outcome, List<String> locations, String inputText,
            boolean tolerateKnown) {
        List<String> problems = new ArrayList<>();
        if (outcome.timedOut()) {
            problems.add("ran longer than the time bound");
            return problems;
        }
        if (outcome.thrown() != null) {
            problems.add("uncaught " + outcome.thrown().getClass().getName() + ": " + first(outcome.thrown()));
        }
        if (outcome.thrown() == null && (outcome.exitCode() < 0 || outcome.exitCode() > 2)) {
            problems.add("exit code " + outcome.exitCode());
        }
        for (String line : outcome.err().split("\n")) {
            if (line.isBlank()) {
                continue;
            }
            String shown = line.length() > 160 ? line.substring(0, 160) + "..." : line;
            if (tolerateKnown) {
                String known = known(line);
                if (known != null) {
                    problems.add(KNOWN + known);
                    continue;
                }
            }
            if (line.length() > MAX_LINE) {
                problems.add("standard-error line of " + line.length() + " characters: " + shown);
            }
            if (STACK_FRAME.matcher(line).matches() || (JAVA_LEAK.matcher(line).find() && !byDesign(line))) {
                problems.add("stack trace or Java name on standard error: " + shown);
            } else if (locations.stream().noneMatch(line::contains) && !byDesign(line)) {
                problems.add("standard-error line names no file: " + shown);
            }
        }
        if (NOT_A_NUMBER.matcher(outcome.out()).find() && !NOT_A_NUMBER.matcher(inputText).find()) {
            problems.add("NaN or Infinity on standard output");
        }
        return problems;
    }

    /** Whether generated output {@code text} (an exported file) holds a NaN or an Infinity the input did not. */
    static boolean notANumber(String text, String inputText) {
        return NOT_A_NUMBER.matcher(text).find() && !NOT_A_NUMBER.matcher(inputText).find();
    }

    private static String known(String line) {
        return KNOWN_DEFECTS.entrySet().stream().filter(e -> e.getKey().test(line))
                .map(Map.Entry::getValue).findFirst().orElse(null);
    }

    /** The length of the longest run of one repeated character in {@code line}. */
    static int longestRun(String line) {
        int longest = 0;
        int run = 0;
        for (int i = 0; i < line.length(); i++) {
            run = i > 0 && line.charAt(i) == line.charAt(i - 1) ? run + 1 : 1;
            longest = Math.max(longest, run);
        }
        return longest;
    }

    private static boolean byDesign(String line) {
        return UNLOCATED_BY_DESIGN.keySet().stream().anyMatch(pattern -> pattern.matcher(line).matches());
    }

    private static String first(Throwable thrown) {
        String message = String.valueOf(thrown.getMessage());
        return message.lines().findFirst().orElse("").substring(0, Math.min(160, message.length()));
    }
}
