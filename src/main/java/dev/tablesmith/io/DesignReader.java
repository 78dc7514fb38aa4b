package dev.tablesmith.io;

import static dev.tablesmith.io.FormatFields.DESIGN;
import static dev.tablesmith.io.FormatFields.FORMAT_VERSION;
import static dev.tablesmith.io.FormatFields.PRICING;
import static dev.tablesmith.io.FormatFields.TABLE;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads the top level of a {@code tablesmith/1} tree into a {@link Design}, collecting every shape problem.
 *
 * <p>An unsupported {@code format} stops reading at once: the rest of the file follows rules this reader does not
 * know, so reporting it field by field would only bury the one problem that matters.
 */
final class DesignReader {
    private final ReadContext context;

    DesignReader(ReadContext context) {
        this.context = context;
    }

    /** The design, or empty when any problem was found (the problems are in the context). */
    Optional<Design> read(JsonNode root) {
        if (!root.isObject()) {
            context.problem("", "expected the design as a JSON object, found " + ReadContext.describe(root));
            return Optional.empty();
        }
        JsonNode format = root.get("format");
        if (format != null && format.isTextual() && !format.textValue().equals(FORMAT_VERSION)) {
            context.problem("/format", "unsupported format version '" + format.textValue()
                    + "' (this Tablesmith reads " + FORMAT_VERSION + ")");
            return Optional.empty();
        }
        ObjectView design = ObjectView.of(root, "", DESIGN, context).orElseThrow();
        design.optionalString("$schema");
        design.optionalString("format");
        String name = design.string("name", "");
        String description = design.string("description", "");
        List<Table> tables = tables(design);
        Pricing pricing = design.object("pricing", PRICING).map(this::pricing).orElse(Pricing.usEast1());
        if (context.hasProblems()) {
            return Optional.empty();
        }
        return ModelGuard.build(context, "", () -> new Design(name, description, tables, pricing));
    }

    private List<Table> tables(ObjectView design) {
        List<ObjectView.Element> elements = design.array("tables");
        if (design.has("tables") && design.raw("tables").isArray() && elements.isEmpty()) {
            context.problem(design.pointer("tables"), "a design needs at least one table");
        }
        TableReader reader = new TableReader(context);
        List<Table> tables = new ArrayList<>();
        for (ObjectView.Element element : elements) {
            ObjectView.of(element.node(), element.pointer(), TABLE, context)
                    .flatMap(reader::read)
                    .ifPresent(tables::add);
        }
        return tables;
    }

    private Pricing pricing(ObjectView pricing) {
        Pricing defaults = Pricing.usEast1();
        return new Pricing(
                pricing.string("region", defaults.region()),
                price(pricing, "readRequestUnitsPerMillion", defaults.readRequestUnitsPerMillion()),
                price(pricing, "writeRequestUnitsPerMillion", defaults.writeRequestUnitsPerMillion()),
                price(pricing, "rcuHour", defaults.rcuHour()),
                price(pricing, "wcuHour", defaults.wcuHour()),
                price(pricing, "storageGbMonth", defaults.storageGbMonth()),
                price(pricing, "hoursPerMonth", defaults.hoursPerMonth()),
                orDefault(pricing.number("peakToAverage", 1, DesignBounds.MAX_PRICE), Pricing.DEFAULT_PEAK_TO_AVERAGE),
                targetUtilization(pricing));
    }

    /** The share of provisioned capacity the peak may use: above 0 and at most 1 (70% when absent). */
    private double targetUtilization(ObjectView pricing) {
        Double target = pricing.number("targetUtilization", 0);
        if (target == null) {
            return Pricing.DEFAULT_TARGET_UTILIZATION;
        }
        if (target == 0 || target > 1) {
            context.problem(pricing.pointer("targetUtilization"), "must be above 0 and at most 1 (0.7 is 70%)");
            return Pricing.DEFAULT_TARGET_UTILIZATION;
        }
        return target;
    }

    private static double price(ObjectView pricing, String field, double fallback) {
        return orDefault(pricing.number(field, 0, DesignBounds.MAX_PRICE), fallback);
    }

    private static double orDefault(Double value, double fallback) {
        return value == null ? fallback : value;
    }
}
