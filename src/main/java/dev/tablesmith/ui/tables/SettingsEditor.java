package dev.tablesmith.ui.tables;

import dev.tablesmith.edit.TableSettingsEdits;
import dev.tablesmith.edit.ThroughputLimits;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.WarmThroughput;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.Problem;
import dev.tablesmith.review.TableChangeCheck;
import dev.tablesmith.ui.DesignSession;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The logic of the table settings dialog: billing mode (on-demand, or provisioned with whole read and write capacity
 * units of at least 1 for the table and for each GSI), the TTL attribute (blank: off), the stream view type and
 * point-in-time recovery, and the maximum on-demand throughput (on-demand only) and warm throughput of the table and of
 * each GSI (whole units of at least 1, blank for none). Problems are found as the user types, by the validator's own rules, and shown at their
 * field; applying is one undoable edit ({@link TableSettingsEdits}).
 */
public final class SettingsEditor {
    /** Capacity units a form starts from when the table has none. */
    static final String DEFAULT_CAPACITY = IndexEditor.DEFAULT_CAPACITY;
    private static final String UNITS = "read and write capacity are whole numbers of units, at least "
            + TableChangeCheck.MIN_CAPACITY_UNITS;

    private static final String LIMIT_UNITS = "maximum and warm throughput are whole numbers of units per second,"
            + " at least 1, or blank for none";
    /** What {@link #optionalUnits} gives for blank (not set) and for text that is not units. */
    private static final long BLANK = 0;
    private static final long INVALID = -1;

    private final DesignSession session;

    public SettingsEditor(DesignSession session) {
        this.session = session;
    }

    /** The form filled from the table's settings as they are. */
    public SettingsForm current() {
        Table table = session.table();
        TableSettings settings = table.settings();
        Throughput own = settings.provisioned();
        Map<String, SettingsForm.Capacity> gsis = new LinkedHashMap<>();
        Map<String, SettingsForm.Limits> gsiLimits = new LinkedHashMap<>();
        for (SecondaryIndex index : table.globalSecondaryIndexes()) {
            Throughput throughput = index.provisioned() != null ? index.provisioned() : own;
            gsis.put(index.name(), capacity(throughput));
            gsiLimits.put(index.name(), limits(index.onDemandThroughput(), index.warmThroughput()));
        }
        SettingsForm.Capacity table0 = capacity(own);
        return new SettingsForm(settings.billingMode(), table0.read(), table0.write(), gsis,
                settings.ttlAttribute(), settings.streamViewType(), settings.pointInTimeRecovery(),
                limits(settings.onDemandThroughput(), settings.warmThroughput()), gsiLimits);
    }

    /**
     * The candidates for the TTL attribute: the table's TTL attribute and the attributes the entities declare as
     * numbers (DynamoDB only expires items whose TTL attribute is an N).
     */
    public List<String> ttlCandidates() {
        java.util.TreeSet<String> names = new java.util.TreeSet<>();
        String current = session.table().settings().ttlAttribute();
        if (current != null) {
            names.add(current);
        }
        session.table().entities().stream().flatMap(e -> e.attributes().stream())
                .filter(a -> a.type() == AttributeType.N).map(Attribute::name).forEach(names::add);
        return List.copyOf(names);
    }

    public FormCheck check(SettingsForm form) {
        Map<IndexField, String> problems = new EnumMap<>(IndexField.class);
        Optional<Parsed> parsed = parse(form, problems);
        if (parsed.isEmpty()) {
            return new FormCheck(problems, List.of());
        }
        Table table = session.table();
        List<Problem> found = TableSettingsEdits.problems(table, parsed.get().settings(), parsed.get().gsis(),
                parsed.get().gsiLimits());
        String tablePath = TableChangeCheck.tablePath();
        for (Problem problem : found) {
            String path = problem.path();
            IndexField field = path.startsWith(tablePath + "/billing") ? IndexField.BILLING
                    : path.startsWith(tablePath + "/ttlAttribute") ? IndexField.TTL
                    : path.endsWith("/provisioned") ? IndexField.CAPACITY : IndexField.FORM;
            problems.putIfAbsent(field, problem.message());
        }
        Table after = TableSettingsEdits.plan(table, parsed.get().settings(), parsed.get().gsis(),
                parsed.get().gsiLimits());
        return new FormCheck(problems, TableSettingsEdits.effects(table, after));
    }

    /** Applies the form as one undoable edit; the reason when it is refused. Nothing happens when nothing changed. */
    public Optional<String> apply(SettingsForm form) {
        FormCheck check = check(form);
        if (!check.isValid()) {
            return Optional.of(IndexEditor.first(check));
        }
        if (form.equals(current())) {
            return Optional.empty();
        }
        Parsed parsed = parse(form, new EnumMap<>(IndexField.class)).orElseThrow();
        return session.push(TableSettingsEdits.setSettings(session.table().name(), parsed.settings(),
                parsed.gsis(), parsed.gsiLimits()));
    }

    /** {@code gsiLimits} null: the form says nothing about the GSIs' limits, so they are kept. */
    private record Parsed(TableSettings settings, Map<String, Throughput> gsis,
                          Map<String, ThroughputLimits> gsiLimits) {
    }

    private static Optional<Parsed> parse(SettingsForm form, Map<IndexField, String> problems) {
        boolean provisioned = form.billingMode() == BillingMode.PROVISIONED;
        Throughput own = null;
        Map<String, Throughput> gsis = new LinkedHashMap<>();
        if (provisioned) {
            own = throughput(form.readCapacity(), form.writeCapacity());
            if (own == null) {
                problems.put(IndexField.BILLING, "The table's " + UNITS);
            }
            for (Map.Entry<String, SettingsForm.Capacity> gsi : form.gsiCapacity().entrySet()) {
                Throughput throughput = throughput(gsi.getValue().read(), gsi.getValue().write());
                if (throughput == null) {
                    problems.putIfAbsent(IndexField.CAPACITY, gsi.getKey() + ": " + UNITS);
                } else {
                    gsis.put(gsi.getKey(), throughput);
                }
            }
        }
        ThroughputLimits tableLimits = limits(form.tableLimits(), "The table's ", IndexField.LIMITS, problems);
        Map<String, ThroughputLimits> gsiLimits = form.gsiLimits().isEmpty() ? null : new LinkedHashMap<>();
        form.gsiLimits().forEach((name, typed) -> {
            ThroughputLimits parsed = limits(typed, name + ": ", IndexField.GSI_LIMITS, problems);
            if (parsed != null) {
                gsiLimits.put(name, parsed);
            }
        });
        if (!problems.isEmpty()) {
            return Optional.empty();
        }
        String ttl = form.ttlAttribute().isEmpty() ? null : form.ttlAttribute();
        return Optional.of(new Parsed(new TableSettings(form.billingMode(), own, ttl, form.stream(),
                form.pointInTimeRecovery(), tableLimits.onDemandThroughput(), tableLimits.warmThroughput()), gsis,
                gsiLimits));
    }

    /** Typed limits, or null with a problem at {@code field}: each blank (not set) or a whole number of at least 1. */
    private static ThroughputLimits limits(SettingsForm.Limits typed, String owner, IndexField field,
                                           Map<IndexField, String> problems) {
        long[] units = {optionalUnits(typed.maxRead()), optionalUnits(typed.maxWrite()),
            optionalUnits(typed.warmRead()), optionalUnits(typed.warmWrite())};
        if (java.util.Arrays.stream(units).anyMatch(u -> u == INVALID)) {
            problems.putIfAbsent(field, owner + LIMIT_UNITS);
            return null;
        }
        Long maxRead = units[0] == BLANK ? null : units[0];
        Long maxWrite = units[1] == BLANK ? null : units[1];
        Long warmRead = units[2] == BLANK ? null : units[2];
        Long warmWrite = units[3] == BLANK ? null : units[3];
        return new ThroughputLimits(maxRead == null && maxWrite == null ? null
                : new OnDemandThroughput(maxRead, maxWrite), warmRead == null && warmWrite == null ? null
                : new WarmThroughput(warmRead, warmWrite));
    }

    /** {@link #BLANK} for blank, {@link #INVALID} for anything but a whole number of at least 1. */
    private static long optionalUnits(String text) {
        if (text.isEmpty()) {
            return BLANK;
        }
        Long units = units(text.replace(",", "").replace("_", ""));
        return units == null || units < 1 ? INVALID : units;
    }

    private static SettingsForm.Limits limits(OnDemandThroughput maximum, WarmThroughput warm) {
        return new SettingsForm.Limits(text(maximum == null ? null : maximum.maxReadRequestUnits()),
                text(maximum == null ? null : maximum.maxWriteRequestUnits()),
                text(warm == null ? null : warm.readUnitsPerSecond()),
                text(warm == null ? null : warm.writeUnitsPerSecond()));
    }

    private static String text(Long units) {
        return units == null ? "" : Long.toString(units);
    }

    private static Throughput throughput(String read, String write) {
        Long r = units(read);
        Long w = units(write);
        return r == null || w == null ? null : new Throughput(r, w);
    }

    private static Long units(String text) {
        return text.matches("\\d{1,12}") ? Long.parseLong(text) : null;
    }

    private static SettingsForm.Capacity capacity(Throughput throughput) {
        return throughput == null ? new SettingsForm.Capacity(DEFAULT_CAPACITY, DEFAULT_CAPACITY)
                : new SettingsForm.Capacity(Long.toString(throughput.readCapacityUnits()),
                        Long.toString(throughput.writeCapacityUnits()));
    }
}
