package dev.tablesmith.ui.design;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.OpenedDesign;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A read-only overview of an opened design: its table's key schema and settings, its secondary indexes and its
 * entities with the key templates they write. (The editing designer replaces it in a later version.)
 */
public final class DesignOverviewViewModel {
    private final OpenedDesign opened;

    /** One secondary index: name, GSI or LSI, its key and its projection. */
    public record IndexRow(String name, String kind, String partitionKey, String sortKey, String projection) {
    }

    /** One entity: its name, description, and the keys it writes ({@code SK = ORDER#{orderDate}#{orderId}}). */
    public record EntityRow(String name, String description, List<String> keys) {
    }

    /** One labelled fact about the table, e.g. "Partition key" and "PK (S)". */
    public record Fact(String label, String value) {
    }

    public DesignOverviewViewModel(OpenedDesign opened) {
        this.opened = opened;
    }

    private Design design() {
        return opened.design();
    }

    private Table table() {
        return design().table();
    }

    /** The window title: {@code commerce-main — Tablesmith}. */
    public String windowTitle() {
        return design().name() + " — Tablesmith";
    }

    public String designName() {
        return design().name();
    }

    public String description() {
        return design().description();
    }

    /** Where the design came from: its file path, the example, or that it is new. */
    public String origin() {
        return opened.origin();
    }

    /** The table's name, key schema and settings. */
    public List<Fact> tableFacts() {
        Table table = table();
        return List.of(
                new Fact("Table", table.name()),
                new Fact("Partition key", KeyText.key(table.keySchema().partitionKey())),
                new Fact("Sort key", KeyText.key(table.keySchema().sortKey())),
                new Fact("Billing", KeyText.billing(table.settings())),
                new Fact("TTL attribute", offWhenAbsent(table.settings().ttlAttribute())),
                new Fact("Stream", table.settings().streamViewType() == null
                        ? "off" : table.settings().streamViewType().name()),
                new Fact("Access patterns", String.valueOf(table.accessPatterns().size())));
    }

    public List<IndexRow> indexes() {
        return table().indexes().stream().map(DesignOverviewViewModel::indexRow).toList();
    }

    public List<EntityRow> entities() {
        return table().entities().stream().map(DesignOverviewViewModel::entityRow).toList();
    }

    private static IndexRow indexRow(SecondaryIndex index) {
        return new IndexRow(index.name(), index.kind().name(), KeyText.key(index.keySchema().partitionKey()),
                KeyText.key(index.keySchema().sortKey()), KeyText.projection(index.projection()));
    }

    private static EntityRow entityRow(Entity entity) {
        return new EntityRow(entity.name(), entity.description(),
                entity.keys().stream().map(DesignOverviewViewModel::keyLine).collect(Collectors.toList()));
    }

    /** {@code GSI2PK = OPEN  when status = PENDING}. */
    static String keyLine(EntityKey key) {
        return key.attribute() + " = " + key.template() + (key.isSparse() ? "  when " + key.when() : "");
    }

    private static String offWhenAbsent(String value) {
        return value == null || value.isBlank() ? "off" : value;
    }
}
