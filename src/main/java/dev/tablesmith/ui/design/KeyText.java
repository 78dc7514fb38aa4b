package dev.tablesmith.ui.design;

import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.TableSettings;
import java.util.List;
import java.util.stream.Collectors;

/** Short texts for key schemas, projections and table settings, as the overview shows them. */
final class KeyText {
    static final String NONE = "—";

    private KeyText() {
    }

    /**
     * A partition or sort key: {@code PK (S)}; a multi-attribute GSI key joins its parts with {@code +}, in the order
     * DynamoDB compares them; {@code —} when there is none.
     */
    static String key(List<KeyAttribute> attributes) {
        if (attributes.isEmpty()) {
            return NONE;
        }
        return attributes.stream()
                .map(a -> a.name() + (a.type() == null ? " (no type)" : " (" + a.type() + ")"))
                .collect(Collectors.joining(" + "));
    }

    /** Which attributes an index holds: all, keys only, or keys plus the listed ones. */
    static String projection(Projection projection) {
        return switch (projection.type()) {
            case ALL -> "all attributes";
            case KEYS_ONLY -> "keys only";
            case INCLUDE -> "keys + " + String.join(", ", projection.nonKeyAttributes());
        };
    }

    /** On-demand, or provisioned with its capacity units. */
    static String billing(TableSettings settings) {
        return switch (settings.billingMode()) {
            case PAY_PER_REQUEST -> "on-demand";
            case PROVISIONED -> settings.provisioned() == null
                    ? "provisioned"
                    : "provisioned, " + settings.provisioned().readCapacityUnits() + " RCU / "
                            + settings.provisioned().writeCapacityUnits() + " WCU";
        };
    }
}
