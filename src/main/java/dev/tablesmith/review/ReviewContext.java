package dev.tablesmith.review;

import dev.tablesmith.planner.ScaleEstimates;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One table under review, with what the checks share: its plans (from the planner), its sample data and scale
 * estimates, and where each design element is in the file layout.
 */
final class ReviewContext {
    private final Table table;
    private final TableContext layout;
    private final Pricing pricing;
    private final SampleData sample;
    private final ScaleEstimates scale;
    private final KeyShapes shapes;
    private List<AccessPatternPlan> plans;

    ReviewContext(Table table, int tableIndex, Pricing pricing) {
        this.table = table;
        this.layout = new TableContext(table, tableIndex);
        this.pricing = pricing;
        this.sample = ItemMaterializer.materialize(table);
        this.scale = ScaleEstimates.of(table, sample);
        this.shapes = new KeyShapes(scale);
    }

    Table table() {
        return table;
    }

    SampleData sample() {
        return sample;
    }

    Pricing pricing() {
        return pricing;
    }

    ScaleEstimates scale() {
        return scale;
    }

    /** The plan of every access pattern, in the table's order (computed once). */
    List<AccessPatternPlan> plans() {
        if (plans == null) {
            plans = AccessPatternPlanner.planAll(table, pricing);
        }
        return plans;
    }

    /** The table and each secondary index, in display order. */
    List<IndexSpec> indexSpecs() {
        return IndexSpec.all(table);
    }

    // ----- where things are in the file -----

    /** {@code /tables/N/entities/E}, or the table's path when there is no such entity. */
    JsonPointer entityPath(Entity entity) {
        int at = table.entities().indexOf(entity);
        return at < 0 ? layout.path() : layout.entityPath(at);
    }

    /** {@code /tables/N/entities/E/keys/ATTR/template}. */
    JsonPointer templatePath(Entity entity, String keyAttribute) {
        return entityPath(entity).child("keys").child(keyAttribute).child("template");
    }

    /** {@code /tables/N/accessPatterns/P}. */
    JsonPointer patternPath(AccessPattern pattern) {
        int at = table.accessPatterns().indexOf(pattern);
        return at < 0 ? layout.path() : layout.path().child("accessPatterns").child(at);
    }

    /** The path of a secondary index, or of the table for {@code table} (and unknown names). */
    JsonPointer indexPath(String indexName) {
        for (int i = 0; i < table.indexes().size(); i++) {
            if (table.indexes().get(i).name().equals(indexName)) {
                return layout.indexPath(i);
            }
        }
        return layout.path();
    }

    /** {@code /tables/N}. */
    JsonPointer tablePath() {
        return layout.path();
    }

    // ----- keys -----

    /** The declared type of a key attribute. */
    Optional<ScalarType> keyType(String keyAttribute) {
        return layout.keyType(keyAttribute);
    }

    /** The partition key attributes of an index: its own for a GSI, the table's for the table and an LSI. */
    List<String> partitionKeyAttributes(IndexSpec spec) {
        return spec.keySchema().partitionKey().stream().map(KeyAttribute::name).toList();
    }

    /** The sort key attribute of an index, when it has exactly one. */
    Optional<String> sortKeyAttribute(IndexSpec spec) {
        return spec.keySchema().sortKey().size() == 1 ? Optional.of(spec.keySchema().sortKey().get(0).name())
                : Optional.empty();
    }

    /** The name under which an index's partitions share throughput: an LSI lives in the table's partitions. */
    String throughputOwner(String indexName) {
        return table.index(indexName).filter(i -> !i.isGlobal()).map(i -> AccessPattern.TABLE_INDEX)
                .orElse(indexName == null ? AccessPattern.TABLE_INDEX : indexName);
    }

    /** The parsed template the entity writes into a key attribute, if it writes one that parses. */
    Optional<KeyTemplate> template(Entity entity, String keyAttribute) {
        return entity.key(keyAttribute).flatMap(k -> parse(k.template()));
    }

    /** The templates of every attribute of a key, or empty when the entity does not write all of them. */
    Optional<List<KeyTemplate>> templates(Entity entity, List<String> keyAttributes) {
        List<KeyTemplate> found = new ArrayList<>();
        for (String attribute : keyAttributes) {
            Optional<KeyTemplate> template = template(entity, attribute);
            if (template.isEmpty()) {
                return Optional.empty();
            }
            found.add(template.get());
        }
        return found.isEmpty() ? Optional.empty() : Optional.of(found);
    }

    /** Key-value comparisons between entities' templates. */
    KeyShapes shapes() {
        return shapes;
    }

    /**
     * Whether two entities can put items into the same item collection of an index: both write its partition
     * key, with the same template or with templates that can render the same value.
     */
    boolean shareCollections(IndexSpec spec, Entity a, Entity b) {
        List<String> partition = partitionKeyAttributes(spec);
        Optional<List<KeyTemplate>> first = templates(a, partition);
        Optional<List<KeyTemplate>> second = templates(b, partition);
        if (first.isEmpty() || second.isEmpty()) {
            return false;
        }
        return first.get().equals(second.get())
                || shapes.commonValue(a, first.get(), b, second.get()).isPresent();
    }

    static Optional<KeyTemplate> parse(String text) {
        try {
            return Optional.of(KeyTemplate.parse(text));
        } catch (TemplateSyntaxException invalid) {
            return Optional.empty();
        }
    }
}
