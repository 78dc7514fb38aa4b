package dev.tablesmith.ui.startup;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@code --startup-report} was asked to measure: the start screen alone, or also opening a design (a bundled
 * example by name, or a {@code *.tablesmith.json} file), optionally with its sample records replaced by
 * {@code generate} generated ones spread evenly over its entities.
 *
 * @param open     the example name or design file to open once the start screen is interactive, if any
 * @param generate how many records to generate for the opened design; 0 keeps its own records
 */
public record StartupReportOptions(Optional<String> open, int generate) {
    /** The flag that turns a launch into a startup report. */
    public static final String FLAG = "--startup-report";
    private static final String OPEN = "--open";
    private static final String GENERATE = "--generate";
    private static final String USAGE = "usage: tablesmith " + FLAG + " [" + OPEN + " <example or file>] ["
            + GENERATE + " <records>]";

    public StartupReportOptions {
        Objects.requireNonNull(open, "open");
        if (generate < 0) {
            throw new IllegalArgumentException("the record count cannot be negative: " + generate);
        }
    }

    /** Whether the arguments ask for a startup report (the first one is {@code --startup-report}). */
    public static boolean requested(List<String> arguments) {
        return !arguments.isEmpty() && FLAG.equals(arguments.get(0));
    }

    /**
     * Reads {@code --startup-report [--open <example or file>] [--generate <records>]}.
     *
     * @return empty when the arguments do not start with {@code --startup-report}
     * @throws IllegalArgumentException with a one-line message for anything else after the flag
     */
    public static Optional<StartupReportOptions> parse(List<String> arguments) {
        if (!requested(arguments)) {
            return Optional.empty();
        }
        String open = null;
        int generate = 0;
        for (int i = 1; i < arguments.size(); i++) {
            String option = arguments.get(i);
            if (!OPEN.equals(option) && !GENERATE.equals(option)) {
                throw new IllegalArgumentException("unknown option '" + option + "'; " + USAGE);
            }
            if (i + 1 >= arguments.size()) {
                throw new IllegalArgumentException(option + " needs a value; " + USAGE);
            }
            String value = arguments.get(++i);
            if (OPEN.equals(option)) {
                open = value;
            } else {
                generate = records(value);
            }
        }
        if (generate > 0 && open == null) {
            throw new IllegalArgumentException(GENERATE + " needs " + OPEN + " (the design to generate records for); "
                    + USAGE);
        }
        return Optional.of(new StartupReportOptions(Optional.ofNullable(open), generate));
    }

    private static int records(String value) {
        try {
            int count = Integer.parseInt(value.replace("_", "").replace(",", ""));
            if (count < 0) {
                throw new IllegalArgumentException(GENERATE + " cannot be negative: " + value);
            }
            return count;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(GENERATE + " takes a whole number of records, not '" + value + "'");
        }
    }
}
