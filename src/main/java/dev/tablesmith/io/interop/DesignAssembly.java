package dev.tablesmith.io.interop;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.review.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Builds the imported design from its table drafts and makes it valid: whatever {@link DesignValidator} still
 * rejects in an entity (a key template, an attribute), an access pattern or an item is removed, with a warning at
 * the place in the source it came from. A problem in a table's keys or indexes cannot be repaired this way and
 * fails the import.
 */
final class DesignAssembly {
    private static final Pattern ENTITY_PART = Pattern.compile(
            "/tables/(\\d+)/entities/(\\d+)/(keys|attributes)/([^/]+).*");
    private static final Pattern ENTITY = Pattern.compile("/tables/(\\d+)/entities/(\\d+)(/.*)?");
    private static final Pattern PATTERN = Pattern.compile("/tables/(\\d+)/accessPatterns/(\\d+)(/.*)?");
    private static final Pattern ITEM = Pattern.compile("/tables/(\\d+)/items/(\\d+)(/.*)?");
    private static final int MAX_ROUNDS = 20;

    private DesignAssembly() {
    }

    static Design assemble(String name, String description, List<TableDraft> drafts, ImportWarnings warnings,
                           String sourceName) throws ImportException {
        if (drafts.isEmpty()) {
            throw ImportException.in(sourceName, "no DynamoDB table found");
        }
        DynamoNames.normalize(drafts, warnings);
        DesignValidator validator = new DesignValidator();
        for (int round = 0; round < MAX_ROUNDS; round++) {
            Design design = build(name, description, drafts);
            List<Problem> problems = validator.validate(design);
            if (problems.isEmpty()) {
                return design;
            }
            boolean repaired = false;
            for (Problem problem : problems) {
                if (repair(problem, drafts, warnings)) {
                    repaired = true;
                    break;
                }
            }
            if (!repaired) {
                Problem first = problems.get(0);
                throw ImportException.in(sourceName, "the imported design is not valid: " + first.path() + ": "
                        + first.message());
            }
        }
        throw ImportException.in(sourceName, "the imported design could not be made valid");
    }

    private static Design build(String name, String description, List<TableDraft> drafts) {
        return new Design(name, description, drafts.stream().map(TableDraft::toTable).toList(),
                Pricing.usEast1());
    }

    private static boolean repair(Problem problem, List<TableDraft> drafts, ImportWarnings warnings) {
        Matcher part = ENTITY_PART.matcher(problem.path());
        if (part.matches()) {
            TableDraft draft = drafts.get(Integer.parseInt(part.group(1)));
            int e = Integer.parseInt(part.group(2));
            Entity entity = draft.entities.get(e);
            String source = draft.entityPaths.get(e);
            String key = unescape(part.group(4));
            if (part.group(3).equals("keys")) {
                EntityKey dropped = entity.key(key).orElse(null);
                if (dropped != null) {
                    List<EntityKey> keys = new ArrayList<>(entity.keys());
                    keys.remove(dropped);
                    draft.entities.set(e, entity.withKeys(keys));
                    warnings.add(source, entity.name() + "'s template '" + dropped.template() + "' for " + key
                            + " dropped: " + problem.message());
                    return true;
                }
            } else {
                int a = Integer.parseInt(key);
                List<Attribute> attributes = new ArrayList<>(entity.attributes());
                Attribute dropped = attributes.remove(a);
                draft.entities.set(e, entity.withAttributes(attributes));
                warnings.add(source, entity.name() + "'s attribute '" + dropped.name() + "' dropped: "
                        + problem.message());
                return true;
            }
        }
        Matcher whole = ENTITY.matcher(problem.path());
        if (whole.matches()) {
            TableDraft draft = drafts.get(Integer.parseInt(whole.group(1)));
            int e = Integer.parseInt(whole.group(2));
            Entity entity = draft.entities.get(e);
            if ("/keys".equals(whole.group(3)) && !entity.keys().isEmpty()) {
                draft.entities.set(e, entity.withKeys(List.of()));
                warnings.add(draft.entityPaths.get(e), entity.name() + "'s key templates ("
                        + String.join(", ", entity.keys().stream().map(k -> k.attribute() + " = " + k.template())
                        .toList()) + ") dropped: " + problem.message());
                return true;
            }
            draft.entities.set(e, entity.withRecords(List.of()));
            if (!entity.records().isEmpty()) {
                warnings.add(draft.entityPaths.get(e), entity.name() + "'s records dropped: " + problem.message());
                return true;
            }
            draft.entities.remove(e);
            warnings.add(draft.entityPaths.remove(e), "entity " + entity.name() + " dropped: " + problem.message());
            return true;
        }
        Matcher pattern = PATTERN.matcher(problem.path());
        if (pattern.matches()) {
            TableDraft draft = drafts.get(Integer.parseInt(pattern.group(1)));
            int p = Integer.parseInt(pattern.group(2));
            String id = draft.patterns.remove(p).id();
            warnings.add(draft.patternPaths.remove(p), "access pattern " + id + " dropped: " + problem.message());
            return true;
        }
        Matcher item = ITEM.matcher(problem.path());
        if (item.matches()) {
            TableDraft draft = drafts.get(Integer.parseInt(item.group(1)));
            draft.items.remove(Integer.parseInt(item.group(2)));
            warnings.add(draft.path, "sample item dropped: " + problem.message());
            return true;
        }
        return false;
    }

    private static String unescape(String token) {
        return token.replace("~1", "/").replace("~0", "~");
    }
}
