package dev.tablesmith.ui.serve;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.PatternMatch;
import dev.tablesmith.ui.Plurals;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;

/**
 * The Traffic list's rows, its filter and its tally: the latest {@link ServeViewModel#MAX_ROWS} requests in arrival
 * order, the rows one pattern served (or none, or the Scans), and how many requests each pattern of the design served
 * since the list was last cleared or opened. Changed on the UI thread only.
 */
final class TrafficList {
    private final Supplier<Design> design;
    private final ObservableList<TrafficRow> rows = FXCollections.observableArrayList();
    private final FilteredList<TrafficRow> shown = new FilteredList<>(rows, r -> true);
    private final StringProperty filter = new SimpleStringProperty(ServeViewModel.ALL);
    private final ObservableList<String> filterChoices = FXCollections.observableArrayList();
    private final ObservableList<TallyRow> tally = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final Map<String, Long> servedBy = new LinkedHashMap<>();
    private final Map<PatternMatch.Verdict, Long> byVerdict = new EnumMap<>(PatternMatch.Verdict.class);
    private long total;

    TrafficList(Supplier<Design> design) {
        this.design = design;
        filter.addListener((obs, old, now) -> applyFilter());
        designChanged();
    }

    /** Requests that just arrived, appended (the oldest leave the list past its limit). */
    void add(List<TrafficRow> batch) {
        batch.forEach(this::count);
        rows.addAll(batch);
        if (rows.size() > ServeViewModel.MAX_ROWS) {
            rows.remove(0, rows.size() - ServeViewModel.MAX_ROWS);
        }
        refreshTally();
    }

    /** The list replaced (a log opened, or every row matched again), counted afresh. */
    void replace(List<TrafficRow> all) {
        resetCounts();
        all.forEach(this::count);
        int from = Math.max(0, all.size() - ServeViewModel.MAX_ROWS);
        rows.setAll(all.subList(from, all.size()));
        refreshTally();
    }

    void clear() {
        rows.clear();
        resetCounts();
        refreshTally();
    }

    /** The design's patterns changed: the filter choices and the tally lines follow. */
    void designChanged() {
        String chosen = filter.get();
        List<String> choices = new ArrayList<>();
        choices.add(ServeViewModel.ALL);
        for (Table table : design.get().tables()) {
            table.accessPatterns().forEach(p -> choices.add(p.id()));
        }
        choices.add(ServeViewModel.NO_PATTERN);
        choices.add(ServeViewModel.SCANS);
        filterChoices.setAll(choices);
        filter.set(choices.contains(chosen) ? chosen : ServeViewModel.ALL);
        refreshTally();
    }

    private void count(TrafficRow row) {
        total++;
        row.match().ifPresent(m -> {
            byVerdict.merge(m.verdict(), 1L, Long::sum);
            if (m.verdict() == PatternMatch.Verdict.PATTERN) {
                m.patterns().stream().map(p -> p.id()).distinct().forEach(id -> servedBy.merge(id, 1L, Long::sum));
            }
        });
    }

    private void resetCounts() {
        total = 0;
        servedBy.clear();
        byVerdict.clear();
    }

    private void applyFilter() {
        String f = filter.get();
        if (f == null || ServeViewModel.ALL.equals(f)) {
            shown.setPredicate(r -> true);
        } else if (ServeViewModel.NO_PATTERN.equals(f)) {
            shown.setPredicate(r -> r.verdictIs(PatternMatch.Verdict.NO_PATTERN));
        } else if (ServeViewModel.SCANS.equals(f)) {
            shown.setPredicate(r -> r.verdictIs(PatternMatch.Verdict.SCAN));
        } else {
            shown.setPredicate(r -> r.serves(f));
        }
    }

    private void refreshTally() {
        List<TallyRow> lines = new ArrayList<>();
        for (Table table : design.get().tables()) {
            for (AccessPattern p : table.accessPatterns()) {
                lines.add(new TallyRow(p.id(), p.id() + "  " + p.name(), servedBy.getOrDefault(p.id(), 0L),
                        "serve-pattern"));
            }
        }
        long none = byVerdict.getOrDefault(PatternMatch.Verdict.NO_PATTERN, 0L);
        long scans = byVerdict.getOrDefault(PatternMatch.Verdict.SCAN, 0L);
        lines.add(new TallyRow(ServeViewModel.NO_PATTERN, "no access pattern", none, "serve-no-pattern"));
        lines.add(new TallyRow(ServeViewModel.SCANS, "Scan", scans, "serve-scan"));
        tally.setAll(lines);
        String text = Plurals.count(total, "request") + (none == 0 ? "" : ", " + none + " with no access pattern")
                + (scans == 0 ? "" : ", " + Plurals.count(scans, "Scan"));
        if (total > rows.size()) {
            text += " (the list shows the latest " + String.format(Locale.ROOT, "%,d", rows.size()) + ")";
        }
        summary.set(text);
    }

    ObservableList<TrafficRow> rows() {
        return rows;
    }

    ObservableList<TrafficRow> shown() {
        return shown;
    }

    StringProperty filterProperty() {
        return filter;
    }

    ObservableList<String> filterChoices() {
        return filterChoices;
    }

    ObservableList<TallyRow> tally() {
        return tally;
    }

    ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}
