package dev.tablesmith.infer;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.review.Problem;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns an existing table (its description and a sample of its items) into a new design.
 *
 * <ul>
 *   <li>The table keeps the described key schema, indexes, projections, billing, TTL and stream settings.</li>
 *   <li>Items are attributed to entities by a type attribute or by their key prefixes
 *       ({@link EntityClassifier}); each entity gets its attributes ({@link AttributeInference}), a key template
 *       per key attribute its items hold ({@link TemplateInference}) and sparse conditions
 *       ({@link SparseInference}).</li>
 *   <li>Sampled items the templates reproduce exactly become entity records; the others stay explicit items of
 *       the table, unchanged. Every sampled item is therefore in the design exactly once.</li>
 *   <li>Everything that could not be represented is a warning sentence; the design is finally checked with the
 *       {@link DesignValidator} and any problem it reports is a warning too.</li>
 * </ul>
 *
 * <p>Stateless and pure: the same description and items give the same design.
 */
public final class DesignInference {

    private DesignInference() {
    }

    /**
     * Infers a design.
     *
     * @param description     the table as DescribeTable shows it
     * @param sample          the sampled items, in scan order
     * @param sampleIsPartial whether the table may hold items the sample does not (the scan stopped at a limit)
     */
    public static InferenceResult infer(TableDescription description, List<Item> sample, boolean sampleIsPartial) {
        List<String> warnings = new ArrayList<>();
        Table shell = new Table(description.name(), description.keySchema(), description.indexes(),
                description.settings(), List.of(), List.of(), List.of());
        if (sample.isEmpty()) {
            warnings.add("Table " + description.name() + " returned no items, so no entities were inferred; the"
                    + " design has the table's keys and indexes only.");
        } else if (sampleIsPartial) {
            warnings.add("The design is inferred from the first " + sample.size() + " items of table "
                    + description.name() + (description.approximateItemCount() > 0 ? " (DescribeTable counts about "
                    + description.approximateItemCount() + ")" : "") + "; the scan stopped at the item limit, so"
                    + " entities, attributes and templates that only other items show are missing.");
        }
        EntityClassifier.Classification classification =
                EntityClassifier.classify(description.name(), description.keySchema(), sample);
        Map<String, List<Item>> byEntity = new LinkedHashMap<>();
        for (int i = 0; i < sample.size(); i++) {
            byEntity.computeIfAbsent(classification.entityOfItem().get(i), n -> new ArrayList<>()).add(sample.get(i));
        }
        List<Entity> entities = new ArrayList<>();
        List<Item> explicit = new ArrayList<>();
        byEntity.forEach((name, items) -> {
            EntityInference.Inferred inferred = EntityInference.infer(shell, name, items,
                    classification.typeAttribute(), estimate(description, sample.size(), items.size()));
            entities.add(inferred.entity());
            explicit.addAll(inferred.explicitItems());
            warnings.addAll(inferred.warnings());
        });
        Set<Item> kept = Collections.newSetFromMap(new IdentityHashMap<>());
        kept.addAll(explicit);
        List<Item> ordered = sample.stream().filter(kept::contains).toList();
        Table table = shell.withEntities(entities).withItems(ordered);
        Design design = new Design(description.name(), "Imported from table " + description.name() + ": "
                + sample.size() + " sampled item" + (sample.size() == 1 ? "" : "s") + ", " + entities.size()
                + " inferred entit" + (entities.size() == 1 ? "y" : "ies") + ".", List.of(table), Pricing.usEast1());
        for (Problem problem : new DesignValidator().validate(design)) {
            warnings.add("The imported design has a problem at " + problem.path() + ": " + problem.message() + ".");
        }
        return new InferenceResult(design, warnings, byEntity);
    }

    /** The entity's share of the table: its share of the sample times DescribeTable's count, or its sample size. */
    private static long estimate(TableDescription description, int sampled, int ofEntity) {
        if (description.approximateItemCount() <= sampled) {
            return ofEntity;
        }
        return Math.round((double) description.approximateItemCount() * ofEntity / sampled);
    }
}
